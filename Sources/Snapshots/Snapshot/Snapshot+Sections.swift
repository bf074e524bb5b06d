extension Snapshot {
  /// Adds sections at the end of the snapshot.
  ///
  /// - Parameter identifiers: The new sections, each at most once and none already present.
  /// - Precondition: No identifier is duplicated or already in the snapshot.
  /// - Complexity: Amortized O(*k*) expected, where *k* is the number of new sections.
  @inlinable
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    _insertNewSections(identifiers, at: _sectionIdentifiers.count)
    _checkInvariants()
  }

  /// Inserts sections just before an existing section.
  ///
  /// - Parameters:
  ///   - identifiers: The new sections, each at most once and none already present.
  ///   - toIdentifier: A section of the snapshot.
  /// - Precondition: `toIdentifier` exists; no new identifier is duplicated or already present.
  /// - Complexity: O(*k* + *s* + *m*) expected, where *k* is the number of new sections, and *s* and
  ///   *m* the numbers of sections and items after the insertion point.
  @inlinable
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    _insertNewSections(identifiers, at: _position(ofExistingSection: toIdentifier))
    _checkInvariants()
  }

  /// Inserts sections just after an existing section.
  ///
  /// - Parameters:
  ///   - identifiers: The new sections, each at most once and none already present.
  ///   - toIdentifier: A section of the snapshot.
  /// - Precondition: `toIdentifier` exists; no new identifier is duplicated or already present.
  /// - Complexity: O(*k* + *s* + *m*) expected, where *k* is the number of new sections, and *s* and
  ///   *m* the numbers of sections and items after the insertion point.
  @inlinable
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    _insertNewSections(identifiers, at: _position(ofExistingSection: toIdentifier) + 1)
    _checkInvariants()
  }

  /// Removes sections and all their items; identifiers that are not in the snapshot are ignored.
  ///
  /// - Parameter identifiers: The sections to remove.
  /// - Complexity: O(*k* + *s* + *m*) expected, where *k* is the number of identifiers, *s* the
  ///   number of sections and *m* the number of items in the removed and following sections.
  @inlinable
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    var removed: Set<Int> = []
    for identifier in identifiers {
      if let position = _sectionPositions.removeValue(forKey: identifier) {
        removed.insert(position)
      }
    }
    guard let first = removed.min() else { return }
    for position in removed {
      for (offset, item) in _sectionItems[position].enumerated() {
        _itemIndex.remove(
          tag: _ItemIndex.tag(of: item), at: _ItemLocation(section: position, offset: offset))
      }
    }
    var write = first
    for read in first..<_sectionIdentifiers.count where !removed.contains(read) {
      _sectionIdentifiers.swapAt(write, read)
      _sectionItems.swapAt(write, read)
      write += 1
    }
    _sectionIdentifiers.removeLast(removed.count)
    _sectionItems.removeLast(removed.count)
    _reindexSections(from: first)
    _pruneMarks()
    _checkInvariants()
  }

  /// Moves a section, with its items, to the place just before another section.
  ///
  /// - Parameters:
  ///   - identifier: The section to move.
  ///   - toIdentifier: The section it goes before.
  /// - Precondition: Both sections exist and are different.
  /// - Complexity: O(*s* + *m*) expected, where *s* and *m* are the numbers of sections and items
  ///   between the two places.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    _moveSection(identifier, nextTo: toIdentifier, after: false)
  }

  /// Moves a section, with its items, to the place just after another section.
  ///
  /// - Parameters:
  ///   - identifier: The section to move.
  ///   - toIdentifier: The section it goes after.
  /// - Precondition: Both sections exist and are different.
  /// - Complexity: O(*s* + *m*) expected, where *s* and *m* are the numbers of sections and items
  ///   between the two places.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    _moveSection(identifier, nextTo: toIdentifier, after: true)
  }

  /// Inserts sections that must not exist yet at `position`.
  @inlinable
  internal mutating func _insertNewSections(
    _ identifiers: [SectionIdentifierType], at position: Int
  ) {
    var next = position
    for identifier in identifiers {
      if let existing = _sectionPositions.updateValue(next, forKey: identifier) {
        if existing >= position && existing < next { Self._duplicateIdentifierFailure(identifier) }
        _preconditionFailure("Invalid update: section \(identifier) already exists in the snapshot")
      }
      next += 1
    }
    _sectionIdentifiers.insert(contentsOf: identifiers, at: position)
    _sectionItems.insert(
      contentsOf: repeatElement([], count: identifiers.count), at: position)
    if position + identifiers.count == _sectionIdentifiers.count {
      _rebuildStarts(from: position)
    } else {
      _reindexSections(from: position)
    }
  }

  /// Moves one section before or after another.
  internal mutating func _moveSection(
    _ identifier: SectionIdentifierType, nextTo anchor: SectionIdentifierType, after: Bool
  ) {
    _precondition(
      identifier != anchor,
      "Invalid section move: section \(identifier) cannot be moved relative to itself")
    let from = _position(ofExistingSection: identifier)
    var to = _position(ofExistingSection: anchor)
    if to > from { to -= 1 }
    if after { to += 1 }
    let movedIdentifier = _sectionIdentifiers.remove(at: from)
    let movedItems = _sectionItems.remove(at: from)
    _sectionIdentifiers.insert(movedIdentifier, at: to)
    _sectionItems.insert(movedItems, at: to)
    _reindexSections(from: Swift.min(from, to))
    _checkInvariants()
  }
}
