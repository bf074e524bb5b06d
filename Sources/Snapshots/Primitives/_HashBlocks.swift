/// Visiting keys in blocks: each block's keys are hashed first, and only then visited, so that the
/// cache misses of their table slots overlap.
///
/// Visited one at a time, each key pays an opaque call into the standard library's hasher before
/// its slot is read, and the processor cannot look far enough ahead to start the next slot's read.
/// With a block's hashes computed first, the visiting loop is short and its reads independent, so
/// several misses are in flight at once, which pays most in tables of megabytes. The item
/// index's lookups visit their items through `forEach`; the diff's
/// identity table visits the offsets a walk in step left unpaired the same way
/// (`_UnpairedSide.forEach`).
@usableFromInline
internal enum _HashBlocks {
  /// Keys per block (``_Tuning/hashBlockSize``).
  @inlinable
  internal static var blockSize: Int { _Tuning.hashBlockSize }

  /// Calls `body` with each position of `positions`, its key and the key's hash, in order, until
  /// `body` returns false, a block at a time.
  ///
  /// Each key is made once: made again for the visit, each `String` key paid a retain and a
  /// release more.
  ///
  /// - Parameters:
  ///   - positions: The positions of the keys, in the order to visit them.
  ///   - key: The key at a position.
  ///   - body: Called with each position, its key and the key's hash; returns whether to go on.
  /// - Complexity: O(*k*) for *k* positions, plus the calls of `key` and `body`.
  @inlinable @inline(__always)
  internal static func forEach<Positions: Collection<Int>, Key: Hashable>(
    in positions: Positions, key: (Int) -> Key,
    _ body: (_ position: Int, _ key: Key, _ hash: Int) -> Bool
  ) {
    let seed = _integerHashSeed
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
