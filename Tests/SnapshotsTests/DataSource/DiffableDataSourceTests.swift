import Foundation
import SnapshotsTesting
import Testing

@testable import Snapshots

@MainActor
@Suite struct DiffableDataSourceTests {
  /// Apple's `UITableViewDiffableDataSource` documentation, step by step (create, apply, query by
  /// index path and identifier, apply a section snapshot, reorder), with only the type names
  /// changed: `UITableView` → `HeadlessListView`, `UITableViewDiffableDataSource` →
  /// `DiffableDataSource`, `NSDiffableDataSourceSnapshot` → `Snapshot`,
  /// `NSDiffableDataSourceSectionSnapshot` → `SectionSnapshot`, `IndexPath` → `ItemPath`.
  @Test func aProgramFromApplesDocumentationRunsWithTheTypeNamesChanged() {
    let items = (0..<5).map { _ in UUID() }
    let tableView = HeadlessListView<Int, UUID>()
    let dataSource = DiffableDataSource<Int, UUID>(tableView: tableView) {
      (
        tableView: HeadlessListView<Int, UUID>, indexPath: ItemPath, itemIdentifier: UUID
      )
        -> String in
      "cell for \(itemIdentifier) at \(indexPath)"
    }

    var snapshot = Snapshot<Int, UUID>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    dataSource.apply(snapshot, animatingDifferences: true)
    #expect(
      tableView.sections.map { $0.map(\.text) } == [
        items.enumerated().map { "cell for \($1) at [0, \($0)]" }
      ])

    let indexPath = ItemPath(item: 2, section: 0)
    #expect(dataSource.itemIdentifier(for: indexPath) == items[2])
    #expect(dataSource.indexPath(for: items[3]) == ItemPath(item: 3, section: 0))
    #expect(dataSource.sectionIdentifier(for: 0) == 0)
    #expect(dataSource.index(for: 0) == 0)
    #expect(dataSource.itemIdentifier(for: ItemPath(item: 5, section: 0)) == nil)

    var sectionSnapshot = SectionSnapshot<UUID>()
    let root = UUID()
    let child = UUID()
    sectionSnapshot.append([root])
    sectionSnapshot.append([child], to: root)
    sectionSnapshot.expand([root])
    dataSource.apply(sectionSnapshot, to: 1, animatingDifferences: true)
    #expect(dataSource.snapshot().itemIdentifiers(inSection: 1) == [root, child])
    #expect(dataSource.snapshot(for: 1) == sectionSnapshot)

