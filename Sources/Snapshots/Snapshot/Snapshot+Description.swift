extension Snapshot: CustomStringConvertible, CustomDebugStringConvertible {
  /// A readable summary: counts, then one line per section with its items.
  ///
  /// ```
  /// Snapshot(2 sections, 3 items)
  ///   inbox: a, b
  ///   done: (empty)
  /// ```
  ///
  /// - Complexity: O(*n* + *s*), where *n* is the number of items and *s* the number of sections.
  public var description: String {
    var text = "Snapshot(\(numberOfSections) section\(numberOfSections == 1 ? "" : "s"), "
    text += "\(numberOfItems) item\(numberOfItems == 1 ? "" : "s"))"
    for (section, items) in zip(_sectionIdentifiers, _sectionItems) {
      text += "\n  \(section): "
      text += items.isEmpty ? "(empty)" : items.map { "\($0)" }.joined(separator: ", ")
    }
    if !_marks.reloadedSections.isEmpty {
      text += "\n  reloaded sections: "
      text += _marks.reloadedSections.elements.map { "\($0)" }.joined(separator: ", ")
    }
    if !_marks.reloadedItems.isEmpty {
      text +=
        "\n  reloaded items: "
        + _marks.reloadedItems.elements.map { "\($0)" }.joined(separator: ", ")
    }
    if !_marks.reconfiguredItems.isEmpty {
      text += "\n  reconfigured items: "
      text += _marks.reconfiguredItems.elements.map { "\($0)" }.joined(separator: ", ")
    }
    return text
  }

  /// The same text as ``description``.
  ///
  /// - Complexity: O(*n* + *s*), where *n* is the number of items and *s* the number of sections.
  public var debugDescription: String { description }
}
