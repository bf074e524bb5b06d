extension Changeset {
  /// The change a list shows when an outline changes: expanding a parent inserts its visible
  /// descendants right after it, collapsing deletes them, moving a subtree moves its visible
  /// items, and marked or changed items reload, in one section.
  ///
  /// The result is an ordinary changeset of one section, so ``batches``, ``steps``,
  /// ``BatchValidator`` and ``HeadlessTableView`` serve outlines unchanged.
  ///
  /// ```swift
  /// let changeset = Changeset(from: oldOutline, to: newOutline, section: "sidebar")
  /// ```
  ///
  /// - Parameters:
  ///   - old: The outline shown now.
  ///   - new: The outline to show.
  ///   - section: The identifier of the section that shows the outline.
  ///   - itemContentChanged: Whether a surviving item's content changed, or `nil`.
  ///   - contentChange: How content changes are reported.
  /// - Complexity: O(*v* log *v*) for *v* visible items, O(*v*) when they keep their order.
  @inlinable
  public init(
    from old: SectionSnapshot<ItemIdentifierType>, to new: SectionSnapshot<ItemIdentifierType>,
    section: SectionIdentifierType, itemContentChanged: ((ItemIdentifierType) -> Bool)? = nil,
    reportingContentChangesAs contentChange: ContentChange = .reload
  ) {
    var oldSnapshot = Snapshot<SectionIdentifierType, ItemIdentifierType>()
    oldSnapshot.appendSections([section])
    oldSnapshot.appendItems(old.visibleItems)
    var newSnapshot = Snapshot<SectionIdentifierType, ItemIdentifierType>()
    newSnapshot.appendSections([section])
    newSnapshot.appendItems(new.visibleItems)
    self.init(
      from: oldSnapshot, to: newSnapshot, itemContentChanged: itemContentChanged,
      reportingContentChangesAs: contentChange)
  }
}
