extension Snapshot {
  /// The number of items in the snapshot, across all sections.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var numberOfItems: Int { _itemIndex.count }

  /// The number of sections in the snapshot.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var numberOfSections: Int { _sectionIdentifiers.count }

  /// The section identifiers, in order.
  ///
  /// - Complexity: O(1); the array shares storage with the snapshot.
  @inlinable
  public var sectionIdentifiers: [SectionIdentifierType] { _sectionIdentifiers }

  /// All item identifiers, section after section, in order.
  ///
  /// - Complexity: O(*n*), where *n* is the number of items.
  @inlinable
  public var itemIdentifiers: [ItemIdentifierType] {
    if _sectionItems.count == 1 { return _sectionItems[0] }
    var result: [ItemIdentifierType] = []
    result.reserveCapacity(numberOfItems)
    for items in _sectionItems { result.append(contentsOf: items) }
    return result
  }

  /// The number of items in the given section.
  ///
  /// - Parameter identifier: A section of the snapshot.
  /// - Returns: The number of items in that section.
  /// - Precondition: The section exists in the snapshot.
  /// - Complexity: O(1) expected.
  @inlinable
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    _sectionItems[_position(ofExistingSection: identifier)].count
  }

  /// The items of the given section, in order.
  ///
  /// - Parameter identifier: A section of the snapshot.
  /// - Returns: The section's item identifiers.
  /// - Precondition: The section exists in the snapshot.
  /// - Complexity: O(1) expected; the array shares storage with the snapshot.
  @inlinable
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    _sectionItems[_position(ofExistingSection: identifier)]
  }

  /// The section that contains the given item.
  ///
  /// - Parameter identifier: An item identifier.
  /// - Returns: The identifier of the item's section, or `nil` when the item is not in the
  ///   snapshot.
  /// - Complexity: O(1) expected.
  @inlinable
  public func sectionIdentifier(
    containingItem identifier: ItemIdentifierType
  )
    -> SectionIdentifierType?
  {
    guard let location = _location(of: identifier) else { return nil }
    return _sectionIdentifiers[location.section]
  }

  /// The index of the given item in ``itemIdentifiers``, the flattened list of all items.
  ///
  /// - Parameter identifier: An item identifier.
  /// - Returns: The item's index across all sections, or `nil` when it is not in the snapshot.
  /// - Complexity: O(1) expected.
  @inlinable
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    guard let location = _location(of: identifier) else { return nil }
    return _flatIndex(of: location)
  }

  /// The index of the given section in ``sectionIdentifiers``.
  ///
  /// - Parameter identifier: A section identifier.
  /// - Returns: The section's index, or `nil` when it is not in the snapshot.
  /// - Complexity: O(1) expected.
  @inlinable
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    _sectionPositions[identifier]
  }

  /// The position of a section that must exist; stops the program, naming it, when it does not.
  @inlinable
  internal func _position(ofExistingSection identifier: SectionIdentifierType) -> Int {
    guard let position = _sectionPositions[identifier] else {
      _preconditionFailure(
        "Invalid section identifier: section \(identifier) does not exist in the snapshot")
    }
    return position
  }

  /// The location of an item that must exist; stops the program, naming it, when it does not.
  @inlinable
  internal func _location(
    ofExistingItem identifier: ItemIdentifierType, role: String
  )
    -> _ItemLocation
  {
    guard let location = _location(of: identifier) else {
      _preconditionFailure(
        "Invalid item identifier: \(role) \(identifier) does not exist in the snapshot")
    }
    return location
  }
}
