/// Where every item of a snapshot is: a compact open-addressing hash table from item to location.
///
/// Each slot is 12 bytes: a 32-bit tag of the item's hash (0 marks an empty slot) and the item's
/// location. Items are not stored: the item of a slot is the one at its location in the
/// snapshot's sections, read only when the tag matches. A `Dictionary` from item to location
/// keeps keys and values in separate arrays, so an insertion costs two cache misses and, for
/// 16-byte items, twice the memory; here an insertion is one miss, and a million items take
/// 24 MB. A lookup that finds its item reads the slot and then the item it names: two dependent
/// reads, where the dictionary's key and value reads can overlap.
///
/// The tag also gives a slot's home (`tag & mask`), so that growing and deleting never hash an
/// item again. Linear probing; deletion shifts the following slots back (no tombstones).
///
/// Lookups by item (``location(of:tag:in:)``, ``insertItems(ofSections:from:to:in:byRegion:)``)
/// read the sections, which must hold every indexed item at its indexed location. Edits by tag and
/// location (``remove(tag:at:)``, ``relocate(tag:from:to:)``) never read them, so the snapshot
/// uses them while its sections and index disagree. They need no particular order:
/// the index is a set of (tag, location) pairs, and two slots with the same pair, as a shift may
/// leave for a moment, are interchangeable.
@usableFromInline
internal struct _ItemIndex: Sendable {
  @usableFromInline
  internal struct _Slot: Sendable {
    @usableFromInline var tag: UInt32
    @usableFromInline var section: UInt32
    @usableFromInline var offset: UInt32

    @inlinable
    init(tag: UInt32, section: UInt32, offset: UInt32) {
      self.tag = tag
      self.section = section
      self.offset = offset
    }
  }

  /// A power of two of slots (or none), at most three quarters full.
  @usableFromInline internal var _slots: [_Slot] = []
  /// The number of items.
  @usableFromInline internal var count = 0
  /// Tags read only to bring a region of the table into the cache before items go in (see
  /// `readInOrder(region:of:)`): stored, so that the reads are not optimized away.
  @usableFromInline internal var _regionReads: UInt32 = 0

  @inlinable
  init() {}

  /// The tag of an item: the high half of its hash, never 0.
  ///
  /// O(1), plus hashing the item.
  @inlinable
  static func tag(of item: some Hashable) -> UInt32 {
    tag(hash: _identifierHash(item))
  }

  /// The tag of an item whose hash value is `hash`.
  ///
  /// O(1).
  @inlinable
  static func tag(hash: Int) -> UInt32 {
    let tag = UInt32(truncatingIfNeeded: UInt64(UInt(bitPattern: hash)) >> 32)
    return tag == 0 ? 1 : tag
  }

  /// Where the probe for `item` (whose tag is `tag`) stops: the slot holding it and its location,
  /// or the empty slot where it would go and `nil`.
  ///
  /// `item` is read only when a slot's tag matches: the insertion by region reads its items in
  /// no particular order, and reading each one up front was a cache miss per item.
  ///
  /// O(1) expected.
  @inlinable @inline(__always)
  static func _probe<Item: Hashable>(
    for item: @autoclosure () -> Item, tag: UInt32, in slots: UnsafeBufferPointer<_Slot>,
    _ sections: [[Item]]
  ) -> (slot: Int, location: _ItemLocation?) {
    _linearProbe(from: Int(tag), mask: slots.count - 1) { index in
      let slot = slots[index]
      if slot.tag == 0 { return (index, nil) }
      guard slot.tag == tag && sections[Int(slot.section)][Int(slot.offset)] == item() else {
        return nil
      }
      return (index, _ItemLocation(section: Int(slot.section), offset: Int(slot.offset)))
    }
  }

  /// The locations of `items[range]`, in order, written to `locations` (replacing its contents);
  /// `sections` holds the snapshot's items.
  ///
  /// Looked up together: hashed a block at a time, then probed inside one access to the slots,
  /// so that the cache misses of many probes overlap (see `_HashBlocks`).
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
  /// again, and as both indexes place a tag at the same home (masked to each one's size), the
  /// probes of neighbouring slots read neighbouring slots here, where looking the items up in
  /// their own order reads a slot at random for each.
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

  /// The location of `item`, whose tag is `tag`, if indexed (for callers that need the tag again).
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

  /// Makes room for `capacity` items in all without growing again.
  ///
  /// O(*n*) for *n* items when it grows, else O(1).
  @inlinable
  mutating func reserveCapacity(_ capacity: Int) {
    var size = Swift.max(_slots.count, _Tuning.indexMinimumSlots)
    while capacity > size / 4 * _Tuning.indexMaximumLoadQuarters { size <<= 1 }
    if size != _slots.count { _resize(to: size) }
  }

