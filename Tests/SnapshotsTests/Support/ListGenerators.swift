import SnapshotsTesting

/// A row of a list: identity is `id`, content is `version`.
struct Row: Identifiable, Hashable, Codable, CustomStringConvertible {
  var id: Int
  var version: Int = 0

  var description: String { version == 0 ? "\(id)" : "\(id)v\(version)" }
}

extension SeededGenerator {
  /// A random pair of rows of the given shape (`SnapshotsTesting`'s list generator).
  mutating func listPair(_ shape: ListShape, maxCount: Int, changesContent: Bool) -> ListPair<Row> {
    ListGenerator { Row(id: $0, version: $1) }.pair(
      shape, maxCount: maxCount, changesContent: changesContent, using: &self)
  }

  /// A random pair of rows of any shape.
  mutating func listPair(maxCount: Int) -> ListPair<Row> {
    ListGenerator { Row(id: $0, version: $1) }.pair(maxCount: maxCount, using: &self)
  }
}

/// Smaller versions of a failing pair: elements dropped from either list.
func shrinkListPair(_ pair: ListPair<Row>) -> [ListPair<Row>] { pair.shrunk() }
