extension SectionSnapshot: Equatable {
  /// Whether two section snapshots have the same trees (items, order, parents) and the same
  /// expansion states.
  ///
  /// - Complexity: O(*n*) expected for *n* items.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._roots == rhs._roots && lhs._nodes == rhs._nodes
  }
}
