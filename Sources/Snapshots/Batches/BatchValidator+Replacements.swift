extension _BatchCheck {
  /// Checks that each replaced section is one of the batch's section deletions and one of its
  /// insertions, and is replaced once.
  ///
  /// - Throws: ``BatchValidationError/Code/invalidReplacement``.
  func sectionReplacements() throws(BatchValidationError) {
    try replacements(
      update.replacedSections.map { ($0.from, $0.to) }, .replacedSections,
      deleted: deletedSections, inserted: insertedSections
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
      update.replacedItems.map { ($0.from, $0.to) }, .replacedItems, deleted: deleted,
      inserted: inserted
    ) { "\(row) at index path \(enclosed($0)) with \(enclosed($1))" }
  }

  /// Checks replacement pairs against the places the batch deletes and inserts; `pairName` names a
  /// pair in the messages.
  private func replacements<Place: Hashable>(
    _ pairs: [(from: Place, to: Place)], _ list: BatchValidationError.Operation.List,
    deleted: Set<Place>, inserted: Set<Place>, _ pairName: (Place, Place) -> String
  ) throws(BatchValidationError) {
    var (from, to): (Set<Place>, Set<Place>) = ([], [])
    for (index, pair) in pairs.enumerated() {
      let subject = "replace \(pairName(pair.from, pair.to))"
      let operation = BatchValidationError.Operation(list, index)
      guard deleted.contains(pair.from) else {
        throw fail(
          .invalidReplacement, "attempt to \(subject), which the update does not delete",
          at: operation)
      }
      guard inserted.contains(pair.to) else {
        throw fail(
          .invalidReplacement, "attempt to \(subject), which the update does not insert",
          at: operation)
      }
      guard from.insert(pair.from).inserted, to.insert(pair.to).inserted else {
        throw fail(.invalidReplacement, "attempt to \(subject) twice", at: operation)
      }
    }
  }
}
