#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Canonical JSON values, built only for contents whose bytes differ, to decide whether they are
// equal as JSON values: objects ignore member order (a repeated name keeps its last value),
// numbers compare by value, strings by their Unicode scalars after unescaping.

/// A JSON value in canonical form.
indirect enum JSONValue: Equatable {
  case null
  case bool(Bool)
  case number(String)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// Reads the (already validated) value at `range`.
  init(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
    var reader = JSONReader(bytes)
    reader.position = range.lowerBound
    // The text was validated when the document was read, so reading it again cannot fail.
    self = try! Self.read(&reader)
  }

  static func read(_ reader: inout JSONReader) throws(JSONError) -> JSONValue {
    reader.skipWhitespace()
    switch reader.peek {
    case UInt8(ascii: "\""): return .string(try reader.readString())
    case UInt8(ascii: "t"):
      try reader.skipLiteral("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try reader.skipLiteral("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try reader.skipLiteral("null")
      return .null
    case UInt8(ascii: "["):
      var elements: [JSONValue] = []
      try reader.forEachElement(depth: 0) { (reader: inout JSONReader) throws(JSONError) in
        elements.append(try read(&reader))
      }
      return .array(elements)
    case UInt8(ascii: "{"):
      var members: [String: JSONValue] = [:]
      try reader.forEachMember(depth: 0) {
        (reader: inout JSONReader, name: Range<Int>) throws(JSONError) in
        let key = try JSONReader.unescape(reader.bytes, name)
        members[key] = try read(&reader)
      }
      return .object(members)
    default:
      return .number(try reader.readCanonicalNumber())
    }
  }
}

/// Whether two JSON texts are equal as JSON values: identical bytes are, without further work.
func jsonEqual(
  _ lhs: UnsafeBufferPointer<UInt8>, _ lhsRange: Range<Int>,
  _ rhs: UnsafeBufferPointer<UInt8>, _ rhsRange: Range<Int>
) -> Bool {
  if lhsRange.count == rhsRange.count
    && memcmp(
      lhs.baseAddress! + lhsRange.lowerBound, rhs.baseAddress! + rhsRange.lowerBound, lhsRange.count
    ) == 0
  {
    return true
  }
  return JSONValue(lhs, lhsRange) == JSONValue(rhs, rhsRange)
}
