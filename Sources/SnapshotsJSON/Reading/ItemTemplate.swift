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
    /// Up to eight bytes: the bytes, little-endian, and the mask of their bits; else 0 and 0.
    package let word: UInt64
    package let mask: UInt64

    package init(_ range: Range<Int>, in reader: JSONReader) {
      self.range = range
      guard range.count <= 8 else {
        (word, mask) = (0, 0)
        return
      }
      // Reading eight bytes is safe: the text is padded.
      mask = range.isEmpty ? 0 : UInt64.max >> (64 - 8 * UInt64(range.count))
      word =
        UInt64(
          littleEndian: UnsafeRawPointer(reader.base + range.lowerBound).loadUnaligned(
            as: UInt64.self)) & mask
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

/// When to try the template on an item, and when to take a new one, from how it has fared.
///
/// Every item it fits earns credit, every item it does not costs twice as much; without credit it
/// is tried on every 64th item only. A list whose items keep changing shape thus pays almost
/// nothing for templates, a list with an odd item now and then keeps its template, and a list
/// that changes shape for good takes the new one after two misses in a row.
package struct TemplatePolicy {
  private var credit = 8
  private var misses = 0

  /// Whether to try the template on the item at `index` of its list.
  package func tries(_ index: Int) -> Bool { credit > 0 || index & 63 == 0 }

  /// The template fitted.
  package mutating func hit() {
    misses = 0
    credit = min(max(credit, 0) + 1, 16)
  }

  /// The template did not fit.
  package mutating func miss() {
    misses += 1
    credit = max(credit - 2, -1)
  }

  /// Whether the item just read in full, at `index`, should become the template: when there is
  /// none with a shape yet, or after two misses in a row when the next item will try it.
  package func takes(_ index: Int, hasTemplate: Bool) -> Bool {
    !hasTemplate || (misses >= 2 && tries(index + 1))
  }
}

extension JSONReader {
  /// Reads the object item at the cursor if it is shaped like `template`, and returns its
  /// identifier; otherwise returns `nil` with the cursor back at the item's start.
  ///
  /// `template` is not changed: it is `inout` so that it is not copied (and reference counted)
  /// once per item.
  ///
  /// Never throws: an item with an error is left to the full reader, which reports it.
  package mutating func readItem(
    like template: inout ItemTemplate, arena: JSONKeyArena, depth: Int
  ) -> JSONKey? {
    let start = position
    var identifier: JSONKey?
    var complete = true
    do throws(JSONError) {
      try template.gaps.withUnsafeBufferPointer { (gaps) throws(JSONError) in
        for index in 0..<gaps.count {
          guard matches(gaps[index]) else {
            complete = false
            return
          }
          if index == template.identifier {
            identifier = try readKey(arena: arena)
          } else {
            _ = try skipValue(depth: depth)
          }
        }
      }
    } catch {
      complete = false
    }
    guard complete, let identifier, let end = template.end, matches(end) else {
      position = start
      return nil
    }
    return identifier
  }

  /// Moves past the bytes at the cursor if they are those of `gap`.
  @inline(__always)
  private mutating func matches(_ gap: ItemTemplate.Gap) -> Bool {
    let count = gap.range.count
    guard position + count <= bytes.count else { return false }
    // The text is padded: eight bytes can be read anywhere in it, and `sameBytes` may read
    // seven past either side.
    if gap.mask != 0 || count == 0 {
      let word = UInt64(
        littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
      guard word & gap.mask == gap.word else { return false }
    } else {
      guard sameBytes(base + position, base + gap.range.lowerBound, count: count) else {
        return false
      }
    }
    position &+= count
    return true
  }
}
