/// A compact open-addressing hash table from identifier to its first unpaired old offset, built
/// for the default pairing.
///
/// Each slot is one `UInt64`: the low 32 bits hold an old offset + 1 (0 = empty slot), bits 32–62
/// a tag of the identifier's hash, bit 63 "every occurrence is paired". Keys are not stored: a
/// slot's identifier is that of `elements[offset]`, which is only read when the tag matches. With
/// lists whose survivors mostly keep their order, that read is nearly sequential, so a lookup
/// costs about one cache miss, where `Dictionary` (separate key and value arrays) costs two.
/// Duplicates chain their further occurrences in `laterOccurrence`, allocated on the first one.
@usableFromInline
internal struct _IdentityTable<Element, ID: Hashable> {
  @usableFromInline internal var slots: [UInt64]
  @usableFromInline internal let mask: Int
  /// For each old offset, the offset of the next occurrence of the same identifier, or `.max`.
  @usableFromInline internal var laterOccurrence: [UInt32] = []

  @usableFromInline internal static var offsetMask: UInt64 { 0xFFFF_FFFF }
  @usableFromInline internal static var pairedBit: UInt64 { 1 << 63 }
  @usableFromInline internal static var tagMask: UInt64 { 0x7FFF_FFFF_0000_0000 }

  /// The tag of a hash, as stored in bits 32–62 of a slot.
  @inlinable
  internal static func _tag(_ hash: Int) -> UInt64 {
    UInt64(truncatingIfNeeded: hash >> 32) << 32 & tagMask
  }

  /// The slot holding `key` (whose hash is `hash`), or the empty slot where it would go.
  @inlinable @inline(__always)
  internal static func _slot(
    of key: ID, hash: Int, in slots: UnsafeMutableBufferPointer<UInt64>, mask: Int,
    _ elements: UnsafeBufferPointer<Element>, _ identifier: (Element) -> ID
  ) -> Int {
    let tag = _tag(hash)
    var slot = hash & mask
    while true {
      let value = slots[slot]
      if value == 0 { return slot }
      if value & tagMask == tag && identifier(elements[Int(value & offsetMask) - 1]) == key {
        return slot
      }
      slot = (slot &+ 1) & mask
    }
  }

  /// The largest number of identifiers a table can hold.
  @usableFromInline internal static var maximumCount: Int { Int(UInt32.max) - 1 }

  /// A table of the identifiers of the old elements the walk in step left unpaired, each mapped
  /// to its first unpaired offset.
  ///
  /// - Complexity: O(*k*) expected for *k* unpaired elements.
  @inlinable @inline(__always)
  internal init(
    _ elements: UnsafeBufferPointer<Element>, _ unpaired: _Unpaired, _ identifier: (Element) -> ID
  ) {
    _precondition(
      elements.count <= Self.maximumCount, "lists longer than \(Self.maximumCount) elements")
    var capacity = 16
    while capacity < unpaired.oldCount + unpaired.oldCount / 2 { capacity <<= 1 }
    var slots = [UInt64](repeating: 0, count: capacity)
    let mask = capacity - 1
    var laterOccurrence: [UInt32] = []
    // Insert from the last offset down, so each slot ends on the first occurrence.
    slots.withUnsafeMutableBufferPointer { slots in
      Self._insert(unpaired.oldTail.reversed(), elements, identifier, slots, &laterOccurrence)
      Self._insert(unpaired.old.reversed(), elements, identifier, slots, &laterOccurrence)
    }
    self.slots = slots
    self.mask = mask
    self.laterOccurrence = laterOccurrence
  }

  /// Inserts the identifiers of `elements` at `offsets`, visited in descending order.
  ///
  /// - Complexity: O(*k*) expected for *k* offsets.
  @inlinable @inline(__always)
  internal static func _insert<Offsets: Collection<Int>>(
    _ offsets: Offsets, _ elements: UnsafeBufferPointer<Element>, _ identifier: (Element) -> ID,
    _ slots: UnsafeMutableBufferPointer<UInt64>, _ laterOccurrence: inout [UInt32]
  ) {
    let mask = slots.count - 1
    _HashBlocks.forEach(
      in: offsets, key: { identifier(elements[$0]) },
      inBlocks: _HashBlocks.pay(slotCount: slots.count, slotSize: 8)
    ) { offset, key, hash in
      let slot = Self._slot(of: key, hash: hash, in: slots, mask: mask, elements, identifier)
      let existing = slots[slot]
      if existing != 0 {
        // A later occurrence of the same identifier: chain it behind this one.
        if laterOccurrence.isEmpty {
          laterOccurrence = [UInt32](repeating: .max, count: elements.count)
        }
        laterOccurrence[offset] = UInt32((existing & Self.offsetMask) - 1)
      }
      slots[slot] = Self._tag(hash) | UInt64(offset + 1)
      return true
    }
  }

  /// Pairs each new element at `offsets` (ascending) with the first unpaired old element of the
  /// same identifier, writing its old offset (or leaving -1) in `newToOld`.
  ///
  /// - Complexity: O(*k*) expected for *k* offsets.
  @inlinable @inline(__always)
  internal mutating func pair<Offsets: Collection<Int>>(
    _ newElements: UnsafeBufferPointer<Element>, _ offsets: Offsets,
    with oldElements: UnsafeBufferPointer<Element>, _ identifier: (Element) -> ID,
    into newToOld: UnsafeMutableBufferPointer<Int>
  ) {
    let mask = self.mask
    let laterOccurrence = self.laterOccurrence
    slots.withUnsafeMutableBufferPointer { slots in
      _HashBlocks.forEach(
        in: offsets, key: { identifier(newElements[$0]) },
        inBlocks: _HashBlocks.pay(slotCount: mask + 1, slotSize: 8)
      ) { newOffset, key, hash in
        let slot = Self._slot(of: key, hash: hash, in: slots, mask: mask, oldElements, identifier)
        let value = slots[slot]
        guard value != 0 && value & Self.pairedBit == 0 else { return true }
        let offset = Int(value & Self.offsetMask) - 1
        newToOld[newOffset] = offset
        let next = laterOccurrence.isEmpty ? UInt32.max : laterOccurrence[offset]
        // The slot keeps an offset of this identifier either way, for later comparisons.
        slots[slot] =
          next == .max ? value | Self.pairedBit : (value & Self.tagMask) | UInt64(next + 1)
        return true
      }
    }
  }
}