  /// Moves every slot into a table of `size` slots.
  @inlinable
  mutating func _resize(to size: Int) {
    _precondition(size <= 1 << 32, "A snapshot can hold at most \(3 << 30) items")
    var larger = [_Slot](repeating: _Slot(tag: 0, section: 0, offset: 0), count: size)
    larger.withUnsafeMutableBufferPointer { larger in
      for slot in _slots where slot.tag != 0 {
        larger[
          _linearProbe(from: Int(slot.tag), mask: size - 1) { larger[$0].tag == 0 ? $0 : nil }] =
          slot
      }
    }
    _slots = larger
  }

  /// Indexes the items of `sections[range]` at their locations, from offset `start` in the first
  /// section to offset `end` in the last (its end when `nil`), stopping at the first one in that
  /// order that is indexed already or repeats an earlier one: then returns its location and the
  /// location it is indexed at, having indexed the items before it.
  ///
  /// The index's one way in. Many items go in region by region, its one bulk path (see
  /// ``insertItemsByRegion(ofSections:from:to:in:)``), unless `byRegion` is false: a caller that
  /// goes on after each item found passes false after the first, so that the items after it are
  /// not sorted again for every one found. Both paths index the same (`ItemIndexRegionTests`).
  ///
  /// `sections` must hold every indexed item at its location: the index finds an item by reading
  /// it there.
  ///
  /// O(*k*) expected for *k* items, amortized over the table's growth.
  @inlinable
  mutating func insertItems<Item: Hashable>(
    ofSections range: Range<Int>, from start: Int = 0, to end: Int? = nil,
    in sections: [[Item]], byRegion: Bool = true
  ) -> (location: _ItemLocation, first: _ItemLocation)? {
    var total = 0
    for section in range {
      total += Self.offsets(ofSection: section, range, from: start, to: end, in: sections).count
    }
    reserveCapacity(count + total)
    if byRegion && Self.goesByRegion(count: total, slotCount: _slots.count) {
      return insertItemsByRegion(ofSections: range, from: start, to: end, in: sections)
    }
    return insertItemsInOrder(ofSections: range, from: start, to: end, in: sections)
  }

  /// The offsets of section `section` that an insertion or lookup of `sections[range]` from
  /// offset `start` in the first section to offset `end` in the last (its end when `nil`) reads.
  ///
  /// O(1).
  @inlinable @inline(__always)
  static func offsets<Item>(
    ofSection section: Int, _ range: Range<Int>, from start: Int, to end: Int?,
    in sections: [[Item]]
  ) -> Range<Int> {
    let count = sections[section].count
    let upper = section == range.upperBound - 1 ? end ?? count : count
    return (section == range.lowerBound ? start : 0)..<upper
  }

  /// The insertion of ``insertItems(ofSections:from:to:in:byRegion:)`` in document order, into a
  /// table with room for every item.
  ///
  /// The items are indexed inside one access to the slots: indexed one call at a time, each item
  /// also paid a retain, a uniqueness check and a release, whose atomic instructions kept the
  /// slots' cache misses apart (twice the time building a snapshot of 1M items in order).
  /// Hashed a block at a time first, as lookups are (see `_HashBlocks`), they gained nothing.
  ///
  /// O(*k*) expected for *k* items.
  @inlinable
  mutating func insertItemsInOrder<Item: Hashable>(
    ofSections range: Range<Int>, from start: Int, to end: Int?, in sections: [[Item]]
  ) -> (location: _ItemLocation, first: _ItemLocation)? {
    var inserted = 0
    let found: (location: _ItemLocation, first: _ItemLocation)? =
      _slots.withUnsafeMutableBufferPointer { slots in
        let seed = _integerHashSeed
        for section in range {
          let items = sections[section]
          for offset in Self.offsets(ofSection: section, range, from: start, to: end, in: sections)
          {
            let item = items[offset]
            let tag = Self.tag(hash: _identifierHash(item, seed: seed))
            let (index, first) = Self._probe(
              for: item, tag: tag, in: UnsafeBufferPointer(slots), sections)
            if let first { return (_ItemLocation(section: section, offset: offset), first) }
            slots[index] = _Slot(tag: tag, section: UInt32(section), offset: UInt32(offset))
            inserted += 1
          }
        }
        return nil
      }
    count += inserted
    return found
  }

  /// The slot of the item with this tag at `location`.
  @inlinable
  static func _slot(
    tag: UInt32, at location: _ItemLocation, in slots: UnsafeMutableBufferPointer<_Slot>
  ) -> Int {
    let section = UInt32(location.section)
    let offset = UInt32(location.offset)
    return _linearProbe(from: Int(tag), mask: slots.count - 1) { index in
      let slot = slots[index]
      _precondition(slot.tag != 0, "Snapshot index: no item at \(location)")
      return slot.tag == tag && slot.offset == offset && slot.section == section ? index : nil
    }
  }

