extension _BatchCheck {
  /// Checks that each replaced section is one of the batch's section deletions and one of its
  /// insertions, and is replaced once.
  ///
  /// - Throws: ``BatchValidationError/Code/invalidReplacement``.
  func sectionReplacements() throws(BatchValidationError) {
    var (from, to): (Set<Int>, Set<Int>) = ([], [])
    for pair in update.replacedSections {
      guard deletedSections.contains(pair.from), insertedSections.contains(pair.to) else {
        throw fail(
          .invalidReplacement,
          "attempt to replace section \(pair.from) with section \(pair.to), which the update does not \(deletedSections.contains(pair.from) ? "insert" : "delete")"
        )
      }
      guard from.insert(pair.from).inserted, to.insert(pair.to).inserted else {
        throw fail(
          .invalidReplacement, "attempt to replace section \(pair.from) or section \(pair.to) twice"
        )
      }
    }
  }

  /// Checks that each replaced item is one of the batch's item deletions and one of its
  /// insertions (outside deleted and inserted sections), and is replaced once.
  ///
  /// - Parameters:
  ///   - deleted: The item deletions outside deleted sections.
  ///   - inserted: The item insertions outside inserted sections.
  /// - Throws: ``BatchValidationError/Code/invalidReplacement``.
  func itemReplacements(
    deleted: Set<ItemPath>, inserted: Set<ItemPath>
  ) throws(BatchValidationError) {
    var (from, to): (Set<ItemPath>, Set<ItemPath>) = ([], [])
    for pair in update.replacedItems {
      guard deleted.contains(pair.from), inserted.contains(pair.to) else {
        throw fail(
          .invalidReplacement,
          "attempt to replace \(row) at index path (\(path(pair.from))) with (\(path(pair.to))), which the update does not \(deleted.contains(pair.from) ? "insert" : "delete")"
        )
      }
      guard from.insert(pair.from).inserted, to.insert(pair.to).inserted else {
        throw fail(
          .invalidReplacement,
          "attempt to replace \(row) at index path (\(path(pair.from))) or (\(path(pair.to))) twice"
        )
      }
    }
  }
}
