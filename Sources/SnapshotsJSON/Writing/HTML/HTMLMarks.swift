import Snapshots

/// One operation of a batch as the visual page marks it.
package struct HTMLMark {
  /// The operation, named on the page by its `name` (`data-op`).
  package var operation: OperationKind
  /// The batch, from 0.
  package var batch: Int
  /// Whether this mark is the one that counts the operation: a move or a reload is marked on both
  /// sides, and counted on the NEW side only, so that the page's counted marks add up to the
  /// `summary` of `--format json`.
  package var counted: Bool
}

/// Every operation of a comparison's batches, by the section or item it touches on each side.
package struct HTMLMarks {
  package var oldSections: [JSONKey: [HTMLMark]] = [:]
  package var newSections: [JSONKey: [HTMLMark]] = [:]
  package var oldItems: [JSONKey: [HTMLMark]] = [:]
  package var newItems: [JSONKey: [HTMLMark]] = [:]
  /// The item moves, in batch order: the item and its batch.
  package var itemMoves: [(item: JSONKey, batch: Int)] = []

  /// The marks of `batches`, the batches of `comparison`'s changeset.
  ///
  /// - Complexity: O(*k*) expected for *k* operations.
  package init(_ comparison: Comparison, batches: [Changeset<JSONKey, JSONKey>.Batch]) {
    var before = comparison.old.snapshot
    for (number, batch) in batches.enumerated() {
      addSections(of: batch.update, number, before: before, after: batch.snapshot)
      addItems(of: batch.update, number, before: before, after: batch.snapshot)
      before = batch.snapshot
    }
  }

  private mutating func addSections(
    of update: BatchUpdate, _ batch: Int, before: Snapshot<JSONKey, JSONKey>,
    after: Snapshot<JSONKey, JSONKey>
  ) {
    func mark(_ operation: OperationKind, counted: Bool = true) -> HTMLMark {
      HTMLMark(operation: operation, batch: batch, counted: counted)
    }
    for index in update.plainDeletedSections {
      oldSections[before.section(index), default: []].append(mark(.delete))
    }
    for index in update.plainInsertedSections {
      newSections[after.section(index), default: []].append(mark(.insert))
    }
    for move in update.movedSections {
      let section = after.section(move.to)
      oldSections[section, default: []].append(mark(.move, counted: false))
      newSections[section, default: []].append(mark(.move))
    }
    for index in update.reloadedSections + update.replacedSections.map(\.from) {
      let section = before.section(index)
      oldSections[section, default: []].append(mark(.reload, counted: false))
      newSections[section, default: []].append(mark(.reload))
    }
  }

  private mutating func addItems(
    of update: BatchUpdate, _ batch: Int, before: Snapshot<JSONKey, JSONKey>,
    after: Snapshot<JSONKey, JSONKey>
  ) {
    func mark(_ operation: OperationKind, counted: Bool = true) -> HTMLMark {
      HTMLMark(operation: operation, batch: batch, counted: counted)
    }
    for path in update.plainDeletedItems {
      oldItems[before.item(path), default: []].append(mark(.delete))
    }
    for path in update.plainInsertedItems {
      newItems[after.item(path), default: []].append(mark(.insert))
    }
    for move in update.movedItems {
      let item = after.item(move.to)
      oldItems[item, default: []].append(mark(.move, counted: false))
      newItems[item, default: []].append(mark(.move))
      itemMoves.append((item, batch))
    }
    for path in update.reloadedItems + update.reconfiguredItems + update.replacedItems.map(\.from) {
      let item = before.item(path)
      oldItems[item, default: []].append(mark(.reload, counted: false))
      newItems[item, default: []].append(mark(.reload))
    }
  }
}
