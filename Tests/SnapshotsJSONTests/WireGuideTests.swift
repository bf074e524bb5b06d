import Foundation
import Snapshots
import SnapshotsJSON
import Testing

/// The snippets of Docs/Wire.md, of the SnapshotsJSON catalog and of README's "Changes over the
/// wire", as written there (`DocSnippetTests` checks that they are).
@Suite("Docs/Wire.md")
struct WireGuideTests {
  struct Message: Identifiable, Equatable {
    var id: Int
    var text: String
  }

  struct Folder: Identifiable, Equatable {
    var id: String
    var title: String
  }

  @Test func identifiedBatchesGoOverTheWire() throws {
    let old = Snapshot<String, Int> { SectionOfItems("inbox", items: [1, 2, 3]) }
    let new = Snapshot<String, Int> {
      SectionOfItems("inbox", items: [3, 1])
      SectionOfItems("archive", items: [2])
    }
    let changeset = Changeset(from: old, to: new)
    let payload = try JSONEncoder().encode(changeset.identifiedBatches)
    let batches = try JSONDecoder().decode(
      [IdentifiedBatchUpdate<String, Int>].self, from: payload)
    let shown = try old.applying(batches)  // throws BatchApplicationError if they do not fit
    #expect(shown.sectionsOfItems == new.sectionsOfItems)
  }

  @Test func modelValues() throws {
    let inbox = Folder(id: "inbox", title: "Inbox")
    let oldMessages = [Message(id: 1, text: "hi"), Message(id: 2, text: "yo")]
    let newMessages = [Message(id: 2, text: "yo!"), Message(id: 1, text: "hi")]
    let changeset = try Changeset(
      from: [SectionOfItems(inbox, items: oldMessages)],
      to: [SectionOfItems(inbox, items: newMessages)])
    let byText = try Changeset(
      from: [SectionOfItems(inbox, items: oldMessages)],
      to: [SectionOfItems(inbox, items: newMessages)],
      sectionContentChanged: { $0.title != $1.title },
      itemContentChanged: { $0.text != $1.text })
    let withoutMoves = changeset.withoutMoves  // Android's detectMoves: false
    #expect(changeset.reloadedItems.map(\.identifier) == [2])
    #expect(byText.steps == changeset.steps)
    #expect(withoutMoves.movedItems.isEmpty)
  }

  @Test func builderAndConversions() throws {
    let showsArchive = true
    let archived = [7, 8]
    let snapshot = Snapshot<String, Int> {
      SectionOfItems("inbox") {
        1
        for id in 2...3 { id }
      }
      if showsArchive {
        SectionOfItems("archive", items: archived)
      }
    }
    let nested = snapshot.sectionsOfItems.map(\.items)  // [[1, 2, 3], [7, 8]]
    let difference = try ListDifference(
      [3, 1, 2].difference(from: [1, 2, 3]).inferringMoves(), oldCount: 3)
    #expect(nested == [[1, 2, 3], [7, 8]])
    #expect(difference.moves.count == 1)
  }

  @Test func jsonDocuments() throws {
    let oldJSON = Array(#"{"sections": [{"id": "a", "items": [{"id": 1, "t": "x"}, 2]}]}"#.utf8)
    let newJSON = Array(#"{"sections": [{"id": "a", "items": [2, {"id": 1, "t": "y"}, 3]}]}"#.utf8)
    let old = try JSONSnapshotDocument(parsing: oldJSON, name: "old.json")
    let new = try JSONSnapshotDocument(parsing: newJSON, name: "new.json")
    let diff = JSONSnapshotDiff(from: old, to: new)
    let staged = diff.stagedJSON()  // snapdiff --format json
    let patch = diff.jsonPatch  // snapdiff --format jsonpatch
    let document = try JSONValue(parsing: oldJSON)
    let fromStages = try JSONStagedChanges(parsing: staged).applied(to: document)
    let fromPatch = try JSONPatch(parsing: patch).applied(to: document)
    let expected = try JSONValue(parsing: newJSON)
    #expect(fromStages == expected && fromPatch == expected)
    #expect(diff.text().hasSuffix("items: 0 deleted, 1 inserted, 1 moved, 1 reloaded\n"))
  }
}

extension WireGuideTests {
  /// The README's "Changes over the wire" snippet, as written there.
  @MainActor @Test func theReadmeSnippetRuns() throws {
    let old = Snapshot<String, Int> { SectionOfItems("inbox", items: [1, 2]) }
    let new = Snapshot<String, Int> { SectionOfItems("inbox", items: [2, 3]) }
    let inbox = Folder(id: "inbox", title: "Inbox")
    let oldMessages = [Message(id: 1, text: "a")]
    let newMessages = [Message(id: 1, text: "b")]
    let dataSource = DiffableDataSource<String, Int>(tableView: HeadlessListView()) { _, _, id in
      "\(id)"
    }
    dataSource.apply(old, animatingDifferences: false)
    // Server: the batches with the identifier of everything they touch, as JSON.
    let payload = try JSONEncoder().encode(Changeset(from: old, to: new).identifiedBatches)
    // Client, which shows `old`: every operation checked before anything changes.
    let batches = try JSONDecoder().decode([IdentifiedBatchUpdate<String, Int>].self, from: payload)
    dataSource.apply(try old.applying(batches), animatingDifferences: true)

    // Model values, as DifferenceKit users write them: Identifiable items, == content.
    let changeset = try Changeset(
      from: [SectionOfItems(inbox, items: oldMessages)],
      to: [SectionOfItems(inbox, items: newMessages)])
    #expect(dataSource.snapshot().itemIdentifiers == [2, 3])
    #expect(changeset.reloadedItems.count == 1)
  }
}
