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
  /// Iterative, with a stack of the containers open: a value nested however deep is written
  /// without running out of the thread's stack, in memory proportional to its depth.
  ///
  /// - Complexity: O(*n*) for *n* bytes of text.
  public func write(to bytes: inout [UInt8]) {
    var open: [_OpenContainer] = []
    var value = self
    nextValue: while true {
      if let container = _OpenContainer(value) {
        bytes.append(container.isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
        open.append(container)
      } else {
        value.writeScalar(to: &bytes)
      }
      // The next value: the next child of the innermost container that has one left.
      while let last = open.indices.last {
        if let (name, child) = open[last].nextChild() {
          if open[last].next > 1 { bytes.append(UInt8(ascii: ",")) }
          if let name { bytes += (jsonQuoted(name) + ":").utf8 }
          value = child
          continue nextValue
        }
        bytes.append(open.removeLast().isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
      }
      return
    }
  }

  /// Appends the text of a value that is neither an array nor an object.
  private func writeScalar(to bytes: inout [UInt8]) {
    switch self {
    case .null: bytes += "null".utf8
    case .bool(let value): bytes += (value ? "true" : "false").utf8
    case .number(let number): bytes += number.text.utf8
    case .string(let string): bytes += jsonQuoted(string).utf8
    case .array, .object: preconditionFailure("a container is written by write(to:)")
    }
  }

  /// The deepest nesting of arrays and objects in the value (0 for a number, string, boolean or
  /// null; 1 for `[]` or `[1]`), counted without recursion, in memory proportional to the depth;
  /// stops counting past `limit`.
  ///
  /// - Complexity: O(*n*) for *n* elements and members in all.
  func depth(stoppingPast limit: Int) -> Int {
    guard let top = _OpenContainer(self) else { return 0 }
    var open = [top]
    var deepest = 1
    while let last = open.indices.last {
      guard let (_, child) = open[last].nextChild() else {
        open.removeLast()
        continue
      }
      if let container = _OpenContainer(child) {
        open.append(container)
        deepest = max(deepest, open.count)
        if deepest > limit { return deepest }
      }
    }
    return deepest
  }
}
