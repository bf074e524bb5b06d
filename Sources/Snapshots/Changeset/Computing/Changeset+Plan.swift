// The work behind `Changeset.init`, in the order the data moves (one file each):
//
// 1. `Changeset+Plan.swift`, `_Plan`: the section diff, the section reloads and the marks of the
//    new snapshot.
// 2. `Changeset+Matching.swift`, `_Part`: matching a run of new items (by flattened index) with
//    the old snapshot: insertions, moves to other sections, content changes, and the staying items
//    of each section; `Changeset+OldLocations.swift` and, for large snapshots,
//    `Changeset+WalkedLocations.swift` find where each new item was, and
//    `Changeset+Ends.swift` matches a section changed only at its ends. Parts are
//    independent, so a large changeset can match its parts at the same time
//    (`Changeset+Concurrent.swift`).
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
    }

    /// Whether the old locations of new items are found by a walk in step (`_WalkedLocations`)
    /// rather than by the cursor of `_OldLocations`: the engine's two answers to "where was this
    /// new item?", which agree (`WalkedLocationsTests`).
    ///
    /// The walk pairs each section's items in step and looks the rest up together, where the
    /// cursor probes the index item by item. It pays once the old snapshot's index outgrows the
    /// caches (``_Tuning/walkedLocationsMinimumIndexBytes``), or half that when hashing an
    /// identifier is a call (`hashValue`) that the walk spares; below, the cursor's probes find
    /// the index in the cache.
    ///
    /// O(1).
    @inlinable
    var walksSections: Bool {
      old._itemIndexByteCount
        >= (_hashesInline(ItemIdentifierType.self)
          ? _Tuning.walkedLocationsMinimumIndexBytes
          : _Tuning.walkedLocationsMinimumIndexBytesHashedByCall)
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
