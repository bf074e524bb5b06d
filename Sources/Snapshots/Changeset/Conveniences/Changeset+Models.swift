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
    func snapshot(
      _ sections: [SectionOfItems<Section, Item>]
    ) throws(SnapshotError)
      -> Snapshot<Section.ID, Item.ID>
    {
      try Snapshot(validating: sections.map { ($0.section.id, $0.items.map(\.id)) })
    }
    let oldSnapshot = try snapshot(old)
    let newSnapshot = try snapshot(new)
    // Content by position: the paths index the model arrays directly, with no lookup by id.
    self.init(
      from: oldSnapshot, to: newSnapshot,
      sectionContentChanged: { identifier in
        sectionContentChanged(
          old[oldSnapshot.indexOfSection(identifier)!].section,
          new[newSnapshot.indexOfSection(identifier)!].section)
      },
      reportingContentChangesAs: contentChange,
      contentChangedBetween: { oldPath, newPath in
        itemContentChanged(
          old[oldPath.section].items[oldPath.item], new[newPath.section].items[newPath.item])
      })
  }
}
