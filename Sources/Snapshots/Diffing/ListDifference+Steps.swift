extension ListDifference {
  /// The same change as single operations, each in the coordinates the previous one leaves.
  ///
  /// The order is: deletions from the highest offset down; then the moves, in the order of their
  /// destinations; then insertions from the lowest offset up; then updates at their final
  /// offsets (as reloads). There are exactly as many steps as changes, so the moves stay the
  /// fewest.
  ///
  /// ```swift
  /// ListDifference(from: ["a", "b", "c"], to: ["c", "a", "d"]).steps
  /// // [.delete(offset: 1, element: "b"), .move(from: 1, to: 0, element: "c"),
  /// //  .insert(offset: 2, element: "d")]
  /// ```
  ///
  /// - Complexity: O(*n* + *c* log *n*), where *n* is the number of old elements and *c* the
  ///   number of changes.
  @inlinable
  public var steps: [ListStep<Element>] {
    var steps: [ListStep<Element>] = []
    steps.reserveCapacity(deletions.count + moves.count + insertions.count + updates.count)
    for deletion in deletions.reversed() {
      steps.append(.delete(offset: deletion.offset, element: deletion.element))
    }
    _appendMoveSteps(to: &steps)
    for insertion in insertions {
      steps.append(.insert(offset: insertion.offset, element: insertion.element))
    }
    for update in updates {
      steps.append(.reload(offset: update.newOffset, element: update.newElement))
    }
    return steps
  }

  /// Appends the moves as steps on the list of survivors in old order.
  ///
  /// Every survivor that does not move keeps a slot at its old rank; every moved survivor gets a
  /// second slot right after the nearest non-moving survivor that precedes it in the new order.
  /// Slots are totally ordered in advance, so a Fenwick tree of occupied slots gives each move's
  /// current index and target index in O(log *n*).
  @inlinable
  internal func _appendMoveSteps(to steps: inout [ListStep<Element>]) {
    guard !moves.isEmpty else { return }
    // Rank of each old offset among the survivors, and which survivors move.
    var survivorRank = [Int](repeating: -1, count: oldCount)
    var survivorCount = 0
    for oldOffset in 0..<oldCount where _oldToNew[oldOffset] >= 0 {
      survivorRank[oldOffset] = survivorCount
      survivorCount += 1
    }
    var isMoved = [Bool](repeating: false, count: survivorCount)
    for move in moves { isMoved[survivorRank[move.source]] = true }
    // Walk the new order: each moved survivor joins the run after the last fixed survivor.
    // runLength[r + 1] counts the moved survivors after fixed survivor r (index 0: before all).
    var runLength = [Int](repeating: 0, count: survivorCount + 1)
    var positionInRun = [Int](repeating: 0, count: moves.count)
    var anchorOfMove = [Int](repeating: -1, count: moves.count)
    var anchor = -1
    var nextMove = 0
    for newOffset in 0..<newCount {
      let oldOffset = _newToOld[newOffset]
      guard oldOffset >= 0 else { continue }
      let rank = survivorRank[oldOffset]
      if isMoved[rank] {
        runLength[anchor + 1] += 1
        positionInRun[nextMove] = runLength[anchor + 1]
        anchorOfMove[nextMove] = anchor
        nextMove += 1
      } else {
        anchor = rank
      }
    }
    // slotOfRank[r]: the slot of survivor r's old place; run slots follow their anchor's slot.
    var slotOfRank = [Int](repeating: 0, count: survivorCount)
    var slot = runLength[0]
    for rank in 0..<survivorCount {
      slotOfRank[rank] = slot
      slot += 1 + (isMoved[rank] ? 0 : runLength[rank + 1])
    }
    var occupied = _FenwickTree(count: slot)
    for rank in 0..<survivorCount { occupied.add(1, at: slotOfRank[rank]) }
    for (index, move) in moves.enumerated() {
      let fromSlot = slotOfRank[survivorRank[move.source]]
      let from = occupied.countBefore(fromSlot)
      occupied.add(-1, at: fromSlot)
      let anchor = anchorOfMove[index]
      let toSlot =
        anchor < 0 ? positionInRun[index] - 1 : slotOfRank[anchor] + positionInRun[index]
      let to = occupied.countBefore(toSlot)
      occupied.add(1, at: toSlot)
      steps.append(.move(from: from, to: to, element: move.element))
    }
  }
}
