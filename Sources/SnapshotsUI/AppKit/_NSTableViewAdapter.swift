#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import Snapshots

  /// Drives an `NSTableView` for a data source.
  ///
  /// The table has no sections and no batch API, so each batch becomes the changeset's sequential steps (``Changeset/steps``) on flattened rows
  /// (`_rowOperations`),
  /// between `beginUpdates()` and `endUpdates()`.
  @MainActor
  @usableFromInline
  internal final class _NSTableViewAdapter<
    SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
  >: DiffableListView {
    /// The table; the data source does not keep it alive.
    weak var tableView: NSTableView?
    /// The animation of inserted and removed rows.
    var rowAnimation = NSTableView.AnimationOptions.effectFade
    /// What the table shows, by section (the table itself knows only its row count).
    var shown = Snapshot<SectionIdentifierType, ItemIdentifierType>()

    @usableFromInline
    init(_ tableView: NSTableView) { self.tableView = tableView }

    /// The sections shown; one more when the table has rows but no section is known.
    @usableFromInline
    var numberOfSections: Int {
      shown.numberOfSections == 0 && (tableView?.numberOfRows ?? 0) > 0 ? 1 : shown.numberOfSections
    }

    /// The items of a section; the last section also counts any rows the table has beyond the
    /// known ones (or lacks), so that a table changed behind the data source does not match.
    @usableFromInline
    func numberOfItems(inSection section: Int) -> Int {
      let known = shown.sectionCounts
      let extra = (tableView?.numberOfRows ?? 0) - shown.numberOfItems
      let count = known.indices.contains(section) ? known[section] : 0
      return section == numberOfSections - 1 ? count + extra : count
    }

    @usableFromInline
    func performBatch(
      _ batch: Changeset<SectionIdentifierType, ItemIdentifierType>.Batch, animated: Bool,
      updatingData updateData: @escaping () -> Void, completion: @escaping (Bool) -> Void
    ) {
      let operations = Changeset(from: shown, to: batch.snapshot)._rowOperations
      shown = batch.snapshot
      updateData()
      guard let tableView else { return completion(false) }
      let animation: NSTableView.AnimationOptions = animated ? rowAnimation : []
      let allColumns = IndexSet(integersIn: 0..<tableView.numberOfColumns)
      tableView.beginUpdates()
      for operation in operations {
        switch operation {
        case .remove(let rows):
          tableView.removeRows(at: IndexSet(integersIn: rows), withAnimation: animation)
        case .insert(let rows):
          tableView.insertRows(at: IndexSet(integersIn: rows), withAnimation: animation)
        case .move(let from, let to): tableView.moveRow(at: from, to: to)
        case .reload(let rows):
          tableView.reloadData(forRowIndexes: IndexSet(integersIn: rows), columnIndexes: allColumns)
        }
      }
      tableView.endUpdates()
      // NSTableView takes the updates at endUpdates and has no completion for its animations.
      completion(true)
    }

    @usableFromInline
    func reloadData(showing snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>) {
      shown = snapshot
      tableView?.reloadData()
    }
  }
#endif
