#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import Snapshots

  /// An `NSTableView` data source fed with model values: a ``TableViewDiffableDataSource`` of the models' identifiers whose
  /// cell provider gets the model, and which reconfigures the cells of items whose content
  /// changed (see ``ModelDataSource``).
  ///
  /// ```swift
  /// let dataSource = TableViewModelDataSource<Section, Contact>(tableView: tableView) {
  ///   tableView, column, row, contact in
  ///   NSTextField(labelWithString: contact.name)
  /// }
  /// dataSource.apply([SectionOfItems(.main, items: contacts)])
  /// ```
  ///
  /// On Linux this file is type-checked against stub declarations of AppKit, not run.
  @MainActor
  open class TableViewModelDataSource<SectionIdentifierType: Hashable, Item: Identifiable>:
    TableViewDiffableDataSource<SectionIdentifierType, Item.ID>, ModelDataSourceBinding
  {
    /// Makes the view of an item: `(tableView, column, row, item) -> view`.
    public typealias ModelCellProvider = (NSTableView, NSTableColumn, Int, Item) -> NSView

    /// The data source that keeps the values (made on first use: it shares ``base``, which the
    /// superclass makes).
    public private(set) lazy var models = ModelDataSource<SectionIdentifierType, Item>(
      base: base, comparing: _comparison)
    /// How contents are compared until ``models`` is made.
    @usableFromInline internal let _comparison: ContentComparison<Item>

    /// A data source for a table view, which it becomes the `dataSource` of (and, when it has none, the `delegate`).
    ///
    /// - Parameters:
    ///   - tableView: The table; held weakly.
    ///   - comparison: How an item's content is compared between applies.
    ///   - cellProvider: Makes the view of each item in each column.
    /// - Complexity: O(1).
    @inlinable
    public init(
      tableView: NSTableView, comparing comparison: ContentComparison<Item>,
      cellProvider: @escaping ModelCellProvider
    ) {
      _comparison = comparison
      super.init(tableView: tableView) { _, _, _, _ in NSView() }
      self.cellProvider = { [unowned self] tableView, column, row, identifier in
        cellProvider(tableView, column, row, self.models.model(identifier))
      }
    }
  }

  extension TableViewModelDataSource where Item: Equatable {
    /// A data source for a table view comparing items by `==`.
    ///
    /// - Parameters:
    ///   - tableView: The table; held weakly.
    ///   - cellProvider: Makes the view of each item in each column.
    /// - Complexity: O(1).
    @inlinable
    public convenience init(tableView: NSTableView, cellProvider: @escaping ModelCellProvider) {
      self.init(tableView: tableView, comparing: .equality, cellProvider: cellProvider)
    }
  }
#endif
