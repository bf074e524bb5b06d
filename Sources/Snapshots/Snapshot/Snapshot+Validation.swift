extension Snapshot {
  /// Creates a snapshot from sections of items given by untrusted input, checking that every
  /// identifier is unique.
  ///
  /// ```swift
  /// let snapshot = try Snapshot(validating: [("fruit", ["apple", "pear"]), ("veg", ["leek"])])
  /// ```
  ///
  /// - Parameter sections: Each section identifier with its items, in order.
  /// - Throws: ``SnapshotError`` naming the first duplicate section or item identifier and both of
  ///   its positions.
  /// - Complexity: O(*n* + *s*) expected, where *n* is the number of items and *s* the number of
  ///   sections.
  @inlinable
  public init(
    validating sections: some Sequence<(SectionIdentifierType, [ItemIdentifierType])>
  ) throws(SnapshotError) {
    self.init()
    let sections = Array(sections)
    var total = 0
    for (_, items) in sections { total += items.count }
    _itemIndex.reserveCapacity(total)
    _sectionPositions.reserveCapacity(sections.count)
    _sectionIdentifiers.reserveCapacity(sections.count)
    _sectionItems.reserveCapacity(sections.count)
    var start = 0
    for (sectionIdentifier, items) in sections {
      Self._checkSectionCapacity(items.count)
      let position = _sectionIdentifiers.count
      if let first = _sectionPositions.updateValue(position, forKey: sectionIdentifier) {
        throw SnapshotError(
          code: .duplicateSectionIdentifier, identifier: "\(sectionIdentifier)",
          firstPosition: .init(section: first), secondPosition: .init(section: position))
      }
      // The items go in first: the index finds an item by reading it at its location.
      _sectionIdentifiers.append(sectionIdentifier)
      _sectionItems.append(items)
      _sectionStarts.append(start)
      start += items.count
      if let (offset, first) = _itemIndex.insertItems(ofSection: position, in: _sectionItems) {
        throw SnapshotError(
          code: .duplicateItemIdentifier, identifier: "\(items[offset])",
          firstPosition: .init(section: first.section, item: first.offset),
          secondPosition: .init(section: position, item: offset))
      }
    }
    _checkInvariants()
  }
}
