/// A data source fed with model values: give it the sections and their items as values, and it
/// finds what moved, what came and went, and whose content changed, and reconfigures those cells.
///
/// ```swift
/// let tableView = HeadlessListView<Section, Contact.ID>()   // or a UIKit / AppKit binding
/// let dataSource = ModelDataSource<Section, Contact>(tableView: tableView) {
///   tableView, path, contact in
///   "\(contact.name) \(contact.phone)"
/// }
/// dataSource.apply([SectionOfItems(.main, items: contacts)])
/// // Later: a contact's phone changed, another was renamed and moved.
/// dataSource.apply([SectionOfItems(.main, items: updatedContacts)])
/// ```
///
/// With Apple's data sources a snapshot holds identifiers only, so an app keeps its own
/// dictionary of models, compares old and new values and calls `reconfigureItems` for the changed
/// ones (forgotten, the cell shows stale content without a word). Here the data source keeps the
/// values of what it shows: an item that stays and whose content differs (by
/// ``contentComparison``) is reconfigured, or reloaded when ``contentChange`` says so; every
/// other item is left alone. The cell provider and ``item(for:)-(ItemPath)`` get the model, not only its
/// identifier.
///
/// It is built on ``DiffableDataSource`` (``base``), with all of its guarantees: serial applies,
/// completions after the last batch, the fewest UIKit-legal batches, the reload fallback.
/// ``snapshot()`` still returns identifiers. Applies of identifiers (``apply(_:animatingDifferences:completion:)-(Snapshot<SectionIdentifierType,Item.ID>,_,_)``)
/// mix with applies of values: they may reorder, remove and mark items (`reconfigureItems`
/// reconfigures the cell with the value kept), and each item they show must have a value already.
///
/// Keeping the values costs nothing while the app keeps its arrays (they are shared), one copy of
/// the models otherwise, and while an apply waits to be shown, the values of items it removed
/// until the view has shown it.
@MainActor
public final class ModelDataSource<SectionIdentifierType: Hashable, Item: Identifiable> {
  /// The identifier data source that shows the lists: Apple's members (identifier lookups,
  /// titles, reordering, outlines) are there.
  public let base: DiffableDataSource<SectionIdentifierType, Item.ID>

  /// How a changed item is shown: reconfigured or reloaded.
  public typealias ContentChange = Changeset<SectionIdentifierType, Item.ID>.ContentChange

  /// How an item's content is compared between applies.
  public var contentComparison: ContentComparison<Item>

  /// How a changed item is shown: `.reconfigure` (the default: the cell is updated in place and
  /// keeps its state) or `.reload` (the cell is replaced).
  public var contentChange = ContentChange.reconfigure

  /// The values kept, by apply.
  @usableFromInline internal var _values = _ModelValues<SectionIdentifierType, Item>()

  /// A data source showing its lists in `base`'s view.
  ///
  /// - Parameters:
  ///   - base: The identifier data source; apply values here rather than snapshots there.
  ///   - comparison: How an item's content is compared between applies.
  /// - Complexity: O(1).
  public init(
    base: DiffableDataSource<SectionIdentifierType, Item.ID>,
    comparing comparison: ContentComparison<Item>
  ) {
    self.base = base
    contentComparison = comparison
  }

  /// A data source driving `view`.
  ///
  /// - Parameters:
  ///   - view: The view to drive; held strongly.
  ///   - comparison: How an item's content is compared between applies.
  /// - Complexity: O(1).
  @inlinable
  public convenience init(
    view: some DiffableListView<SectionIdentifierType, Item.ID>,
    comparing comparison: ContentComparison<Item>
  ) {
    self.init(base: DiffableDataSource(view: view), comparing: comparison)
  }

