// The work behind `Changeset.init`, in three steps:
//
// 1. `_Plan`: the section diff, the section reloads and the marks of the new snapshot.
// 2. `_Part`: matching a run of new items (by flattened index) with the old snapshot: insertions,
//    moves to other sections, content changes, and the staying items of each section. Parts are
//    independent, so a large changeset can match its parts at the same time.
// 3. Joining the parts in order: sections split between parts are put back together, the
//    within-section moves chosen, and the deletions read off the survivors.

extension Changeset {
  /// What every part of the matching reads: the snapshots, how their sections pair, and the
  /// section reloads and item marks, decided once.
  @usableFromInline
  internal struct _Plan {
    @usableFromInline let old: Snapshot<SectionIdentifierType, ItemIdentifierType>
    @usableFromInline let new: Snapshot<SectionIdentifierType, ItemIdentifierType>
    @usableFromInline let sections: ListDifference<SectionIdentifierType>
    @usableFromInline let reloadedSections: [SectionUpdate]
    /// Marks by flattened new index (2: reload, 1: reconfigure), or empty when nothing is marked.
    @usableFromInline let markKind: [UInt8]

    /// O(*n* + *s* log *s* + *r*) expected, for *n* new items (only when some are marked), *s*
    /// sections and *r* marks.
    @inlinable
    init(
      from old: Snapshot<SectionIdentifierType, ItemIdentifierType>,
      to new: Snapshot<SectionIdentifierType, ItemIdentifierType>,
      sectionContentChanged: ((SectionIdentifierType) -> Bool)?
    ) {
      // Section identifiers are unique, so pairing them by identifier finds every survivor.
      let sections = ListDifference(
        from: old._sectionIdentifiers, to: new._sectionIdentifiers, algorithm: .identity)
      var reloadedSections: [SectionUpdate] = []
      for (newSection, oldSection) in sections._newToOld.enumerated() where oldSection >= 0 {
        let identifier = new._sectionIdentifiers[newSection]
        if new._reloadedSections.contains(identifier)
          || sectionContentChanged?(identifier) == true
        {
          reloadedSections.append(
            SectionUpdate(oldIndex: oldSection, newIndex: newSection, identifier: identifier))
        }
      }
      // Filled once from the (few) marks, then read by position, with no further lookups.
      var markKind: [UInt8] = []
      if !new._reloadedItems.isEmpty || !new._reconfiguredItems.isEmpty {
        markKind = [UInt8](repeating: 0, count: new.numberOfItems)
        for (kind, items) in [
          (1, new._reconfiguredItems.elements), (2, new._reloadedItems.elements),
        ]
          as [(UInt8, [ItemIdentifierType])]
        {
          for item in items {
            let location = new._location(of: item)!
            markKind[new._sectionStarts[location.section] + location.offset] = kind
          }
        }
      }
      self.old = old
      self.new = new
      self.sections = sections
      self.reloadedSections = reloadedSections
      self.markKind = markKind
    }

    /// The new section that holds flattened new index `index` (the last of equal starts, so
    /// never an empty section when `index` is an item's).
    ///
    /// O(log *s*) for *s* sections.
    @inlinable
    func newSection(holding index: Int) -> Int {
      let starts = new._sectionStarts
      var low = 0
      var high = starts.count
      while low < high {
        let middle = (low + high) / 2
        if starts[middle] <= index { low = middle + 1 } else { high = middle }
      }
      return low - 1
    }

    /// `count` consecutive ranges of flattened new indexes covering every item, of about equal
    /// size, each boundary moved to the nearest section start when that is within half a part:
    /// a section split between parts has its moves chosen after the parts are joined.
    ///
    /// O(*p* log *s*) for *p* parts and *s* sections.
    @inlinable
    func partition(into count: Int) -> [Range<Int>] {
      let total = new.numberOfItems
      let size = (total + count - 1) / max(count, 1)
      var bounds = [0]
      for part in 1..<max(count, 1) {
        var bound = part * size
        let section = newSection(holding: bound)
        if section >= 0 {
          let start = new._sectionStarts[section]
          let end = start + new._sectionItems[section].count
          let nearest = bound - start <= end - bound ? start : end
          if abs(nearest - bound) <= size / 2 { bound = nearest }
        }
        if bound > bounds[bounds.count - 1] && bound < total { bounds.append(bound) }
      }
      bounds.append(total)
      return zip(bounds, bounds.dropFirst()).map { $0..<$1 }
    }
  }