  /// Unindexes the item with this tag at `location`.
  ///
  /// O(1) expected.
  @inlinable
  mutating func remove(tag: UInt32, at location: _ItemLocation) {
    _slots.withUnsafeMutableBufferPointer { slots in
      let mask = slots.count - 1
      var hole = Self._slot(tag: tag, at: location, in: slots)
      // Shift back every following slot of the run that may live in the hole.
      var index = _nextSlot(after: hole, mask: mask)
      while slots[index].tag != 0 {
        let home = Int(slots[index].tag) & mask
        // The slot stays unless its home is cyclically outside (hole, index].
        if (index &- home) & mask >= (index &- hole) & mask {
          slots[hole] = slots[index]
          hole = index
        }
        index = _nextSlot(after: index, mask: mask)
      }
      slots[hole].tag = 0
    }
    count -= 1
  }

  /// Moves the item with this tag from `location` to `newLocation`.
  ///
  /// O(1) expected.
  @inlinable
  mutating func relocate(tag: UInt32, from location: _ItemLocation, to newLocation: _ItemLocation) {
    _slots.withUnsafeMutableBufferPointer { slots in
      let index = Self._slot(tag: tag, at: location, in: slots)
      slots[index].section = UInt32(newLocation.section)
      slots[index].offset = UInt32(newLocation.offset)
    }
  }

  /// Gives every item of section `section` at offset `start` or later the offset
  /// `newOffset(offset)`, reading every slot in order: no hashing, and no cache miss per item.
  ///
  /// For many items moving along their section (see ``_Tuning/indexRenumberSlotsPerItem``); the
  /// items removed from the section must be unindexed first.
  ///
  /// O(*c*) for *c* slots, plus `newOffset` for each item renumbered.
  @inlinable
  mutating func renumber(
    section: Int, from start: Int, _ newOffset: (_ offset: Int) -> Int
  ) {
    let section = UInt32(section)
    let start = UInt32(start)
    _slots.withUnsafeMutableBufferPointer { slots in
      for index in slots.indices
      where slots[index].tag != 0 && slots[index].section == section
        && slots[index].offset >= start
      {
        slots[index].offset = UInt32(newOffset(Int(slots[index].offset)))
      }
    }
  }

  /// Adds `distance` to the offset of every item of section `section` at offset `start` or
  /// later, reading every slot in order (``renumber(section:from:_:)`` for one distance).
  ///
  /// Without a branch per slot: empty slots are renumbered too, as their locations are never
  /// read.
  ///
  /// O(*c*) for *c* slots.
  @inlinable
  mutating func shift(section: Int, from start: Int, by distance: Int) {
    let section = UInt32(section)
    let start = UInt32(start)
    let distance = UInt32(truncatingIfNeeded: distance)
    _slots.withUnsafeMutableBufferPointer { slots in
      for index in slots.indices {
        let moves = slots[index].section == section && slots[index].offset >= start
        slots[index].offset &+= moves ? distance : 0
      }
    }
  }

  /// Moves every item to section `position[section]`, reading every slot in order.
  ///
  /// - Precondition: `position` has an entry for every section an item is in.
  /// - Complexity: O(*c*) for *c* slots.
  @inlinable
  mutating func renumberSections(_ position: [Int]) {
    _slots.withUnsafeMutableBufferPointer { slots in
      position.withUnsafeBufferPointer { position in
        for index in slots.indices where slots[index].tag != 0 {
          let section = Int(slots[index].section)
          _internalInvariant(section < position.count, "a slot of a missing section")
          slots[index].section = UInt32(truncatingIfNeeded: position[section])
        }
      }
    }
  }

  /// Whether renumbering `count` items pays by reading every slot (``renumber(section:from:_:)``)
  /// rather than relocating one item at a time.
  ///
  /// O(1).
  @inlinable
  func renumbersBySweep(count: Int) -> Bool {
    count * _Tuning.indexRenumberSlotsPerItem >= _slots.count
  }

  /// Stops the program unless every slot names an item of `sections` with its tag and the count
  /// is right (for `SNAPSHOTS_INTERNAL_CHECKS`; the snapshot checks that each item is found).
  ///
  /// O(*n* + *c*) expected for *n* items and *c* slots.
  @inlinable
  func checkInvariants<Item: Hashable>(_ sections: [[Item]]) {
    var occupied = 0
    for slot in _slots where slot.tag != 0 {
      occupied += 1
      precondition(Int(slot.section) < sections.count, "slot of a missing section")
      let items = sections[Int(slot.section)]
      precondition(Int(slot.offset) < items.count, "slot past the end of its section")
      precondition(Self.tag(of: items[Int(slot.offset)]) == slot.tag, "slot with a stale tag")
    }
    precondition(occupied == count, "slot count differs")
    precondition(
      _slots.isEmpty || count <= _slots.count / 4 * _Tuning.indexMaximumLoadQuarters,
      "index too full")
  }
}
