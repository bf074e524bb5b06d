extension Snapshot: Equatable {
  /// Whether two snapshots hold the same sections and items in the same order.
  ///
  /// Like Apple's snapshot equality, this ignores reload and reconfigure marks; compare
  /// ``reloadedItemIdentifiers``, ``reconfiguredItemIdentifiers`` and
  /// ``reloadedSectionIdentifiers`` when they matter.
  ///
  /// - Complexity: O(*n* + *s*), where *n* is the number of items and *s* the number of sections;
  ///   O(1) when both share storage.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._sectionIdentifiers == rhs._sectionIdentifiers && lhs._sectionItems == rhs._sectionItems
  }
}
