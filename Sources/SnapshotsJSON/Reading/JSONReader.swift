// A strict RFC 8259 JSON reader over UTF-8 bytes. It validates everything it passes over, but
// only decodes what snapdiff needs (identifiers and member names); every other value is kept as
// a byte range, so reading a large document allocates almost nothing per item.

/// A problem in the input, at a byte offset.
package struct JSONError: Error {
  /// The byte offset where the problem is.
  package var offset: Int
  /// What is wrong, starting lowercase: "expected ',' or ']' after an array element".
  package var message: String
  /// Whether the text is not valid JSON (as opposed to valid JSON of the wrong shape).
  package var isSyntaxError = true

  package init(offset: Int, message: String, isSyntaxError: Bool = true) {
    self.offset = offset
    self.message = message
    self.isSyntaxError = isSyntaxError
  }
}

/// The deepest nesting of arrays and objects accepted; deeper input is an error, never a crash.
package let maximumJSONDepth = 1_000

/// A cursor over JSON text.
///
/// It reads the zero bytes that follow a ``JSONText`` instead of checking for the end: every scan
/// stops at a zero byte, and only then asks whether the text has ended. The cursor never passes
/// the padding, so it moves with wrapping arithmetic (`&+=`: no overflow check per byte).
package struct JSONReader {
  package let bytes: UnsafeBufferPointer<UInt8>
  /// The bytes and the text's zero padding after them.
  package let base: PaddedBytes
  package var position = 0
  /// Whether the values it skips may not repeat a member name in any object (I-JSON, as
  /// ``JSONValue`` and so `snapdiff apply` read): on where a document is read, off where values
  /// already read are compared or a text is only checked for a syntax error.
  package var refusesRepeatedNames = false

  /// A reader at the start of `text`; `text` must outlive it.
  package init(_ text: JSONText) {
    bytes = text.bytes
    base = text.base
  }

  /// A reader over `count` bytes at `base`, which must be followed by ``JSONText/padding`` zero
  /// bytes and outlive the reader.
  package init(base: UnsafePointer<UInt8>, count: Int) {
    bytes = UnsafeBufferPointer(start: base, count: count)
    self.base = PaddedBytes(start: base, count: count)
  }

  package var isAtEnd: Bool { position >= bytes.count }

  /// The byte at the cursor, or 0 at the end.
  package var peek: UInt8 { base[position] }

  package func error(_ message: String, at offset: Int? = nil) -> JSONError {
    JSONError(offset: offset ?? position, message: message)
  }

  @inline(__always)
  package mutating func skipWhitespace() {
    // Every whitespace byte is at most a space: one comparison settles the common case.
    while base[position] <= 0x20 {
      switch base[position] {
      case 0x20, 0x0A, 0x0D, 0x09: position &+= 1
      default: return
      }
    }
  }

  /// Describes the byte at the cursor for an error message.
  package func found() -> String {
    guard position < bytes.count else { return "the end of the input" }
    let byte = bytes[position]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  @inline(__always)
  package mutating func expect(_ byte: UInt8, _ what: String) throws(JSONError) {
    guard peek == byte else { throw error("expected \(what), found \(found())") }
    position &+= 1
  }

  /// Checks that only whitespace follows.
  package mutating func expectEnd() throws(JSONError) {
    skipWhitespace()
    guard isAtEnd else { throw error("unexpected \(found()) after the JSON value") }
  }

  // MARK: Values

  /// Validates one value and moves past it; returns its byte range (without whitespace).
  @discardableResult
  package mutating func skipValue(depth: Int = 0) throws(JSONError) -> Range<Int> {
    skipWhitespace()
    let start = position
    switch peek {
    case UInt8(ascii: "\""): _ = try skipString()
    case UInt8(ascii: "{") where refusesRepeatedNames:
      try enter(depth)
      try skipObject(depth: depth + 1)
    case UInt8(ascii: "{"):
      try enter(depth)
      try forEachMember(depth: depth + 1) {
        (reader: inout JSONReader, _: Range<Int>) throws(JSONError) in
        try reader.skipValue(depth: depth + 1)
      }
    case UInt8(ascii: "["):
      try enter(depth)
      try forEachElement(depth: depth + 1) { (reader: inout JSONReader) throws(JSONError) in
        try reader.skipValue(depth: depth + 1)
      }
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): _ = try skipNumber()
    case UInt8(ascii: "t"): try skipLiteral("true")
    case UInt8(ascii: "f"): try skipLiteral("false")
    case UInt8(ascii: "n"): try skipLiteral("null")
    default: throw error("expected a value, found \(found())")
    }
    return start..<position
  }

  package func enter(_ depth: Int) throws(JSONError) {
    guard depth < maximumJSONDepth else {
      throw error("nesting deeper than \(maximumJSONDepth) levels")
    }
  }

  package mutating func skipLiteral(_ literal: StaticString) throws(JSONError) {
    let start = position
    let utf8 = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
    for byte in utf8 {
      guard peek == byte else { throw error("invalid literal, expected '\(literal)'", at: start) }
      position &+= 1
    }
  }

  /// Calls `body` for each element of the array at the cursor, with the cursor on the element.
  @inline(__always)
  package mutating func forEachElement(
    depth: Int, _ body: (inout JSONReader) throws(JSONError) -> Void
  ) throws(JSONError) {
    try expect(UInt8(ascii: "["), "'['")
    skipWhitespace()
    if peek == UInt8(ascii: "]") {
      position &+= 1
      return
    }
    repeat {
      skipWhitespace()
      try body(&self)
    } while try passElementSeparator()
  }

  /// Moves past what follows an array element, and returns whether another element follows.
  ///
  /// That is a comma and the whitespace after it, or the closing bracket.
  @inline(__always)
  package mutating func passElementSeparator() throws(JSONError) -> Bool {
    skipWhitespace()
    switch peek {
    case UInt8(ascii: ","):
      position &+= 1
      skipWhitespace()
      if peek == UInt8(ascii: "]") { throw error("trailing comma before ']'") }
      return true
    case UInt8(ascii: "]"):
      position &+= 1
      return false
    default: throw error("expected ',' or ']' after an array element, found \(found())")
    }
  }

  /// Calls `body` for each member of the object at the cursor, with the member name's byte range
  /// (inside the quotes) and the cursor on the value.
  @inline(__always)
  package mutating func forEachMember(
    depth: Int, _ body: (inout JSONReader, Range<Int>) throws(JSONError) -> Void
  ) throws(JSONError) {
    try expect(UInt8(ascii: "{"), "'{'")
    skipWhitespace()
    if peek == UInt8(ascii: "}") {
      position &+= 1
      return
    }
    while true {
      skipWhitespace()
      guard peek == UInt8(ascii: "\"") else {
        throw error("expected a member name in double quotes, found \(found())")
      }
      let nameStart = position + 1
      _ = try skipString()
      let name = Range(uncheckedBounds: (nameStart, position &- 1))
      skipWhitespace()
      try expect(UInt8(ascii: ":"), "':' after a member name")
      skipWhitespace()
      try body(&self, name)
      skipWhitespace()
      switch peek {
      case UInt8(ascii: ","):
        position &+= 1
        skipWhitespace()
        if peek == UInt8(ascii: "}") { throw error("trailing comma before '}'") }
      case UInt8(ascii: "}"):
        position &+= 1
        return
      default: throw error("expected ',' or '}' after an object member, found \(found())")
      }
    }
  }

  // MARK: Strings

  /// Validates the string at the cursor (on its opening quote) and moves past it; returns whether
  /// it has escapes.
  package mutating func skipString() throws(JSONError) -> Bool {
    position &+= 1
    var hasEscapes = false
    while true {
      position = firstByteNeedingALook(from: position)
      let byte = base[position]
      if byte == UInt8(ascii: "\"") {
        position &+= 1
        return hasEscapes
      } else if byte == UInt8(ascii: "\\") {
        hasEscapes = true
        _ = try readEscape()
      } else if byte < 0x20 {
        if isAtEnd { throw error("unterminated string") }
        throw error(
          "control character 0x\(String(byte, radix: 16, uppercase: true)) in a string (escape it)")
      } else if byte < 0x80 {
        position &+= 1
      } else {
        try skipUTF8Sequence()
      }
    }
  }

  /// The offset of the first string byte from `offset` on that needs a closer look: a quote, a
  /// backslash, a control character or a byte above ASCII.
  ///
  /// Eight bytes at a time; the padding's zero bytes stop the scan at the end of the text.
  ///
  /// - Complexity: O(*n*) for the *n* bytes passed.
  @inline(__always)
  package func firstByteNeedingALook(from offset: Int) -> Int {
    var offset = offset
    var flags = bytesNeedingALook(base.word(at: offset))
    while flags == 0 {
      offset &+= 8
      flags = bytesNeedingALook(base.word(at: offset))
    }
    return offset &+ flags.trailingZeroBitCount >> 3
  }

  /// The high bit of each of eight string bytes (the first in the lowest byte) that is a quote, a
  /// backslash, a control character or not ASCII.
  ///
  /// Borrows may also flag a byte after a flagged one, never the first flagged: the lowest flag
  /// is exact.
  package func bytesNeedingALook(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    func zeroBytes(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highBits }
    return (word & highBits) | ((word &- ones &* 0x20) & ~word & highBits)
      | zeroBytes(word ^ (ones &* 0x22)) | zeroBytes(word ^ (ones &* 0x5C))
  }

  /// Reads the escape at the cursor (a backslash) and returns the Unicode scalar it stands for.
  package mutating func readEscape() throws(JSONError) -> Unicode.Scalar {
    let start = position
    position &+= 1
    guard position < bytes.count else { throw error("unterminated string") }
    let byte = bytes[position]
    position &+= 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let unit = try readHex4()
      if unit >= 0xD800 && unit < 0xDC00 {
        guard peek == UInt8(ascii: "\\"), position + 1 < bytes.count,
          bytes[position + 1] == UInt8(ascii: "u")
        else { throw error("lone surrogate \\u\(hex(unit)) in a string", at: start) }
        position &+= 2
        let low = try readHex4()
        guard low >= 0xDC00 && low < 0xE000 else {
          throw error("lone surrogate \\u\(hex(unit)) in a string", at: start)
        }
        return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
      }
      guard let scalar = Unicode.Scalar(unit) else {
        throw error("lone surrogate \\u\(hex(unit)) in a string", at: start)
      }
      return scalar
    default:
      position &-= 1
      throw error("invalid escape: '\\' followed by \(found()) in a string", at: start)
    }
  }

  package func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  package mutating func readHex4() throws(JSONError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard position < bytes.count else { throw error("unterminated \\u escape") }
      let byte = bytes[position]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw error("invalid hex digit in a \\u escape")
      }
      value = value << 4 | UInt32(digit)
      position &+= 1
    }
    return value
  }

  /// Validates one multi-byte UTF-8 sequence (RFC 3629: no overlongs, no surrogates, at most
  /// U+10FFFF) at the cursor and moves past it.
  package mutating func skipUTF8Sequence() throws(JSONError) {
    let start = position
    let lead = bytes[position]
    let count: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: count = 1
    case 0xE0:
      count = 2
      low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: count = 2
    case 0xED:
      count = 2
      high = 0x9F
    case 0xF0:
      count = 3
      low = 0x90
    case 0xF1...0xF3: count = 3
    case 0xF4:
      count = 3
      high = 0x8F
    default: throw error("invalid UTF-8 byte 0x\(String(lead, radix: 16, uppercase: true))")
    }
    position &+= 1
    for index in 0..<count {
      guard position < bytes.count else { throw error("truncated UTF-8 sequence", at: start) }
      let byte = bytes[position]
      let (minimum, maximum) = index == 0 ? (low, high) : (0x80, 0xBF)
      guard byte >= minimum && byte <= maximum else {
        throw error("invalid UTF-8 sequence", at: start)
      }
      position &+= 1
    }
  }

  /// Decodes the (already validated) inside of a string with escapes, at `range` of this
  /// reader's text.
  package func unescape(_ range: Range<Int>) throws(JSONError) -> String {
    String(
      decoding: try rewritingEscapes(range) { scalar, bytes in
        UTF8.encode(scalar) { bytes.append($0) }
      }, as: UTF8.self)
  }

  /// The canonical text of the inside of a string with escapes: the same bytes, each escape
  /// written as ``jsonQuoted(_:)`` writes its code point (only what JSON requires escaped).
  package func canonicalString(_ range: Range<Int>) throws(JSONError) -> [UInt8] {
    try rewritingEscapes(range) { scalar, bytes in
      if scalar.isASCII, let escape = jsonEscape(UInt8(scalar.value)) {
        bytes += escape
      } else {
        UTF8.encode(scalar) { bytes.append($0) }
      }
    }
  }

  /// The bytes at `range`, the runs between escapes copied whole and each escape replaced by
  /// what `write` appends for its code point.
  ///
  /// Runs are found with `memchr` and copied in one go: byte by byte, a 100 MB string with one
  /// escape took 5.2 s where one without took 0.4 s.
  private func rewritingEscapes(
    _ range: Range<Int>, _ write: (Unicode.Scalar, inout [UInt8]) -> Void
  ) throws(JSONError) -> [UInt8] {
    var reader = self
    reader.position = range.lowerBound
    var result: [UInt8] = []
    result.reserveCapacity(range.count)
    while reader.position < range.upperBound {
      let rest = range.upperBound - reader.position
      let runStart = base + reader.position
      let escape = System.first(UInt8(ascii: "\\"), in: runStart, count: rest)
      let runEnd =
        escape.map { reader.position + ($0 - UnsafeRawPointer(runStart)) } ?? range.upperBound
      result.append(
        contentsOf: UnsafeBufferPointer(
          start: base + reader.position, count: runEnd - reader.position))
      reader.position = runEnd
      if reader.position < range.upperBound { write(try reader.readEscape(), &result) }
    }
    return result
  }

  /// Whether the name at `range` (inside quotes, as `forEachMember` gives it) is `name`.
  package func name(_ range: Range<Int>, equals name: [UInt8]) throws(JSONError) -> Bool {
    try name.withUnsafeBufferPointer { (name) throws(JSONError) in
      try self.name(range, equals: name)
    }
  }

  /// Whether the name at `range` (inside quotes, as `forEachMember` gives it) is `name`.
  package func name(
    _ range: Range<Int>, equals name: UnsafeBufferPointer<UInt8>
  ) throws(JSONError) -> Bool {
    let hasEscapes = { self.bytes[range].contains(UInt8(ascii: "\\")) }
    if range.count == name.count
      && name.indices.allSatisfy({ base[range.lowerBound &+ $0] == name[$0] })
    {
      return !hasEscapes()
    }
    guard hasEscapes() else { return false }
    return try unescape(range).utf8.elementsEqual(name)
  }

  // MARK: Numbers

  /// Validates the number at the cursor and moves past it; returns its parts' ranges.
  package mutating func skipNumber() throws(JSONError) -> (
    integer: Range<Int>, fraction: Range<Int>, exponent: Range<Int>
  ) {
    let start = position
    if peek == UInt8(ascii: "-") { position &+= 1 }
    let integerStart = position
    guard isDigit(peek) else { throw error("invalid number: expected a digit", at: start) }
    if peek == UInt8(ascii: "0") {
      position &+= 1
      if isDigit(peek) { throw error("invalid number: leading zero", at: start) }
    } else {
      while isDigit(peek) { position &+= 1 }
    }
    let integer = integerStart..<position
    var fraction = position..<position
    if peek == UInt8(ascii: ".") {
      position &+= 1
      let fractionStart = position
      guard isDigit(peek) else {
        throw error("invalid number: expected a digit after '.'", at: start)
      }
      while isDigit(peek) { position &+= 1 }
      fraction = fractionStart..<position
    }
    var exponent = position..<position
    if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
      position &+= 1
      let exponentStart = position
      if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { position &+= 1 }
      guard isDigit(peek) else {
        throw error("invalid number: expected a digit in the exponent", at: start)
      }
      while isDigit(peek) { position &+= 1 }
      exponent = exponentStart..<position
    }
    return (integer, fraction, exponent)
  }

  package func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

  /// Whether the number read from `start` (in `parts`) is an integer of at most 22 digits other
  /// than -0: such a number's text is its canonical form.
  package func isPlainInteger(
    from start: Int, _ parts: (integer: Range<Int>, fraction: Range<Int>, exponent: Range<Int>)
  ) -> Bool {
    let negativeZero =
      parts.integer.lowerBound > start && parts.integer.count == 1
      && base[parts.integer.lowerBound] == UInt8(ascii: "0")
    return parts.fraction.isEmpty && parts.exponent.isEmpty && parts.integer.count <= 22
      && !negativeZero
  }

  /// Reads the number at the cursor as a canonical decimal text: equal numbers (1, 1.0, 1e0, 0.1e1)
  /// give equal texts.
  ///
  /// Digits without leading or trailing zeros, then `e` and the exponent. Exact for every valid
  /// number, whatever the length of its exponent: exponents of more than 15 digits are added to
  /// as decimal text (they were clamped near 2^50, which made 1e1125899906842624 equal
  /// 1e1125899906842625).
  package mutating func readCanonicalNumber() throws(JSONError) -> String {
    let negative = peek == UInt8(ascii: "-")
    let (integer, fraction, exponentRange) = try skipNumber()
    var digits: [UInt8] = Array(bytes[integer]) + Array(bytes[fraction])
    var exponentDigits = bytes[exponentRange].filter { $0 != UInt8(ascii: "+") }
    let exponentNegative = exponentDigits.first == UInt8(ascii: "-")
    if exponentNegative { exponentDigits.removeFirst() }
    exponentDigits.removeFirst(
      exponentDigits.firstIndex { $0 != UInt8(ascii: "0") } ?? exponentDigits.count)
    let firstNonZero = digits.firstIndex { $0 != UInt8(ascii: "0") } ?? digits.count
    digits.removeFirst(firstNonZero)
    var shift = -fraction.count  // what the exponent gains from moving the decimal point
    while let last = digits.last, last == UInt8(ascii: "0") {
      digits.removeLast()
      shift += 1
    }
    if digits.isEmpty { return "0" }
    let text = String(decoding: digits, as: UTF8.self)
    let sign = negative ? "-" : ""
    guard exponentDigits.count <= 15 else {
      // |exponent| >= 10^15, far beyond any shift (bounded by the input's length): the form is
      // scientific and the sign of the exponent cannot change.
      let rest = text.dropFirst()
      let adjusted = decimalAdding(
        shift + digits.count - 1, toMagnitude: exponentDigits, negative: exponentNegative)
      return sign + String(text.prefix(1)) + (rest.isEmpty ? "" : "." + rest) + "e" + adjusted
    }
    var exponent = exponentDigits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    if exponentNegative { exponent = -exponent }
    exponent += shift
    if exponent >= 0 && exponent <= 21 {
      return sign + text + String(repeating: "0", count: exponent)
    }
    if exponent < 0 && -exponent < digits.count {
      let split = text.index(text.endIndex, offsetBy: exponent)
      return sign + text[..<split] + "." + text[split...]
    }
    if exponent < 0 && -exponent - digits.count <= 6 {
      return sign + "0." + String(repeating: "0", count: -exponent - digits.count) + text
    }
    let rest = text.dropFirst()
    return sign + String(text.prefix(1)) + (rest.isEmpty ? "" : "." + rest)
      + "e\(exponent + digits.count - 1)"
  }
}

