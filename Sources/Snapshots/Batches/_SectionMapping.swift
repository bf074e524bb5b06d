/// Where each section before a batch ends up after it, as UIKit computes it: inserted sections and
/// move destinations take their after-indexes, and the other surviving sections (reloaded ones
/// included) fill the remaining after-indexes in their before order.
@usableFromInline
internal struct _SectionMapping {
  /// For each before-index, the after-index, or -1 for a deleted section.
  @usableFromInline internal var afterIndex: [Int]
  /// For each after-index, the before-index, or -1 for an inserted section.
  @usableFromInline internal var beforeIndex: [Int]

  /// The mapping of a batch whose section operations are in range and consistent; `nil` when the
  /// section counts do not add up.
  @inlinable
  internal init?(_ update: BatchUpdate, beforeCount: Int, afterCount: Int) {
    afterIndex = [Int](repeating: -1, count: beforeCount)
    beforeIndex = [Int](repeating: -1, count: afterCount)
    var isTaken = [Bool](repeating: false, count: afterCount)
    var isPlaced = [Bool](repeating: false, count: beforeCount)
    for section in update.deletedSections { isPlaced[section] = true }
    for section in update.insertedSections { isTaken[section] = true }
    for move in update.movedSections {
      isTaken[move.to] = true
      isPlaced[move.from] = true
      afterIndex[move.from] = move.to
      beforeIndex[move.to] = move.from
    }
    var next = 0
    for section in 0..<beforeCount where !isPlaced[section] {
      while next < afterCount && isTaken[next] { next += 1 }
      guard next < afterCount else { return nil }
      afterIndex[section] = next
      beforeIndex[next] = section
      next += 1
    }
    while next < afterCount && isTaken[next] { next += 1 }
    guard next == afterCount else { return nil }
  }
}
