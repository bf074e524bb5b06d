// The section moves, when they cannot join the structure batch: their batch, and the order of
// the sections between the two.

extension Changeset._Staging {
  /// The item moves as the batch lists them, sorted by source (`moves` comes by destination),
  /// each destination given by `destination`.
  ///
  /// When many items move, they are placed by the flattened old index of their source instead
  /// of sorted: a step of the stable sort costs several times a step of the scan of the old
  /// items, so placing pays from ``_Tuning/movePlacementSortStepCost`` *m* log₂ *m* > *n*.
  ///
  /// O(*n* + *m*) for *n* old items and *m* moves when 8 *m* log₂ *m* > *n*, else
  /// O(*m* log *m*).
  @inlinable
  func movesInSourceOrder(
    _ moves: [ItemMove], _ destination: (ItemPath) -> ItemPath
  ) -> [BatchUpdate.PathMove] {
    let old = changeset.old
    let log = Int.bitWidth - moves.count.leadingZeroBitCount
    guard moves.count * log * _Tuning.movePlacementSortStepCost > old.numberOfItems else {
      return moves.map { .init(from: $0.from, to: destination($0.to)) }
        ._sortedIfNeeded { $0.from < $1.from }
    }
    // The destination of each old flattened index, its section in the high half and its item in
    // the low (all ones: none), scattered while the moves are read in order, then read in
    // order: gathering each move by source read a 40-byte move at random, and retained its
    // identifier. 32 bits each: a snapshot holds at most 3 x 2^30 items.
    let none = UInt64.max
    var destinationAt = [UInt64](repeating: none, count: old.numberOfItems)
    for move in moves {
      let to = destination(move.to)
      destinationAt[old._flatIndex(of: move.from)] = UInt64(to.section) << 32 | UInt64(to.item)
    }
    var result: [BatchUpdate.PathMove] = []
    result.reserveCapacity(moves.count)
    for section in 0..<old.numberOfSections {
      let range = old._flatRange(ofSectionAt: section)
      for index in range where destinationAt[index] != none {
        let to = destinationAt[index]
        result.append(
          .init(
            from: ItemPath(item: index - range.lowerBound, section: section),
            to: ItemPath(item: Int(to & 0xFFFF_FFFF), section: Int(to >> 32))))
      }
    }
    return result
  }

  /// The section moves alone, from where the structure batch leaves the sections.
  @inlinable
  func sectionMoveBatch(_ intermediateIndex: [Int]) -> BatchUpdate {
    BatchUpdate(
      movedSections: sectionMoves.map {
        .init(from: intermediateIndex[$0.destination], to: $0.destination)
      })
  }

  /// For each new section index, its index while surviving sections still keep their old
  /// order: the new order without the moved sections, each moved section then placed right
  /// after the surviving section that precedes it in the old order (moved sections before the
  /// first survivor go right before the first section that survives without moving).
  ///
  /// Each section that stays put carries the run of moved sections that follow it in the old
  /// order, laid out behind it in one pass (inserting each moved section into an array would be
  /// quadratic in the sections).
  ///
  /// O(*s*) for *s* sections.
  @inlinable
  func intermediateSectionOrder() -> [Int] {
    let sections = changeset.sections
    // For each section that stays put (by new index), where its run of followers starts in
    // `followers`, and where the run after it starts: runs are laid out in old order.
    var leading: [Int] = []
    var followers: [Int] = []
    var runStart = [Int](repeating: -1, count: changeset.new.numberOfSections)
    var runEnd = runStart
    var carrier = -1  // the section that stays put and carries the current run, if any
    for oldSection in 0..<sections.oldCount {
      let newSection = sections._oldToNew[oldSection]
      // A replaced section that the changeset moves is deleted and inserted, as a deleted one.
      guard newSection >= 0, !replacedMovedOld.contains(oldSection) else { continue }
      if !movedOld.contains(oldSection) {
        carrier = newSection
        runStart[carrier] = followers.count
        runEnd[carrier] = followers.count
      } else if carrier < 0 {
        leading.append(newSection)
      } else {
        followers.append(newSection)
        runEnd[carrier] = followers.count
      }
    }
    var order: [Int] = []
    order.reserveCapacity(changeset.new.numberOfSections)
    for newSection in 0..<changeset.new.numberOfSections where !movedNew.contains(newSection) {
      if !leading.isEmpty && sections._newToOld[newSection] >= 0 {
        order += leading
        leading = []
      }
      order.append(newSection)
      if runStart[newSection] >= 0 {
        order += followers[runStart[newSection]..<runEnd[newSection]]
      }
    }
    order += leading
    _internalInvariant(order.count == changeset.new.numberOfSections, "a section is left out")
    var index = [Int](repeating: 0, count: order.count)
    for (position, newSection) in order.enumerated() { index[newSection] = position }
    return index
  }

  /// The new snapshot with its sections in the intermediate order.
  ///
  /// O(*s* + *n*) for *s* sections and *n* items, hashing nothing.
  @inlinable
  func intermediateSnapshot(_ index: [Int]) -> Snapshot<SectionIdentifierType, ItemIdentifierType> {
    var order = [Int](repeating: 0, count: index.count)
    for (newSection, position) in index.enumerated() { order[position] = newSection }
    return changeset.new._withSections(inOrder: order)
  }
}
