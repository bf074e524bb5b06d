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
      let update = batch.update
      let perform = {
        collectionView.performBatchUpdates(
          {
            updateData()
            Self._perform(update, on: collectionView)
          }, completion: completion)
      }
      if animated { perform() } else { UIView.performWithoutAnimation(perform) }
    }

    @usableFromInline
    func reloadData(showing snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>) {
      collectionView?.reloadData()
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
