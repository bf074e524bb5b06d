extension JSONValue {
  /// The value as compact JSON text: no whitespace, members in order, numbers as written,
  /// strings with only the escapes RFC 8259 requires.
  ///
  /// - Complexity: O(*n*) for *n* bytes of text.
  public var jsonText: String { String(decoding: jsonBytes, as: UTF8.self) }

  /// The value as compact JSON text, in UTF-8 (see ``jsonText``).
  ///
  /// - Complexity: O(*n*) for *n* bytes of text.
  public var jsonBytes: [UInt8] {
    var bytes: [UInt8] = []
    write(to: &bytes)
    return bytes
  }

  /// Appends the value's compact JSON text to `bytes`.
  ///
  /// - Complexity: O(*n*) for *n* bytes of text.
  public func write(to bytes: inout [UInt8]) {
    switch self {
    case .null: bytes += "null".utf8
    case .bool(let value): bytes += (value ? "true" : "false").utf8
    case .number(let number): bytes += number.text.utf8
    case .string(let string): bytes += jsonQuoted(string).utf8
    case .array(let elements):
      bytes.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        element.write(to: &bytes)
      }
      bytes.append(UInt8(ascii: "]"))
    case .object(let members):
      bytes.append(UInt8(ascii: "{"))
      for (index, member) in members.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        bytes += jsonQuoted(member.name).utf8
        bytes.append(UInt8(ascii: ":"))
        member.value.write(to: &bytes)
      }
      bytes.append(UInt8(ascii: "}"))
    }
  }
}
