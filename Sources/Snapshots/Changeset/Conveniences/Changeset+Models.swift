extension Changeset {
  /// The changeset between two lists of model values, sections and items identified by their
  /// `id` and compared by `==`: DifferenceKit's `StagedChangeset(source:target:)`, with the
  /// fewest moves and UIKit-legal ``batches``.
  ///
  /// ```swift
  /// let changeset = try Changeset(
  ///   from: [SectionOfItems(inbox, items: oldMessages)],
  ///   to: [SectionOfItems(inbox, items: newMessages)])
  /// for batch in changeset.batches { /* performBatchUpdates */ }
  /// ```
  ///
  /// - Parameters:
  ///   - old: The sections and items shown.
  ///   - new: The sections and items to show.
  ///   - contentChange: How changed items are reported (reload by default).
  /// - Throws: ``SnapshotError`` when an identifier appears twice in either list.
  /// - Complexity: That of
  ///   ``init(from:to:itemContentChanged:sectionContentChanged:reportingContentChangesAs:contentChangedBetween:)``,
  ///   plus one `==` per surviving section and item.
  public init<Section: Identifiable & Equatable, Item: Identifiable & Equatable>(
    from old: [SectionOfItems<Section, Item>], to new: [SectionOfItems<Section, Item>],
    reportingContentChangesAs contentChange: ContentChange = .reload
  ) throws(SnapshotError)
  where SectionIdentifierType == Section.ID, ItemIdentifierType == Item.ID {
    try self.init(
      from: old, to: new, sectionContentChanged: !=, itemContentChanged: !=,
      reportingContentChangesAs: contentChange)
  }

  /// The changeset between two lists of model values, sections and items identified by their
  /// `id`, with content compared by the closures you give (a key path, a version, a timestamp).
  ///
  /// ```swift
  /// let changeset = try Changeset(
  ///   from: oldSections, to: newSections,
  ///   sectionContentChanged: { $0.title != $1.title },
  ///   itemContentChanged: { $0.version != $1.version })
  /// ```
  ///
  /// - Parameters:
  ///   - old: The sections and items shown.
  ///   - new: The sections and items to show.
  ///   - sectionContentChanged: Whether a surviving section's old and new values differ.
  ///   - itemContentChanged: Whether a surviving item's old and new values differ.
  ///   - contentChange: How changed items are reported (reload by default).
  /// - Throws: ``SnapshotError`` when an identifier appears twice in either list.
  /// - Complexity: That of
  ///   ``init(from:to:itemContentChanged:sectionContentChanged:reportingContentChangesAs:contentChangedBetween:)``,
  ///   plus one call of a closure per surviving section and item.
  public init<Section: Identifiable, Item: Identifiable>(
    from old: [SectionOfItems<Section, Item>], to new: [SectionOfItems<Section, Item>],
    sectionContentChanged: @escaping (Section, Section) -> Bool,
    itemContentChanged: @escaping (Item, Item) -> Bool,
    reportingContentChangesAs contentChange: ContentChange = .reload
  ) throws(SnapshotError)
  where SectionIdentifierType == Section.ID, ItemIdentifierType == Item.ID {
    try self.init(
      from: old, to: new, sectionIdentifier: \.id, sectionContentChanged: sectionContentChanged,
      itemContentChanged: itemContentChanged, reportingContentChangesAs: contentChange)
  }

  /// The changeset between two lists of model values whose sections are plain values (a
  /// `String`, an enum): items identified by their `id` and compared by `==`.
  ///
  /// ```swift
  /// let changeset = try Changeset(
  ///   from: [SectionOfItems("Inbox", items: oldMessages)],
  ///   to: [SectionOfItems("Inbox", items: newMessages)])
  /// ```
  ///
  /// A section type that is also `Identifiable` is taken by its `id` (the initializer above)
  /// unless the changeset's type says otherwise.
  ///
  /// - Parameters:
  ///   - old: The sections and items shown.
  ///   - new: The sections and items to show.
  ///   - contentChange: How changed items are reported (reload by default).
  /// - Throws: ``SnapshotError`` when an identifier appears twice in either list.
  /// - Complexity: That of
  ///   ``init(from:to:itemContentChanged:sectionContentChanged:reportingContentChangesAs:contentChangedBetween:)``,
  ///   plus one `==` per surviving item.
  @_disfavoredOverload  // An `Identifiable` section is taken by its `id`: see above.
  public init<Item: Identifiable & Equatable>(
    from old: [SectionOfItems<SectionIdentifierType, Item>],
    to new: [SectionOfItems<SectionIdentifierType, Item>],
    reportingContentChangesAs contentChange: ContentChange = .reload
  ) throws(SnapshotError) where ItemIdentifierType == Item.ID {
    try self.init(
      from: old, to: new, itemContentChanged: !=, reportingContentChangesAs: contentChange)
  }

  /// The changeset between two lists of model values whose sections are plain values, items
  /// identified by their `id`, with content compared by the closure you give.
  ///
  /// ```swift
  /// let changeset = try Changeset(
  ///   from: [SectionOfItems("Inbox", items: oldMessages)],
  ///   to: [SectionOfItems("Inbox", items: newMessages)],
  ///   itemContentChanged: { $0.version != $1.version })
  /// ```
  ///
  /// - Parameters:
  ///   - old: The sections and items shown.
  ///   - new: The sections and items to show.
  ///   - itemContentChanged: Whether a surviving item's old and new values differ.
  ///   - contentChange: How changed items are reported (reload by default).
  /// - Throws: ``SnapshotError`` when an identifier appears twice in either list.
  /// - Complexity: That of
  ///   ``init(from:to:itemContentChanged:sectionContentChanged:reportingContentChangesAs:contentChangedBetween:)``,
  ///   plus one call of `itemContentChanged` per surviving item.
  @_disfavoredOverload  // An `Identifiable` section is taken by its `id`.
  public init<Item: Identifiable>(
    from old: [SectionOfItems<SectionIdentifierType, Item>],
    to new: [SectionOfItems<SectionIdentifierType, Item>],
    itemContentChanged: @escaping (Item, Item) -> Bool,
    reportingContentChangesAs contentChange: ContentChange = .reload
  ) throws(SnapshotError) where ItemIdentifierType == Item.ID {
    try self.init(
      from: old, to: new, sectionIdentifier: { $0 }, sectionContentChanged: nil,
      itemContentChanged: itemContentChanged, reportingContentChangesAs: contentChange)
  }

  /// The changeset between two lists of model values, sections identified by
  /// `sectionIdentifier`, items by their `id`.
  ///
  /// O(the changeset) plus one comparison per surviving section and item.
  @inlinable
  internal init<Section, Item: Identifiable>(
    from old: [SectionOfItems<Section, Item>], to new: [SectionOfItems<Section, Item>],
    sectionIdentifier: (Section) -> SectionIdentifierType,
    sectionContentChanged: ((Section, Section) -> Bool)?,
    itemContentChanged: @escaping (Item, Item) -> Bool,
    reportingContentChangesAs contentChange: ContentChange
  ) throws(SnapshotError) where ItemIdentifierType == Item.ID {
    func snapshot(
      _ sections: [SectionOfItems<Section, Item>]
    ) throws(SnapshotError) -> Snapshot<SectionIdentifierType, Item.ID> {
      try Snapshot(validating: sections.map { (sectionIdentifier($0.section), $0.items.map(\.id)) })
    }
    let oldSnapshot = try snapshot(old)
    let newSnapshot = try snapshot(new)
    // Content by position: the paths index the model arrays directly, with no lookup by id.
    self.init(
      from: oldSnapshot, to: newSnapshot,
      sectionContentChanged: sectionContentChanged.map { changed in
        { identifier in
          changed(
            old[oldSnapshot.indexOfSection(identifier)!].section,
            new[newSnapshot.indexOfSection(identifier)!].section)
        }
      },
      reportingContentChangesAs: contentChange,
      contentChangedBetween: { oldPath, newPath in
        itemContentChanged(
          old[oldPath.section].items[oldPath.item], new[newPath.section].items[newPath.item])
      })
  }
}
