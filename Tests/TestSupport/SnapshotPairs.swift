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

/// Checks `property` on random pairs of snapshots with sections of up to 120 items.
///
/// A share `itemMoveRate` of the items moved; sections long enough for the changeset's blocks of
/// lookups. 300 pairs (times `SNAPSHOTS_PROPERTY_SCALE`), shrunk on failure.
package func checkLongSectionPairs(
  seed: UInt64, itemMoveRate: Double, fileID: String = #fileID,
  filePath: StaticString = #filePath, line: Int = #line, column: Int = #column,
  _ property: (_ old: Snapshot<Int, Int>, _ new: Snapshot<Int, Int>) -> String?
) {
  var workload = SnapshotWorkload()
  workload.maxItemsPerSection = 120
  workload.itemMoveRate = itemMoveRate
  let generator = SnapshotGenerator<Int, Int>(workload: workload)
  checkProperty(
    iterations: 300, seed: seed, generate: { generator.pair(using: &$0) },
    shrink: { $0.shrunk() }, property: { property($0.old, $0.new) }, fileID: fileID,
    filePath: filePath, line: line, column: column)
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
