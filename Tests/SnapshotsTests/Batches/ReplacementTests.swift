import Foundation
import SnapshotsTesting
import TestSupport
import Testing

@testable import Snapshots

/// A reload that its batch would displace rides in that batch as a deletion plus an insertion
/// (IGListKit's form): one animation for the everyday update, the identity kept downstream.
@Suite("Replacements")
struct ReplacementTests {
  func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }

  /// A timeline of 100 posts: 3 new ones arrive on top while 5 others change.
  let timeline: (old: Snapshot<Int, Int>, new: Snapshot<Int, Int>, changed: Set<Int>) = {
    let old = makeSnapshot([(0, Array(1...100))])
    var new = makeSnapshot([(0, [103, 102, 101] + Array(1...100))])
    new.reloadItems([7, 19, 42, 63, 88])
    return (old, new, [7, 19, 42, 63, 88])
  }()

  @Test func theTimelineUpdateIsOneBatch() throws {
    let changeset = Changeset(from: timeline.old, to: timeline.new)
    let batches = changeset.batches
    #expect(batches.count == 1)
    let update = try #require(batches.first?.update)
    let replaced = timeline.changed.sorted().map { id in
      BatchUpdate.PathMove(from: path(0, id - 1), to: path(0, id + 2))
    }
    #expect(update.replacedItems == replaced)
    #expect(update.deletedItems == replaced.map(\.from))
    #expect(update.insertedItems == [path(0, 0), path(0, 1), path(0, 2)] + replaced.map(\.to))
    #expect(update.reloadedItems.isEmpty && update.movedItems.isEmpty)
    #expect(batches[0].animates)
    // The logical change is unchanged: five reloads, three insertions.
    #expect(Set(changeset.reloadedItems.map(\.identifier)) == timeline.changed)
    #expect(changeset.newPath(forOldPath: path(0, 6)) == path(0, 9))
    #expect(changesetViolation(changeset, changedItems: timeline.changed) == nil)
    for rule in [BatchValidator.ReloadRule.inPlace, .uikitArithmetic] {
      #expect(throws: Never.self) {
        try BatchValidator(reloadRule: rule).validate(update, before: [100], after: [103])
      }
    }
  }

  @Test func theHeadlessTableShowsTheNewContentInFreshCells() throws {
    let changeset = Changeset(from: timeline.old, to: timeline.new)
    var table = HeadlessTableView(snapshot: timeline.old) { (item: $0, fresh: false) }
    table.cellProvider = { (item: $0, fresh: true) }
    try table.validateAndApply(changeset)
    let fresh = Set(table.sections[0].filter(\.fresh).map(\.item))
    #expect(fresh == timeline.changed.union([101, 102, 103]))
  }

  @Test func identifiedBatchesNameTheReplacementAndRebuildNew() throws {
    let changeset = Changeset(from: timeline.old, to: timeline.new)
    let identified = changeset.identifiedBatches
    #expect(identified.count == 1)
    #expect(identified[0].replacedItems.map(\.identifier) == timeline.changed.sorted())
    #expect(identified[0].update == changeset.batches[0].update)
    let wire = try JSONEncoder().encode(identified)
    let decoded = try JSONDecoder().decode([IdentifiedBatchUpdate<Int, Int>].self, from: wire)
    #expect(decoded == identified)
    let rebuilt = try timeline.old.applying(decoded)
    #expect(rebuilt == timeline.new)
    // The client reloads what the server replaced.
    #expect(Set(rebuilt.reloadedItemIdentifiers) == timeline.changed)
    let rebuiltChangeset = try Changeset(from: timeline.old, applying: decoded)
    #expect(Set(rebuiltChangeset.reloadedItems.map(\.identifier)) == timeline.changed)
  }

  @Test func aBatchUpdateCodesItsReplacementsAndReadsOldPayloads() throws {
    let update = Changeset(from: timeline.old, to: timeline.new).batches[0].update
    let data = try JSONEncoder().encode(update)
    #expect(try JSONDecoder().decode(BatchUpdate.self, from: data) == update)
    let plain = BatchUpdate(deletedItems: [path(0, 0)])
    let text = String(decoding: try JSONEncoder().encode(plain), as: UTF8.self)
    #expect(!text.contains("replaced"))
    #expect(try JSONDecoder().decode(BatchUpdate.self, from: Data(text.utf8)) == plain)
  }

  @Test func anItemThatMovesAndChangesIsReplacedAndNotMoved() throws {
    let old = makeSnapshot([(0, [1, 2, 3, 4, 5])])
    var new = makeSnapshot([(0, [1, 5, 2, 3, 4])])
    new.reloadItems([5])
    let changeset = Changeset(from: old, to: new)
    #expect(changeset.movedItems.map(\.identifier) == [5])
    let update = try #require(changeset.batches.first?.update)
    #expect(changeset.batches.count == 1)
    #expect(update.movedItems.isEmpty)
    #expect(update.replacedItems == [.init(from: path(0, 4), to: path(0, 1))])
    #expect(changesetViolation(changeset, changedItems: [5]) == nil)
  }

  @Test func aDisplacedSectionReloadIsReplacedWithItsItems() throws {
    let old = makeSnapshot([(1, [1]), (2, [2, 3]), (3, [4])])
    var new = makeSnapshot([(0, [0]), (1, [1]), (2, [3, 2, 5]), (3, [4])])
    new.reloadSections([2])
    let changeset = Changeset(from: old, to: new)
    #expect(changeset.batches.count == 1)
    let update = try #require(changeset.batches.first?.update)
    #expect(update.deletedSections == [1] && update.insertedSections == [0, 2])
    #expect(update.replacedSections == [.init(from: 1, to: 2)])
    // Its items come with it: the move and the insertion inside it are not listed.
    #expect(update.movedItems.isEmpty && update.insertedItems.isEmpty)
    #expect(changesetViolation(changeset, changedSections: [2]) == nil)
  }

  @Test func aReloadedSectionThatMovesIsReplacedNotMoved() throws {
    let old = makeSnapshot([(0, [1]), (1, [2]), (2, [3])])
    var new = makeSnapshot([(2, [3]), (0, [1]), (1, [2])])
    new.reloadSections([2])
    let changeset = Changeset(from: old, to: new)
    #expect(changeset.sections.moves.count == 1)
    #expect(
      changeset.batches.map(\.update) == [
        BatchUpdate(
          deletedSections: [2], insertedSections: [0], replacedSections: [.init(from: 2, to: 0)])
      ])
    #expect(changesetViolation(changeset, changedSections: [2]) == nil)
  }

  @Test func aReloadedSectionThatExchangesItemsKeepsABatchOfItsOwn() throws {
    // Replacing B would turn the move of 2 into B into a deletion: B's reload waits instead.
    let old = makeSnapshot([(0, [1, 2]), (1, [3])])
    var new = makeSnapshot([(0, [1]), (1, [3, 2])])
    new.reloadSections([1])
    let batches = Changeset(from: old, to: new).batches
    #expect(
      batches.map(\.update) == [
        BatchUpdate(movedItems: [.init(from: path(0, 1), to: path(1, 1))]),
        BatchUpdate(reloadedSections: [1]),
      ])
  }

  @MainActor @Test func aDisplacedReconfigureWaitsInABatchThatDoesNotAnimate() throws {
    let old = makeSnapshot([(0, [1, 2])])
    var new = makeSnapshot([(0, [0, 1, 2])])
    new.reconfigureItems([2])
    let batches = Changeset(from: old, to: new).batches
    #expect(
      batches.map(\.update) == [
        BatchUpdate(insertedItems: [path(0, 0)]), BatchUpdate(reconfiguredItems: [path(0, 2)]),
      ])
    #expect(batches.map(\.animates) == [true, false])
    let view = HeadlessListView<Int, Int>()
    let dataSource = DiffableDataSource(view: view)
    dataSource.applySnapshotUsingReloadData(old, completion: nil)
    dataSource.apply(new, animatingDifferences: true)
    let animated = view.history.compactMap { entry -> Bool? in
      if case .batch(_, let animated) = entry { return animated }
      return nil
    }
    #expect(animated == [true, false])
    #expect(view.items == [[0, 1, 2]])
  }

  func message(_ update: BatchUpdate, before: [Int], after: [Int]) -> String? {
    do {
      try BatchValidator().validate(update, before: before, after: after)
      return nil
    } catch {
      #expect(error.code == .invalidReplacement)
      return error.message
    }
  }

  @Test func theValidatorRejectsReplacementsTheBatchDoesNotList() {
    let replaced = BatchUpdate.PathMove(from: path(0, 0), to: path(0, 1))
    #expect(
      message(
        BatchUpdate(insertedItems: [path(0, 1)], replacedItems: [replaced]), before: [1],
        after: [2])
        == "attempt to replace row at index path ({length = 2, path = 0 - 0}) with ({length = 2, path = 0 - 1}), which the update does not delete"
    )
    #expect(
      message(
        BatchUpdate(deletedItems: [path(0, 0)], replacedItems: [replaced]), before: [1],
        after: [0])
        == "attempt to replace row at index path ({length = 2, path = 0 - 0}) with ({length = 2, path = 0 - 1}), which the update does not insert"
    )
    #expect(
      message(
        BatchUpdate(
          deletedItems: [path(0, 0)], insertedItems: [path(0, 1)],
          replacedItems: [replaced, replaced]), before: [2], after: [2])
        == "attempt to replace row at index path ({length = 2, path = 0 - 0}) with ({length = 2, path = 0 - 1}) twice"
    )
    #expect(
      message(
        BatchUpdate(insertedSections: [0], replacedSections: [.init(from: 0, to: 0)]),
        before: [], after: [0])
        == "attempt to replace section 0 with section 0, which the update does not delete")
  }
}
