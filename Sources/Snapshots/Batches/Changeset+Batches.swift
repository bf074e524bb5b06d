// Staging a changeset into as few UIKit-legal batches as the rules allow (Docs/Batches.md):
//
// 1. Structure: section deletions and insertions, every item deletion, insertion and move, and
//    every reload: in place where the batch leaves it so, otherwise as a deletion at its old
//    path plus an insertion at its new one (a replacement: IGListKit's form, drawn by UIKit as it
//    draws a reload). An item that moves and is reloaded is replaced, not moved. A reloaded
//    section that exchanges no item with another section is reloaded here too (its own item
//    changes are covered by it and not listed), or replaced when this batch displaces it or it
//    moves (its move is then not performed). Reconfigures in place join this batch. Surviving sections keep their old
//    order here, unless no item operation touches a moved section, in which case the section
//    moves join this batch.
// 2. Section moves, when they could not join batch 1.
// 3. What cannot be replaced, at new paths: reconfigures that move or that batch 1 displaces (a
//    reconfigure keeps its cell, so it cannot be a deletion and an insertion), and reloads of
//    sections that exchange items with other sections (replacing one would turn those moves
//    into deletions). They join batch 2 when it displaces none of them; otherwise they form the
//    last batch, which animates nothing when it holds reconfigures alone.
//
// "In place" is the rule that is safe under both published readings of UIKit
// (`BatchValidator.ReloadRule.inPlace`): a reload at before-path p shares a batch with other
// operations only if the item (or section) ends at p, and UIKit's arithmetic (p shifted by the
// batch's deletions and insertions, moves ignored) also gives p. A replacement is ordinary
// deletions and insertions, safe under both readings too.
//
// Empty batches are dropped, so there is exactly one animated batch when no section moved and no
// reloaded section exchanges items with another section.

extension Changeset {
  /// One `performBatchUpdates` call: the operations, and the data the list must show after it.
  public struct Batch {
    /// The operations, by index, each list sorted ascending.
    public var update: BatchUpdate
    /// The snapshot the data source must hold once this batch is performed.
    public var snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>
    /// What changed in reconfigured items that carry a payload, by their path in
    /// ``BatchUpdate/reconfiguredItems`` (before the batch): for a cell updater.
    public var payloads: [ItemPath: ChangePayload] = [:]

    @inlinable
    internal init(
      update: BatchUpdate, snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
      self.update = update
      self.snapshot = snapshot
    }

    /// Whether performing the batch animates anything: `false` for a batch of reconfigures
    /// alone, which update cells in place (the data source performs it without an animation
    /// pass of its own).
    ///
    /// - Complexity: O(1).
    @inlinable
    public var animates: Bool {
      update.reconfiguredItems.isEmpty || update.count != update.reconfiguredItems.count
    }
  }

  /// The changeset as an ordered list of batches, each legal under UIKit's batch-update rules
  /// (``BatchValidator`` accepts it), with the snapshot to show after each.
  ///
  /// One animated batch whenever no section moves and no reloaded section exchanges items with
  /// another section: a reload that the batch would displace is written in it as a deletion plus
  /// an insertion (``BatchUpdate/replacedItems``, ``BatchUpdate/replacedSections``). At most
  /// three: the structure, the section moves, and what cannot be replaced (reconfigures that
  /// move or are displaced, section reloads that exchange items); a last batch of reconfigures
  /// alone does not animate (``Batch/animates``). <doc:BatchesGuide> gives the exact rules.
  /// Empty when nothing changed. Each reconfigure with a payload (``payloads``) carries it in
  /// its batch's ``Batch/payloads``.
  ///
  /// - Complexity: O(*c* log *c* + *s*) for *c* changes and *s* sections, plus O(*n*) for *n*
  ///   items when section moves need their own batch (to build the intermediate snapshot), and
  ///   O(*c* + *s*) again for each round of replacing section reloads that the batch displaces
  ///   (one round, unless replacing some displaces others).
  @inlinable
  public var batches: [Batch] {
    var staging = _Staging(self)
    var batches = staging.batches()
    if !payloads.isEmpty { _attachPayloads(to: &batches) }
    return batches
  }

  /// Hands each payload to the reconfigure of its item: by the item's path before the batch that
  /// reconfigures it.
  ///
  /// O(*r*) expected for *r* reconfigures.
  @inlinable
  internal func _attachPayloads(to batches: inout [Batch]) {
    var before = old
    for index in batches.indices {
      for path in batches[index].update.reconfiguredItems {
        if let item = before.itemIdentifier(at: path), let payload = payloads[item] {
          batches[index].payloads[path] = payload
        }
      }
      before = batches[index].snapshot
    }
  }
}

