import SnapshotsTesting
import Testing

@testable import Snapshots

/// Thousands of random mutation sequences, applied both to `Snapshot` and to a naive reference
/// model; every query is compared after every step.
@Suite("Snapshot model-based")
struct SnapshotModelTests {
  /// Replays `operations` (skipping any made illegal by shrinking) and returns the first mismatch.
  static func firstMismatch(_ operations: [SnapshotOperation]) -> String? {
    var snapshot = Snapshot<Int, Int>()
    var model = ReferenceModel()
    for (step, operation) in operations.enumerated() where model.allows(operation) {
      operation.apply(to: &snapshot)
      model.apply(operation)
      if let mismatch = compare(snapshot, model) {
        return "after step \(step) \(operation): \(mismatch)"
      }
    }
    return nil
  }

  static func compare(_ snapshot: Snapshot<Int, Int>, _ model: ReferenceModel) -> String? {
    let items = model.allItems
    if snapshot.sectionIdentifiers != model.sections.map(\.id) {
      return "sections \(snapshot.sectionIdentifiers) != \(model.sections.map(\.id))"
    }
    if snapshot.itemIdentifiers != items { return "items \(snapshot.itemIdentifiers) != \(items)" }
    if snapshot.numberOfItems != items.count { return "numberOfItems" }
    if snapshot.numberOfSections != model.sections.count { return "numberOfSections" }
    for section in model.sections {
      if snapshot.itemIdentifiers(inSection: section.id) != section.items {
        return "itemIdentifiers(inSection: \(section.id))"
      }
      if snapshot.numberOfItems(inSection: section.id) != section.items.count {
        return "numberOfItems(inSection: \(section.id))"
      }
    }
    for item in 0..<40 {
      if snapshot.indexOfItem(item) != items.firstIndex(of: item) { return "indexOfItem(\(item))" }
      let section = model.location(of: item).map { model.sections[$0.section].id }
      if snapshot.sectionIdentifier(containingItem: item) != section {
        return "sectionIdentifier(containingItem: \(item))"
      }
    }
    for section in 0..<8 where snapshot.indexOfSection(section) != model.sectionPosition(section) {
      return "indexOfSection(\(section))"
    }
    if snapshot.reloadedItemIdentifiers != model.reloadedItems { return "reloadedItemIdentifiers" }
    if snapshot.reconfiguredItemIdentifiers != model.reconfiguredItems {
      return "reconfiguredItemIdentifiers"
    }
    if snapshot.reloadedSectionIdentifiers != model.reloadedSections {
      return "reloadedSectionIdentifiers"
    }
    return nil
  }

  @Test func snapshotAgreesWithReferenceModel() {
    checkProperty(
      iterations: 5_000, seed: 0x5EED_0001,
      generate: { $0.operations(count: 1 + $0.int(below: 30)) },
      shrink: shrinkArray,
      property: Self.firstMismatch)
  }

  /// An item whose hash is the same for every value: every item has the same tag in the item
  /// index, so only locations tell its slots apart.
  struct CollidingItem: Hashable {
    var value: Int
    func hash(into hasher: inout Hasher) {}
  }

  /// Replays `operations` on snapshots of integers and of colliding items, and returns the first
  /// difference in their items or item queries.
  static func firstCollisionMismatch(_ operations: [SnapshotOperation]) -> String? {
    var snapshot = Snapshot<Int, Int>()
    var colliding = Snapshot<Int, CollidingItem>()
    var model = ReferenceModel()
    for (step, operation) in operations.enumerated() where model.allows(operation) {
      operation.apply(to: &snapshot)
      operation.apply(to: &colliding, CollidingItem.init)
      model.apply(operation)
      if colliding.itemIdentifiers.map(\.value) != snapshot.itemIdentifiers {
        return "after step \(step) \(operation): items \(colliding.itemIdentifiers)"
      }
      for item in 0..<40
      where colliding.indexOfItem(CollidingItem(value: item)) != snapshot.indexOfItem(item) {
        return "after step \(step) \(operation): indexOfItem(\(item))"
      }
    }
    return nil
  }

  @Test func itemsWithOneHashAreIndexedByLocation() {
    checkProperty(
      iterations: 1_000, seed: 0x5EED_0002,
      generate: { $0.operations(count: 1 + $0.int(below: 30)) },
      shrink: shrinkArray,
      property: Self.firstCollisionMismatch)
  }

}
