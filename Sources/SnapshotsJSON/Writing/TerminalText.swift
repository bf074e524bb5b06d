/// Text for a terminal: the code points that would act on the terminal instead of showing
/// (C0 and C1 controls, DEL, bidirectional overrides and isolates, the line and paragraph
/// separators) are written as visible `\uXXXX` escapes, as git and ls escape file names.
///
/// For the text format and for messages on standard error only; the json and jsonpatch formats
/// keep identifiers exactly as JSON has them. An identifier the text format shows is a JSON
/// literal, and stays one: `\uXXXX` is a JSON escape of the same code point.
///
/// O(*n*) for *n* bytes; text without any byte that can start such a code point (all of them
/// begin with a byte below 0x20, 0x7F, 0xC2, 0xD8 or 0xE2) is returned as it is.
package func terminalEscaped(_ text: String) -> String {
  guard
    text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 })
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
  default: false
  }
}
