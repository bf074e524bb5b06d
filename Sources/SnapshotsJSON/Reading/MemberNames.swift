/// The member names of one object as they are read, to reject a name given twice (I-JSON,
/// RFC 7493): identity would use one value and content comparison another.
///
/// Names are compared by code point, escapes decoded. The first few are kept as byte ranges and
/// compared in place (items have a handful of members); past that, by their decoded bytes in a
/// set, so that an object of many members stays linear.
package struct MemberNames {
  private var ranges: [Range<Int>] = []
  private var decoded: Set<[UInt8]> = []

  /// How many names are compared in place before the set takes over.
  private static let inPlaceLimit = 16

  /// Forgets the names, for the next object.
  package mutating func removeAll() {
    ranges.removeAll(keepingCapacity: true)
    decoded.removeAll()
  }

  /// Adds a name; throws when the object has it already.
  ///
  /// - Parameters:
  ///   - name: The name's range inside its quotes.
  ///   - reader: The reader of the document.
  ///   - what: The object, for the message ("an item").
  /// - Throws: ``JSONError`` naming the name, at its opening quote, when the object has it.
  package mutating func insert(
    _ name: Range<Int>, of reader: JSONReader, in what: String
  ) throws(JSONError) {
    if ranges.count < Self.inPlaceLimit {
      for earlier in ranges where try reader.sameName(earlier, name) {
        throw reader.duplicateMember(name, in: what)
      }
      ranges.append(name)
      if ranges.count == Self.inPlaceLimit {
        for range in ranges { decoded.insert(Array(try reader.unescape(range).utf8)) }
      }
      return
    }
    guard decoded.insert(Array(try reader.unescape(name).utf8)).inserted else {
      throw reader.duplicateMember(name, in: what)
    }
  }
}

extension JSONReader {
  /// Skips the object at the cursor, members at `depth`, refusing a member name that it repeats
  /// (I-JSON, RFC 7493), at any depth: as `snapdiff apply` reads documents, so that what the diff
  /// accepts and copies into its output, `apply` accepts too.
  ///
  /// The first names are kept on the stack and compared in place (nested objects are mostly
  /// small: no allocation for them); past them, by their decoded bytes in a set.
  ///
  /// - Throws: ``JSONError`` naming the repeated name, at its opening quote.
  mutating func skipObject(depth: Int) throws(JSONError) {
    let limit = 8
    try withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: limit) {
      (names: UnsafeMutableBufferPointer<Range<Int>>) throws(JSONError) in
      var count = 0
      var decoded: Set<[UInt8]> = []
      try forEachMember(depth: depth) {
        (reader: inout JSONReader, name: Range<Int>) throws(JSONError) in
        if count < limit {
          for index in 0..<count where try reader.sameName(names[index], name) {
            throw reader.duplicateMember(name, in: "an object")
          }
          names.initializeElement(at: count, to: name)
          count += 1
        } else {
          if decoded.isEmpty {
            for index in 0..<limit { decoded.insert(Array(try reader.unescape(names[index]).utf8)) }
          }
          guard decoded.insert(Array(try reader.unescape(name).utf8)).inserted else {
            throw reader.duplicateMember(name, in: "an object")
          }
        }
        try reader.skipValue(depth: depth)
      }
      // Ranges are trivial: nothing to deinitialize.
    }
  }

  /// Whether two member names (ranges inside their quotes) are the same, escapes decoded.
  package func sameName(_ lhs: Range<Int>, _ rhs: Range<Int>) throws(JSONError) -> Bool {
    let escaped = { (range: Range<Int>) in self.bytes[range].contains(UInt8(ascii: "\\")) }
    guard escaped(lhs) || escaped(rhs) else { return bytes[lhs].elementsEqual(bytes[rhs]) }
    return try unescape(lhs).unicodeScalars.elementsEqual(unescape(rhs).unicodeScalars)
  }

  /// The error for a member name given twice in one object, at the name.
  package func duplicateMember(_ name: Range<Int>, in what: String) -> JSONError {
    let text = (try? unescape(name)) ?? ""
    return JSONError(
      offset: name.lowerBound - 1, message: "duplicate member \(jsonQuoted(text)) in \(what)",
      isSyntaxError: false)
  }
}
