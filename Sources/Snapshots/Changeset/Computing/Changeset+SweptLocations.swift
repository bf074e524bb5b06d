// A finder (see `Changeset+OldLocations.swift`): what another finder hands back, found by reading
// the new snapshot's index slot by slot.

extension Changeset._LookedUpLocations {
  /// Finds the old locations of the new items at `offsets` of section `newSection` of `new`
  /// through `new`'s index, keeping them in `storage` (whose capacity is reused).
  ///
  /// No item is hashed again, and the slots of both indexes are read in order: for a range that
  /// holds many of the new snapshot's items (a shuffle), where hashing reads a slot of the old
  /// index at random for each (``_Tuning/indexSweepSlotsPerItem``).
  ///
  /// O(*c* + *k*) expected for *c* slots of `new`'s index and *k* items.
  @inlinable
  init(
    sweeping offsets: Range<Int>, ofSectionAt newSection: Int,
    of new: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    in old: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    storage: [_ItemLocation?]
  ) {
    self.offsets = offsets
    self.locations = storage
    old._locations(ofSection: newSection, offsets, of: new, into: &locations)
  }
}