    var reordered: Snapshot<Int, UUID>?
    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    dataSource.reorderingHandlers.didReorder = { transaction in
      reordered = transaction.finalSnapshot
    }
    #expect(dataSource.canMoveItem(at: ItemPath(item: 0, section: 0)))
    tableView.userMovedItem(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 4, section: 0))
    #expect(reordered?.itemIdentifiers(inSection: 0) == Array(items.dropFirst()) + [items[0]])
    #expect(dataSource.snapshot() == reordered)
  }

  @Test func theCompletionRunsOnceAfterTheLastBatchOfItsApply() {
    let view = HeadlessListView<String, Int>()
    view.completionDelivery = .manual
    let dataSource = DiffableDataSource(view: view)
    dataSource.apply(makeStringSnapshot([("A", [1, 2]), ("B", [3])]))
    view.completeAllPendingBatches()
    // A section move with an item moved into it and reconfigured: three batches, the last of
    // reconfigures alone.
    var new = makeStringSnapshot([("B", [3, 1]), ("A", [2])])
    new.reconfigureItems([1])
    var completions = 0
    dataSource.apply(new) { completions += 1 }
    #expect(view.pendingBatchCount == 3)
    view.completePendingBatch(at: 2)
    view.completePendingBatch(at: 0)
    #expect(completions == 0)
    view.completePendingBatch(at: 0)
    #expect(completions == 1)
    #expect(view.items == [[3, 1], [2]])
    #expect(dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
  }

  @Test func anApplyMadeWhileAnotherIsShownWaitsAndStartsWhereItEnds() {
    let view = HeadlessListView<String, Int>()
    view.completionDelivery = .manual
    let dataSource = DiffableDataSource(view: view)
    var order: [String] = []
    dataSource.apply(makeStringSnapshot([("A", [1, 2, 3])])) { order.append("first") }
    var next = dataSource.snapshot()
    next.appendItems([4])
    dataSource.apply(next) { order.append("second") }
    #expect(dataSource.snapshot().itemIdentifiers == [1, 2, 3, 4])
    #expect(dataSource.displayedSnapshot.itemIdentifiers == [1, 2, 3])
    #expect(dataSource.itemIdentifier(for: ItemPath(item: 3, section: 0)) == nil)
    #expect(view.history.count == 1)
    view.completeAllPendingBatches()
    #expect(order == ["first", "second"])
    #expect(view.items == [[1, 2, 3, 4]])
    #expect(!dataSource.hasPendingApplies)
  }

  @Test func aViewChangedBehindItsBackIsReloadedAndReported() {
    let view = HeadlessListView<String, Int>()
    let dataSource = DiffableDataSource(view: view)
    var reasons: [DiffableDataSource<String, Int>.ReloadFallback] = []
    dataSource.reloadFallbackHandler = { reasons.append($0) }
    dataSource.apply(makeStringSnapshot([("A", [1, 2])]))
    view.changeBehindDataSource { $0[0].append(.init(item: 9, text: "stray")) }
    dataSource.apply(makeStringSnapshot([("A", [2, 1, 3])]))
    #expect(reasons == [.viewOutOfSync(viewCounts: [3], expectedCounts: [2])])
    #expect(view.items == [[2, 1, 3]])
    guard case .reload? = view.history.last else {
      Issue.record("expected a reload, got \(String(describing: view.history.last))")
      return
    }
  }

  @Test func anUpdateOverTheLimitIsReloadedAndReported() {
    let view = HeadlessListView<String, Int>()
    let dataSource = DiffableDataSource(view: view)
    dataSource.maximumAnimatedOperationCount = 1
    var reasons: [DiffableDataSource<String, Int>.ReloadFallback] = []
    dataSource.reloadFallbackHandler = { reasons.append($0) }
    dataSource.apply(makeStringSnapshot([("A", [1, 2])]))
    dataSource.apply(makeStringSnapshot([("A", [1, 2, 3, 4])]))
    #expect(reasons == [.tooManyOperations(count: 2, limit: 1)])
    #expect(
      reasons.first?.description
        == "the update had 2 operations, more than the limit of 1; reloaded")
    #expect(view.items == [[1, 2, 3, 4]])
  }

  @Test func withoutAnimationTheSameBatchesAreShownAndReloadDataReloads() {
    let view = HeadlessListView<String, Int>()
    let dataSource = DiffableDataSource(view: view)
    dataSource.apply(makeStringSnapshot([("A", [1, 2, 3])]), animatingDifferences: false)
    dataSource.apply(makeStringSnapshot([("A", [3, 1, 2])]), animatingDifferences: false)
    guard case .batch(let update, let animated)? = view.history.last else {
      Issue.record("expected a batch")
      return
    }
    #expect(!animated)
    #expect(
      update.movedItems == [
        .init(from: ItemPath(item: 2, section: 0), to: ItemPath(item: 0, section: 0))
      ])
    var reloaded = false
    dataSource.applySnapshotUsingReloadData(makeStringSnapshot([("B", [7])])) { reloaded = true }
    #expect(reloaded)
    #expect(view.items == [[7]])
    guard case .reload? = view.history.last else {
      Issue.record("expected a reload")
      return
    }
  }

  @Test func marksBecomeReloadsAndAreClearedOnceShown() {
    let view = HeadlessListView<String, Int>()
    let dataSource = DiffableDataSource(view: view)
    dataSource.apply(makeStringSnapshot([("A", [1, 2])]))
    var marked = dataSource.snapshot()
    marked.reconfigureItems([2])
    dataSource.apply(marked)
    guard case .batch(let update, _)? = view.history.last else {
      Issue.record("expected a batch")
      return
    }
    #expect(update.reconfiguredItems == [ItemPath(item: 1, section: 0)])
    #expect(dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
    let batches = view.history.count
    dataSource.apply(dataSource.snapshot())  // nothing changed: nothing sent
    #expect(view.history.count == batches)
  }

  @Test func aSupersededAsyncApplyIsDroppedAndReturnsWithTheNewerOne() async {
    let view = HeadlessListView<String, Int>()
    view.completionDelivery = .manual
    let dataSource = DiffableDataSource(view: view)
    // Being shown until its batch is completed:
    dataSource.apply(makeStringSnapshot([("A", [1])]), completion: nil)
    var returned: [String] = []
    let older = Task { @MainActor in
      await dataSource.apply(makeStringSnapshot([("A", [1, 2])]))
      returned.append("older")
    }
    while dataSource._queue.isEmpty { await Task.yield() }
    let newer = Task { @MainActor in
      await dataSource.apply(makeStringSnapshot([("A", [1, 2, 3])]))
      returned.append("newer")
    }
    while dataSource.snapshot().numberOfItems < 3 { await Task.yield() }
    #expect(dataSource._queue.count == 1)  // the older apply was dropped
    while dataSource.hasPendingApplies || view.pendingBatchCount > 0 {
      view.completeAllPendingBatches()
      await Task.yield()
    }
    await older.value
    await newer.value
    #expect(Set(returned) == ["older", "newer"])
    #expect(view.history.count == 2)  // the first apply and the newer one; the older was dropped
    #expect(view.items == [[1, 2, 3]])
  }

  @Test func asyncAppliesFromManyTasksEndShowingTheLastOne() async {
    let view = HeadlessListView<Int, Int>()
    let dataSource = DiffableDataSource(view: view)
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<64 {
        group.addTask {
          var generator = SeededGenerator(seed: UInt64(task))
          let snapshot = generator.snapshot(editing: Snapshot(), edits: 12)
          await dataSource.apply(snapshot, animatingDifferences: task.isMultiple(of: 2))
        }
      }
    }
    #expect(!dataSource.hasPendingApplies)
    #expect(view.errors.isEmpty)
    #expect(view.items == dataSource.snapshot()._itemsBySection)
  }

  @Test func aReorderInAnOutlineMovesTheItemWithItsDescendants() {
    let view = HeadlessListView<String, String>()
    let dataSource = DiffableDataSource(view: view)
    var outline = SectionSnapshot<String>()
    outline.append(["Mail", "Notes", "Trash"])
    outline.append(["Inbox", "Sent"], to: "Mail")
    outline.expand(["Mail"])
    dataSource.apply(outline, to: "sidebar")
    #expect(view.items == [["Mail", "Inbox", "Sent", "Notes", "Trash"]])
    var transaction: DiffableDataSourceTransaction<String, String>?
    dataSource.reorderingHandlers.didReorder = { transaction = $0 }
    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    // The user drags "Mail" below "Notes"; the view moves that one row.
    view.userMovedItem(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 3, section: 0))
    #expect(dataSource.snapshot(for: "sidebar").rootItems == ["Notes", "Mail", "Trash"])
    #expect(view.items == [["Notes", "Mail", "Inbox", "Sent", "Trash"]])
    #expect(transaction?.sectionTransactions.map(\.sectionIdentifier) == ["sidebar"])
    #expect(
      transaction?.sectionTransactions.first?.finalSnapshot.rootItems == ["Notes", "Mail", "Trash"])
  }

  @Test func titlesAndTheSectionIndexComeFromTheShownSections() {
    let view = HeadlessListView<String, Int>()
    let dataSource = DiffableDataSource(view: view)
    dataSource.headerTitleProvider = { (section: String, _: Int) in "Header \(section)" }
    dataSource.footerTitleProvider = { (section: String, index: Int) in
      index == 0 ? "\(section) ends" : nil
    }
    #expect(dataSource.sectionIndexTitles == nil)
    dataSource.sectionIndexTitleProvider = { $0 == "B" ? nil : $0 }
    dataSource.apply(makeStringSnapshot([("A", [1]), ("B", [2]), ("C", [3])]))
    #expect(dataSource.titleForHeader(inSection: 1) == "Header B")
    #expect(dataSource.titleForFooter(inSection: 0) == "A ends")
    #expect(dataSource.titleForFooter(inSection: 1) == nil)
    #expect(dataSource.titleForHeader(inSection: 3) == nil)
    #expect(dataSource.sectionIndexTitles == ["A", "C"])
    #expect(dataSource.section(forSectionIndexTitle: "C", at: 1) == 2)
    #expect(dataSource.numberOfSections == 3)
    #expect(dataSource.numberOfItems(inSection: 2) == 1)
    #expect(dataSource.numberOfItems(inSection: 3) == 0)
  }
}

/// A snapshot with string sections and the given items.
func makeStringSnapshot(_ layout: [(String, [Int])]) -> Snapshot<String, Int> {
  var snapshot = Snapshot<String, Int>()
  for (section, items) in layout {
    snapshot.appendSections([section])
    snapshot.appendItems(items, toSection: section)
  }
  return snapshot
}

@MainActor
@Suite struct DiffableDataSourceRegressionTests {
  /// A drag while an apply was still animating was undone when the apply finished: the data
  /// source went back to the apply's snapshot while the view kept the moved row.
  @Test func aReorderDuringAnAnimationIsKeptWhenTheAnimationEnds() {
    let view = HeadlessListView<String, Int>()
    view.completionDelivery = .manual
    let dataSource = DiffableDataSource(view: view)
    dataSource.apply(makeStringSnapshot([("A", [1, 2, 3])]))
    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    view.userMovedItem(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 2, section: 0))
    view.completeAllPendingBatches()
    #expect(dataSource.snapshot().itemIdentifiers == [2, 3, 1])
    #expect(dataSource.displayedSnapshot.itemIdentifiers == [2, 3, 1])
    #expect(view.items == [[2, 3, 1]])
  }
}
