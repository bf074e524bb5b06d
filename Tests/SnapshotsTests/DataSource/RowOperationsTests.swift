import SnapshotsTesting
import TestSupport
import Testing

@testable import Snapshots

/// The row operations the AppKit binding performs on `NSTableView` (which shows every section's
/// items as one run of rows), checked on plain arrays: they must turn the old rows into the new.
@Suite struct RowOperationsTests {
  @Test func rowOperationsTurnTheOldRowsIntoTheNewOnes() {
    checkProperty(
      iterations: 3_000, seed: 0x2075_0001, generate: { $0.snapshotPair() },
      shrink: shrinkSnapshotPair, property: { brokenRowOperationsLaw($0) })
  }

  @Test func aSectionMovedDownMovesItsRowsOneByOne() {
    let old = makeSnapshot([(0, [1, 2]), (1, [3]), (2, [4])])
    let new = makeSnapshot([(1, [3]), (2, [4]), (0, [1, 2])])
    let operations = Changeset(from: old, to: new)._rowOperations
    #expect(operations == [.move(from: 0, to: 3), .move(from: 0, to: 3)])
  }

  /// Applies the operations to the old rows (inserted rows are `nil`); `nil` when they give the
  /// new rows, else what went wrong.
  private func brokenRowOperationsLaw(_ pair: SnapshotPair<Int, Int>) -> String? {
    let changeset = pair.changeset()
    var rows: [Int?] = pair.old.itemIdentifiers
    for operation in changeset._rowOperations {
      switch operation {
      case .remove(let range):
        guard range.upperBound <= rows.count else { return "\(operation) past \(rows.count) rows" }
        rows.removeSubrange(range)
      case .insert(let range):
        guard range.lowerBound <= rows.count else { return "\(operation) past \(rows.count) rows" }
        rows.insert(contentsOf: repeatElement(nil, count: range.count), at: range.lowerBound)
      case .move(let from, let to):
        guard from < rows.count && to < rows.count else { return "\(operation) out of range" }
        rows.insert(rows.remove(at: from), at: to)
      case .reload(let range):
        guard range.upperBound <= rows.count else { return "\(operation) past \(rows.count) rows" }
      }
    }
    let new = pair.new.itemIdentifiers
    guard rows.count == new.count else { return "\(rows.count) rows, expected \(new.count)" }
    for (row, item) in rows.enumerated() where item != nil && item != new[row] {
      return "row \(row) shows \(item!), expected \(new[row])"
    }
    return nil
  }
}
