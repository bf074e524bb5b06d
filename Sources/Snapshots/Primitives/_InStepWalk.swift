// The first pass of the default pairing: walk the old and new lists in step and pair the elements
// found at both cursors, so that only the rest is hashed (see _IdentityTable).

/// What a walk in step left unpaired on each side.
@usableFromInline
internal struct _Unpaired: Sendable {
  @usableFromInline internal var old = _UnpairedSide()
  @usableFromInline internal var new = _UnpairedSide()

  @inlinable
  internal init() {}

  /// Whether some old and some new offsets are left, so that hashing may pair more.
  @inlinable
  internal var mayPairMore: Bool { old.count > 0 && new.count > 0 }

  /// Empties both sides, keeping their lists' memory for the next walk.
  ///
  /// O(1).
  @inlinable
  internal mutating func removeAll() {
    old.removeAll()
    new.removeAll()
  }
}

/// The offsets of one list that a walk in step left unpaired: those it passed over, with the
/// hashes of their identifiers (`_identifierHash`), then the tail it did not reach.
///
/// Every offset passed over is below the tail, so they and then the tail are in order.
@usableFromInline
internal struct _UnpairedSide: Sendable {
  @usableFromInline internal var offsets: [Int] = []
  @usableFromInline internal var hashes: [Int] = []
  @usableFromInline internal var tail: Range<Int> = 0..<0

  @inlinable
  internal init() {}

  /// The number of unpaired offsets.
  @inlinable
  internal var count: Int { offsets.count + tail.count }

  /// Empties the side, keeping the lists' memory.
  ///
  /// O(1).
  @inlinable
  internal mutating func removeAll() {
    offsets.removeAll(keepingCapacity: true)
    hashes.removeAll(keepingCapacity: true)
    tail = 0..<0
  }

  /// Appends `passed`, offsets the walk passed over, with the hashes of their identifiers unless
  /// not `hashing` (then `hashes` stays empty).
  ///
  /// Hashed now, while the elements are in the cache from the walk's comparisons (see
  /// `_walkInStep`). One at a time: `append(contentsOf:)` of a range was not specialized, a tenth
  /// of `ListDifference` of mixed 10,000.
  ///
  /// - Complexity: O(*k*) for *k* offsets, plus hashing their identifiers.
  @inlinable @inline(__always)
  internal mutating func append<Element, ID: Hashable>(
    _ passed: Range<Int>, of elements: UnsafeBufferPointer<Element>,
    _ identifier: (Element) -> ID, seed: UInt64, hashing: Bool
  ) {
    for offset in passed {
      offsets.append(offset)
      if hashing { hashes.append(_identifierHash(identifier(elements[offset]), seed: seed)) }
    }
  }

  /// The `index`-th unpaired offset (`0..<count`) and the hash of its identifier, hashed here
  /// when in the tail.
  ///
  /// O(1), plus hashing the identifier.
  @inlinable @inline(__always)
  internal func entry<Element, ID: Hashable>(
    _ index: Int, of elements: UnsafeBufferPointer<Element>, _ identifier: (Element) -> ID,
    seed: UInt64
  ) -> (offset: Int, hash: Int) {
    guard index >= offsets.count else { return (offsets[index], hashes[index]) }
    let offset = tail.lowerBound + index - offsets.count
    return (offset, _identifierHash(identifier(elements[offset]), seed: seed))
  }

  /// Calls `body` with each unpaired offset and its hash, in ascending order or, with
  /// `descending`, in descending order.
  ///
  /// A block of ``_Tuning/hashBlockSize`` offsets is hashed before any of them is visited, so
  /// that the visits' cache misses overlap (see `_HashBlocks`), in small tables too.
  /// The offsets the walk passed over were hashed by the walk. All in one loop: with the list and
  /// the tail in loops of their own, the identifier was no longer inlined into them.
  ///
  /// - Complexity: O(*k*) for *k* offsets, plus hashing the tail's identifiers and `body`.
  @inlinable @inline(__always)
  internal func forEach<Element, ID: Hashable>(
    descending: Bool, of elements: UnsafeBufferPointer<Element>,
    _ identifier: (Element) -> ID, _ body: (_ offset: Int, _ hash: Int) -> Void
  ) {
    let count = self.count
    let seed = _integerHashSeed
    withUnsafeTemporaryAllocation(of: (Int, Int).self, capacity: _HashBlocks.blockSize) { block in
      var done = 0
      while done < count {
        let size = Swift.min(_HashBlocks.blockSize, count - done)
        for slot in 0..<size {
          let index = descending ? count - 1 - done - slot : done + slot
          block[slot] = entry(index, of: elements, identifier, seed: seed)
        }
        for slot in 0..<size { body(block[slot].0, block[slot].1) }
        done += size
      }
    }
  }
}

