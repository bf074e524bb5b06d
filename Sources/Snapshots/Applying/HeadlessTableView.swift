/// A table view without a screen: it holds sections of cells, and performs batches the way
/// `UITableView` does, validating each one first, so that code driving a list view can be tested
/// anywhere, Linux included.
///
/// Like a diffable data source, it asks a cell provider for the cell of each item it shows; a
/// moved item keeps its cell, an inserted, reloaded or reconfigured one gets a new cell (a
/// reconfigure that carries a payload keeps its cell, updated by ``cellUpdater`` when one is set).
///
/// ```swift
/// var table = HeadlessTableView(snapshot: old) { id in cells[id]! }
/// try table.validateAndApply(Changeset(from: old, to: new))
/// table.sections        // the cells a real table view would now show
/// ```
public struct HeadlessTableView<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable, Cell>
{
  /// The cells shown, section by section.
  public private(set) var sections: [[Cell]]
  /// Makes the cell of an item, as a data source's cell provider does.
  public var cellProvider: (ItemIdentifierType) -> Cell
  /// The rules each batch is checked against.
  public var validator: BatchValidator
  /// The item a cell shows, when known: then every batch is also checked to leave the table
  /// showing exactly the data source's items (UIKit would silently show the wrong cells).
  public var cellIdentifier: ((Cell) -> ItemIdentifierType)?
  /// Updates the cell of a reconfigured item in place from its payload (what changed), given
  /// the item; `nil` (the default): a reconfigured item gets a new cell from ``cellProvider``.
  public var cellUpdater: ((inout Cell, ItemIdentifierType, ChangePayload) -> Void)?
  /// The operations recorded since `performBatchUpdates(resultingIn:_:)` began.
  @usableFromInline internal var _pending = BatchUpdate()
  /// The payloads recorded since `performBatchUpdates(resultingIn:_:)` began.
  @usableFromInline internal var _pendingPayloads: [ItemPath: ChangePayload] = [:]

  /// A table showing a snapshot.
  ///
  /// - Parameters:
  ///   - snapshot: What the table shows first.
  ///   - style: Which view's rules and wording to use; `.tableView` by default.
  ///   - cellProvider: Makes the cell of an item.
  /// - Complexity: O(*n*) calls of `cellProvider` for *n* items.
  public init(
    snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    style: BatchValidator.Style = .tableView,
    cellProvider: @escaping (ItemIdentifierType) -> Cell
  ) {
    self.sections = snapshot._itemsBySection.map { $0.map(cellProvider) }
    self.cellProvider = cellProvider
    self.validator = BatchValidator(style: style)
  }

  /// A table whose cells are the item identifiers themselves, checked against the data source
  /// after every batch.
  ///
  /// - Parameters:
  ///   - snapshot: What the table shows first.
  ///   - style: Which view's rules and wording to use; `.tableView` by default.
  /// - Complexity: O(*n*) for *n* items.
  public init(
    snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    style: BatchValidator.Style = .tableView
  ) where Cell == ItemIdentifierType {
    self.init(snapshot: snapshot, style: style) { $0 }
    cellIdentifier = { $0 }
  }

  /// The number of items in each section.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  public var counts: [Int] { sections.map(\.count) }

  /// Validates one batch, then performs it; on failure nothing changes.
  ///
  /// - Parameters:
  ///   - update: The batch.
  ///   - snapshot: The data after the batch: its counts are checked, and it provides the items
  ///     of new cells.
  ///   - payloads: What changed in reconfigured items, by path before the batch: with a
  ///     ``cellUpdater``, their cells are updated in place.
  /// - Throws: ``BatchValidationError`` when UIKit would reject the batch, or (with
  ///   ``cellIdentifier``) when the table would then show other items than `snapshot`.
  /// - Complexity: O(*n* + *k* log *k*) for *n* items and *k* operations.
  public mutating func validateAndPerform(
    _ update: BatchUpdate,
    resultingIn snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    payloads: [ItemPath: ChangePayload] = [:]
  ) throws(BatchValidationError) {
    let provider = cellProvider
    let updating = cellUpdater.map { updater in
      { (cell: inout Cell, path: ItemPath, payload: ChangePayload) in
        updater(&cell, snapshot.itemIdentifier(at: path)!, payload)
      }
    }
    sections = try _validatedApplying(
      update, to: sections, resultingIn: snapshot, validator: validator,
      cellIdentifier: cellIdentifier, payloads: payloads, updating: updating
    ) { path, item in provider(item) }
  }

  /// Performs every batch of a changeset in order.
  ///
  /// - Parameter changeset: The changeset; the table must show its old snapshot.
  /// - Throws: ``BatchValidationError`` for the first batch UIKit would reject.
  /// - Complexity: O(*b* (*n* + *k* log *k*)) for *b* batches.
  public mutating func validateAndApply(
    _ changeset: Changeset<SectionIdentifierType, ItemIdentifierType>
  ) throws(BatchValidationError) {
    for batch in changeset.batches {
      try validateAndPerform(batch.update, resultingIn: batch.snapshot, payloads: batch.payloads)
    }
  }
}

extension HeadlessTableView: ListUpdateTarget {
  /// Records the operations `updates` makes, then validates and performs them as one batch; stops
  /// the program with UIKit's message when UIKit would raise.
  ///
  /// - Parameters:
  ///   - snapshot: The data after the batch.
  ///   - updates: Calls the primitive operations.
  /// - Complexity: O(*n* + *k* log *k*) for *n* items and *k* operations.
  public mutating func performBatchUpdates(
    resultingIn snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    _ updates: (inout Self) -> Void
  ) {
    (_pending, _pendingPayloads) = (BatchUpdate(), [:])
    updates(&self)
    let (update, payloads) = (_pending, _pendingPayloads)
    (_pending, _pendingPayloads) = (BatchUpdate(), [:])
    do {
      try validateAndPerform(update, resultingIn: snapshot, payloads: payloads)
    } catch {
      _preconditionFailure("Invalid batch update: \(error.message)")
    }
  }

