extension Snapshot {
  /// The items marked for reloading, in the order they were first marked.
  ///
  /// A mark lasts until its item leaves the snapshot; moving the item keeps it.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var reloadedItemIdentifiers: [ItemIdentifierType] { _marks.reloadedItems.elements }

  /// The items marked for reconfiguring, in the order they were first marked.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] { _marks.reconfiguredItems.elements }

  /// The sections marked for reloading, in the order they were first marked.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var reloadedSectionIdentifiers: [SectionIdentifierType] {
    _marks.reloadedSections.elements
  }

  /// Marks items whose contents changed, so that a diff reports them as reloads: their cells are
  /// replaced.
  ///
  /// - Parameter identifiers: Items of the snapshot.
  /// - Precondition: Every identifier is in the snapshot.
  /// - Complexity: O(*k*) expected, where *k* is the number of identifiers.
  @inlinable
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers {
      _ = _location(ofExistingItem: identifier, role: "reloaded item")
    }
    _marks.update { marks in
      marks.reloadedItems.insert(contentsOf: identifiers)
    }
  }

  /// Marks items whose contents changed, so that a diff reports them as reconfigures: their
  /// existing cells are updated in place.
  ///
  /// - Parameter identifiers: Items of the snapshot.
  /// - Precondition: Every identifier is in the snapshot.
  /// - Complexity: O(*k*) expected, where *k* is the number of identifiers.
  @inlinable
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers {
      _ = _location(ofExistingItem: identifier, role: "reconfigured item")
    }
    _marks.update { marks in
      marks.reconfiguredItems.insert(contentsOf: identifiers)
    }
  }

  /// Marks sections whose contents changed, so that a diff reports them as reloads: the section
  /// and all its items are read again.
  ///
  /// - Parameter identifiers: Sections of the snapshot.
  /// - Precondition: Every identifier is in the snapshot.
  /// - Complexity: O(*k*) expected, where *k* is the number of identifiers.
  @inlinable
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers {
      guard _sectionPositions[identifier] != nil else {
        _preconditionFailure(
          "Invalid section identifier: reloaded section \(identifier) does not exist in the snapshot"
        )
      }
    }
    _marks.update { marks in
      marks.reloadedSections.insert(contentsOf: identifiers)
    }
  }

  /// Adds the marks of `other` on the items and sections this snapshot holds: the marks of an
  /// apply that a newer one replaced before it was shown, so that the newer one still reloads or
  /// reconfigures what changed in between.
  ///
  /// A reconfigure mark is not added to an item marked for reloading (the reload does more).
  ///
  /// O(*m*) expected for *m* marks of `other`.
  @usableFromInline
  internal mutating func _addMarks(of other: Self) {
    guard !other._marks.isEmpty else { return }
    let reloaded = other.reloadedItemIdentifiers.filter { _location(of: $0) != nil }
    let kept = Set(reloadedItemIdentifiers).union(reloaded)
    let reconfigured = other.reconfiguredItemIdentifiers.filter {
      _location(of: $0) != nil && !kept.contains($0)
    }
    let sections = other.reloadedSectionIdentifiers.filter { _sectionPositions[$0] != nil }
    if !reloaded.isEmpty { reloadItems(reloaded) }
    if !reconfigured.isEmpty { reconfigureItems(reconfigured) }
    if !sections.isEmpty { reloadSections(sections) }
  }
}
