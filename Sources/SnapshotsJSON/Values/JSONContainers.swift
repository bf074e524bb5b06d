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
public struct JSONArray: _JSONContainer {
  /// An element: a JSON value.
  public typealias Element = JSONValue

  var node: _JSONNode

  /// An array of `elements`, in order.
  ///
  /// - Complexity: O(*n*) for *n* elements.
  public init(_ elements: some Sequence<JSONValue>) { node = _JSONNode(elements: Array(elements)) }

  /// The elements as a Swift array.
  ///
  /// - Complexity: O(1): the array is shared until either side changes.
  public var elements: [JSONValue] { node.elements }

  /// The elements, changed in place once the storage is this value's alone.
  public var _list: [JSONValue] {
    get { node.elements }
    _modify {
      if !isKnownUniquelyReferenced(&node) { node = _JSONNode(elements: node.elements) }
      yield &node.elements
    }
  }

  /// The array as a JSON value.
  public var _value: JSONValue { .array(self) }
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
public struct JSONObject: _JSONContainer {
  /// A member: its name and value.
  public typealias Member = (name: String, value: JSONValue)
  /// An element: a member.
  public typealias Element = Member

  var node: _JSONNode

  /// An object of `members`, in order.
  ///
  /// - Complexity: O(*n*) for *n* members.
  public init(_ members: some Sequence<Member>) { node = _JSONNode(members: Array(members)) }

  /// The members as a Swift array.
  ///
  /// - Complexity: O(1): the array is shared until either side changes.
  public var members: [Member] { node.members }

  /// The members, changed in place once the storage is this value's alone.
  public var _list: [Member] {
    get { node.members }
    _modify {
      if !isKnownUniquelyReferenced(&node) { node = _JSONNode(members: node.members) }
      yield &node.members
    }
  }

  /// The object as a JSON value.
  public var _value: JSONValue { .object(self) }
}

/// What ``JSONArray`` and ``JSONObject`` share; an implementation detail, not to conform to.
///
/// A collection over a list of their storage, copied on write, with JSON's equality and text.
public protocol _JSONContainer: RandomAccessCollection, MutableCollection,
  RangeReplaceableCollection, ExpressibleByArrayLiteral, Equatable, CustomStringConvertible,
  Sendable
where Index == Int, Indices == Range<Int>, ArrayLiteralElement == Element {
  associatedtype SubSequence = Slice<Self>
  associatedtype Iterator = IndexingIterator<Self>
  associatedtype ArrayLiteralElement = Element
  /// The list, changed in place once the storage is this value's alone.
  var _list: [Element] { get set }
  /// The container as a JSON value.
  var _value: JSONValue { get }
  /// A container of `elements`, in order.
  init(_ elements: some Sequence<Element>)
}

extension _JSONContainer {
  /// An empty container.
  ///
  /// - Complexity: O(1).
  public init() { self.init([]) }

  /// A container of the elements written, in order.
  public init(arrayLiteral elements: Element...) { self.init(elements) }

  /// Zero.
  public var startIndex: Int { 0 }
  /// The number of elements.
  public var endIndex: Int { _list.count }
  /// `startIndex..<endIndex`.
  public var indices: Range<Int> { 0..<_list.count }

  /// The element at `position`, changed in place.
  ///
  /// - Complexity: O(1), after one copy when the storage is shared.
  public subscript(position: Int) -> Element {
    get { _list[position] }
    _modify { yield &_list[position] }
  }

  /// Replaces the elements in `range` with `newElements`.
  ///
  /// - Complexity: O(*n* + *m*) for *n* elements after `range` and *m* new ones.
  public mutating func replaceSubrange(
    _ range: Range<Int>, with newElements: some Collection<Element>
  ) {
    _list.replaceSubrange(range, with: newElements)
  }

  /// Reserves room for `capacity` elements.
  ///
  /// - Complexity: O(*n*) for *n* elements.
  public mutating func reserveCapacity(_ capacity: Int) { _list.reserveCapacity(capacity) }

  /// JSON equality (see ``JSONValue``).
  ///
  /// - Complexity: O(*n*) for *n* elements, members and bytes in all.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs._value == rhs._value }

  /// The container as compact JSON text.
  public var description: String { _value.jsonText }
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
  /// Only containers are moved: copying every value would cost a retain and a release each.
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
