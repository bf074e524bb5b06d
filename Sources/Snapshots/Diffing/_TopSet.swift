/// The pile tops of the longest increasing subsequence: a set of integers in `0..<universe`, kept
/// as a bit per value, a byte per word of 64 values telling whether it holds any, and above them
/// a `_BitTree` of the groups of 64 words that may hold any.
///
/// A top giving way to a smaller one changes its word and its word's byte, each by a plain store.
/// Where the summary of the words was a word of bits (a `_BitTree`'s level 1), nearly every change
/// read and wrote one of a few such words, and each search waited for the change before it. In a
/// standalone test of the subsequence (not in the repository: 16 shuffled inputs taken in turn,
/// `swiftc -O`, median of 3,000 runs), 10,000 values took 107 us, of which the searches alone, on
/// a fixed set of 200 tops, 28 us. With the bytes, the next top is found in the value's own word
/// or in the word named by the first of the eight bytes after it (the next 512 values): 109 -> 66
/// us; 100,000 values 1.43-1.47 -> 1.19-1.21 ms; 1,000,000 20.3-20.7 -> 21.2-21.4 ms, where tops
/// lie some 500 values apart and more searches read on. In `ListDifference`: `snapbench time ld
/// shuffle 10000 1000 16` 0.253-0.258 -> 0.211-0.217 ms (3 rounds).
///
/// The groups are kept lazily: a group joins its set when a value goes into it, and leaves it
/// only when a search finds all its bytes zero, which pays for that joining. Only searches that
/// find no top before the end of the group after their own use them.
///
/// The caller owns the memory: `wordCount(universe:)` words, all zero for an empty set.
@usableFromInline
internal struct _TopSet {
  /// A bit per value, and zero words after the last so that a candidate read past it is zero.
  @usableFromInline internal let words: UnsafeMutablePointer<UInt64>
  /// A byte per word of `words`: 1 when it holds a value, else 0; zero bytes after the last.
  @usableFromInline internal let bytes: UnsafeMutableRawPointer
  /// The groups of 64 words that may hold a value: every group that does, perhaps others.
  @usableFromInline internal let groups: _BitTree
  /// The number of words that can hold values.
  @usableFromInline internal let valueWords: Int

  /// Zero words read past the last: the word after the eight bytes past the last word's.
  @inlinable
  internal static var padding: Int { 16 }

  /// The parts of the memory of a set over `0..<universe`: the words of values (padded), the
  /// bytes (padded to whole groups and eight bytes more, counted in words), and the groups' tree.
  ///
  /// O(log₆₄ *universe*).
  @inlinable
  internal static func layout(
    universe: Int
  ) -> (valueWords: Int, byteWords: Int, groupLevelStarts: [Int], groupWords: Int) {
    let valueWords = Swift.max(1, (universe + 63) >> 6)
    let groupCount = (valueWords + 63) >> 6
    let (groupWords, groupLevelStarts) = _BitTree.layout(universe: groupCount)
    return (valueWords, (groupCount * 64 + 8) / 8, groupLevelStarts, groupWords)
  }

  /// The words a set over `0..<universe` needs.
  ///
  /// O(log₆₄ *universe*).
  @inlinable
  internal static func wordCount(universe: Int) -> Int {
    let parts = layout(universe: universe)
    return parts.valueWords + padding + parts.byteWords + parts.groupWords
  }

  /// The set kept in `words`: `wordCount(universe:)` words, all zero for an empty set.
  @inlinable
  internal init(words: UnsafeMutablePointer<UInt64>, universe: Int) {
    let parts = Self.layout(universe: universe)
    self.words = words
    self.valueWords = parts.valueWords
    let bytes = words + parts.valueWords + Self.padding
    self.bytes = UnsafeMutableRawPointer(bytes)
    self.groups = _BitTree(words: bytes + parts.byteWords, levelStarts: parts.groupLevelStarts)
  }

  /// Adds `value`.
  ///
  /// O(1) when its group may hold values already, else O(log₆₄ *universe*).
  @inlinable @inline(__always)
  internal func insert(_ value: Int) {
    let index = value >> 6
    checkValueWord(index)
    words[index] |= 1 &<< UInt64(value & 63)
    bytes.storeBytes(of: 1, toByteOffset: index, as: UInt8.self)
    // Rarely taken: groups leave the set only when a search finds them empty.
    if !groups.contains(index >> 6) { groups.insert(index >> 6) }
  }

