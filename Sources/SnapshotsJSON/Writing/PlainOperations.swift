import Snapshots

// What the text, the page and the summary show of a batch: a replacement (a reload written as a
// deletion plus an insertion) is one reload, so its two halves are not shown as a deletion and an
// insertion.

extension BatchUpdate {
  /// The section deletions that are not the first half of a replacement.
  ///
  /// - Complexity: O(*k*) for *k* section operations.
  var plainDeletedSections: [Int] { deletedSections._without(replacedSections.map(\.from)) }
  /// The section insertions that are not the second half of a replacement.
  var plainInsertedSections: [Int] { insertedSections._without(replacedSections.map(\.to)) }
  /// The item deletions that are not the first half of a replacement.
  var plainDeletedItems: [ItemPath] { deletedItems._without(replacedItems.map(\.from)) }
  /// The item insertions that are not the second half of a replacement.
  var plainInsertedItems: [ItemPath] { insertedItems._without(replacedItems.map(\.to)) }
}

extension Array where Element: Hashable {
  /// The elements that `removed` does not hold, in order; the array itself when it is empty.
  fileprivate func _without(_ removed: [Element]) -> [Element] {
    guard !removed.isEmpty else { return self }
    let removed = Set(removed)
    return filter { !removed.contains($0) }
  }
}
