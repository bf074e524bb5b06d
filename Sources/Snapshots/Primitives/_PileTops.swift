/// The tops of the piles of the longest increasing subsequence: a set of integers in
/// `0..<universe` that finds the smallest member not below a value in a few word reads.
///
/// Three layers, in memory the caller owns (`wordCount(universe:)` words, all zero for an empty
/// set):
/// - `values`, a bit per value, then zero words, so that a candidate read past the last is zero;
/// - `occupied`, a byte per word of values: 1 when the word holds a value, else 0;
/// - `groups`, the groups of 64 words that may hold a value, as a tree of bit sets: level 0 has a
///   bit per group, each level above a bit per word of the level below, up to a single word.
///
/// A top giving way to a smaller one changes its word and its word's byte, each by a plain store,
/// and a search mostly finds the next top in the value's own word or in the word named by the
/// first of the eight bytes after it (the next 512 values). With a tree of bits in their place,
/// nearly every change read and wrote one of a few summary words that the next search waited
/// for.
///
/// The groups are kept lazily: a group joins them when a value goes into it, and leaves them only
/// when a search finds all its bytes zero, which pays for the joining. Only searches that find no
/// top before the end of the group after their own read them.
@usableFromInline
internal struct _PileTops {
  /// A bit per value, and `padding` zero words after the last.
  @usableFromInline internal let values: _UnsafeBitSet
  /// A byte per word of `values`, and zero bytes to the end of the last group and eight more.
  @usableFromInline internal let occupied: UnsafeMutableRawPointer
  /// The tree of the groups that may hold a value, its lowest level first.
  @usableFromInline internal let groups: [_UnsafeBitSet]
  /// Its lowest level, a bit per group, at hand for every insertion.
  @usableFromInline internal let groupBits: _UnsafeBitSet
  /// The number of words that can hold values.
  @usableFromInline internal let valueWords: Int

  /// Zero words read past the last: the word after the eight bytes past the last word's.
  @inlinable
  internal static var padding: Int { 16 }

  /// The words of each part of a set over `0..<universe`: the values (without the padding), the
  /// bytes, and each level of the groups' tree.
  ///
  /// O(log₆₄ *universe*).
  @inlinable
  internal static func layout(universe: Int) -> (valueWords: Int, byteWords: Int, levels: [Int]) {
    let valueWords = Swift.max(1, _UnsafeBitSet.wordCount(universe: universe))
    let groupCount = (valueWords + 63) >> 6
    var levels = [_UnsafeBitSet.wordCount(universe: groupCount)]
    while levels[levels.count - 1] > 1 {
      levels.append(_UnsafeBitSet.wordCount(universe: levels[levels.count - 1]))
    }
    return (valueWords, (groupCount * 64 + 8) / 8, levels)
  }

  /// The words a set over `0..<universe` needs.
  ///
  /// O(log₆₄ *universe*).
  @inlinable
  internal static func wordCount(universe: Int) -> Int {
    let parts = layout(universe: universe)
    return parts.valueWords + padding + parts.byteWords + parts.levels.reduce(0, +)
  }

  /// The set kept in `words`: `wordCount(universe:)` words, all zero for an empty set.
  ///
  /// O(log₆₄ *universe*).
  @inlinable
  internal init(words: UnsafeMutablePointer<UInt64>, universe: Int) {
    let parts = Self.layout(universe: universe)
    valueWords = parts.valueWords
    values = _UnsafeBitSet(words: words, wordCount: parts.valueWords + Self.padding)
    occupied = UnsafeMutableRawPointer(words + values.wordCount)
    var start = words + values.wordCount + parts.byteWords
    var groups: [_UnsafeBitSet] = []
    for count in parts.levels {
      groups.append(_UnsafeBitSet(words: start, wordCount: count))
      start += count
    }
    self.groups = groups
    groupBits = groups[0]
  }

  /// Adds `value`.
  ///
  /// O(1) when its group may hold values already, else O(log₆₄ *universe*).
  @inlinable @inline(__always)
  internal func insert(_ value: Int) {
    let index = value >> 6
    checkValueWord(index)
    values.insert(value)
    occupied.storeBytes(of: 1, toByteOffset: index, as: UInt8.self)
    // Rarely taken: groups leave only when a search finds them empty.
    if !groupMayHoldValues(index >> 6) { addGroup(index >> 6) }
  }

