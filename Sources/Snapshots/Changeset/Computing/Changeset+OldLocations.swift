// Part of step 2 of `Changeset.init` (see `Changeset+Plan.swift`): where each new item of a
// surviving section was in the old snapshot, by a cursor and probes (see
// `Changeset+WalkedLocations.swift` for large snapshots).

/// Finds the old locations of the new items of one surviving section, visited in order.
@usableFromInline
internal protocol _OldLocationFinding {
  /// The old location of the new item at `offset`, or `nil` when it is new to the snapshot.
  ///
  /// Every offset of the section's range is visited, in increasing order.
  ///
  /// - Complexity: O(1) expected, amortized over the section.
  mutating func location(ofNewOffset offset: Int) -> _ItemLocation?
}

extension Changeset {
  /// Finds the old locations of the new items of one surviving section, visited in order.
  ///
  /// Survivors mostly keep their order, so the old item after the last one found is tried
  /// first, then the ``_Tuning/oldLocationNearbyItems`` after it (the next survivor after
  /// deleted items), and only then the old snapshot's index. When many items of a block needed the index (items shuffled or moved
  /// in from far away), the next block's items are looked up in the index all together, so that
  /// their cache misses overlap. Only then: looking up every item of a block cost the mixed
  /// workload more than it saved when a quarter of them needed the index.
  @usableFromInline
  internal struct _OldLocations: _OldLocationFinding {
    @usableFromInline let old: Snapshot<SectionIdentifierType, ItemIdentifierType>
    @usableFromInline let oldSection: Int
    @usableFromInline let oldItems: [ItemIdentifierType]
    @usableFromInline let newItems: [ItemIdentifierType]
    /// The old offset tried first: the one after the last item found in order.
    @usableFromInline var expected = 0
    /// The new offsets of the current block (blocks start at probes), and their old locations
    /// when looked up together.
    @usableFromInline var block: Range<Int> = 0..<0
    @usableFromInline var blockLocations: [_ItemLocation?] = []
    @usableFromInline var blockLookedUp = false
    /// Whether the block, looked up together, is the rest of the section.
    @usableFromInline var restLookedUp = false
    /// The items of the current block that needed the index.
    @usableFromInline var probes = 0
    /// `_integerHashSeed`, read once (see `probe(_:)`).
    @usableFromInline let seed = _integerHashSeed

    /// New offsets per block (``_Tuning/oldLocationBlockSize``).
    @inlinable
    static var blockSize: Int { _Tuning.oldLocationBlockSize }

    @inlinable
    init(
      old: Snapshot<SectionIdentifierType, ItemIdentifierType>, oldSection: Int,
      newItems: [ItemIdentifierType]
    ) {
      self.old = old
      self.oldSection = oldSection
      self.oldItems = old._items(inSectionAt: oldSection)
      self.newItems = newItems
    }

    /// The old location of the new item at `offset`, or `nil` when it is new to the snapshot.
    ///
    /// Offsets must be visited in increasing order.
    ///
    /// O(1) expected.
    @inlinable @inline(__always)
    mutating func location(ofNewOffset offset: Int) -> _ItemLocation? {
      // A shuffled section, looked up at once: the cursor would only miss.
      if restLookedUp { return blockLocations[offset - block.lowerBound] }
      if expected < oldItems.count && oldItems[expected] == newItems[offset] {
        expected += 1
        return _ItemLocation(section: oldSection, offset: expected - 1)
      }
      return probe(offset)
    }

    /// The old location of the new item at `offset` when it is not the one the cursor expects.
    ///
    /// O(1) expected.
    @inlinable
    mutating func probe(_ offset: Int) -> _ItemLocation? {
      if !block.contains(offset) { startBlock(at: offset) }
      probes += 1
      let found =
        blockLookedUp
        ? blockLocations[offset - block.lowerBound]
        : Changeset._nearbyLocation(of: newItems[offset], in: oldItems, after: expected, oldSection)
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

    /// Starts the block at `offset` (a probe that falls outside the current block), looking its
    /// items up together when more than half of the previous block's items needed the index.
    ///
    /// When the previous block was looked up so too, the block is the rest of the section.
    @inlinable
    mutating func startBlock(at offset: Int) {
      let previousLookedUp = blockLookedUp
      blockLookedUp =
        probes * 4 > block.count * _Tuning.oldLocationProbedQuartersForLookup && block.count > 0
      restLookedUp = blockLookedUp && previousLookedUp
      let end = restLookedUp ? newItems.count : offset + Self.blockSize
      block = offset..<min(end, newItems.count)
      probes = 0
      if blockLookedUp { old._locations(of: newItems, block, into: &blockLocations) }
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
