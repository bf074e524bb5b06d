extension ListDifference: Equatable where Element: Equatable {
  /// Whether two differences have the same counts and the same changes.
  ///
  /// - Complexity: O(*c*), where *c* is the number of changes.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.oldCount == rhs.oldCount && lhs.newCount == rhs.newCount
      && lhs.deletions == rhs.deletions && lhs.insertions == rhs.insertions
      && lhs.moves == rhs.moves && lhs.updates == rhs.updates
  }
}
