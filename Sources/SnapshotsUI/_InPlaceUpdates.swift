import Snapshots

/// The reconfigures of one batch that a cell updater performs in place.
///
/// Those that carry a payload (``Changeset/Batch/payloads``) and whose cell is on screen before
/// the batch. The rest stay ordinary reconfigures, so that a cell the view keeps off screen (prefetched, cached) is
/// configured again by the cell provider, never left stale.
///
/// Shared by the UIKit adapters; plain Snapshots code, so it is built and tested on every
/// platform.
@MainActor
@usableFromInline
internal struct _InPlaceUpdates<ItemIdentifierType: Hashable> {
  /// The batch's operations without the reconfigures performed in place.
  @usableFromInline var update: BatchUpdate
  /// The items updated in place, each with its payload, in the order of their paths.
  @usableFromInline var items: [(item: ItemIdentifierType, payload: ChangePayload)] = []

  /// Splits `batch`'s reconfigures.
  ///
  /// - Parameters:
  ///   - batch: The batch to perform.
  ///   - itemShown: The item at a path before the batch (the data source, before its data is
  ///     switched to the batch's snapshot).
  ///   - isVisible: Whether the view shows the cell at a path before the batch.
  /// - Complexity: O(*r* log *r*) for *r* reconfigures with a payload.
  @usableFromInline
  init<SectionIdentifierType>(
    _ batch: Changeset<SectionIdentifierType, ItemIdentifierType>.Batch,
    itemShown: (ItemPath) -> ItemIdentifierType?, isVisible: (ItemPath) -> Bool
  ) {
    update = batch.update
    guard !batch.payloads.isEmpty else { return }
    var inPlace: Set<ItemPath> = []
    for (path, payload) in batch.payloads.sorted(by: { $0.key < $1.key }) where isVisible(path) {
      guard let item = itemShown(path) else { continue }
      items.append((item, payload))
      inPlace.insert(path)
    }
    update.reconfiguredItems.removeAll { inPlace.contains($0) }
  }

  /// Hands each item updated in place to `updater` with its cell after the batch, when the view
  /// still shows it (a cell that left the screen is configured anew when it comes back).
  ///
  /// - Parameters:
  ///   - snapshot: The data after the batch.
  ///   - cell: The view's cell at a path after the batch, or `nil` when it is not on screen.
  ///   - updater: Updates a cell in place: its path after the batch, the cell, the item and the
  ///     payload.
  /// - Complexity: O(*u*) expected for *u* items updated in place, plus the updater.
  @usableFromInline
  func deliver<SectionIdentifierType, Cell>(
    after snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    cell: (ItemPath) -> Cell?,
    to updater: (ItemPath, Cell, ItemIdentifierType, ChangePayload) -> Void
  ) {
    for (item, payload) in items {
      guard let path = snapshot.itemPath(of: item), let cell = cell(path) else { continue }
      updater(path, cell, item, payload)
    }
  }
}
