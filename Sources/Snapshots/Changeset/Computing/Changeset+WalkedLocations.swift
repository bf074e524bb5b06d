// Part of step 2 of `Changeset.init` (see `Changeset+Plan.swift`): where each new item of a
// surviving section was in a large old snapshot, by a walk in step and lookups together.

extension Changeset {
  /// The old locations of the new items at `offsets` of one surviving section, read in order.
  ///
  /// Survivors mostly keep their order, so the common end of the old and new items is paired
  /// first, from the back (a page inserted at the top leaves the whole old section there), and
  /// the rest walked in step (`_walkInStep`, as `ListDifference` pairs its elements), which pairs
  /// them without hashing. Only the items the walk passes over (inserted, moved, or from another
  /// section) and the tail it does not reach (a shuffle makes it give up) are looked up in the old
  /// snapshot's index, and all before any is read, so that their cache misses overlap: those it
  /// passed over with the hashes it computed while comparing them, the tail through
  /// `_ItemIndex.locations` (region by region when large), or through the new snapshot's index
  /// when it is many of that snapshot's items (`Snapshot._looksUpBySweep(count:of:)`). In a large
  /// snapshot the cursor of `_OldLocations` waits for one probe after another. Smaller snapshots
  /// keep the cursor (see `_Plan.walksSections`).
  ///
  /// One value serves a part's sections in turn (`start(old:oldSection:new:newSection:offsets:)`),
  /// so that its lists are allocated once.
  @usableFromInline
  internal struct _WalkedLocations: _OldLocationFinding {
    @usableFromInline var oldSection = 0
    /// The first new offset, and the old offset where the walk started.
    @usableFromInline var newBase = 0
    @usableFromInline var oldBase = 0
    /// Where the common end starts, by offset from the bases: the new and old items from there
    /// on are the same, in the same order.
    @usableFromInline var newEnd = 0
    @usableFromInline var oldEnd = 0
    /// What the walk left unpaired, by offset from the bases (old hashes not computed).
    @usableFromInline var unpaired = _Unpaired()
    /// The old locations of the unpaired new items it passed over, then of its tail, in order.
    @usableFromInline var passed: [_ItemLocation?] = []
    @usableFromInline var tail: [_ItemLocation?] = []
    /// Cursors: the next of the new and old offsets passed over, and the next old offset
    /// (paired new items take the old offsets not passed over, in order).
    @usableFromInline var nextPassedNew = 0
    @usableFromInline var nextPassedOld = 0
    @usableFromInline var oldOffset = 0

    @inlinable
    init() {}

    /// Pairs and looks up the new items at `offsets` of section `newSection` of `new`, a
    /// surviving section that was `oldSection` in `old`, for `location(ofNewOffset:from:to:)` to
    /// read.
    ///
    /// O(*k* + *j*) expected for *k* new items and the *j* old items of the section after the
    /// walk's start.
    @inlinable
    mutating func start(
      old: Snapshot<SectionIdentifierType, ItemIdentifierType>, oldSection: Int,
      new: Snapshot<SectionIdentifierType, ItemIdentifierType>, newSection: Int,
      offsets: Range<Int>
    ) {
      self.oldSection = oldSection
      let newItems = new._items(inSectionAt: newSection)
      (nextPassedNew, nextPassedOld, oldOffset) = (0, 0, 0)
      let oldItems = old._items(inSectionAt: oldSection)
      // A part that starts inside the section starts the walk where its first item was.
      oldBase = 0
      if offsets.lowerBound > 0, let first = old._location(of: newItems[offsets.lowerBound]),
        first.section == oldSection
      {
        oldBase = first.offset
      }
      newBase = offsets.lowerBound
      let base = oldBase
      let oldCount = oldItems.count - base
      let suffix = _commonSuffix(
        oldCount: oldCount, newCount: offsets.count, limit: min(oldCount, offsets.count)
      ) { oldItems[base + $0] == newItems[offsets.lowerBound + $1] }
      (oldEnd, newEnd) = (oldCount - suffix, offsets.count - suffix)
      let (oldBase, oldEnd, newEnd) = (base, self.oldEnd, self.newEnd)
      oldItems.withUnsafeBufferPointer { oldItems in
        newItems.withUnsafeBufferPointer { newItems in
          _walkInStep(
            UnsafeBufferPointer(rebasing: oldItems[oldBase...]), 0..<oldEnd,
            UnsafeBufferPointer(rebasing: newItems[offsets]), 0..<newEnd, { $0 },
            hashingOld: false, into: &unpaired, pair: { _, _ in })
        }
      }
      lookUp(newSection, of: new, in: old)
    }

    /// Looks up the new items of section `newSection` of `new` that the walk left unpaired:
    /// those it passed over by the hashes it computed, then its tail (through `new`'s index when
    /// it holds many of the snapshot's items: a shuffle).
    ///
    /// O(*k*) expected for *k* unpaired items.
    @inlinable
    mutating func lookUp(
      _ newSection: Int, of new: Snapshot<SectionIdentifierType, ItemIdentifierType>,
      in old: Snapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
      let newItems = new._items(inSectionAt: newSection)
      let unpaired = self.unpaired.new
      old._locations(
        of: newItems, at: unpaired.offsets, from: newBase, hashes: unpaired.hashes,
        into: &passed)
      let tailRange = (newBase + unpaired.tail.lowerBound)..<(newBase + unpaired.tail.upperBound)
      if old._looksUpBySweep(count: tailRange.count, of: new) {
        old._locations(ofSection: newSection, tailRange, of: new, into: &tail)
      } else {
        old._locations(of: newItems, tailRange, into: &tail)
      }
    }

    /// The old location of the new item at `offset`, or `nil` when it is new to the snapshot.
    ///
    /// Every offset of the section's range must be visited, in increasing order.
    ///
    /// O(1) amortized.
    @inlinable @inline(__always)
    mutating func location(
      ofNewOffset offset: Int, from _: Snapshot<SectionIdentifierType, ItemIdentifierType>,
      to _: Snapshot<SectionIdentifierType, ItemIdentifierType>
    ) -> _ItemLocation? {
      let offset = offset - newBase
      let newSide = unpaired.new
      if offset >= newSide.tail.lowerBound {
        // The common end follows the tail.
        guard offset < newEnd else {
          return _ItemLocation(section: oldSection, offset: oldBase + oldEnd + offset - newEnd)
        }
        return tail[offset - newSide.tail.lowerBound]
      }
      if nextPassedNew < newSide.offsets.count && newSide.offsets[nextPassedNew] == offset {
        nextPassedNew += 1
        return passed[nextPassedNew - 1]
      }
      let oldSide = unpaired.old.offsets
      while nextPassedOld < oldSide.count && oldSide[nextPassedOld] == oldOffset {
        nextPassedOld += 1
        oldOffset += 1
      }
      oldOffset += 1
      return _ItemLocation(section: oldSection, offset: oldBase + oldOffset - 1)
    }
  }
}

extension Changeset._WalkedLocations: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
