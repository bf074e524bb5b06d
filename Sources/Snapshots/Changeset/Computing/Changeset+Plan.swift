// The work behind `Changeset.init`, in the order the data moves (one file each):
//
// 1. `Changeset+Plan.swift`, `_Plan`: the section diff, the section reloads and the marks of the
//    new snapshot.
// 2. `Changeset+Matching.swift`, `_Part`: matching a run of new items (by flattened index) with
//    the old snapshot: insertions, moves to other sections, content changes, and the staying items
//    of each section. Where each new item was is answered by the finder the plan chooses for its
//    range (`finder(forSectionAt:_:visitingEachItem:)`; the finders are listed in
//    `Changeset+OldLocations.swift`). Parts are independent, so a large changeset can match its
//    parts at the same time (`Changeset+Concurrent.swift`).
// 3. `Changeset+Moves.swift`: the moves of the items that stay in their section, chosen for each
//    section as the matching finishes it (the fewest), and chosen again where that spares a batch.
// 4. `Changeset+Joining.swift`: the parts joined in order: sections split between parts put back
//    together, and the deletions read off the survivors.
// 5. `Changeset+Batches.swift` and `SectionedStep.swift`: the result as batches and as steps.

extension Changeset {
  /// What every part of the matching reads: the snapshots, how their sections pair, and the
  /// section reloads and item marks, decided once.
  @usableFromInline
  internal struct _Plan {
    @usableFromInline let old: Snapshot<SectionIdentifierType, ItemIdentifierType>
    @usableFromInline let new: Snapshot<SectionIdentifierType, ItemIdentifierType>
    @usableFromInline let sections: ListDifference<SectionIdentifierType>
    @usableFromInline let reloadedSections: [SectionUpdate]
    /// The mark of each new item by flattened index, or empty when nothing is marked.
    @usableFromInline let marks: [ContentChange?]
    /// Whether sections are walked in step rather than followed by the cursor, and whether what
    /// is handed back may be read through the new snapshot's index: the parts of
    /// `finder(forSectionAt:_:visitingEachItem:)` and `finder(lookingUp:inSectionAt:)` that hold
    /// for every section, decided once.
    @usableFromInline let walks: Bool
    @usableFromInline let sweepsMany: Bool

    /// O(*n* + *s* log *s* + *r*) expected, for *n* new items (only when some are marked), *s*
    /// sections and *r* marks.
    @inlinable
    init(
      from old: Snapshot<SectionIdentifierType, ItemIdentifierType>,
      to new: Snapshot<SectionIdentifierType, ItemIdentifierType>,
      sectionContentChanged: ((SectionIdentifierType) -> Bool)?
    ) {
      // Section identifiers are unique, so pairing them by identifier finds every survivor.
      var sections = ListDifference(
        from: old.sectionIdentifiers, to: new.sectionIdentifiers, algorithm: .identity)
      var reloadedSections: [SectionUpdate] = []
      let marked = new._reloadedSectionMarks
      for (newSection, oldSection) in sections._newToOld.enumerated()
      where oldSection >= 0 && (!marked.isEmpty || sectionContentChanged != nil) {
        let identifier = new._sectionIdentifier(at: newSection)
        if (!marked.isEmpty && marked.contains(identifier))
          || sectionContentChanged?(identifier) == true
        {
          reloadedSections.append(
            SectionUpdate(oldIndex: oldSection, newIndex: newSection, identifier: identifier))
        }
      }
      // A reloaded section that moves is replaced whole, so moving it costs no move: among the
      // fewest moves, those that leave the unchanged sections in place.
      if !reloadedSections.isEmpty && !sections.moves.isEmpty {
        let reloaded = Set(reloadedSections.map(\.newIndex))
        sections = sections._preferringToMove(old: old.sectionIdentifiers) {
          reloaded.contains($0)
        }
      }
      // Filled once from the (few) marks, then read by position, with no further lookups.
      // A reload mark wins over a reconfigure mark: written after it.
      var marks: [ContentChange?] = []
      if new._hasItemMarks {
        marks = [ContentChange?](repeating: nil, count: new.numberOfItems)
        for (mark, items) in [
          (ContentChange.reconfigure, new.reconfiguredItemIdentifiers),
          (.reload, new.reloadedItemIdentifiers),
        ] {
          for item in items { marks[new._flatIndex(of: new._location(of: item)!)] = mark }
        }
      }
      self.old = old
      self.new = new
      self.sections = sections
      self.reloadedSections = reloadedSections
      self.marks = marks
      let inline = _hashesInline(ItemIdentifierType.self)
      walks =
        old._itemIndexByteCount
        >= (inline
          ? _Tuning.walkedLocationsMinimumIndexBytes
          : _Tuning.walkedLocationsMinimumIndexBytesHashedByCall)
      sweepsMany = !inline || old._itemIndexByteCount >= _Tuning.indexSweepMinimumBytesHashedInline
    }

