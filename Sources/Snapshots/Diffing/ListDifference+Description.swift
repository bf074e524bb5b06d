extension ListDifference: CustomStringConvertible {
  /// A compact summary of the changes, one kind per group.
  ///
  /// ```
  /// ListDifference(4 -> 4: -[3] +[3] move[0->2] update[])
  /// ```
  ///
  /// - Complexity: O(*c*), where *c* is the number of changes.
  public var description: String {
    let deleted = deletions.map { "\($0.offset)" }.joined(separator: ",")
    let inserted = insertions.map { "\($0.offset)" }.joined(separator: ",")
    let moved = moves.map { "\($0.source)->\($0.destination)" }.joined(separator: ",")
    let updated = updates.map { "\($0.oldOffset)->\($0.newOffset)" }.joined(separator: ",")
    return "ListDifference(\(oldCount) -> \(newCount): -[\(deleted)] +[\(inserted)]"
      + " move[\(moved)] update[\(updated)])"
  }
}
