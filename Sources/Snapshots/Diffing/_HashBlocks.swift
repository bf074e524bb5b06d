/// Visiting keys in blocks: each block's keys are hashed first, and only then visited, so that the
/// cache misses of their table slots overlap.
///
/// Visited one at a time, each key pays an opaque call into the standard library's hasher before
/// its slot is read, and the processor cannot look far enough ahead to start the next slot's read:
/// a million-item table spent most of its time waiting for one miss after another. With a block's
/// hashes computed first, the visiting loop is short and its reads independent, so several misses
/// are in flight at once. `ListDifference` of 1M items (`snapbench time ld`, before and after): mixed
/// 178 -> 102 ms, shuffle 296 -> 191 ms. (A further pass reading each block's home slots ahead
/// changed nothing measurable: 102 vs 106 ms, 191 vs 187 ms.) A snapshot's item index visits its
/// items through `forEach`; the diff's identity table now visits the offsets a walk in step left
/// unpaired the same way, in blocks of `blockSize` (`_UnpairedSide.forEach`).
@usableFromInline
internal enum _HashBlocks {
  /// Keys per block (``_Tuning/hashBlockSize``).
  @inlinable
  internal static var blockSize: Int { _Tuning.hashBlockSize }

  /// Whether a table of `slotCount` slots of `slotSize` bytes is large enough for blocks to pay
  /// off (``_Tuning/hashBlocksMinimumTableBytes``).
  @inlinable
  internal static func pay(slotCount: Int, slotSize: Int) -> Bool {
    slotCount * slotSize >= _Tuning.hashBlocksMinimumTableBytes
  }

  /// Calls `body` with each position of `positions`, its key and the key's hash, in order, until
  /// `body` returns false; in blocks only when `inBlocks`.
  ///
  /// Blocks pay off when the table is larger than the caches. Each key is made once: made again
  /// for the visit (a retain and a release of each `String` key) and visited one at a time,
  /// `ListDifference` of 1,000 UUID strings was 17% slower (`snapbench time ld-uuid mixed 1000`).
  ///
  /// - Parameters:
  ///   - positions: The positions of the keys, in the order to visit them.
  ///   - key: The key at a position.
  ///   - inBlocks: Whether to hash a block of keys before visiting them.
  ///   - body: Called with each position, its key and the key's hash; returns whether to go on.
  /// - Complexity: O(*k*) for *k* positions, plus the calls of `key` and `body`.
  @inlinable @inline(__always)
  internal static func forEach<Positions: Collection<Int>, Key: Hashable>(
    in positions: Positions, key: (Int) -> Key, inBlocks: Bool,
    _ body: (_ position: Int, _ key: Key, _ hash: Int) -> Bool
  ) {
    let seed = _integerHashSeed
    guard inBlocks else {
      for position in positions {
        let key = key(position)
        if !body(position, key, _identifierHash(key, seed: seed)) { return }
      }
      return
    }
    // Keys apart from the trivial positions and hashes: a buffer of tuples holding a key was
    // destroyed through the runtime's generic tuple witness.
    withUnsafeTemporaryAllocation(of: (position: Int, hash: Int).self, capacity: blockSize) {
      block in
      withUnsafeTemporaryAllocation(of: Key.self, capacity: blockSize) { keys in
        var next = positions.startIndex
        var goOn = true
        while goOn && next != positions.endIndex {
          var count = 0
          while count < blockSize && next != positions.endIndex {
            let position = positions[next]
            let key = key(position)
            block[count] = (position, _identifierHash(key, seed: seed))
            keys.initializeElement(at: count, to: key)
            count += 1
            positions.formIndex(after: &next)
          }
          for index in 0..<count where goOn {
            goOn = body(block[index].position, keys[index], block[index].hash)
          }
          keys.baseAddress!.deinitialize(count: count)
        }
      }
    }
  }
}
