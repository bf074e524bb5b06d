// The anchored applies, forwarded to the platform bindings (`TableViewDiffableDataSource` and its
// siblings): members Apple's data sources do not have, under the same names as the base's.

extension DiffableDataSourceBinding {
  /// Shows a snapshot and keeps an item at its place on screen; see
  /// ``DiffableDataSource/apply(_:animatingDifferences:keepingPosition:completion:)``.
  ///
  /// - Parameters:
  ///   - snapshot: The data to show.
  ///   - animatingDifferences: Whether the batches are animated (default `true`).
  ///   - anchor: The item to keep in place; `.firstVisibleItem` keeps the reader's place.
  ///   - completion: Runs once, on the main actor, after the view has finished, with the item
  ///     kept and the items inserted above it.
  /// - Complexity: That of
  ///   ``DiffableDataSource/apply(_:animatingDifferences:keepingPosition:completion:)``.
  public func apply(
    _ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, keepingPosition anchor: PositionAnchor<ItemIdentifierType>,
    completion: ((KeptPosition<ItemIdentifierType>) -> Void)? = nil
  ) {
    base.apply(
      snapshot, animatingDifferences: animatingDifferences, keepingPosition: anchor,
      completion: completion)
  }

  /// Scrolls the view so that an item's row is at the top of the viewport; see
  /// ``DiffableDataSource/scrollToItem(_:animated:)``.
  ///
  /// - Parameters:
  ///   - identifier: An item the view shows.
  ///   - animated: Whether to animate the scroll (default `true`).
  /// - Complexity: O(1) expected, plus the view's scroll.
  public func scrollToItem(_ identifier: ItemIdentifierType, animated: Bool = true) {
    base.scrollToItem(identifier, animated: animated)
  }
}

extension DiffableDataSourceBinding
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {
  /// Shows a snapshot and keeps an item at its place on screen, computing the differences off
  /// the main actor; see ``DiffableDataSource/apply(_:animatingDifferences:keepingPosition:)``.
  ///
  /// - Parameters:
  ///   - snapshot: The data to show.
  ///   - animatingDifferences: Whether the batches are animated (default `true`).
  ///   - anchor: The item to keep in place.
  /// - Returns: The item kept and the items inserted above it.
  /// - Complexity: That of ``DiffableDataSource/apply(_:animatingDifferences:keepingPosition:)``.
  @inlinable
  @discardableResult
  public func apply(
    _ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, keepingPosition anchor: PositionAnchor<ItemIdentifierType>
  ) async -> KeptPosition<ItemIdentifierType> {
    await base.apply(snapshot, animatingDifferences: animatingDifferences, keepingPosition: anchor)
  }
}
