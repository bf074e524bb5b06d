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
  /// Iterative, with a stack of its own: a value nested however deep is written without running
  /// out of the thread's stack.
  ///
  /// - Complexity: O(*n*) for *n* bytes of text.
  public func write(to bytes: inout [UInt8]) {
    // What is left to write: values, and the separators and closing brackets between them.
    enum Pending {
      case value(JSONValue)
      case text(String)
      case byte(UInt8)
    }
    var pending: [Pending] = [.value(self)]
    while let next = pending.popLast() {
      switch next {
      case .byte(let byte): bytes.append(byte)
      case .text(let text): bytes += text.utf8
      case .value(.null): bytes += "null".utf8
      case .value(.bool(let value)): bytes += (value ? "true" : "false").utf8
      case .value(.number(let number)): bytes += number.text.utf8
      case .value(.string(let string)): bytes += jsonQuoted(string).utf8
      case .value(.array(let elements)):
        bytes.append(UInt8(ascii: "["))
        pending.append(.byte(UInt8(ascii: "]")))
        for (index, element) in elements.enumerated().reversed() {
          pending.append(.value(element))
          if index > 0 { pending.append(.byte(UInt8(ascii: ","))) }
        }
      case .value(.object(let members)):
        bytes.append(UInt8(ascii: "{"))
        pending.append(.byte(UInt8(ascii: "}")))
        for (index, member) in members.enumerated().reversed() {
          pending.append(.value(member.value))
          pending.append(.text(jsonQuoted(member.name) + ":"))
          if index > 0 { pending.append(.byte(UInt8(ascii: ","))) }
        }
      }
    }
  }

  /// The deepest nesting of arrays and objects in the value (0 for a number, string, boolean or
  /// null; 1 for `[]` or `[1]`), counted without recursion; stops counting past `limit`.
  ///
  /// - Complexity: O(*n*) for *n* elements and members in all.
  func depth(stoppingPast limit: Int) -> Int {
    var deepest = 0
    var pending: [(JSONValue, Int)] = [(self, 0)]
    while let (value, level) = pending.popLast() {
      switch value {
      case .array(let elements):
        deepest = max(deepest, level + 1)
        if deepest > limit { return deepest }
        for element in elements { pending.append((element, level + 1)) }
      case .object(let members):
        deepest = max(deepest, level + 1)
        if deepest > limit { return deepest }
        for member in members { pending.append((member.value, level + 1)) }
      default: continue
      }
    }
    return deepest
  }
}
