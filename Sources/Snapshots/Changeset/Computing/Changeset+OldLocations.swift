// Part of step 2 of `Changeset.init` (see `Changeset+Plan.swift`): where each new item of a
// surviving section was in the old snapshot, by a cursor and probes (see
// `Changeset+WalkedLocations.swift` for large snapshots).

/// Finds the old locations of the new items of one surviving section, visited in order.
@usableFromInline
internal protocol _OldLocationFinding {
  associatedtype SectionIdentifierType: Hashable
  associatedtype ItemIdentifierType: Hashable
  typealias Snapshots = Snapshot<SectionIdentifierType, ItemIdentifierType>

  /// The old location of the new item at `offset`, or `nil` when it is new to the snapshot, in
  /// the change from `old` to `new` (passed to each call rather than kept: keeping a snapshot
  /// retains each of its arrays, and a finder serves one section).
  ///
  /// Every offset of the section's range is visited, in increasing order.
  ///
  /// - Complexity: O(1) expected, amortized over the section.
  mutating func location(
    ofNewOffset offset: Int, from old: Snapshots, to new: Snapshots
  )
    -> _ItemLocation?
}

extension Changeset {
  /// Finds the old locations of the new items of one surviving section, visited in order.
  ///
  /// Survivors mostly keep their order, so the old item after the last one found is tried
  /// first, then the ``_Tuning/oldLocationNearbyItems`` after it (the next survivor after
  /// deleted items), and only then the old snapshot's index. Once more than half the items of a
  /// block of ``_Tuning/oldLocationBlockSize`` needed the index (items shuffled, or moved in from
  /// far away), the rest of the section is looked up in the index all together, so that their
  /// cache misses overlap, or, when the rest is many of the new snapshot's items, found by
  /// reading the new snapshot's index (`Snapshot._looksUpBySweep(count:of:)`). Only then: looking
  /// every item up cost the mixed workload more than it saved when a quarter of them needed the
  /// index.
  @usableFromInline
  internal struct _OldLocations: _OldLocationFinding {
    @usableFromInline let oldSection: Int
    @usableFromInline let newSection: Int
    @usableFromInline let oldItems: [ItemIdentifierType]
    @usableFromInline let newItems: [ItemIdentifierType]
    /// The old offset tried first: the one after the last item found in order.
    @usableFromInline var expected = 0
    /// The new offsets of the current block (blocks start at probes), or the rest of the section
    /// once looked up together, with their old locations.
    @usableFromInline var block: Range<Int> = 0..<0
    @usableFromInline var restLookedUp = false
    @usableFromInline var restLocations: [_ItemLocation?] = []
    /// The items of the current block that needed the index.
    @usableFromInline var probes = 0
    /// `_integerHashSeed`, read once (see `probe(_:from:to:)`).
    @usableFromInline let seed = _integerHashSeed

    @inlinable @inline(__always)
    init(
      old: Snapshot<SectionIdentifierType, ItemIdentifierType>, oldSection: Int,
      new: Snapshot<SectionIdentifierType, ItemIdentifierType>, newSection: Int
    ) {
      self.oldSection = oldSection
      self.newSection = newSection
      self.oldItems = old._items(inSectionAt: oldSection)
      self.newItems = new._items(inSectionAt: newSection)
    }

    /// The old location of the new item at `offset`, or `nil` when it is new to the snapshot.
    ///
    /// Offsets must be visited in increasing order.
    ///
    /// O(1) expected.
    @inlinable @inline(__always)
    mutating func location(
      ofNewOffset offset: Int, from old: Snapshot<SectionIdentifierType, ItemIdentifierType>,
      to new: Snapshot<SectionIdentifierType, ItemIdentifierType>
    ) -> _ItemLocation? {
      if restLookedUp { return restLocations[offset - block.lowerBound] }
      if expected < oldItems.count && oldItems[expected] == newItems[offset] {
        expected += 1
        return _ItemLocation(section: oldSection, offset: expected - 1)
      }
      return probe(offset, from: old, to: new)
    }

    /// The old location of the new item at `offset` when it is not the one the cursor expects.
    ///
    /// O(1) expected.
    @inlinable
    mutating func probe(
      _ offset: Int, from old: Snapshot<SectionIdentifierType, ItemIdentifierType>,
      to new: Snapshot<SectionIdentifierType, ItemIdentifierType>
    ) -> _ItemLocation? {
      if !block.contains(offset) {
        if probes * 4 > block.count * _Tuning.oldLocationProbedQuartersForLookup {
          lookUpRest(from: offset, from: old, to: new)
          return restLocations[0]
        }
        block = offset..<min(offset + _Tuning.oldLocationBlockSize, newItems.count)
        probes = 0
      }
      probes += 1
      let found =
        Changeset._nearbyLocation(of: newItems[offset], in: oldItems, after: expected, oldSection)
        ?? old._location(of: newItems[offset], seed: seed)
      // Skip ahead only when this item starts a run that continues in the old order (as after
      // deleted items); an item moved here from further on must not drag the cursor.
      if let found,
        found.section == oldSection && found.offset >= expected
          && (found.offset == expected
            || (offset + 1 < newItems.count && found.offset + 1 < oldItems.count
              && newItems[offset + 1] == oldItems[found.offset + 1]))
      {
        expected = found.offset + 1
      }
      return found
    }

    /// Looks up the old locations of the new items from `offset` to the section's end together,
    /// for `location(ofNewOffset:from:to:)` to read from then on.
    ///
    /// O(*k*) expected for *k* items.
    @inlinable
    mutating func lookUpRest(
      from offset: Int, from old: Snapshot<SectionIdentifierType, ItemIdentifierType>,
      to new: Snapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
      restLookedUp = true
      block = offset..<newItems.count
      if old._looksUpBySweep(count: block.count, of: new) {
        old._locations(ofSection: newSection, block, of: new, into: &restLocations)
      } else {
        old._locations(of: newItems, block, into: &restLocations)
      }
    }
  }
}

extension Changeset {
  /// The location of `item` among the ``_Tuning/oldLocationNearbyItems`` old items after the
  /// cursor, if it is there: after a deleted item, the next survivor is found without probing the
  /// hash index.
  ///
  /// O(``_Tuning/oldLocationNearbyItems``).
  @inlinable
  internal static func _nearbyLocation(
    of item: ItemIdentifierType, in oldItems: [ItemIdentifierType], after expected: Int,
    _ oldSection: Int
  ) -> _ItemLocation? {
    var offset = expected + 1
    while offset < min(expected + 1 + _Tuning.oldLocationNearbyItems, oldItems.count) {
      if oldItems[offset] == item { return _ItemLocation(section: oldSection, offset: offset) }
      offset += 1
    }
    return nil
  }
}

extension Changeset._OldLocations: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
