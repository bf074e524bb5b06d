/// One single operation on a sectioned list, in the coordinates left by the operations before it.
///
/// For consumers that apply changes one at a time: `NSTableView` (which reports moves
/// incrementally), Android-style adapters, JSON Patch, any mutable model.
public enum SectionedStep<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: Hashable {
  /// Remove the section at `index`, with its items.
  case deleteSection(index: Int, identifier: SectionIdentifierType)
  /// Insert the section so that it ends up at `index`, with its items of the new snapshot.
  case insertSection(index: Int, identifier: SectionIdentifierType)
  /// Remove the section at `from` and insert it so that it ends up at `to`, with its items.
  case moveSection(from: Int, to: Int, identifier: SectionIdentifierType)
  /// The content of the section at `index` changed.
  case reloadSection(index: Int, identifier: SectionIdentifierType)
  /// Remove the item at `path`.
  case deleteItem(at: ItemPath, identifier: ItemIdentifierType)
  /// Insert the item so that it ends up at `path`.
  case insertItem(at: ItemPath, identifier: ItemIdentifierType)
  /// Remove the item at `from` and insert it so that it ends up at `to`.
  case moveItem(from: ItemPath, to: ItemPath, identifier: ItemIdentifierType)
  /// The content of the item at `path` changed: replace its cell.
  case reloadItem(at: ItemPath, identifier: ItemIdentifierType)
  /// The content of the item at `path` changed: update its cell in place.
  case reconfigureItem(at: ItemPath, identifier: ItemIdentifierType)
}

extension SectionedStep: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}

extension Changeset {
  /// The same change as single operations, each in the coordinates the previous one leaves.
  ///
  /// The order: item deletions (from the last path up), section deletions, section moves and
  /// section insertions (as ``ListDifference/steps`` orders them), item moves (by destination),
  /// item insertions (by path), then section reloads, item reloads and reconfigures at their
  /// final places. Every change of the changeset is one step; unlike ``batches``, item changes
  /// inside reloaded sections are listed too.
  ///
  /// - Complexity: O(*n* + *c* log *n*) for *n* items and *c* changes.
  public var steps: [SectionedStep<SectionIdentifierType, ItemIdentifierType>] {
    var steps: [SectionedStep<SectionIdentifierType, ItemIdentifierType>] = []
    // Reserved: growing a list of millions of steps copies it again and again.
    steps.reserveCapacity(
      deletedItems.count + insertedItems.count + movedItems.count + reloadedItems.count
        + reconfiguredItems.count + reloadedSections.count + sections.deletions.count
        + sections.insertions.count + sections.moves.count)
    _forEachStep { steps.append($0) }
    return steps
  }

  /// Calls `body` with each of ``steps`` in turn, without keeping them: a writer of a million
  /// steps (`snapdiff --format jsonpatch`) holds one at a time, not a list of all.
  ///
  /// - Complexity: As ``steps``.
  package func _forEachStep(
    _ body: (SectionedStep<SectionIdentifierType, ItemIdentifierType>) -> Void
  ) {
    for deletion in deletedItems.reversed() {
      body(.deleteItem(at: deletion.path, identifier: deletion.identifier))
    }
    for step in sections.steps {
      switch step {
      case .delete(let offset, let identifier):
        body(.deleteSection(index: offset, identifier: identifier))
      case .insert(let offset, let identifier):
        body(.insertSection(index: offset, identifier: identifier))
      case .move(let from, let to, let identifier):
        body(.moveSection(from: from, to: to, identifier: identifier))
      case .reload: break
      }
    }
    _forEachItemMoveAndInsertionStep(body)
    for section in reloadedSections {
      body(.reloadSection(index: section.newIndex, identifier: section.identifier))
    }
    for item in reloadedItems {
      body(.reloadItem(at: item.newPath, identifier: item.identifier))
    }
    for item in reconfiguredItems {
      body(.reconfigureItem(at: item.newPath, identifier: item.identifier))
    }
  }

