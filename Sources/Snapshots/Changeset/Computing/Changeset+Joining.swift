// Step 3 of `Changeset.init` (see `Changeset+Plan.swift`): joining the parts of a matching.

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
      refinable += part.refinable
      changedItemCrossesSections = changedItemCrossesSections || part.changedItemCrossesSections
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
    // The moves are chosen again, keeping changed items in place, only when that can spare the
    // reloads of moved items a batch of their own: no changed item crosses sections, and in
    // each section the changed items keep their old order. Otherwise the first fewest moves
    // stand: choosing again in every section whose moves moved a changed item costs more than the
    // first choice did.
    if !joined.changedItemCrossesSections && !joined.refinable.isEmpty
      && joined.refinable.allSatisfy(\.changedItemsKeepTheirOrder)
    {
      let refined = Set(joined.refinable.map(\.newSection))
      // Drop the within-section moves of those sections, then choose them again.
      moved.removeAll {
        refined.contains($0.to.section) && sections._oldToNew[$0.from.section] == $0.to.section
      }
      for section in joined.refinable {
        Self._appendWithinSectionMoves(
          &moved, old: section.oldSection, new: section.newSection, section.old, section.new,
          section.changed, new._items(inSectionAt: section.newSection), preferChanged: true)
      }
      movesInOrder = false
    }
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

  /// Appends the moves of items that stay in their section but are outside a longest increasing
  /// subsequence of their old offsets; returns whether a changed item moves.
  @inlinable
  @discardableResult
  internal static func _appendWithinSectionMoves(
    _ moves: inout [ItemMove], old oldSection: Int, new newSection: Int, _ stayingOld: [Int],
    _ stayingNew: [Int], _ stayingChanged: [Bool], _ items: [ItemIdentifierType],
    preferChanged: Bool
  ) -> Bool {
    guard !stayingOld._isSorted(by: <) else { return false }
    var keep = [Bool](repeating: false, count: stayingOld.count)
    let kept: Int
    if preferChanged {
      // Among the fewest moves, keep changed items in place: their reloads then need no batch
      // of their own.
      kept = _markLongestIncreasingSubsequence(stayingOld, preferring: stayingChanged, into: &keep)
    } else {
      // The fewest moves (see the function for where it keeps its pile tops).
      kept = stayingOld.withUnsafeBufferPointer { values in
        keep.withUnsafeMutableBufferPointer { keep in
          _markLongestIncreasingSubsequence(values, into: keep)
        }
      }
    }
    // Room for all the moves at once, growing geometrically: a part appends the moves of many
    // sections, and room for exactly each section's would copy all the moves before it again.
    // Reserved unconditionally, so that the appends below need not each check the list's
    // uniqueness.
    let needed = moves.count + stayingOld.count - kept
    moves.reserveCapacity(needed > moves.capacity ? Swift.max(needed, 2 * moves.capacity) : needed)
    var movedChangedItem = false
    for index in stayingOld.indices where !keep[index] {
      movedChangedItem = movedChangedItem || stayingChanged[index]
      moves.append(
        ItemMove(
          from: ItemPath(item: stayingOld[index], section: oldSection),
          to: ItemPath(item: stayingNew[index], section: newSection),
          identifier: items[stayingNew[index]]))
    }
    return movedChangedItem
  }
}
