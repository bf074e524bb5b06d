// The first pass of the default pairing: walk the old and new lists in step and pair the elements
// found at both cursors, so that only the rest is hashed (see _IdentityTable).

/// What a walk in step left unpaired: offsets it passed over, with the hashes of their
/// identifiers, then the tails it did not reach.
///
/// Every offset in `old` is below `oldTail` and every one in `new` below `newTail`, each list
/// ascending, so visiting a list and then its tail visits the offsets in order.
@usableFromInline
internal struct _Unpaired {
  @usableFromInline internal var old: [Int] = []
  @usableFromInline internal var oldHashes: [Int] = []
  @usableFromInline internal var new: [Int] = []
  @usableFromInline internal var newHashes: [Int] = []
  @usableFromInline internal var oldTail: Range<Int>
  @usableFromInline internal var newTail: Range<Int>

  @inlinable
  internal init(oldTail: Range<Int>, newTail: Range<Int>) {
    self.oldTail = oldTail
    self.newTail = newTail
  }

  /// The number of old offsets left unpaired.
  @inlinable
  internal var oldCount: Int { old.count + oldTail.count }

  /// Whether some old and some new offsets are left, so that hashing may pair more.
  @inlinable
  internal var mayPairMore: Bool { oldCount > 0 && !(new.isEmpty && newTail.isEmpty) }
}

/// How far ahead a walk in step looks for the identifier under the other cursor.
@inlinable
internal var _inStepLookahead: Int { 16 }

/// Mismatches in a row after which a walk in step gives up and leaves the rest to the hash pass.
@inlinable
internal var _inStepGiveUp: Int { 16 }

/// Walks `old[oldRange]` and `new[newRange]` in step, pairing in `newToOld` the elements with
/// equal identifiers under the two cursors.
///
/// Where the identifiers differ, the walk looks up to `_inStepLookahead` elements ahead on each
/// side for the one under the other cursor (a few deleted or inserted elements, or one moved
/// away) and skips to it; finding neither, it passes over both elements. It gives up after
/// `_inStepGiveUp` such misses in a row (a shuffled list). What it passes over, and the tails it
/// does not reach, are left for the hash pass.
///
/// Lists that mostly keep their order then hash only their changed elements: `ListDifference` of
/// the mixed workload (`snapbench time ld-uuid mixed 1000000` and `time ld mixed 1000000`, the
/// build before the walk and after it, 2 rounds each) 288-296 -> 201-208 ms with UUID strings,
/// 74-80 -> 50-52 ms with `Int`s; 100,000 UUID strings 16-18 -> 11-12 ms. (Looking 4 elements
/// ahead instead of 16, it gave up after 15% of mixed 100,000: UUID 1M 262-275 ms.) A
/// shuffled list costs at most 16 misses of 33 comparisons before the hash pass.
///
/// The walk hashes each identifier it passes over, while the element is still in the cache from
/// the comparisons: hashed later by the table, each was a cache miss again. Mixed 100,000 UUID
/// strings, a clock around each stage: the table 1.77 -> 0.16 ms, the pairing 2.6 -> 0.59 ms,
/// the walk 2.3 -> 3.2 ms; `snapbench time ld-uuid mixed 100000` 12.7-13.0 -> 9.4-9.6 ms.
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
  into newToOld: UnsafeMutableBufferPointer<Int>
) -> _Unpaired {
  var (oldOffset, newOffset) = (oldRange.lowerBound, newRange.lowerBound)
  var unpaired = _Unpaired(oldTail: oldRange, newTail: newRange)
  var misses = 0
  let seed = _integerHashSeed
  while oldOffset < oldRange.upperBound && newOffset < newRange.upperBound {
    let (oldID, newID) = (identifier(old[oldOffset]), identifier(new[newOffset]))
    if oldID == newID {
      newToOld[newOffset] = oldOffset
      oldOffset += 1
      newOffset += 1
      misses = 0
      continue
    }
    var (oldSkip, newSkip) = (1, 1)
    for distance in 1..._inStepLookahead {
      if oldOffset + distance < oldRange.upperBound
        && identifier(old[oldOffset + distance]) == newID
      {
        (oldSkip, newSkip) = (distance, 0)
        break
      }
      if newOffset + distance < newRange.upperBound
        && identifier(new[newOffset + distance]) == oldID
      {
        (oldSkip, newSkip) = (0, distance)
        break
      }
      // The next two are the same element: these two changed (one deleted, one inserted in
      // its place), and passing over both finds the step again without looking further. A
      // third of the comparisons of mixed 100,000 UUID strings went to looking ahead for such
      // pairs (a clock around the walk: 2.58 -> 2.30 ms).
      if distance == 1 && oldOffset + 1 < oldRange.upperBound
        && newOffset + 1 < newRange.upperBound
        && identifier(old[oldOffset + 1]) == identifier(new[newOffset + 1])
      {
        break
      }
    }
    if oldSkip == 1 && newSkip == 1 {
      misses += 1
      if misses == _inStepGiveUp { break }
    }
    // Hashed now, while they are in the cache (see above). One at a time: `append(contentsOf:)`
    // of a range was not specialized, a tenth of `ListDifference` of mixed 10,000.
    for skipped in oldOffset..<(oldOffset + oldSkip) {
      unpaired.old.append(skipped)
      unpaired.oldHashes.append(_identifierHash(identifier(old[skipped]), seed: seed))
    }
    for skipped in newOffset..<(newOffset + newSkip) {
      unpaired.new.append(skipped)
      unpaired.newHashes.append(_identifierHash(identifier(new[skipped]), seed: seed))
    }
    oldOffset += oldSkip
    newOffset += newSkip
  }
  unpaired.oldTail = oldOffset..<oldRange.upperBound
  unpaired.newTail = newOffset..<newRange.upperBound
  return unpaired
}
