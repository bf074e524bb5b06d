extension Snapshot {
  /// Adds items at the end of a section.
  ///
  /// An item that is already in the snapshot is moved to its new place, as Apple's snapshot does,
  /// and reported to ``SnapshotWarning/handler`` (Apple logs a warning); to keep it where it is,
  /// or to be told without a move, use ``appendItems(_:toSection:duplicates:)``.
  ///
  /// ```swift
  /// snapshot.appendItems(["milk", "eggs"], toSection: "groceries")
  /// snapshot.appendItems(["bread"])        // to the last section
  /// ```
  ///
  /// - Parameters:
  ///   - identifiers: The items to add, each at most once.
  ///   - sectionIdentifier: The section to add them to, or `nil` for the last section.
  /// - Precondition: The snapshot has at least one section, `sectionIdentifier` (when given) is one
  ///   of them, and `identifiers` holds no duplicates.
  /// - Complexity: Amortized O(*k*) expected, where *k* is the number of items appended, when no
  ///   later section holds items (as when a snapshot is built section after section); otherwise
  ///   O(*s*) more for the *s* sections after this one. Moving items that were already present
  ///   adds O(*m*), where *m* is the number of items in the sections they leave.
  @inlinable
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    _precondition(
      !_sectionIdentifiers.isEmpty,
      "There are currently no sections in the data source. Please add a section first.")
    let section =
      sectionIdentifier.map { _position(ofExistingSection: $0) } ?? _sectionIdentifiers.count - 1
    _appendItems(identifiers, toSection: section, reportingMoves: true)
    _checkInvariants()
  }

  /// Inserts items just before an existing item, in that item's section.
  ///
  /// An item that is already in the snapshot is moved to its new place, and reported to
  /// ``SnapshotWarning/handler``.
  ///
  /// - Parameters:
  ///   - identifiers: The items to insert, each at most once, not including `beforeIdentifier`.
  ///   - beforeIdentifier: An item of the snapshot.
  /// - Precondition: `beforeIdentifier` exists and is not among `identifiers`, which holds no
  ///   duplicates.
  /// - Complexity: O(*k* + *m*) expected, where *k* is the number of inserted items and *m* the
  ///   number of items in the sections affected.
  @inlinable
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    _insertItems(identifiers, nextTo: beforeIdentifier, after: false)
  }

  /// Inserts items just after an existing item, in that item's section.
  ///
  /// An item that is already in the snapshot is moved to its new place, and reported to
  /// ``SnapshotWarning/handler``.
  ///
  /// - Parameters:
  ///   - identifiers: The items to insert, each at most once, not including `afterIdentifier`.
  ///   - afterIdentifier: An item of the snapshot.
  /// - Precondition: `afterIdentifier` exists and is not among `identifiers`, which holds no
  ///   duplicates.
  /// - Complexity: O(*k* + *m*) expected, where *k* is the number of inserted items and *m* the
  ///   number of items in the sections affected.
  @inlinable
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    _insertItems(identifiers, nextTo: afterIdentifier, after: true)
  }

  /// Removes items from the snapshot; identifiers that are not in it are ignored.
  ///
  /// - Parameter identifiers: The items to remove.
  /// - Complexity: O(*k* log *k* + *m* + *s*) expected, where *k* is the number of identifiers, *m*
  ///   the number of items in the sections they leave, and *s* the number of sections.
  @inlinable
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    _detachItems(identifiers)
    _pruneMarks()
    _checkInvariants()
  }

  /// Removes every item and every section, like Apple's `deleteAllItems()`.
  ///
  /// - Complexity: O(1), plus releasing the storage.
  @inlinable
  public mutating func deleteAllItems() {
    self = Snapshot()
  }

  /// Moves an item to the place just before another item, which may be in another section.
  ///
  /// - Parameters:
  ///   - identifier: The item to move.
  ///   - toIdentifier: The item it goes before.
  /// - Precondition: Both items exist and are different.
  /// - Complexity: O(*m* + *s*) expected, where *m* is the number of items in the sections
  ///   affected and *s* the number of sections.
  @inlinable
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
  ) {
    _moveItem(identifier, nextTo: toIdentifier, after: false)
  }

  /// Moves an item to the place just after another item, which may be in another section.
  ///
  /// - Parameters:
  ///   - identifier: The item to move.
  ///   - toIdentifier: The item it goes after.
  /// - Precondition: Both items exist and are different.
  /// - Complexity: O(*m* + *s*) expected, where *m* is the number of items in the sections
  ///   affected and *s* the number of sections.
  @inlinable
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
  ) {
    _moveItem(identifier, nextTo: toIdentifier, after: true)
  }

  /// Inserts items before or after an anchor item, moving any that already exist.
  @inlinable
  internal mutating func _insertItems(
    _ identifiers: [ItemIdentifierType], nextTo anchor: ItemIdentifierType, after: Bool
  ) {
    _ = _location(ofExistingItem: anchor, role: after ? "after item" : "before item")
    _precondition(
      !identifiers.contains(anchor),
      "Invalid update: item \(anchor) cannot be inserted relative to itself")
    let moved = _detachItems(identifiers, reporting: true)
    if !moved.isEmpty { SnapshotWarning._report(moved: moved) }
    let location = _location(of: anchor)!
    _insertNewItems(
      identifiers, intoSection: location.section, at: location.offset + (after ? 1 : 0))
    _checkInvariants()
  }

  /// Moves one item before or after an anchor item.
  @inlinable
  internal mutating func _moveItem(
    _ identifier: ItemIdentifierType, nextTo anchor: ItemIdentifierType, after: Bool
  ) {
    _precondition(
      identifier != anchor,
      "Invalid item move: item \(identifier) cannot be moved relative to itself")
    _ = _location(ofExistingItem: identifier, role: "moved item")
    _ = _location(ofExistingItem: anchor, role: after ? "after item" : "before item")
    _detachItems(CollectionOfOne(identifier))
    let location = _location(of: anchor)!
    _insertNewItems(
      [identifier], intoSection: location.section, at: location.offset + (after ? 1 : 0))
    _checkInvariants()
  }
}
