/// An insertion-ordered set of identifiers, used for the reload and reconfigure marks.
///
/// Marks are few, so removal is linear in the number of marks.
@usableFromInline
internal struct _MarkSet<Element: Hashable> {
  /// The marked identifiers in the order they were first marked.
  @usableFromInline internal var elements: [Element] = []
  /// The same identifiers, for membership tests.
  @usableFromInline internal var members: Set<Element> = []

  @inlinable
  internal init() {}

  /// Whether nothing is marked.
  @inlinable
  internal var isEmpty: Bool { elements.isEmpty }

  /// Marks `element` unless it is already marked.
  ///
  /// O(1) expected.
  @inlinable
  internal mutating func insert(_ element: Element) {
    if members.insert(element).inserted { elements.append(element) }
  }

  /// Marks each of `elements` that is not marked already, in order.
  ///
  /// O(*k*) expected for *k* elements: the set's room for them is made first (its tables grow by
  /// powers of two, so marking one item at a time stays linear), so that it is not rehashed as it
  /// grows.
  @inlinable
  internal mutating func insert(contentsOf newElements: [Element]) {
    members.reserveCapacity(members.count + newElements.count)
    for element in newElements { insert(element) }
  }

  /// Whether `element` is marked.
  ///
  /// O(1) expected.
  @inlinable
  internal func contains(_ element: Element) -> Bool { members.contains(element) }

  /// Removes every mark for which `shouldRemove` is true.
  ///
  /// O(*m*) for *m* marks.
  @inlinable
  internal mutating func removeAll(where shouldRemove: (Element) -> Bool) {
    guard !elements.isEmpty else { return }
    elements.removeAll(where: shouldRemove)
    if elements.count != members.count { members = Set(elements) }
  }
}

extension _MarkSet: Sendable where Element: Sendable {}
extension _MarkSet: Equatable {
  @inlinable
  internal static func == (lhs: Self, rhs: Self) -> Bool { lhs.members == rhs.members }
}
