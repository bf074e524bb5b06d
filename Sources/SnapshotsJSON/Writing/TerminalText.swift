/// Text for a terminal, with what would act on it or hide written as visible `\uXXXX` escapes.
///
/// Those are the code points that act on a terminal instead of showing (C0 and C1 controls,
/// DEL, bidirectional marks, overrides and isolates, the line and paragraph separators), as git
/// and ls escape file names, and the invisible format characters (soft hyphen, zero-width space,
/// word joiner and the invisible operators, byte order mark, interlinear annotation marks).
/// Zero-width joiners and non-joiners show as they are: emoji and scripts need them.
///
/// For the text format and for messages on standard error only; the json and jsonpatch formats
/// keep identifiers exactly as JSON has them. An identifier the text format shows is a JSON
/// literal, and stays one: `\uXXXX` is a JSON escape of the same code point.
///
/// O(*n*) for *n* bytes; text without any byte that can start such a code point (all of them
/// begin with a byte below 0x20, 0x7F, 0xC2, 0xD8, 0xE1, 0xE2 or 0xEF) is returned as it is.
package func terminalEscaped(_ text: String) -> String {
  guard
    text.utf8.contains(where: {
      $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE1 || $0 == 0xE2 || $0 == 0xEF
    })
  else { return text }
  var result = String.UnicodeScalarView()
  for scalar in text.unicodeScalars {
    guard actsOnTerminal(scalar) && scalar != "\n" else {
      result.append(scalar)
      continue
    }
    let hex = String(scalar.value, radix: 16, uppercase: true)
    result.append(
      contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
  }
  return String(result)
}

/// Whether a code point changes what a terminal shows rather than showing itself.
private func actsOnTerminal(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x00..<0x20, 0x7F..<0xA0: true  // C0, DEL, C1
  case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true  // bidirectional controls
  case 0x2028, 0x2029: true  // line and paragraph separators
  case 0x00AD, 0x180E, 0x200B, 0x2060...0x2064, 0xFEFF, 0xFFF9...0xFFFB: true  // invisible
  default: false
  }
}
