/// Anything that holds a sectioned list and can be updated in batches: ``HeadlessTableView``, or
/// your own model.
///
/// Which to implement: this, for a model you update yourself from a changeset, synchronously;
/// ``DiffableListView``, for a view that a ``DiffableDataSource`` drives on the main actor.
///
/// Conforming takes a few lines: forward each primitive to the model's own operation, and run
/// `updates` inside its batch mechanism after switching its data to `snapshot`. For UIKit and
/// AppKit views (main-actor isolated), use ``DiffableDataSource`` and its bindings instead
/// (<doc:DataSourceGuide>); a view of your own conforms to ``DiffableListView``.
///
/// ```swift
/// var table = HeadlessTableView(snapshot: old) { $0 }
/// table.apply(Changeset(from: old, to: new))
/// ```
public protocol ListUpdateTarget<SectionIdentifierType, ItemIdentifierType> {
  /// The section identifiers of the snapshots shown.
  associatedtype SectionIdentifierType: Hashable
  /// The item identifiers of the snapshots shown.
  associatedtype ItemIdentifierType: Hashable

  /// Performs the operations `updates` makes as one batch, ending with `snapshot` shown.
  ///
  /// - Parameters:
  ///   - snapshot: The data after the batch; a view's data source must return it from here on.
  ///   - updates: Calls the primitive operations below.
  mutating func performBatchUpdates(
    resultingIn snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    _ updates: (inout Self) -> Void)

  /// Deletes sections, by index before the batch.
  ///
  /// - Parameter indexes: The sections.
  mutating func deleteSections(_ indexes: [Int])
  /// Inserts sections, by index after the batch.
  ///
  /// - Parameter indexes: The sections.
  mutating func insertSections(_ indexes: [Int])
  /// Moves a section.
  ///
  /// - Parameters:
  ///   - index: The section's index before the batch.
  ///   - newIndex: Its index after the batch.
  mutating func moveSection(_ index: Int, toSection newIndex: Int)
  /// Reloads sections, by index before the batch.
  ///
  /// - Parameter indexes: The sections.
  mutating func reloadSections(_ indexes: [Int])
  /// Deletes items, by path before the batch.
  ///
  /// - Parameter paths: The items.
  mutating func deleteItems(at paths: [ItemPath])
  /// Inserts items, by path after the batch.
  ///
  /// - Parameter paths: The items.
  mutating func insertItems(at paths: [ItemPath])
  /// Moves an item.
  ///
  /// - Parameters:
  ///   - path: The item's path before the batch.
  ///   - newPath: Its path after the batch.
  mutating func moveItem(at path: ItemPath, to newPath: ItemPath)
  /// Reloads items (replaces their cells), by path before the batch.
  ///
  /// - Parameter paths: The items.
  mutating func reloadItems(at paths: [ItemPath])
  /// Reconfigures items (updates their cells in place), by path before the batch.
  ///
  /// - Parameter paths: The items.
  mutating func reconfigureItems(at paths: [ItemPath])
  /// Reconfigures items, some with what changed in them: a target that can update part of an
  /// item in place reads `payloads`; the default ignores them (``reconfigureItems(at:)``).
  ///
  /// - Parameters:
  ///   - paths: The items, by path before the batch.
  ///   - payloads: What changed, for the items of `paths` that carry a payload.
  mutating func reconfigureItems(at paths: [ItemPath], payloads: [ItemPath: ChangePayload])
}

extension ListUpdateTarget {
  /// Reconfigures by reloading, for targets without a lighter update.
  ///
  /// - Parameter paths: The items, by path before the batch.
  public mutating func reconfigureItems(at paths: [ItemPath]) { reloadItems(at: paths) }

  /// Reconfigures, ignoring the payloads.
  ///
  /// - Parameters:
  ///   - paths: The items, by path before the batch.
  ///   - payloads: Ignored.
  public mutating func reconfigureItems(
    at paths: [ItemPath], payloads: [ItemPath: ChangePayload]
  ) {
    reconfigureItems(at: paths)
  }

  /// Performs one batch: every operation of `update` inside one `performBatchUpdates`.
  ///
  /// - Parameters:
  ///   - update: The batch.
  ///   - snapshot: The data after the batch.
  ///   - payloads: What changed in reconfigured items, by path (``Changeset/Batch/payloads``).
  /// - Complexity: O(*k*) primitive calls for *k* operations.
  public mutating func perform(
    _ update: BatchUpdate,
    resultingIn snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    payloads: [ItemPath: ChangePayload] = [:]
  ) {
    performBatchUpdates(resultingIn: snapshot) { target in
      if !update.deletedSections.isEmpty { target.deleteSections(update.deletedSections) }
      if !update.insertedSections.isEmpty { target.insertSections(update.insertedSections) }
      for move in update.movedSections { target.moveSection(move.from, toSection: move.to) }
      if !update.reloadedSections.isEmpty { target.reloadSections(update.reloadedSections) }
      if !update.deletedItems.isEmpty { target.deleteItems(at: update.deletedItems) }
      if !update.insertedItems.isEmpty { target.insertItems(at: update.insertedItems) }
      for move in update.movedItems { target.moveItem(at: move.from, to: move.to) }
      if !update.reloadedItems.isEmpty { target.reloadItems(at: update.reloadedItems) }
      if payloads.isEmpty, !update.reconfiguredItems.isEmpty {
        target.reconfigureItems(at: update.reconfiguredItems)
      } else if !update.reconfiguredItems.isEmpty {
        target.reconfigureItems(at: update.reconfiguredItems, payloads: payloads)
      }
    }
  }

  /// Performs every batch of a changeset, in order.
  ///
  /// - Parameter changeset: The changeset; the target must show its old snapshot.
  /// - Complexity: O(*k*) primitive calls for *k* operations in all batches.
  public mutating func apply(_ changeset: Changeset<SectionIdentifierType, ItemIdentifierType>) {
    for batch in changeset.batches {
      perform(batch.update, resultingIn: batch.snapshot, payloads: batch.payloads)
    }
  }
}
