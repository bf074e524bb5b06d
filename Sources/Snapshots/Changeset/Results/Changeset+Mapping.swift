extension Changeset {
  /// Where an item of the old snapshot is in the new one: for keeping a selection or a scroll
  /// anchor across an update.
  ///
  /// The map follows identity, the change lists follow the batches: an item whose old section is
  /// deleted while the item lives on in another section goes with its old section (deleting the
  /// section deletes it) and is listed in ``insertedItems``, yet it is the same item, so the map
  /// gives its new path (and ``oldPath(forNewPath:)`` its old one): what a selection needs.
  ///
  /// - Parameter oldPath: A path in the old snapshot.
  /// - Returns: The same item's path in the new snapshot, or `nil` when the item is not in the
  ///   new snapshot or when `oldPath` is not a path of the old snapshot.
  /// - Complexity: O(1) expected.
  public func newPath(forOldPath oldPath: ItemPath) -> ItemPath? {
    old.itemIdentifier(at: oldPath).flatMap(new.itemPath(of:))
  }

  /// Where an item of the new snapshot was in the old one.
  ///
  /// Like ``newPath(forOldPath:)``, the map follows identity: an item listed as inserted because
  /// its old section was deleted still has its old path here.
  ///
  /// - Parameter newPath: A path in the new snapshot.
  /// - Returns: The same item's path in the old snapshot, or `nil` when the item is not in the
  ///   old snapshot or when `newPath` is not a path of the new snapshot.
  /// - Complexity: O(1) expected.
  public func oldPath(forNewPath newPath: ItemPath) -> ItemPath? {
    new.itemIdentifier(at: newPath).flatMap(old.itemPath(of:))
  }

  /// Where a section of the old snapshot is in the new one.
  ///
  /// - Parameter oldIndex: A section index in the old snapshot.
  /// - Returns: The same section's index in the new snapshot, or `nil` when it is gone or when
  ///   `oldIndex` is out of range.
  /// - Complexity: O(1).
  public func newSectionIndex(forOldIndex oldIndex: Int) -> Int? {
    sections.newOffset(forOldOffset: oldIndex)
  }

  /// Where a section of the new snapshot was in the old one.
  ///
  /// - Parameter newIndex: A section index in the new snapshot.
  /// - Returns: The same section's index in the old snapshot, or `nil` when it is new or when
  ///   `newIndex` is out of range.
  /// - Complexity: O(1).
  public func oldSectionIndex(forNewIndex newIndex: Int) -> Int? {
    sections.oldOffset(forNewOffset: newIndex)
  }
}
