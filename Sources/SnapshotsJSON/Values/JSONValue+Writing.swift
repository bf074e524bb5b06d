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
  /// null; 1 for `[]` or `[1]`); stops counting past `limit`.
  ///
  /// - Complexity: O(*n*) for *n* elements and members in all.
  func depth(stoppingPast limit: Int) -> Int {
    var deepest = 0
    walk { value, depth in
      guard value.isContainer else { return true }
      deepest = max(deepest, depth + 1)
      return deepest <= limit
    }
    return deepest
  }

  /// The number of values in the value, itself included (1 for `[]`, 3 for `[1, 2]`); stops
  /// counting past `limit`.
  ///
  /// - Complexity: O(*n*) for *n* elements and members in all.
  func valueCount(stoppingPast limit: Int) -> Int {
    var count = 0
    walk { _, _ in
      count += 1
      return count <= limit
    }
    return count
  }

  /// Calls `body` with the value and each value inside it, depth first, with its depth (0 for
  /// this one), until `body` returns false.
  ///
  /// Iterative, with a stack of the containers open: memory in proportion to the depth.
  ///
  /// - Complexity: O(*n*) for *n* elements and members in all.
  func walk(_ body: (_ value: JSONValue, _ depth: Int) -> Bool) {
    guard body(self, 0) else { return }
    var open = _OpenContainer(self).map { [$0] } ?? []
    while let last = open.indices.last {
      guard let (_, child) = open[last].nextChild() else {
        open.removeLast()
        continue
      }
      guard body(child, open.count) else { return }
      if let container = _OpenContainer(child) { open.append(container) }
    }
  }

  /// The value's compact text for a message: whole up to 200 bytes, else its first 200 (cut between
  /// Unicode scalars) and its length.
  ///
  /// - Complexity: O(*n*) for *n* bytes of text.
  var excerpt: String {
    let bytes = jsonBytes
    guard bytes.count > 200 else { return String(decoding: bytes, as: UTF8.self) }
    var end = 200
    while end > 0 && bytes[end] & 0xC0 == 0x80 { end -= 1 }
    return String(decoding: bytes[..<end], as: UTF8.self)
      + "… (the first \(end) of \(bytes.count) bytes)"
  }
}
