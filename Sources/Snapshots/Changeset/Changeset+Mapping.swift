extension Changeset {
  /// Where an item of the old snapshot is in the new one: for keeping a selection or a scroll
  /// anchor across an update.
  ///
  /// - Parameter oldPath: A path in the old snapshot.
  /// - Returns: The same item's path in the new snapshot, or `nil` when it is gone.
  /// - Precondition: `oldPath` is a valid path of the old snapshot.
  /// - Complexity: O(1) expected.
  public func newPath(forOldPath oldPath: ItemPath) -> ItemPath? {
    let item = old._sectionItems[oldPath.section][oldPath.item]
    return new._location(of: item).map { ItemPath(item: $0.offset, section: $0.section) }
  }

  /// Where an item of the new snapshot was in the old one.
  ///
  /// - Parameter newPath: A path in the new snapshot.
  /// - Returns: The same item's path in the old snapshot, or `nil` when it is new.
  /// - Precondition: `newPath` is a valid path of the new snapshot.
  /// - Complexity: O(1) expected.
  public func oldPath(forNewPath newPath: ItemPath) -> ItemPath? {
    let item = new._sectionItems[newPath.section][newPath.item]
    return old._location(of: item).map { ItemPath(item: $0.offset, section: $0.section) }
  }

  /// Where a section of the old snapshot is in the new one.
  ///
  /// - Parameter oldIndex: A section index in the old snapshot.
  /// - Returns: The same section's index in the new snapshot, or `nil` when it is gone.
  /// - Complexity: O(1).
  public func newSectionIndex(forOldIndex oldIndex: Int) -> Int? {
    sections.newOffset(forOldOffset: oldIndex)
  }

  /// Where a section of the new snapshot was in the old one.
  ///
  /// - Parameter newIndex: A section index in the new snapshot.
  /// - Returns: The same section's index in the old snapshot, or `nil` when it is new.
  /// - Complexity: O(1).
  public func oldSectionIndex(forNewIndex newIndex: Int) -> Int? {
    sections.oldOffset(forNewOffset: newIndex)
  }
}
