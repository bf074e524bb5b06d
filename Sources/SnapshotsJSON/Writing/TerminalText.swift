/// Text for a terminal, with what would act on it or hide written as visible `\uXXXX` escapes.
///
/// Those are the code points that act on a terminal instead of showing (C0 and C1 controls,
/// DEL, bidirectional marks, overrides and isolates, the line and paragraph separators), as git
/// and ls escape file names, the interlinear annotation marks, and every default-ignorable code
/// point (Unicode's `Default_Ignorable_Code_Point`: soft hyphen, zero-width space, word joiner,
/// byte order mark, Hangul fillers, variation selectors, tags, and those not yet assigned), which
/// a terminal draws as nothing, so that `admin` and `admin\uDB40\uDC01` never look alike.
/// Zero-width joiners and non-joiners show as they are: emoji and scripts need them. So an
/// emoji's own sequence of joined emoji shows as it is, but a variation selector after an emoji
/// shows escaped (`❤\uFE0F`, a keycap `1\uFE0F⃣`), and so do a flag's tag characters.
///
/// For the text format and for messages on standard error only; the json and jsonpatch formats
/// keep identifiers exactly as JSON has them. An identifier the text format shows is a JSON
/// literal, and stays one: `\uXXXX` is a JSON escape of the same code point (a pair of them,
/// UTF-16's surrogates, past U+FFFF).
///
/// O(*n*) for *n* bytes; text without any byte that can start such a code point (all of them
/// begin with a byte below 0x20, 0x7F, 0xC2, 0xCD, 0xD8, 0xE1, 0xE2, 0xE3, 0xEF, 0xF0 or 0xF3) is
/// returned as it is.
package func terminalEscaped(_ text: String) -> String {
  guard text.utf8.contains(where: mayStartTerminalEscape) else { return text }
  var result = String.UnicodeScalarView()
  for scalar in text.unicodeScalars {
    guard actsOnTerminal(scalar) && scalar != "\n" else {
      result.append(scalar)
      continue
    }
    for unit in UTF16.encode(scalar)! {
      let hex = String(unit, radix: 16, uppercase: true)
      result.append(
        contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
    }
  }
  return String(result)
}

/// Whether a UTF-8 byte can start a code point that ``terminalEscaped(_:)`` escapes.
package func mayStartTerminalEscape(_ byte: UInt8) -> Bool {
  switch byte {
  case 0x00..<0x20, 0x7F, 0xC2, 0xCD, 0xD8, 0xE1, 0xE2, 0xE3, 0xEF, 0xF0, 0xF3: true
  default: false
  }
}

/// Whether a code point changes what a terminal shows rather than showing itself, or shows as
/// nothing.
private func actsOnTerminal(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x00..<0x20, 0x7F..<0xA0: true  // C0, DEL, C1
  case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true  // bidirectional controls
  case 0x2028, 0x2029: true  // line and paragraph separators
  case 0xFFF9...0xFFFB: true  // interlinear annotation marks
  case 0x200C, 0x200D: false  // joiners: emoji and scripts need them
  default: scalar.properties.isDefaultIgnorableCodePoint
  }
}
