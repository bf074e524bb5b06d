import Foundation
import SnapshotsTesting
import TestSupport
import Testing

@testable import Snapshots

/// Changes over the wire: identified batches, their coding form, applying them, and the coding
/// forms of `Changeset` and `SectionedStep`.
@Suite("Changeset coding")
struct ChangesetCodingTests {
  typealias Batch = IdentifiedBatchUpdate<Int, Int>

  /// What breaks the wire laws for a pair, or nil: the batches survive encoding, applying them
  /// to OLD gives NEW with the content changes marked, and the changeset survives encoding.
  func brokenWireLaw(
    _ pair: SnapshotPair<Int, Int>, _ change: Changeset<Int, Int>.ContentChange
  )
    -> String?
  {
    let changeset = pair.changeset(reportingContentChangesAs: change)
    let batches = changeset.identifiedBatches
    guard let data = try? JSONEncoder().encode(batches),
      let decoded = try? JSONDecoder().decode([Batch].self, from: data)
    else { return "the batches do not survive encoding" }
    guard decoded == batches else { return "decoded batches differ: \(decoded)" }
    let rebuilt: Snapshot<Int, Int>
    do {
      rebuilt = try pair.old.applying(decoded)
    } catch {
      return "applying the batches fails: \(error)"
    }
    guard layout(of: rebuilt).elementsEqual(layout(of: pair.new), by: ==) else {
      return "applying the batches gives \(layout(of: rebuilt))"
    }
    // Marked: the content changes the batches list, replacements among them (those a section
    // reload covers are not).
    let marked = Set(rebuilt.reloadedItemIdentifiers + rebuilt.reconfiguredItemIdentifiers)
    let listed = Set(
      batches.flatMap {
        ($0.reloadedItems + $0.reconfiguredItems).map(\.identifier)
          + $0.replacedItems.map(\.identifier)
      })
    guard marked == listed else { return "marked \(marked), listed \(listed)" }
    guard let whole = try? JSONEncoder().encode(changeset),
      let back = try? JSONDecoder().decode(Changeset<Int, Int>.self, from: whole)
    else { return "the changeset does not survive encoding" }
    guard back.identifiedBatches == batches, back.steps == changeset.steps else {
      return "the decoded changeset differs"
    }
    return nil
  }

  @Test func batchesAndChangesetsSurviveTheWireAndRebuildNew() {
    checkProperty(
      iterations: 2_000, seed: 0xC0DE_0001, generate: { $0.snapshotPair() },
      shrink: shrinkSnapshotPair, property: { brokenWireLaw($0, .reload) })
    checkProperty(
      iterations: 500, seed: 0xC0DE_0002, generate: { $0.snapshotPair() },
      shrink: shrinkSnapshotPair, property: { brokenWireLaw($0, .reconfigure) })
  }

