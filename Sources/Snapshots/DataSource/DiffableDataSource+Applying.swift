// Applying snapshots: every apply joins a queue; the queue shows one apply at a time, each as the
// batches of the changeset from what the view shows to the apply's snapshot, and runs the apply's
// completions once the view has finished all of them.

extension DiffableDataSource {
  /// Shows a snapshot, animating the differences from what the view shows (or will show once the
  /// applies before this one are shown).
  ///
  /// ```swift
  /// var snapshot = dataSource.snapshot()
  /// snapshot.appendItems([newContact], toSection: "C")
  /// dataSource.apply(snapshot)               // animated; completion optional
  /// ```
  ///
  /// The differences are the fewest UIKit-legal batches of ``Changeset/batches``, computed on the
  /// main actor when the apply's turn comes (use `await apply(_:animatingDifferences:)` for large
  /// snapshots). Reload and reconfigure marks of `snapshot` become reloads and reconfigures.
  ///
  /// - Parameters:
  ///   - snapshot: The data to show.
  ///   - animatingDifferences: Whether the batches are animated (default `true`); without
  ///     animation the same batches are performed, as Apple does since iOS 15.
  ///   - completion: Runs once, on the main actor, after the view has finished the last batch of
  ///     this apply (immediately once its turn comes when nothing changed).
  /// - Complexity: O(1) when another apply is being shown; otherwise the changeset's cost,
  ///   O(*n* + *m* + *s* log *s* + Σ *k* log *k*) for *n* and *m* items (see ``Changeset``), plus
  ///   O(*s*) to compare the view's counts for *s* sections.
  public func apply(
    _ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    _enqueue(.batches(animated: animatingDifferences), completion: completion, isSupersedable: true)
    { latest in
      (snapshot, Self._outlines(latest.outlines, matching: snapshot))
    }
  }

  /// Shows a snapshot with the batches the caller computed from what the view shows now (the
  /// displayed state must not change before: no apply pending, no reorder in progress).
  ///
  /// - Complexity: That of showing the batches.
  @usableFromInline
  internal func _apply(
    _ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    batches: [Changeset<SectionIdentifierType, ItemIdentifierType>.Batch], animated: Bool,
    completion: (() -> Void)?
  ) {
    let (version, base, _) = _enqueue(
      .batches(animated: animated), completion: completion, isSupersedable: true,
      computesOffMainActor: true
    ) { latest in
      (snapshot, Self._outlines(latest.outlines, matching: snapshot))
    }
    _computed(batches, from: base.version, forApply: version)
  }

  /// Hands computed batches to their apply, if it is still waiting, and shows it when its turn
  /// has come.
  @usableFromInline
  internal func _computed(
    _ batches: [Changeset<SectionIdentifierType, ItemIdentifierType>.Batch], from base: UInt64,
    forApply version: UInt64
  ) {
    guard let index = _queue.firstIndex(where: { $0.target.version == version }) else { return }
    _queue[index].precomputed = (base, batches)
    _queue[index].isReady = true
    _showNext()
  }

  /// Whether the view shows the state of the last apply, none waiting and no reorder running:
  /// a caller may compute the next apply's batches from ``displayedSnapshot`` itself.
  @usableFromInline
  internal var _isSettled: Bool { !hasPendingApplies && !_isReordering }

  /// The sequence number of the state that the next apply is shown from: it overtakes the
  /// applies waiting at the end of the queue (``_enqueue``), so the state before them.
  @usableFromInline
  internal var _supersedingBaseVersion: UInt64 {
    let overtaken = _queue.reversed().prefix { $0.isSupersedable }.count
    return (_queue.dropLast(overtaken).last?.target ?? _showing?.target ?? _displayed).version
  }

  /// The sequence number the next apply will have.
  @usableFromInline
  internal var _nextVersion: UInt64 { _sequence + 1 }

  /// The sequence number of the state the view shows (an apply's, or a reorder's).
  @usableFromInline
  internal var _displayedVersion: UInt64 { _displayed.version }

  /// Shows a snapshot by reloading the view (`reloadData`), without computing differences.
  ///
  /// - Parameters:
  ///   - snapshot: The data to show.
  ///   - completion: Runs once, on the main actor, after the reload.
  /// - Complexity: O(1) when another apply is being shown; otherwise O(1) plus the view's reload.
  public func applySnapshotUsingReloadData(
    _ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    _enqueue(.reload, completion: completion) { latest in
      (snapshot, Self._outlines(latest.outlines, matching: snapshot))
    }
  }

