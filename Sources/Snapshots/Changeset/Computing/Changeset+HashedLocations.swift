// A finder (see `Changeset+OldLocations.swift`): what another finder hands back, looked up in the
// old snapshot's index together.

extension Changeset {
  /// The old locations of a range of new items of one section, looked up before any is read:
  /// by hash (this file) or through the new snapshot's index (`Changeset+SweptLocations.swift`).
  ///
  /// Looked up together, the items' cache misses overlap, where probing them one after another
  /// waits for each.
  @usableFromInline
  internal struct _LookedUpLocations: _OldLocationFinding {
    /// The new offsets looked up.
    @usableFromInline let offsets: Range<Int>
    /// Their old locations, in order.
    @usableFromInline var locations: [_ItemLocation?]
    @usableFromInline var handedBack: Range<Int> { _noHandOff }
    @usableFromInline static var handsBack: Bool { false }

    /// Looks up the new items at `offsets` of section `newSection` of `new` by hash, in `old`'s
    /// index, keeping their locations in `storage` (whose capacity is reused).
    ///
    /// O(*k*) expected for *k* items.
    @inlinable
    init(
      hashing offsets: Range<Int>, ofSectionAt newSection: Int,
      of new: Snapshot<SectionIdentifierType, ItemIdentifierType>,
      in old: Snapshot<SectionIdentifierType, ItemIdentifierType>,
      storage: [_ItemLocation?]
    ) {
      self.offsets = offsets
      self.locations = storage
      old._locations(of: new._items(inSectionAt: newSection), offsets, into: &locations)
    }

    /// The old location of the new item at `offset`, or `nil` when it is new to the snapshot.
    ///
    /// O(1).
    @inlinable @inline(__always)
    func location(
      ofNewOffset offset: Int, from _: Snapshot<SectionIdentifierType, ItemIdentifierType>,
      to _: Snapshot<SectionIdentifierType, ItemIdentifierType>
    ) -> _ItemLocation? {
      locations[offset - offsets.lowerBound]
    }
  }
}

extension Changeset._LookedUpLocations: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
