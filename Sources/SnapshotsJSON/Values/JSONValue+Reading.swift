/// Why a text is not the JSON this package reads: where, and what is wrong.
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The byte offset of the problem.
  public var offset: Int
  /// The line of the problem, from 1.
  public var line: Int
  /// The column of the problem, from 1, in bytes.
  public var column: Int
  /// What is wrong, starting lowercase: "expected ',' or ']' after an array element".
  public var message: String
  /// Whether the text is not valid JSON (rather than valid JSON of the wrong shape).
  public var isSyntaxError: Bool

  /// Creates an error.
  ///
  /// - Complexity: O(1).
  public init(offset: Int, line: Int, column: Int, message: String, isSyntaxError: Bool = true) {
    self.offset = offset
    self.line = line
    self.column = column
    self.message = message
    self.isSyntaxError = isSyntaxError
  }

  /// The error of `error` in `text`, with its line and column.
  init(_ error: JSONError, in text: JSONText) {
    let (line, column) = lineAndColumn(of: error.offset, in: text.bytes)
    self.init(
      offset: error.offset, line: line, column: column, message: error.message,
      isSyntaxError: error.isSyntaxError)
  }

  /// `line L, column C: message`.
  public var description: String { "line \(line), column \(column): \(message)" }
}

extension JSONValue {
  /// Reads a JSON text (RFC 8259, UTF-8), as strictly as `snapdiff` reads its inputs: no
  /// trailing commas, comments, byte order mark or invalid UTF-8, nesting at most 1,000 deep,
  /// and no repeated member name in an object (I-JSON, RFC 7493: which of two values a reader
  /// keeps is not defined, so a patch on such an object has no defined result).
  ///
  /// - Parameter bytes: The text.
  /// - Throws: ``JSONParseError`` at the first problem.
  /// - Complexity: O(*n*) for *n* bytes.
  public init(parsing bytes: some Collection<UInt8>) throws(JSONParseError) {
    try self.init(parsing: JSONText(bytes))
  }

  /// Reads a JSON text held by a ``JSONText``.
  package init(parsing text: JSONText) throws(JSONParseError) {
    var reader = JSONReader(text)
    do throws(JSONError) {
      reader.skipWhitespace()
      if reader.isAtEnd { throw reader.error("empty input: expected a JSON value") }
      self = try reader.readValue(depth: 0)
      try reader.expectEnd()
    } catch {
      throw JSONParseError(error, in: text)
    }
  }
}

extension JSONReader {
  /// Reads the value at the cursor into a tree.
  mutating func readValue(depth: Int) throws(JSONError) -> JSONValue {
    let start = position
    switch peek {
    case UInt8(ascii: "\""):
      let hasEscapes = try skipString()
      let inside = (start + 1)..<(position - 1)
      return .string(
        hasEscapes ? try unescape(inside) : String(decoding: bytes[inside], as: UTF8.self))
    case UInt8(ascii: "["):
      try enter(depth)
      var elements = JSONArray()
      try forEachElement(depth: depth + 1) { (reader: inout JSONReader) throws(JSONError) in
        elements.append(try reader.readValue(depth: depth + 1))
      }
      return .array(elements)
    case UInt8(ascii: "{"):
      try enter(depth)
      return .object(try readMembers(depth: depth))
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      _ = try skipNumber()
      return .number(JSONNumber(text: String(decoding: bytes[start..<position], as: UTF8.self)))
    case UInt8(ascii: "t"):
      try skipLiteral("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try skipLiteral("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try skipLiteral("null")
      return .null
    default: throw error("expected a value, found \(found())")
    }
  }

  /// Reads the members of the object at the cursor, rejecting a repeated name.
  private mutating func readMembers(
    depth: Int
  ) throws(JSONError) -> JSONObject {
    var members = JSONObject()
    var seen: Set<[UInt8]> = []
    try forEachMember(depth: depth + 1) {
      (reader: inout JSONReader, range: Range<Int>) throws(JSONError) in
      let name = try reader.unescape(range)
      guard seen.insert(Array(name.utf8)).inserted else {
        throw reader.error(
          "duplicate member name \(jsonQuoted(name)) (I-JSON, RFC 7493)", at: range.lowerBound - 1)
      }
      members.append((name, try reader.readValue(depth: depth + 1)))
    }
    return members
  }
}

extension JSONNumber {
  /// A number the reader has checked.
  init(text: String) {
    self.text = text
  }
}