  /// Queues an apply, returning its sequence number, the state it will be shown from, and its
  /// snapshot (with the marks of the applies it overtook).
  ///
  /// Its state is made from the state the earlier applies leave (their data is kept). The waiting
  /// applies it overtakes (the supersedable ones at the end of the queue, so that completions
  /// keep their order) are dropped: not shown, their completions run with this one's, and their
  /// reload and reconfigure marks carried into its snapshot, so that no cell stays stale.
  @discardableResult
  internal func _enqueue(
    _ presentation: _Presentation, completion: (() -> Void)?, isSupersedable: Bool = false,
    computesOffMainActor: Bool = false, anchor: PositionAnchor<ItemIdentifierType> = .none,
    positionHandler: ((KeptPosition<ItemIdentifierType>) -> Void)? = nil,
    makeTarget: (_ListState) -> (
      Snapshot<SectionIdentifierType, ItemIdentifierType>,
      [SectionIdentifierType: SectionSnapshot<ItemIdentifierType>]
    )
  ) -> (
    version: UInt64, base: _ListState, target: Snapshot<SectionIdentifierType, ItemIdentifierType>
  ) {
    var (snapshot, outlines) = makeTarget(_latest)
    var completions: [() -> Void] = []
    var positionHandlers: [(KeptPosition<ItemIdentifierType>) -> Void] = []
    let overtaken = _queue.reversed().prefix { $0.isSupersedable }.count
    for pending in _queue.suffix(overtaken) {
      completions += pending.completions
      positionHandlers += pending.positionHandlers
      snapshot._addMarks(of: pending.target.snapshot)
    }
    _queue.removeLast(overtaken)
    if let completion { completions.append(completion) }
    if let positionHandler { positionHandlers.append(positionHandler) }
    let base = _latest
    _sequence += 1
    _queue.append(
      _PendingApply(
        target: _ListState(snapshot: snapshot, outlines: outlines, version: _sequence),
        presentation: presentation, completions: completions, isSupersedable: isSupersedable,
        isReady: !computesOffMainActor, precomputed: nil, anchor: anchor,
        positionHandlers: positionHandlers))
    let version = _sequence
    _showNext()
    return (version, base, snapshot)
  }

  /// Shows waiting applies in order while the view is free; re-entrant calls (from completions)
  /// return at once and leave the work to the running loop.
  internal func _showNext() {
    guard !_isShowing && !_isReordering else { return }
    _isShowing = true
    defer { _isShowing = false }
    while _showing == nil, let next = _queue.first, next.isReady {
      _queue.removeFirst()
      _show(next)
    }
  }

  /// Shows one apply, keeping the anchor it names at its place on screen: measured before, put
  /// back once the view shows the new list (right after the batches are issued, so that UIKit
  /// animates them from the kept position).
  private func _show(_ pending: _PendingApply) {
    guard pending.anchor != .none || !pending.positionHandlers.isEmpty else {
      return _present(pending)
    }
    let old = _displayed.snapshot
    let new = pending.target.snapshot
    var batches: [Changeset<SectionIdentifierType, ItemIdentifierType>.Batch]?
    if case .batches = pending.presentation, _viewCounts() == old.sectionCounts {
      batches = _precomputedBatches(pending) ?? _batches(old, new)
    }
    let keeper = _PositionKeeper(
      pending.anchor, view: view, old: old, new: new, inserted: batches.map(Self._insertions))
    var pending = pending
    pending.precomputed = batches.map { (_displayed.version, $0) }
    pending.completions += pending.positionHandlers.map { handler in { handler(keeper.report) } }
    _present(pending)
    keeper.restore(on: view, new: new)
  }

  /// The identifiers that batches may insert: their inserted items, and the items of the
  /// sections they insert or reload whole (a batch reloads a section in place, so its index is
  /// the same after the batch).
  private static func _insertions(
    _ batches: [Changeset<SectionIdentifierType, ItemIdentifierType>.Batch]
  ) -> [ItemIdentifierType] {
    batches.flatMap { batch in
      let sections = batch.update.insertedSections + batch.update.reloadedSections
      return batch.update.insertedItems.compactMap(batch.snapshot.itemIdentifier(at:))
        + sections.flatMap { batch.snapshot._items(inSectionAt: $0) }
    }
  }

