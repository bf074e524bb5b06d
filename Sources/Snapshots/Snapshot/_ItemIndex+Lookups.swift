// The item index's lookups: one form per old-location finder of the changeset that reads the
// index (see `Changeset+OldLocations.swift`), and the single lookup behind `Snapshot`'s queries.

extension _ItemIndex {
  /// The locations of `items[range]`, in order, written to `locations` (replacing its contents);
  /// `sections` holds the snapshot's items.
  ///
  /// Looked up together: hashed a block at a time, then probed inside one access to the slots,
  /// so that the cache misses of many probes overlap (see `_HashBlocks`). The finder by hash
  /// (`Changeset._LookedUpLocations(hashing:...)`).
  ///
  /// O(*k*) expected for *k* items.
  @inlinable
  func locations<Item: Hashable>(
    of items: [Item], _ range: Range<Int>, in sections: [[Item]],
    into locations: inout [_ItemLocation?]
  ) {
    locations.removeAll(keepingCapacity: true)
    guard !_slots.isEmpty else {
      locations.append(contentsOf: repeatElement(nil, count: range.count))
      return
    }
    if Self.goesByRegion(count: range.count, slotCount: _slots.count) {
      return locationsByRegion(of: items, range, in: sections, into: &locations)
    }
    // Room for all at once: grown by doubling, the list is copied as it goes.
    locations.reserveCapacity(range.count)
    _slots.withUnsafeBufferPointer { slots in
      _HashBlocks.forEach(in: range, key: { items[$0] }) { _, item, hash in
        locations.append(
          Self._probe(for: item, tag: Self.tag(hash: hash), in: slots, sections).location)
        return true
      }
    }
  }

  /// The locations of the items at `base` + each of `offsets` of `items`, whose hashes are
  /// `hashes`, in order, written to `locations` (replacing its contents); `sections` holds the
  /// snapshot's items.
  ///
  /// The hashes are known, so the probes' reads are independent and their cache misses overlap.
  /// The walk in step, for the items it passed over (`Changeset._WalkedLocations`).
  ///
  /// O(*k*) expected for *k* items.
  @inlinable
  func locations<Item: Hashable>(
    of items: [Item], at offsets: [Int], from base: Int, hashes: [Int], in sections: [[Item]],
    into locations: inout [_ItemLocation?]
  ) {
    locations.removeAll(keepingCapacity: true)
    guard !_slots.isEmpty else {
      locations.append(contentsOf: repeatElement(nil, count: offsets.count))
      return
    }
    locations.reserveCapacity(offsets.count)
    _slots.withUnsafeBufferPointer { slots in
      for (offset, hash) in zip(offsets, hashes) {
        locations.append(
          Self._probe(for: items[base + offset], tag: Self.tag(hash: hash), in: slots, sections)
            .location)
      }
    }
  }

  /// The locations in this index of the items at `offsets` of section `section` of another
  /// snapshot, found through that snapshot's index `other`, written to `locations` in offset
  /// order (replacing its contents); `sections` holds this snapshot's items and `otherSections`
  /// the other's.
  ///
  /// `other`'s slots are read in order, each looked up by the tag it stores: nothing is hashed
  /// again, and as both indexes place tags in the same order (scaled to each one's size), the
  /// probes of neighbouring slots read neighbouring slots here, where looking the items up in
  /// their own order reads a slot at random for each. The finder by sweep
  /// (`Changeset._LookedUpLocations(sweeping:...)`).
  ///
  /// O(*c* + *k*) expected for *c* slots of `other` and *k* items.
  @inlinable
  func locations<Item: Hashable>(
    ofSection section: Int, _ offsets: Range<Int>, indexedBy other: _ItemIndex,
    in sections: [[Item]], _ otherSections: [[Item]], into locations: inout [_ItemLocation?]
  ) {
    let items = otherSections[section]
    locations.removeAll(keepingCapacity: true)
    locations.append(contentsOf: repeatElement(nil, count: offsets.count))
    guard !_slots.isEmpty && !offsets.isEmpty else { return }
    let section = UInt32(section)
    let (start, count) = (UInt32(offsets.lowerBound), UInt32(offsets.count))
    _slots.withUnsafeBufferPointer { slots in
      other._slots.withUnsafeBufferPointer { otherSlots in
        locations.withUnsafeMutableBufferPointer { locations in
          // One comparison tells an offset in range: below `start` it wraps past `count`.
          for slot in otherSlots
          where slot.tag != 0 && slot.section == section && slot.offset &- start < count {
            locations[Int(slot.offset &- start)] =
              Self._probe(for: items[Int(slot.offset)], tag: slot.tag, in: slots, sections)
              .location
          }
        }
      }
    }
  }

  /// The location of `item`, whose tag is `tag`, if indexed (for callers that need the tag again):
  /// the snapshot's queries, and the cursor's probes (`Changeset._CursorLocations`).
  ///
  /// O(1) expected.
  @inlinable
  func location<Item: Hashable>(
    of item: Item, tag: UInt32, in sections: [[Item]]
  ) -> _ItemLocation? {
    guard !_slots.isEmpty else { return nil }
    return _slots.withUnsafeBufferPointer {
      Self._probe(for: item, tag: tag, in: $0, sections).location
    }
  }
}
