// Shared by the test targets: JSON values parsed by Foundation, an oracle for SnapshotsJSON.
import Foundation

/// JSON values for tests, parsed by Foundation (independent of SnapshotsJSON's reader), compared as
/// JSON values: objects ignore member order, numbers compare by value.
package indirect enum TestJSON: Equatable, CustomStringConvertible {
  case null
  case number(Double)
  case string(String)
  case array([TestJSON])
  case object([String: TestJSON])

  package init(parsing text: String) throws {
    self.init(try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]))
  }

  package init(_ any: Any) {
    switch any {
    case let value as String: self = .string(value)
    case let value as NSNumber: self = .number(value.doubleValue)
    case let value as [Any]: self = .array(value.map(TestJSON.init))
    case let value as [String: Any]: self = .object(value.mapValues(TestJSON.init))
    default: self = .null
    }
  }

  package var description: String {
    switch self {
    case .null: "null"
    case .number(let value): "\(value)"
    case .string(let value): "\"\(value)\""
    case .array(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
    case .object(let members):
      "{"
        + members.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(
          separator: ", ") + "}"
    }
  }

  package subscript(key: String) -> TestJSON? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  package var array: [TestJSON] {
    if case .array(let values) = self { return values }
    return []
  }

  package var int: Int {
    if case .number(let value) = self { return Int(value) }
    return -1
  }
}
