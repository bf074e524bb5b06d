/// A set of integers kept as a bit per value in words that the caller owns: value *v* is bit
/// *v* % 64 of word *v* / 64.
///
/// The engine's one bit set: the changeset's survivors (a bit per flattened old index), the pile
/// tops' values and each level of their groups' tree (`_PileTops`). It owns no memory, so that
/// the pile tops lay theirs out in one allocation, and every access to the words is checked
/// with `SNAPSHOTS_INTERNAL_CHECKS`.
@usableFromInline
internal struct _UnsafeBitSet {
  /// The words: values lie in `0..<words.count * 64`.
  @usableFromInline internal let words: UnsafeMutableBufferPointer<UInt64>

  /// The set kept in `buffer`'s words.
  @inlinable @inline(__always)
  internal init(_ words: UnsafeMutableBufferPointer<UInt64>) {
    self.words = words
  }

  /// The set kept in `wordCount` words at `start`.
  @inlinable @inline(__always)
  internal init(words start: UnsafeMutablePointer<UInt64>, wordCount: Int) {
    self.init(UnsafeMutableBufferPointer(start: start, count: wordCount))
  }

  /// The number of words.
  @inlinable @inline(__always)
  internal var wordCount: Int { words.count }

  /// The words a set of values below `universe` needs.
  ///
  /// O(1).
  @inlinable @inline(__always)
  internal static func wordCount(universe: Int) -> Int { (universe + 63) >> 6 }

  /// Word `index`.
  ///
  /// O(1).
  @inlinable @inline(__always)
  internal func word(_ index: Int) -> UInt64 {
    _internalInvariant(index >= 0 && index < wordCount, "word \(index) outside \(wordCount) words")
    return words[index]
  }

  /// Whether `value` is in the set.
  ///
  /// O(1).
  @inlinable @inline(__always)
  internal func contains(_ value: Int) -> Bool {
    word(value >> 6) & 1 &<< UInt64(value & 63) != 0
  }

  /// Adds `value`; returns whether its word held no value before.
  ///
  /// O(1).
  @inlinable @inline(__always) @discardableResult
  internal func insert(_ value: Int) -> Bool {
    let before = word(value >> 6)
    words[value >> 6] = before | 1 &<< UInt64(value & 63)
    return before == 0
  }

  /// Adds every value of `range`, a word at a time.
  ///
  /// O(*r* / 64) for a range of *r* values.
  @inlinable
  internal func insert(contentsOf range: Range<Int>) {
    guard !range.isEmpty else { return }
    let (first, last) = (range.lowerBound >> 6, (range.upperBound - 1) >> 6)
    _internalInvariant(last < wordCount, "values up to \(range.upperBound) in \(wordCount) words")
    let low = UInt64.max &<< UInt64(range.lowerBound & 63)
    let high = UInt64.max &>> UInt64(63 - (range.upperBound - 1) & 63)
    if first == last {
      words[first] |= low & high
      return
    }
    words[first] |= low
    for index in (first + 1)..<last { words[index] = .max }
    words[last] |= high
  }

  /// Removes `value`; returns whether its word holds no value now.
  ///
  /// O(1).
  @inlinable @inline(__always) @discardableResult
  internal func remove(_ value: Int) -> Bool {
    let after = word(value >> 6) & ~(1 &<< UInt64(value & 63))
    words[value >> 6] = after
    return after == 0
  }

  /// The values of word `index` at or above `value` (which lies in it), as the word's bits.
  ///
  /// O(1).
  @inlinable @inline(__always)
  internal func bits(ofWord index: Int, notBelow value: Int) -> UInt64 {
    word(index) & (~0 &<< UInt64(value & 63))
  }

  /// Adds every value of `other`, which has as many words.
  ///
  /// O(*w*) for *w* words.
  @inlinable
  internal func formUnion(_ other: _UnsafeBitSet) {
    _internalInvariant(other.wordCount == wordCount, "\(other.wordCount) words into \(wordCount)")
    for index in 0..<wordCount { words[index] |= other.words[index] }
  }

  /// Calls `body` with each value in `range` that is not in the set, in increasing order.
  ///
  /// A word at a time: its bits outside the range cleared, then its clear bits visited lowest
  /// first.
  ///
  /// O(*r* / 64 + *c*) for a range of *r* values, *c* of them missing.
  @inlinable
  internal func forEachMissing(in range: Range<Int>, _ body: (Int) -> Void) {
    var base = range.lowerBound & ~63
    while base < range.upperBound {
      var missing = ~word(base >> 6)
      if base < range.lowerBound { missing &= UInt64.max << UInt64(range.lowerBound - base) }
      if range.upperBound - base < 64 {
        missing &= UInt64.max >> UInt64(64 - (range.upperBound - base))
      }
      while missing != 0 {
        body(base + missing.trailingZeroBitCount)
        missing &= missing - 1
      }
      base += 64
    }
  }
}

extension Array where Element == UInt64 {
  /// Calls `body` with this array's words as a bit set (see `_UnsafeBitSet`).
  ///
  /// O(1), plus `body`.
  @inlinable @inline(__always) @discardableResult
  internal mutating func _withBitSet<Result>(_ body: (_UnsafeBitSet) -> Result) -> Result {
    withUnsafeMutableBufferPointer { body(_UnsafeBitSet($0)) }
  }

  /// Calls `body` with this array's words as a bit set that it only reads.
  ///
  /// O(1), plus `body`.
  @inlinable @inline(__always)
  internal func _withReadOnlyBitSet<Result>(_ body: (_UnsafeBitSet) -> Result) -> Result {
    withUnsafeBufferPointer {
      body(_UnsafeBitSet(UnsafeMutableBufferPointer(mutating: $0)))
    }
  }
}
