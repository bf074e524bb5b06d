// The structure batch: deletions, insertions, item moves and the reloads and reconfigures that
// stay in place, with the replacements written in.

extension Changeset._Staging {
  /// Whether the structure batch touches a section that moves: the section moves then need a
  /// batch of their own.
  @inlinable
  func structureTouchesMovedSections(_ lists: _ItemLists) -> Bool {
    let (movedOld, movedNew) = (self.movedOld, self.movedNew)
    return lists.deletions.contains { movedOld.contains($0.path.section) }
      || lists.insertions.contains { movedNew.contains($0.path.section) }
      || lists.moves.contains {
        movedOld.contains($0.from.section) || movedNew.contains($0.to.section)
      }
      || lists.replacements.contains {
        movedOld.contains($0.oldPath.section) || movedNew.contains($0.newPath.section)
      }
      || lists.immediateReloads.contains { movedOld.contains($0.oldPath.section) }
      || lists.immediateReconfigures.contains { movedOld.contains($0.oldPath.section) }
      || covered.contains { movedOld.contains($0.oldIndex) }
  }

  /// Whether the section-move batch leaves every deferred reload and reconfigure in place (none
  /// is in a moved section, and each section keeps its index): they then join that batch.
  @inlinable
  func deferredStayPut(_ lists: _ItemLists, intermediateIndex index: [Int]) -> Bool {
    let movedNew = self.movedNew
    func staysPut(_ section: Int) -> Bool {
      !movedNew.contains(section) && index[section] == section
    }
    return deferredSections.allSatisfy { staysPut($0.newIndex) }
      && lists.deferredReconfigures.allSatisfy { staysPut($0.newPath.section) }
  }

  /// The structure batch, which replaces the immediate reloads it would displace and moves the
  /// immediate reconfigures it would displace to the deferred.
  ///
  /// It holds the section deletions and insertions, the covered section reloads, the replaced
  /// sections, every item deletion, insertion and move, the replacements, and the immediate
  /// reloads and reconfigures that it leaves in place; with the section moves when
  /// `withSectionMoves`.
  @inlinable
  func structureBatch(
    _ lists: inout _ItemLists, intermediateIndex: [Int], withSectionMoves: Bool
  ) -> BatchUpdate {
    func afterStructure(_ path: ItemPath) -> ItemPath {
      ItemPath(item: path.item, section: intermediateIndex[path.section])
    }
    var batch = sectionsOfStructureBatch(intermediateIndex, withSectionMoves: withSectionMoves)
    batch.deletedItems = lists.deletions.map(\.path)
    batch.insertedItems = lists.insertions.map { afterStructure($0.path) }._sortedIfNeeded(by: <)
    // In source order already, as `movesInSourceOrder` returns them.
    batch.movedItems = movesInSourceOrder(lists.moves, afterStructure)
    replace(lists.replacements, in: &batch, afterStructure)
    guard !lists.immediateReloads.isEmpty || !lists.immediateReconfigures.isEmpty else {
      return batch
    }
    // Replacing the displaced reloads below leaves the others in place: each is an item that
    // stays in its section, as they do, so it leaves and arrives on the same side of each.
    let arithmetic = _ReloadArithmetic(sorted: batch)
    func inPlace(_ update: ItemUpdate) -> Bool {
      afterStructure(update.newPath) == update.oldPath
        && arithmetic.path(update.oldPath) == update.oldPath
    }
    let reloads = lists.immediateReloads._split(by: inPlace)
    let reconfigures = lists.immediateReconfigures._split(by: inPlace)
    batch.reloadedItems = reloads.kept.map(\.oldPath)._sortedIfNeeded(by: <)
    batch.reconfiguredItems = reconfigures.kept.map(\.oldPath)._sortedIfNeeded(by: <)
    replace(reloads.rest, in: &batch, afterStructure)
    // Both lists are in new-path order: merged, the deferred batch needs no sort.
    lists.deferredReconfigures = lists.deferredReconfigures._merged(with: reconfigures.rest) {
      $0.newPath < $1.newPath
    }
    return batch
  }

  /// The structure batch's section operations: deletions and insertions (the replaced sections
  /// among them), the covered reloads, and the section moves when `withSectionMoves`; sorted.
  @inlinable
  func sectionsOfStructureBatch(
    _ intermediateIndex: [Int], withSectionMoves: Bool
  )
    -> BatchUpdate
  {
    let sections = changeset.sections
    let replacedSections = replaced.map {
      BatchUpdate.IndexMove(from: $0.oldIndex, to: intermediateIndex[$0.newIndex])
    }
    return BatchUpdate(
      deletedSections: sections.deletions.map(\.offset) + replacedSections.map(\.from),
      insertedSections: sections.insertions.map { intermediateIndex[$0.offset] }
        + replacedSections.map(\.to),
      movedSections: withSectionMoves
        ? sectionMoves.map { .init(from: $0.source, to: $0.destination) } : [],
      reloadedSections: covered.map(\.oldIndex),
      replacedSections: replacedSections
    ).sorted()
  }

  /// Writes `updates` (reloads, in new-path order) into the structure batch as replacements:
  /// deletions at their old paths, insertions at their paths after the batch.
  ///
  /// O(*k* + *r* log *r*) for *k* deletions and insertions and *r* replacements (O(*k* + *r*)
  /// when their old paths are in order, as they are for items that stay in their sections).
  @inlinable
  func replace(
    _ updates: [ItemUpdate], in batch: inout BatchUpdate, _ after: (ItemPath) -> ItemPath
  ) {
    guard !updates.isEmpty else { return }
    let pairs = updates.map { BatchUpdate.PathMove(from: $0.oldPath, to: after($0.newPath)) }
      ._sortedIfNeeded { $0.from < $1.from }
    batch.deletedItems = batch.deletedItems._merged(with: pairs.map(\.from), by: <)
    batch.insertedItems = batch.insertedItems._merged(
      with: pairs.map(\.to)._sortedIfNeeded(by: <), by: <)
    batch.replacedItems = batch.replacedItems._merged(with: pairs) { $0.from < $1.from }
  }
}