  /// Removes `value`, which must be in the set; its group stays among the groups.
  ///
  /// O(1).
  @inlinable @inline(__always)
  internal func remove(_ value: Int) {
    let index = value >> 6
    checkValueWord(index)
    let emptied = values.remove(value)
    occupied.storeBytes(of: emptied ? 0 : 1, toByteOffset: index, as: UInt8.self)
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
    let bits = values.bits(ofWord: index, notBelow: value)
    let next = eightBytes(at: index + 1)
    if bits | next != 0 {
      // When `next` is zero, `other` is a zero word of the padding: not chosen.
      let other = index + 1 + next.trailingZeroBitCount >> 3
      let here = UInt64(index << 6 | bits.trailingZeroBitCount)
      let there = UInt64(other << 6 | values.word(other).trailingZeroBitCount)
      let mask = 0 &- ((bits | (0 &- bits)) &>> 63)  // all ones when `bits` is not zero
      return Int(truncatingIfNeeded: here & mask | there & ~mask)
    }
    guard let word = firstWord(from: index + 9) else { return nil }
    return word << 6 | values.word(word).trailingZeroBitCount
  }

  /// The first word at or after `start` that holds a value: the bytes to the end of the group
  /// after `start`'s, eight at a time (the next top is mostly near), then each group the tree
  /// names after those, a group found empty leaving it.
  ///
  /// Amortized O(log₆₄ *universe*): at most 16 reads before the groups, and each group read whole
  /// and found empty left them, paying for its joining.
  @inlinable
  internal func firstWord(from start: Int) -> Int? {
    let near = Swift.min(((start >> 6) + 2) << 6, valueWords)
    if let found = firstOccupiedWord(from: start, to: near) { return found }
    guard near < valueWords else { return nil }
    var group = near >> 6
    while let found = firstGroup(notBelow: group) {
      let end = Swift.min((found + 1) << 6, valueWords)
      if let word = firstOccupiedWord(from: found << 6, to: end) { return word }
      dropGroup(found)
      group = found + 1
    }
    return nil
  }

  /// The first word from `start` on, before `end`, that holds a value, read eight bytes at a
  /// time; the bytes after the last word's are zero, so a word found is one of the set's.
  ///
  /// O((*end* - *start*) / 8).
  @inlinable @inline(__always)
  internal func firstOccupiedWord(from start: Int, to end: Int) -> Int? {
    var at = start
    while at < end {
      let next = eightBytes(at: at)
      if next != 0 { return at + next.trailingZeroBitCount >> 3 }
      at += 8
    }
    return nil
  }

  /// Checks that word `index` can hold values (with `SNAPSHOTS_INTERNAL_CHECKS`).
  @inlinable @inline(__always)
  internal func checkValueWord(_ index: Int) {
    _internalInvariant(
      index >= 0 && index < valueWords, "word \(index) outside the \(valueWords) words of values")
  }

  /// The bytes of the words at `index` and the seven after it, the first in the lowest bits.
  ///
  /// O(1).
  @inlinable @inline(__always)
  internal func eightBytes(at index: Int) -> UInt64 {
    _internalInvariant(
      index >= 0 && index <= ((valueWords + 63) >> 6) << 6, "bytes \(index) + 8 past the bytes")
    return UInt64(littleEndian: occupied.loadUnaligned(fromByteOffset: index, as: UInt64.self))
  }
}

// MARK: - The groups' tree

extension _PileTops {
  /// Whether group `group` may hold a value.
  ///
  /// O(1).
  @inlinable
  internal func groupMayHoldValues(_ group: Int) -> Bool { groupBits.contains(group) }

  /// Adds `group` to the tree: to its level-0 word, and to each level above whose word below
  /// was empty.
  ///
  /// O(log₆₄ *universe*).
  @inlinable
  internal func addGroup(_ group: Int) { climb(from: group) { $0.insert($1) } }

  /// Removes `group`, which is in the tree: from its level-0 word, and from each level above whose
  /// word below emptied.
  ///
  /// O(log₆₄ *universe*).
  @inlinable
  internal func dropGroup(_ group: Int) { climb(from: group) { $0.remove($1) } }

  /// Calls `change` with each level of the tree, from the lowest, and the index of `group` or of
  /// its word below there, while it returns true (the word it changed was or became empty).
  ///
  /// O(log₆₄ *universe*).
  @inlinable @inline(__always)
  internal func climb(from group: Int, _ change: (_UnsafeBitSet, Int) -> Bool) {
    var index = group
    for level in groups {
      guard change(level, index) else { return }
      index >>= 6
    }
  }

  /// The first group at or after `group` in the tree, or `nil`: climbs until a word holds one at
  /// or after the index at its level, then comes back down through the lowest bits.
  ///
  /// O(log₆₄ *universe*).
  @inlinable
  internal func firstGroup(notBelow group: Int) -> Int? {
    var index = group
    var level = 0
    while true {
      guard level < groups.count, index >> 6 < groups[level].wordCount else { return nil }
      let bits = groups[level].bits(ofWord: index >> 6, notBelow: index)
      if bits != 0 {
        index = index & ~63 | bits.trailingZeroBitCount
        break
      }
      index = (index >> 6) + 1
      level += 1
    }
    while level > 0 {
      level -= 1
      index = index << 6 | groups[level].word(index).trailingZeroBitCount
    }
    return index
  }
}
