#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import Snapshots

  /// A `UITableView` data source fed with model values: a ``TableViewDiffableDataSource`` of the models' identifiers whose
  /// cell provider gets the model, and which reconfigures the cells of items whose content
  /// changed (see ``ModelDataSource``).
  ///
  /// ```swift
  /// let dataSource = TableViewModelDataSource<Section, Contact>(tableView: tableView) {
  ///   tableView, indexPath, contact in
  ///   let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
  ///   cell.textLabel?.text = contact.name
  ///   return cell
  /// }
  /// dataSource.apply([SectionOfItems(.main, items: contacts)])
  /// ```
  ///
  /// On Linux this file is type-checked against stub declarations of UIKit, not run.
  @MainActor
  open class TableViewModelDataSource<SectionIdentifierType: Hashable, Item: Identifiable>:
    TableViewDiffableDataSource<SectionIdentifierType, Item.ID>, ModelDataSourceBinding
  {
    /// Makes the cell of an item: `(tableView, indexPath, item) -> cell`.
    public typealias ModelCellProvider = (UITableView, IndexPath, Item) -> UITableViewCell?

    /// The data source that keeps the values (made on first use: it shares ``base``, which the
    /// superclass makes).
    public private(set) lazy var models = ModelDataSource<SectionIdentifierType, Item>(
      base: base, comparing: _comparison)
    /// How contents are compared until ``models`` is made.
    @usableFromInline internal let _comparison: ContentComparison<Item>

    /// A data source for a table view, which it becomes the `dataSource` of.
    ///
    /// - Parameters:
    ///   - tableView: The table; held weakly.
    ///   - comparison: How an item's content is compared between applies.
    ///   - cellProvider: Makes the cell of each item; it must not return `nil`.
    ///   - cellUpdater: Updates an on-screen cell in place from the item's new value and what
    ///     changed (a comparison that makes payloads: `.properties`, `.changed(_:payload:)`); `nil` (the
    ///     default): changed items are reconfigured through `cellProvider`.
    /// - Complexity: O(1).
    @inlinable
    public init(
      tableView: UITableView, comparing comparison: ContentComparison<Item>,
      cellProvider: @escaping ModelCellProvider,
      cellUpdater: ((UITableView, IndexPath, UITableViewCell, Item, ChangePayload) -> Void)? = nil
    ) {
      _comparison = comparison
      super.init(tableView: tableView) { _, _, _ in nil }
      self.cellProvider = { [unowned self] tableView, indexPath, identifier in
        cellProvider(tableView, indexPath, self.models.model(identifier))
      }
      self.cellUpdater = cellUpdater.map { updater in
        { [unowned self] tableView, indexPath, cell, identifier, payload in
          updater(tableView, indexPath, cell, self.models.model(identifier), payload)
        }
      }
    }
  }

  extension TableViewModelDataSource where Item: Equatable {
    /// A data source for a table view comparing items by `==`.
    ///
    /// - Parameters:
    ///   - tableView: The table; held weakly.
    ///   - cellProvider: Makes the cell of each item; it must not return `nil`.
    /// - Complexity: O(1).
    @inlinable
    public convenience init(tableView: UITableView, cellProvider: @escaping ModelCellProvider) {
      self.init(tableView: tableView, comparing: .equality, cellProvider: cellProvider)
    }
  }
#endif
