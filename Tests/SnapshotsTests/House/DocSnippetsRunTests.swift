// swift-format-ignore-file
// (The snippets are the documents' text, character for character.)
import Snapshots
import TestSupport
import Testing

/// The snippets of README, Docs/ and the Snapshots catalog that run as written, each inside a
/// test with what it needs around it (`DocSnippetTests` checks that they are the docs' text).
@Suite("Doc snippets that run")
struct DocSnippetsRunTests {
  enum Section { case main }

  struct Contact: Hashable, Sendable {
    var id: Int
  }

  @Test func batchesGuideChangeset() {
    let old = makeSnapshot([(0, [1, 2])])
    let new = makeSnapshot([(0, [2, 1])])
    let oldRows = [1: "a", 2: "b"]
    let newRows = [1: "a", 2: "B"]
    let changeset = Changeset(
      from: old, to: new,
      itemContentChanged: { id in oldRows[id] != newRows[id] },    // optional
      reportingContentChangesAs: .reconfigure)                      // or .reload (default)
    #expect(changeset.reconfiguredItems.map(\.identifier) == [2])
  }

  @Test func batchesGuideHeadlessTable() throws {
    let old = makeSnapshot([(0, [1, 2])])
    let new = makeSnapshot([(0, [2, 3])])
    var table = HeadlessTableView(snapshot: old)          // cells are the identifiers
    try table.validateAndApply(Changeset(from: old, to: new))
    #expect(table.sections == [[2, 3]])
  }

  @MainActor @Test func dataSourceGuideFirstLines() {
    let contacts = [Contact(id: 1), Contact(id: 2)]
    let dataSource = DiffableDataSource<Section, Contact>(tableView: HeadlessListView()) {
      _, _, contact in "\(contact.id)"
    }
    var snapshot = Snapshot<Section, Contact>()
    snapshot.appendSections([.main])
    snapshot.appendItems(contacts)
    dataSource.apply(snapshot, animatingDifferences: true)
    #expect(dataSource.snapshot().itemIdentifiers == contacts)
  }

  @Test func outlineGuide() {
    snippet {
      var outline = SectionSnapshot<String>()
      outline.append(["Mail", "Notes"])
      outline.append(["Inbox", "Archive"], to: "Mail")   // new parents start collapsed
      outline.visibleItems                                 // ["Mail", "Notes"]
      outline.expand(["Mail"])
      outline.visibleItems                                 // ["Mail", "Inbox", "Archive", "Notes"]
      print(outline.visualDescription())
      // - Mail
      //   • Inbox
      //   • Archive
      // • Notes
      #expect(outline.visualDescription() == "- Mail\n  • Inbox\n  • Archive\n• Notes")
      var oldOutline = SectionSnapshot<String>()
      oldOutline.append(["a"])
      let newOutline = outline
      let changeset = Changeset(from: oldOutline, to: newOutline, section: "sidebar")
      changeset.batches.forEach { batch in /* performBatchUpdates, as for any Changeset */ }
      #expect(changeset.batches.count == 1)
    }
  }

  @Test func snapshotGuide() {
    snippet {
      var snapshot = Snapshot<String, Int>()
      snapshot.appendSections(["favourites", "all"])
      snapshot.appendItems([7, 3], toSection: "favourites")
      snapshot.appendItems([1, 2, 4, 5, 6])          // nil section = the last one
      snapshot.moveItem(2, beforeItem: 1)
      snapshot.reloadItems([7])                      // contents of 7 changed

      snapshot.indexOfItem(4)                        // 4: index in the flattened list
      snapshot.itemIdentifiers(inSection: "all")     // [2, 1, 4, 5, 6]
      #expect(snapshot.indexOfItem(4) == 4)
    }
  }

  @Test func algorithmsGuide() {
    snippet {
      let difference = ListDifference(from: ["a", "b", "c", "d"], to: ["b", "c", "a", "e"])
      difference.deletions.map(\.offset)    // [3]       "d"
      difference.insertions.map(\.offset)   // [3]       "e"
      difference.moves.map(\.source)        // [0]       "a": the one move needed
      difference.steps                      // remove 3, move 0 -> 2, insert 3
      #expect(difference.moves.map(\.source) == [0])
    }
  }

