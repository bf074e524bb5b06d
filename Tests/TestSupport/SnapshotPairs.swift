// Shared by the test targets (a target of its own, not a product): the snapshot pairs of the
// changeset properties.
import Snapshots
import SnapshotsTesting

/// The snapshot pairs of the changeset properties: `SnapshotsTesting`'s generator with `Int`
/// identifiers, and the content versions the cells of the tests show.
extension SnapshotPair where SectionIdentifierType == Int, ItemIdentifierType == Int {
  /// The content version of an item in OLD: always 0.
  package func oldVersion(_ item: Int) -> Int { 0 }

  /// The content version of an item in NEW: 1 when it changed.
  package func newVersion(_ item: Int) -> Int { changedItems.contains(item) ? 1 : 0 }
}

extension SeededGenerator {
  /// A random pair of the default workload, sections and items numbered from 0; `steps` scales
  /// the sizes (12 by default: up to 6 sections of 12 items).
  package mutating func snapshotPair(steps: Int = 12) -> SnapshotPair<Int, Int> {
    var workload = SnapshotWorkload()
    workload.maxSections = steps / 2
    workload.maxItemsPerSection = steps
    return SnapshotGenerator(workload: workload).pair(using: &self)
  }
}

/// Smaller pairs that may still fail (`SnapshotPair.shrunk()`).
package func shrinkSnapshotPair(_ pair: SnapshotPair<Int, Int>) -> [SnapshotPair<Int, Int>] {
  pair.shrunk()
}

/// A snapshot with the given sections and items (which must be unique).
package func makeSnapshot(_ layout: [(Int, [Int])]) -> Snapshot<Int, Int> {
  try! Snapshot(validating: layout)
}

/// The sections and items of a snapshot.
package func layout(of snapshot: Snapshot<Int, Int>) -> [(Int, [Int])] {
  snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) }
}