/// `(negative ? -magnitude : magnitude) + delta` as decimal text ("-" for negatives), for a
/// magnitude (ASCII digits, no leading zero) far larger than |`delta`|.
///
/// O(*d*) for *d* digits.
package func decimalAdding(_ delta: Int, toMagnitude magnitude: [UInt8], negative: Bool) -> String {
  // The magnitude grows when delta has the value's sign, and shrinks otherwise.
  let grows = (delta >= 0) != negative
  var digits = magnitude.map { Int($0 - UInt8(ascii: "0")) }
  var carry = delta.magnitude
  var index = digits.count - 1
  while carry > 0 {
    let place = Int(carry % 10)
    carry /= 10
    if index < 0 {
      digits.insert(0, at: 0)
      index = 0
    }
    digits[index] += grows ? place : -place
    if digits[index] >= 10 {
      digits[index] -= 10
      carry += 1
    } else if digits[index] < 0 {
      digits[index] += 10
      carry += 1
    }
    index -= 1
  }
  let text = String(
    decoding: digits.drop { $0 == 0 }.map { UInt8($0) + UInt8(ascii: "0") }, as: UTF8.self)
  return (negative ? "-" : "") + text
}

/// The 1-based line and column (in Unicode scalars) of a byte offset.
package func lineAndColumn(
  of offset: Int, in bytes: UnsafeBufferPointer<UInt8>
) -> (line: Int, column: Int) {
  var line = 1
  var column = 1
  var index = 0
  let end = min(offset, bytes.count)
  while index < end {
    let byte = bytes[index]
    if byte == 0x0A {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80 {
      column += 1
    }
    index += 1
  }
  return (line, column)
}
