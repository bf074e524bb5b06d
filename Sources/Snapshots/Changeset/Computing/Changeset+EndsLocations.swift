// A finder (see `Changeset+OldLocations.swift`): a section that only gained or lost items in one
// run, as a page does at either end of a list; the matching's one fast path.

extension Changeset {
  /// The old locations of the new items of a surviving section that changed only in one run: its
  /// common prefix and suffix with its old items cover one of them (a run inserted or removed).
  ///
  /// The prefix and suffix are survivors that keep their order: the matching puts them into the
  /// survivors a word at a time (`_Part.matchEnds(_:_:_:)`), with no staying lists and no moves to
  /// choose. The run is handed back: each of its items is new, or moved here from another
  /// section.
  @usableFromInline
  internal struct _EndsLocations: _OldLocationFinding {
    @usableFromInline let oldSection: Int
    @usableFromInline let oldCount: Int
    @usableFromInline let newCount: Int
    /// The lengths of the common prefix and suffix.
    @usableFromInline let prefix: Int
    @usableFromInline let suffix: Int

    /// The ends of section `newSection` of `new`, which was `oldSection` in `old`, or `nil` when
    /// the section changed in more than one run.
    ///
    /// O(*p* + *s*) for a common prefix of *p* and suffix of *s* items.
    @inlinable
    init?(
      old: Snapshot<SectionIdentifierType, ItemIdentifierType>, oldSection: Int,
      new: Snapshot<SectionIdentifierType, ItemIdentifierType>, newSection: Int
    ) {
      let oldItems = old._items(inSectionAt: oldSection)
      let newItems = new._items(inSectionAt: newSection)
      let (prefix, suffix) = _commonPrefixAndSuffix(
        oldCount: oldItems.count, newCount: newItems.count
      ) { oldItems[$0] == newItems[$1] }
      guard prefix + suffix == min(oldItems.count, newItems.count) else { return nil }
      self.oldSection = oldSection
      (oldCount, newCount) = (oldItems.count, newItems.count)
      (self.prefix, self.suffix) = (prefix, suffix)
    }

    @usableFromInline static var handsBack: Bool { true }

    /// The run between the ends, unless empty.
    @inlinable
    var handedBack: Range<Int> {
      prefix < newCount - suffix ? prefix..<(newCount - suffix) : _noHandOff
    }

    /// The old location of the new item at `offset`, in the prefix or the suffix.
    ///
    /// O(1).
    @inlinable
    func location(
      ofNewOffset offset: Int, from _: Snapshot<SectionIdentifierType, ItemIdentifierType>,
      to _: Snapshot<SectionIdentifierType, ItemIdentifierType>
    ) -> _ItemLocation? {
      if offset < prefix { return _ItemLocation(section: oldSection, offset: offset) }
      guard offset >= newCount - suffix else { return nil }
      return _ItemLocation(section: oldSection, offset: oldCount - (newCount - offset))
    }
  }
}

extension Changeset._Part {
  /// Matches a surviving section held whole by this part whose ends `ends` found: its prefix and
  /// suffix go into the survivors a word at a time, and its run is looked up.
  ///
  /// O(*p* + *s* + *k*) expected for a common prefix of *p* and suffix of *s* items and *k*
  /// items in the run.
  @inlinable
  mutating func matchEnds(
    _ ends: Changeset._EndsLocations, _ plan: Changeset._Plan,
    _ staying: inout Changeset._StayingItems
  ) {
    let oldStart = plan.old._flatRange(ofSectionAt: ends.oldSection).lowerBound
    let oldEnd = oldStart + ends.oldCount
    survivors._withBitSet { survivors in
      survivors.insert(contentsOf: oldStart..<(oldStart + ends.prefix))
      survivors.insert(contentsOf: (oldEnd - ends.suffix)..<oldEnd)
    }
    let run = ends.handedBack
    if run != _noHandOff {
      matchLookedUp(
        plan, run, &staying, itemContentChanged: nil, contentChange: .reload,
        contentChangedBetween: nil)
    }
  }
}

extension Changeset._EndsLocations: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