  /// A data source driving a headless view, whose cells show the text the cell provider makes of
  /// each model (the shape of the UIKit binding's initializer).
  ///
  /// ```swift
  /// let dataSource = ModelDataSource<String, Contact>(tableView: view, comparing: .by(\.version)) {
  ///   view, path, contact in
  ///   contact.name
  /// }
  /// ```
  ///
  /// With a `cellUpdater`, a changed item whose comparison says what changed (a payload:
  /// ``ContentComparison/properties(_:)``, ``ContentComparison/changed(_:payload:)``) keeps its cell,
  /// whose text the updater changes in place.
  ///
  /// - Parameters:
  ///   - tableView: The view to drive; held strongly. Its cell provider and updater are replaced.
  ///   - comparison: How an item's content is compared between applies.
  ///   - cellProvider: The text of an item's cell.
  ///   - cellUpdater: Updates the text of a changed item's cell from its new value and what
  ///     changed; `nil` (the default): a changed item's cell is made again.
  /// - Complexity: O(1).
  @inlinable
  public convenience init(
    tableView: HeadlessListView<SectionIdentifierType, Item.ID>,
    comparing comparison: ContentComparison<Item>,
    cellProvider:
      @escaping (HeadlessListView<SectionIdentifierType, Item.ID>, ItemPath, Item) -> String,
    cellUpdater: ((_ text: inout String, _ item: Item, _ payload: ChangePayload) -> Void)? = nil
  ) {
    self.init(base: DiffableDataSource(view: tableView), comparing: comparison)
    tableView.cellProvider = { [unowned self, unowned tableView] path, identifier in
      cellProvider(tableView, path, self.model(identifier))
    }
    tableView.cellUpdater = cellUpdater.map { updater in
      { [unowned self] cell, _, payload in updater(&cell.text, self.model(cell.item), payload) }
    }
  }

  /// The data source's snapshot of identifiers: the last one applied, including applies waiting
  /// to be shown.
  ///
  /// - Complexity: O(1).
  public func snapshot() -> Snapshot<SectionIdentifierType, Item.ID> { base.snapshot() }

  /// The model the view shows at a path.
  ///
  /// - Parameter path: A section and item index in the view.
  /// - Returns: The item's newest value, or `nil` when the path is out of range.
  /// - Complexity: O(1) expected.
  public func item(for path: ItemPath) -> Item? {
    base.itemIdentifier(for: path).flatMap(_values.value(of:))
  }

  /// The newest value of an item.
  ///
  /// - Parameter identifier: An item identifier.
  /// - Returns: Its value, or `nil` when the data source holds no such item.
  /// - Complexity: O(1) expected.
  public func item(withIdentifier identifier: Item.ID) -> Item? {
    _values.value(of: identifier)
  }

  /// The value of an item a view asks a cell for: one that the data source holds.
  ///
  /// - Parameter identifier: An item the data source holds.
  /// - Returns: Its newest value.
  /// - Precondition: The data source holds the item.
  /// - Complexity: O(1) expected.
  public func model(_ identifier: Item.ID) -> Item {
    guard let value = _values.value(of: identifier) else {
      _preconditionFailure(
        "Item \(identifier) has no value: a model data source shows items given by apply(_:) with values (an identifier apply through `base` may not add items)"
      )
    }
    return value
  }
}

extension ModelDataSource where Item: Equatable {
  /// A data source driving `view`, comparing items by `==`.
  ///
  /// - Parameter view: The view to drive; held strongly.
  /// - Complexity: O(1).
  @inlinable
  public convenience init(view: some DiffableListView<SectionIdentifierType, Item.ID>) {
    self.init(view: view, comparing: .equality)
  }

  /// A data source driving a headless view, comparing items by `==`, whose cells show the text
  /// the cell provider makes of each model.
  ///
  /// - Parameters:
  ///   - tableView: The view to drive; held strongly. Its cell provider is replaced.
  ///   - cellProvider: The text of an item's cell.
  /// - Complexity: O(1).
  @inlinable
  public convenience init(
    tableView: HeadlessListView<SectionIdentifierType, Item.ID>,
    cellProvider:
      @escaping (HeadlessListView<SectionIdentifierType, Item.ID>, ItemPath, Item) -> String
  ) {
    self.init(tableView: tableView, comparing: .equality, cellProvider: cellProvider)
  }
}
