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
  /// - Complexity: O(*k* log *k*) for *k* matched elements when there are moves; O(1) otherwise.
  @inlinable
  internal func _preferringToMove(
    old: [Element], _ isCheapToMove: (_ newOffset: Int) -> Bool
  ) -> ListDifference {
    guard !moves.isEmpty else { return self }
    let keep = _keptByLongestIncreasingSubsequence(_newToOld) { !isCheapToMove($0) }
    var moves: [Move] = []
    moves.reserveCapacity(self.moves.count)
    for (newOffset, source) in _newToOld.enumerated() where source >= 0 && !keep[newOffset] {
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

/// Marks the positions of one longest strictly increasing subsequence of `values` (negative
/// values take no part) that holds, among all of that length, the most positions where
/// `isPreferred` is true.
///
/// Each value's best subsequence ending there is the best among the smaller values before it,
/// found in a Fenwick tree of maxima over the values, scored by length first and preferred
/// positions second.
///
/// O(*n* log *u*) for *n* values below *u*.
@inlinable
internal func _keptByLongestIncreasingSubsequence(
  _ values: [Int], isPreferred: (_ position: Int) -> Bool
) -> [Bool] {
  let universe = (values.max() ?? -1) + 1
  // A score counts the length in units above any number of preferred positions.
  let unit = values.count + 1
  // Fenwick tree of (score, position) maxima over values, 1-based.
  var tree = [(score: Int, position: Int)](repeating: (0, -1), count: universe + 1)
  var parent = [Int](repeating: -1, count: values.count)
  var best = (score: 0, position: -1)
  for (position, value) in values.enumerated() where value >= 0 {
    var below = (score: 0, position: -1)
    var index = value  // the prefix of values below `value`: 1-based indexes 1...value
    while index > 0 {
      if tree[index].score > below.score { below = tree[index] }
      index &= index - 1
    }
    let score = below.score + unit + (isPreferred(position) ? 1 : 0)
    parent[position] = below.position
    if score > best.score { best = (score, position) }
    index = value + 1
    while index <= universe {
      if score > tree[index].score { tree[index] = (score, position) }
      index += index & -index
    }
  }
  var keep = [Bool](repeating: false, count: values.count)
  var position = best.position
  while position >= 0 {
    keep[position] = true
    position = parent[position]
  }
  return keep
}
