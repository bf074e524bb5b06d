import Testing

@testable import Snapshots
@testable import SnapshotsUI

/// The UIKit adapters' split of a batch's reconfigures: those with a payload and a cell on
/// screen go to the cell updater, after the batch, at their new paths; the rest stay in the batch.
@MainActor
@Suite struct InPlaceUpdatesTests {
  @Test func onScreenCellsWithAPayloadAreUpdatedInPlaceAtTheirNewPaths() throws {
    let old = Snapshot([SectionOfItems("s", items: [1, 2, 3, 4])])
    var new = Snapshot([SectionOfItems("s", items: [4, 1, 2, 3])])
    new.reconfigureItem(2, payload: ChangePayload("two"))
    new.reconfigureItem(3, payload: ChangePayload("three"))
    new.reconfigureItems([1])
    // Item 4's move displaces the others: their reconfigures come in the last batch.
    let batches = Changeset(from: old, to: new).batches
    let before = batches.count > 1 ? batches[batches.count - 2].snapshot : old
    let batch = try #require(batches.last)
    let onScreen: Set<Int> = [1, 2]  // item 3's cell is off screen (prefetched, say)
    let inPlace = _InPlaceUpdates(
      batch, itemShown: before.itemIdentifier(at:),
      isVisible: { onScreen.contains(before.itemIdentifier(at: $0)!) })
    let kept = inPlace.update.reconfiguredItems.map { before.itemIdentifier(at: $0)! }
    #expect(Set(kept) == [1, 3])
    var delivered: [String] = []
    inPlace.deliver(after: batch.snapshot, cell: { "cell at \($0.item)" }) {
      path, cell, item, payload in
      delivered.append("\(item) \(payload) \(cell) \(path.item)")
    }
    #expect(delivered == ["2 two cell at 2 2"])
  }

  @Test func aCellThatLeftTheScreenIsNotUpdated() throws {
    let old = Snapshot([SectionOfItems("s", items: [1, 2])])
    var new = old
    new.reconfigureItem(2, payload: ChangePayload("x"))
    let batch = try #require(Changeset(from: old, to: new).batches.first)
    let inPlace = _InPlaceUpdates(
      batch, itemShown: old.itemIdentifier(at:), isVisible: { _ in true })
    #expect(inPlace.update.reconfiguredItems.isEmpty)
    var calls = 0
    inPlace.deliver(after: batch.snapshot, cell: { _ -> String? in nil }) { _, _, _, _ in calls += 1
    }
    #expect(calls == 0)
  }
}
