// Section titles: headers, footers and the section index at a table's edge, answered from what
// the view shows.

extension DiffableDataSource {
  /// The header title of the section the view shows at an index (`titleForHeaderInSection`).
  ///
  /// - Parameter index: A section index in the view.
  /// - Returns: ``headerTitleProvider``'s title, or `nil` without a provider or section.
  /// - Complexity: O(1) plus the provider.
  public func titleForHeader(inSection index: Int) -> String? {
    guard let section = sectionIdentifier(for: index) else { return nil }
    return headerTitleProvider?(section, index)
  }

  /// The footer title of the section the view shows at an index (`titleForFooterInSection`).
  ///
  /// - Parameter index: A section index in the view.
  /// - Returns: ``footerTitleProvider``'s title, or `nil` without a provider or section.
  /// - Complexity: O(1) plus the provider.
  public func titleForFooter(inSection index: Int) -> String? {
    guard let section = sectionIdentifier(for: index) else { return nil }
    return footerTitleProvider?(section, index)
  }

  /// The titles of the section index (`sectionIndexTitles(for:)`): one for each section the view
  /// shows that ``sectionIndexTitleProvider`` gives a title, in section order; `nil` without a
  /// provider.
  ///
  /// - Complexity: O(*s*) for *s* sections, plus the provider.
  public var sectionIndexTitles: [String]? {
    guard sectionIndexTitleProvider != nil else { return nil }
    return _sectionIndexEntries().map(\.title)
  }

  /// The section a tap on the section index scrolls to (`sectionForSectionIndexTitle`).
  ///
  /// - Parameters:
  ///   - title: The title tapped.
  ///   - index: Its position in ``sectionIndexTitles``.
  /// - Returns: The index of the section with that entry; the entry at `index` when the title
  ///   matches it, else the first entry with the title, else 0.
  /// - Complexity: O(*s*) for *s* sections, plus the provider.
  public func section(forSectionIndexTitle title: String, at index: Int) -> Int {
    let entries = _sectionIndexEntries()
    if entries.indices.contains(index) && entries[index].title == title {
      return entries[index].section
    }
    return entries.first { $0.title == title }?.section ?? 0
  }

  /// The section index's entries: each title with the index of its section.
  private func _sectionIndexEntries() -> [(title: String, section: Int)] {
    guard let provider = sectionIndexTitleProvider else { return [] }
    return _displayed.snapshot.sectionIdentifiers.enumerated().compactMap { index, section in
      provider(section).map { ($0, index) }
    }
  }
}
