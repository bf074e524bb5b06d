extension Changeset {
  /// The same change with every move reported as a deletion and an insertion (Android
  /// `DiffUtil`'s `detectMoves: false`), for lists that animate moves badly or not at all.
  ///
  /// A moved section is deleted and inserted with its items; an item that moved is deleted from
  /// its old place and inserted at its new one (unless its section comes or goes whole); content
  /// changes of what is inserted anew are dropped. ``batches`` and ``steps`` follow.
  ///
  /// ```swift
  /// let plain = Changeset(from: old, to: new).withoutMoves
  /// ```
  ///
  /// - Complexity: O(*s* + *c* log *c*) for *s* sections and *c* changes.
  public var withoutMoves: Changeset {
    guard !sections.moves.isEmpty || !movedItems.isEmpty else { return self }
    let movedOld = Set(sections.moves.map(\.source))
    let movedNew = Set(sections.moves.map(\.destination))
    let movedIdentifiers = Set(movedItems.map(\.identifier))
    var deleted = deletedItems.filter { !movedOld.contains($0.path.section) }
    var inserted = insertedItems.filter { !movedNew.contains($0.path.section) }
    for move in movedItems {
      if !movedOld.contains(move.from.section) {
        deleted.append(ItemChange(path: move.from, identifier: move.identifier))
      }
      if !movedNew.contains(move.to.section) {
        inserted.append(ItemChange(path: move.to, identifier: move.identifier))
      }
    }
    func stays(_ update: ItemUpdate) -> Bool {
      !movedOld.contains(update.oldPath.section) && !movedIdentifiers.contains(update.identifier)
    }
    var result = Changeset(
      old: old, new: new, sections: sections.withoutMoves,
      reloadedSections: reloadedSections.filter { !movedOld.contains($0.oldIndex) },
      deletedItems: deleted.sorted { $0.path < $1.path },
      insertedItems: inserted.sorted { $0.path < $1.path }, movedItems: [],
      reloadedItems: reloadedItems.filter(stays),
      reconfiguredItems: reconfiguredItems.filter(stays))
    result.payloads = payloads
    result._checkInvariants()
    return result
  }

}
