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
    var identifiers: [SectionIdentifierType] = []
    var items: [[ItemIdentifierType]] = []
    identifiers.reserveCapacity(sections.underestimatedCount)
    items.reserveCapacity(sections.underestimatedCount)
    for (identifier, sectionItems) in sections {
      identifiers.append(identifier)
      items.append(sectionItems)
    }
    try self.init(validatingSections: identifiers, items: items)
  }

  /// Creates a snapshot from section identifiers and, at the same positions, their items, given
  /// by untrusted input, checking that every identifier is unique.
  ///
  /// The arrays become the snapshot's own: a reader that builds them in this form spares a
  /// retain and a release of every section's items (a cache miss each when sections are many).
  ///
  /// - Precondition: `identifiers.count == items.count`.
  /// - Throws: ``SnapshotError`` naming the first duplicate section or item identifier and both of
  ///   its positions.
  /// - Complexity: O(*n* + *s*) expected, where *n* is the number of items and *s* the number of
  ///   sections.
  @inlinable
  package init(
    validatingSections identifiers: [SectionIdentifierType], items: [[ItemIdentifierType]]
  ) throws(SnapshotError) {
    _precondition(identifiers.count == items.count, "One list of items per section")
    self.init()
    _sectionPositions.reserveCapacity(identifiers.count)
    _sectionStarts.reserveCapacity(identifiers.count)
    var start = 0
    // Sections first, stopping at a repeated one; then the items of the sections before it, all
    // at once (see `_ItemIndex.insertItems(ofSections:in:)`). A repeated item in those sections
    // comes first, as it would section by section.
    var repeatedSection: SnapshotError?
    var sectionCount = identifiers.count
    for (position, sectionIdentifier) in identifiers.enumerated() {
      Self._checkSectionCapacity(items[position].count)
      if let first = _sectionPositions.updateValue(position, forKey: sectionIdentifier) {
        repeatedSection = SnapshotError(
          code: .duplicateSectionIdentifier, identifier: "\(sectionIdentifier)",
          firstPosition: .init(section: first), secondPosition: .init(section: position))
        sectionCount = position
        break
      }
      _sectionStarts.append(start)
      start += items[position].count
    }
    // The items go in first: the index finds an item by reading it at its location.
    _sectionIdentifiers = identifiers
    _sectionItems = items
    if sectionCount < identifiers.count {
      _sectionIdentifiers.removeSubrange(sectionCount...)
      _sectionItems.removeSubrange(sectionCount...)
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
