import Foundation
import SnapshotsTesting
import TestSupport
import Testing

@testable import Snapshots

@Suite("Changeset")
struct ChangesetTests {
  @Test func lawsHoldOnRandomSnapshotPairs() {
    checkProperty(
      iterations: 10_000, seed: 0xC4A7_0001, generate: { $0.snapshotPair() },
      shrink: shrinkSnapshotPair, property: { brokenChangesetLaw($0) })
  }

  @Test func lawsHoldWhenContentChangesAreReconfigures() {
    checkProperty(
      iterations: 2_000, seed: 0xC4A7_0002, generate: { $0.snapshotPair() },
      shrink: shrinkSnapshotPair, property: { brokenChangesetLaw($0, .reconfigure) })
  }

  func snapshot(_ sections: [(Int, [Int])]) -> Snapshot<Int, Int> {
    try! Snapshot(validating: sections)
  }

  @Test func movingOneItemAcrossSectionsIsOneMove() {
    let old = snapshot([(0, [1, 2, 3]), (1, [4, 5, 6])])
    let new = snapshot([(0, [1, 3]), (1, [4, 2, 5, 6])])
    let changeset = Changeset(from: old, to: new)
    #expect(changeset.movedItems.map(\.identifier) == [2])
    #expect(changeset.deletedItems.isEmpty && changeset.insertedItems.isEmpty)
    #expect(changeset.sections.isEmpty)
    let batches = changeset.batches
    #expect(batches.count == 1)
    #expect(
      batches.first?.update
        == BatchUpdate(movedItems: [
          .init(from: .init(item: 1, section: 0), to: .init(item: 1, section: 1))
        ]))
  }

  @Test func movingOneItemOutOfAnEarlierSectionMovesNothingElse() {
    let old = snapshot([(0, Array(0..<10)), (1, Array(10..<20))])
    let new = snapshot([(0, Array(1..<10)), (1, Array(10..<20) + [0])])
    #expect(Changeset(from: old, to: new).movedItems.count == 1)
  }

  @Test func itemsTravellingWithAMovedSectionAreNotMoves() {
    let old = snapshot([(0, [1, 2]), (1, [3, 4]), (2, [5])])
    let new = snapshot([(1, [3, 4]), (2, [5]), (0, [1, 2])])
    let changeset = Changeset(from: old, to: new)
    #expect(changeset.sections.moves.count == 1)
    #expect(changeset.movedItems.isEmpty)
    #expect(
      changeset.batches.map(\.update) == [BatchUpdate(movedSections: [.init(from: 0, to: 2)])])
  }

  @Test func anItemThatMovedAndChangedIsReplacedInTheSameBatch() {
    // 3 moves to the top and changes: a deletion at its old path and an insertion at its new
    // one, not a move, and one batch.
    let old = snapshot([(0, [1, 2, 3])])
    var new = snapshot([(0, [3, 1, 2])])
    new.reloadItems([3])
    let changeset = Changeset(from: old, to: new)
    #expect(changeset.movedItems.map(\.identifier) == [3])
    #expect(changeset.reloadedItems.map(\.identifier) == [3])
    let replacement = BatchUpdate.PathMove(
      from: .init(item: 2, section: 0), to: .init(item: 0, section: 0))
    #expect(
      changeset.batches.map(\.update) == [
        BatchUpdate(
          deletedItems: [replacement.from], insertedItems: [replacement.to],
          replacedItems: [replacement])
      ])
  }

  @Test func aChangedItemStaysPutWhenAnEquallyShortMoveListExists() {
    // 101 and 102 swap and 102 changed: moving 101 instead of 102 is as few moves.
    let old = snapshot([(0, [101, 102, 103, 104])])
    var new = snapshot([(0, [105, 102, 101, 104])])
    new.reloadItems([102])
    let changeset = Changeset(from: old, to: new)
    #expect(changeset.movedItems.map(\.identifier) == [101])
    // Yet 102's reload would be displaced: UIKit puts it at [0, 2] (1 raised past the insertion
    // at 0), the destination of 101's move. It is replaced in the same batch instead.
    let batches = changeset.batches
    #expect(batches.count == 1)
    #expect(batches.first?.update.reloadedItems == [])
    #expect(
      batches.first?.update.replacedItems == [
        .init(from: ItemPath(item: 1, section: 0), to: ItemPath(item: 1, section: 0))
      ])
  }

  @Test func aChangedItemSharesTheBatchWhenNothingDisplacesIt() {
    // 101 and 103 swap around the changed 102, which stays at [0, 1]: one batch.
    let old = snapshot([(0, [101, 102, 103, 104])])
    var new = snapshot([(0, [103, 102, 101, 104])])
    new.reloadItems([102])
    let batches = Changeset(from: old, to: new).batches
    #expect(batches.count == 1)
    #expect(batches.first?.update.reloadedItems == [ItemPath(item: 1, section: 0)])
  }

  /// Sections long enough, and shuffled enough, that the changeset looks the old locations of
  /// the rest of a section up together (the cursor hands it back), mixed with runs in order, deletions,
  /// insertions, changed items and moves between sections: every law holds.
  @Test(arguments: [600, 2_000])
  func largeShuffledSectionsKeepEveryLaw(perSection: Int) {
    for seed in UInt64(1)...3 {
      var random = SeededGenerator(seed: seed)
      var layout = (0..<3).map { section in Array(section * perSection..<(section + 1) * perSection)
      }
      var next = 3 * perSection
      for section in layout.indices {
        // Shuffle the middle half, delete and insert a tenth, keep the ends in order.
        let middle = (perSection / 4)..<(3 * perSection / 4)
        layout[section][middle].shuffle(using: &random)
        layout[section].removeAll { _ in Int.random(in: 0..<10, using: &random) == 0 }
        for _ in 0..<(perSection / 10) {
          layout[section].insert(
            next, at: Int.random(in: 0...layout[section].count, using: &random))
          next += 1
        }
      }
      let moved = layout[0].removeLast()
      layout[2].insert(moved, at: perSection / 2)
      let pair = SnapshotPair(
        old: snapshot((0..<3).map { ($0, Array($0 * perSection..<($0 + 1) * perSection)) }),
        new: snapshot(layout.enumerated().map { ($0.offset, $0.element) }),
        changedItems: Set(layout.joined().filter { $0 % 7 == 0 }))
      #expect(brokenChangesetLaw(pair) == nil, "seed \(seed)")
    }
  }

  /// A section shuffled over 150,000 items, its old locations found by the walk in step and
  /// looked up region by region (`_WalkedLocations`, `_ItemIndex.locationsByRegion`).
  ///
  /// The changeset's deletions, insertions and moves are the flat difference's, path for path
  /// (checking every law at this size took minutes).
  @Test func aLargeShuffledSectionMatchesTheFlatDifference() {
    var random = SeededGenerator(seed: 7)
    let old = Array(0..<150_000)
    var new = old
    new[20_000..<130_000].shuffle(using: &random)
    new.removeAll { _ in Int.random(in: 0..<10, using: &random) == 0 }
    for item in 150_000..<160_000 {
      new.insert(item, at: Int.random(in: 0...new.count, using: &random))
    }
    let changeset = Changeset(from: snapshot([(0, old)]), to: snapshot([(0, new)]))
    let difference = ListDifference(from: old, to: new)
    #expect(changeset.deletedItems.map(\.path.item) == difference.deletions.map(\.offset))
    #expect(changeset.insertedItems.map(\.path.item) == difference.insertions.map(\.offset))
    #expect(
      changeset.movedItems.map { [$0.from.item, $0.to.item] }
        == difference.moves.sorted { $0.destination < $1.destination }
        .map { [$0.source, $0.destination] })
    #expect(difference.moves.count > 90_000)
  }

  @Test func changedItemsThatSwapCannotBothStayPut() {
    // 101 and 102 swap and both changed: one of them moves whatever the choice, so the first
    // fewest moves stand (one move), and the moved one is replaced in the one batch.
    let old = snapshot([(0, [101, 102, 103])])
    var new = snapshot([(0, [102, 101, 103])])
    new.reloadItems([101, 102])
    let changeset = Changeset(from: old, to: new)
    #expect(changeset.movedItems.count == 1)
    #expect(changeset.batches.count == 1)
    // The moved one is replaced; the other, displaced by that, is replaced too or in place.
    let update = changeset.batches.first?.update
    #expect(update?.movedItems == [])
    #expect((update?.replacedItems.count ?? 0) + (update?.reloadedItems.count ?? 0) == 2)
    #expect(changeset.reloadedItems.count == 2)
  }

  @Test func aSectionMoveWithItemChangesInsideNeedsItsOwnBatch() {
    let old = snapshot([(0, [1]), (1, [2])])
    let new = snapshot([(1, [2, 3]), (0, [1])])
    let batches = Changeset(from: old, to: new).batches
    #expect(batches.count == 2)
    #expect(batches[0].update == BatchUpdate(insertedItems: [.init(item: 1, section: 1)]))
    #expect(batches[0].snapshot.sectionIdentifiers == [0, 1], "sections still in place")
    #expect(batches[1].update.movedSections.count == 1)
  }

  @Test func contentPredicateAndMarks() {
    let old = snapshot([(0, [1, 2, 3])])
    var new = snapshot([(0, [1, 2, 3])])
    new.reconfigureItems([1])
    let changeset = Changeset(
      from: old, to: new, itemContentChanged: { $0 == 2 }, reportingContentChangesAs: .reconfigure)
    #expect(changeset.reconfiguredItems.map(\.identifier) == [1, 2])
    #expect(changeset.reloadedItems.isEmpty)
    #expect(
      changeset.batches.map(\.update) == [
        BatchUpdate(reconfiguredItems: [.init(item: 0, section: 0), .init(item: 1, section: 0)])
      ])
  }

  @Test func aReloadedSectionCoversItsOwnItemChanges() {
    let old = snapshot([(0, [1, 2]), (1, [3])])
    var new = snapshot([(0, [2, 1, 9]), (1, [3])])
    new.reloadSections([0])
    #expect(
      Changeset(from: old, to: new).batches.map(\.update) == [BatchUpdate(reloadedSections: [0])])
  }

  @Test func indexMapping() {
    let old = snapshot([(0, [1, 2]), (1, [3])])
    let new = snapshot([(1, [3, 2]), (2, [4])])
    let changeset = Changeset(from: old, to: new)
    #expect(changeset.newPath(forOldPath: .init(item: 1, section: 0)) == .init(item: 1, section: 0))
    #expect(changeset.newPath(forOldPath: .init(item: 0, section: 0)) == nil)
    #expect(changeset.oldPath(forNewPath: .init(item: 0, section: 1)) == nil)
    #expect(changeset.newSectionIndex(forOldIndex: 1) == 0)
    #expect(changeset.oldSectionIndex(forNewIndex: 1) == nil)
  }

  /// Regression (issue 15, item 1): an item whose section is deleted while it moves to another
  /// section is listed as inserted (it goes with its old section) and the map still gives its old
  /// path: the map follows identity, as a selection kept across the update needs.
  @Test func theMapFollowsAnItemWhoseSectionIsDeleted() {
    let old = snapshot([(0, [10]), (1, [20])])
    let new = snapshot([(1, [20, 10])])
    let changeset = Changeset(from: old, to: new)
    #expect(changeset.sections.deletions.map(\.offset) == [0])
    #expect(changeset.insertedItems.map(\.identifier) == [10])
    #expect(changeset.oldPath(forNewPath: .init(item: 1, section: 0)) == .init(item: 0, section: 0))
    #expect(changeset.newPath(forOldPath: .init(item: 0, section: 0)) == .init(item: 1, section: 0))
  }

  @Test func identicalSnapshotsHaveNoBatches() {
    let snapshot = snapshot([(0, [1, 2]), (1, [])])
    #expect(Changeset(from: snapshot, to: snapshot).isEmpty)
    #expect(Changeset(from: snapshot, to: snapshot).batches.isEmpty)
    #expect(Changeset(from: Snapshot<Int, Int>(), to: Snapshot()).steps.isEmpty)
  }

  @Test func nestedArraysAndListUpdateTargets() {
    let old = snapshot([(0, [1, 2, 3]), (1, [4])])
    var new = snapshot([(1, [4, 1]), (0, [3, 5])])
    new.reloadItems([3])
    let changeset = Changeset(from: old, to: new)
    var rows = [["1", "2", "3"], ["4"]]
    rows.apply(changeset) { "\($0)'" }
    #expect(
      rows == [["4", "1"], ["3'", "5'"]], "moved keep their values; inserted and reloaded are new")
    var table = HeadlessTableView(snapshot: old) { "\($0)" }
    table.cellProvider = { "\($0)'" }
    table.apply(changeset)
    #expect(table.sections == [["4", "1"], ["3'", "5'"]])
  }
}

@Suite struct ChangesetMappingTests {
  /// The mapping functions trapped on an index out of range, with no documented precondition.
  @Test func mappingsAnswerNilOutOfRange() {
    let old = makeSnapshot([(0, [1, 2]), (1, [3])])
    let new = makeSnapshot([(1, [3, 1])])
    let changeset = Changeset(from: old, to: new)
    for path in [
      ItemPath(item: 2, section: 0), ItemPath(item: 0, section: 2), ItemPath(item: -1, section: 0),
    ] {
      #expect(changeset.newPath(forOldPath: path) == nil)
      #expect(changeset.oldPath(forNewPath: path) == nil)
    }
    for index in [-1, 2, 5] {
      #expect(changeset.newSectionIndex(forOldIndex: index) == nil)
      #expect(changeset.oldSectionIndex(forNewIndex: index) == nil)
      #expect(changeset.sections.newOffset(forOldOffset: index) == nil)
      #expect(changeset.sections.oldOffset(forNewOffset: index) == nil)
    }
    #expect(
      changeset.newPath(forOldPath: ItemPath(item: 0, section: 0)) == ItemPath(item: 1, section: 0))
    #expect(changeset.oldSectionIndex(forNewIndex: 0) == 1)
  }
}
