/// The elements of a JSON array: a random-access, mutable, range-replaceable collection of
/// ``JSONValue``s with `Array`'s value semantics (copy on write).
///
/// It differs from `[JSONValue]` in one point: freeing it never recurses on its depth, so an
/// array nested a million levels deep, built in code, frees on a thread of any stack size.
///
/// ```swift
/// var elements: JSONArray = [1, "two"]
/// elements.append(nil)
/// print(JSONValue.array(elements))   // [1,"two",null]
/// ```
public struct JSONArray: Sendable {
  var node: _JSONNode

  /// An empty array.
  ///
  /// - Complexity: O(1).
  public init() { node = _JSONNode(elements: []) }

  /// An array of `elements`, in order.
  ///
  /// - Complexity: O(*n*) for *n* elements.
  public init(_ elements: some Sequence<JSONValue>) { node = _JSONNode(elements: Array(elements)) }

  /// The elements as a Swift array.
  ///
  /// - Complexity: O(1): the array is shared until either side changes.
  public var elements: [JSONValue] { node.elements }

  /// Makes the storage uniquely referenced before a change, copying it when it is shared.
  mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&node) { node = _JSONNode(elements: node.elements) }
  }
}

extension JSONArray: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
  /// Zero.
  public var startIndex: Int { 0 }
  /// The number of elements.
  public var endIndex: Int { node.elements.count }

  /// The element at `position`, changed in place.
  ///
  /// - Complexity: O(1), after one copy when the storage is shared.
  public subscript(position: Int) -> JSONValue {
    get { node.elements[position] }
    _modify {
      makeUnique()
      yield &node.elements[position]
    }
  }

  /// Replaces the elements in `range` with `newElements`.
  ///
  /// - Complexity: O(*n* + *m*) for *n* elements after `range` and *m* new ones.
  public mutating func replaceSubrange(
    _ range: Range<Int>, with newElements: some Collection<JSONValue>
  ) {
    makeUnique()
    node.elements.replaceSubrange(range, with: newElements)
  }

  /// Reserves room for `capacity` elements.
  ///
  /// - Complexity: O(*n*) for *n* elements.
  public mutating func reserveCapacity(_ capacity: Int) {
    makeUnique()
    node.elements.reserveCapacity(capacity)
  }
}

extension JSONArray: ExpressibleByArrayLiteral, Equatable, CustomStringConvertible {
  /// An array of the elements written.
  public init(arrayLiteral elements: JSONValue...) { self.init(elements) }

  /// JSON equality of the two arrays, element by element.
  ///
  /// - Complexity: O(*n*) for *n* elements, members and bytes in all.
  public static func == (lhs: JSONArray, rhs: JSONArray) -> Bool {
    JSONValue.array(lhs) == .array(rhs)
  }

  /// The array as compact JSON text.
  public var description: String { JSONValue.array(self).jsonText }
}

/// The members of a JSON object, in order: a random-access, mutable, range-replaceable
/// collection of `(name, value)` pairs with `Array`'s value semantics (copy on write).
///
/// Names should be unique, as they are in every object read (see ``JSONValue/init(parsing:)``).
/// Like ``JSONArray``, it frees without recursing on its depth.
///
/// ```swift
/// var members: JSONObject = [(name: "title", value: "Inbox")]
/// members.append((name: "count", value: 2))
/// print(JSONValue.object(members))   // {"title":"Inbox","count":2}
/// ```
public struct JSONObject: Sendable {
  /// A member: its name and value.
  public typealias Member = (name: String, value: JSONValue)

  var node: _JSONNode

  /// An object without members.
  ///
  /// - Complexity: O(1).
  public init() { node = _JSONNode(members: []) }

  /// An object of `members`, in order.
  ///
  /// - Complexity: O(*n*) for *n* members.
  public init(_ members: some Sequence<Member>) { node = _JSONNode(members: Array(members)) }

  /// The members as a Swift array.
  ///
  /// - Complexity: O(1): the array is shared until either side changes.
  public var members: [Member] { node.members }

  /// Makes the storage uniquely referenced before a change, copying it when it is shared.
  mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&node) { node = _JSONNode(members: node.members) }
  }
}

