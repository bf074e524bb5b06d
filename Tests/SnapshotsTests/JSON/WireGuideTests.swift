import Foundation
import Snapshots
import SnapshotsJSON
import Testing

/// The snippets of Docs/Wire.md, of the SnapshotsJSON catalog and of README's "Changes over the
/// wire", as written there (each between `// Docs/Wire.md` markers), and a check that they are.
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
    // Docs/Wire.md: server
    let changeset = Changeset(from: old, to: new)
    let payload = try JSONEncoder().encode(changeset.identifiedBatches)
    // Docs/Wire.md: client
    let batches = try JSONDecoder().decode(
      [IdentifiedBatchUpdate<String, Int>].self, from: payload)
    let shown = try old.applying(batches)  // throws BatchApplicationError if they do not fit
    // Docs/Wire.md: end
    #expect(shown.sectionsOfItems == new.sectionsOfItems)
  }

  @Test func modelValues() throws {
    let inbox = Folder(id: "inbox", title: "Inbox")
    let oldMessages = [Message(id: 1, text: "hi"), Message(id: 2, text: "yo")]
    let newMessages = [Message(id: 2, text: "yo!"), Message(id: 1, text: "hi")]
    // Docs/Wire.md: models
    let changeset = try Changeset(
      from: [SectionOfItems(inbox, items: oldMessages)],
      to: [SectionOfItems(inbox, items: newMessages)])
    let byText = try Changeset(
      from: [SectionOfItems(inbox, items: oldMessages)],
      to: [SectionOfItems(inbox, items: newMessages)],
      sectionContentChanged: { $0.title != $1.title },
      itemContentChanged: { $0.text != $1.text })
    let withoutMoves = changeset.withoutMoves  // Android's detectMoves: false
    // Docs/Wire.md: end
    #expect(changeset.reloadedItems.map(\.identifier) == [2])
    #expect(byText.steps == changeset.steps)
    #expect(withoutMoves.movedItems.isEmpty)
  }

  @Test func builderAndConversions() throws {
    let showsArchive = true
    let archived = [7, 8]
    // Docs/Wire.md: builder
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
    // Docs/Wire.md: end
    #expect(nested == [[1, 2, 3], [7, 8]])
    #expect(difference.moves.count == 1)
  }

  @Test func jsonDocuments() throws {
    let oldJSON = Array(#"{"sections": [{"id": "a", "items": [{"id": 1, "t": "x"}, 2]}]}"#.utf8)
    let newJSON = Array(#"{"sections": [{"id": "a", "items": [2, {"id": 1, "t": "y"}, 3]}]}"#.utf8)
    // Docs/Wire.md: json server
    let old = try JSONSnapshotDocument(parsing: oldJSON, name: "old.json")
    let new = try JSONSnapshotDocument(parsing: newJSON, name: "new.json")
    let diff = JSONSnapshotDiff(from: old, to: new)
    let staged = diff.stagedJSON()  // snapdiff --format json
    let patch = diff.jsonPatch  // snapdiff --format jsonpatch
    // Docs/Wire.md: json client
    let document = try JSONValue(parsing: oldJSON)
    let fromStages = try JSONStagedChanges(parsing: staged).applied(to: document)
    let fromPatch = try JSONPatch(parsing: patch).applied(to: document)
    // Docs/Wire.md: end
    let expected = try JSONValue(parsing: newJSON)
    #expect(fromStages == expected && fromPatch == expected)
    #expect(diff.text().hasSuffix("items: 0 deleted, 1 inserted, 1 moved, 1 reloaded\n"))
  }
}

extension WireGuideTests {
  /// The marked regions of this file, de-indented, by the lines they hold.
  static func regions() throws -> [String] {
    let source = try String(contentsOfFile: #filePath, encoding: .utf8)
    var regions: [String] = []
    var current: [Substring]?
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " }
      if trimmed.hasPrefix("// Docs/Wire.md: ") {
        if let lines = current { regions.append(dedented(lines)) }
        current = trimmed.hasSuffix(": end") ? nil : []
      } else {
        current?.append(line)
      }
    }
    return regions
  }

  static func dedented(_ lines: [Substring]) -> String {
    let indent = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return lines.map { String($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n")
  }

  /// The Swift snippets of a file of the package, or of one of its sections (from a heading to
  /// the next of the same level).
  static func snippets(in path: String, section heading: String? = nil) throws -> [String] {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../" + path).standardized
    var text = try String(contentsOf: file, encoding: .utf8)
    if let heading {
      text = text.components(separatedBy: heading + "\n")[1].components(separatedBy: "\n## ")[0]
    }
    return text.components(separatedBy: "```swift\n").dropFirst().map {
      $0.components(separatedBy: "\n```")[0]
    }
  }

  @Test(
    arguments: [
      ("Docs/Wire.md", nil, 6),
      ("Sources/SnapshotsJSON/SnapshotsJSON.docc/SnapshotsJSON.md", nil, 2),
      ("README.md", "## Changes over the wire", 1),
    ] as [(String, String?, Int)])
  func everySnippetIsOneThatRunsHere(file: String, section: String?, count: Int) throws {
    let snippets = try Self.snippets(in: file, section: section)
    let regions = try Self.regions()
    #expect(snippets.count == count)
    for snippet in snippets {
      #expect(regions.contains(snippet), "not run by the tests:\n\(snippet)")
    }
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
    // Docs/Wire.md: README
    // Server: the batches with the identifier of everything they touch, as JSON.
    let payload = try JSONEncoder().encode(Changeset(from: old, to: new).identifiedBatches)
    // Client, which shows `old`: every operation checked before anything changes.
    let batches = try JSONDecoder().decode([IdentifiedBatchUpdate<String, Int>].self, from: payload)
    dataSource.apply(try old.applying(batches), animatingDifferences: true)

    // Model values, as DifferenceKit users write them: Identifiable sections and items, == content.
    let changeset = try Changeset(
      from: [SectionOfItems(inbox, items: oldMessages)],
      to: [SectionOfItems(inbox, items: newMessages)])
    // Docs/Wire.md: end
    #expect(dataSource.snapshot().itemIdentifiers == [2, 3])
    #expect(changeset.reloadedItems.count == 1)
  }
}