  /// The items of one section that stay in it, as matched by one part: their old and new
  /// offsets, in new order, and whether their content changed.
  @usableFromInline
  internal struct _StayingItems {
    @usableFromInline var oldSection: Int
    @usableFromInline var newSection: Int
    @usableFromInline var old: [Int] = []
    @usableFromInline var new: [Int] = []
    @usableFromInline var changed: [Bool] = []

    @inlinable
    init(oldSection: Int, newSection: Int) {
      self.oldSection = oldSection
      self.newSection = newSection
    }
  }

  /// The matching of a run of new items with the old snapshot.
  @usableFromInline
  internal struct _Part {
    /// Old items matched by this part, one bit per flattened old index.
    @usableFromInline var survivors: [UInt64]
    @usableFromInline var inserted: [ItemChange] = []
    /// Moves to another section, and the within-section moves of the sections this part holds
    /// whole.
    @usableFromInline var moved: [ItemMove] = []
    @usableFromInline var reloaded: [ItemUpdate] = []
    @usableFromInline var reconfigured: [ItemUpdate] = []
    /// Whole sections whose fewest moves moved an item that also changed: redone when joining,
    /// preferring to keep changed items in place, when that can save the batch their reloads
    /// would need.
    @usableFromInline var refinable: [_StayingItems] = []
    /// The staying items of the sections this part holds only partly (its first and last).
    @usableFromInline var split: [_StayingItems] = []
    @usableFromInline var changedItemCrossesSections = false

    /// Matches the new items of flattened indexes `range`.
    ///
    /// O(*k* + Σ *j* log *j*) expected for *k* new items and *j* staying items per section.
    @inlinable
    init(
      _ plan: _Plan, items range: Range<Int>, itemContentChanged: ((ItemIdentifierType) -> Bool)?,
      contentChange: ContentChange,
      contentChangedBetween: ((_ oldPath: ItemPath, _ newPath: ItemPath) -> Bool)?
    ) {
      survivors = [UInt64](repeating: 0, count: (plan.old.numberOfItems + 63) / 64)
      guard !range.isEmpty else { return }
      var newSection = plan.newSection(holding: range.lowerBound)
      let new = plan.new
      // One set of staying lists, emptied for each section: a section held whole needs them only
      // until its moves are chosen (one kept for later is copied when the lists are next emptied).
      var staying = _StayingItems(oldSection: 0, newSection: 0)
      while newSection < new._sectionIdentifiers.count
        && new._sectionStarts[newSection] < range.upperBound
      {
        let start = new._sectionStarts[newSection]
        let count = new._sectionItems[newSection].count
        let offsets = max(range.lowerBound - start, 0)..<min(range.upperBound - start, count)
        let oldSection = plan.sections._newToOld[newSection]
        if oldSection >= 0 && !offsets.isEmpty {
          staying.oldSection = oldSection
          staying.newSection = newSection
          staying.old.removeAll(keepingCapacity: true)
          staying.new.removeAll(keepingCapacity: true)
          staying.changed.removeAll(keepingCapacity: true)
          match(
            plan, offsets, &staying, itemContentChanged: itemContentChanged,
            contentChange: contentChange, contentChangedBetween: contentChangedBetween)
          if offsets.count == count {
            appendMoves(of: staying, plan)
          } else {
            split.append(staying)
          }
        }
        newSection += 1
      }
    }

