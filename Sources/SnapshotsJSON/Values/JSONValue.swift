/// A JSON value (RFC 8259), as a tree: what JSON Patch and staged changes are applied to.
///
/// Equality is JSON's: objects compare member-wise whatever their member order, arrays
/// element-wise, numbers by numeric value (`1`, `1.0` and `1e0` are equal), strings and member
/// names by their Unicode scalars (`"é"` precomposed and decomposed differ, as in the rest of
/// this package). Objects keep their members in order, so a value is written back as it was read,
/// up to whitespace.
///
/// ```swift
/// let value = try JSONValue(parsing: Array(#"{"title": "Inbox", "count": 2}"#.utf8))
/// print(value["title"])   // Optional("Inbox")
/// ```
public enum JSONValue: Sendable, Equatable, CustomStringConvertible {
  case null
  case bool(Bool)
  case number(JSONNumber)
  case string(String)
  case array(JSONArray)
  /// An object's members, in order; names are unique (see ``init(parsing:)``).
  case object(JSONObject)

  /// JSON equality; see the type's documentation.
  ///
  /// Iterative, with a stack of the containers open: values nested however deep are compared
  /// without running out of the thread's stack.
  ///
  /// - Complexity: O(*n*) for values of *n* elements, members and bytes in all (objects are
  ///   matched by name through a dictionary).
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    // The children left to compare, one list per side, for each level open.
    var open: [(left: [JSONValue], right: [JSONValue], next: Int)] = []
    var (left, right) = (lhs, rhs)
    nextPair: while true {
      switch (left, right) {
      case (.null, .null): break
      case (.bool(let left), .bool(let right)): guard left == right else { return false }
      case (.number(let left), .number(let right)): guard left == right else { return false }
      case (.string(let left), .string(let right)):
        guard left.utf8.elementsEqual(right.utf8) else { return false }
      case (.array(let left), .array(let right)):
        guard left.count == right.count else { return false }
        open.append((left.elements, right.elements, 0))
      case (.object(let left), .object(let right)):
        guard let pairs = matchedValues(left, right) else { return false }
        open.append((pairs.left, pairs.right, 0))
      default: return false
      }
      while let last = open.indices.last {
        let next = open[last].next
        if next < open[last].left.count {
          (left, right) = (open[last].left[next], open[last].right[next])
          open[last].next += 1
          continue nextPair
        }
        open.removeLast()
      }
      return true
    }
  }

  /// The values of two objects' members, paired by name (in the left one's order), or `nil` when
  /// the objects do not have the same names.
  private static func matchedValues(
    _ left: JSONObject, _ right: JSONObject
  ) -> (left: [JSONValue], right: [JSONValue])? {
    guard left.count == right.count else { return nil }
    var byName: [[UInt8]: Int] = [:]
    for (index, member) in right.enumerated() { byName[Array(member.name.utf8)] = index }
    var values: (left: [JSONValue], right: [JSONValue]) = ([], [])
    values.left.reserveCapacity(left.count)
    values.right.reserveCapacity(left.count)
    for member in left {
      guard let index = byName[Array(member.name.utf8)] else { return nil }
      values.left.append(member.value)
      values.right.append(right[index].value)
    }
    return values
  }

  /// The value of the member named `name`, when this is an object that has one.
  ///
  /// - Complexity: O(*m*) for *m* members.
  public subscript(name: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.name.utf8.elementsEqual(name.utf8) }?.value
  }

  /// The element at `index`, when this is an array that long.
  ///
  /// - Complexity: O(1).
  public subscript(index: Int) -> JSONValue? {
    guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
    return elements[index]
  }

  /// The value as compact JSON text (see ``jsonText``).
  public var description: String { jsonText }
}

/// A JSON number: its text as written, compared by numeric value.
///
/// Any number RFC 8259 allows is kept exactly (no rounding to `Double`): `1e400` and
/// `0.1000000000000000000001` are written back as read.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
  /// The number as written.
  public let text: String

  /// The canonical text of its value, which equal numbers share.
  ///
  /// Computed, not stored: a stored copy made every number in a tree twice as large
  /// (`snapdiff apply -q` of 20 MB of small numbers peaked at 728 MB with it).
  ///
  /// - Complexity: O(*n*) for *n* bytes.
  var canonical: String {
    isPlainInteger ? text : Self.canonicalText(of: text) ?? text
  }

  /// Whether the text is its own canonical form, as `JSONReader.isPlainInteger` decides.
  ///
  /// Digits after an optional minus, 22 at most, and not `-0`: a valid number has no leading
  /// zeros. Identifiers are mostly such integers, and comparing them no longer reads them again.
  private var isPlainInteger: Bool {
    let utf8 = text.utf8
    let digits = utf8.first == UInt8(ascii: "-") ? utf8.dropFirst() : utf8[...]
    return !digits.isEmpty && digits.count <= 22
      && digits.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
      && !(digits.count < utf8.count && digits.first == UInt8(ascii: "0"))
  }

  /// The canonical text of the number `text` is, or `nil` when it is not a JSON number.
  private static func canonicalText(of text: String) -> String? {
    let json = JSONText(Array(text.utf8))
    return withExtendedLifetime(json) {
      var reader = JSONReader(json)
      guard let first = text.utf8.first, first == UInt8(ascii: "-") || reader.isDigit(first),
        let canonical = try? reader.readCanonicalNumber(), reader.isAtEnd
      else { return nil }
      return canonical
    }
  }

  /// A number from its JSON text, or nil when `text` is not a JSON number.
  ///
  /// - Complexity: O(*n*) for *n* bytes.
  public init?(_ text: String) {
    guard Self.canonicalText(of: text) != nil else { return nil }
    self.text = text
  }

  /// An integer.
  ///
  /// - Complexity: O(1).
  public init(_ value: Int) {
    self.init(String(value))!
  }

  /// A finite double, written as Swift writes it (shortest text that reads back the same).
  ///
  /// - Complexity: O(1).
  public init?(_ value: Double) {
    guard value.isFinite else { return nil }
    self.init(value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)")
  }

  /// The value as a `Double` (rounded when it has more digits than a double holds).
  public var doubleValue: Double { Double(text) ?? .nan }

  /// The value as an `Int`, when it is an integer that fits.
  public var intValue: Int? { Int(canonical) }

  /// Numeric equality.
  public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
    lhs.text.utf8.elementsEqual(rhs.text.utf8) || lhs.canonical == rhs.canonical
  }

  /// Hashes the numeric value.
  public func hash(into hasher: inout Hasher) { hasher.combine(canonical) }

  /// The number as written.
  public var description: String { text }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  /// `null`.
  public init(nilLiteral: ()) { self = .null }
  /// A boolean.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// An integer.
  public init(integerLiteral value: Int) { self = .number(JSONNumber(value)) }
  /// A finite double.
  public init(floatLiteral value: Double) { self = .number(JSONNumber(value)!) }
  /// A string.
  public init(stringLiteral value: String) { self = .string(value) }
  /// An array.
  public init(arrayLiteral elements: JSONValue...) { self = .array(JSONArray(elements)) }
  /// An object, members in the order written.
  public init(dictionaryLiteral members: (String, JSONValue)...) {
    self = .object(JSONObject(members.lazy.map { (name: $0.0, value: $0.1) }))
  }
}
