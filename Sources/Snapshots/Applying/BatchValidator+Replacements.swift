extension _BatchCheck {
  /// Checks that each replaced section is one of the batch's section deletions and one of its
  /// insertions, and is replaced once.
  ///
  /// - Throws: ``BatchValidationError/Code/invalidReplacement``.
  func sectionReplacements() throws(BatchValidationError) {
    try replacements(
      update.replacedSections.map { ($0.from, $0.to) }, deleted: deletedSections,
      inserted: insertedSections
    ) { "section \($0) with section \($1)" }
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
    try replacements(
      update.replacedItems.map { ($0.from, $0.to) }, deleted: deleted, inserted: inserted
    ) { "\(row) at index path (\(path($0))) with (\(path($1)))" }
  }

  /// Checks replacement pairs against the places the batch deletes and inserts; `pairName` names a
  /// pair in the messages.
  private func replacements<Place: Hashable>(
    _ pairs: [(from: Place, to: Place)], deleted: Set<Place>, inserted: Set<Place>,
    _ pairName: (Place, Place) -> String
  ) throws(BatchValidationError) {
    var (from, to): (Set<Place>, Set<Place>) = ([], [])
    for pair in pairs {
      let subject = "replace \(pairName(pair.from, pair.to))"
      guard deleted.contains(pair.from) else {
        throw fail(.invalidReplacement, "attempt to \(subject), which the update does not delete")
      }
      guard inserted.contains(pair.to) else {
        throw fail(.invalidReplacement, "attempt to \(subject), which the update does not insert")
      }
      guard from.insert(pair.from).inserted, to.insert(pair.to).inserted else {
        throw fail(.invalidReplacement, "attempt to \(subject) twice")
      }
    }
  }
}
