// Step 4 of `Changeset.init` (see `Changeset+Plan.swift`): joining the parts of a matching.

extension Changeset._Part {
  /// The parts of a matching as one, in order, with the sections split between parts put
  /// back together and their within-section moves chosen.
  ///
  /// O(*t* + Σ *j* log *j*) for *t* entries in all the parts' lists and *j* staying items of
  /// each split section.
  @inlinable
  init(joining parts: [Changeset._Part], _ plan: Changeset._Plan) {
    self.init(
      plan, items: 0..<0, itemContentChanged: nil, contentChange: .reload,
      contentChangedBetween: nil)
    inserted.reserveCapacity(parts.reduce(0) { $0 + $1.inserted.count })
    moved.reserveCapacity(parts.reduce(0) { $0 + $1.moved.count })
    reloaded.reserveCapacity(parts.reduce(0) { $0 + $1.reloaded.count })
    reconfigured.reserveCapacity(parts.reduce(0) { $0 + $1.reconfigured.count })
    var open: Changeset._StayingItems?
    for part in parts {
      inserted += part.inserted
      let start = moved.count
      moved += part.moved
      movesInOrder = movesInOrder && part.movesInOrder
      noteOrder(ofMovesFrom: start)
      reloaded += part.reloaded
      reconfigured += part.reconfigured
      if part.refiningRuledOut {
        ruleOutRefining()
      } else if !refiningRuledOut {
        refinable += part.refinable
      }
      part.survivors._withReadOnlyBitSet { part in survivors._withBitSet { $0.formUnion(part) } }
      for piece in part.split {
        if var whole = open, whole.newSection == piece.newSection {
          open = nil  // `whole` holds the only reference: appending does not copy
          whole.old += piece.old
          whole.new += piece.new
          whole.changed += piece.changed
          open = whole
        } else {
          if let whole = open { appendMoves(of: whole, plan) }
          open = piece
        }
      }
    }
    if let whole = open { appendMoves(of: whole, plan) }
  }
}

extension Changeset {
  /// Joins the parts of a matching, in order: puts sections split between parts back together,
  /// chooses their within-section moves, refines the moves of sections whose moved items changed,
  /// and reads the deletions off the survivors.
  ///
  /// O(*n* + *m* log *m* + Σ *j* log *j*) for *n* old items, *m* moves and *j* staying items of
  /// each split section.
  @inlinable
  internal init(_ plan: _Plan, joining parts: [_Part]) {
    let joined = parts.count == 1 ? parts[0] : _Part(joining: parts, plan)
    let old = plan.old
    let new = plan.new
    let sections = plan.sections
    var moved = joined.moved
    var movesInOrder = joined.movesInOrder
    if Self._choosingMovesAgain(&moved, joined, sections, new) { movesInOrder = false }
    let deleted = Self._deletedItems(plan, survivors: joined.survivors)
    // Usually in order already (one section's moves come in new order): known from the parts,
    // or checked first, so that an ordered list is not copied to be sorted.
    if !movesInOrder && !moved._isSorted(by: { $0.to < $1.to }) {
      moved.sort { $0.to < $1.to }
    }
    self.old = old
    self.new = new
    self.sections = sections
    self.reloadedSections = plan.reloadedSections
    self.deletedItems = deleted
    self.insertedItems = joined.inserted
    self.movedItems = moved
    self.reloadedItems = joined.reloaded
    self.reconfiguredItems = joined.reconfigured
    self.payloads = new._payloadMarks
    _checkInvariants()
  }

  /// The items of the surviving old sections that no new item matched, in order.
  ///
  /// Read off `survivors` (a bit per flattened old index) a word at a time, visiting only the
  /// bits of deleted items. The list grows as it goes: sized exactly up front, it led glibc to
  /// hand back and fault in again hundreds of pages per changeset.
  ///
  /// O(*n* / 64 + *d*) for *n* old items and *d* deletions.
  @inlinable
  internal static func _deletedItems(_ plan: _Plan, survivors: [UInt64]) -> [ItemChange] {
    let old = plan.old
    var deleted: [ItemChange] = []
    for oldSection in 0..<old.numberOfSections where plan.sections._oldToNew[oldSection] >= 0 {
      let range = old._flatRange(ofSectionAt: oldSection)
      let items = old._items(inSectionAt: oldSection)
      survivors._withReadOnlyBitSet { survivors in
        survivors.forEachMissing(in: range) { index in
          let offset = index - range.lowerBound
          deleted.append(
            ItemChange(
              path: ItemPath(item: offset, section: oldSection), identifier: items[offset]))
        }
      }
    }
    return deleted
  }
}
