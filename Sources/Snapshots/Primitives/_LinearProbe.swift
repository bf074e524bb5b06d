// Linear probing, written once for the package's open-addressing tables: the item index (homes
// scaled to a table of any size) and the diff's identity table (homes masked to a power of two).

/// Visits the slots of a table of `slotCount` slots from `home` on, wrapping around, until
/// `visit` returns a result (a table with an empty slot always gives one), and returns it.
///
/// `visit` returns the result where the probe stops (the slot holding the key, or the empty slot
/// where it would go) and `nil` to go on: the caller's result leaves the loop as it is found, with
/// no second read of the slot.
///
/// - Complexity: O(1) expected in a table with room to spare, each step a call of `visit`.
@inlinable @inline(__always)
internal func _linearProbe<Result>(
  from home: Int, slotCount: Int, _ visit: (_ slot: Int) -> Result?
) -> Result {
  var slot = home
  while true {
    if let result = visit(slot) { return result }
    slot = _nextSlot(after: slot, slotCount: slotCount)
  }
}

/// The slot after `slot` in a table of `slotCount` slots, wrapping around.
///
/// O(1).
@inlinable @inline(__always)
internal func _nextSlot(after slot: Int, slotCount: Int) -> Int {
  slot &+ 1 == slotCount ? 0 : slot &+ 1
}
