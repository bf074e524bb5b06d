import SnapshotsTesting
import TestSupport
import Testing

@testable import Snapshots

/// The matching's one fast path (`Changeset+EndsLocations.swift`).
///
/// A section that gained or lost items in one run, as a page does at either end of a list, is
/// matched from its common prefix and suffix. Without marks or content predicates the changeset takes it; with a predicate that
/// changes nothing it visits every item. Both must give the same changeset.
@Suite("Changeset: sections changed only at their ends")
struct EndsTests {
  /// The first list in which the fast path's changeset differs from the visiting path's.
  static func differingList(_ old: Snapshot<Int, Int>, _ new: Snapshot<Int, Int>) -> String? {
    let fast = Changeset(from: old, to: new)
    let visited = Changeset(from: old, to: new, itemContentChanged: { _ in false })
    if let difference = ChangesetConcurrencyTests.difference(fast, visited) { return difference }
    return fast.batches.map(\.update) == visited.batches.map(\.update) ? nil : "batches"
  }

  /// OLD, and NEW with each section given a page at its top or bottom, trimmed at either end,
  /// given an item from another section in its page, or left alone.
  static func pagePair(using random: inout SeededGenerator) -> SnapshotPair<Int, Int> {
    let old = makeSnapshot(layout(of: random.snapshotPair().old))
    var new = old
    var fresh = 10_000
    for section in new.sectionIdentifiers {
      let items = new.itemIdentifiers(inSection: section)
      let count = Int.random(in: 1...4, using: &random)
      var page = (0..<count).map { fresh + $0 }
      fresh += count
      switch Int.random(in: 0..<6, using: &random) {
      case 0 where !items.isEmpty: new.insertItems(page, beforeItem: items[0])
      case 1: new.appendItems(page, toSection: section)
      case 2: new.deleteItems(Array(items.prefix(count)))
      case 3: new.deleteItems(Array(items.suffix(count)))
      case 4:
        // An item of another section joins the page: a move, not an insertion.
        if let other = new.itemIdentifiers.first(where: { !items.contains($0) }) {
          page.insert(other, at: page.count / 2)
        }
        new.appendItems(page, toSection: section)
      default: break
      }
    }
    return SnapshotPair(old: old, new: new)
  }

  @Test func pagesAtEitherEndGiveTheVisitingPathsChangeset() {
    checkProperty(
      iterations: 2_000, seed: 0xE4D5_0001, generate: { Self.pagePair(using: &$0) },
      shrink: shrinkSnapshotPair, property: { Self.differingList($0.old, $0.new) })
  }

  @Test func anyPairWithoutMarksGivesTheVisitingPathsChangeset() {
    checkProperty(
      iterations: 2_000, seed: 0xE4D5_0002,
      generate: { random in
        let pair = random.snapshotPair()
        return SnapshotPair(old: pair.old, new: makeSnapshot(layout(of: pair.new)))
      },
      shrink: shrinkSnapshotPair, property: { Self.differingList($0.old, $0.new) })
  }

  @Test func aPagePrependedToALongSectionIsItsInsertionsAlone() {
    let old = makeSnapshot([(0, Array(0..<5_000)), (1, [9_000])])
    var new = old
    new.insertItems(Array(10_000..<10_050), beforeItem: 0)
    let changeset = Changeset(from: old, to: new)
    #expect(changeset.insertedItems.map(\.identifier) == Array(10_000..<10_050))
    #expect(changeset.insertedItems.map(\.path.item) == Array(0..<50))
    #expect(changeset.deletedItems.isEmpty && changeset.movedItems.isEmpty)
    #expect(Self.differingList(old, new) == nil)
  }

  @Test func aPageTrimmedFromTheTopIsItsDeletionsAlone() {
    let old = makeSnapshot([(0, Array(0..<5_000))])
    var new = old
    new.deleteItems(Array(0..<50))
    let changeset = Changeset(from: old, to: new)
    #expect(changeset.deletedItems.map(\.identifier) == Array(0..<50))
    #expect(changeset.insertedItems.isEmpty && changeset.movedItems.isEmpty)
  }

  @Test func anItemFromAnotherSectionInThePageIsAMove() {
    let old = makeSnapshot([(0, Array(0..<100)), (1, [500, 501])])
    var new = old
    new.appendItems([1_000, 501, 1_001], toSection: 0)
    let changeset = Changeset(from: old, to: new)
    #expect(changeset.movedItems.map(\.identifier) == [501])
    #expect(changeset.insertedItems.map(\.identifier) == [1_000, 1_001])
    #expect(Self.differingList(old, new) == nil)
  }
}
