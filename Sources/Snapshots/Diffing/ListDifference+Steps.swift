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

  /// Appends the moves as steps on the list of survivors in old order: the survivors are the
  /// present items, the moved ones arrive (``_ArrivalSlots``), in the order of their
  /// destinations, which is the order of ``moves``.
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
    // The new order of the survivors (insertions come after the moves, at their final offsets).
    var survivorsInNewOrder: [Int] = []
    survivorsInNewOrder.reserveCapacity(survivorCount)
    for newOffset in 0..<newCount where _newToOld[newOffset] >= 0 {
      survivorsInNewOrder.append(survivorRank[_newToOld[newOffset]])
    }
    let slots = _ArrivalSlots(presentCount: survivorCount, newCount: survivorsInNewOrder.count) {
      let rank = survivorsInNewOrder[$0]
      return isMoved[rank] ? nil : rank
    }
    var occupied = slots.occupiedTree()
    for (index, move) in moves.enumerated() {
      let fromSlot = slots.slotOfRank[survivorRank[move.source]]
      let from = occupied.countBefore(fromSlot)
      occupied.add(-1, at: fromSlot)
      let toSlot = slots.slotOfArrival[index]
      let to = occupied.countBefore(toSlot)
      occupied.add(1, at: toSlot)
      steps.append(.move(from: from, to: to, element: move.element))
    }
  }
}