  @Test func readmeAtAGlance() throws {
    try snippet {
      var snapshot = Snapshot<String, String>()        // <SectionIdentifier, ItemIdentifier>
      snapshot.appendSections(["inbox", "done"])
      snapshot.appendItems(["a", "b", "c"], toSection: "inbox")
      snapshot.appendItems(["d"])                      // to the last section
      snapshot.insertItems(["x"], beforeItem: "b")
      snapshot.moveItem("a", afterItem: "d")
      snapshot.deleteItems(["c"])
      snapshot.reloadItems(["b"])                      // content changed: replace the cell
      snapshot.reconfigureItems(["x"])                 // content changed: update the cell in place

      snapshot.itemIdentifiers                         // ["x", "b", "d", "a"]
      snapshot.indexOfItem("d")                        // 2 (expected O(1))
      snapshot.sectionIdentifier(containingItem: "a")  // "done"

      // Untrusted input is validated, not trapped on:
      let decoded = try Snapshot<String, Int>(validating: [("fruit", [1, 2]), ("veg", [3])])
      #expect(snapshot.itemIdentifiers == ["x", "b", "d", "a"])
      #expect(decoded.numberOfItems == 3)
    }
  }

  @Test func readmeOutlines() {
    snippet {
      let before = SectionSnapshot<String>()
      var outline = SectionSnapshot<String>()       // NSDiffableDataSourceSectionSnapshot's API
      outline.append(["Mail", "Notes"])
      outline.append(["Inbox", "Archive"], to: "Mail")
      outline.expand(["Mail"])
      outline.visibleItems                            // ["Mail", "Inbox", "Archive", "Notes"]
      let changes = Changeset(from: before, to: outline, section: "sidebar")   // batches, as above
      #expect(changes.batches.count == 1)
    }
  }

  @MainActor @Test func readmeDiffing() throws {
    try snippet {
      let oldSnapshot = makeSnapshot([(0, [1, 2])])
      let newSnapshot = makeSnapshot([(0, [2, 1])])
      let tableView = HeadlessTableViewStandIn()
      // Two snapshots: UIKit-legal batches (at most three), fewest moves, content changes as
      // reloads or reconfigures, and an O(1) old <-> new index-path map.
      let changeset = Changeset(from: oldSnapshot, to: newSnapshot)
      changeset.batches.forEach { batch in
        tableView.performBatchUpdates { /* batch.update, then show batch.snapshot */ }
      }
      try BatchValidator().validate(BatchUpdate(deletedItems: [ItemPath(item: 0, section: 0)]),
                                    before: [3], after: [2])               // UIKit's rules, no device

      // Two lists: the fewest moves in O(n log n); also Heckel and Myers.
      let difference = ListDifference(from: ["a", "b", "c"], to: ["c", "a", "b"])
      difference.moves.count                 // 1
      difference.steps                       // [.move(from: 2, to: 0, element: "c")]
      difference.applying(to: ["a", "b", "c"]) // ["c", "a", "b"]
      #expect(difference.moves.count == 1)
      #expect(tableView.updates == changeset.batches.count)
    }
  }

  @Test func catalogLandingPage() {
    snippet {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["inbox", "done"])
      snapshot.appendItems(["write report", "call Ana"], toSection: "inbox")
      snapshot.appendItems(["buy milk"], toSection: "done")

      snapshot.indexOfItem("buy milk")                    // 2
      snapshot.sectionIdentifier(containingItem: "call Ana")  // "inbox"
      #expect(snapshot.indexOfItem("buy milk") == 2)
      let oldSnapshot = snapshot
      var newSnapshot = snapshot
      newSnapshot.deleteItems(["buy milk"])
      let oldRows = ["a", "b"]
      let newRows = ["b", "a"]
      let changeset = Changeset(from: oldSnapshot, to: newSnapshot)
      changeset.batches.forEach { batch in /* one performBatchUpdates each; UIKit-legal */ }

      let difference = ListDifference(from: oldRows, to: newRows)   // flat lists
      difference.applying(to: oldRows) == newRows                    // true
      #expect(changeset.deletedItems.count == 1)
    }
  }
}

/// Runs a snippet written as the documents write it, in REPL style: a result builder takes each
/// line whose value the document shows in a comment (`snapshot.indexOfItem("d")  // 2`), so that
/// the line compiles without an unused-result warning.
@resultBuilder
enum Snippet {
  static func buildExpression<Value>(_ value: Value) {}
  static func buildBlock(_ lines: Void...) {}
}

/// Runs `body`, a snippet.
func snippet(@Snippet _ body: () throws -> Void) rethrows { try body() }

/// Something with UIKit's `performBatchUpdates` shape, for the README's diffing snippet.
final class HeadlessTableViewStandIn {
  var updates = 0

  func performBatchUpdates(_ updates: () -> Void) {
    updates()
    self.updates += 1
  }
}
