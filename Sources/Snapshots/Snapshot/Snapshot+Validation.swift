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
  /// - Throws: ``SnapshotError`` naming every duplicate section and item identifier and both of
  ///   its positions, the first one a section by section build would meet first.
  /// - Complexity: O(*n* + *s*) expected, where *n* is the number of items and *s* the number of
  ///   sections.
  @inlinable
  package init(
    validatingSections identifiers: [SectionIdentifierType], items: [[ItemIdentifierType]]
  ) throws(SnapshotError) {
    guard let snapshot = Self(uniqueSections: identifiers, items: items) else {
      throw Self._everyDuplicate(identifiers, items)
    }
    self = snapshot
  }

  /// Creates a snapshot from section identifiers and their items, or `nil` at the first repeated
  /// identifier: for callers that resolve duplicates themselves, and so do not want every one
  /// named.
  ///
  /// With `indexSizedToItems`, the item index gets just the slots its items need (four for every
  /// three) rather than the next power of two: up to half the memory, for longer probes
  /// (`Docs/PerformanceHistory.md`, "issue 57, second part"). For snapshots that are
  /// diffed rather than edited or queried, such as a JSON document's.
  ///
  /// - Precondition: `identifiers.count == items.count`.
  /// - Complexity: O(*n* + *s*) expected, where *n* is the number of items and *s* the number of
  ///   sections.
  @inlinable
  package init?(
    uniqueSections identifiers: [SectionIdentifierType], items: [[ItemIdentifierType]],
    indexSizedToItems: Bool = false
  ) {
    _precondition(identifiers.count == items.count, "One list of items per section")
    self.init()
    _itemIndex.sizesToItems = indexSizedToItems
    _sectionPositions.reserveCapacity(identifiers.count)
    _sectionStarts.reserveCapacity(identifiers.count)
    var start = 0
    for (position, sectionIdentifier) in identifiers.enumerated() {
      Self._checkSectionCapacity(items[position].count)
      if _sectionPositions.updateValue(position, forKey: sectionIdentifier) != nil { return nil }
      _sectionStarts.append(start)
      start += items[position].count
    }
    // The items go in first: the index finds an item by reading it at its location.
    _sectionIdentifiers = identifiers
    _sectionItems = items
    if _itemIndex.insertItems(ofSections: 0..<items.count, in: items) != nil { return nil }
    _checkInvariants()
  }

  /// The error naming every duplicate of an input that has one, in the order a section by
  /// section build meets them.
  ///
  /// O(*s* + *n*) expected for *s* sections and *n* items.
  @usableFromInline
  package static func _everyDuplicate(
    _ identifiers: [SectionIdentifierType], _ items: [[ItemIdentifierType]]
  ) -> SnapshotError {
    let resolution = _DuplicateResolution(
      Array(zip(identifiers, items)), key: { $0 }, policy: .reject)
    guard let error = resolution.error else {
      _preconditionFailure("A duplicate was found, then not found again")
    }
    return error
  }

  /// Creates a snapshot from sections of items given by untrusted input, resolving duplicates
  /// by `policy`: `.reject` throws, `.keepFirst` and `.keepLast` drop the other occurrences (a
  /// section with its items) and report each to `droppedDuplicate`.
  ///
  /// ```swift
  /// var dropped: [DroppedDuplicate] = []
  /// let snapshot = try Snapshot(
  ///   validating: [("feed", page1 + page2)], duplicates: .keepFirst
  /// ) { dropped.append($0) }
  /// ```
  ///
  /// - Parameters:
  ///   - sections: Each section identifier with its items, in order.
  ///   - policy: What to do with an identifier given twice.
  ///   - droppedDuplicate: Told of each dropped occurrence, in input order.
  /// - Throws: ``SnapshotError`` naming every duplicate and both of its positions, for `.reject`
  ///   only.
  /// - Complexity: O(*n* + *s*) expected, where *n* is the number of items and *s* the number of
  ///   sections; as much again when there is a duplicate.
  public init(
    validating sections: some Sequence<(SectionIdentifierType, [ItemIdentifierType])>,
    duplicates policy: DuplicatePolicy,
    droppedDuplicate: ((DroppedDuplicate) -> Void)? = nil
  ) throws(SnapshotError) {
    let sections = Array(sections)
    let (identifiers, items) = (sections.map(\.0), sections.map(\.1))
    if let snapshot = Self(uniqueSections: identifiers, items: items) {
      self = snapshot
      return
    }
    guard policy != .reject else { throw Self._everyDuplicate(identifiers, items) }
    let resolution = _DuplicateResolution(sections, key: { $0 }, policy: policy)
    try self.init(validating: resolution.sections)
    for dropped in resolution.dropped { droppedDuplicate?(dropped) }
  }
}