/// Walks `old[oldRange]` and `new[newRange]` in step, pairing the elements with equal identifiers
/// under the two cursors.
///
/// `pair` is called with each new offset and its old offset, in order. What it leaves is written to `unpaired`, emptied first (its lists' memory kept: a changeset
/// walks each of its sections).
///
/// The offsets the walk passes over on the old side are hashed unless not `hashingOld` (the
/// changeset looks up only new items). Every old offset before the tail is either paired or
/// passed over, as is every new offset, and pairs come in the order of both lists: the *k*-th
/// paired new offset goes with the *k*-th old offset not passed over.
///
/// Where the identifiers differ, the walk looks up to `_Tuning.inStepLookahead` elements ahead on each
/// side for the one under the other cursor (a few deleted or inserted elements, or one moved
/// away) and skips to it; finding neither, it passes over both elements. It gives up after
/// `_Tuning.inStepGiveUp` such misses in a row (a shuffled list). What it passes over, and the tails it
/// does not reach, are left for the hash pass.
///
/// Lists that mostly keep their order then hash only their changed elements (about twice as
/// fast). A shuffled list costs at most 16 misses of 33 comparisons before the hash pass.
///
/// The walk hashes each identifier it passes over, while the element is still in the cache from
/// the comparisons: hashed later by the table, each was a cache miss again.
///
/// Each element it pairs is an element the hash pass would pair with the same partner when
/// identifiers are unique. With duplicates it pairs as many of each identifier as the hash pass
/// would (the smaller of its two counts), though not always the same occurrences.
///
/// - Complexity: O(*n* + *m*) identifier comparisons for *n* old and *m* new elements.
@inlinable @inline(__always)
internal func _walkInStep<Element, ID: Hashable>(
  _ old: UnsafeBufferPointer<Element>, _ oldRange: Range<Int>,
  _ new: UnsafeBufferPointer<Element>, _ newRange: Range<Int>, _ identifier: (Element) -> ID,
  hashingOld: Bool = true, into unpaired: inout _Unpaired,
  pair: (_ newOffset: Int, _ oldOffset: Int) -> Void
) {
  var (oldOffset, newOffset) = (oldRange.lowerBound, newRange.lowerBound)
  unpaired.removeAll()
  var misses = 0
  let seed = _integerHashSeed
  while oldOffset < oldRange.upperBound && newOffset < newRange.upperBound {
    let (oldID, newID) = (identifier(old[oldOffset]), identifier(new[newOffset]))
    if oldID == newID {
      pair(newOffset, oldOffset)
      oldOffset += 1
      newOffset += 1
      misses = 0
      continue
    }
    let (oldSkip, newSkip) = _inStepSkips(
      old, oldOffset..<oldRange.upperBound, oldID, new, newOffset..<newRange.upperBound, newID,
      identifier)
    if oldSkip == 1 && newSkip == 1 {
      misses += 1
      if misses == _Tuning.inStepGiveUp { break }
    }
    unpaired.old.append(
      oldOffset..<(oldOffset + oldSkip), of: old, identifier, seed: seed, hashing: hashingOld)
    unpaired.new.append(
      newOffset..<(newOffset + newSkip), of: new, identifier, seed: seed, hashing: true)
    oldOffset += oldSkip
    newOffset += newSkip
  }
  unpaired.old.tail = oldOffset..<oldRange.upperBound
  unpaired.new.tail = newOffset..<newRange.upperBound
}

/// How many old and new elements the walk in step passes over where the identifiers under its
/// cursors (`oldID` at `old`'s lower bound, `newID` at `new`'s) differ: up to the first element
/// within `_Tuning.inStepLookahead` on one side that has the other cursor's identifier, or one on each
/// side when there is none (a miss).
///
/// - Complexity: O(`_Tuning.inStepLookahead`) identifier comparisons.
@inlinable @inline(__always)
internal func _inStepSkips<Element, ID: Equatable>(
  _ oldElements: UnsafeBufferPointer<Element>, _ old: Range<Int>, _ oldID: ID,
  _ newElements: UnsafeBufferPointer<Element>, _ new: Range<Int>, _ newID: ID,
  _ identifier: (Element) -> ID
) -> (old: Int, new: Int) {
  for distance in 1..._Tuning.inStepLookahead {
    if distance < old.count && identifier(oldElements[old.lowerBound + distance]) == newID {
      return (distance, 0)
    }
    if distance < new.count && identifier(newElements[new.lowerBound + distance]) == oldID {
      return (0, distance)
    }
    // The next two are the same element: these two changed (one deleted, one inserted in its
    // place), and passing over both finds the step again without looking further.
    if distance == 1 && old.count > 1 && new.count > 1
      && identifier(oldElements[old.lowerBound + 1]) == identifier(newElements[new.lowerBound + 1])
    {
      break
    }
  }
  return (1, 1)
}
