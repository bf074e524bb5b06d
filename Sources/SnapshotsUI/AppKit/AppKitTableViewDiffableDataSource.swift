#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import Snapshots

  /// An `NSTableView` data source that owns a snapshot: the counterpart of
  /// `NSTableViewDiffableDataSource`, built on ``DiffableDataSource``.
  ///
  /// ```swift
  /// let dataSource = TableViewDiffableDataSource<Section, Contact>(tableView: tableView) {
  ///   tableView, column, row, contact in
  ///   NSTextField(labelWithString: contact.name)
  /// }
  /// dataSource.apply(snapshot, animatingDifferences: true)
  /// ```
  ///
  /// `NSTableView` shows rows, not sections: the sections' items are shown one after the other,
  /// and every update is performed as the changeset's sequential steps (`removeRows`,
  /// `insertRows`, `moveRow`, `reloadData(forRowIndexes:columnIndexes:)`) between
  /// `beginUpdates()` and `endUpdates()`. It makes itself the table's `dataSource`, and its
  /// `delegate` when the table has none (views come from `tableView(_:viewFor:row:)`).
  ///
  /// On Linux this file is type-checked against stub declarations of AppKit, not run.
  @MainActor
  open class TableViewDiffableDataSource<
    SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
  >: NSObject, NSTableViewDataSource, NSTableViewDelegate, DiffableDataSourceBinding {
    /// Makes the view of an item in a column: `(tableView, column, row, itemIdentifier) -> view`.
    public typealias CellProvider = (NSTableView, NSTableColumn, Int, ItemIdentifierType) -> NSView

    /// The data source that owns the snapshot.
    public let base: DiffableDataSource<SectionIdentifierType, ItemIdentifierType>
    @usableFromInline internal let adapter:
      _NSTableViewAdapter<SectionIdentifierType, ItemIdentifierType>
    @usableFromInline internal var cellProvider: CellProvider

    /// The animation of inserted and removed rows (`.effectFade`).
    public var defaultRowAnimation: NSTableView.AnimationOptions {
      get { adapter.rowAnimation }
      set { adapter.rowAnimation = newValue }
    }

    /// A data source for a table view, which it becomes the `dataSource` (and, when it has
    /// none, the `delegate`) of.
    ///
    /// - Parameters:
    ///   - tableView: The table; held weakly.
    ///   - cellProvider: Makes the view of each item in each column.
    /// - Complexity: O(1).
    @inlinable
    public init(tableView: NSTableView, cellProvider: @escaping CellProvider) {
      adapter = _NSTableViewAdapter(tableView)
      base = DiffableDataSource(view: adapter)
      self.cellProvider = cellProvider
      super.init()
      tableView.dataSource = self
      if tableView.delegate == nil { tableView.delegate = self }
    }

    /// The item shown at a row.
    ///
    /// - Parameter row: A row of the table.
    /// - Returns: The item, or `nil` when out of range.
    /// - Complexity: O(log *s*) for *s* sections.
    public func itemIdentifier(forRow row: Int) -> ItemIdentifierType? {
      base.displayedSnapshot._path(ofFlatIndex: row).flatMap(base.itemIdentifier(for:))
    }

    /// The row that shows an item.
    ///
    /// - Parameter identifier: An item.
    /// - Returns: Its row, or `nil` when not shown.
    /// - Complexity: O(1) expected.
    public func row(forItemIdentifier identifier: ItemIdentifierType) -> Int? {
      base.displayedSnapshot.indexOfItem(identifier)
    }

    /// The number of rows: every item of every section.
    open func numberOfRows(in tableView: NSTableView) -> Int {
      base.displayedSnapshot.numberOfItems
    }

    /// The view of a row in a column, from the cell provider.
    open func tableView(
      _ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int
    )
      -> NSView?
    {
      guard let tableColumn, let item = itemIdentifier(forRow: row) else { return nil }
      return cellProvider(tableView, tableColumn, row, item)
    }
  }
#endif
