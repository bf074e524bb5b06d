/// UIKit's reload arithmetic for one batch: where `performBatchUpdates` puts a reloaded (or
/// reconfigured) section or item.
///
/// UIKit performs a reload as a deletion at its before-index plus an insertion at an index it
/// computes itself: the before-index shifted by the batch's deletions (before coordinates) and
/// insertions (after coordinates) only. Moves are ignored, the batch's own and other sections'
/// (`spec/uikit-batch-rules.md`, "Processing order"; IGListKit #690). Where that index is not
/// where the section or item really ends, UIKit raises (the index is a move destination) or shows
/// other rows than the data source holds.
///
/// Counting moves as deletions at their sources and insertions at their destinations, the same
/// arithmetic gives where a section or item that stays really ends (``init(_:countingMoves:)``).
///
/// Each list is sorted once (not copied when sorted already, as a changeset's are), so that each
/// question is a few binary searches.
@usableFromInline
internal struct _ReloadArithmetic {
  /// The sections that leave (by before-index) and arrive (by after-index), sorted.
  @usableFromInline let removedSections: [Int]
  @usableFromInline let addedSections: [Int]
  /// The items that leave (by before-path) and arrive (by after-path), sorted.
  @usableFromInline let removedItems: [ItemPath]
  @usableFromInline let addedItems: [ItemPath]

  /// The arithmetic of `update`; with `countingMoves`, moves count as a deletion at their source
  /// and an insertion at their destination.
  ///
  /// Deletions inside deleted sections and insertions inside inserted sections never matter: a
  /// reload in a deleted section is an error, and no reload lands in an inserted section.
  ///
  /// - Complexity: O(*k*) for *k* operations when their lists are sorted, else O(*k* log *k*).
  @inlinable
  init(_ update: BatchUpdate, countingMoves: Bool = false) {
    guard countingMoves else {
      removedSections = update.deletedSections._sortedIfNeeded(by: <)
      addedSections = update.insertedSections._sortedIfNeeded(by: <)
      removedItems = update.deletedItems._sortedIfNeeded(by: <)
      addedItems = update.insertedItems._sortedIfNeeded(by: <)
      return
    }
    removedSections = (update.deletedSections + update.movedSections.map(\.from)).sorted()
    addedSections = (update.insertedSections + update.movedSections.map(\.to)).sorted()
    removedItems = (update.deletedItems + update.movedItems.map(\.from)).sorted()
    addedItems = (update.insertedItems + update.movedItems.map(\.to)).sorted()
  }

  /// The arithmetic of `update`, whose deletion and insertion lists are sorted already (as
  /// ``BatchUpdate/sorted()`` leaves them), without checking them again: the check read every
  /// path of the structure batch again, a pass every changeset with batches paid.
  ///
  /// - Precondition: The four lists are sorted ascending (checked with
  ///   `SNAPSHOTS_INTERNAL_CHECKS`).
  /// - Complexity: O(1).
  @inlinable
  init(sorted update: BatchUpdate) {
    removedSections = update.deletedSections
    addedSections = update.insertedSections
    removedItems = update.deletedItems
    addedItems = update.insertedItems
    #if SNAPSHOTS_INTERNAL_CHECKS
      _precondition(
        removedSections == removedSections.sorted() && addedSections == addedSections.sorted()
          && removedItems == removedItems.sorted() && addedItems == addedItems.sorted(),
        "_ReloadArithmetic(sorted:) given unsorted lists")
    #endif
  }

  /// Where the section at `index` (before the batch) lands.
  ///
  /// - Complexity: O(log *k*).
  @inlinable
  func section(_ index: Int) -> Int {
    let kept = index - _lowerBound(index, in: removedSections)
    return _raised(kept, past: addedSections.count) { addedSections[$0] }
  }

  /// Where the item at `path` (before the batch) lands.
  ///
  /// - Complexity: O(log *k*).
  @inlinable
  func path(_ path: ItemPath) -> ItemPath {
    let section = self.section(path.section)
    let removedBelow =
      _lowerBound(path, in: removedItems)
      - _lowerBound(ItemPath(item: .min, section: path.section), in: removedItems)
    let start = _lowerBound(ItemPath(item: .min, section: section), in: addedItems)
    let end = _lowerBound(ItemPath(item: .min, section: section + 1), in: addedItems)
    let item = _raised(path.item - removedBelow, past: end - start) { addedItems[start + $0].item }
    return ItemPath(item: item, section: section)
  }
}

/// `index` raised past each of `count` sorted, distinct arrivals (`added(0)`, `added(1)`, …) at or
/// below it, in ascending order.
///
/// The raise is the first *j* with `added(j) - j > index`: a binary search, since `added(j) - j`
/// never decreases.
///
/// - Complexity: O(log `count`).
@inlinable
internal func _raised(_ index: Int, past count: Int, _ added: (Int) -> Int) -> Int {
  var low = 0
  var high = count
  while low < high {
    let middle = (low + high) / 2
    if added(middle) - middle <= index { low = middle + 1 } else { high = middle }
  }
  return index + low
}

extension BatchUpdate {
  /// Where UIKit puts the reload (or reconfigure) of the item at `path` when it performs this
  /// batch: `path` shifted by the batch's deletions (before coordinates) and insertions (after
  /// coordinates), moves ignored.
  ///
  /// A reload is safe under every published reading of UIKit only when this is `path` itself
  /// and the item also ends at `path` (``BatchValidator/ReloadRule/inPlace``); a changeset
  /// stages its reloads so.
  ///
  /// ```swift
  /// let update = BatchUpdate(
  ///   movedItems: [.init(from: ItemPath(item: 1, section: 0), to: ItemPath(item: 0, section: 0))],
  ///   reloadedItems: [ItemPath(item: 0, section: 0)])
  /// update.uikitPath(ofReloadedItemAt: ItemPath(item: 0, section: 0))  // [0, 0], the move's
  /// ```
  ///
  /// - Parameter path: The item's path before the batch.
  /// - Returns: The path after the batch at which UIKit inserts the item's new cell.
  /// - Complexity: O(*k*) for *k* operations (O(*k* log *k*) when the lists are not sorted).
  public func uikitPath(ofReloadedItemAt path: ItemPath) -> ItemPath {
    _ReloadArithmetic(self).path(path)
  }

  /// Where UIKit puts the reload of the section at `index` when it performs this batch: `index`
  /// shifted by the batch's section deletions and insertions, moves ignored.
  ///
  /// - Parameter index: The section's index before the batch.
  /// - Returns: The index after the batch at which UIKit inserts the reloaded section.
  /// - Complexity: O(*k*) for *k* operations (O(*k* log *k*) when the lists are not sorted).
  public func uikitIndex(ofReloadedSection index: Int) -> Int {
    _ReloadArithmetic(self).section(index)
  }
}
