// Step 2 of `Changeset.init` (see `Changeset+Plan.swift`): matching one run of new items.

extension Changeset {
  /// The matching of a run of new items with the old snapshot.
  @usableFromInline
  internal struct _Part {
    /// Old items matched by this part, one bit per flattened old index.
    @usableFromInline var survivors: [UInt64]
    @usableFromInline var inserted: [ItemChange] = []
    /// Moves to another section, and the within-section moves of the sections this part holds
    /// whole.
    @usableFromInline var moved: [ItemMove] = []
    /// Whether `moved` is in order of destination, as the changeset lists its moves: kept as
    /// moves go in, so that joining need not read them all again to know (`valgrind
    /// --tool=callgrind snapbench time cs shuffle 1000000 3 1`: 1.81 G instructions, 1.88 G with
    /// the moves read again; the timings of `peers` do not tell the two apart).
    ///
    /// `match` appends a section's moves from other sections in new order, after the moves of
    /// earlier sections only, so it keeps the order; the section's own moves, appended after
    /// them, and joined parts are checked where they go in (`noteOrder(ofMovesFrom:)`).
    @usableFromInline var movesInOrder = true
    @usableFromInline var reloaded: [ItemUpdate] = []
    @usableFromInline var reconfigured: [ItemUpdate] = []
    /// Whole sections whose fewest moves moved an item that also changed: redone when joining,
    /// keeping changed items in place, when that can spare their reloads a batch of their own.
    @usableFromInline var refinable: [_StayingItems] = []
    /// The staying items of the sections this part holds only partly (its first and last).
    @usableFromInline var split: [_StayingItems] = []
    /// Whether choosing moves again cannot spare a batch.
    ///
    /// It cannot once a changed item crosses sections, or a refinable section's changed items
    /// leave their old order (`Changeset._choosingMovesAgain`). ``refinable`` is then empty: its
    /// lists, one per section, are let go of at once rather than held through the whole matching
    /// for nothing.
    @usableFromInline var refiningRuledOut = false
    /// The storage of the locations looked up together, kept for the next section's.
    @usableFromInline var lookedUpStorage: [_ItemLocation?] = []

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
      var newSection = plan.new._section(holdingFlatIndex: range.lowerBound)
      let new = plan.new
      // One set of staying lists, emptied for each section: a section held whole needs them only
      // until its moves are chosen (one kept for later is copied when the lists are next emptied).
      var staying = _StayingItems(oldSection: 0, newSection: 0)
      // One walk serves the part's sections in turn, so that its lists are allocated once.
      var walked = _WalkedLocations()
      let visitsEachItem =
        !plan.marks.isEmpty || itemContentChanged != nil || contentChangedBetween != nil
      while newSection < new.numberOfSections
        && new._flatRange(ofSectionAt: newSection).lowerBound < range.upperBound
      {
        let flat = new._flatRange(ofSectionAt: newSection)
        let (start, count) = (flat.lowerBound, flat.count)
        let offsets = max(range.lowerBound - start, 0)..<min(range.upperBound - start, count)
        let oldSection = plan.sections._newToOld[newSection]
        if oldSection >= 0 && !offsets.isEmpty {
          staying.oldSection = oldSection
          staying.newSection = newSection
          staying.old.removeAll(keepingCapacity: true)
          staying.new.removeAll(keepingCapacity: true)
          staying.changed.removeAll(keepingCapacity: true)
          matchSection(
            plan, offsets, &staying, &walked, visitingEachItem: visitsEachItem,
            itemContentChanged: itemContentChanged, contentChange: contentChange,
            contentChangedBetween: contentChangedBetween)
          if offsets.count == count {
            appendMoves(of: staying, plan)
          } else {
            split.append(staying)
          }
        }
        newSection += 1
      }
    }