extension JSONObject: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
  /// Zero.
  public var startIndex: Int { 0 }
  /// The number of members.
  public var endIndex: Int { node.members.count }

  /// The member at `position`, changed in place.
  ///
  /// - Complexity: O(1), after one copy when the storage is shared.
  public subscript(position: Int) -> Member {
    get { node.members[position] }
    _modify {
      makeUnique()
      yield &node.members[position]
    }
  }

  /// Replaces the members in `range` with `newMembers`.
  ///
  /// - Complexity: O(*n* + *m*) for *n* members after `range` and *m* new ones.
  public mutating func replaceSubrange(
    _ range: Range<Int>, with newMembers: some Collection<Member>
  ) {
    makeUnique()
    node.members.replaceSubrange(range, with: newMembers)
  }

  /// Reserves room for `capacity` members.
  ///
  /// - Complexity: O(*n*) for *n* members.
  public mutating func reserveCapacity(_ capacity: Int) {
    makeUnique()
    node.members.reserveCapacity(capacity)
  }
}

extension JSONObject: ExpressibleByArrayLiteral, Equatable, CustomStringConvertible {
  /// An object of the members written, in order.
  public init(arrayLiteral members: Member...) { self.init(members) }

  /// JSON equality of the two objects: the same names with equal values, in any order.
  ///
  /// - Complexity: O(*n*) for *n* elements, members and bytes in all.
  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    JSONValue.object(lhs) == .object(rhs)
  }

  /// The object as compact JSON text.
  public var description: String { JSONValue.object(self).jsonText }
}

/// The storage of a ``JSONArray`` (its `elements`) or a ``JSONObject`` (its `members`; the
/// other list stays empty).
///
/// A class for one reason: its deinitialiser. Freeing a Swift array of enums frees each element
/// inside the array's own teardown, so a value nested *n* levels deep took *n* nested frames and
/// crashed `snapdiff apply` at 100,000 levels. This one frees the nested containers one after
/// another, from a list of its own. Mutation goes through the wrappers' `makeUnique()`, which
/// makes the `@unchecked Sendable` safe: a shared node is never changed.
final class _JSONNode: @unchecked Sendable {
  var elements: [JSONValue]
  var members: [(name: String, value: JSONValue)]

  init(elements: [JSONValue]) {
    self.elements = elements
    members = []
  }

  init(members: [(name: String, value: JSONValue)]) {
    elements = []
    self.members = members
  }

  /// Frees the nested containers that nothing else holds one after another: each is emptied
  /// into `pending` before it is freed, so no deinitialiser runs inside another one.
  ///
  /// - Complexity: O(*n*) for the *n* values freed.
  deinit {
    var pending: [JSONValue] = []
    moveContainers(into: &pending)
    while var value = pending.popLast() {
      value.moveChildren(into: &pending)
    }
  }

  /// Appends the arrays and objects among the node's values to `pending` and empties the node,
  /// freeing the other values.
  ///
  /// Only containers are moved: copying every value would cost a retain and a release each
  /// (`snapbench patch`, 1,000 appends to 100,000 numbers, whose result is freed each run:
  /// 8.3-11.5 ms with every value moved, 1.9-2.5 ms with containers only).
  func moveContainers(into pending: inout [JSONValue]) {
    for element in elements where element.isContainer { pending.append(element) }
    for member in members where member.value.isContainer { pending.append(member.value) }
    elements = []
    members = []
  }
}

extension JSONValue {
  /// Whether this is an array or an object.
  var isContainer: Bool {
    switch self {
    case .array, .object: true
    default: false
    }
  }

  /// Leaves this value `null`, appending its children to `pending` first when it was the only
  /// holder of its container: then the container frees empty.
  mutating func moveChildren(into pending: inout [JSONValue]) {
    var node: _JSONNode
    switch self {
    case .array(let elements): node = elements.node
    case .object(let members): node = members.node
    default: return
    }
    self = .null
    guard isKnownUniquelyReferenced(&node) else { return }
    node.moveContainers(into: &pending)
  }
}
