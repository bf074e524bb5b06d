// Expanding and collapsing an outline from the view (a disclosure tapped): the section snapshot
// handlers decide and observe it, as UIKit's `sectionSnapshotHandlers` do, and the change is an
// animated apply of the section snapshot.

extension DiffableDataSource {
  /// The closures that decide and observe expanding and collapsing: the counterpart of UIKit's
  /// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`.
  public struct SectionSnapshotHandlers {
    /// Whether an item may expand; every item may while this is `nil`.
    public var shouldExpandItem: ((ItemIdentifierType) -> Bool)?
    /// Called before an item expands.
    public var willExpandItem: ((ItemIdentifierType) -> Void)?
    /// Whether an item may collapse; every item may while this is `nil`.
    public var shouldCollapseItem: ((ItemIdentifierType) -> Bool)?
    /// Called before an item collapses.
    public var willCollapseItem: ((ItemIdentifierType) -> Void)?
    /// Supplies an expanding item's children: called with the item's subtree (the item as the
    /// single root, with the children it has), it returns the subtree to show instead (children
    /// loaded on demand, for instance).
    public var snapshotForExpandingParent:
      ((SectionSnapshot<ItemIdentifierType>) -> SectionSnapshot<ItemIdentifierType>)?

    /// Handlers that allow every expand and collapse and change nothing.
    ///
    /// - Complexity: O(1).
    public init() {}
  }

  /// Expands an item of an outline, as tapping its disclosure does: asks
  /// ``SectionSnapshotHandlers/shouldExpandItem``, calls ``SectionSnapshotHandlers/willExpandItem``,
  /// takes the children from ``SectionSnapshotHandlers/snapshotForExpandingParent`` when set,
  /// then applies the section's outline, animated.
  ///
  /// ```swift
  /// dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { subtree in
  ///   var loaded = subtree
  ///   loaded.append(folders(in: subtree.rootItems[0]), to: subtree.rootItems[0])
  ///   return loaded
  /// }
  /// dataSource.expand("Mail")
  /// ```
  ///
  /// - Parameter item: An item of a section's outline (``snapshot(for:)``).
  /// - Returns: Whether the item expanded: `false` when it is in no section, is expanded
  ///   already, or the handler refused.
  /// - Complexity: O(*v* + *m*) for *v* visible items and *m* items of the section, plus the
  ///   handlers and the apply.
  @discardableResult
  public func expand(_ item: ItemIdentifierType) -> Bool {
    guard let (section, outline) = _outline(containing: item), !outline.isExpanded(item),
      sectionSnapshotHandlers.shouldExpandItem?(item) ?? true
    else { return false }
    sectionSnapshotHandlers.willExpandItem?(item)
    var expanded = outline
    if let supply = sectionSnapshotHandlers.snapshotForExpandingParent {
      let subtree = supply(outline.snapshot(of: item, includingParent: true))
      let children =
        subtree.contains(item) ? subtree.snapshot(of: item) : subtree
      expanded.replace(childrenOf: item, using: children)
    }
    expanded.expand([item])
    apply(expanded, to: section, animatingDifferences: true)
    return true
  }

  /// Collapses an item of an outline, as tapping its disclosure does: asks
  /// ``SectionSnapshotHandlers/shouldCollapseItem``, calls
  /// ``SectionSnapshotHandlers/willCollapseItem``, then applies the section's outline, animated.
  ///
  /// - Parameter item: An item of a section's outline (``snapshot(for:)``).
  /// - Returns: Whether the item collapsed: `false` when it is in no section, is collapsed
  ///   already, or the handler refused.
  /// - Complexity: O(*v* + *m*) for *v* visible items and *m* items of the section, plus the
  ///   handlers and the apply.
  @discardableResult
  public func collapse(_ item: ItemIdentifierType) -> Bool {
    guard let (section, outline) = _outline(containing: item), outline.isExpanded(item),
      sectionSnapshotHandlers.shouldCollapseItem?(item) ?? true
    else { return false }
    sectionSnapshotHandlers.willCollapseItem?(item)
    var collapsed = outline
    collapsed.collapse([item])
    apply(collapsed, to: section, animatingDifferences: true)
    return true
  }

  /// The section of the latest state whose outline holds `item`, and that outline.
  private func _outline(
    containing item: ItemIdentifierType
  ) -> (SectionIdentifierType, SectionSnapshot<ItemIdentifierType>)? {
    let latest = _latest
    if let (section, outline) = latest.outlines.first(where: { $0.value.contains(item) }) {
      return (section, outline)
    }
    guard let section = latest.snapshot.sectionIdentifier(containingItem: item) else { return nil }
    return (section, snapshot(for: section))
  }
}
