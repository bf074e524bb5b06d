/// Equality of JSON values by interning.
///
/// Every value, read once, gets a number that is the same for equal values (objects whatever
/// their member order, a repeated name keeping its last value; numbers by value; strings by their
/// Unicode scalars). Two values are equal exactly when their
/// numbers are: a value's key holds its children's numbers, so equal keys mean equal values, and
/// the dictionary compares keys in full (no hash is trusted alone).
///
/// The comparison's path for contents whose objects are reordered at many levels, where the
/// member-by-member walk would re-read them (see `jsonEqual`).
package final class ValueInterner {
  /// A value, its children replaced by their numbers.
  private enum Key: Hashable {
    case literal(UInt8)
    case number([UInt8])
    case string([UInt8])
    case array([Int])
    /// Pairs of a name's number and its value's number, by ascending name number (any order
    /// that is the same for equal objects will do).
    case object([Int])
  }

  private var numbers: [Key: Int] = [:]
  /// How many values have been read (for tests).
  private(set) var count = 0
  /// Member names (decoded, as UTF-8), numbered on first sight: an object's key holds these
  /// numbers rather than the names themselves.
  private var names: [[UInt8]: Int] = [:]
  /// The numbers of names seen without escapes, by their bytes in the document (no allocation
  /// to look one up).
  private var plainNames: [NameBytes: Int] = [:]

  /// The number of the value at the cursor; moves past it.
  ///
  /// - Complexity: O(*n* + *m* log *m*) expected for *n* bytes and objects of *m* members.
  package func intern(_ reader: inout JSONReader) throws(JSONError) -> Int {
    count += 1
    reader.skipWhitespace()
    let key: Key
    switch reader.peek {
    case UInt8(ascii: "{"): key = try object(&reader)
    case UInt8(ascii: "["):
      var elements: [Int] = []
      try reader.forEachElement(depth: 0) { (reader: inout JSONReader) throws(JSONError) in
        elements.append(try intern(&reader))
      }
      key = .array(elements)
    case UInt8(ascii: "\""):
      let start = reader.position + 1
      let escaped = try reader.skipString()
      let inside = start..<(reader.position - 1)
      key = .string(escaped ? Array(try reader.unescape(inside).utf8) : Array(reader.bytes[inside]))
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let start = reader.position
      let parts = try reader.skipNumber()
      if reader.isPlainInteger(from: start, parts) {
        key = .number(Array(reader.bytes[start..<reader.position]))  // its own canonical form
      } else {
        reader.position = start
        key = .number(Array(try reader.readCanonicalNumber().utf8))
      }
    default:
      key = .literal(reader.peek)
      try reader.skipValue()
    }
    if let number = numbers[key] { return number }
    numbers[key] = numbers.count
    return numbers.count - 1
  }

  /// The key of the object at the cursor; moves past it.
  private func object(_ reader: inout JSONReader) throws(JSONError) -> Key {
    var members: [(name: Int, value: Int)] = []
    try reader.forEachMember(depth: 0) {
      (reader: inout JSONReader, name: Range<Int>) throws(JSONError) in
      members.append((try nameNumber(name, in: reader), try intern(&reader)))
    }
    // By name, and of a repeated name only the last value (the sort is stable).
    let sorted = members.enumerated().sorted {
      ($0.element.name, $0.offset) < ($1.element.name, $1.offset)
    }
    var pairs: [Int] = []
    pairs.reserveCapacity(2 * sorted.count)
    for (index, member) in sorted.enumerated()
    where index + 1 == sorted.count || sorted[index + 1].element.name != member.element.name {
      pairs += [member.element.name, member.element.value]
    }
    return .object(pairs)
  }

  /// The number of a member name (its range inside the quotes).
  private func nameNumber(_ name: Range<Int>, in reader: JSONReader) throws(JSONError) -> Int {
    let bytes = NameBytes(UnsafeBufferPointer(rebasing: reader.bytes[name]))
    if let number = plainNames[bytes] { return number }
    let escaped = bytes.buffer.contains(UInt8(ascii: "\\"))
    let decoded = escaped ? Array(try reader.unescape(name).utf8) : Array(bytes.buffer)
    let number = names[decoded] ?? names.count
    if number == names.count { names[decoded] = number }
    if !escaped { plainNames[bytes] = number }
    return number
  }
}

/// Bytes of the document, hashed and compared by content (valid while the document is).
private struct NameBytes: Hashable {
  package let buffer: UnsafeBufferPointer<UInt8>

  package init(_ buffer: UnsafeBufferPointer<UInt8>) { self.buffer = buffer }

  package static func == (lhs: Self, rhs: Self) -> Bool { lhs.buffer.elementsEqual(rhs.buffer) }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(bytes: UnsafeRawBufferPointer(buffer))
  }
}
