/// Performs a batch on sections of cells as UIKit does.
///
/// Deleted and moved-out items leave, the remaining items of each surviving section fill, in order, the places that insertions and move
/// destinations leave free, moved items keep their cells, and inserted items (and every item of
/// an inserted section) get fresh cells from `cell`. Each reload and reconfigure is a deletion
/// plus an insertion where UIKit's arithmetic puts it (``BatchUpdate/_splittingReloads()``), so
/// a displaced reload shows the wrong cells here as on a device.
///
/// The batch must have passed ``BatchValidator``, except for where its reloads land.
///
/// - Complexity: O(*n* + *k* log *k*) for *n* cells after the batch and *k* operations.
@inlinable
internal func _applying<Cell>(
  _ update: BatchUpdate, to sections: [[Cell]], afterCounts: [Int],
  cell: (ItemPath) -> Cell
) -> [[Cell]] {
  let update = update._splittingReloads()
  let mapping = _SectionMapping(update, beforeCount: sections.count, afterCount: afterCounts.count)!
  // Items that leave their place, and places that are taken, per section.
  var leaving: [Int: Set<Int>] = [:]
  var taken: [Int: [Int: Cell?]] = [:]
  for item in update.deletedItems { leaving[item.section, default: []].insert(item.item) }
  for move in update.movedItems {
    leaving[move.from.section, default: []].insert(move.from.item)
    taken[move.to.section, default: [:]][move.to.item] = sections[move.from.section][move.from.item]
  }
  for item in update.insertedItems { taken[item.section, default: [:]][item.item] = .some(nil) }
  var result: [[Cell]] = []
  result.reserveCapacity(afterCounts.count)
  for section in afterCounts.indices {
    let count = afterCounts[section]
    let source = mapping.beforeIndex[section]
    if source < 0 {
      result.append((0..<count).map { cell(ItemPath(item: $0, section: section)) })
      continue
    }
    let placed = taken[section] ?? [:]
    let gone = leaving[source] ?? []
    var cells: [Cell] = []
    cells.reserveCapacity(count)
    var next = 0
    for item in 0..<count {
      if let fixed = placed[item] {
        cells.append(fixed ?? cell(ItemPath(item: item, section: section)))
        continue
      }
      while gone.contains(next) { next += 1 }
      // A displaced reload can leave fewer cells than the data source counts: the new cell
      // stands in, and the caller's check of the cells reports the mismatch.
      cells.append(
        next < sections[source].count
          ? sections[source][next] : cell(ItemPath(item: item, section: section)))
      next += 1
    }
    result.append(cells)
  }
  return result
}

extension BatchUpdate {
  /// The batch as UIKit performs it: each section reload, item reload and reconfigure a deletion
  /// at its before-index plus an insertion where UIKit's arithmetic puts it.
  ///
  /// - Complexity: O(*k* log *k*) for *k* operations; O(1) without reloads.
  @inlinable
  internal func _splittingReloads() -> BatchUpdate {
    let renewed = reloadedItems + reconfiguredItems
    guard !reloadedSections.isEmpty || !renewed.isEmpty else { return self }
    let arithmetic = _ReloadArithmetic(self)
    var result = self
    result.deletedSections += reloadedSections
    result.insertedSections += reloadedSections.map(arithmetic.section)
    result.deletedItems += renewed
    result.insertedItems += renewed.map(arithmetic.path)
    result.reloadedSections = []
    result.reloadedItems = []
    result.reconfiguredItems = []
    return result
  }
}
