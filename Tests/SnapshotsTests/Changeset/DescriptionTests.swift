import Foundation
import TestSupport
import Testing

@testable import Snapshots

/// The values a failing test prints read as the text format does.
@Suite("Descriptions")
struct DescriptionTests {
  let old = makeSnapshot([(0, [1, 2, 3]), (1, [4])])
  let new = makeSnapshot([(1, [4, 2]), (0, [3, 5])])

  @Test func batchUpdate() {
    let update = BatchUpdate(
      deletedSections: [2], movedSections: [.init(from: 1, to: 0)],
      movedItems: [.init(from: ItemPath(item: 1, section: 0), to: ItemPath(item: 0, section: 1))],
      reconfiguredItems: [ItemPath(item: 0, section: 0)])
    #expect(
      update.description == """
        BatchUpdate(4 operations)
          - section 2
          > section 1 -> 0
          > item [0, 1] -> [1, 0]
          ~ item [0, 0] (reconfigured)
        """)
    #expect(BatchUpdate().debugDescription == "BatchUpdate(0 operations)")
    #expect(
      "\([BatchUpdate(reloadedSections: [1])])" == "[BatchUpdate(1 operation)\n  ~ section 1]")
  }

  @Test func identifiedBatchUpdateAndBatch() {
    var marked = new
    marked.reloadItems([3])
    let changeset = Changeset(from: old, to: marked)
    #expect(
      changeset.identifiedBatches.map(\.description) == [
        """
        IdentifiedBatchUpdate(5 operations)
          - item [0, 0] 1
          + item [0, 1] 5
          > item [0, 1] -> [1, 1] 2
          ~ item [0, 2] -> [0, 0] (replaced) 3
        """,
        """
        IdentifiedBatchUpdate(1 operation)
          > section 1 -> 0 1
        """,
      ])
    #expect(
      changeset.batches.first?.description == """
        Batch(5 operations, then 2 sections, 4 items)
          - item [0, 0]
          + item [0, 1]
          > item [0, 1] -> [1, 1]
          ~ item [0, 2] -> [0, 0] (replaced)
        """)
  }

  @Test func steps() {
    let steps = Changeset(from: old, to: new).steps
    #expect(
      steps.map(\.description) == [
        "- item [0, 0] 1", "> section 1 -> 0 1", "> item [1, 0] -> [0, 1] 2", "+ item [1, 1] 5",
      ])
    let difference = ListDifference(from: ["a", "b", "c", "d"], to: ["b", "c", "a", "e"])
    #expect(difference.steps.map(\.description) == ["- 3 d", "> 0 -> 2 a", "+ 3 e"])
    #expect("\(ListStep.reload(offset: 1, element: "b"))" == "~ 1 b")
    #expect(
      SectionedStep<String, Int>.reconfigureItem(at: ItemPath(item: 0, section: 0), identifier: 7)
        .debugDescription == "~ item [0, 0] 7 (reconfigured)")
  }

  @MainActor @Test func headlessListViewUpdates() {
    let view = HeadlessListView<Int, Int>()
    let dataSource = DiffableDataSource(view: view)
    dataSource.applySnapshotUsingReloadData(old, completion: nil)
    dataSource.apply(makeSnapshot([(0, [1, 2]), (1, [4])]), animatingDifferences: false)
    #expect(
      view.history.map(\.description) == [
        "reloadData",
        """
        batch, not animated: BatchUpdate(1 operation)
          - item [0, 2]
        """,
      ])
  }

  @Test func itemPathsSpeakRowsAndIndexPaths() {
    var path = ItemPath(row: 2, section: 1)
    #expect(path == ItemPath(item: 2, section: 1) && path.row == 2)
    path.row = 3
    #expect(path.item == 3)
    let indexPath = IndexPath(path)
    #expect(Array(indexPath) == [1, 3])
    #expect(indexPath.section == 1 && indexPath.row == 3 && indexPath.item == 3)
    #expect(ItemPath(IndexPath(row: 4, section: 0)) == ItemPath(item: 4, section: 0))
    #expect(IndexPath(item: 4, section: 0) == IndexPath(indexes: [0, 4]))
  }

  @MainActor @Test func dataSourceLookupsTakeIndexPaths() {
    let dataSource = DiffableDataSource(view: HeadlessListView<Int, Int>())
    dataSource.applySnapshotUsingReloadData(old, completion: nil)
    #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) == 2)
    #expect(dataSource.itemIdentifier(for: IndexPath(indexes: [0])) == nil)
  }
}
