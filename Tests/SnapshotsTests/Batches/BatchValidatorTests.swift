import SnapshotsTesting
import TestSupport
import Testing

@testable import Snapshots

@Suite("BatchValidator")
struct BatchValidatorTests {
  let validator = BatchValidator()

  func message(
    _ update: BatchUpdate, before: [Int], after: [Int], style: BatchValidator.Style = .tableView
  )
    -> String?
  {
    do {
      try BatchValidator(style: style).validate(update, before: before, after: after)
      return nil
    } catch {
      return error.message
    }
  }

  func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }

  @Test func acceptsValidBatches() {
    #expect(message(BatchUpdate(), before: [1, 2], after: [1, 2]) == nil)
    let displacing = BatchUpdate(
      deletedSections: [0], insertedSections: [1], deletedItems: [path(1, 0)],
      insertedItems: [path(0, 2)], movedItems: [.init(from: path(1, 1), to: path(0, 0))],
      reloadedItems: [path(1, 2)])
    // The reload of [1, 2] lands at [0, 1], where the item ends: legal under UIKit's arithmetic,
    // not in place.
    #expect(
      (try? BatchValidator(reloadRule: .uikitArithmetic).validate(
        displacing, before: [5, 3], after: [3, 4])) != nil)
    #expect(message(displacing, before: [5, 3], after: [3, 4]) != nil)
    // Every kind of operation, and a reload that none of them displaces.
    #expect(
      message(
        BatchUpdate(
          deletedSections: [1], insertedSections: [1], deletedItems: [path(0, 3)],
          insertedItems: [path(0, 3)], movedItems: [.init(from: path(0, 4), to: path(2, 1))],
          reloadedItems: [path(0, 1)]),
        before: [5, 2, 1], after: [4, 0, 2]) == nil)
    // UITableView drops row deletions inside deleted sections and insertions inside inserted ones.
    #expect(
      message(
        BatchUpdate(
          deletedSections: [0], insertedSections: [0], deletedItems: [path(0, 0)],
          insertedItems: [path(0, 0)]), before: [1], after: [1]) == nil)
  }

  @Test func sectionBounds() {
    #expect(
      message(BatchUpdate(deletedSections: [2]), before: [0, 0], after: [0])
        == "attempt to delete section 2, but there are only 2 sections before the update")
    #expect(
      message(BatchUpdate(insertedSections: [3]), before: [], after: [0])
        == "attempt to insert section 3 but there are only 1 sections after the update")
    #expect(
      message(BatchUpdate(movedSections: [.init(from: 4, to: 0)]), before: [0], after: [0])
        == "attempt to move section 4, but there are only 1 sections before the update")
    #expect(
      message(BatchUpdate(movedSections: [.init(from: 0, to: 5)]), before: [0], after: [0])
        == "attempt to to move section 0 to section 5, but there are only 1 sections after the update"
    )
  }

  @Test func itemBounds() {
    #expect(
      message(BatchUpdate(deletedItems: [path(3, 0)]), before: [1], after: [1])
        == "attempt to delete row 0 from section 3, but there are only 1 sections before the update"
    )
    #expect(
      message(BatchUpdate(deletedItems: [path(0, 4)]), before: [2], after: [1])
        == "attempt to delete row 4 from section 0 which only contains 2 rows before the update")
    #expect(
      message(BatchUpdate(insertedItems: [path(2, 0)]), before: [0], after: [1])
        == "attempt to insert row 0 into section 2, but there are only 1 sections after the update")
    #expect(
      message(BatchUpdate(insertedItems: [path(0, 3)]), before: [0], after: [1])
        == "attempt to insert row 3 into section 0, but there are only 1 rows in section 0 after the update"
    )
    #expect(
      message(
        BatchUpdate(movedItems: [.init(from: path(1, 0), to: path(0, 0))]), before: [1], after: [1])
        == "attempt to move index path ({length = 2, path = 1 - 0}) from a section that does not exist - there are only 1 sections before the update"
    )
    #expect(
      message(
        BatchUpdate(movedItems: [.init(from: path(0, 5), to: path(0, 0))]), before: [1], after: [1])
        == "attempt to move index path ({length = 2, path = 0 - 5}) that does not exist - there are only 1 rows in section 0 before the update"
    )
    #expect(
      message(
        BatchUpdate(movedItems: [.init(from: path(0, 0), to: path(2, 0))]), before: [1], after: [1])
        == "attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, path = 2 - 0}) in section that does not exist - there are only 1 sections after the update"
    )
    #expect(
      message(
        BatchUpdate(movedItems: [.init(from: path(0, 0), to: path(0, 7))]), before: [1], after: [1])
        == "attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, path = 0 - 7}) that does not exist - there are only 1 rows in section 0 after the update"
    )
  }

  @Test func conflicts() {
    #expect(
      message(
        BatchUpdate(deletedItems: [path(0, 0)], reloadedItems: [path(0, 0)]), before: [1],
        after: [0])
        == "attempt to delete and reload the same index path ({length = 2, path = 0 - 0})")
    #expect(
      message(
        BatchUpdate(deletedSections: [0], movedSections: [.init(from: 0, to: 0)]), before: [0, 0],
        after: [0])
        == "attempt to perform a delete and a move from the same section (0)")
    #expect(
      message(
        BatchUpdate(insertedSections: [0], movedSections: [.init(from: 0, to: 0)]), before: [0],
        after: [0, 0])
        == "attempt to perform an insert and a move to the same section (0)")
    #expect(
      message(
        BatchUpdate(
          deletedItems: [path(0, 0)], movedItems: [.init(from: path(0, 0), to: path(0, 0))]),
        before: [2], after: [1])
        == "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 0})"
    )
    #expect(
      message(
        BatchUpdate(
          movedItems: [.init(from: path(0, 1), to: path(0, 0))], reloadedItems: [path(0, 1)]),
        before: [2], after: [2])
        == "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 1})"
    )
    #expect(
      message(
        BatchUpdate(
          insertedItems: [path(0, 0)], movedItems: [.init(from: path(0, 1), to: path(0, 0))]),
        before: [2], after: [3])
        == "attempt to perform an insert and a move to the same index path ({length = 2, path = 0 - 0})"
    )
    #expect(
      message(
        BatchUpdate(deletedSections: [0], movedItems: [.init(from: path(0, 0), to: path(0, 0))]),
        before: [1, 0], after: [1])
        == "cannot move an item from a deleted section (0)")
    #expect(
      message(
        BatchUpdate(insertedSections: [1], movedItems: [.init(from: path(0, 0), to: path(1, 0))]),
        before: [1], after: [0, 1])
        == "cannot move an item into a newly inserted section (1)")
  }

  @Test func duplicates() {
    #expect(
      message(
        BatchUpdate(movedSections: [.init(from: 0, to: 1), .init(from: 0, to: 2)]),
        before: [0, 0, 0], after: [0, 0, 0])
        == "attempt to move section 0 to both section 1 and section 2")
    #expect(
      message(
        BatchUpdate(movedSections: [.init(from: 0, to: 2), .init(from: 1, to: 2)]),
        before: [0, 0, 0], after: [0, 0, 0])
        == "attempt to move both section 0 and section 1 to section 2")
    #expect(
      message(
        BatchUpdate(movedItems: [
          .init(from: path(0, 0), to: path(0, 1)), .init(from: path(0, 0), to: path(0, 2)),
        ]),
        before: [3], after: [3])
        == "attempt to move row at index path {length = 2, path = 0 - 0} to both {length = 2, path = 0 - 1} and {length = 2, path = 0 - 2}"
    )
    #expect(
      message(
        BatchUpdate(movedItems: [
          .init(from: path(0, 0), to: path(0, 2)), .init(from: path(0, 1), to: path(0, 2)),
        ]),
        before: [3], after: [3])
        == "attempt to move both row at index path {length = 2, path = 0 - 0} and {length = 2, path = 0 - 1} to {length = 2, path = 0 - 2}"
    )
    #expect(
      message(BatchUpdate(deletedItems: [path(0, 0), path(0, 0)]), before: [2], after: [0])
        == "attempt to delete row at index path ({length = 2, path = 0 - 0}) twice")
    #expect(
      message(BatchUpdate(deletedSections: [0, 0]), before: [0], after: [])
        == "attempt to delete section 0 twice")
  }

  @Test func counts() {
    #expect(
      message(BatchUpdate(), before: [0], after: [0, 0])
        == "Invalid update: invalid number of sections.  The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
    )
    #expect(
      message(BatchUpdate(deletedItems: [path(0, 0)]), before: [3, 1], after: [3, 1])
        == "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
    )
    #expect(
      message(
        BatchUpdate(movedItems: [.init(from: path(0, 0), to: path(1, 0))]), before: [1, 1],
        after: [1, 1],
        style: .collectionView)
        == "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (1) must be equal to the number of items contained in that section before the update (1), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 1 moved out)."
    )
    // A move inside one section and a reload count for nothing; but UIKit ignores section moves
    // when it places a reload, so the reload of a section that shifts because another section
    // moves is displaced.
    #expect(
      message(
        BatchUpdate(
          movedSections: [.init(from: 0, to: 1)],
          movedItems: [.init(from: path(1, 0), to: path(0, 1))], reloadedItems: [path(1, 1)]),
        before: [2, 2], after: [2, 2])
        == "attempt to reload row at index path ({length = 2, path = 1 - 1}), which UIKit places at ({length = 2, path = 1 - 1}) while it ends at ({length = 2, path = 0 - 0})"
    )
    #expect(
      message(
        BatchUpdate(movedSections: [.init(from: 0, to: 1)], reloadedItems: [path(0, 1)]),
        before: [3, 2], after: [2, 3]) != nil)
    #expect(
      message(
        BatchUpdate(movedSections: [.init(from: 1, to: 2)], reloadedItems: [path(0, 1)]),
        before: [2, 3, 1], after: [2, 1, 3]) == nil,
      "a section move below the reload leaves it in place")
  }

  @Test func unsafeCombinations() {
    #expect(throws: BatchValidationError.self, "a reload inside a moved section") {
      try validator.validate(
        BatchUpdate(movedSections: [.init(from: 0, to: 1)], reloadedItems: [path(0, 0)]),
        before: [1, 1], after: [1, 1])
    }
    #expect(
      message(
        BatchUpdate(movedSections: [.init(from: 0, to: 1)], reloadedItems: [path(0, 0)]),
        before: [1, 1], after: [1, 1])
        == "attempt to reload row at index path ({length = 2, path = 0 - 0}) in section 0, which the same update also moves"
    )
    #expect(
      message(
        BatchUpdate(reloadedSections: [0], insertedItems: [path(0, 1)]), before: [1], after: [2])
        == "attempt to insert row at index path ({length = 2, path = 0 - 1}) into section 0, which the same update also reloads"
    )
  }

  /// Mutating a valid batch (dropping, duplicating or shifting an operation, or swapping a move's
  /// coordinates) is rejected, or still yields the batch's snapshot: the validator and the
  /// headless table's identity check together let no wrong batch through.
  @Test func mutatedBatchesAreRejectedOrHarmless() {
    checkProperty(
      iterations: 3_000, seed: 0xBA7C_0001,
      generate: { rng in (rng.snapshotPair(), rng.int(below: 1_000), rng.int(below: 4)) },
      property: { pair, pick, kind in
        var before = pair.old
        var rejected = 0
        for batch in pair.changeset().batches {
          defer { before = batch.snapshot }
          guard let mutated = mutate(batch.update, pick: pick, kind: kind) else { continue }
          var table = HeadlessTableView(snapshot: before)
          do {
            try table.validateAndPerform(mutated, resultingIn: batch.snapshot)
          } catch {
            rejected += 1
            continue
          }
          let expected = batch.snapshot.sectionIdentifiers.map {
            batch.snapshot.itemIdentifiers(inSection: $0)
          }
          if table.sections != expected { return "mutation \(kind) accepted: \(mutated)" }
        }
        return nil
      })
  }

  /// A changed copy of a batch, or nil when it has nothing to change.
  func mutate(_ update: BatchUpdate, pick: Int, kind: Int) -> BatchUpdate? {
    var result = update
    switch kind {
    case 0:  // drop an operation
      var lists = [
        result.deletedItems.isEmpty ? nil : 0, result.insertedItems.isEmpty ? nil : 1,
        result.movedItems.isEmpty ? nil : 2, result.deletedSections.isEmpty ? nil : 3,
        result.insertedSections.isEmpty ? nil : 4,
      ].compactMap { $0 }
      guard !lists.isEmpty else { return nil }
      lists = [lists[pick % lists.count]]
      switch lists[0] {
      case 0: result.deletedItems.remove(at: pick % result.deletedItems.count)
      case 1: result.insertedItems.remove(at: pick % result.insertedItems.count)
      case 2: result.movedItems.remove(at: pick % result.movedItems.count)
      case 3: result.deletedSections.remove(at: pick % result.deletedSections.count)
      default: result.insertedSections.remove(at: pick % result.insertedSections.count)
      }
    case 1:  // duplicate an operation
      if !result.deletedItems.isEmpty {
        result.deletedItems.append(result.deletedItems[pick % result.deletedItems.count])
      } else if !result.insertedItems.isEmpty {
        result.insertedItems.append(result.insertedItems[pick % result.insertedItems.count])
      } else if !result.movedItems.isEmpty {
        result.movedItems.append(result.movedItems[pick % result.movedItems.count])
      } else {
        return nil
      }
    case 2:  // shift an index
      if !result.insertedItems.isEmpty {
        result.insertedItems[pick % result.insertedItems.count].item += 1
      } else if !result.deletedItems.isEmpty {
        result.deletedItems[pick % result.deletedItems.count].item += 1
      } else if !result.movedItems.isEmpty {
        result.movedItems[pick % result.movedItems.count].to.item += 1
      } else {
        return nil
      }
    default:  // swap before and after coordinates of a move
      guard !result.movedItems.isEmpty else { return nil }
      let index = pick % result.movedItems.count
      let move = result.movedItems[index]
      guard move.from != move.to else { return nil }
      result.movedItems[index] = .init(from: move.to, to: move.from)
    }
    return result
  }

  /// Issue 43: an error names the operation that breaks the rule (its list and position), so
  /// that `Snapshot.applying(_:)` and `snapdiff apply` can name it; a rule of the whole batch
  /// names none.
  @Test func anErrorNamesTheOperationThatBreaksTheRule() {
    func operation(_ update: BatchUpdate, before: [Int], after: [Int]) -> String? {
      do {
        try validator.validate(update, before: before, after: after)
        return "accepted"
      } catch {
        return error.operation?.description
      }
    }
    let twice = BatchUpdate(deletedItems: [path(0, 1), path(0, 0), path(0, 1)])
    #expect(operation(twice, before: [3], after: [1]) == "deletedItems[2]")
    let outOfRange = BatchUpdate(insertedSections: [0, 4])
    #expect(operation(outOfRange, before: [], after: [0, 0]) == "insertedSections[1]")
    let moveOntoInsertion = BatchUpdate(
      insertedItems: [path(0, 1)], movedItems: [.init(from: path(0, 0), to: path(0, 1))])
    #expect(operation(moveOntoInsertion, before: [2], after: [3]) == "movedItems[0]")
    let displaced = BatchUpdate(
      deletedItems: [path(0, 1)], reloadedItems: [path(0, 0)],
      reconfiguredItems: [path(0, 3), path(0, 2)])
    #expect(operation(displaced, before: [4], after: [3]) == "reconfiguredItems[0]")
    #expect(operation(BatchUpdate(), before: [3], after: [2]) == nil)
    #expect(
      message(twice, before: [3], after: [1])
        == "attempt to delete row at index path ({length = 2, path = 0 - 1}) twice")
  }
}
