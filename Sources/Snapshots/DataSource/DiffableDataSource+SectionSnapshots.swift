// Outlines in a data source: a section can show a SectionSnapshot (its visible items), and
// expanding or collapsing is an apply of the changed section snapshot.

extension DiffableDataSource {
  /// Shows an outline in one section: the section's items become the outline's visible items,
  /// with the differences animated like any apply (expanding inserts the children, collapsing
  /// deletes them).
  ///
  /// ```swift
  /// var sidebar = dataSource.snapshot(for: "sidebar")
  /// sidebar.expand(["Mail"])
  /// dataSource.apply(sidebar, to: "sidebar")
  /// ```
  ///
  /// A section that does not exist is appended, as Apple does. The applies before this one are
  /// shown first; the section snapshot replaces the section's items in the state they leave.
  ///
  /// - Parameters:
  ///   - sectionSnapshot: The outline.
  ///   - section: The section to show it in.
  ///   - animatingDifferences: Whether the batches are animated (default `true`).
  ///   - completion: Runs once, on the main actor, after the view has finished.
  /// - Complexity: O(*v* + *m*) for *v* visible items and *m* items the section held, plus the
  ///   changeset's cost once the apply's turn comes.
  public func apply(
    _ sectionSnapshot: SectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    _enqueue(.batches(animated: animatingDifferences), completion: completion) { latest in
      var snapshot = latest.snapshot._withoutMarks
      if snapshot.indexOfSection(section) == nil { snapshot.appendSections([section]) }
      snapshot.setItems(sectionSnapshot, toSection: section)
      var outlines = latest.outlines
      outlines[section] = sectionSnapshot
      return (snapshot, Self._outlines(outlines, matching: snapshot))
    }
  }

  /// The outline of a section: the section snapshot last applied to it while the section still
  /// shows its visible items, otherwise the section's items as roots; empty for a section that
  /// does not exist.
  ///
  /// - Parameter section: A section identifier.
  /// - Returns: A copy of the outline, as of ``snapshot()``.
  /// - Complexity: O(1) for an applied outline; O(*k*) expected for a section of *k* items.
  public func snapshot(for section: SectionIdentifierType) -> SectionSnapshot<ItemIdentifierType> {
    let latest = _latest
    if let outline = latest.outlines[section] { return outline }
    guard latest.snapshot.indexOfSection(section) != nil else { return SectionSnapshot() }
    return SectionSnapshot(latest.snapshot.itemIdentifiers(inSection: section))
  }
}