    /// Matches the new items at `offsets` of one surviving section with the finder the plan
    /// chooses, and what that finder hands back with the one the plan chooses for it.
    ///
    /// O(*k*) expected for *k* items.
    @inlinable @inline(__always)
    mutating func matchSection(
      _ plan: _Plan, _ offsets: Range<Int>, _ staying: inout _StayingItems,
      _ walked: inout _WalkedLocations, visitingEachItem: Bool,
      itemContentChanged: ((ItemIdentifierType) -> Bool)?, contentChange: ContentChange,
      contentChangedBetween: ((_ oldPath: ItemPath, _ newPath: ItemPath) -> Bool)?
    ) {
      let (oldSection, newSection) = (staying.oldSection, staying.newSection)
      switch plan.finder(forSectionAt: newSection, offsets, visitingEachItem: visitingEachItem) {
      case .ends(let ends):
        matchEnds(ends, plan, &staying)
      case .walk:
        walked.start(
          old: plan.old, oldSection: oldSection, new: plan.new, newSection: newSection,
          offsets: offsets)
        match(
          plan, offsets, &staying, handingBackFrom: &walked, itemContentChanged: itemContentChanged,
          contentChange: contentChange, contentChangedBetween: contentChangedBetween)
      case .cursor:
        var cursor = _CursorLocations(
          old: plan.old, oldSection: oldSection, new: plan.new, newSection: newSection)
        match(
          plan, offsets, &staying, handingBackFrom: &cursor, itemContentChanged: itemContentChanged,
          contentChange: contentChange, contentChangedBetween: contentChangedBetween)
      case .hashed, .swept:
        matchLookedUp(
          plan, offsets, &staying, itemContentChanged: itemContentChanged,
          contentChange: contentChange, contentChangedBetween: contentChangedBetween)
      }
    }

    /// Matches the new items at `offsets` with `finder`, and each range it hands back with the
    /// finder the plan chooses for that range.
    ///
    /// O(*k*) expected for *k* items, plus the finders' work.
    @inlinable @inline(__always)
    mutating func match<Finder: _OldLocationFinding>(
      _ plan: _Plan, _ offsets: Range<Int>, _ staying: inout _StayingItems,
      handingBackFrom finder: inout Finder,
      itemContentChanged: ((ItemIdentifierType) -> Bool)?, contentChange: ContentChange,
      contentChangedBetween: ((_ oldPath: ItemPath, _ newPath: ItemPath) -> Bool)?
    )
    where
      Finder.SectionIdentifierType == SectionIdentifierType,
      Finder.ItemIdentifierType == ItemIdentifierType
    {
      var next = offsets
      while !next.isEmpty {
        let handedBack = match(
          plan, next, &staying, &finder, itemContentChanged: itemContentChanged,
          contentChange: contentChange, contentChangedBetween: contentChangedBetween)
        guard handedBack != _noHandOff else { return }
        let rest = handedBack.clamped(to: next)
        matchLookedUp(
          plan, rest, &staying, itemContentChanged: itemContentChanged,
          contentChange: contentChange, contentChangedBetween: contentChangedBetween)
        next = rest.upperBound..<offsets.upperBound
      }
    }

    /// Matches the new items at `offsets` of the section of `staying` that a finder handed back,
    /// looked up together as the plan chooses.
    ///
    /// O(*k*) expected for *k* items (or O(*c* + *k*) through the new index's *c* slots).
    @inlinable @inline(__always)
    mutating func matchLookedUp(
      _ plan: _Plan, _ offsets: Range<Int>, _ staying: inout _StayingItems,
      itemContentChanged: ((ItemIdentifierType) -> Bool)?, contentChange: ContentChange,
      contentChangedBetween: ((_ oldPath: ItemPath, _ newPath: ItemPath) -> Bool)?
    ) {
      let newSection = staying.newSection
      var storage: [_ItemLocation?] = []
      swap(&storage, &lookedUpStorage)
      var finder =
        switch plan.finder(lookingUp: offsets, inSectionAt: newSection) {
        case .swept:
          _LookedUpLocations(
            sweeping: offsets, ofSectionAt: newSection, of: plan.new, in: plan.old,
            storage: storage)
        default:
          _LookedUpLocations(
            hashing: offsets, ofSectionAt: newSection, of: plan.new, in: plan.old,
            storage: storage)
        }
      _ = match(
        plan, offsets, &staying, &finder, itemContentChanged: itemContentChanged,
        contentChange: contentChange, contentChangedBetween: contentChangedBetween)
      swap(&finder.locations, &lookedUpStorage)
    }

