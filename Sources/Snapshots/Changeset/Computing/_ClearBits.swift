// Part of step 3 of `Changeset.init` (see `Changeset+Plan.swift`): the deletions are the clear
// bits of the survivors, a bit per flattened old index.

extension Array where Element == UInt64 {
  /// Calls `body` with each index in `range` whose bit is clear, in increasing order (bit *i* is
  /// bit *i* % 64 of word *i* / 64).
  ///
  /// A word at a time: its bits outside the range cleared, then its clear bits visited lowest
  /// first.
  ///
  /// O(*r* / 64 + *c*) for a range of *r* bits, *c* of them clear.
  @inlinable
  internal func _forEachClearBit(in range: Range<Int>, _ body: (Int) -> Void) {
    var base = range.lowerBound & ~63
    while base < range.upperBound {
      var clear = ~self[base >> 6]
      if base < range.lowerBound { clear &= UInt64.max << UInt64(range.lowerBound - base) }
      if range.upperBound - base < 64 {
        clear &= UInt64.max >> UInt64(64 - (range.upperBound - base))
      }
      while clear != 0 {
        body(base + clear.trailingZeroBitCount)
        clear &= clear - 1
      }
      base += 64
    }
  }
}
