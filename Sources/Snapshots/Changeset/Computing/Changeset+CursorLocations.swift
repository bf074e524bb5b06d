// A finder (see `Changeset+OldLocations.swift`): a small snapshot's section, followed in the old
// order item by item.

extension Changeset {
  /// Finds the old locations of the new items of one surviving section by following the old
  /// order.
  ///
  /// Survivors mostly keep their order, so the old item after the last one found is tried
  /// first, then the ``_Tuning/oldLocationNearbyItems`` after it (the next survivor after
  /// deleted items), and only then the old snapshot's index. Once more than half the items of a
  /// block of ``_Tuning/oldLocationBlockSize`` needed the index (items shuffled, or moved in from
  /// far away), the cursor hands the rest of the section back, for the plan to have it looked up
  /// together. Only then: looking every item up cost the mixed workload more than it saved when a
  /// quarter of them needed the index.
  @usableFromInline
  internal struct _CursorLocations: _OldLocationFinding {
    @usableFromInline let oldSection: Int
    @usableFromInline let oldItems: [ItemIdentifierType]
    @usableFromInline let newItems: [ItemIdentifierType]
    /// The old offset tried first: the one after the last item found in order.
    @usableFromInline var expected = 0
    /// The new offsets of the current block (blocks start at probes).
    @usableFromInline var block: Range<Int> = 0..<0
    /// The items of the current block that needed the index.
    @usableFromInline var probes = 0
    @usableFromInline var handedBack = _noHandOff
    @usableFromInline static var handsBack: Bool { true }
    /// `_integerHashSeed`, read once (see `probe(_:from:to:)`).
    @usableFromInline let seed = _integerHashSeed

    @inlinable @inline(__always)
    init(
      old: Snapshot<SectionIdentifierType, ItemIdentifierType>, oldSection: Int,
      new: Snapshot<SectionIdentifierType, ItemIdentifierType>, newSection: Int
    ) {
      self.oldSection = oldSection
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
      if expected < oldItems.count && oldItems[expected] == newItems[offset] {
        expected += 1
        return _ItemLocation(section: oldSection, offset: expected - 1)
      }
      return probe(offset, from: old, to: new)
    }

    /// The old location of the new item at `offset` when it is not the one the cursor expects,
    /// or `nil` having handed the rest of the section back.
    ///
    /// O(1) expected.
    @inlinable
    mutating func probe(
      _ offset: Int, from old: Snapshot<SectionIdentifierType, ItemIdentifierType>,
      to new: Snapshot<SectionIdentifierType, ItemIdentifierType>
    ) -> _ItemLocation? {
      if !block.contains(offset) {
        if probes * 4 > block.count * _Tuning.oldLocationProbedQuartersForLookup {
          handedBack = offset..<newItems.count
          return nil
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

extension Changeset._CursorLocations: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