  /// Calls `body` with the item moves and insertions once sections are in their new order.
  ///
  /// In each surviving section, every remaining old item keeps a slot at its rank, and every item
  /// that arrives (moved within, moved in, inserted) gets a slot right after the nearest staying
  /// item that precedes it in the new order; Fenwick trees of occupied slots give each step's
  /// current indexes (see ``ListDifference/steps``). Everything is kept in flat arrays by
  /// flattened index: sets and dictionaries of paths made `--format jsonpatch` several times
  /// slower than `--format json`.
  internal func _forEachItemMoveAndInsertionStep(
    _ body: (SectionedStep<SectionIdentifierType, ItemIdentifierType>) -> Void
  ) {
    guard !movedItems.isEmpty || !insertedItems.isEmpty else { return }
    let (old, new) = (self.old, self.new)
    func oldIndex(_ path: ItemPath) -> Int { old._flatIndex(of: path) }
    func newIndex(_ path: ItemPath) -> Int { new._flatIndex(of: path) }
    // What leaves each old place and what arrives at each new place.
    var leaves = [_Departure](repeating: .stays, count: old.numberOfItems)
    for deletion in deletedItems { leaves[oldIndex(deletion.path)] = .deleted }
    for move in movedItems { leaves[oldIndex(move.from)] = .movedAway }
    var arrives = [Bool](repeating: false, count: new.numberOfItems)
    for move in movedItems { arrives[newIndex(move.to)] = true }
    for insertion in insertedItems { arrives[newIndex(insertion.path)] = true }
    // 32-bit: a snapshot holds fewer than 2^31 items per section (half the memory at 10M items).
    var rankOfOld = [Int32](repeating: -1, count: old.numberOfItems)
    var arrivalSlot = [Int32](repeating: -1, count: new.numberOfItems)
    var slotOfRank: [[Int]] = []
    var trees: [_FenwickTree] = []
    for newSection in 0..<new.numberOfSections {
      let slots = _sectionSlots(
        newSection, leaves: leaves, arrives: arrives, rankOfOld: &rankOfOld,
        arrivalSlot: &arrivalSlot)
      trees.append(slots.occupiedTree())
      slotOfRank.append(slots.slotOfRank)
    }
    for move in movedItems {
      let fromSection = sections._oldToNew[move.from.section]
      let fromSlot = slotOfRank[fromSection][Int(rankOfOld[oldIndex(move.from)])]
      let from = ItemPath(item: trees[fromSection].countBefore(fromSlot), section: fromSection)
      trees[fromSection].add(-1, at: fromSlot)
      let toSlot = Int(arrivalSlot[newIndex(move.to)])
      let to = ItemPath(item: trees[move.to.section].countBefore(toSlot), section: move.to.section)
      trees[move.to.section].add(1, at: toSlot)
      body(.moveItem(from: from, to: to, identifier: move.identifier))
    }
    for insertion in insertedItems {
      let slot = Int(arrivalSlot[newIndex(insertion.path)])
      let index = trees[insertion.path.section].countBefore(slot)
      trees[insertion.path.section].add(1, at: slot)
      body(
        .insertItem(
          at: ItemPath(item: index, section: insertion.path.section),
          identifier: insertion.identifier))
    }
  }

  /// The arrival slots of a new section, recording each present item's rank and each arrival's
  /// slot by flattened index.
  ///
  /// The present items are the old items of its old section that are not deleted (those moved
  /// away included); the arrivals are the items moved within it, moved into it or inserted.
  ///
  /// Staying items keep their relative order, so the *k*-th item that does not arrive in the new
  /// order is the *k*-th staying item of the old order: no lookup of old locations is needed.
  private func _sectionSlots(
    _ newSection: Int, leaves: [_Departure], arrives: [Bool], rankOfOld: inout [Int32],
    arrivalSlot: inout [Int32]
  ) -> _ArrivalSlots {
    // An inserted section's items come with it: nothing is present, nothing arrives one by one.
    let oldSection = sections._newToOld[newSection]
    guard oldSection >= 0 else { return _ArrivalSlots(presentCount: 0, newCount: 0) { _ in nil } }
    let newItems = new._flatRange(ofSectionAt: newSection)
    let newStart = newItems.lowerBound
    var stayingRanks: [Int] = []
    var presentCount = 0
    for flat in old._flatRange(ofSectionAt: oldSection) where leaves[flat] != .deleted {
      rankOfOld[flat] = Int32(presentCount)
      if leaves[flat] == .stays { stayingRanks.append(presentCount) }
      presentCount += 1
    }
    var nextStaying = 0
    let slots = _ArrivalSlots(presentCount: presentCount, newCount: newItems.count) { position in
      guard !arrives[newStart + position] else { return nil }
      defer { nextStaying += 1 }
      return stayingRanks[nextStaying]
    }
    var nextArrival = 0
    for flat in newItems where arrives[flat] {
      arrivalSlot[flat] = Int32(slots.slotOfArrival[nextArrival])
      nextArrival += 1
    }
    return slots
  }
}

/// What happens to an item at its old place.
internal enum _Departure: UInt8 {
  case stays, deleted, movedAway
}
