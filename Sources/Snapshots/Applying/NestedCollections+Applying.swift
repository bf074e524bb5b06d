extension MutableCollection
where Self: RangeReplaceableCollection, Element: RangeReplaceableCollection, Index == Int {
  /// Updates a model held as sections of elements (such as `[[Row]]`) by a changeset, batch by
  /// batch, as a table view would: moved elements keep their values, inserted and reloaded ones
  /// take the value `element` gives for their identifier.
  ///
  /// ```swift
  /// var rows: [[Row]] = ...           // shows `old`
  /// rows.apply(Changeset(from: old, to: new)) { id in newRows[id]! }
  /// ```
  ///
  /// - Parameters:
  ///   - changeset: The changeset; the model must hold its old snapshot's sections and items.
  ///   - element: The new value of an item.
  /// - Complexity: O(*b* (*n* + *k*)) for *b* batches, *n* items and *k* operations.
  public mutating func apply<SectionIdentifier: Hashable, ItemIdentifier: Hashable>(
    _ changeset: Changeset<SectionIdentifier, ItemIdentifier>,
    element: (ItemIdentifier) -> Element.Element
  ) {
    var sections = map { Array($0) }
    for batch in changeset.batches {
      let snapshot = batch.snapshot
      sections = _applying(
        batch.update, to: sections, afterCounts: snapshot.sectionCounts
      ) { path in element(snapshot._items(inSectionAt: path.section)[path.item]) }
    }
    self = Self(sections.map { Element($0) })
  }
}
