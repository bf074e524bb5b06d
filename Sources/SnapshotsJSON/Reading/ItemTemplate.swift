/// The shape of an object item read in full: the bytes between its values (the braces, member
/// names, colons, commas and whitespace), and which value is the identifier.
///
/// The items of a list are usually written alike: `{"id": …, "title": …, "done": …}`. When the
/// next item has exactly the same bytes between its values, those bytes are valid JSON with the
/// same member names in the same places, so only its values need reading: the names are neither
/// scanned nor compared again. Any difference, and any error, sends the item through the full
/// reader from its start, which reports errors exactly as before: the template changes how much
/// is read twice, never what is accepted or what an item's identifier is.
package struct ItemTemplate {
  /// Bytes of the text that the next item must repeat.
  package struct Gap {
    /// Where the bytes are in the text.
    package let range: Range<Int>
    /// The first eight bytes (all of a shorter gap), little-endian.
    package let head: UInt64
    /// The bits of ``head`` that are the gap's bytes.
    package let headMask: UInt64
    /// The next eight bytes, likewise (none in a gap of eight bytes or fewer): most gaps
    /// (`", "title": "`) are compared in two words, without a call.
    package let tail: UInt64
    /// The bits of ``tail`` that are the gap's bytes.
    package let tailMask: UInt64

    package init(_ range: Range<Int>, in reader: JSONReader) {
      self.range = range
      (head, headMask) = Self.word(at: range.lowerBound, count: range.count, in: reader)
      (tail, tailMask) = Self.word(at: range.lowerBound + 8, count: range.count - 8, in: reader)
    }

    /// The first `count` bytes (at most eight; none below one) at `offset`, and their mask.
    private static func word(
      at offset: Int, count: Int, in reader: JSONReader
    ) -> (word: UInt64, mask: UInt64) {
      guard count > 0 else { return (0, 0) }
      // Reading eight bytes is safe: the text is padded.
      let mask = count >= 8 ? UInt64.max : UInt64.max >> (64 - 8 * UInt64(count))
      return (reader.base.word(at: offset) & mask, mask)
    }
  }

  /// For each member, the bytes before its value (for the first member, from the opening brace
  /// on).
  private(set) var gaps: [Gap] = []
  /// The bytes after the last value, to the closing brace.
  private(set) var end: Gap?
  /// The member whose value is the identifier (the first with the identifier's name).
  private(set) var identifier = 0

  /// Whether the template has a shape (it has none when its item had a member name with an
  /// escape: such bytes do not tell the name at a glance, so they are not worth the checks).
  package var hasShape: Bool { end != nil }

  /// A template without a shape yet.
  package init() {}

  /// The template of the item at `item` whose member values are at `values`, the identifier being
  /// value `identifier`; `nil` when a member name has an escape.
  package init?(_ reader: JSONReader, item: Range<Int>, values: [Range<Int>], identifier: Int) {
    take(reader, item: item, values: values, identifier: identifier)
    guard hasShape else { return nil }
  }

  /// Takes the shape of another item, reusing this template's storage (a list whose items change
  /// shape often takes many).
  package mutating func take(
    _ reader: JSONReader, item: Range<Int>, values: [Range<Int>], identifier: Int
  ) {
    end = nil
    gaps.removeAll(keepingCapacity: true)
    var previous = item.lowerBound
    for value in values {
      let gap = previous..<value.lowerBound
      guard !UnsafeBufferPointer(rebasing: reader.bytes[gap]).contains(UInt8(ascii: "\\"))
      else { return }
      gaps.append(Gap(gap, in: reader))
      previous = value.upperBound
    }
    let rest = previous..<item.upperBound
    guard !UnsafeBufferPointer(rebasing: reader.bytes[rest]).contains(UInt8(ascii: "\\"))
    else { return }
    end = Gap(rest, in: reader)
    self.identifier = identifier
  }
}
