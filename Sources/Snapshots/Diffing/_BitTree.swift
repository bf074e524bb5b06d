/// A set of integers in `0..<universe`, as a tree of 64-bit words: level 0 has a bit per value,
/// each level above a bit per word of the level below that is not zero, up to a single word.
///
/// Finding the next value at or above a value climbs until a word holds a candidate and comes
/// back down through lowest bits: O(log₆₄ *universe*) word reads, three for a million values,
/// where a binary search over as many sorted values takes twenty dependent comparisons.
///
/// `_TopSet` keeps its groups in one, and changes or searches it only when a group joins or is
/// found empty, or when no top lies before the end of the next group: plain climbing serves.
/// (Until the seventh round of issue 16 a `_BitTree` kept the pile tops themselves, and changed
/// and searched them without branching; `Docs/Performance.md` keeps those rounds' figures.)
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

  /// Checks that word `index` of `level` lies inside the level (with `SNAPSHOTS_INTERNAL_CHECKS`).
  @inlinable @inline(__always)
  internal func checkWord(_ index: Int, atLevel level: Int) {
    _internalInvariant(
      index >= 0 && levelStarts[level] + index < levelStarts[level + 1],
      "word \(index) outside level \(level) of the tree")
  }

  /// The number of levels.
  @inlinable
  internal var levelCount: Int { levelStarts.count - 1 }

  /// Whether `value` is in the set.
  ///
  /// O(1).
  @inlinable @inline(__always)
  internal func contains(_ value: Int) -> Bool {
    _internalInvariant(value >= 0 && value >> 6 < levelStarts[1], "\(value) outside the tree")
    return words[value >> 6] & 1 &<< UInt64(value & 63) != 0
  }

  /// Adds `value`.
  ///
  /// O(1) when its word already held a value, else O(log₆₄ *universe*).
  @inlinable @inline(__always)
  internal func insert(_ value: Int) {
    var index = value
    for level in 0..<levelCount {
      checkWord(index >> 6, atLevel: level)
      let word = words + levelStarts[level] + index >> 6
      let wasEmpty = word.pointee == 0
      word.pointee |= 1 &<< UInt64(index & 63)
      if !wasEmpty { return }
      index >>= 6
    }
  }

  /// Removes `value`, which must be in the set.
  ///
  /// O(1) when its word keeps another value, else O(log₆₄ *universe*).
  @inlinable @inline(__always)
  internal func remove(_ value: Int) {
    var index = value
    for level in 0..<levelCount {
      checkWord(index >> 6, atLevel: level)
      let word = words + levelStarts[level] + index >> 6
      word.pointee &= ~(1 &<< UInt64(index & 63))
      if word.pointee != 0 { return }
      index >>= 6
    }
  }

  /// The smallest value in the set that is at least `value`, or `nil`.
  ///
  /// O(log₆₄ *universe*).
  @inlinable
  internal func first(notBelow value: Int) -> Int? {
    var index = value
    var level = 0
    // Climb until a word holds a bit at or after `index`'s.
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
    // Come back down through the lowest bits.
    while level > 0 {
      level -= 1
      checkWord(index, atLevel: level)
      index = index << 6 | words[levelStarts[level] + index].trailingZeroBitCount
    }
    return index
  }
}
