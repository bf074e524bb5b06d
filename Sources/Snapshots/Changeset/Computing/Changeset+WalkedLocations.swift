// A finder (see `Changeset+OldLocations.swift`): a large snapshot's section, paired by a walk in
// step.

extension Changeset {
  /// The old locations of the new items at `offsets` of one surviving section, read in order.
  ///
  /// Survivors mostly keep their order, so the common end of the old and new items is paired
  /// first, from the back (a page inserted at the top leaves the whole old section there), and
  /// the rest walked in step (`_walkInStep`, as `ListDifference` pairs its elements), which pairs
  /// them without hashing. The items the walk passes over (inserted, moved, or from another
  /// section) are looked up in the old snapshot's index with the hashes it computed while
  /// comparing them, all before any is read, so that their cache misses overlap; the tail it does
  /// not reach (a shuffle makes it give up) is handed back, for the plan to have it looked up
  /// together. In a large snapshot the cursor (`_CursorLocations`) waits for one probe after
  /// another; smaller snapshots keep it (see `_Plan.finder(forSectionAt:_:visitingEachItem:)`).
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
    /// The old locations of the unpaired new items it passed over, in order.
    @usableFromInline var passed: [_ItemLocation?] = []
    /// The tail the walk did not reach, by new offset, unless empty.
    @usableFromInline var handedBack = _noHandOff
    @usableFromInline static var handsBack: Bool { true }
    /// Cursors: the next of the new and old offsets passed over, and the next old offset
    /// (paired new items take the old offsets not passed over, in order).
    @usableFromInline var nextPassedNew = 0
    @usableFromInline var nextPassedOld = 0
    @usableFromInline var oldOffset = 0

    @inlinable
    init() {}

    /// Pairs the new items at `offsets` of section `newSection` of `new`, a surviving section that
    /// was `oldSection` in `old`, and looks up those the walk passed over, for
    /// `location(ofNewOffset:from:to:)` to read.
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
      let passedOver = unpaired.new
      old._locations(
        of: newItems, at: passedOver.offsets, from: newBase, hashes: passedOver.hashes,
        into: &passed)
      let tail = passedOver.tail
      handedBack =
        tail.isEmpty ? _noHandOff : (newBase + tail.lowerBound)..<(newBase + tail.upperBound)
    }

    /// The old location of the new item at `offset`, or `nil` when it is new to the snapshot.
    ///
    /// Every offset of the range must be visited, in increasing order, except those handed back.
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
        // The common end follows the tail, which is handed back.
        guard offset >= newEnd else { return nil }
        return _ItemLocation(section: oldSection, offset: oldBase + oldEnd + offset - newEnd)
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
