/// An RFC 6902 JSON Patch: operations that change a JSON document, applied in order, all or
/// nothing.
///
/// ```swift
/// let patch = try JSONPatch(parsing: Array(#"[{"op": "add", "path": "/b", "value": 2}]"#.utf8))
/// let result = try patch.applied(to: ["a": 1])   // {"a":1,"b":2}
/// ```
public struct JSONPatch: Sendable, Equatable {
  /// One operation of a patch.
  public enum Operation: Sendable, Equatable {
    /// Adds `value` at `path`: inserts into an array (`-` appends), sets an object member, or
    /// replaces the whole document (`""`).
    case add(path: JSONPointer, value: JSONValue)
    /// Removes the value at `path`, which must exist.
    case remove(path: JSONPointer)
    /// Replaces the value at `path`, which must exist.
    case replace(path: JSONPointer, value: JSONValue)
    /// Removes the value at `from` and adds it at `path` (not inside `from`).
    case move(from: JSONPointer, path: JSONPointer)
    /// Adds a copy of the value at `from` at `path`.
    case copy(from: JSONPointer, path: JSONPointer)
    /// Checks that the value at `path` equals `value` (JSON equality); the patch fails if not.
    case test(path: JSONPointer, value: JSONValue)
  }

  /// The operations, in order.
  public var operations: [Operation]

  /// A patch of `operations`.
  ///
  /// - Complexity: O(1).
  public init(_ operations: [Operation]) {
    self.operations = operations
  }

  /// Reads a patch from its JSON text.
  ///
  /// - Throws: ``JSONPatchError``: for text that is not JSON (``JSONPatchError/operation`` is
  ///   nil), or an operation that is not one (see ``init(_:)-(JSONValue)``).
  /// - Complexity: O(*n*) for *n* bytes.
  public init(parsing bytes: some Collection<UInt8>) throws(JSONPatchError) {
    let value: JSONValue
    do {
      value = try JSONValue(parsing: bytes)
    } catch {
      throw JSONPatchError(operation: nil, message: "not JSON: \(error)")
    }
    try self.init(value)
  }

  /// Reads a patch from its JSON value, an array of operation objects.
  ///
  /// Each has `op` and `path`, `value` for `add`, `replace` and `test` (`null` counts), `from`
  /// for `move` and `copy`. Other members are ignored, as RFC 6902 says.
  ///
  /// - Throws: ``JSONPatchError`` naming the first operation that is not one, and why.
  /// - Complexity: O(*n*) for the size of the value.
  public init(_ value: JSONValue) throws(JSONPatchError) {
    guard case .array(let elements) = value else {
      throw JSONPatchError(operation: nil, message: "a JSON Patch is an array of operations")
    }
    var operations: [Operation] = []
    operations.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      do throws(JSONPatchError) {
        operations.append(try Operation(element))
      } catch {
        throw JSONPatchError(operation: index, message: error.message)
      }
    }
    self.init(operations)
  }

  /// The patch as a JSON value (an array of operation objects).
  ///
  /// - Complexity: O(*n*) for the size of the operations' values.
  public var jsonValue: JSONValue { .array(JSONArray(operations.lazy.map(\.jsonValue))) }
}

extension JSONPatch.Operation {
  /// Reads one operation object.
  init(_ value: JSONValue) throws(JSONPatchError) {
    guard case .object = value else {
      throw JSONPatchError(operation: nil, message: "an operation is an object")
    }
    func pointer(_ name: String) throws(JSONPatchError) -> JSONPointer {
      guard let member = value[name] else {
        throw JSONPatchError(operation: nil, message: "no \"\(name)\" member")
      }
      guard case .string(let text) = member else {
        throw JSONPatchError(operation: nil, message: "\"\(name)\" is not a string")
      }
      do {
        return try JSONPointer(text)
      } catch {
        throw JSONPatchError(operation: nil, message: "\"\(name)\": \(error)")
      }
    }
    func operand() throws(JSONPatchError) -> JSONValue {
      guard let operand = value["value"] else {
        throw JSONPatchError(operation: nil, message: "no \"value\" member")
      }
      return operand
    }
    guard case .string(let op) = value["op"] ?? .null else {
      throw JSONPatchError(operation: nil, message: "no \"op\" member with a string")
    }
    switch op {
    case "add": self = .add(path: try pointer("path"), value: try operand())
    case "remove": self = .remove(path: try pointer("path"))
    case "replace": self = .replace(path: try pointer("path"), value: try operand())
    case "move": self = .move(from: try pointer("from"), path: try pointer("path"))
    case "copy": self = .copy(from: try pointer("from"), path: try pointer("path"))
    case "test": self = .test(path: try pointer("path"), value: try operand())
    default: throw JSONPatchError(operation: nil, message: "unknown op \(jsonQuoted(op))")
    }
  }

  /// The operation as a JSON object.
  var jsonValue: JSONValue {
    func path(_ pointer: JSONPointer) -> JSONValue { .string(pointer.description) }
    return switch self {
    case .add(let at, let value): ["op": "add", "path": path(at), "value": value]
    case .remove(let at): ["op": "remove", "path": path(at)]
    case .replace(let at, let value): ["op": "replace", "path": path(at), "value": value]
    case .move(let from, let to): ["op": "move", "from": path(from), "path": path(to)]
    case .copy(let from, let to): ["op": "copy", "from": path(from), "path": path(to)]
    case .test(let at, let value): ["op": "test", "path": path(at), "value": value]
    }
  }

  /// The operation, short, for messages: `remove /a/0`, `move /a/0 -> /b`.
  var summary: String {
    switch self {
    case .add(let path, _): "add \(path)"
    case .remove(let path): "remove \(path)"
    case .replace(let path, _): "replace \(path)"
    case .move(let from, let path): "move \(from) -> \(path)"
    case .copy(let from, let path): "copy \(from) -> \(path)"
    case .test(let path, _): "test \(path)"
    }
  }
}

/// Why a patch could not be read or applied: the first operation that does not fit, and why.
public struct JSONPatchError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The index of the operation in the patch, when the problem is one operation's.
  public var operation: Int?
  /// What is wrong, with the operation's op and path where it was applied.
  public var message: String

  /// Creates an error.
  ///
  /// - Complexity: O(1).
  public init(operation: Int?, message: String) {
    self.operation = operation
    self.message = message
  }

  /// `operation N: MESSAGE`, or the message alone.
  public var description: String {
    operation.map { "operation \($0): \(message)" } ?? message
  }
}
