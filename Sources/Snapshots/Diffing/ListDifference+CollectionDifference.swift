extension CollectionDifference {
  /// The standard library's form of a list difference.
  ///
  /// Deletions become removals and insertions become insertions; a move becomes a removal and an
  /// insertion associated with each other; an update that did not move becomes a removal of the
  /// old value and an insertion of the new one. Applying the result with the standard library's
  /// `applying(_:)` to the old list gives the same list as ``ListDifference/applying(to:)``.
  ///
  /// - Parameter difference: A list difference.
  /// - Complexity: O(*c* log *c*), where *c* is the number of changes.
  @inlinable
  public init(_ difference: ListDifference<ChangeElement>) {
    var newValues: [Int: ChangeElement] = [:]
    for update in difference.updates { newValues[update.newOffset] = update.newElement }
    var changes: [Change] = []
    changes.reserveCapacity(
      2 * (difference.moves.count + difference.updates.count) + difference.deletions.count
        + difference.insertions.count)
    for deletion in difference.deletions {
      changes.append(
        .remove(offset: deletion.offset, element: deletion.element, associatedWith: nil))
    }
    for insertion in difference.insertions {
      changes.append(
        .insert(offset: insertion.offset, element: insertion.element, associatedWith: nil))
    }
    var moved: Set<Int> = []
    for move in difference.moves {
      moved.insert(move.destination)
      changes.append(
        .remove(offset: move.source, element: move.element, associatedWith: move.destination))
      changes.append(
        .insert(
          offset: move.destination, element: newValues[move.destination] ?? move.element,
          associatedWith: move.source))
    }
    for update in difference.updates where !moved.contains(update.newOffset) {
      changes.append(
        .remove(offset: update.oldOffset, element: update.oldElement, associatedWith: nil))
      changes.append(
        .insert(offset: update.newOffset, element: update.newElement, associatedWith: nil))
    }
    // The changes are consistent by construction.
    self = CollectionDifference(changes)!
  }
}
