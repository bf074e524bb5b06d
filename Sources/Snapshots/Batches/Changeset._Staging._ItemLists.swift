// The item operations of a changeset sorted into the batches they belong to, and how they are
// sorted.

extension Changeset._Staging {
  /// The item operations of a changeset, sorted into the batches they belong to.
  @usableFromInline
  internal struct _ItemLists {
    /// The structure batch's deletions, insertions and moves (old and new paths).
    @usableFromInline var deletions: [ItemChange]
    @usableFromInline var insertions: [ItemChange]
    @usableFromInline var moves: [ItemMove]
    /// Reloads of items that move: replaced in the structure batch, in new-path order.
    @usableFromInline var replacements: [ItemUpdate]
    /// Reloads and reconfigures of items that do not move: in the structure batch, in place
    /// or (reloads) replaced.
    @usableFromInline var immediateReloads: [ItemUpdate]
    @usableFromInline var immediateReconfigures: [ItemUpdate]
    /// Reconfigures that must follow the moves, in new-path order.
    @usableFromInline var deferredReconfigures: [ItemUpdate]

    @inlinable
    init(
      deletions: [ItemChange], insertions: [ItemChange], moves: [ItemMove],
      replacements: [ItemUpdate], immediateReloads: [ItemUpdate],
      immediateReconfigures: [ItemUpdate], deferredReconfigures: [ItemUpdate]
    ) {
      self.deletions = deletions
      self.insertions = insertions
      self.moves = moves
      self.replacements = replacements
      self.immediateReloads = immediateReloads
      self.immediateReconfigures = immediateReconfigures
      self.deferredReconfigures = deferredReconfigures
    }
  }

  /// The item operations, without those that covered and replaced sections take care of (the
  /// whole lists, uncopied, when there are none), the reloads of moved items taken out of the
  /// moves as replacements, and the other reloads and reconfigures split into immediate and
  /// deferred.
  @inlinable
  func itemLists() -> _ItemLists {
    let changeset = self.changeset
    let (wholeOld, wholeNew) = (self.wholeOld, self.wholeNew)
    let deferredSectionsNew = self.deferredSectionsNew
    func listed(
      _ updates: [ItemUpdate], _ whole: Set<Int>, _ section: (ItemUpdate) -> Int
    )
      -> [ItemUpdate]
    {
      guard !whole.isEmpty || !deferredSectionsNew.isEmpty else { return updates }
      return updates.filter {
        !whole.contains(section($0)) && !deferredSectionsNew.contains($0.newPath.section)
      }
    }
    let reloads = Self.split(changeset.reloadedItems, byMoves: changeset.movedItems)
    let reconfigures = Self.split(changeset.reconfiguredItems, byMoves: changeset.movedItems)
    let replacements = listed(reloads.moving, wholeNew) { $0.newPath.section }
    var moves = Self.moves(changeset.movedItems, without: replacements)
    if !wholeOld.isEmpty { moves.removeAll { wholeOld.contains($0.from.section) } }
    return _ItemLists(
      deletions: wholeOld.isEmpty
        ? changeset.deletedItems
        : changeset.deletedItems.filter { !wholeOld.contains($0.path.section) },
      insertions: wholeNew.isEmpty
        ? changeset.insertedItems
        : changeset.insertedItems.filter { !wholeNew.contains($0.path.section) },
      moves: moves, replacements: replacements,
      immediateReloads: listed(reloads.staying, wholeOld) { $0.oldPath.section },
      immediateReconfigures: listed(reconfigures.staying, wholeOld) { $0.oldPath.section },
      deferredReconfigures: listed(reconfigures.moving, wholeNew) { $0.newPath.section })
  }

  /// The updates (in new-path order) of items that stay, and of items that move: those whose
  /// new path is the destination of one of `moves` (in destination order), found in one pass
  /// over both lists, without hashing.
  ///
  /// O(*u* + *m*) for *u* updates and *m* moves; O(1) when either is empty.
  @inlinable
  static func split(
    _ updates: [ItemUpdate], byMoves moves: [ItemMove]
  )
    -> (staying: [ItemUpdate], moving: [ItemUpdate])
  {
    guard !updates.isEmpty && !moves.isEmpty else { return (updates, []) }
    var next = moves.startIndex
    let (staying, moving) = updates._split { update in
      while next < moves.endIndex && moves[next].to < update.newPath { next += 1 }
      return next == moves.endIndex || moves[next].to != update.newPath
    }
    return (staying, moving)
  }

  /// `moves` (in destination order) without those of the `replaced` items (in new-path order),
  /// found in one pass over both lists.
  ///
  /// O(*m* + *r*) for *m* moves and *r* replacements; O(1) when there are none.
  @inlinable
  static func moves(_ moves: [ItemMove], without replaced: [ItemUpdate]) -> [ItemMove] {
    guard !replaced.isEmpty else { return moves }
    var next = replaced.startIndex
    return moves.filter { move in
      while next < replaced.endIndex && replaced[next].newPath < move.to { next += 1 }
      return next == replaced.endIndex || replaced[next].newPath != move.to
    }
  }
}
