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

  /// The slot whose old offset has the key (as `isKey` tells), or the empty slot where it would
  /// go; `isKey` is called only for old offsets whose tag matches `hash`'s.
  @inlinable @inline(__always)
  internal static func _slot(
    hash: Int, in slots: UnsafeMutableBufferPointer<UInt64>, isKey: (_ oldOffset: Int) -> Bool
  ) -> Int {
    let tag = _tag(hash)
    return _linearProbe(from: hash & (slots.count - 1), slotCount: slots.count) { slot in
      let value = slots[slot]
      if value == 0 { return slot }
      return value & tagMask == tag && isKey(Int(value & offsetMask) - 1) ? slot : nil
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
    var capacity = _Tuning.identityTableMinimumSlots
    while capacity < _Tuning.identityTableSlotsPerEntry * unpaired.old.count { capacity <<= 1 }
    var slots = [UInt64](repeating: 0, count: capacity)
    var laterOccurrence: [UInt32] = []
    // Insert from the last offset down, so each slot ends on the first occurrence.
    slots.withUnsafeMutableBufferPointer { slots in
      unpaired.old.forEach(descending: true, of: elements, identifier) {
        offset, hash in
        Self._insert(offset, hash: hash, slots, &laterOccurrence, elements.count) {
          identifier(elements[$0]) == identifier(elements[offset])
        }
      }
    }
    self.slots = slots
    self.laterOccurrence = laterOccurrence
  }

  /// Inserts an old offset whose identifier has `hash`, below the offsets inserted before;
  /// `isKey` tells whether an old offset has the same identifier.
  ///
  /// O(1) expected.
  @inlinable @inline(__always)
  internal static func _insert(
    _ offset: Int, hash: Int, _ slots: UnsafeMutableBufferPointer<UInt64>,
    _ laterOccurrence: inout [UInt32], _ oldCount: Int, isKey: (_ oldOffset: Int) -> Bool
  ) {
    let slot = Self._slot(hash: hash, in: slots, isKey: isKey)
    let existing = slots[slot]
    if existing != 0 {
      // A later occurrence of the same identifier: chain it behind this one.
      if laterOccurrence.isEmpty { laterOccurrence = [UInt32](repeating: .max, count: oldCount) }
      laterOccurrence[offset] = UInt32((existing & Self.offsetMask) - 1)
    }
    slots[slot] = Self._tag(hash) | UInt64(offset + 1)
  }

  /// Pairs each new element the walk in step left unpaired, in order, with the first unpaired
  /// old element of the same identifier, writing its old offset (or leaving -1) in `newToOld`.
  ///
  /// - Complexity: O(*k*) expected for *k* unpaired new elements.
  @inlinable @inline(__always)
  internal mutating func pair(
    _ newElements: UnsafeBufferPointer<Element>, _ unpaired: _Unpaired,
    with oldElements: UnsafeBufferPointer<Element>, _ identifier: (Element) -> ID,
    into newToOld: UnsafeMutableBufferPointer<Int>
  ) {
    let laterOccurrence = self.laterOccurrence
    slots.withUnsafeMutableBufferPointer { slots in
      unpaired.new.forEach(descending: false, of: newElements, identifier) { newOffset, hash in
        Self._take(newOffset, hash: hash, slots, laterOccurrence, newToOld) {
          identifier(oldElements[$0]) == identifier(newElements[newOffset])
        }
      }
    }
  }

  /// Pairs the new element at `newOffset`, whose identifier has `hash`, with the first unpaired
  /// old element that has it (as `isKey` tells), if any.
  ///
  /// O(1) expected.
  @inlinable @inline(__always)
  internal static func _take(
    _ newOffset: Int, hash: Int, _ slots: UnsafeMutableBufferPointer<UInt64>,
    _ laterOccurrence: [UInt32], _ newToOld: UnsafeMutableBufferPointer<Int>,
    isKey: (_ oldOffset: Int) -> Bool
  ) {
    let slot = Self._slot(hash: hash, in: slots, isKey: isKey)
    let value = slots[slot]
    guard value != 0 && value & Self.pairedBit == 0 else { return }
    let offset = Int(value & Self.offsetMask) - 1
    newToOld[newOffset] = offset
    let next = laterOccurrence.isEmpty ? UInt32.max : laterOccurrence[offset]
    // The slot keeps an offset of this identifier either way, for later comparisons.
    slots[slot] = next == .max ? value | Self.pairedBit : (value & Self.tagMask) | UInt64(next + 1)
  }
}