    /// The finder of the old locations of the new items at `offsets` of surviving section
    /// `newSection`: the ends when the part holds the section whole, no item needs a visit of its
    /// own (`visitingEachItem` false: no marks, no content predicate) and the section changed only
    /// in one run; else a walk in step (`_WalkedLocations`) once the old snapshot's index outgrows
    /// the caches (``_Tuning/walkedLocationsMinimumIndexBytes``, or half that when hashing an
    /// identifier is a call (`_rawHashValue(seed:)`) that the walk spares); else the cursor
    /// (`_CursorLocations`), whose probes find a smaller index in the cache.
    ///
    /// The engine's only choice of a first finder; see `finder(lookingUp:inSectionAt:)` for what
    /// a finder hands back. Every finder gives each item the location the index gives it
    /// (`OldLocationFinderTests`).
    ///
    /// O(*p* + *s*) for the common prefix and suffix of the section's old and new items when the
    /// ends are tried, else O(1).
    @inlinable
    func finder(
      forSectionAt newSection: Int, _ offsets: Range<Int>, visitingEachItem: Bool
    ) -> Changeset._OldLocationFinder {
      let oldSection = sections._newToOld[newSection]
      if !visitingEachItem && offsets.count == new._flatRange(ofSectionAt: newSection).count,
        let ends = Changeset._EndsLocations(
          old: old, oldSection: oldSection, new: new, newSection: newSection)
      {
        return .ends(ends)
      }
      return walks ? .walk : .cursor
    }

    /// The finder of the new items at `offsets` of section `newSection` that another finder
    /// handed back: looked up together, through the new snapshot's index when they are many of
    /// its items (``_Tuning/indexSweepSlotsPerItem``) and either hashing is a call or the old
    /// snapshot's index is out of the nearer caches
    /// (``_Tuning/indexSweepMinimumBytesHashedInline``), else by hash.
    ///
    /// O(1).
    @inlinable
    func finder(
      lookingUp offsets: Range<Int>, inSectionAt newSection: Int
    ) -> Changeset._OldLocationFinder {
      let sweeps =
        sweepsMany && offsets.count * _Tuning.indexSweepSlotsPerItem >= new._itemIndexSlotCount
      return sweeps ? .swept : .hashed
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
        let section = new._section(holdingFlatIndex: bound)
        if section >= 0 {
          let items = new._flatRange(ofSectionAt: section)
          let nearest =
            bound - items.lowerBound <= items.upperBound - bound
            ? items.lowerBound : items.upperBound
          if abs(nearest - bound) <= size / 2 { bound = nearest }
        }
        if bound > bounds[bounds.count - 1] && bound < total { bounds.append(bound) }
      }
      bounds.append(total)
      return zip(bounds, bounds.dropFirst()).map { $0..<$1 }
    }
  }
}

extension Changeset._Plan: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