extension Changeset {
  /// The working state of staging.
  @usableFromInline
  internal struct _Staging {
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

    /// The batches, as the header of this file lists them: the structure, the section moves when
    /// they cannot join it, and what cannot be replaced.
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

    /// How the structure batch is laid out.
    @usableFromInline
    internal struct _Layout {
      /// The item operations, sorted into batches.
      @usableFromInline var lists: _ItemLists
      /// Whether the section moves need a batch of their own.
      @usableFromInline let separateSectionMoves: Bool
      /// For each new section index, its index after the structure batch.
      @usableFromInline let intermediateIndex: [Int]

      @inlinable
      init(lists: _ItemLists, separateSectionMoves: Bool, intermediateIndex: [Int]) {
        self.lists = lists
        self.separateSectionMoves = separateSectionMoves
        self.intermediateIndex = intermediateIndex
      }
    }

    /// The layout of the structure batch with the sections covered, replaced and deferred as
    /// they are now.
    @inlinable
    func layout() -> _Layout {
      let lists = itemLists()
      let separate = !sectionMoves.isEmpty && structureTouchesMovedSections(lists)
      return _Layout(
        lists: lists, separateSectionMoves: separate,
        intermediateIndex: separate
          ? intermediateSectionOrder() : Array(0..<changeset.new.numberOfSections))
    }

