/// A set of integers in `0..<universe`, as a tree of 64-bit words: level 0 has a bit per value,
/// each level above a bit per word of the level below that is not zero, up to a single word.
///
/// Finding the next value at or above a value reads its word and, through level 1, the next word
/// that holds any; only when neither does it climb until a word holds a candidate and come back
/// down through lowest bits: O(log₆₄ *universe*) word reads, three for a million values, where a
/// binary search over as many sorted values takes twenty dependent comparisons.
///
/// `_TopSet` keeps its groups in one. Until the seventh round of issue 16 one kept the pile tops
/// themselves: its branchless changes and two candidates were measured then, and the figures
/// next to them are of the subsequence of that time.
///
/// The caller owns the memory: the words `layout(universe:)` counts, all zero for an empty set.
@usableFromInline
internal struct _BitTree {
  @usableFromInline internal let words: UnsafeMutablePointer<UInt64>
  /// Where each level starts in `words`, and (last) the end of the top level.
  @usableFromInline internal let levelStarts: [Int]

  /// The words a tree over `0..<universe` needs, and where each level starts.
  ///
  /// O(log₆₄ *universe*).
  @inlinable
  internal static func layout(universe: Int) -> (wordCount: Int, levelStarts: [Int]) {
    var starts = [0]
    var count = Swift.max(1, (universe + 63) >> 6)
    while true {
      starts.append(starts.last! + count)
      if count == 1 { break }
      count = (count + 63) >> 6
    }
    return (starts.last!, starts)
  }

  @inlinable
  internal init(words: UnsafeMutablePointer<UInt64>, levelStarts: [Int]) {
    self.words = words
    self.levelStarts = levelStarts
  }

  /// The number of levels.
  @inlinable
  internal var levelCount: Int { levelStarts.count - 1 }

  /// Whether `value` is in the set.
  ///
  /// O(1).
  @inlinable @inline(__always)
  internal func contains(_ value: Int) -> Bool {
    words[value >> 6] & 1 &<< UInt64(value & 63) != 0
  }

  /// Adds `value`.
  ///
  /// Through `store(_:at:)`, as removing is: the same speed as climbing with a branch per level
  /// (`snapbench time ld mixed 10000 1000 16` 0.229-0.231 ms either way, `ld mixed 1000000 11 2`
  /// 37.1-37.8 against 37.4-38.0 ms, 3 rounds).
  ///
  /// O(1) unless the word of level 1 above it was empty, else O(log₆₄ *universe*).
  @inlinable @inline(__always)
  internal func insert(_ value: Int) {
    let index = value >> 6
    store(words[index] | 1 &<< UInt64(value & 63), at: index)
  }

  /// Removes `value`, which must be in the set.
  ///
  /// O(1) unless the word of level 1 above it becomes empty, else O(log₆₄ *universe*).
  @inlinable @inline(__always)
  internal func remove(_ value: Int) {
    let index = value >> 6
    store(words[index] & ~(1 &<< UInt64(value & 63)), at: index)
  }

  /// Stores `word` as level 0's word at `index`, and in level 1 whether it holds values, both
  /// without a branch; the levels above change only when that word of level 1 empties or fills,
  /// which, covering 4,096 values, it rarely does.
  @inlinable @inline(__always)
  internal func store(_ word: UInt64, at index: Int) {
    words[index] = word
    guard levelCount > 1 else { return }
    let above = words + levelStarts[1] + index >> 6
    let (before, bit) = (above.pointee, UInt64(1) &<< UInt64(index & 63))
    let after = before & ~bit | bit & _BitTree.allOnes(ifNotZero: word)
    above.pointee = after
    guard (before == 0) != (after == 0) else { return }
    var index = index >> 6
    for level in 2..<levelCount {
      let word = words + levelStarts[level] + index >> 6
      let wasEmpty = word.pointee == 0
      if after == 0 {
        word.pointee &= ~(1 &<< UInt64(index & 63))
        if word.pointee != 0 { return }
      } else {
        word.pointee |= 1 &<< UInt64(index & 63)
        if !wasEmpty { return }
      }
      index >>= 6
    }
  }

  /// All ones when `bits` is not zero, else zero, without a branch.
  @inlinable @inline(__always)
  internal static func allOnes(ifNotZero bits: UInt64) -> UInt64 {
    0 &- ((bits | (0 &- bits)) &>> 63)
  }

  /// The smallest value in the set that is at least `value`, or `nil`.
  ///
  /// Two candidates are found at once, the first value at or above `value` in its own word and
  /// the first value of the next word that holds any (by level 1), and one is chosen without a
  /// branch; the levels are climbed one by one only when neither exists.
  ///
  /// O(1) when one of the two candidates exists, else O(log₆₄ *universe*).
  @inlinable @inline(__always)
  internal func first(notBelow value: Int) -> Int? {
    let (index, levelZeroCount) = (value >> 6, levelStarts[1])
    guard index < levelZeroCount else { return nil }
    let bits = words[index] & (~0 &<< UInt64(value & 63))
    let next = index + 1
    if levelCount > 1 && next < levelZeroCount {
      let nextBits = words[levelZeroCount + next >> 6] & (~0 &<< UInt64(next & 63))
      if bits | nextBits != 0 {
        // When `nextBits` is zero, `other` is any word: its candidate is not chosen.
        let other = Swift.min(next & ~63 | nextBits.trailingZeroBitCount, levelZeroCount - 1)
        let here = UInt64(index << 6 | bits.trailingZeroBitCount)
        let there = UInt64(other << 6 | words[other].trailingZeroBitCount)
        let mask = _BitTree.allOnes(ifNotZero: bits)
        return Int(truncatingIfNeeded: here & mask | there & ~mask)
      }
    }
    return climbingFirst(notBelow: value)
  }

  /// `first(notBelow:)` by climbing until a word holds a value at or after `value`'s, then coming
  /// back down through the lowest bits.
  ///
  /// O(log₆₄ *universe*).
  @inlinable
  internal func climbingFirst(notBelow value: Int) -> Int? {
    var index = value
    var level = 0
    while true {
      guard level < levelCount, levelStarts[level] + index >> 6 < levelStarts[level + 1] else {
        return nil
      }
      let bits = words[levelStarts[level] + index >> 6] & (~0 &<< UInt64(index & 63))
      if bits != 0 {
        index = index & ~63 | bits.trailingZeroBitCount
        break
      }
      index = (index >> 6) + 1
      level += 1
    }
    while level > 0 {
      level -= 1
      index = index << 6 | words[levelStarts[level] + index].trailingZeroBitCount
    }
    return index
  }
}
