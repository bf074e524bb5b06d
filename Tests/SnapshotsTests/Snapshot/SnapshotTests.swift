import Testing

@testable import Snapshots

@Suite("Snapshot API")
struct SnapshotTests {
  /// A snapshot with sections inbox (a, b, c) and done (d).
  func sample() -> Snapshot<String, String> {
    var snapshot = Snapshot<String, String>()
    snapshot.appendSections(["inbox", "done"])
    snapshot.appendItems(["a", "b", "c"], toSection: "inbox")
    snapshot.appendItems(["d"], toSection: "done")
    return snapshot
  }

  func layout(_ snapshot: Snapshot<String, String>) -> [String] {
    snapshot.sectionIdentifiers.map {
      "\($0):" + snapshot.itemIdentifiers(inSection: $0).joined(separator: ",")
    }
  }

  @Test func emptySnapshot() {
    let snapshot = Snapshot<String, Int>()
    #expect(snapshot.numberOfItems == 0)
    #expect(snapshot.numberOfSections == 0)
    #expect(snapshot.sectionIdentifiers.isEmpty)
    #expect(snapshot.itemIdentifiers.isEmpty)
    #expect(snapshot.indexOfItem(1) == nil)
    #expect(snapshot.indexOfSection("a") == nil)
    #expect(snapshot.sectionIdentifier(containingItem: 1) == nil)
  }

  @Test func queries() {
    let snapshot = sample()
    #expect(snapshot.numberOfItems == 4)
    #expect(snapshot.numberOfSections == 2)
    #expect(snapshot.sectionIdentifiers == ["inbox", "done"])
    #expect(snapshot.itemIdentifiers == ["a", "b", "c", "d"])
    #expect(snapshot.numberOfItems(inSection: "inbox") == 3)
    #expect(snapshot.numberOfItems(inSection: "done") == 1)
    #expect(snapshot.itemIdentifiers(inSection: "done") == ["d"])
    #expect(snapshot.sectionIdentifier(containingItem: "d") == "done")
    #expect(snapshot.sectionIdentifier(containingItem: "z") == nil)
    #expect(snapshot.indexOfItem("d") == 3, "index in the flattened list")
    #expect(snapshot.indexOfItem("b") == 1)
    #expect(snapshot.indexOfItem("z") == nil)
    #expect(snapshot.indexOfSection("done") == 1)
    #expect(snapshot.indexOfSection("zzz") == nil)
  }

  @Test func appendWithoutSectionGoesToLastSection() {
    var snapshot = sample()
    snapshot.appendItems(["e"])
    #expect(layout(snapshot) == ["inbox:a,b,c", "done:d,e"])
  }

  @Test func appendingAnExistingItemMovesIt() {
    var snapshot = sample()
    snapshot.appendItems(["a", "x"], toSection: "done")
    #expect(layout(snapshot) == ["inbox:b,c", "done:d,a,x"])
    snapshot.appendItems(["d"], toSection: "done")
    #expect(layout(snapshot) == ["inbox:b,c", "done:a,x,d"], "moved to the end of its own section")
    #expect(snapshot.indexOfItem("d") == 4)
  }

  /// Found by the model-based test: moving an item by appending it to an earlier section left the
  /// flattened starts of the later sections stale.
  @Test func regressionAppendMovesItemIntoEarlierSection() {
    var snapshot = Snapshot<Int, Int>()
    snapshot.appendSections([2])
    snapshot.insertSections([4, 6], afterSection: 2)
    snapshot.appendItems([33])
    snapshot.insertItems([12, 0], beforeItem: 33)
    snapshot.appendItems([33, 16, 22], toSection: 4)
    #expect(snapshot.itemIdentifiers == [33, 16, 22, 12, 0])
    #expect(snapshot.indexOfItem(0) == 4)
    #expect(snapshot.indexOfItem(12) == 3)
  }

  @Test func insertItemsBeforeAndAfter() {
    var snapshot = sample()
    snapshot.insertItems(["x", "y"], beforeItem: "b")
    #expect(layout(snapshot) == ["inbox:a,x,y,b,c", "done:d"])
    snapshot.insertItems(["z"], afterItem: "d")
    #expect(layout(snapshot) == ["inbox:a,x,y,b,c", "done:d,z"])
    snapshot.insertItems(["a"], afterItem: "z")
    #expect(layout(snapshot) == ["inbox:x,y,b,c", "done:d,z,a"], "existing item moves")
    #expect(snapshot.indexOfItem("a") == 6)
  }

  @Test func deleteItemsIgnoresUnknownIdentifiers() {
    var snapshot = sample()
    snapshot.deleteItems(["b", "nope", "d"])
    #expect(layout(snapshot) == ["inbox:a,c", "done:"])
    #expect(snapshot.indexOfItem("c") == 1)
    #expect(snapshot.numberOfItems == 2)
  }

