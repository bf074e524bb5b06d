/// A list view without a screen for ``DiffableDataSource``: it holds sections of cells, checks
/// every batch against UIKit's rules before performing it, and lets you decide when its
/// (animated) batches finish, so that code built on a data source can be tested anywhere, Linux
/// included.
///
/// Each cell shows an item and the text its cell provider configured (by default the item's
/// description); a moved item keeps its cell, an inserted, reloaded or reconfigured one gets a new
/// one, as in UIKit, except a reconfigure that carries a payload when a ``cellUpdater`` is set: it
/// keeps its cell, updated in place.
///
/// ```swift
/// let view = HeadlessListView<String, Int>()
/// view.completionDelivery = .manual                     // batches "animate" until told
/// let dataSource = DiffableDataSource(view: view)
/// dataSource.apply(snapshot) { print("shown") }
/// view.completeAllPendingBatches()                       // prints "shown"
/// ```
///
/// A batch UIKit would reject stops the program with UIKit's message, as UIKit raises; set
/// ``trapsOnInvalidBatch`` to `false` to collect the errors in ``errors`` instead.
@MainActor
public final class HeadlessListView<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
  DiffableListView
{
  /// What the view shows for one item.
  public struct Cell: Hashable, CustomStringConvertible {
    /// The item the cell shows.
    public var item: ItemIdentifierType
    /// The text the cell provider configured it with.
    public var text: String

    /// A cell showing an item.
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - text: Its configured text.
    public init(item: ItemIdentifierType, text: String) {
      self.item = item
      self.text = text
    }

    /// The item and its text: `42: "Ada"`.
    public var description: String { "\(item): \(text.debugDescription)" }
  }

  /// When the view calls the completion of a batch.
  public enum CompletionDelivery: Hashable, Sendable {
    /// Before ``performBatch(_:animated:updatingData:completion:)`` returns.
    case immediate
    /// When you call ``completePendingBatch(at:)`` or ``completeAllPendingBatches()``, as an
    /// animation that takes its time.
    case manual
  }

  /// One update the view performed.
  public enum Update {
    /// A batch, and whether it was animated.
    case batch(BatchUpdate, animated: Bool)
    /// A `reloadData`.
    case reload
  }

  /// The cells shown, section by section.
  public private(set) var sections: [[Cell]] = []
  /// Configures the cell of an item at a path, as a data source's cell provider does: returns
  /// its text.
  public var cellProvider: (ItemPath, ItemIdentifierType) -> String
  /// Updates the cell of a reconfigured item in place from its payload (what changed), given its
  /// path after the batch; `nil` (the default): every reconfigured item gets a new cell from
  /// ``cellProvider``.
  public var cellUpdater:
    ((_ cell: inout Cell, _ path: ItemPath, _ payload: ChangePayload) -> Void)?
  /// The rules each batch is checked against; every batch is also checked to leave the view
  /// showing exactly the data source's items (UIKit would silently show the wrong cells).
  public var validator: BatchValidator
  /// When batches finish; ``CompletionDelivery/immediate`` by default.
  public var completionDelivery = CompletionDelivery.immediate
  /// Whether a batch UIKit would reject stops the program (the default, as UIKit raises) or is
  /// recorded in ``errors`` and skipped.
  public var trapsOnInvalidBatch = true
  /// The batches rejected while ``trapsOnInvalidBatch`` is `false`.
  public private(set) var errors: [BatchValidationError] = []
  /// Every update performed, oldest first.
  public var history: [Update] = []
  /// The completions of batches that have not finished, oldest first.
  private var _pendingCompletions: [(Bool) -> Void] = []

  /// The height of an item's row, in points.
  ///
  /// `nil` (the default): every row is one point high, so that offsets and heights count rows.
  /// Sections have no header or footer here.
  public var rowHeight: ((ItemIdentifierType) -> Double)?
  /// The height of the viewport, in points (rows, without ``rowHeight``); 10 by default.
  public var viewportHeight: Double = 10
  /// How far the content is scrolled: from the top of the first row to the top of the viewport.
  ///
  /// In points. Like UIKit's content offset, batches and reloads leave it as it is
  /// (but within the content); anchored applies set it.
  public var contentOffset: Double = 0

  /// An empty view.
  ///
  /// - Parameters:
  ///   - style: Which view's rules and wording to use; `.tableView` by default.
  ///   - cellProvider: Configures the cell of an item at a path; by default its text is the
  ///     item's description.
  /// - Complexity: O(1).
  @inlinable
  public convenience init(
    style: BatchValidator.Style = .tableView,
    cellProvider: @escaping (ItemPath, ItemIdentifierType) -> String = { _, item in "\(item)" }
  ) {
    self.init(_style: style, cellProvider: cellProvider) {
      (update, cells, snapshot, rules, payloads, updater, make) throws(BatchValidationError) in
      try _validatedApplying(
        update, to: cells, resultingIn: snapshot, validator: rules, cellIdentifier: \.item,
        payloads: payloads, updating: updater, cell: make)
    }
  }

  /// An empty view that performs batches with `perform`.
  @usableFromInline
  internal init(
    _style style: BatchValidator.Style,
    cellProvider: @escaping (ItemPath, ItemIdentifierType) -> String,
    perform: @escaping _Perform
  ) {
    self.cellProvider = cellProvider
    self.validator = BatchValidator(style: style)
    _perform = perform
  }

  /// Validates and performs a batch on the cells (``_validatedApplying``).
  @usableFromInline internal typealias _Perform = (
    BatchUpdate, [[Cell]], Snapshot<SectionIdentifierType, ItemIdentifierType>, BatchValidator,
    [ItemPath: ChangePayload], ((inout Cell, ItemPath, ChangePayload) -> Void)?,
    (ItemPath, ItemIdentifierType) -> Cell
  ) throws(BatchValidationError) -> [[Cell]]

  /// Made where the identifier types are known (the inlinable initializer), so that validating
  /// and performing run specialized for them.
  @usableFromInline internal let _perform: _Perform

  /// The items shown, section by section.
  ///
  /// - Complexity: O(*n*) for *n* cells.
  public var items: [[ItemIdentifierType]] { sections.map { $0.map(\.item) } }

  /// The number of cells in each section.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  public var counts: [Int] { sections.map(\.count) }

  /// The number of sections shown.
  ///
  /// - Complexity: O(1).
  public var numberOfSections: Int { sections.count }

  /// The number of cells in a section.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The count, or 0 for an index out of range.
  /// - Complexity: O(1).
  public func numberOfItems(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].count : 0
  }

  /// Updates the data, then validates and performs the batch (see ``trapsOnInvalidBatch``); the
  /// completion is called now or later, as ``completionDelivery`` says.
  ///
  /// - Parameters:
  ///   - batch: The operations and the data after them.
  ///   - animated: Recorded in ``history``.
  ///   - updateData: Called first, as inside UIKit's batch block.
  ///   - completion: Called once the batch has "finished".
  /// - Complexity: O(*n* + *k* log *k*) for *n* items and *k* operations.
  public func performBatch(
    _ batch: Changeset<SectionIdentifierType, ItemIdentifierType>.Batch, animated: Bool,
    updatingData updateData: @escaping () -> Void, completion: @escaping (Bool) -> Void
  ) {
    updateData()
    do {
      sections = try _perform(
        batch.update, sections, batch.snapshot, validator, batch.payloads, cellUpdater, _makeCell)
    } catch {
      if trapsOnInvalidBatch { _preconditionFailure("Invalid batch update: \(error.message)") }
      errors.append(error)
    }
    history.append(.batch(batch.update, animated: animated))
    _keepOffsetInContent()
    switch completionDelivery {
    case .immediate: completion(true)
    case .manual: _pendingCompletions.append(completion)
    }
  }

  /// Shows a snapshot from scratch: every cell made anew.
  ///
  /// - Parameter snapshot: The data to show.
  /// - Complexity: O(*n*) calls of the cell provider for *n* items.
  public func reloadData(showing snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>) {
    sections = snapshot._itemsBySection.enumerated().map { section, items in
      items.enumerated().map { _makeCell(ItemPath(item: $0, section: section), $1) }
    }
    history.append(.reload)
    _keepOffsetInContent()
  }

  /// A new cell for an item.
  private func _makeCell(_ path: ItemPath, _ item: ItemIdentifierType) -> Cell {
    Cell(item: item, text: cellProvider(path, item))
  }

  /// The number of batches whose completion has not been called (with ``CompletionDelivery/manual``).
  ///
  /// - Complexity: O(1).
  public var pendingBatchCount: Int { _pendingCompletions.count }

  /// Finishes one pending batch: calls its completion.
  ///
  /// - Parameter index: The batch's position among the pending ones, oldest first.
  /// - Precondition: `index` is below ``pendingBatchCount``.
  /// - Complexity: O(*p*) for *p* pending batches, plus what the completion does.
  public func completePendingBatch(at index: Int) {
    _precondition(
      _pendingCompletions.indices.contains(index),
      "No pending batch at \(index): \(_pendingCompletions.count) pending")
    _pendingCompletions.remove(at: index)(true)
  }

  /// Finishes every pending batch, oldest first, including batches that the completions start.
  ///
  /// - Complexity: O(*p*) for *p* batches finished, plus what the completions do.
  public func completeAllPendingBatches() {
    while !_pendingCompletions.isEmpty { _pendingCompletions.removeFirst()(true) }
  }

  /// Moves a row as the user's drag does in UIKit, then tells the data source: the view asks the
  /// data source whether the item can move (``DiffableDataSource/canMoveItem(at:)``), moves the
  /// cell from `source` to `destination` (its final place, in the coordinates after the move) and
  /// calls ``DiffableDataSource/moveItem(at:to:)``, as a table view's move callback does.
  ///
  /// ```swift
  /// dataSource.reorderingHandlers.canReorderItem = { _ in true }
  /// view.userMovedItem(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 2, section: 0))
  /// ```
  ///
  /// - Parameters:
  ///   - source: The row's path before the drag.
  ///   - destination: Where it is dropped.
  /// - Returns: Whether the row moved: `false`, with nothing changed, when the data source does
  ///   not let the item move (a real table would not have let the drag start).
  /// - Precondition: A ``DiffableDataSource`` drives the view; `source` is a row it shows, and
  ///   `destination` a place for it.
  /// - Complexity: O(*n*) for *n* items (the data source's transaction).
  @discardableResult
  public func userMovedItem(from source: ItemPath, to destination: ItemPath) -> Bool {
    guard let dataSource = _dataSource else {
      _preconditionFailure("Invalid reorder: no data source drives this view")
    }
    guard dataSource.canMoveItem(at: source) else { return false }
    _precondition(
      sections.indices.contains(source.section)
        && sections[source.section].indices.contains(source.item),
      "Invalid reorder: the view shows no row at \(source)")
    var moved = sections
    let cell = moved[source.section].remove(at: source.item)
    _precondition(
      moved.indices.contains(destination.section)
        && destination.item <= moved[destination.section].count,
      "Invalid reorder: \(destination) is no place for a row")
    moved[destination.section].insert(cell, at: destination.item)
    sections = moved
    return dataSource.moveItem(at: source, to: destination)
  }

  /// The data source that drives the view, for ``userMovedItem(from:to:)``.
  internal weak var _dataSource: DiffableDataSource<SectionIdentifierType, ItemIdentifierType>?

  /// Whether the view shows `item` at `path`, as it must once the user moved it there; when not,
  /// the misuse is reported as an invalid batch is (a trap, or an entry in ``errors``).
  internal func _shows(_ item: ItemIdentifierType, at path: ItemPath) -> Bool {
    let shown =
      sections.indices.contains(path.section) && sections[path.section].indices.contains(path.item)
      ? sections[path.section][path.item].item : nil
    guard shown != item else { return true }
    let message =
      "Invalid reorder: the data source was told that the view moved \(item) to \(path), but the view shows \(shown.map { "\($0)" } ?? "no row") there (move rows with userMovedItem(from:to:), which moves the cell as a drag does)"
    if trapsOnInvalidBatch { _preconditionFailure(message) }
    errors.append(BatchValidationError(code: .dataMismatch, message: message))
    return false
  }

  /// Changes the cells without telling the data source, as code that calls a table view's own
  /// `insertRows` behind its data source does (for testing the data source's recovery).
  ///
  /// - Parameter body: Edits the sections of cells.
  /// - Complexity: What `body` does.
  public func changeBehindDataSource(_ body: (inout [[Cell]]) -> Void) {
    body(&sections)
  }
}

extension DiffableDataSource {
  /// A data source for a headless view, in the form of UIKit's
  /// `UITableViewDiffableDataSource(tableView:cellProvider:)`: the cell provider is given the
  /// view, the item's path and its identifier, and returns the cell's text.
  ///
  /// ```swift
  /// let dataSource = DiffableDataSource<Section, Contact>(tableView: view) { view, path, contact in
  ///   contact.name
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - tableView: The view; its ``HeadlessListView/cellProvider`` is replaced.
  ///   - cellProvider: Makes the cell of an item.
  /// - Complexity: O(1).
  public convenience init(
    tableView: HeadlessListView<SectionIdentifierType, ItemIdentifierType>,
    cellProvider:
      @escaping (
        HeadlessListView<SectionIdentifierType, ItemIdentifierType>, ItemPath, ItemIdentifierType
      ) -> String
  ) {
    tableView.cellProvider = { [unowned tableView] path, item in
      cellProvider(tableView, path, item)
    }
    self.init(view: tableView)
  }
}
