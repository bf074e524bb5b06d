/// The first items of a document, checked for a repeated identifier as they are read.
///
/// The snapshot finds every repeat, but only once the whole document has been read and
/// indexed. A document that repeats one identifier from its second item on is refused here
/// instead, having read that far: 10 million repeats of `1` (20 MB) took 1.4 GB and 2.4 s to
/// refuse without this check, and take what reading two items takes with it.
struct EarlyRepeats {
  /// How many items are checked; past them, a repeat is left to the snapshot.
  ///
  /// Hashing that many identifiers costs less than the spread of reading any document that has
  /// them.
  static let window = 4_096

  /// Each identifier checked, with the offset of its item.
  private var offsets: [JSONKey: Int] = [:]

  /// A check with room for the first identifiers of a document of about `items` items, so that
  /// the table seldom grows as they go in (each growth hashes every identifier in it again).
  ///
  /// O(min(`items`, ``window``)).
  init(expecting items: Int = 0) {
    offsets.reserveCapacity(min(items, Self.window))
  }

  /// Records the identifier of the `index`th item, at `offset`, while `index` is in the window.
  ///
  /// - Throws: ``JSONError`` at `offset`, naming the first place, for a repeated identifier.
  /// - Complexity: O(1) expected.
  mutating func check(
    _ identifier: JSONKey, index: Int, at offset: Int, in reader: JSONReader
  ) throws(JSONError) {
    guard index < Self.window else { return }
    if let first = offsets.updateValue(offset, forKey: identifier) {
      let (line, column) = lineAndColumn(of: first, in: reader.bytes)
      throw SnapshotDocument.shapeError(
        "duplicate item identifier \(identifier) (first at line \(line), column \(column))",
        at: offset)
    }
  }
}
