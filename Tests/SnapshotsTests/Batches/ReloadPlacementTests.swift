import SnapshotsTesting
import TestSupport
import Testing

@testable import Snapshots

/// UIKit places a reload at its before-path shifted by the batch's deletions and insertions,
/// moves ignored (`spec/uikit-batch-rules.md`, "Processing order"): the validator, the headless
/// views and the laws model it, and staging never displaces a reload or a reconfigure.
@Suite("Reload placement")
struct ReloadPlacementTests {
  func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }

  func message(
    _ update: BatchUpdate, before: [Int], after: [Int],
    rule: BatchValidator.ReloadRule = .inPlace
  ) -> String? {
    do {
      try BatchValidator(reloadRule: rule).validate(update, before: before, after: after)
      return nil
    } catch {
      return error.message
    }
  }

  /// OLD `[1, 2]`, NEW `[2, 1]` with 1 reloaded: the batch main used to emit.
  let itemsExampleBatch = BatchUpdate(
    movedItems: [.init(from: ItemPath(item: 1, section: 0), to: ItemPath(item: 0, section: 0))],
    reloadedItems: [ItemPath(item: 0, section: 0)])
  /// Sections A, B, C -> C, A, B with B reloaded: the batch main used to emit.
  let sectionsExampleBatch = BatchUpdate(
    movedSections: [.init(from: 2, to: 0)], reloadedSections: [1])

  // MARK: The arithmetic

  @Test func theArithmeticShiftsByDeletionsAndInsertionsAndIgnoresMoves() {
    #expect(itemsExampleBatch.uikitPath(ofReloadedItemAt: path(0, 0)) == path(0, 0))
    #expect(sectionsExampleBatch.uikitIndex(ofReloadedSection: 1) == 1)
    // IGListKit #690: 3 shifted by the insertion at 2 is 4; the move out of 2 is ignored.
    let igListKit = BatchUpdate(
      deletedSections: [4], insertedSections: [2], movedSections: [.init(from: 2, to: 4)],
      reloadedSections: [3])
    #expect(igListKit.uikitIndex(ofReloadedSection: 3) == 4)
    // Deletions below count in before coordinates, insertions at or below in after coordinates,
    // each raising past the next.
    let rows = BatchUpdate(
      deletedItems: [path(0, 0), path(0, 5), path(1, 0)],
      insertedItems: [path(0, 1), path(0, 2), path(0, 4), path(1, 9)])
    #expect(rows.uikitPath(ofReloadedItemAt: path(0, 3)) == path(0, 5))  // 3 - 1 = 2 -> 3 -> 4 -> 5
    #expect(rows.uikitPath(ofReloadedItemAt: path(0, 1)) == path(0, 0))  // 0, below every insertion
    #expect(rows.uikitPath(ofReloadedItemAt: path(1, 2)) == path(1, 1))
    // Sections shift the item's section; items of other sections do not count.
    let sections = BatchUpdate(deletedSections: [0], insertedItems: [path(0, 0)])
    #expect(sections.uikitPath(ofReloadedItemAt: path(1, 0)) == path(0, 1))
  }

  @Test func theArithmeticAgreesWithAStepByStepModel() {
    // The definition, performed literally: lower by each deletion below, then raise past each
    // insertion at or below, in ascending order.
    func literal(_ index: Int, removed: [Int], added: [Int]) -> Int {
      var result = index - removed.filter { $0 < index }.count
      for insertion in added.sorted() where insertion <= result { result += 1 }
      return result
    }
    var random = SeededGenerator(seed: 0x5E1_0AD)
    for _ in 0..<2_000 {
      let removed = (0..<12).filter { _ in random.chance(0.3) }
      let added = (0..<12).filter { _ in random.chance(0.3) }
      let index = random.int(below: 12)
      let update = BatchUpdate(deletedSections: removed, insertedSections: added)
      #expect(
        update.uikitIndex(ofReloadedSection: index)
          == literal(index, removed: removed, added: added))
    }
  }

  // MARK: The validator

  @Test func theValidatorRejectsTheItemsExampleWithUIKitsMessage() {
    for rule in [BatchValidator.ReloadRule.inPlace, .uikitArithmetic] {
      #expect(
        message(itemsExampleBatch, before: [2], after: [2], rule: rule)
          == "attempt to perform an insert and a move to the same index path ({length = 2, path = 0 - 0})"
      )
    }
  }

  @Test func theValidatorRejectsTheSectionsExampleAsDisplaced() {
    for rule in [BatchValidator.ReloadRule.inPlace, .uikitArithmetic] {
      #expect(
        message(sectionsExampleBatch, before: [1, 1, 1], after: [1, 1, 1], rule: rule)
          == "attempt to reload section 1, which UIKit reloads into section 1 while it ends at section 2"
      )
    }
  }

  @Test func theValidatorRejectsIGListKit690WithUIKitsMessage() {
    let update = BatchUpdate(
      deletedSections: [4], insertedSections: [2], movedSections: [.init(from: 2, to: 4)],
      reloadedSections: [3])
    #expect(
      message(update, before: [0, 0, 0, 0, 0], after: [0, 0, 0, 0, 0])
        == "attempt to perform an insert and a move to the same section (4)")
  }

  @Test func aReloadThatLandsWhereItEndsIsAcceptedOnlyUnderTheArithmeticReading() {
    // Row 0 deleted: the reload of row 2 lands at 1, where the item ends.
    let update = BatchUpdate(deletedItems: [path(0, 0)], reloadedItems: [path(0, 2)])
    #expect(message(update, before: [3], after: [2], rule: .uikitArithmetic) == nil)
    #expect(
      message(update, before: [3], after: [2])
        == "attempt to reload row at index path ({length = 2, path = 0 - 2}), which the same update displaces to ({length = 2, path = 0 - 1})"
    )
    // A move above it: UIKit ignores it, so the reload of row 0 lands at 0 while it ends at 1.
    let moved = BatchUpdate(
      movedItems: [.init(from: path(0, 2), to: path(0, 0))], reconfiguredItems: [path(0, 1)])
    #expect(
      message(moved, before: [3], after: [3], rule: .uikitArithmetic)
        == "attempt to reconfigure row at index path ({length = 2, path = 0 - 1}), which UIKit places at ({length = 2, path = 0 - 1}) while it ends at ({length = 2, path = 0 - 2})"
    )
  }

  @Test func reloadsInPlaceStillPass() {
    // An insertion and a deletion below the reload cancel; a move elsewhere does not touch it.
    let update = BatchUpdate(
      deletedItems: [path(0, 0)], insertedItems: [path(0, 0)],
      movedItems: [.init(from: path(1, 0), to: path(1, 1))], reloadedItems: [path(0, 1)])
    #expect(message(update, before: [2, 2], after: [2, 2]) == nil)
  }

  // MARK: The changesets

  @MainActor @Test func theItemsExampleIsOneBatchWithAReplacement() {
    let old = makeSnapshot([(0, [1, 2])])
    var new = makeSnapshot([(0, [2, 1])])
    new.reloadItems([1])
    let batches = Changeset(from: old, to: new).batches
    #expect(batches.map(\.update) != [itemsExampleBatch])
    // 2 moves (the changed 1 is kept among the fewest moves), and 1, displaced by the move, is
    // deleted and inserted.
    #expect(
      batches.map(\.update) == [
        BatchUpdate(
          deletedItems: [path(0, 0)], insertedItems: [path(0, 1)],
          movedItems: [.init(from: path(0, 1), to: path(0, 0))],
          replacedItems: [.init(from: path(0, 0), to: path(0, 1))])
      ])
    expectShownCorrectly(old: old, new: new)
  }

  @MainActor @Test func theSectionsExampleIsOneBatchWithAReplacedSection() {
    let old = makeSnapshot([(0, [1]), (1, [2]), (2, [3])])
    var new = makeSnapshot([(2, [3]), (0, [1]), (1, [2])])
    new.reloadSections([1])
    let batches = Changeset(from: old, to: new).batches
    #expect(batches.map(\.update) != [sectionsExampleBatch])
    #expect(
      batches.map(\.update) == [
        BatchUpdate(
          deletedSections: [1], insertedSections: [2], movedSections: [.init(from: 2, to: 0)],
          replacedSections: [.init(from: 1, to: 2)])
      ])
    expectShownCorrectly(old: old, new: new)
  }

  /// The changeset passes the laws, and both headless views show NEW with fresh cells for the
  /// reloaded items.
  @MainActor
  func expectShownCorrectly(
    old: Snapshot<Int, Int>, new: Snapshot<Int, Int>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let changeset = Changeset(from: old, to: new)
    #expect(
      changesetViolation(
        changeset, changedItems: Set(new.reloadedItemIdentifiers),
        changedSections: Set(new.reloadedSectionIdentifiers)) == nil,
      sourceLocation: sourceLocation)
    var table = HeadlessTableView(snapshot: old)
    #expect(throws: Never.self, sourceLocation: sourceLocation) {
      try table.validateAndApply(changeset)
    }
    #expect(table.sections == new._itemsBySection, sourceLocation: sourceLocation)
    let view = HeadlessListView<Int, Int>()
    let dataSource = DiffableDataSource(view: view)
    dataSource.applySnapshotUsingReloadData(old, completion: nil)
    dataSource.apply(new, animatingDifferences: true)
    #expect(view.items == new._itemsBySection, sourceLocation: sourceLocation)
    #expect(view.errors.isEmpty, sourceLocation: sourceLocation)
  }

  @Test func aReloadBelowADeletionIsReplacedInTheSameBatch() {
    // Found by the property on the old staging: 0 leaves above the changed 11, whose reload at
    // [0, 1] UIKit puts at [0, 0] (fine under the arithmetic reading, displaced under the
    // stricter one). It had a batch of its own; now it is replaced in the deletion's batch.
    let old = makeSnapshot([(1, [0, 11])])
    let new = makeSnapshot([(1, [11])])
    let changeset = Changeset(from: old, to: new, itemContentChanged: { $0 == 11 })
    #expect(
      changeset.batches.map(\.update) == [
        BatchUpdate(
          deletedItems: [path(0, 0), path(0, 1)], insertedItems: [path(0, 0)],
          replacedItems: [.init(from: path(0, 1), to: path(0, 0))])
      ])
    #expect(changesetViolation(changeset, changedItems: [11]) == nil)
  }

  // MARK: The headless views

  @MainActor @Test func theHeadlessViewsRejectTheOldBatches() {
    let old = makeSnapshot([(0, [1]), (1, [2]), (2, [3])])
    let new = makeSnapshot([(2, [3]), (0, [1]), (1, [2])])
    var table = HeadlessTableView(snapshot: old)
    #expect(throws: BatchValidationError.self) {
      try table.validateAndPerform(sectionsExampleBatch, resultingIn: new)
    }
    #expect(table.sections == old._itemsBySection)
    let view = HeadlessListView<Int, Int>()
    view.trapsOnInvalidBatch = false
    view.reloadData(showing: makeSnapshot([(0, [1, 2])]))
    view.performBatch(
      .init(update: itemsExampleBatch, snapshot: makeSnapshot([(0, [2, 1])])), animated: true,
      updatingData: {}, completion: { _ in })
    #expect(
      view.errors.map(\.message) == [
        "attempt to perform an insert and a move to the same index path ({length = 2, path = 0 - 0})"
      ])
  }

  @Test func performedAsUIKitDoesADisplacedSectionReloadShowsTheWrongCells() {
    // UIKit reloads B into section 1 while B ends at 2: A's old cells stand where B should be.
    let sections = [["a0", "a1"], ["b0", "b1"], ["c0", "c1"]]
    let new = [["c0", "c1"], ["a0", "a1"], ["b0", "b1"]]
    let cells = _applying(sectionsExampleBatch, to: sections, afterCounts: [2, 2, 2]) { path in
      new[path.section][path.item] + " (new cell)"
    }
    #expect(cells == [["c0", "c1"], ["a0 (new cell)", "a1 (new cell)"], ["a0", "a1"]])
    let mismatch = _mismatch(of: cells, with: new) { $0.components(separatedBy: " ")[0] }
    #expect(
      mismatch?.message
        == "after the update the table shows a0 at [2, 0] where the data source has b0")
  }

  // MARK: The property

  @Test func everyReloadOfEveryBatchIsInPlace() {
    for kind in [Changeset<Int, Int>.ContentChange.reload, .reconfigure] {
      checkProperty(
        iterations: 500, seed: 0x5E1_0AD1, generate: { $0.snapshotPair() },
        shrink: shrinkSnapshotPair
      ) { pair in
        let changeset = pair.changeset(reportingContentChangesAs: kind)
        var before = changeset.old
        for (index, batch) in changeset.batches.enumerated() {
          if let violation = reloadPlacementViolation(
            batch.update, from: before, to: batch.snapshot)
          {
            return "batch \(index): \(violation)"
          }
          before = batch.snapshot
        }
        return nil
      }
    }
  }

  @Test func sequentialStepsStillReloadInOneStep() {
    // NSTableView performs steps one at a time: the reload stays one step after the move.
    let old = makeSnapshot([(0, [1, 2])])
    var new = makeSnapshot([(0, [2, 1])])
    new.reloadItems([1])
    let steps = Changeset(from: old, to: new).steps
    #expect(steps.count == 2)
    #expect(steps.contains(.reloadItem(at: path(0, 1), identifier: 1)))
    // The steps law of `changesetViolation` performs them one at a time on OLD.
    #expect(changesetViolation(Changeset(from: old, to: new)) == nil)
  }
}
