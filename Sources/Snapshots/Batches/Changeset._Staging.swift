// The working state of staging (`Changeset.batches`): which section reloads are covered,
// replaced or deferred, and the order in which the batches are made.

extension Changeset {
  /// The working state of staging.
  @usableFromInline
  internal struct _Staging {
    // The changeset's records, by the names staging's extensions use (they are outside the
    // changeset's scope).
    @usableFromInline typealias ItemChange = Changeset.ItemChange
    @usableFromInline typealias ItemMove = Changeset.ItemMove
    @usableFromInline typealias ItemUpdate = Changeset.ItemUpdate
    @usableFromInline typealias SectionUpdate = Changeset.SectionUpdate

    @usableFromInline let changeset: Changeset
    /// The section moves that the batches perform: every move but those of replaced sections.
    @usableFromInline var sectionMoves: [ListDifference<SectionIdentifierType>.Move]
    /// Old and new indexes of the sections the batches move.
    @usableFromInline var movedOld: _DenseIndexSet
    @usableFromInline var movedNew: _DenseIndexSet
    /// Reloaded sections reloaded in the structure batch, whose reload covers all their item
    /// changes.
    @usableFromInline var covered: [SectionUpdate] = []
    /// Reloaded sections replaced in the structure batch (deleted and inserted with their items).
    @usableFromInline var replaced: [SectionUpdate] = []
    /// The old indexes of replaced sections that the changeset moves: not moved by the batches.
    @usableFromInline var replacedMovedOld: Set<Int> = []
    /// The covered and replaced sections by old and new index: their items are not listed.
    @usableFromInline var wholeOld: Set<Int> = []
    @usableFromInline var wholeNew: Set<Int> = []
    /// Reloaded sections that wait for the last batch (they exchange items with other sections),
    /// by new index.
    @usableFromInline var deferredSections: [SectionUpdate] = []
    @usableFromInline var deferredSectionsNew: Set<Int> = []

    @inlinable
    init(_ changeset: Changeset) {
      self.changeset = changeset
      sectionMoves = changeset.sections.moves
      movedOld = _DenseIndexSet(sectionMoves.lazy.map(\.source))
      movedNew = _DenseIndexSet(sectionMoves.lazy.map(\.destination))
      // Only reloaded sections ask which sections exchange items: a changeset without them does
      // not read its moves here.
      guard !changeset.reloadedSections.isEmpty else { return }
      var exchangingOld: Set<Int> = []
      var exchangingNew: Set<Int> = []
      for move in changeset.movedItems
      where changeset.sections._oldToNew[move.from.section] != move.to.section {
        exchangingOld.insert(move.from.section)
        exchangingNew.insert(move.to.section)
      }
      for section in changeset.reloadedSections {
        if exchangingOld.contains(section.oldIndex) || exchangingNew.contains(section.newIndex) {
          deferredSections.append(section)
          deferredSectionsNew.insert(section.newIndex)
          continue
        }
        wholeOld.insert(section.oldIndex)
        wholeNew.insert(section.newIndex)
        if movedOld.contains(section.oldIndex) {
          // Moved, so displaced: replaced in the structure batch instead of moved.
          replaced.append(section)
          replacedMovedOld.insert(section.oldIndex)
        } else {
          covered.append(section)
        }
      }
      if !replacedMovedOld.isEmpty {
        sectionMoves.removeAll { replacedMovedOld.contains($0.source) }
        movedOld.subtract(replacedMovedOld)
        movedNew = _DenseIndexSet(sectionMoves.lazy.map(\.destination))
      }
    }

    /// The batches, as the header of `Changeset+Batches.swift` lists them: the structure, the
    /// section moves when they cannot join it, and what cannot be replaced.
    @inlinable
    mutating func batches() -> [Batch] {
      var layout = self.layout()
      while settleDisplacedSections(layout) { layout = self.layout() }
      let (separate, index) = (layout.separateSectionMoves, layout.intermediateIndex)
      var result: [Batch] = []
      let structure = structureBatch(
        &layout.lists, intermediateIndex: index, withSectionMoves: !separate)
      if !structure.isEmpty {
        let after = separate ? intermediateSnapshot(index) : changeset.new
        result.append(Batch(update: structure, snapshot: after))
      }
      let lists = layout.lists
      var last = BatchUpdate(
        reloadedSections: deferredSections.map(\.newIndex),
        reconfiguredItems: lists.deferredReconfigures.map(\.newPath))
      if separate {
        var moveBatch = sectionMoveBatch(index)
        if deferredStayPut(lists, intermediateIndex: index) {
          moveBatch.reloadedSections = last.reloadedSections
          moveBatch.reconfiguredItems = last.reconfiguredItems
          last = BatchUpdate()
        }
        result.append(Batch(update: moveBatch.sorted(), snapshot: changeset.new))
      }
      if !last.isEmpty {
        result.append(Batch(update: last.sorted(), snapshot: changeset.new))
      }
      return result
    }
  }
}