    /// Replaces the covered section reloads that the structure batch of `layout` would displace;
    /// returns whether it replaced any, so that the layout is made again.
    ///
    /// Terminates: each call that returns `true` shrinks the covered sections.
    @inlinable
    mutating func settleDisplacedSections(_ layout: _Layout) -> Bool {
      guard !covered.isEmpty else { return false }
      let index = layout.intermediateIndex
      let sections = changeset.sections
      let arithmetic = _ReloadArithmetic(
        BatchUpdate(
          deletedSections: sections.deletions.map(\.offset) + replaced.map(\.oldIndex),
          insertedSections: (sections.insertions.map(\.offset) + replaced.map(\.newIndex)).map {
            index[$0]
          }))
      func inPlace(_ section: SectionUpdate) -> Bool {
        index[section.newIndex] == section.oldIndex
          && arithmetic.section(section.oldIndex) == section.oldIndex
      }
      guard !covered.allSatisfy(inPlace) else { return false }
      replaced += covered.filter { !inPlace($0) }
      covered.removeAll { !inPlace($0) }
      return true
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

    /// The item moves as the batch lists them, sorted by source (`moves` comes by destination),
    /// each destination given by `destination`.
    ///
    /// When many items move, they are placed by the flattened old index of their source instead
    /// of sorted: a step of the stable sort costs several times a step of the scan of the old
    /// items, so placing pays from ``_Tuning/movePlacementSortStepCost`` *m* log₂ *m* > *n*.
    ///
    /// O(*n* + *m*) for *n* old items and *m* moves when 8 *m* log₂ *m* > *n*, else
    /// O(*m* log *m*).
    @inlinable
    func movesInSourceOrder(
      _ moves: [ItemMove], _ destination: (ItemPath) -> ItemPath
    ) -> [BatchUpdate.PathMove] {
      let old = changeset.old
      let log = Int.bitWidth - moves.count.leadingZeroBitCount
      guard moves.count * log * _Tuning.movePlacementSortStepCost > old.numberOfItems else {
        return moves.map { .init(from: $0.from, to: destination($0.to)) }
          ._sortedIfNeeded { $0.from < $1.from }
      }
      // The destination of each old flattened index, its section in the high half and its item in
      // the low (all ones: none), scattered while the moves are read in order, then read in
      // order: gathering each move by source read a 40-byte move at random, and retained its
      // identifier. 32 bits each: a snapshot holds at most 3 x 2^30 items.
      let none = UInt64.max
      var destinationAt = [UInt64](repeating: none, count: old.numberOfItems)
      for move in moves {
        let to = destination(move.to)
        destinationAt[old._flatIndex(of: move.from)] = UInt64(to.section) << 32 | UInt64(to.item)
      }
      var result: [BatchUpdate.PathMove] = []
      result.reserveCapacity(moves.count)
      for section in 0..<old.numberOfSections {
        let range = old._flatRange(ofSectionAt: section)
        for index in range where destinationAt[index] != none {
          let to = destinationAt[index]
          result.append(
            .init(
              from: ItemPath(item: index - range.lowerBound, section: section),
              to: ItemPath(item: Int(to & 0xFFFF_FFFF), section: Int(to >> 32))))
        }
      }
      return result
    }

    /// The section moves alone, from where the structure batch leaves the sections.
    @inlinable
    func sectionMoveBatch(_ intermediateIndex: [Int]) -> BatchUpdate {
      BatchUpdate(
        movedSections: sectionMoves.map {
          .init(from: intermediateIndex[$0.destination], to: $0.destination)
        })
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

    /// For each new section index, its index while surviving sections still keep their old
    /// order: the new order without the moved sections, each moved section then placed right
    /// after the surviving section that precedes it in the old order (moved sections before the
    /// first survivor go right before the first section that survives without moving).
    ///
    /// Each section that stays put carries the run of moved sections that follow it in the old
    /// order, laid out behind it in one pass (inserting each moved section into an array would be
    /// quadratic in the sections).
    ///
    /// O(*s*) for *s* sections.
    @inlinable
    func intermediateSectionOrder() -> [Int] {
      let sections = changeset.sections
      // For each section that stays put (by new index), where its run of followers starts in
      // `followers`, and where the run after it starts: runs are laid out in old order.
      var leading: [Int] = []
      var followers: [Int] = []
      var runStart = [Int](repeating: -1, count: changeset.new.numberOfSections)
      var runEnd = runStart
      var carrier = -1  // the section that stays put and carries the current run, if any
      for oldSection in 0..<sections.oldCount {
        let newSection = sections._oldToNew[oldSection]
        // A replaced section that the changeset moves is deleted and inserted, as a deleted one.
        guard newSection >= 0, !replacedMovedOld.contains(oldSection) else { continue }
        if !movedOld.contains(oldSection) {
          carrier = newSection
          runStart[carrier] = followers.count
          runEnd[carrier] = followers.count
        } else if carrier < 0 {
          leading.append(newSection)
        } else {
          followers.append(newSection)
          runEnd[carrier] = followers.count
        }
      }
      var order: [Int] = []
      order.reserveCapacity(changeset.new.numberOfSections)
      for newSection in 0..<changeset.new.numberOfSections where !movedNew.contains(newSection) {
        if !leading.isEmpty && sections._newToOld[newSection] >= 0 {
          order += leading
          leading = []
        }
        order.append(newSection)
        if runStart[newSection] >= 0 {
          order += followers[runStart[newSection]..<runEnd[newSection]]
        }
      }
      order += leading
      _internalInvariant(order.count == changeset.new.numberOfSections, "a section is left out")
      var index = [Int](repeating: 0, count: order.count)
      for (position, newSection) in order.enumerated() { index[newSection] = position }
      return index
    }

    /// The new snapshot with its sections in the intermediate order.
    ///
    /// O(*s* + *n*) for *s* sections and *n* items, hashing nothing.
    @inlinable
    func intermediateSnapshot(_ index: [Int]) -> Snapshot<SectionIdentifierType, ItemIdentifierType>
    {
      var order = [Int](repeating: 0, count: index.count)
      for (newSection, position) in index.enumerated() { order[position] = newSection }
      return changeset.new._withSections(inOrder: order)
    }
  }
}

extension Array {
  /// The elements of two sorted arrays, merged in order (stably: of equal elements, this array's
  /// first).
  ///
  /// Written into the result's storage directly, without a capacity check per element: the
  /// structure batch merges its replacements into its deletions and insertions, lists as long as
  /// the changes.
  ///
  /// O(*n* + *m*).
  @inlinable
  internal func _merged(
    with other: [Element], by areInIncreasingOrder: (Element, Element) -> Bool
  ) -> [Element] {
    guard !other.isEmpty else { return self }
    guard !isEmpty else { return other }
    let total = count + other.count
    return [Element](unsafeUninitializedCapacity: total) { result, initialized in
      withUnsafeBufferPointer { left in
        other.withUnsafeBufferPointer { right in
          let (out, first, second) = (result.baseAddress!, left.baseAddress!, right.baseAddress!)
          var (l, r) = (0, 0)
          while l < left.count && r < right.count {
            _internalInvariant(l + r < total, "a merge writes past its result")
            if areInIncreasingOrder(second[r], first[l]) {
              (out + l + r).initialize(to: second[r])
              r += 1
            } else {
              (out + l + r).initialize(to: first[l])
              l += 1
            }
          }
          _internalInvariant(l == left.count || r == right.count, "a merge stops early")
          (out + l + r).initialize(from: first + l, count: left.count - l)
          (out + left.count + r).initialize(from: second + r, count: right.count - r)
        }
      }
      initialized = total
    }
  }

  /// The elements that satisfy `predicate`, and the others, each in their order.
  ///
  /// O(*n*).
  @inlinable
  internal func _split(by predicate: (Element) -> Bool) -> (kept: [Element], rest: [Element]) {
    var kept: [Element] = []
    var rest: [Element] = []
    for element in self {
      if predicate(element) { kept.append(element) } else { rest.append(element) }
    }
    return (kept, rest)
  }
}

extension Changeset.Batch: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
