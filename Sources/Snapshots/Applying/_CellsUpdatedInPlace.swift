// Reconfigures that carry a payload, performed by a cell updater: the item keeps its cell, which
// the updater changes in place, instead of a new one from the cell provider.

/// The cells of `sections` that the batch's reconfigures with a payload keep, each updated by
/// `updating`, by the path where UIKit's reload arithmetic puts it after the batch (the path the
/// cell provider would otherwise be asked for).
///
/// `updating` is called once per payload, in the order of the paths before the batch.
///
/// - Complexity: O(*p* log *p* + *k*) for *p* payloads and *k* operations.
@inlinable
internal func _cellsUpdatedInPlace<Cell>(
  by update: BatchUpdate, in sections: [[Cell]], payloads: [ItemPath: ChangePayload],
  updating: (inout Cell, ItemPath, ChangePayload) -> Void
) -> [ItemPath: Cell] {
  let arithmetic = _ReloadArithmetic(update)
  var kept: [ItemPath: Cell] = [:]
  kept.reserveCapacity(payloads.count)
  for (path, payload) in payloads.sorted(by: { $0.key < $1.key }) {
    _precondition(
      sections.indices.contains(path.section)
        && sections[path.section].indices.contains(path.item),
      "a payload's path is a reconfigured item's path before the batch")
    var cell = sections[path.section][path.item]
    let newPath = arithmetic.path(path)
    updating(&cell, newPath, payload)
    kept[newPath] = cell
  }
  return kept
}
