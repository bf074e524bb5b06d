extension Snapshot: Hashable {
  /// Hashes the sections and items in order, ignoring marks, consistently with `==`.
  ///
  /// - Parameter hasher: The hasher to feed.
  /// - Complexity: O(*n* + *s*), where *n* is the number of items and *s* the number of sections.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(_sectionIdentifiers)
    hasher.combine(_sectionItems)
  }
}
