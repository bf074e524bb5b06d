extension RangeReplaceableCollection {
  /// The new list that `difference` makes of this one, in the standard library's receiver order
  /// (`old.applying(new.difference(from: old))`).
  ///
  /// ```swift
  /// old.applying(ListDifference(from: old, to: new)) == new     // true
  /// ```
  ///
  /// - Parameter difference: A difference whose old list has this collection's count.
  /// - Returns: The new list, or `nil` when the counts do not match.
  /// - Complexity: O(*n* + *m*), where *n* and *m* are the numbers of old and new elements.
  @inlinable
  public func applying(_ difference: ListDifference<Element>) -> Self? {
    difference.applying(to: self)
  }
}

extension ListDifference {
  /// The new list, made from the old one by this difference.
  ///
  /// Surviving elements whose content did not change are taken from `base`; inserted elements
  /// and the new values of updated elements come from the difference.
  ///
  /// ```swift
  /// let difference = ListDifference(from: old, to: new)
  /// difference.applying(to: old) == new     // true
  /// ```
  ///
  /// - Parameter base: A collection of ``oldCount`` elements, normally the old list.
  /// - Returns: The new list, or `nil` when `base` does not have ``oldCount`` elements.
  /// - Complexity: O(*n* + *m*), where *n* and *m* are the numbers of old and new elements.
  @inlinable
  public func applying<C: RangeReplaceableCollection>(to base: C) -> C? where C.Element == Element {
    let old = Array(base)
    guard old.count == oldCount else { return nil }
    var result = C()
    result.reserveCapacity(newCount)
    var nextInsertion = 0
    var nextUpdate = 0
    for newOffset in 0..<newCount {
      let oldOffset = _newToOld[newOffset]
      if oldOffset < 0 {
        result.append(insertions[nextInsertion].element)
        nextInsertion += 1
      } else if nextUpdate < updates.count && updates[nextUpdate].newOffset == newOffset {
        result.append(updates[nextUpdate].newElement)
        nextUpdate += 1
      } else {
        result.append(old[oldOffset])
      }
    }
    return result
  }

  /// The difference that turns the new list back into the old one.
  ///
  /// Deletions and insertions swap, moves and updates reverse. A moved element carries its value
  /// in the new list: the update's new value when it changed, otherwise the moved value.
  ///
  /// - Returns: The inverse difference; `d.inverse().inverse() == d`.
  /// - Complexity: O(*c* log *c* + *n* + *m*), where *c* is the number of changes and *n* and
  ///   *m* are the numbers of old and new elements.
  @inlinable
  public func inverse() -> ListDifference {
    var newValueAtOldOffset: [Int: Element] = [:]
    for update in updates { newValueAtOldOffset[update.oldOffset] = update.newElement }
    let inverseMoves = moves.map {
      Move(
        source: $0.destination, destination: $0.source,
        element: newValueAtOldOffset[$0.source] ?? $0.element)
    }.sorted { $0.destination < $1.destination }
    let inverseUpdates = updates.map {
      Update(
        oldOffset: $0.newOffset, newOffset: $0.oldOffset, oldElement: $0.newElement,
        newElement: $0.oldElement)
    }.sorted { $0.newOffset < $1.newOffset }
    return ListDifference(
      oldCount: newCount, newCount: oldCount,
      deletions: insertions.map { Deletion(offset: $0.offset, element: $0.element) },
      insertions: deletions.map { Insertion(offset: $0.offset, element: $0.element) },
      moves: inverseMoves, updates: inverseUpdates, oldToNew: _newToOld, newToOld: _oldToNew)
  }
}
