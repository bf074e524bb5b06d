/// Ranges of bytes in one document, 6 bytes each where `[Range<Int>]` takes 16: a range's start
/// in 32 bits (a document holds at most `UInt32.max` bytes, ``JSONText/maximumDocumentSize``) and
/// its length in 16, the few lengths that need more kept aside by start.
///
/// The item ranges are a large part of a diff's peak memory after the texts themselves.
///
/// - Precondition: Ranges that start at the same offset end at the same offset (they are the
///   same item of one document), when one of them is ``longLength`` bytes or more: checked.
package struct ByteRanges: RandomAccessCollection, RangeReplaceableCollection, MutableCollection,
  Sendable
{
  /// Each range's lower bound.
  private var starts: [UInt32] = []
  /// Each range's length, or ``longLength`` for a length found in ``longEnds``.
  private var lengths: [UInt16] = []
  /// The upper bounds of the ranges of ``longLength`` bytes or more, by lower bound.
  private var longEnds: [UInt32: UInt32] = [:]

  /// The length field of a range whose upper bound is in ``longEnds``.
  private static let longLength = UInt16.max

  package init() {}

  package var startIndex: Int { 0 }
  package var endIndex: Int { starts.count }

  /// The room reserved, in ranges.
  package var capacity: Int { Swift.min(starts.capacity, lengths.capacity) }

  /// The range at `position`.
  ///
  /// O(1) expected.
  package subscript(position: Int) -> Range<Int> {
    @inline(__always) get {
      let start = starts[position]
      let length = lengths[position]
      guard length == Self.longLength else {
        return Int(start)..<(Int(start) &+ Int(length))
      }
      return Int(start)..<Int(longEnds[start]!)
    }
    set {
      let (start, length) = pack(newValue)
      starts[position] = start
      lengths[position] = length
    }
  }

  package mutating func reserveCapacity(_ count: Int) {
    starts.reserveCapacity(count)
    lengths.reserveCapacity(count)
  }

  /// Appends `range`.
  ///
  /// O(1) amortized.
  @inline(__always)
  package mutating func append(_ range: Range<Int>) {
    let (start, length) = pack(range)
    starts.append(start)
    lengths.append(length)
  }

  /// Appends `ranges`, each array growing once (an array's append checks its buffer for each
  /// element).
  ///
  /// O(*k*) amortized for *k* ranges.
  package mutating func append(contentsOf ranges: UnsafeBufferPointer<Range<Int>>) {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: ranges.count) { starts in
      withUnsafeTemporaryAllocation(of: UInt16.self, capacity: ranges.count) { lengths in
        for (index, range) in ranges.enumerated() {
          (starts[index], lengths[index]) = pack(range)
        }
        self.starts.append(contentsOf: starts)
        self.lengths.append(contentsOf: lengths)
      }
    }
  }

  package mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with ranges: C)
  where C.Element == Range<Int> {
    let packed = ranges.map { pack($0) }
    starts.replaceSubrange(subrange, with: packed.map(\.start))
    lengths.replaceSubrange(subrange, with: packed.map(\.length))
  }

  /// The range's start and length field; a long range's end goes into ``longEnds``.
  ///
  /// - Precondition: Both bounds are in `0...UInt32.max`, and a long range's end is the end of
  ///   any other long range at its start.
  @inline(__always)
  private mutating func pack(_ range: Range<Int>) -> (start: UInt32, length: UInt16) {
    precondition(
      range.lowerBound >= 0 && range.upperBound <= Int(UInt32.max),
      "A byte range beyond the largest document")
    let start = UInt32(truncatingIfNeeded: range.lowerBound)
    guard range.count >= Int(Self.longLength) else {
      return (start, UInt16(truncatingIfNeeded: range.count))
    }
    let end = UInt32(truncatingIfNeeded: range.upperBound)
    let previous = longEnds.updateValue(end, forKey: start)
    precondition(previous == nil || previous == end, "Two long ranges at one start")
    return (start, Self.longLength)
  }
}
