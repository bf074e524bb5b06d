// Anchored applies: an apply that keeps an item at its place on screen, and reports what arrived
// above it, so that a refresh does not move the reader (Apple's guidelines for tables).

extension DiffableDataSource {
  /// Shows a snapshot, animating the differences, and keeps an item at its place on screen.
  ///
  /// ```swift
  /// dataSource.apply(refreshed, keepingPosition: .firstVisibleItem) { kept in
  ///   newPostsButton.isHidden = kept.arrivedAbove.isEmpty   // "3 new posts"
  /// }
  /// ```
  ///
  /// When the apply's turn comes, the anchor (the first visible item, or the item named) is
  /// measured on the view; once the view shows the new list (right after the batches are issued,
  /// or after the reload), the anchor's row is put back at the same distance from the top of the
  /// viewport, without an animation of its own. If the apply deletes the anchor, the nearest
  /// surviving item above it in the old list takes its place, then the nearest below
  /// (``KeptPosition/isReplacement``). With `.none`, the view keeps its content offset, as
  /// ``apply(_:animatingDifferences:completion:)`` does, and the report is still made.
  ///
  /// The view must report its viewport (``DiffableListView/firstVisibleItemPath`` and its
  /// siblings): the UIKit and AppKit bindings and ``HeadlessListView`` do; a view that does not
  /// keeps its offset.
  ///
  /// - Parameters:
  ///   - snapshot: The data to show.
  ///   - animatingDifferences: Whether the batches are animated (default `true`).
  ///   - anchor: The item to keep in place; `.firstVisibleItem` keeps the reader's place.
  ///   - completion: Runs once, on the main actor, after the view has finished the apply, with
  ///     the item kept and the items inserted above it.
  /// - Complexity: That of ``apply(_:animatingDifferences:completion:)``, plus O(*i* log *i*)
  ///   for the *i* items inserted, and O(*d* log *s*) when the anchor is deleted, for the *d*
  ///   items between it and the item that takes its place.
  public func apply(
    _ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, keepingPosition anchor: PositionAnchor<ItemIdentifierType>,
    completion: ((KeptPosition<ItemIdentifierType>) -> Void)? = nil
  ) {
    _enqueue(
      .batches(animated: animatingDifferences), completion: nil, isSupersedable: true,
      anchor: anchor, positionHandler: completion
    ) { latest in
      (snapshot, Self._outlines(latest.outlines, matching: snapshot))
    }
  }

  /// Scrolls the view so that an item's row is at the top of the viewport: for a "3 new posts"
  /// control, the first of ``KeptPosition/arrivedAbove``.
  ///
  /// - Parameters:
  ///   - identifier: An item the view shows; nothing happens for another.
  ///   - animated: Whether to animate the scroll (default `true`).
  /// - Complexity: O(1) expected, plus the view's scroll.
  public func scrollToItem(_ identifier: ItemIdentifierType, animated: Bool = true) {
    guard let path = _displayed.snapshot.itemPath(of: identifier) else { return }
    view.scrollToItem(at: path, animated: animated)
  }
}

extension DiffableDataSource
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {
  /// Shows a snapshot and keeps an item at its place on screen; returns once the view has
  /// finished, with the item kept and the items inserted above it: the async form of
  /// ``apply(_:animatingDifferences:keepingPosition:completion:)``, computing the batches off
  /// the main actor as ``apply(_:animatingDifferences:)`` does.
  ///
  /// An apply that a newer one supersedes is not shown; it returns what the newer one kept.
  ///
  /// - Parameters:
  ///   - snapshot: The data to show.
  ///   - animatingDifferences: Whether the batches are animated (default `true`).
  ///   - anchor: The item to keep in place.
  /// - Returns: The item kept and the items inserted above it.
  /// - Complexity: That of ``apply(_:animatingDifferences:)`` and of the anchored apply.
  @inlinable
  @discardableResult
  public func apply(
    _ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, keepingPosition anchor: PositionAnchor<ItemIdentifierType>
  ) async -> KeptPosition<ItemIdentifierType> {
    await withCheckedContinuation {
      (continuation: CheckedContinuation<KeptPosition<ItemIdentifierType>, Never>) in
      _applyComputingOffMainActor(
        snapshot, animated: animatingDifferences, completion: nil, anchor: anchor,
        positionHandler: { continuation.resume(returning: $0) },
        batches: { old, new in Changeset(concurrentlyFrom: old, to: new).batches })
    }
  }
}
