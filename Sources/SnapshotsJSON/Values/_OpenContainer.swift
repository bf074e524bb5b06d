/// An array or object being walked: its children in order, one at a time.
///
/// The walks over a value (writing, comparing, measuring depth) keep a stack of these, one per
/// level open: memory in proportion to the depth, not to the size, and no recursion.
struct _OpenContainer {
  let node: _JSONNode
  /// Whether the container is an object (its children are `node.members`).
  let isObject: Bool
  /// The position of the next child.
  private(set) var next = 0

  /// The container `value` is, or `nil` for any other value.
  init?(_ value: JSONValue) {
    switch value {
    case .array(let elements): (node, isObject) = (elements.node, false)
    case .object(let members): (node, isObject) = (members.node, true)
    default: return nil
    }
  }

  /// The number of children.
  var count: Int { isObject ? node.members.count : node.elements.count }

  /// The next child (with its name, in an object), or `nil` past the last one.
  ///
  /// - Complexity: O(1).
  mutating func nextChild() -> (name: String?, value: JSONValue)? {
    guard next < count else { return nil }
    defer { next += 1 }
    return isObject
      ? (node.members[next].name, node.members[next].value) : (nil, node.elements[next])
  }
}
