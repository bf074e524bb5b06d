// The tie-break of the fewest moves: among the longest increasing subsequences, keep in place the
// elements a caller prefers to keep (a changeset: the sections it does not replace anyway).

extension ListDifference {
  /// The same difference with its moves chosen again: as few, and among the ways to make that
  /// few, the one that moves the fewest elements for which `isCheapToMove` is false.
  ///
  /// A changeset asks it for its sections: a reloaded section that moves is replaced (deleted and
  /// inserted whole) rather than moved, so moving it costs nothing, where moving an unchanged
  /// section is one more move.
  ///
  /// - Parameters:
  ///   - old: The old elements the difference was computed from.
  ///   - isCheapToMove: Called with the new offset of a matched element.
  /// - Returns: The difference; its number of moves is unchanged.
  /// - Complexity: O(*n* + *k* log *m*) for *n* new elements, *k* of them matched, and *m* old
  ///   ones, when there are moves; O(1) otherwise.
  @inlinable
  package func _preferringToMove(
    old: [Element], _ isCheapToMove: (_ newOffset: Int) -> Bool
  ) -> ListDifference {
    guard !moves.isEmpty else { return self }
    let matched = _newToOld.indices.filter { _newToOld[$0] >= 0 }
    var keep = [Bool](repeating: false, count: matched.count)
    _ = _markLongestIncreasingSubsequence(
      matched.map { _newToOld[$0] }, preferring: matched.map { !isCheapToMove($0) }, into: &keep)
    var moves: [Move] = []
    moves.reserveCapacity(self.moves.count)
    for (index, newOffset) in matched.enumerated() where !keep[index] {
      let source = _newToOld[newOffset]
      moves.append(Move(source: source, destination: newOffset, element: old[source]))
    }
    _precondition(moves.count == self.moves.count, "the tie-break keeps the fewest moves")
    let result = ListDifference(
      oldCount: oldCount, newCount: newCount, deletions: deletions, insertions: insertions,
      moves: moves, updates: updates, oldToNew: _oldToNew, newToOld: _newToOld)
    result._checkInvariants()
    return result
  }
}