  /// The batches an async apply computed off the main actor, if they start from what the view
  /// shows.
  private func _precomputedBatches(
    _ pending: _PendingApply
  ) -> [Changeset<SectionIdentifierType, ItemIdentifierType>.Batch]? {
    guard let precomputed = pending.precomputed, precomputed.base == _displayed.version else {
      return nil
    }
    return precomputed.batches
  }

  /// Presents one apply: a reload when asked for, or when the view does not show what the data
  /// source believes, or when the batches are too large; otherwise the batches.
  private func _present(_ pending: _PendingApply) {
    guard case .batches(let animated) = pending.presentation else {
      return _reload(pending, reason: nil)
    }
    let viewCounts = _viewCounts()
    let counts = _displayed.snapshot.sectionCounts
    guard viewCounts == counts else {
      return _reload(
        pending, reason: .viewOutOfSync(viewCounts: viewCounts, expectedCounts: counts))
    }
    let batches =
      _precomputedBatches(pending) ?? _batches(_displayed.snapshot, pending.target.snapshot)
    let operations = batches.reduce(0) { $0 + $1.update.count }
    if let limit = maximumAnimatedOperationCount, operations > limit {
      return _reload(pending, reason: .tooManyOperations(count: operations, limit: limit))
    }
    guard !batches.isEmpty else { return _finish(pending.target, pending.completions) }
    _showing = _Showing(
      remaining: batches.count, target: pending.target, completions: pending.completions)
    for batch in batches {
      // A batch of reconfigures alone updates cells in place: no animation pass of its own.
      _perform(batch, animated: animated && batch.animates, version: pending.target.version)
    }
  }

  /// Sends one batch to the view; its completion counts down the apply being shown.
  private func _perform(
    _ batch: Changeset<SectionIdentifierType, ItemIdentifierType>.Batch, animated: Bool,
    version: UInt64
  ) {
    var isFinished = false
    view.performBatch(
      batch, animated: animated,
      updatingData: {
        self._displayed = _ListState(
          snapshot: batch.snapshot, outlines: self._showing?.target.outlines ?? [:],
          version: version)
      },
      completion: { _ in
        // A view that calls a completion twice does not finish the next apply early.
        guard !isFinished else { return }
        isFinished = true
        self._batchFinished()
      })
  }

  /// Counts down the apply being shown; after its last batch, finishes it and shows the next.
  private func _batchFinished() {
    guard var showing = _showing else { return }
    showing.remaining -= 1
    guard showing.remaining == 0 else {
      _showing = showing
      return
    }
    _showing = nil
    _finish(showing.target, showing.completions)
    _showNext()
  }

  /// Shows an apply by reloading the view, telling the fallback handler why when it was not asked.
  private func _reload(_ pending: _PendingApply, reason: ReloadFallback?) {
    if let reason { reloadFallbackHandler?(reason) }
    _setDisplayed(pending.target)
    view.reloadData(showing: _displayed.snapshot)
    for completion in pending.completions { completion() }
  }

  /// Records a state as shown and runs the completions waiting for it, oldest first.
  private func _finish(_ target: _ListState, _ completions: [() -> Void]) {
    _setDisplayed(target)
    for completion in completions { completion() }
  }

  /// Records a state as what the view shows, its marks cleared (they have been acted on).
  private func _setDisplayed(_ state: _ListState) {
    _displayed = state
    _displayed.snapshot = state.snapshot._withoutMarks
  }

  /// The section and item counts the view reports.
  private func _viewCounts() -> [Int] {
    (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
  }

  /// The outlines that still describe their sections in `snapshot` (a section's outline is kept
  /// while the section shows exactly the outline's visible items).
  internal static func _outlines(
    _ outlines: [SectionIdentifierType: SectionSnapshot<ItemIdentifierType>],
    matching snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>
  ) -> [SectionIdentifierType: SectionSnapshot<ItemIdentifierType>] {
    outlines.filter { section, outline in
      guard let position = snapshot.indexOfSection(section) else { return false }
      return snapshot._items(inSectionAt: position) == outline.visibleItems
    }
  }
}
