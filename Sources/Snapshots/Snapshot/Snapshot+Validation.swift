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
    _sectionPositions.reserveCapacity(sections.count)
    _sectionIdentifiers.reserveCapacity(sections.count)
    _sectionItems.reserveCapacity(sections.count)
    var start = 0
    // Sections first, stopping at a repeated one; then the items of the sections before it, all
    // at once (see `_ItemIndex.insertItems(ofSections:in:)`). A repeated item in those sections
    // comes first, as it would section by section.
    var repeatedSection: SnapshotError?
    for (sectionIdentifier, items) in sections {
      Self._checkSectionCapacity(items.count)
      let position = _sectionIdentifiers.count
      if let first = _sectionPositions.updateValue(position, forKey: sectionIdentifier) {
        repeatedSection = SnapshotError(
          code: .duplicateSectionIdentifier, identifier: "\(sectionIdentifier)",
          firstPosition: .init(section: first), secondPosition: .init(section: position))
        break
      }
      // The items go in first: the index finds an item by reading it at its location.
      _sectionIdentifiers.append(sectionIdentifier)
      _sectionItems.append(items)
      _sectionStarts.append(start)
      start += items.count
    }
    if let (second, first) = _itemIndex.insertItems(
      ofSections: 0..<_sectionItems.count, in: _sectionItems)
    {
      throw SnapshotError(
        code: .duplicateItemIdentifier,
        identifier: "\(_sectionItems[second.section][second.offset])",
        firstPosition: .init(section: first.section, item: first.offset),
        secondPosition: .init(section: second.section, item: second.offset))
    }
    if let repeatedSection { throw repeatedSection }
    _checkInvariants()
  }
}
