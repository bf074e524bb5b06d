/// Visiting keys in blocks: each block's keys are hashed first, and only then visited, so that the
/// cache misses of their table slots overlap.
///
/// Visited one at a time, each key pays an opaque call into the standard library's hasher before
/// its slot is read, and the processor cannot look far enough ahead to start the next slot's read:
/// a million-item table spent most of its time waiting for one miss after another. With a block's
/// hashes computed first, the visiting loop is short and its reads independent, so several misses
/// are in flight at once. `ListDifference` of 1M items (`snapbench time ld`, before and after): mixed
/// 178 -> 102 ms, shuffle 296 -> 191 ms. (A further pass reading each block's home slots ahead
/// changed nothing measurable: 102 vs 106 ms, 191 vs 187 ms.)
@usableFromInline
internal enum _HashBlocks {
  /// Keys per block: enough for many reads in flight, few enough that a block's hashes stay in
  /// the first-level cache.
  @inlinable
  internal static var blockSize: Int { 256 }

  /// Calls `body` with each position of `positions` and the hash of its key, in order, until
  /// `body` returns false.
  ///
  /// - Parameters:
  ///   - positions: The positions of the keys, in the order to visit them.
  ///   - hash: The hash of the key at a position.
  ///   - body: Called with each position and its key's hash; returns whether to go on.
  /// - Complexity: O(*k*) for *k* positions, plus the calls of `hash` and `body`.
  @inlinable
  internal static func forEach<Positions: Collection<Int>>(
    in positions: Positions, hashing hash: (Int) -> Int,
    _ body: (_ position: Int, _ hash: Int) -> Bool
  ) {
    withUnsafeTemporaryAllocation(of: (position: Int, hash: Int).self, capacity: blockSize) {
      block in
      var next = positions.startIndex
      while next != positions.endIndex {
        var count = 0
        while count < blockSize && next != positions.endIndex {
          let position = positions[next]
          block[count] = (position, hash(position))
          count += 1
          positions.formIndex(after: &next)
        }
        for index in 0..<count where !body(block[index].position, block[index].hash) { return }
      }
    }
  }
}