  /// A deleted section lists no items: only inserted and reloaded sections do.
  ///
  /// Found by the decoding fuzzer: a deleted section's "items" were decoded and then dropped by
  /// encoding, so the batch did not round-trip.
  @Test func aDeletedSectionThatListsItemsIsRejected() throws {
    let sections = #""inserted": [], "moved": [], "reloaded": []"#
    let items = #""items": {"deleted": [], "inserted": [], "moved": [], "reloaded": []}"#
    let listing =
      #"[{"sections": {"deleted": [{"index": 0, "id": 1, "items": [7, 8]}], \#(sections)}, \#(items)}]"#
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([Batch].self, from: Data(listing.utf8))
    }
    let plain = #"[{"sections": {"deleted": [{"index": 0, "id": 1}], \#(sections)}, \#(items)}]"#
    let batches = try JSONDecoder().decode([Batch].self, from: Data(plain.utf8))
    #expect(try JSONDecoder().decode([Batch].self, from: JSONEncoder().encode(batches)) == batches)
  }

  @Test func stepsSurviveEncoding() throws {
    var random = SeededGenerator(seed: 0xC0DE_0003)
    for _ in 0..<300 {
      let steps = random.snapshotPair().changeset().steps
      let data = try JSONEncoder().encode(steps)
      #expect(try JSONDecoder().decode([SectionedStep<Int, Int>].self, from: data) == steps)
    }
  }

  /// A batch with one operation duplicated, or a before-path shifted, is rejected before
  /// anything is built.
  @Test func mutatedBatchesAreRejected() {
    var random = SeededGenerator(seed: 0xC0DE_0004)
    var rejected = 0
    for _ in 0..<500 {
      let pair = random.snapshotPair()
      guard var batch = pair.changeset().identifiedBatches.first else { continue }
      var shifted = batch
      if let first = batch.deletedItems.first {
        batch.deletedItems.append(first)
        shifted.deletedItems[0].path.item += 1
      } else if let first = batch.movedItems.first {
        batch.movedItems.append(first)
        shifted.movedItems[0].from.item += 1
      } else {
        continue
      }
      #expect(throws: BatchApplicationError.self) { try pair.old.applying(batch) }
      #expect(throws: BatchApplicationError.self) { try pair.old.applying(shifted) }
      rejected += 2
    }
    #expect(rejected > 200)
  }

  @Test func anErrorNamesTheBatchTheOperationAndTheReason() throws {
    let old = makeSnapshot([(0, [1, 2, 3])])
    var batch = Batch()
    batch.deletedItems = [.init(path: ItemPath(item: 1, section: 0), identifier: 3)]
    #expect(
      throws: BatchApplicationError(
        batch: 0, operation: "items.deleted[0] (path [0, 1], id 3)",
        reason: "the item at [0, 1] is 2")
    ) { try old.applying(batch) }
    batch.deletedItems = [.init(path: ItemPath(item: 7, section: 0), identifier: 3)]
    #expect(
      throws: BatchApplicationError(
        batch: 0, operation: "items.deleted[0] (path [0, 7], id 3)",
        reason: "no item at [0, 7] before the batch")
    ) { try old.applying(batch) }
    batch.deletedItems = []
    batch.insertedItems = [.init(path: ItemPath(item: 0, section: 0), identifier: 2)]
    let error = #expect(throws: BatchApplicationError.self) { try old.applying(batch) }
    #expect(error?.description.contains("duplicate item identifier 2") == true)
  }

  /// Regression: an item inserted into (or moved into) a section the same batch inserts or
  /// reloads passed UIKit's checks and then trapped while the snapshot was built (the section's
  /// listed items were fewer than its count); it is now rejected first.
  @Test func anItemOperationInsideAWholeSectionIsRejectedNotTrapped() {
    let old = makeSnapshot([(0, [1])])
    var inserted = Batch()
    inserted.insertedSections = [.init(index: 1, identifier: 9, items: [])]
    inserted.insertedItems = [.init(path: ItemPath(item: 0, section: 1), identifier: 5)]
    var reloaded = Batch()
    reloaded.reloadedSections = [.init(index: 0, identifier: 0, items: [1])]
    reloaded.insertedItems = [.init(path: ItemPath(item: 1, section: 0), identifier: 5)]
    var movedIn = Batch()
    movedIn.insertedSections = [.init(index: 1, identifier: 9, items: [])]
    movedIn.movedItems = [
      .init(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 0, section: 1), identifier: 1)
    ]
    var deletedFrom = Batch()
    deletedFrom.deletedSections = [.init(index: 0, identifier: 0)]
    deletedFrom.deletedItems = [.init(path: ItemPath(item: 0, section: 0), identifier: 1)]
    for batch in [inserted, reloaded, movedIn, deletedFrom] {
      let error = #expect(throws: BatchApplicationError.self) { try old.applying(batch) }
      #expect(error?.reason.contains("inserted, deleted or reloaded whole by this batch") == true)
    }
  }

  @Test func aDecodedChangesetThatDoesNotFitItsSnapshotIsADecodingError() throws {
    let json = #"""
      {"old": {"sections": [{"id": 0, "items": [1, 2]}]},
       "stages": [{"sections": {"deleted": [], "inserted": [], "moved": [], "reloaded": []},
                   "items": {"deleted": [{"path": [0, 5], "id": 1}], "inserted": [],
                             "moved": [], "reloaded": []}}]}
      """#
    let error = #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Changeset<Int, Int>.self, from: Data(json.utf8))
    }
    guard case .dataCorrupted(let context) = error else { return }
    #expect(context.codingPath.map(\.intValue) == [nil, 0])
    #expect(context.debugDescription.contains("items.deleted[0] (path [0, 5], id 1)"))
  }

  @Test func malformedPathsAndUnknownStepsAreDecodingErrors() {
    for json in [
      #"{"op": "deleteItem", "path": [0], "id": 1}"#,
      #"{"op": "deleteItem", "path": [0, -1], "id": 1}"#,
      #"{"op": "deleteSection", "index": -2, "id": 1}"#,
      #"{"op": "explode", "index": 0, "id": 1}"#,
    ] {
      #expect(throws: DecodingError.self) {
        try JSONDecoder().decode(SectionedStep<Int, Int>.self, from: Data(json.utf8))
      }
    }
  }
}
