/// Where every item of a snapshot is: a compact open-addressing hash table from item to location.
///
/// Each slot is 12 bytes: a 32-bit tag of the item's hash (0 marks an empty slot) and the item's
/// location. Items are not stored: the item of a slot is the one at its location in the
/// snapshot's sections, read only when the tag matches. A `Dictionary` from item to location
/// keeps keys and values in separate arrays, so an insertion costs two cache misses and, for
/// 16-byte items, twice the memory; here an insertion is one miss. A lookup that finds its item
/// reads the slot and then the item it names: two dependent reads, where the dictionary's key and
/// value reads can overlap.
///
/// The table has a power of two of slots, or, where it ``sizesToItems`` (the snapshots of JSON
/// documents, built once and diffed, where memory matters more than the length of a probe), four
/// for every three items it was built with; it doubles as it grows (amortized O(1) per item).
/// The tag also gives a slot's home, the tag scaled to the table (``home(ofTag:slotCount:)``), so
/// that growing and deleting never hash an item again, and so that tags keep their order in
/// tables of every size: a sweep through another snapshot's index reads this one in step. Linear
/// probing, wrapping around at the end; deletion shifts the following slots back (no tombstones).
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

  /// A power of two of slots, or four for every three items where it ``sizesToItems`` (or none),
  /// at most three quarters full.
  @usableFromInline internal var _slots: [_Slot] = []
  /// The number of items.
  @usableFromInline internal var count = 0
  /// Whether a table that grows to hold many items at once gets just the slots they need at the
  /// most load (the least memory), rather than the next power of two (the shortest probes).
  @usableFromInline internal var sizesToItems = false
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
    _probe(fromTag: tag, slotCount: slots.count) { index in
      let slot = slots[index]
      if slot.tag == 0 { return (index, nil) }
      guard slot.tag == tag && sections[Int(slot.section)][Int(slot.offset)] == item() else {
        return nil
      }
      return (index, _ItemLocation(section: Int(slot.section), offset: Int(slot.offset)))
    }
  }

  /// Whether a table of `slotCount` slots has room for `count` items.
  ///
  /// O(1).
  @inlinable
  static func holds(_ count: Int, slotCount: Int) -> Bool {
    count * 4 <= slotCount * _Tuning.indexMaximumLoadQuarters
  }

  /// The most slots a table has: a home is the tag scaled to the table in 64 bits.
  ///
  /// O(1).
  @inlinable
  static var maximumSlots: Int { 1 << 32 }

  /// Makes room for `capacity` items in all without growing again.
  ///
  /// A table that grows gets at least twice its slots, so that one growing an item at a time
  /// moves each item O(1) times, amortized; for `capacity` items at once, the next power of two
  /// that holds them at the most load, or, where it ``sizesToItems``, just the slots they need.
  ///
  /// O(*n*) for *n* items when it grows, else O(1).
  @inlinable
  mutating func reserveCapacity(_ capacity: Int) {
    guard _slots.isEmpty || !Self.holds(capacity, slotCount: _slots.count) else { return }
    _precondition(
      Self.holds(capacity, slotCount: Self.maximumSlots),
      "A snapshot can hold at most \(Self.maximumSlots / 4 * _Tuning.indexMaximumLoadQuarters) items"
    )
    let quarters = _Tuning.indexMaximumLoadQuarters
    let needed = Swift.max((capacity * 4 + quarters - 1) / quarters, _Tuning.indexMinimumSlots)
    let size = sizesToItems ? needed : 1 << (Int.bitWidth - (needed - 1).leadingZeroBitCount)
    let doubled = _slots.isEmpty ? 0 : _slots.count * 2
    // Only the doubling is capped: what the items need is within the most slots (checked above).
    _resize(to: Swift.max(size, Swift.min(doubled, Self.maximumSlots)))
  }

  /// Moves every slot into a table of `size` slots.
  @inlinable
  mutating func _resize(to size: Int) {
    _internalInvariant(size <= Self.maximumSlots, "a table past the most slots")
    var larger = [_Slot](repeating: _Slot(tag: 0, section: 0, offset: 0), count: size)
    larger.withUnsafeMutableBufferPointer { larger in
      for slot in _slots where slot.tag != 0 {
        larger[Self._probe(fromTag: slot.tag, slotCount: size) { larger[$0].tag == 0 ? $0 : nil }] =
          slot
      }
    }
    _slots = larger
  }

  /// The slot where the probe for an item tagged `tag` starts in a table of `slotCount` slots:
  /// the tag scaled to the table, so that larger tags have later homes in a table of any size.
  ///
  /// O(1).
  @inlinable @inline(__always)
  static func home(ofTag tag: UInt32, slotCount: Int) -> Int {
    _internalInvariant(slotCount <= maximumSlots, "a home past the table")
    return Int(truncatingIfNeeded: (UInt64(tag) &* UInt64(truncatingIfNeeded: slotCount)) >> 32)
  }

  /// How many slots after `home` `slot` is, cyclically, in a table of `slotCount` slots.
  ///
  /// O(1).
  @inlinable @inline(__always)
  static func distance(from home: Int, to slot: Int, slotCount: Int) -> Int {
    slot >= home ? slot &- home : slot &+ slotCount &- home
  }

  /// Visits the slots from the home of `tag` on, wrapping around, until `visit` returns a result
  /// (a table with an empty slot always gives one), and returns it.
  ///
  /// - Complexity: O(1) expected in a table with room to spare, each step a call of `visit`.
  @inlinable @inline(__always)
  static func _probe<Result>(
    fromTag tag: UInt32, slotCount: Int, _ visit: (_ slot: Int) -> Result?
  ) -> Result {
    _linearProbe(from: home(ofTag: tag, slotCount: slotCount), slotCount: slotCount, visit)
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
    precondition(_slots.isEmpty || Self.holds(count, slotCount: _slots.count), "index too full")
  }
}
