// The engine's one answer to "already in order?": asked before sorting a list or choosing moves,
// because changesets produce most lists in order.

extension Sequence {
  /// Whether no element comes before the one preceding it by `areInIncreasingOrder` (the order
  /// `sorted(by:)` takes); stops at the first that does.
  ///
  /// O(*n*) calls of `areInIncreasingOrder` for *n* elements.
  @inlinable
  internal func _isSorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> Bool {
    var iterator = makeIterator()
    guard var previous = iterator.next() else { return true }
    while let next = iterator.next() {
      if areInIncreasingOrder(next, previous) { return false }
      previous = next
    }
    return true
  }
}

extension Array {
  /// The array sorted, stably; the array itself, without a copy, when it is sorted already.
  ///
  /// O(*n*) when sorted, else O(*n* log *n*).
  @inlinable
  internal func _sortedIfNeeded(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
    _isSorted(by: areInIncreasingOrder) ? self : sorted(by: areInIncreasingOrder)
  }
}
