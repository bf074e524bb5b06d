/// Performs a batch on sections of cells as UIKit does: deleted and moved-out items leave, the
/// remaining items of each surviving section fill, in order, the places that insertions and move
/// destinations leave free, moved items keep their cells, and inserted, reloaded and reconfigured
/// items (and every item of an inserted or reloaded section) get fresh cells from `cell`.
///
/// The batch must have passed ``BatchValidator``.
///
/// - Complexity: O(*n* + *k*) for *n* cells after the batch and *k* operations.
@inlinable
internal func _applying<Cell>(
  _ update: BatchUpdate, to sections: [[Cell]], afterCounts: [Int],
  cell: (ItemPath) -> Cell
) -> [[Cell]] {
  let mapping = _SectionMapping(update, beforeCount: sections.count, afterCount: afterCounts.count)!
  var fresh = Set(update.insertedSections)
  for section in update.reloadedSections { fresh.insert(mapping.afterIndex[section]) }
  // Items that leave their place, and places that are taken, per section.
  var leaving: [Int: Set<Int>] = [:]
  var taken: [Int: [Int: Cell?]] = [:]
  for item in update.deletedItems { leaving[item.section, default: []].insert(item.item) }
  for move in update.movedItems {
    leaving[move.from.section, default: []].insert(move.from.item)
    taken[move.to.section, default: [:]][move.to.item] = sections[move.from.section][move.from.item]
  }
  for item in update.insertedItems { taken[item.section, default: [:]][item.item] = .some(nil) }
  var renewed: [Int: Set<Int>] = [:]
  for item in update.reloadedItems + update.reconfiguredItems {
    renewed[item.section, default: []].insert(item.item)
  }
  var result: [[Cell]] = []
  result.reserveCapacity(afterCounts.count)
  for section in afterCounts.indices {
    let count = afterCounts[section]
    let source = mapping.beforeIndex[section]
    if source < 0 || fresh.contains(section) {
      result.append((0..<count).map { cell(ItemPath(item: $0, section: section)) })
      continue
    }
    let placed = taken[section] ?? [:]
    let gone = leaving[source] ?? []
    let renew = renewed[source] ?? []
    var cells: [Cell] = []
    cells.reserveCapacity(count)
    var next = 0
    for item in 0..<count {
      if let fixed = placed[item] {
        cells.append(fixed ?? cell(ItemPath(item: item, section: section)))
        continue
      }
      while gone.contains(next) { next += 1 }
      cells.append(
        renew.contains(next) ? cell(ItemPath(item: item, section: section)) : sections[source][next]
      )
      next += 1
    }
    result.append(cells)
  }
  return result
}