  /// Removes `value`, which must be in the set; its group stays in the groups' set.
  ///
  /// O(1).
  @inlinable @inline(__always)
  internal func remove(_ value: Int) {
    let index = value >> 6
    checkValueWord(index)
    let word = words[index] & ~(1 &<< UInt64(value & 63))
    words[index] = word
    bytes.storeBytes(
      of: UInt8(truncatingIfNeeded: _TopSet.allOnes(ifNotZero: word) & 1), toByteOffset: index,
      as: UInt8.self)
  }

  /// Removes `member` and adds `value`, as a pile top gives way to a smaller one.
  ///
  /// O(1) when the group of `value` may hold values already, else O(log₆₄ *universe*).
  @inlinable @inline(__always)
  internal func replace(_ member: Int, with value: Int) {
    remove(member)
    insert(value)
  }

  /// The smallest value in the set that is at least `value`, or `nil`.
  ///
  /// Two candidates are found at once, the first value at or above `value` in its own word and
  /// the first value of the word named by the first nonzero of the next eight bytes, and one is
  /// chosen without a branch; only when neither exists are the bytes read on, group by group.
  ///
  /// O(1) when one of the two candidates exists, else amortized O(log₆₄ *universe*).
  @inlinable @inline(__always)
  internal func first(notBelow value: Int) -> Int? {
    let index = value >> 6
    guard index < valueWords else { return nil }
    let bits = words[index] & (~0 &<< UInt64(value & 63))
    let next = eightBytes(at: index + 1)
    if bits | next != 0 {
      // When `next` is zero, `other` is a zero word past the next eight: not chosen.
      let other = index + 1 + next.trailingZeroBitCount >> 3
      let here = UInt64(index << 6 | bits.trailingZeroBitCount)
      _internalInvariant(other < valueWords + Self.padding, "word \(other) past the padding")
      let there = UInt64(other << 6 | words[other].trailingZeroBitCount)
      let mask = _TopSet.allOnes(ifNotZero: bits)
      return Int(truncatingIfNeeded: here & mask | there & ~mask)
    }
    guard let word = firstWord(from: index + 9) else { return nil }
    checkValueWord(word)
    return word << 6 | words[word].trailingZeroBitCount
  }

  /// The first word at or after `start` that holds a value: the bytes to the end of the group
  /// after `start`'s, eight at a time (the next top is mostly near), then each group the groups'
  /// set names after those, a group found empty leaving it.
  ///
  /// Out of line: with its first loop inlined into `first(notBelow:)`, the searches that never
  /// reach it slowed (the standalone test of the subsequence of 10,000 shuffled values: 66 -> 84
  /// us).
  ///
  /// Amortized O(log₆₄ *universe*): at most 16 reads before the groups, and each group read whole
  /// and found empty left the set, paying for its joining.
  @inlinable @inline(never)
  internal func firstWord(from start: Int) -> Int? {
    let near = Swift.min(((start >> 6) + 2) << 6, valueWords)
    var at = start
    while at < near {
      let next = eightBytes(at: at)
      // The bytes after the last word's are zero, so a word found is one of the set's.
      if next != 0 { return at + next.trailingZeroBitCount >> 3 }
      at += 8
    }
    guard near < valueWords else { return nil }
    var group = near >> 6
    while let found = groups.first(notBelow: group) {
      let end = Swift.min((found + 1) << 6, valueWords)
      at = found << 6
      while at < end {
        let next = eightBytes(at: at)
        if next != 0 { return at + next.trailingZeroBitCount >> 3 }
        at += 8
      }
      groups.remove(found)
      group = found + 1
    }
    return nil
  }

  /// Checks that word `index` can hold values (with `SNAPSHOTS_INTERNAL_CHECKS`).
  @inlinable @inline(__always)
  internal func checkValueWord(_ index: Int) {
    _internalInvariant(
      index >= 0 && index < valueWords, "word \(index) outside the \(valueWords) words of values")
  }

  /// All ones when `bits` is not zero, else zero, without a branch.
  ///
  /// O(1).
  @inlinable @inline(__always)
  internal static func allOnes(ifNotZero bits: UInt64) -> UInt64 {
    0 &- ((bits | (0 &- bits)) &>> 63)
  }

  /// The bytes of the words at `index` and the seven after it, the first in the lowest bits.
  ///
  /// O(1).
  @inlinable @inline(__always)
  internal func eightBytes(at index: Int) -> UInt64 {
    // The bytes: one per word of whole groups of 64, and eight more (see `layout(universe:)`).
    _internalInvariant(
      index >= 0 && index <= ((valueWords + 63) >> 6) << 6, "bytes \(index) + 8 past the bytes")
    return UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
  }
}