  /// Records section deletions.
  ///
  /// O(*k*).
  ///
  /// - Parameter indexes: Sections, by index before the batch.
  public mutating func deleteSections(_ indexes: [Int]) { _pending.deletedSections += indexes }
  /// Records section insertions.
  ///
  /// O(*k*).
  ///
  /// - Parameter indexes: Sections, by index after the batch.
  public mutating func insertSections(_ indexes: [Int]) { _pending.insertedSections += indexes }
  /// Records a section move.
  ///
  /// O(1).
  ///
  /// - Parameters:
  ///   - index: The section's index before the batch.
  ///   - newIndex: Its index after the batch.
  public mutating func moveSection(_ index: Int, toSection newIndex: Int) {
    _pending.movedSections.append(.init(from: index, to: newIndex))
  }
  /// Records section reloads.
  ///
  /// O(*k*).
  ///
  /// - Parameter indexes: Sections, by index before the batch.
  public mutating func reloadSections(_ indexes: [Int]) { _pending.reloadedSections += indexes }
  /// Records item deletions.
  ///
  /// O(*k*).
  ///
  /// - Parameter paths: Items, by path before the batch.
  public mutating func deleteItems(at paths: [ItemPath]) { _pending.deletedItems += paths }
  /// Records item insertions.
  ///
  /// O(*k*).
  ///
  /// - Parameter paths: Items, by path after the batch.
  public mutating func insertItems(at paths: [ItemPath]) { _pending.insertedItems += paths }
  /// Records an item move.
  ///
  /// O(1).
  ///
  /// - Parameters:
  ///   - path: The item's path before the batch.
  ///   - newPath: Its path after the batch.
  public mutating func moveItem(at path: ItemPath, to newPath: ItemPath) {
    _pending.movedItems.append(.init(from: path, to: newPath))
  }
  /// Records item reloads.
  ///
  /// O(*k*).
  ///
  /// - Parameter paths: Items, by path before the batch.
  public mutating func reloadItems(at paths: [ItemPath]) { _pending.reloadedItems += paths }
  /// Records item reconfigures.
  ///
  /// O(*k*).
  ///
  /// - Parameter paths: Items, by path before the batch.
  public mutating func reconfigureItems(at paths: [ItemPath]) {
    _pending.reconfiguredItems += paths
  }
  /// Records item reconfigures and their payloads.
  ///
  /// O(*k*) expected.
  ///
  /// - Parameters:
  ///   - paths: Items, by path before the batch.
  ///   - payloads: What changed, for the items that carry a payload.
  public mutating func reconfigureItems(
    at paths: [ItemPath], payloads: [ItemPath: ChangePayload]
  ) {
    _pending.reconfiguredItems += paths
    _pendingPayloads.merge(payloads) { $1 }
  }
}

/// Validates a batch against `sections` as UIKit would, performs it, and (with `cellIdentifier`)
/// checks that the cells then show exactly the items of `snapshot`.
///
/// With `updating`, a reconfigure that carries a payload keeps its cell, updated in place;
/// every other new cell comes from `cell`.
///
/// - Throws: ``BatchValidationError`` when UIKit would reject the batch, or when the cells would
///   show other items than `snapshot`.
/// - Complexity: O(*n* + *k* log *k*) for *n* items and *k* operations.
@inlinable
internal func _validatedApplying<SectionIdentifierType, ItemIdentifierType, Cell>(
  _ update: BatchUpdate, to sections: [[Cell]],
  resultingIn snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>,
  validator: BatchValidator, cellIdentifier: ((Cell) -> ItemIdentifierType)?,
  payloads: [ItemPath: ChangePayload] = [:],
  updating: ((inout Cell, ItemPath, ChangePayload) -> Void)? = nil,
  cell: (ItemPath, ItemIdentifierType) -> Cell
) throws(BatchValidationError) -> [[Cell]] {
  let items = snapshot._itemsBySection
  let afterCounts = items.map(\.count)
  try validator.validate(update, before: sections.map(\.count), after: afterCounts)
  var kept: [ItemPath: Cell] = [:]
  if let updating, !payloads.isEmpty {
    kept = _cellsUpdatedInPlace(by: update, in: sections, payloads: payloads, updating: updating)
  }
  let result = _applying(update, to: sections, afterCounts: afterCounts) { path in
    kept[path] ?? cell(path, items[path.section][path.item])
  }
  if let cellIdentifier, let mismatch = _mismatch(of: result, with: items, cellIdentifier) {
    throw mismatch
  }
  return result
}

/// The first cell that shows another item than the data source holds at its place, as an error.
///
/// - Complexity: O(*n*) for *n* cells.
@inlinable
internal func _mismatch<ItemIdentifierType: Hashable, Cell>(
  of cells: [[Cell]], with items: [[ItemIdentifierType]],
  _ cellIdentifier: (Cell) -> ItemIdentifierType
) -> BatchValidationError? {
  for (section, cells) in cells.enumerated() {
    for (item, cell) in cells.enumerated() where cellIdentifier(cell) != items[section][item] {
      return BatchValidationError(
        code: .dataMismatch,
        message:
          "after the update the table shows \(cellIdentifier(cell)) at [\(section), \(item)] where the data source has \(items[section][item])"
      )
    }
  }
  return nil
}
