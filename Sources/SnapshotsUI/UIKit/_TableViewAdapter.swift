#if canImport(UIKit) && !os(watchOS)
  import Snapshots
  import UIKit

  /// Drives a `UITableView` for a data source: counts from the table, each batch inside one
  /// `performBatchUpdates`.
  @MainActor
  @usableFromInline
  internal final class _TableViewAdapter<
    SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
  >: DiffableListView {
    /// The table; the data source does not keep it alive.
    weak var tableView: UITableView?
    /// The animation of inserted, deleted and reloaded rows and sections.
    var rowAnimation = UITableView.RowAnimation.automatic

    @usableFromInline
    init(_ tableView: UITableView) { self.tableView = tableView }

    /// The item at a path the data source shows (before a batch switches its data); set by the
    /// binding.
    @usableFromInline var itemShown: (ItemPath) -> ItemIdentifierType? = { _ in nil }
    /// Updates an on-screen cell in place from its reconfigure's payload; `nil`: payloads are
    /// ordinary reconfigures.
    @usableFromInline var cellUpdater:
      ((UITableView, IndexPath, UITableViewCell, ItemIdentifierType, ChangePayload) -> Void)?

    @usableFromInline
    var numberOfSections: Int { tableView?.numberOfSections ?? 0 }

    @usableFromInline
    func numberOfItems(inSection section: Int) -> Int {
      tableView?.numberOfRows(inSection: section) ?? 0
    }

    @usableFromInline
    func performBatch(
      _ batch: Changeset<SectionIdentifierType, ItemIdentifierType>.Batch, animated: Bool,
      updatingData updateData: @escaping () -> Void, completion: @escaping (Bool) -> Void
    ) {
      guard let tableView else {
        updateData()
        return completion(false)
      }
      let inPlace = _inPlace(batch, on: tableView)
      let update = inPlace?.update ?? batch.update
      let animation = animated ? rowAnimation : .none
      let perform = {
        tableView.performBatchUpdates(
          {
            updateData()
            Self._perform(update, on: tableView, animation: animation)
          }, completion: completion)
        self._deliver(inPlace, after: batch.snapshot, on: tableView)
      }
      if animated { perform() } else { UIView.performWithoutAnimation(perform) }
    }

    @usableFromInline
    func reloadData(showing snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>) {
      tableView?.reloadData()
    }

    /// The reconfigures of `batch` that ``cellUpdater`` performs in place, or `nil` without one.
    private func _inPlace(
      _ batch: Changeset<SectionIdentifierType, ItemIdentifierType>.Batch, on tableView: UITableView
    ) -> _InPlaceUpdates<ItemIdentifierType>? {
      guard cellUpdater != nil, !batch.payloads.isEmpty else { return nil }
      return _InPlaceUpdates(
        batch, itemShown: itemShown, isVisible: { tableView.cellForRow(at: IndexPath($0)) != nil })
    }

    /// Hands the cells updated in place to ``cellUpdater``, once the view has taken the batch.
    private func _deliver(
      _ inPlace: _InPlaceUpdates<ItemIdentifierType>?,
      after snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>, on tableView: UITableView
    ) {
      guard let inPlace, let cellUpdater else { return }
      inPlace.deliver(after: snapshot, cell: { tableView.cellForRow(at: IndexPath($0)) }) {
        path, cell, item, payload in
        cellUpdater(tableView, IndexPath(path), cell, item, payload)
      }
    }

    /// Issues the operations of one batch.
    private static func _perform(
      _ update: BatchUpdate, on tableView: UITableView, animation: UITableView.RowAnimation
    ) {
      if !update.deletedSections.isEmpty {
        tableView.deleteSections(IndexSet(update.deletedSections), with: animation)
      }
      if !update.insertedSections.isEmpty {
        tableView.insertSections(IndexSet(update.insertedSections), with: animation)
      }
      for move in update.movedSections { tableView.moveSection(move.from, toSection: move.to) }
      if !update.reloadedSections.isEmpty {
        tableView.reloadSections(IndexSet(update.reloadedSections), with: animation)
      }
      if !update.deletedItems.isEmpty {
        tableView.deleteRows(at: update.deletedItems.map(IndexPath.init), with: animation)
      }
      if !update.insertedItems.isEmpty {
        tableView.insertRows(at: update.insertedItems.map(IndexPath.init), with: animation)
      }
      for move in update.movedItems {
        tableView.moveRow(at: IndexPath(move.from), to: IndexPath(move.to))
      }
      if !update.reloadedItems.isEmpty {
        tableView.reloadRows(at: update.reloadedItems.map(IndexPath.init), with: animation)
      }
      if !update.reconfiguredItems.isEmpty {
        tableView.reconfigureRows(at: update.reconfiguredItems.map(IndexPath.init))
      }
    }
  }
#endif