  @Test func deleteAllItemsRemovesSectionsToo() {
    var snapshot = sample()
    snapshot.reloadItems(["a"])
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfSections == 0)
    #expect(snapshot.numberOfItems == 0)
    #expect(snapshot.reloadedItemIdentifiers.isEmpty)
  }

  @Test func moveItemWithinAndAcrossSections() {
    var snapshot = sample()
    snapshot.moveItem("a", afterItem: "c")
    #expect(layout(snapshot) == ["inbox:b,c,a", "done:d"])
    snapshot.moveItem("d", beforeItem: "b")
    #expect(layout(snapshot) == ["inbox:d,b,c,a", "done:"])
    snapshot.moveItem("a", beforeItem: "d")
    #expect(layout(snapshot) == ["inbox:a,d,b,c", "done:"])
  }

  @Test func sectionOperations() {
    var snapshot = sample()
    snapshot.insertSections(["top"], beforeSection: "inbox")
    snapshot.insertSections(["middle"], afterSection: "inbox")
    #expect(snapshot.sectionIdentifiers == ["top", "inbox", "middle", "done"])
    #expect(snapshot.indexOfItem("d") == 3)
    snapshot.moveSection("done", beforeSection: "top")
    #expect(snapshot.sectionIdentifiers == ["done", "top", "inbox", "middle"])
    #expect(snapshot.indexOfItem("d") == 0)
    #expect(snapshot.indexOfItem("a") == 1)
    snapshot.moveSection("done", afterSection: "middle")
    #expect(snapshot.sectionIdentifiers == ["top", "inbox", "middle", "done"])
    snapshot.deleteSections(["inbox", "unknown"])
    #expect(snapshot.sectionIdentifiers == ["top", "middle", "done"])
    #expect(snapshot.itemIdentifiers == ["d"])
    #expect(snapshot.indexOfItem("a") == nil)
    #expect(snapshot.indexOfSection("done") == 2)
  }

  @Test func marks() {
    var snapshot = sample()
    snapshot.reloadItems(["b", "a", "b"])
    snapshot.reconfigureItems(["c"])
    snapshot.reloadSections(["done"])
    #expect(snapshot.reloadedItemIdentifiers == ["b", "a"])
    #expect(snapshot.reconfiguredItemIdentifiers == ["c"])
    #expect(snapshot.reloadedSectionIdentifiers == ["done"])
    snapshot.moveItem("a", afterItem: "d")
    #expect(snapshot.reloadedItemIdentifiers == ["b", "a"], "a mark survives a move")
    snapshot.deleteItems(["b"])
    snapshot.deleteSections(["done"])
    #expect(snapshot.reloadedItemIdentifiers.isEmpty, "marks leave with their items")
    #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
    #expect(snapshot.reconfiguredItemIdentifiers == ["c"])
  }

  @Test func marksAreValuesOfEachCopy() {
    var marked = sample()
    marked.reloadItems(["a"])
    var copy = marked
    copy.reloadItems(["b"])
    copy.reconfigureItems(["c"])
    #expect(marked.reloadedItemIdentifiers == ["a"], "marking a copy leaves the original alone")
    #expect(marked.reconfiguredItemIdentifiers.isEmpty)
    #expect(copy.reloadedItemIdentifiers == ["a", "b"])
    var pruned = copy
    pruned.deleteItems(["a", "b", "c"])
    #expect(pruned.reloadedItemIdentifiers.isEmpty && pruned.reconfiguredItemIdentifiers.isEmpty)
    #expect(copy.reloadedItemIdentifiers == ["a", "b"], "pruning a copy leaves the original alone")
    #expect(copy.reconfiguredItemIdentifiers == ["c"])
  }

  @Test func equalityIgnoresMarksAndHashingAgrees() {
    let plain = sample()
    var marked = sample()
    marked.reloadItems(["a"])
    #expect(plain == marked)
    #expect(plain.hashValue == marked.hashValue)
    var reordered = sample()
    reordered.moveItem("a", afterItem: "b")
    #expect(plain != reordered)
    var renamed = Snapshot<String, String>()
    renamed.appendSections(["inbox", "later"])
    renamed.appendItems(["a", "b", "c"], toSection: "inbox")
    renamed.appendItems(["d"], toSection: "later")
    #expect(plain != renamed, "section identifiers count")
  }

  @Test func description() {
    var snapshot = sample()
    snapshot.appendSections(["empty"])
    snapshot.reloadItems(["a"])
    #expect(
      snapshot.description == """
        Snapshot(3 sections, 4 items)
          inbox: a, b, c
          done: d
          empty: (empty)
          reloaded items: a
        """)
  }

  @Test func validatingInitializer() throws {
    let snapshot = try Snapshot<String, String>(validating: [
      ("inbox", ["a", "b", "c"]), ("done", ["d"]),
    ])
    #expect(snapshot == sample())
    #expect(snapshot.indexOfItem("d") == 3)
    #expect(
      throws: SnapshotError(
        code: .duplicateItemIdentifier, identifier: "b",
        firstPosition: .init(section: 0, item: 1), secondPosition: .init(section: 1, item: 0))
    ) {
      try Snapshot<String, String>(validating: [("inbox", ["a", "b"]), ("done", ["b"])])
    }
    #expect(
      throws: SnapshotError(
        code: .duplicateSectionIdentifier, identifier: "inbox",
        firstPosition: .init(section: 0), secondPosition: .init(section: 2))
    ) {
      try Snapshot<String, String>(validating: [("inbox", []), ("done", []), ("inbox", [])])
    }
    let error = SnapshotError(
      code: .duplicateItemIdentifier, identifier: "x",
      firstPosition: .init(section: 0, item: 0), secondPosition: .init(section: 1, item: 2))
    #expect(
      error.description
        == "duplicate item identifier x at section 1, item 2 (first at section 0, item 0)")
  }

  @Test func appendThenQueryLoopStaysLinear() {
    // 20,000 appends each followed by queries: quadratic behaviour would take seconds here.
    var snapshot = Snapshot<Int, Int>()
    snapshot.appendSections([0, 1])
    for item in 0..<20_000 {
      snapshot.appendItems([item], toSection: item % 2)
      #expect(snapshot.indexOfItem(item) != nil)
    }
    #expect(snapshot.indexOfItem(1) == 10_000)
    #expect(snapshot.numberOfItems(inSection: 1) == 10_000)
  }

  @Test func sendableAcrossTasks() async {
    let snapshot = sample()
    let count = await Task.detached { snapshot.numberOfItems }.value
    #expect(count == 4)
  }
}