    /// The parts of a matching as one, in order, with the sections split between parts put
    /// back together and their within-section moves chosen.
    ///
    /// O(*t* + Σ *j* log *j*) for *t* entries in all the parts' lists and *j* staying items of
    /// each split section.
    @inlinable
    init(joining parts: [_Part], _ plan: _Plan) {
      self.init(
        plan, items: 0..<0, itemContentChanged: nil, contentChange: .reload,
        contentChangedBetween: nil)
      inserted.reserveCapacity(parts.reduce(0) { $0 + $1.inserted.count })
      moved.reserveCapacity(parts.reduce(0) { $0 + $1.moved.count })
      reloaded.reserveCapacity(parts.reduce(0) { $0 + $1.reloaded.count })
      reconfigured.reserveCapacity(parts.reduce(0) { $0 + $1.reconfigured.count })
      var open: _StayingItems?
      for part in parts {
        inserted += part.inserted
        moved += part.moved
        reloaded += part.reloaded
        reconfigured += part.reconfigured
        refinable += part.refinable
        changedItemCrossesSections = changedItemCrossesSections || part.changedItemCrossesSections
        for (word, bits) in part.survivors.enumerated() { survivors[word] |= bits }
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

    /// Matches the new items at `offsets` of one surviving section.
    @inlinable
    mutating func match(
      _ plan: _Plan, _ offsets: Range<Int>, _ staying: inout _StayingItems,
      itemContentChanged: ((ItemIdentifierType) -> Bool)?, contentChange: ContentChange,
      contentChangedBetween: ((_ oldPath: ItemPath, _ newPath: ItemPath) -> Bool)?
    ) {
      let old = plan.old
      let newSection = staying.newSection
      let oldSection = staying.oldSection
      // Survivors mostly keep their order: try the old item after the last one found in this
      // section before probing the hash index.
      let oldItems = old._sectionItems[oldSection]
      let newItems = plan.new._sectionItems[newSection]
      let newStart = plan.new._sectionStarts[newSection]
      var expected = 0
      for newOffset in offsets {
        let item = newItems[newOffset]
        let to = ItemPath(item: newOffset, section: newSection)
        let location: _ItemLocation
        if expected < oldItems.count && oldItems[expected] == item {
          location = _ItemLocation(section: oldSection, offset: expected)
          expected += 1
        } else if let found = Changeset._nearbyLocation(
          of: item, in: oldItems, after: expected, oldSection)
          ?? old._location(of: item), plan.sections._oldToNew[found.section] >= 0
        {
          location = found
          // Skip ahead only when this item starts a run that continues in the old order (as
          // after deleted items); an item moved here from further on must not drag the cursor.
          if found.section == oldSection && found.offset >= expected
            && (found.offset == expected
              || (newOffset + 1 < newItems.count && found.offset + 1 < oldItems.count
                && newItems[newOffset + 1] == oldItems[found.offset + 1]))
          {
            expected = found.offset + 1
          }
        } else {
          inserted.append(ItemChange(path: to, identifier: item))
          continue
        }
        let oldIndex = old._sectionStarts[location.section] + location.offset
        survivors[oldIndex >> 6] |= 1 << UInt64(oldIndex & 63)
        let from = ItemPath(item: location.offset, section: location.section)
        // A reload mark wins over a reconfigure mark; a content change is reported as asked,
        // but never weakens a reload mark.
        let mark = plan.markKind.isEmpty ? 0 : plan.markKind[newStart + newOffset]
        var change: ContentChange? = mark == 2 ? .reload : mark == 1 ? .reconfigure : nil
        if itemContentChanged?(item) == true || contentChangedBetween?(from, to) == true {
          change = change == .reload || contentChange == .reload ? .reload : .reconfigure
        }
        if location.section == oldSection {
          staying.old.append(location.offset)
          staying.new.append(newOffset)
          staying.changed.append(change != nil)
        } else {
          moved.append(ItemMove(from: from, to: to, identifier: item))
          if change != nil { changedItemCrossesSections = true }
        }
        if let change {
          let update = ItemUpdate(oldPath: from, newPath: to, identifier: item)
          if change == .reload { reloaded.append(update) } else { reconfigured.append(update) }
        }
      }
    }

    /// Appends the within-section moves of a whole section's staying items, and keeps the
    /// section for refinement when one of those moves moved a changed item.
    @inlinable
    mutating func appendMoves(of staying: _StayingItems, _ plan: _Plan) {
      let movedBefore = moved.count
      Changeset._appendWithinSectionMoves(
        &moved, old: staying.oldSection, new: staying.newSection, staying.old, staying.new,
        staying.changed, plan.new._sectionItems[staying.newSection], preferChanged: false)
      if staying.changed.contains(true) && moved.count > movedBefore { refinable.append(staying) }
    }
  }
}

extension Changeset._Plan: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
extension Changeset._StayingItems: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
extension Changeset._Part: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
