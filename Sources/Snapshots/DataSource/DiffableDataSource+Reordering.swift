// User reordering: the view has already moved a row where the user dropped it; the data source
// makes its snapshot agree, tells the handlers, and (for outlines) moves what the view could not.

extension DiffableDataSource {
  /// The closures that allow and observe reordering: the counterpart of UIKit's
  /// `reorderingHandlers`.
  public struct ReorderingHandlers {
    /// Whether the user may move an item; reordering is off while this is `nil`.
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?
    /// Called before the data source takes a reorder, with what it will change.
    public var willReorder:
      ((DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    /// Called after the data source took a reorder; ``DiffableDataSource/snapshot()`` already
    /// shows it.
    public var didReorder:
      ((DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

    /// Handlers that allow no reordering.
    ///
    /// - Complexity: O(1).
    public init() {}
  }

  /// Whether the item at a path may be edited (swiped to delete, for instance: a table view's
  /// `canEditRow` question), as ``canEditItem`` says; `false` without it, as Apple's data
  /// sources answer unless a subclass says otherwise.
  ///
  /// - Parameter path: A path in the view.
  /// - Returns: `true` when ``canEditItem`` allows the item there.
  /// - Complexity: O(1) plus the closure.
  public func canEditItem(at path: ItemPath) -> Bool {
    guard let canEdit = canEditItem, let item = itemIdentifier(for: path) else { return false }
    return canEdit(item)
  }

  /// Whether the item at a path may be moved by the user (a view's `canMoveRow` question).
  ///
  /// - Parameter path: A path in the view.
  /// - Returns: `true` when ``ReorderingHandlers/canReorderItem`` allows the item there.
  /// - Complexity: O(1) plus the handler.
  public func canMoveItem(at path: ItemPath) -> Bool {
    guard let canReorder = reorderingHandlers.canReorderItem,
      let item = itemIdentifier(for: path)
    else { return false }
    return canReorder(item)
  }

  /// Takes a move the user made in the view (what a view's `moveRow(at:to:)` callback calls):
  /// the item at `source` is now at `destination`.
  ///
  /// The snapshot changes to match the view, ``ReorderingHandlers/willReorder`` and
  /// ``ReorderingHandlers/didReorder`` are called with the transaction, and nothing is sent to
  /// the view, which moved the row itself. An apply made from either handler is shown after the
  /// reorder, from the reordered state.
  ///
  /// A move that ``ReorderingHandlers/canReorderItem`` does not allow (or any move, without it)
  /// is refused: nothing changes, no handler is called, and the method returns `false`. A view
  /// never offers such a drag (the bindings answer its `canMoveRow` question with
  /// ``canMoveItem(at:)``), so a refusal means code called this method itself. Driving a
  /// ``HeadlessListView``, the data source also checks that the view shows the item at
  /// `destination`: a test that tells the data source of a move without moving the row (use
  /// ``HeadlessListView/userMovedItem(from:to:)``, which does both) is reported there and then,
  /// as the view reports an invalid batch, and the move is refused. In a section showing an outline (applied with
  /// ``apply(_:to:animatingDifferences:completion:)``) the item moves with its descendants and
  /// becomes a sibling of the item that follows it where it was dropped (or of the one before it,
  /// at the end); descendants that the view still shows at the old place are then moved by an
  /// animated apply. While an apply is being animated, the move applies to the state it ends
  /// with; applies still waiting then show their own snapshots (made without the move, as they
  /// would be with Apple's data sources).
  ///
  /// - Parameters:
  ///   - source: The item's path before the move, in the view.
  ///   - destination: Its path after the move.
  /// - Returns: Whether the move was taken (`true` for a drop in place too).
  /// - Precondition: `source` is an item the view shows; `destination` is a place for it.
  /// - Complexity: O(*n*) for *n* items (the transaction's differences), plus O(*v*) for the
  ///   visible items of outlines involved.
  @discardableResult
  public func moveItem(at source: ItemPath, to destination: ItemPath) -> Bool {
    let initial = _displayed
    guard let item = initial.snapshot.itemIdentifier(at: source) else {
      _preconditionFailure("Invalid reorder: no item at \(source) in the data source")
    }
    guard canMoveItem(at: source) else { return false }
    if let headless = view as? HeadlessListView<SectionIdentifierType, ItemIdentifierType>,
      !headless._shows(item, at: destination)
    {
      return false
    }
    guard source != destination else { return true }
    let shown = Self._snapshot(initial.snapshot, moving: item, to: destination)
    let final = _reorderedState(initial, shown: shown, item: item, from: source, to: destination)
    let transaction = Self._transaction(from: initial, to: final, sections: [source, destination])
    // Applies made by the handler wait until the reorder is taken, then start from it.
    _isReordering = true
    reorderingHandlers.willReorder?(transaction)
    _isReordering = false
    _sequence += 1
    _displayed = _ListState(
      snapshot: shown, outlines: Self._outlines(final.outlines, matching: shown), version: _sequence
    )
    // An apply being animated ends with what the view now shows: its batches are all performed.
    _showing?.target = _displayed
    if _queue.isEmpty && final.snapshot != shown {
      _enqueue(.batches(animated: true), completion: nil) { _ in (final.snapshot, final.outlines) }
    }
    reorderingHandlers.didReorder?(transaction)
    _showNext()
    return true
  }

  /// `snapshot` with `item` moved to `destination`, as the view shows it after the drag.
  private static func _snapshot(
    _ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    moving item: ItemIdentifierType,
    to destination: ItemPath
  ) -> Snapshot<SectionIdentifierType, ItemIdentifierType> {
    guard let section = snapshot.sectionIdentifier(at: destination.section) else {
      _preconditionFailure("Invalid reorder: no section at \(destination.section)")
    }
    var result = snapshot
    let others = snapshot.itemIdentifiers(inSection: section).filter { $0 != item }
    _precondition(
      destination.item <= others.count,
      "Invalid reorder: destination \(destination) is past the end of its section")
    if destination.item < others.count {
      result.moveItem(item, beforeItem: others[destination.item])
    } else if let last = others.last {
      result.moveItem(item, afterItem: last)
    } else {
      result.appendItems([item], toSection: section)
    }
    return result
  }

  /// The state after a reorder: the view's (`shown`) for flat sections; for outlines, the item's
  /// subtree moved next to its new neighbours.
  private func _reorderedState(
    _ initial: _ListState, shown: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    item: ItemIdentifierType, from source: ItemPath, to destination: ItemPath
  ) -> _ListState {
    let sourceSection = initial.snapshot._sectionIdentifier(at: source.section)
    let targetSection = initial.snapshot._sectionIdentifier(at: destination.section)
    var outlines = initial.outlines
    guard outlines[sourceSection] != nil || outlines[targetSection] != nil else {
      return _ListState(snapshot: shown, outlines: outlines, version: initial.version)
    }
    let moving = Self._outline(initial, sourceSection).snapshot(of: item, includingParent: true)
    var remaining = Self._outline(initial, sourceSection)
    remaining.delete([item])
    var target = sourceSection == targetSection ? remaining : Self._outline(initial, targetSection)
    let moved = Set(moving.items)
    let neighbours = shown.itemIdentifiers(inSection: targetSection)
    if let next = neighbours[(destination.item + 1)...].first(where: { !moved.contains($0) }) {
      target.insert(moving, before: next)
    } else if let previous = neighbours[..<destination.item].last(where: { !moved.contains($0) }) {
      target.insert(moving, after: previous)
    } else {
      target.append(moving)
    }
    var snapshot = shown
    for (section, result) in [(sourceSection, remaining), (targetSection, target)] {
      snapshot.setItems(result, toSection: section)
      outlines[section] = result._roots.count == result._nodes.count ? nil : result
    }
    return _ListState(snapshot: snapshot, outlines: outlines, version: initial.version)
  }

  /// The transaction of a reorder that touched the sections of `paths` (by index before and
  /// after).
  private static func _transaction(
    from initial: _ListState, to final: _ListState, sections paths: [ItemPath]
  ) -> DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType> {
    var sections: [SectionIdentifierType] = []
    for path in paths {
      let section = initial.snapshot._sectionIdentifier(at: path.section)
      if !sections.contains(section) { sections.append(section) }
    }
    sections.sort { final.snapshot.indexOfSection($0)! < final.snapshot.indexOfSection($1)! }
    return DiffableDataSourceTransaction(
      initialSnapshot: initial.snapshot, finalSnapshot: final.snapshot,
      difference: _difference(initial.snapshot.itemIdentifiers, final.snapshot.itemIdentifiers),
      sectionTransactions: sections.map { section in
        let before = _outline(initial, section)
        let after = _outline(final, section)
        return DiffableDataSourceSectionTransaction(
          sectionIdentifier: section, initialSnapshot: before, finalSnapshot: after,
          difference: _difference(before.items, after.items))
      })
  }

  /// A section's outline in a state: the one applied to it, or its items as roots.
  private static func _outline(
    _ state: _ListState, _ section: SectionIdentifierType
  ) -> SectionSnapshot<ItemIdentifierType> {
    if let outline = state.outlines[section] { return outline }
    return SectionSnapshot(state.snapshot.itemIdentifiers(inSection: section))
  }

  /// The standard library's difference between two lists of unique items, moves associated,
  /// computed by ``ListDifference`` (O(*n*) for a reorder, where the standard library's own
  /// `difference(from:)` is O(*n* *d*)).
  private static func _difference(
    _ old: [ItemIdentifierType], _ new: [ItemIdentifierType]
  ) -> CollectionDifference<ItemIdentifierType> {
    CollectionDifference(ListDifference(from: old, to: new))
  }
}
