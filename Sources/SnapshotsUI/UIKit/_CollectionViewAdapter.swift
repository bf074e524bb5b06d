#if canImport(UIKit) && !os(watchOS)
  import Snapshots
  import UIKit

  /// Drives a `UICollectionView` for a data source: counts from the collection view, each batch
  /// inside one `performBatchUpdates`.
  @MainActor
  @usableFromInline
  internal final class _CollectionViewAdapter<
    SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
  >: DiffableListView {
    /// The collection view; the data source does not keep it alive.
    weak var collectionView: UICollectionView?

    @usableFromInline
    init(_ collectionView: UICollectionView) { self.collectionView = collectionView }

    /// The item at a path the data source shows (before a batch switches its data); set by the
    /// binding.
    @usableFromInline var itemShown: (ItemPath) -> ItemIdentifierType? = { _ in nil }
    /// Updates an on-screen cell in place from its reconfigure's payload; `nil`: payloads are
    /// ordinary reconfigures.
    @usableFromInline var cellUpdater:
      (
        (UICollectionView, IndexPath, UICollectionViewCell, ItemIdentifierType, ChangePayload) ->
          Void
      )?

    @usableFromInline
    var numberOfSections: Int { collectionView?.numberOfSections ?? 0 }

    @usableFromInline
    func numberOfItems(inSection section: Int) -> Int {
      collectionView?.numberOfItems(inSection: section) ?? 0
    }

    @usableFromInline
    func performBatch(
      _ batch: Changeset<SectionIdentifierType, ItemIdentifierType>.Batch, animated: Bool,
      updatingData updateData: @escaping () -> Void, completion: @escaping (Bool) -> Void
    ) {
      guard let collectionView else {
        updateData()
        return completion(false)
      }
      let inPlace = _inPlace(batch, on: collectionView)
      let update = inPlace?.update ?? batch.update
      let perform = {
        collectionView.performBatchUpdates(
          {
            updateData()
            Self._perform(update, on: collectionView)
          }, completion: completion)
        self._deliver(inPlace, after: batch.snapshot, on: collectionView)
      }
      if animated { perform() } else { UIView.performWithoutAnimation(perform) }
    }

    @usableFromInline
    func reloadData(showing snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>) {
      collectionView?.reloadData()
    }

    /// The reconfigures of `batch` that ``cellUpdater`` performs in place, or `nil` without one.
    private func _inPlace(
      _ batch: Changeset<SectionIdentifierType, ItemIdentifierType>.Batch,
      on collectionView: UICollectionView
    ) -> _InPlaceUpdates<ItemIdentifierType>? {
      guard cellUpdater != nil, !batch.payloads.isEmpty else { return nil }
      return _InPlaceUpdates(
        batch, itemShown: itemShown,
        isVisible: { collectionView.cellForItem(at: IndexPath($0)) != nil })
    }

    /// Hands the cells updated in place to ``cellUpdater``, once the view has taken the batch.
    private func _deliver(
      _ inPlace: _InPlaceUpdates<ItemIdentifierType>?,
      after snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>,
      on collectionView: UICollectionView
    ) {
      guard let inPlace, let cellUpdater else { return }
      inPlace.deliver(after: snapshot, cell: { collectionView.cellForItem(at: IndexPath($0)) }) {
        path, cell, item, payload in
        cellUpdater(collectionView, IndexPath(path), cell, item, payload)
      }
    }

    /// Issues the operations of one batch.
    private static func _perform(_ update: BatchUpdate, on collectionView: UICollectionView) {
      if !update.deletedSections.isEmpty {
        collectionView.deleteSections(IndexSet(update.deletedSections))
      }
      if !update.insertedSections.isEmpty {
        collectionView.insertSections(IndexSet(update.insertedSections))
      }
      for move in update.movedSections {
        collectionView.moveSection(move.from, toSection: move.to)
      }
      if !update.reloadedSections.isEmpty {
        collectionView.reloadSections(IndexSet(update.reloadedSections))
      }
      if !update.deletedItems.isEmpty {
        collectionView.deleteItems(at: update.deletedItems.map(IndexPath.init))
      }
      if !update.insertedItems.isEmpty {
        collectionView.insertItems(at: update.insertedItems.map(IndexPath.init))
      }
      for move in update.movedItems {
        collectionView.moveItem(at: IndexPath(move.from), to: IndexPath(move.to))
      }
      if !update.reloadedItems.isEmpty {
        collectionView.reloadItems(at: update.reloadedItems.map(IndexPath.init))
      }
      if !update.reconfiguredItems.isEmpty {
        collectionView.reconfigureItems(at: update.reconfiguredItems.map(IndexPath.init))
      }
    }
  }
#endif
