import SnapshotsTesting
import TestSupport
import Testing

@testable import Snapshots

/// Diffs from model values, moves as deletions and insertions, the standard library's
/// `CollectionDifference`, the checked memberwise difference, and the snapshot builder.
@Suite("Conveniences")
struct ConveniencesTests {
  struct Header: Identifiable, Equatable {
    var id: Int
    var title: String
  }

  struct Message: Identifiable, Equatable {
    var id: Int
    var version: Int
  }

  /// The pair as model values: changed items and sections have other versions and titles.
  static func models(
    _ pair: SnapshotPair<Int, Int>
  ) -> (
    old: [SectionOfItems<Header, Message>], new: [SectionOfItems<Header, Message>]
  ) {
    func sections(
      _ snapshot: Snapshot<Int, Int>, changed: Bool
    ) -> [SectionOfItems<
      Header, Message
    >] {
      snapshot.sectionsOfItems.map { section in
        SectionOfItems(
          Header(
            id: section.section,
            title: changed && pair.changedSections.contains(section.section) ? "new" : "old"),
          items: section.items.map {
            Message(id: $0, version: changed && pair.changedItems.contains($0) ? 1 : 0)
          })
      }
    }
    return (sections(pair.old, changed: false), sections(pair.new, changed: true))
  }

  @Test func modelValuesGiveTheSameChangesetAsIdentifiersWithPredicates() {
    checkProperty(
      iterations: 1_000, seed: 0xC0_4E01, generate: { $0.snapshotPair() },
      shrink: shrinkSnapshotPair,
      property: { pair in
        let (old, new) = Self.models(pair)
        guard let changeset = try? Changeset(from: old, to: new) else { return "threw" }
        let expected = pair.changeset()
        guard changeset.steps == expected.steps,
          changeset.batches.map(\.update) == expected.batches.map(\.update)
        else { return "steps \(changeset.steps), expected \(expected.steps)" }
        return nil
      })
  }

  /// Sections that are plain values (a `String`) work with model items, as the contacts
  /// screen needed; a section type that is both `Identifiable` and `Hashable` is taken by its
  /// `id` unless the changeset's type says otherwise.
  @Test func modelItemsInPlainValueSections() throws {
    let old = [
      SectionOfItems("inbox", items: [Message(id: 1, version: 0), Message(id: 2, version: 0)])
    ]
    let new = [
      SectionOfItems("inbox", items: [Message(id: 2, version: 1), Message(id: 1, version: 0)])
    ]
    let changeset = try Changeset(from: old, to: new)
    #expect(changeset.movedItems.count == 1)
    #expect(changeset.reloadedItems.map(\.identifier) == [2])
    let byVersion = try Changeset(
      from: old, to: new, itemContentChanged: { $0.version != $1.version },
      reportingContentChangesAs: .reconfigure)
    #expect(byVersion.reconfiguredItems.map(\.identifier) == [2])

    struct Folder: Identifiable, Hashable {
      var id: Int
      var title: String
    }
    let renamed = [SectionOfItems(Folder(id: 7, title: "New"), items: [Message(id: 1, version: 0)])]
    let before = [SectionOfItems(Folder(id: 7, title: "Old"), items: [Message(id: 1, version: 0)])]
    let byID = try Changeset(from: before, to: renamed)
    #expect(byID.reloadedSections.map(\.identifier) == [7])
    let byValue: Changeset<Folder, Int> = try Changeset(from: before, to: renamed)
    #expect(byValue.sections.insertions.count == 1 && byValue.sections.deletions.count == 1)
  }

  @Test func aDuplicateModelIsAnError() {
    let sections = [SectionOfItems(Header(id: 0, title: ""), items: [Message(id: 1, version: 0)])]
    #expect(throws: SnapshotError.self) {
      try Changeset(from: sections, to: sections + sections)
    }
  }

  @Test func withoutMovesTheLawsStillHoldAndNothingMoves() {
    checkProperty(
      iterations: 2_000, seed: 0xC0_4E02, generate: { $0.snapshotPair() },
      shrink: shrinkSnapshotPair,
      property: { pair in
        let changeset = pair.changeset().withoutMoves
        if let violation = changesetViolation(changeset) { return violation.description }
        let moves = changeset.batches.contains {
          !$0.update.movedItems.isEmpty || !$0.update.movedSections.isEmpty
        }
        return moves || !changeset.movedItems.isEmpty ? "a move is left" : nil
      })
  }

  @Test func aStandardLibraryDifferenceBecomesAListDifference() throws {
    var random = SeededGenerator(seed: 0xC0_4E03)
    for _ in 0..<500 {
      let old = Array(0..<random.int(below: 12)).filter { _ in random.chance(0.8) }
      var new = old.filter { _ in random.chance(0.8) } + (20..<(20 + random.int(below: 4)))
      new.shuffle(using: &random)
      for difference in [new.difference(from: old), new.difference(from: old).inferringMoves()] {
        let converted = try ListDifference(difference, oldCount: old.count)
        #expect(converted.applying(to: old) == new)
        #expect(converted.withoutMoves.applying(to: old) == new)
        #expect(converted.withoutMoves.moves.isEmpty)
      }
    }
    #expect(throws: ListDifferenceError.self) {
      try ListDifference([1].difference(from: [2]), oldCount: 0)
    }
  }

  @Test func theMemberwiseDifferenceIsChecked() throws {
    let difference = try ListDifference(
      oldCount: 3, newCount: 3, moves: [.init(source: 2, destination: 0, element: "c")])
    #expect(difference.applying(to: ["a", "b", "c"]) == ["c", "a", "b"])
    #expect(
      throws: ListDifferenceError(message: "deletion offset 3 is out of range 0..<3")
    ) {
      try ListDifference(
        oldCount: 3, newCount: 2, deletions: [.init(offset: 3, element: "x")])
    }
  }

  @Test func theBuilderWritesSectionsWithIfAndFor() {
    let showsArchive = true
    let hidden: Int? = nil
    let snapshot = Snapshot<String, Int> {
      SectionOfItems("inbox") {
        1
        for item in 2...3 { item }
        if let hidden { hidden }
      }
      if showsArchive {
        SectionOfItems("archive", items: [10, 11])
      } else {
        SectionOfItems("trash", items: [])
      }
      [SectionOfItems("empty", items: [])]
    }
    #expect(
      snapshot.sectionsOfItems == [
        SectionOfItems("inbox", items: [1, 2, 3]), SectionOfItems("archive", items: [10, 11]),
        SectionOfItems("empty", items: []),
      ])
    #expect(Snapshot(snapshot.sectionsOfItems).sectionsOfItems == snapshot.sectionsOfItems)
    #expect(throws: SnapshotError.self) {
      try Snapshot(validating: [SectionOfItems("a", items: [1]), SectionOfItems("b", items: [1])])
    }
  }
}
