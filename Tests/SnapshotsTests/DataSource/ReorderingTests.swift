import Testing

@testable import Snapshots

/// A user's drag on the headless view, moves the handlers forbid, the misuse of telling the data
/// source of a move the view never made, and applies made from the reordering handlers.
@MainActor
@Suite("Reordering")
struct ReorderingTests {
  let view = HeadlessListView<String, String>()
  let dataSource: DiffableDataSource<String, String>

  init() {
    dataSource = DiffableDataSource(view: view)
    var snapshot = Snapshot<String, String>()
    snapshot.appendSections(["A"])
    snapshot.appendItems(["a1", "a2", "a3"])
    dataSource.applySnapshotUsingReloadData(snapshot, completion: nil)
  }

  func path(_ item: Int) -> ItemPath { ItemPath(item: item, section: 0) }

  @Test func aUserDragOnTheHeadlessViewIsKeptByTheNextApply() {
    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    var reorders = 0
    dataSource.reorderingHandlers.didReorder = { _ in reorders += 1 }
    #expect(view.userMovedItem(from: path(0), to: path(2)))
    #expect(view.items == [["a2", "a3", "a1"]] && reorders == 1)
    #expect(dataSource.snapshot().itemIdentifiers == ["a2", "a3", "a1"])
    var next = dataSource.snapshot()
    next.appendItems(["a4"])
    dataSource.apply(next)
    #expect(view.items == [["a2", "a3", "a1", "a4"]])
    #expect(dataSource.itemIdentifier(for: path(0)) == "a2")
  }

  /// Issue 30's sequence: the data source told of a move the view never made.
  ///
  /// It used to be accepted, and the next, unrelated apply died with "after the update the table shows a1 at
  /// [0, 0] where the data source has a2" (or was skipped silently without traps).
  @Test func aMoveTheViewNeverMadeIsReportedWhereItHappens() {
    view.trapsOnInvalidBatch = false
    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    #expect(!dataSource.moveItem(at: path(0), to: path(1)))
    #expect(
      view.errors.map(\.message) == [
        "Invalid reorder: the data source was told that the view moved a1 to [0, 1], but the view shows a2 there (move rows with userMovedItem(from:to:), which moves the cell as a drag does)"
      ])
    #expect(dataSource.snapshot().itemIdentifiers == ["a1", "a2", "a3"])
    var next = dataSource.snapshot()
    next.appendItems(["a4"])
    dataSource.apply(next)
    #expect(view.items == [["a1", "a2", "a3", "a4"]] && view.errors.count == 1)
  }

  @Test func aMoveThatCanReorderItemDoesNotAllowIsRefused() {
    var handlers = 0
    dataSource.reorderingHandlers.willReorder = { _ in handlers += 1 }
    // No canReorderItem: nothing may move, as the docs say.
    #expect(!view.userMovedItem(from: path(0), to: path(2)))
    #expect(!dataSource.moveItem(at: path(0), to: path(2)))
    dataSource.reorderingHandlers.canReorderItem = { $0 != "a1" }
    #expect(!view.userMovedItem(from: path(0), to: path(2)))
    #expect(view.items == [["a1", "a2", "a3"]] && handlers == 0)
    #expect(dataSource.snapshot().itemIdentifiers == ["a1", "a2", "a3"])
    #expect(view.userMovedItem(from: path(1), to: path(0)))
    #expect(view.items == [["a2", "a1", "a3"]] && handlers == 1)
  }

  @Test func editingIsAskedApartFromReordering() {
    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    #expect(dataSource.canMoveItem(at: path(0)) && !dataSource.canEditItem(at: path(0)))
    dataSource.canEditItem = { $0 == "a2" }
    #expect(!dataSource.canEditItem(at: path(0)) && dataSource.canEditItem(at: path(1)))
    #expect(!dataSource.canEditItem(at: path(7)))
  }

  /// Issue 32: an apply made inside `willReorder` was lost (the reorder stored its state over
  /// it), so `displayedSnapshot` differed from what the view showed.
  @Test(arguments: [false, true])
  mutating func anApplyMadeFromAReorderingHandlerIsShownAfterTheReorder(fromDidReorder: Bool) {
    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    let applyMore = { [dataSource] (_: DiffableDataSourceTransaction<String, String>) in
      var next = dataSource.snapshot()
      next.appendItems(["a4"])
      dataSource.apply(next)
    }
    if fromDidReorder {
      dataSource.reorderingHandlers.didReorder = applyMore
    } else {
      dataSource.reorderingHandlers.willReorder = applyMore
    }
    view.trapsOnInvalidBatch = false
    #expect(view.userMovedItem(from: path(0), to: path(2)))
    #expect(view.errors.isEmpty)
    #expect(dataSource.displayedSnapshot._itemsBySection == view.items)
    #expect(!dataSource.hasPendingApplies)
    // From willReorder the handler saw the snapshot before the reorder (as Apple's does), so its
    // apply, shown after the reorder, puts a1 back; from didReorder it keeps the reorder.
    let expected = fromDidReorder ? ["a2", "a3", "a1", "a4"] : ["a1", "a2", "a3", "a4"]
    #expect(view.items == [expected])
    #expect(dataSource.snapshot().itemIdentifiers == expected)
    #expect(dataSource.itemIdentifier(for: path(0)) == expected[0])
    #expect(view.history.filter { if case .reload = $0 { true } else { false } }.count == 1)
  }
}
