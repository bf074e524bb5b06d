#if canImport(UIKit) && !os(watchOS)
  import Snapshots
  import UIKit

  /// A `UITableView` data source that owns a snapshot: the counterpart of
  /// `UITableViewDiffableDataSource`, built on ``DiffableDataSource`` (serial applies,
  /// completions after the last batch, reload fallback, async apply off the main actor).
  ///
  /// ```swift
  /// let dataSource = TableViewDiffableDataSource<Section, Contact>(tableView: tableView) {
  ///   tableView, indexPath, contact in
  ///   let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
  ///   cell.textLabel?.text = contact.name
  ///   return cell
  /// }
  /// dataSource.apply(snapshot, animatingDifferences: true)
  /// ```
  ///
  /// It makes itself the table's `dataSource`. Header and footer titles, the section index and
  /// reordering come from closures (``DiffableDataSourceBinding/headerTitleProvider``,
  /// ``DiffableDataSourceBinding/sectionIndexTitleProvider``,
  /// ``DiffableDataSourceBinding/reorderingHandlers``) instead of a subclass; the class is `open`
  /// for the rest (`tableView(_:commit:forRowAt:)`, for instance).
  ///
  /// On Linux this file is type-checked against stub declarations of UIKit, not run.
  @MainActor
  open class TableViewDiffableDataSource<
    SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
  >: NSObject, UITableViewDataSource, DiffableDataSourceBinding {
    /// Makes the cell of an item: `(tableView, indexPath, itemIdentifier) -> cell`.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    /// The data source that owns the snapshot.
    public let base: DiffableDataSource<SectionIdentifierType, ItemIdentifierType>
    @usableFromInline internal let adapter:
      _TableViewAdapter<SectionIdentifierType, ItemIdentifierType>
    @usableFromInline internal var cellProvider: CellProvider

    /// Updates the cell of a changed item in place: `(tableView, indexPath, cell, item, payload)`.
    public typealias CellUpdater = (
      UITableView, IndexPath, UITableViewCell, ItemIdentifierType, ChangePayload
    )
      -> Void

    /// Updates, in place, the on-screen cell of an item reconfigured with a payload (what
    /// changed: ``Snapshots/Snapshot/reconfigureItem(_:payload:)``, or a model data source's
    /// comparison), at its index path after the batch; `nil` (the default): payloads are
    /// ordinary reconfigures, which call the cell provider again.
    ///
    /// Items whose cell is not on screen before the batch are ordinary reconfigures (a cell the
    /// view keeps off screen is configured again, never left stale).
    public var cellUpdater: CellUpdater? {
      get { adapter.cellUpdater }
      set { adapter.cellUpdater = newValue }
    }

    /// The animation of inserted, deleted and reloaded rows and sections (`.automatic`).
    public var defaultRowAnimation: UITableView.RowAnimation {
      get { adapter.rowAnimation }
      set { adapter.rowAnimation = newValue }
    }

    /// A data source for a table view, which it becomes the `dataSource` of.
    ///
    /// - Parameters:
    ///   - tableView: The table; held weakly.
    ///   - cellProvider: Makes the cell of each item; it must not return `nil`.
    /// - Complexity: O(1).
    @inlinable
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
      adapter = _TableViewAdapter(tableView)
      let base = DiffableDataSource(view: adapter)
      self.base = base
      adapter.itemShown = { [unowned base] in base.itemIdentifier(for: $0) }
      self.cellProvider = cellProvider
      super.init()
      tableView.dataSource = self
    }

    /// The number of sections the data source shows.
    open func numberOfSections(in tableView: UITableView) -> Int { base.numberOfSections }

    /// The number of rows in a section.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      base.numberOfItems(inSection: section)
    }

    /// The cell of a row, from the cell provider.
    open func tableView(
      _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    )
      -> UITableViewCell
    {
      guard let item = base.itemIdentifier(for: indexPath) else {
        _preconditionFailure(
          "UITableView asked for the cell at \(indexPath), which the data source does not have")
      }
      guard let cell = cellProvider(tableView, indexPath, item) else {
        _preconditionFailure("The cell provider returned nil for item \(item) at \(indexPath)")
      }
      return cell
    }

    /// The header title, from ``DiffableDataSourceBinding/headerTitleProvider``.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      base.titleForHeader(inSection: section)
    }

    /// The footer title, from ``DiffableDataSourceBinding/footerTitleProvider``.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      base.titleForFooter(inSection: section)
    }

    /// The section index, from ``DiffableDataSourceBinding/sectionIndexTitleProvider``.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? {
      base.sectionIndexTitles
    }

    /// The section a section index entry scrolls to.
    open func tableView(
      _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int {
      base.section(forSectionIndexTitle: title, at: index)
    }

    /// Whether a row can be edited (swiped to delete).
    ///
    /// From ``DiffableDataSourceBinding/canEditItem``: none without it, as Apple's default.
    /// Override it instead if you prefer, as with Apple's class.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      base.canEditItem(at: ItemPath(indexPath))
    }

    /// Whether a row can be moved, from ``DiffableDataSource/ReorderingHandlers/canReorderItem``.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      base.canMoveItem(at: ItemPath(indexPath))
    }

    /// Takes the user's move into the snapshot (see ``DiffableDataSource/moveItem(at:to:)``).
    open func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      base.moveItem(at: ItemPath(sourceIndexPath), to: ItemPath(destinationIndexPath))
    }
  }
#endif
