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
    for deletion in deletedItems.reversed() {
      steps.append(.deleteItem(at: deletion.path, identifier: deletion.identifier))
    }
    var nextMove = 0
    for step in sections.steps {
      switch step {
      case .remove(let offset, let identifier):
        steps.append(.deleteSection(index: offset, identifier: identifier))
      case .insert(let offset, let identifier):
        steps.append(.insertSection(index: offset, identifier: identifier))
      case .move(let from, let to):
        steps.append(.moveSection(from: from, to: to, identifier: sections.moves[nextMove].element))
        nextMove += 1
      case .update: break
      }
    }
    _appendItemMoveAndInsertionSteps(to: &steps)
    for section in reloadedSections {
      steps.append(.reloadSection(index: section.newIndex, identifier: section.identifier))
    }
    for item in reloadedItems {
      steps.append(.reloadItem(at: item.newPath, identifier: item.identifier))
    }
    for item in reconfiguredItems {
      steps.append(.reconfigureItem(at: item.newPath, identifier: item.identifier))
    }
    return steps
  }

  /// Appends item moves and insertions once sections are in their new order.
  ///
  /// In each surviving section, every remaining old item keeps a slot at its rank, and every item
  /// that arrives (moved within, moved in, inserted) gets a slot right after the nearest staying
  /// item that precedes it in the new order; Fenwick trees of occupied slots give each step's
  /// current indexes (see ``ListDifference/steps``).
  internal func _appendItemMoveAndInsertionSteps(
    to steps: inout [SectionedStep<SectionIdentifierType, ItemIdentifierType>]
  ) {
    guard !movedItems.isEmpty || !insertedItems.isEmpty else { return }
    let sectionCount = new._sectionIdentifiers.count
    // Old items that leave their place: deleted, or moved.
    let isDeleted = Set<ItemPath>(deletedItems.map(\.path))
    let movedSources = Set(movedItems.map(\.from))
    // Rank of every remaining old item in its (old) section, and the number remaining.
    var rank: [ItemPath: Int] = [:]
    var remaining = [Int](repeating: 0, count: sectionCount)
    var slotOfRank = [[Int]](repeating: [], count: sectionCount)
    var arrivalSlot: [ItemPath: Int] = [:]
    var trees: [_FenwickTree] = []
    trees.reserveCapacity(sectionCount)
    for newSection in 0..<sectionCount {
      let oldSection = sections._newToOld[newSection]
      guard oldSection >= 0 else {
        trees.append(_FenwickTree(count: 0))
        continue
      }
      var stayingRank: [Int: Int] = [:]  // old offset of a staying item -> its rank
      var count = 0
      for offset in old._sectionItems[oldSection].indices {
        let path = ItemPath(item: offset, section: oldSection)
        guard !isDeleted.contains(path) else { continue }
        rank[path] = count
        if !movedSources.contains(path) { stayingRank[offset] = count }
        count += 1
      }
      remaining[newSection] = count
      // Arrivals join the run after the last staying item before them in the new order.
      var runLength = [Int](repeating: 0, count: count + 1)
      var arrivals: [(path: ItemPath, anchor: Int, position: Int)] = []
      var anchor = -1
      for (newOffset, item) in new._sectionItems[newSection].enumerated() {
        if let location = old._location(of: item), location.section == oldSection,
          let staying = stayingRank[location.offset]
        {
          anchor = staying
        } else {
          runLength[anchor + 1] += 1
          arrivals.append(
            (ItemPath(item: newOffset, section: newSection), anchor, runLength[anchor + 1]))
        }
      }
      var slots = [Int](repeating: 0, count: count)
      var slot = runLength[0]
      for rank in 0..<count {
        slots[rank] = slot
        slot += 1 + runLength[rank + 1]
      }
      for arrival in arrivals {
        arrivalSlot[arrival.path] =
          arrival.anchor < 0 ? arrival.position - 1 : slots[arrival.anchor] + arrival.position
      }
      var tree = _FenwickTree(count: slot)
      for rank in 0..<count { tree.add(1, at: slots[rank]) }
      trees.append(tree)
      slotOfRank[newSection] = slots
    }
    for move in movedItems {
      let fromSection = sections._oldToNew[move.from.section]
      let fromSlot = slotOfRank[fromSection][rank[move.from]!]
      let from = ItemPath(item: trees[fromSection].countBefore(fromSlot), section: fromSection)
      trees[fromSection].add(-1, at: fromSlot)
      let toSlot = arrivalSlot[move.to]!
      let to = ItemPath(item: trees[move.to.section].countBefore(toSlot), section: move.to.section)
      trees[move.to.section].add(1, at: toSlot)
      steps.append(.moveItem(from: from, to: to, identifier: move.identifier))
    }
    for insertion in insertedItems {
      let slot = arrivalSlot[insertion.path]!
      let index = trees[insertion.path.section].countBefore(slot)
      trees[insertion.path.section].add(1, at: slot)
      steps.append(
        .insertItem(
          at: ItemPath(item: index, section: insertion.path.section),
          identifier: insertion.identifier))
    }
  }
}