    /// Matches the new items at `offsets` of one surviving section, finding their old locations
    /// with `locations`, up to the offsets it hands back: returns those (`_noHandOff` when it
    /// answered for all).
    ///
    /// O(*k*) expected for *k* items, plus the finder's work.
    @inlinable @inline(__always)
    mutating func match<Locations: _OldLocationFinding>(
      _ plan: _Plan, _ offsets: Range<Int>, _ staying: inout _StayingItems,
      _ locations: inout Locations,
      itemContentChanged: ((ItemIdentifierType) -> Bool)?, contentChange: ContentChange,
      contentChangedBetween: ((_ oldPath: ItemPath, _ newPath: ItemPath) -> Bool)?
    ) -> Range<Int>
    where
      Locations.SectionIdentifierType == SectionIdentifierType,
      Locations.ItemIdentifierType == ItemIdentifierType
    {
      let newSection = staying.newSection
      let oldSection = staying.oldSection
      let newItems = plan.new._items(inSectionAt: newSection)
      let newStart = plan.new._flatRange(ofSectionAt: newSection).lowerBound
      let oldStart = plan.old._flatRange(ofSectionAt: oldSection).lowerBound
      staying.old.reserveCapacity(offsets.count)
      staying.new.reserveCapacity(offsets.count)
      staying.changed.reserveCapacity(offsets.count)
      // The survivors' words leave the part for the loop, so that their bit set is taken once, not
      // through the array's uniqueness check for each item.
      var survivorWords: [UInt64] = []
      swap(&survivorWords, &survivors)
      defer { swap(&survivorWords, &survivors) }
      return survivorWords._withBitSet { survivors in
        for newOffset in offsets {
          let item = newItems[newOffset]
          let to = ItemPath(item: newOffset, section: newSection)
          guard
            let location = locations.location(
              ofNewOffset: newOffset, from: plan.old, to: plan.new),
            location.section == oldSection || plan.sections._oldToNew[location.section] >= 0
          else {
            // A finder answers `nil` for the first offset it hands back: asked only then.
            if Locations.handsBack && newOffset == locations.handedBack.lowerBound {
              return locations.handedBack
            }
            inserted.append(ItemChange(path: to, identifier: item))
            continue
          }
          // Nearly every item stays in its section, which survives: its flattened index needs no
          // lookup of its section.
          let oldIndex =
            location.section == oldSection
            ? oldStart + location.offset : plan.old._flatIndex(of: location)
          survivors.insert(oldIndex)
          let from = ItemPath(item: location.offset, section: location.section)
          // A reload mark wins over a reconfigure mark; a content change is reported as asked,
          // but never weakens a reload mark.
          var change = plan.marks.isEmpty ? nil : plan.marks[newStart + newOffset]
          if itemContentChanged?(item) == true || contentChangedBetween?(from, to) == true {
            change = change == .reload || contentChange == .reload ? .reload : .reconfigure
          }
          record(item, from: from, to: to, change: change, &staying)
        }
        return _noHandOff
      }
    }

    /// Records one matched item: in the staying lists when it stays in its section, else as a
    /// move; and its content change, if any.
    ///
    /// O(1) amortized.
    @inlinable @inline(__always)
    mutating func record(
      _ item: ItemIdentifierType, from: ItemPath, to: ItemPath, change: ContentChange?,
      _ staying: inout _StayingItems
    ) {
      if from.section == staying.oldSection {
        staying.old.append(from.item)
        staying.new.append(to.item)
        staying.changed.append(change != nil)
      } else {
        moved.append(ItemMove(from: from, to: to, identifier: item))
        if change != nil { ruleOutRefining() }
      }
      if let change {
        let update = ItemUpdate(oldPath: from, newPath: to, identifier: item)
        if change == .reload { reloaded.append(update) } else { reconfigured.append(update) }
      }
    }

    /// Appends the within-section moves of a whole section's staying items, and keeps the
    /// section for refinement when one of those moves moved a changed item (unless refining is
    /// ruled out, as it is from then on when the section's changed items leave their old order).
    @inlinable
    mutating func appendMoves(of staying: _StayingItems, _ plan: _Plan) {
      let start = moved.count
      let movedChangedItem = staying.appendMoves(
        to: &moved, items: plan.new._items(inSectionAt: staying.newSection),
        preferringChanged: false)
      noteOrder(ofMovesFrom: start)
      guard movedChangedItem && !refiningRuledOut else { return }
      if staying.changedItemsKeepTheirOrder {
        refinable.append(staying)
      } else {
        ruleOutRefining()
      }
    }

    /// Notes that choosing moves again cannot pay, and lets go of the sections kept for it.
    ///
    /// O(1), plus freeing them.
    @inlinable
    mutating func ruleOutRefining() {
      refiningRuledOut = true
      refinable = []
    }

    /// Notes whether the moves from `start` on, appended in order of destination, keep `moved`
    /// in that order.
    ///
    /// O(1).
    @inlinable
    mutating func noteOrder(ofMovesFrom start: Int) {
      if start > 0 && start < moved.count && moved[start].to < moved[start - 1].to {
        movesInOrder = false
      }
    }
  }
}

extension Changeset._Part: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
