// The shared last stage of every algorithm: from a matching of old and new offsets to a
// ListDifference, choosing the fewest moves with a longest increasing subsequence.

/// Which new element is which old element, as found by one of the algorithms.
@usableFromInline
internal struct _Matching {
  /// For each new offset, the old offset of the same element, or -1.
  @usableFromInline internal var newToOld: [Int]
  /// The new offsets outside of which every matched element is known to keep its place (the
  /// common prefix and suffix); moves are chosen only inside.
  @usableFromInline internal var unsettled: Range<Int>

  @inlinable
  internal init(newToOld: [Int], unsettled: Range<Int>) {
    self.newToOld = newToOld
    self.unsettled = unsettled
  }
}

/// Trims the common prefix and suffix (compared by identifier): the matching with them paired,
/// and the old and new ranges between them, still to be paired by an algorithm.
@inlinable @inline(__always)
internal func _trimmingCommonEnds<Element, ID: Equatable>(
  _ old: [Element], _ new: [Element], _ identifier: (Element) -> ID
) -> (matching: _Matching, old: Range<Int>, new: Range<Int>) {
  let (prefix, suffix) = _commonPrefixAndSuffix(oldCount: old.count, newCount: new.count) {
    identifier(old[$0]) == identifier(new[$1])
  }
  let matching = _trimmedMatching(
    oldCount: old.count, newCount: new.count, prefix: prefix, suffix: suffix)
  return (matching, prefix..<(old.count - suffix), prefix..<(new.count - suffix))
}

/// A matching with the common prefix and suffix already paired, and -1 elsewhere.
@inlinable
internal func _trimmedMatching(
  oldCount: Int, newCount: Int, prefix: Int, suffix: Int
)
  -> _Matching
{
  var newToOld = [Int](repeating: -1, count: newCount)
  newToOld.withUnsafeMutableBufferPointer { newToOld in
    for offset in 0..<prefix { newToOld[offset] = offset }
    let shift = oldCount - newCount
    for offset in (newCount - suffix)..<newCount { newToOld[offset] = offset + shift }
  }
  return _Matching(newToOld: newToOld, unsettled: prefix..<(newCount - suffix))
}

extension ListDifference {
  /// Builds the difference from a matching: insertions, deletions and updates in one pass over
  /// each list, and as moves the matched elements outside one longest increasing subsequence.
  ///
  /// - Parameters:
  ///   - old: The old elements.
  ///   - new: The new elements.
  ///   - matching: Which new element is which old element.
  ///   - contentEquals: Whether two matched elements have equal contents; not called when
  ///     `comparesContent` is false (identity is the whole content, so there are no updates).
  ///   - comparesContent: Whether to call `contentEquals`.
  /// - Complexity: O(*n* + *m* + *k* log *k*), where *n* and *m* are the numbers of old and new
  ///   elements and *k* the number of matched elements between the common prefix and suffix.
  @inlinable @inline(__always)
  internal init(
    _old old: [Element], new: [Element], matching: _Matching,
    contentEquals: (Element, Element) -> Bool, comparesContent: Bool = true
  ) {
    let newToOld = matching.newToOld
    var oldToNew = [Int](repeating: -1, count: old.count)
    var insertions: [Insertion] = []
    var updates: [Update] = []
    var matchedCount = 0
    oldToNew.withUnsafeMutableBufferPointer { oldToNew in
      for newOffset in newToOld.indices {
        let oldOffset = newToOld[newOffset]
        if oldOffset < 0 {
          insertions.append(Insertion(offset: newOffset, element: new[newOffset]))
          continue
        }
        matchedCount += 1
        oldToNew[oldOffset] = newOffset
        if comparesContent && !contentEquals(old[oldOffset], new[newOffset]) {
          updates.append(
            Update(
              oldOffset: oldOffset, newOffset: newOffset, oldElement: old[oldOffset],
              newElement: new[newOffset]))
        }
      }
    }
    var deletions: [Deletion] = []
    deletions.reserveCapacity(old.count - matchedCount)
    for oldOffset in oldToNew.indices where oldToNew[oldOffset] < 0 {
      deletions.append(Deletion(offset: oldOffset, element: old[oldOffset]))
    }
    self.init(
      oldCount: old.count, newCount: new.count, deletions: deletions, insertions: insertions,
      moves: Self._fewestMoves(old, newToOld, matching.unsettled), updates: updates,
      oldToNew: oldToNew, newToOld: newToOld)
    _checkInvariants()
  }

  /// The matched elements in `range` that are outside one longest increasing subsequence of their
  /// old offsets: the fewest moves that restore the new order.
  @inlinable
  internal static func _fewestMoves(
    _ old: [Element], _ newToOld: [Int], _ range: Range<Int>
  )
    -> [Move]
  {
    guard !newToOld[range].lazy.filter({ $0 >= 0 })._isSorted(by: <) else { return [] }
    var keep = [Bool](repeating: false, count: range.count)
    let kept = newToOld.withUnsafeBufferPointer { newToOld in
      keep.withUnsafeMutableBufferPointer { keep in
        _markLongestIncreasingSubsequence(
          UnsafeBufferPointer(rebasing: newToOld[range]), into: keep)
      }
    }
    var moves: [Move] = []
    moves.reserveCapacity(range.count - kept)
    for newOffset in range {
      let source = newToOld[newOffset]
      if source >= 0 && !keep[newOffset - range.lowerBound] {
        moves.append(Move(source: source, destination: newOffset, element: old[source]))
      }
    }
    return moves
  }
}
