/// Ranges of bytes in one document, 8 bytes each where `[Range<Int>]` takes 16: a document holds
/// at most `UInt32.max` bytes (``JSONText/maximumDocumentSize``), so each bound fits 32 bits.
///
/// A million items' ranges take 8 MB instead of 16, in each document a run holds.
package struct ByteRanges: RandomAccessCollection, RangeReplaceableCollection, MutableCollection,
  Sendable
{
  /// Each range's lower bound in the high 32 bits, its upper bound in the low 32.
  private var packed: [UInt64] = []

  package init() {}

  package var startIndex: Int { 0 }
  package var endIndex: Int { packed.count }

  /// The room reserved, in ranges.
  package var capacity: Int { packed.capacity }

  /// The range at `position`.
  ///
  /// O(1).
  package subscript(position: Int) -> Range<Int> {
    get {
      let bounds = packed[position]
      return Int(truncatingIfNeeded: bounds >> 32)..<Int(truncatingIfNeeded: bounds & 0xFFFF_FFFF)
    }
    set { packed[position] = Self.pack(newValue) }
  }

  package mutating func reserveCapacity(_ count: Int) { packed.reserveCapacity(count) }

  /// Appends `range`.
  ///
  /// O(1) amortized.
  package mutating func append(_ range: Range<Int>) { packed.append(Self.pack(range)) }

  package mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with ranges: C)
  where C.Element == Range<Int> {
    packed.replaceSubrange(subrange, with: ranges.map(Self.pack))
  }

  /// The two bounds in one word.
  ///
  /// - Precondition: Both bounds are in `0...UInt32.max`.
  private static func pack(_ range: Range<Int>) -> UInt64 {
    precondition(
      range.lowerBound >= 0 && range.upperBound <= Int(UInt32.max),
      "A byte range beyond the largest document")
    return UInt64(range.lowerBound) << 32 | UInt64(range.upperBound)
  }
}
