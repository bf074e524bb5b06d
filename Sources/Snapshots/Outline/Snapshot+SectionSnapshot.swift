extension Snapshot {
  /// Sets a section's items to the items a section snapshot shows (its visible items), as
  /// `apply(_:to:)` of a diffable data source does.
  ///
  /// Items that are elsewhere in the snapshot move here, as with ``appendItems(_:toSection:)``.
  ///
  /// - Parameters:
  ///   - sectionSnapshot: The outline.
  ///   - section: A section of the snapshot.
  /// - Precondition: The section exists.
  /// - Complexity: O(*v* + *m*) expected for *v* visible items and *m* items the section held.
  @inlinable
  public mutating func setItems(
    _ sectionSnapshot: SectionSnapshot<ItemIdentifierType>, toSection section: SectionIdentifierType
  ) {
    deleteItems(itemIdentifiers(inSection: section))
    appendItems(sectionSnapshot.visibleItems, toSection: section)
  }
}
