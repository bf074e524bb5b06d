extension Changeset {
  /// Computes the changes that turn one snapshot into another.
  ///
  /// ```swift
  /// let changeset = Changeset(
  ///   from: old, to: new, itemContentChanged: { id in oldRows[id] != newRows[id] },
  ///   reportingContentChangesAs: .reconfigure)
  /// ```
  ///
  /// - Parameters:
  ///   - old: The snapshot shown now.
  ///   - new: The snapshot to show; its reload and reconfigure marks become reloads and
  ///     reconfigures.
  ///   - itemContentChanged: Whether a surviving item's content changed, or `nil` to rely on the
  ///     marks only. Called once per surviving item.
  ///   - sectionContentChanged: Whether a surviving section's content changed (a section reload),
  ///     or `nil` to rely on the marks only.
  ///   - contentChange: How `itemContentChanged` changes are reported: reload (default) or
  ///     reconfigure. Marks keep their own kind; an item marked both ways is reloaded.
  ///   - contentChangedBetween: Like `itemContentChanged`, but given the surviving item's old and
  ///     new paths instead of its identifier: for callers that keep contents by position, so
  ///     that no lookup is needed. Reported the same way.
  /// - Complexity: O(*n* + *m* + *s* log *s* + Σ *k* log *k*) expected, where *n* and *m* are the
  ///   numbers of old and new items, *s* the number of sections and *k* the number of items that
  ///   stay in each section; O(*n* + *m*) when the survivors keep their order.
  @inlinable
  public init(
    from old: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    to new: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    itemContentChanged: ((ItemIdentifierType) -> Bool)? = nil,
    sectionContentChanged: ((SectionIdentifierType) -> Bool)? = nil,
    reportingContentChangesAs contentChange: ContentChange = .reload,
    contentChangedBetween: ((_ oldPath: ItemPath, _ newPath: ItemPath) -> Bool)? = nil
  ) {
    let plan = _Plan(from: old, to: new, sectionContentChanged: sectionContentChanged)
    let part = _Part(
      plan, items: 0..<new.numberOfItems, itemContentChanged: itemContentChanged,
      contentChange: contentChange, contentChangedBetween: contentChangedBetween)
    self.init(plan, joining: [part])
  }
}
