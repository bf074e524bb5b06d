/// A file name (or any name from the system, as bytes) as snapdiff shows it, quoted as git quotes
/// paths: as it is when it holds nothing to quote; otherwise in double quotes, with `"`, `\`,
/// the controls git names (`\a`, `\b`, `\t`, `\n`, `\v`, `\f`, `\r`) written so and every other
/// byte to quote as three octal digits (`\303\251` for `é` when `quotingNonASCII`).
///
/// A byte to quote is a control (below 0x20, or 0x7F), `"`, `\`, a byte of a sequence that is not
/// UTF-8, and, when `quotingNonASCII` (git's `core.quotePath`, on by default), any byte from
/// 0x80. So a name can neither break a line, nor forge one, nor lose a byte: the quoted text names
/// exactly one sequence of bytes. What is left (valid UTF-8 beyond ASCII, unquoted) goes on to
/// ``terminalEscaped(_:)`` with the line it is shown in.
///
/// `always` quotes a name that holds nothing to quote too (an attributes file's pattern with a
/// space, which git would otherwise split).
///
/// O(*n*) for *n* bytes.
package func quotedName(
  _ bytes: some Collection<UInt8>, quotingNonASCII: Bool = false, always: Bool = false
) -> String {
  // Indices into one array, not `zip`: a generic sequence's type is built at run time, which a
  // process that shows a few names (the git driver's, once per file) would pay at every start.
  let bytes = Array(bytes)
  let valid = validUTF8Mask(bytes)
  func needsQuote(_ index: Int) -> Bool {
    let byte = bytes[index]
    return byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
      || (byte >= 0x80 && (quotingNonASCII || !valid[index]))
  }
  guard always || bytes.indices.contains(where: needsQuote) else {
    return String(decoding: bytes, as: UTF8.self)
  }
  var result: [UInt8] = [UInt8(ascii: "\"")]
  for index in bytes.indices {
    let byte = bytes[index]
    guard needsQuote(index) else {
      result.append(byte)
      continue
    }
    result.append(UInt8(ascii: "\\"))
    switch byte {
    case 0x07: result.append(UInt8(ascii: "a"))
    case 0x08: result.append(UInt8(ascii: "b"))
    case 0x09: result.append(UInt8(ascii: "t"))
    case 0x0A: result.append(UInt8(ascii: "n"))
    case 0x0B: result.append(UInt8(ascii: "v"))
    case 0x0C: result.append(UInt8(ascii: "f"))
    case 0x0D: result.append(UInt8(ascii: "r"))
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): result.append(byte)
    default:
      result += [byte >> 6, byte >> 3 & 7, byte & 7].map { UInt8(ascii: "0") + $0 }
    }
  }
  result.append(UInt8(ascii: "\""))
  return String(decoding: result, as: UTF8.self)
}

/// For each byte, whether it belongs to a well-formed UTF-8 sequence.
///
/// O(*n*) for *n* bytes.
private func validUTF8Mask(_ array: [UInt8]) -> [Bool] {
  var mask = [Bool](repeating: false, count: array.count)
  var index = 0
  while index < array.count {
    let length = utf8SequenceLength(array, at: index)
    if length == 0 {
      index += 1
      continue
    }
    for offset in 0..<length { mask[index + offset] = true }
    index += length
  }
  return mask
}

/// The length of the well-formed UTF-8 sequence at `index` (1 to 4), or 0 when none starts there
/// (overlong forms, surrogates and code points past U+10FFFF are not well formed).
private func utf8SequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
  let lead = bytes[index]
  let (length, low, high): (Int, UInt8, UInt8) =
    switch lead {
    case 0x00...0x7F: (1, 0x80, 0xBF)
    case 0xC2...0xDF: (2, 0x80, 0xBF)
    case 0xE0: (3, 0xA0, 0xBF)
    case 0xED: (3, 0x80, 0x9F)
    case 0xE1...0xEF: (3, 0x80, 0xBF)
    case 0xF0: (4, 0x90, 0xBF)
    case 0xF4: (4, 0x80, 0x8F)
    case 0xF1...0xF3: (4, 0x80, 0xBF)
    default: (0, 0, 0)
    }
  guard length > 1 else { return length }
  guard index + length <= bytes.count, (low...high).contains(bytes[index + 1]) else { return 0 }
  for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return 0 }
  return length
}
