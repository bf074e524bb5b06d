// Staging a changeset into as few UIKit-legal batches as the rules allow (Docs/Batches.md):
//
// 1. Structure: section deletions and insertions, every item deletion, insertion and move, and
//    the reloads that it leaves in place: item reloads and reconfigures, and reloads of sections
//    that exchange no item with another section (their own item changes are covered by the
//    reload and not listed). Surviving sections keep their old order here, unless no item
//    operation touches a moved section, in which case the section moves join this batch.
// 2. Section moves, when they could not join batch 1.
// 3. Deferred reloads, at their new paths: items that moved (a reload cannot accompany a move),
//    sections that exchange items with other sections, and every reload or reconfigure that
//    batch 1 would displace. They join batch 2 when it displaces none of them; otherwise they form
//    the last batch.
//
// "In place" is the rule that is safe under both published readings of UIKit
// (`BatchValidator.ReloadRule.inPlace`): a reload at before-path p shares a batch with other
// operations only if the item (or section) ends at p, and UIKit's arithmetic (p shifted by the
// batch's deletions and insertions, moves ignored) also gives p. A reload that is not in place
// waits for a batch of reloads alone, where nothing displaces it: the one form that also serves
// reconfigures (which keep their cell), and that keeps every list saying what it is (a reload
// stays a reload on the wire, in the steps and in the summary).
//
// Empty batches are dropped, so there is exactly one batch when no section moved, no changed
// item moved, and every reload and reconfigure is in place in the structure batch.

extension Changeset {
  /// One `performBatchUpdates` call: the operations, and the data the list must show after it.
  public struct Batch {
    /// The operations, by index, each list sorted ascending.
    public var update: BatchUpdate
    /// The snapshot the data source must hold once this batch is performed.
    public var snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>

    @inlinable
    internal init(
      update: BatchUpdate, snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
      self.update = update
      self.snapshot = snapshot
    }
  }

  /// The changeset as an ordered list of batches, each legal under UIKit's batch-update rules
  /// (``BatchValidator`` accepts it), with the snapshot to show after each.
  ///
  /// One batch whenever the rules allow; at most three: the structure, the section moves, and
  /// the reloads that cannot share a batch with a move. <doc:BatchesGuide> gives the exact rules.
  /// Empty when nothing changed.
  ///
  /// - Complexity: O(*c* log *c* + *s*²) for *c* changes and *s* sections, plus O(*n*) to build
  ///   the intermediate snapshot when section moves need their own batch.
  @inlinable
  public var batches: [Batch] {
    var staging = _Staging(self)
    return staging.batches()
  }
}

extension Changeset {
  /// The working state of staging.
  @usableFromInline
  internal struct _Staging {
    @usableFromInline let changeset: Changeset
    /// Old and new indexes of moved sections.
    @usableFromInline let movedOld: Set<Int>
    @usableFromInline let movedNew: Set<Int>
    /// Reloaded sections whose reload covers all their item changes, in the structure batch: as
    /// a list, and by old and new index.
    @usableFromInline var covered: [SectionUpdate] = []
    @usableFromInline var coveredOld: Set<Int> = []
    @usableFromInline var coveredNew: Set<Int> = []
    /// Reloaded sections that wait for the last batch (they exchange items with other sections,
    /// or the structure batch would displace them), by new index.
    @usableFromInline var deferredSections: [SectionUpdate] = []
    @usableFromInline var deferredSectionsNew: Set<Int> = []

    @inlinable
    init(_ changeset: Changeset) {
      self.changeset = changeset
      movedOld = Set(changeset.sections.moves.map(\.source))
      movedNew = Set(changeset.sections.moves.map(\.destination))
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
        } else {
          covered.append(section)
          coveredOld.insert(section.oldIndex)
          coveredNew.insert(section.newIndex)
        }
      }
    }

    /// The item operations of a changeset, sorted into the batches they belong to.
    @usableFromInline
    internal struct _ItemLists {
      /// The structure batch's deletions, insertions and moves (old and new paths).
      @usableFromInline var deletions: [ItemChange]
      @usableFromInline var insertions: [ItemChange]
      @usableFromInline var moves: [ItemMove]
      /// Reloads and reconfigures of items that do not move: in the structure batch.
      @usableFromInline var immediateReloads: [ItemUpdate]
      @usableFromInline var immediateReconfigures: [ItemUpdate]
      /// Reloads and reconfigures of items that move: after the moves.
      @usableFromInline var deferredReloads: [ItemUpdate]
      @usableFromInline var deferredReconfigures: [ItemUpdate]

      @inlinable
      init(
        deletions: [ItemChange], insertions: [ItemChange], moves: [ItemMove],
        immediateReloads: [ItemUpdate], immediateReconfigures: [ItemUpdate],
        deferredReloads: [ItemUpdate], deferredReconfigures: [ItemUpdate]
      ) {
        self.deletions = deletions
        self.insertions = insertions
        self.moves = moves
        self.immediateReloads = immediateReloads
        self.immediateReconfigures = immediateReconfigures
        self.deferredReloads = deferredReloads
        self.deferredReconfigures = deferredReconfigures
      }
    }

    /// The batches, as the header of this file lists them: the structure, the section moves when
    /// they cannot join it, the reloads that must follow moves or that the structure displaces.
    @inlinable
    mutating func batches() -> [Batch] {
      var layout = self.layout()
      while deferDisplacedSections(layout) { layout = self.layout() }
      let (separate, index) = (layout.separateSectionMoves, layout.intermediateIndex)
      var result: [Batch] = []
      let structure = structureBatch(
        &layout.lists, intermediateIndex: index, withSectionMoves: !separate)
      if !structure.isEmpty {
        let after = separate ? intermediateSnapshot(index) : changeset.new
        result.append(Batch(update: structure, snapshot: after))
      }
      let lists = layout.lists
      var reloads = deferredBatch(lists.deferredReloads, lists.deferredReconfigures)
      if separate {
        var moveBatch = sectionMoveBatch(index)
        if deferredStayPut(lists, intermediateIndex: index) {
          moveBatch.reloadedSections = reloads.reloadedSections
          moveBatch.reloadedItems = reloads.reloadedItems
          moveBatch.reconfiguredItems = reloads.reconfiguredItems
          reloads = BatchUpdate()
        }
        result.append(Batch(update: moveBatch.sorted(), snapshot: changeset.new))
      }
      if !reloads.isEmpty {
        result.append(Batch(update: reloads.sorted(), snapshot: changeset.new))
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

    /// The layout of the structure batch with the sections covered and deferred as they are now.
    @inlinable
    func layout() -> _Layout {
      let lists = itemLists()
      let separate = !changeset.sections.moves.isEmpty && structureTouchesMovedSections(lists)
      return _Layout(
        lists: lists, separateSectionMoves: separate,
        intermediateIndex: separate
          ? intermediateSectionOrder() : Array(0..<changeset.new.numberOfSections))
    }

    /// Defers the covered section reloads that the structure batch of `layout` would displace
    /// (their item changes then join the structure batch); returns whether it deferred any, so
    /// that the layout is made again.
    ///
    /// Terminates: each call that returns `true` shrinks the covered sections.
    @inlinable
    mutating func deferDisplacedSections(_ layout: _Layout) -> Bool {
      guard !covered.isEmpty else { return false }
      let index = layout.intermediateIndex
      let arithmetic = _ReloadArithmetic(
        BatchUpdate(
          deletedSections: changeset.sections.deletions.map(\.offset),
          insertedSections: changeset.sections.insertions.map { index[$0.offset] }))
      func inPlace(_ section: SectionUpdate) -> Bool {
        index[section.newIndex] == section.oldIndex
          && arithmetic.section(section.oldIndex) == section.oldIndex
      }
      guard !covered.allSatisfy(inPlace) else { return false }
      for section in covered where !inPlace(section) {
        coveredOld.remove(section.oldIndex)
        coveredNew.remove(section.newIndex)
        deferredSections.append(section)
        deferredSectionsNew.insert(section.newIndex)
      }
      covered.removeAll { !inPlace($0) }
      return true
    }

    /// The item operations, without those that covered sections' reloads take care of (the
    /// whole lists, uncopied, when no reloaded section covers any), and the reloads split into
    /// immediate and deferred.
    @inlinable
    func itemLists() -> _ItemLists {
      let changeset = self.changeset
      let isMovedSource = movedSourceTest()
      let (coveredOld, coveredNew) = (self.coveredOld, self.coveredNew)
      let deferredSectionsNew = self.deferredSectionsNew
      func immediate(_ updates: [ItemUpdate]) -> [ItemUpdate] {
        updates.filter {
          !isMovedSource($0.oldPath) && !coveredOld.contains($0.oldPath.section)
            && !deferredSectionsNew.contains($0.newPath.section)
        }
      }
      func deferred(_ updates: [ItemUpdate]) -> [ItemUpdate] {
        updates.filter {
          isMovedSource($0.oldPath) && !coveredNew.contains($0.newPath.section)
            && !deferredSectionsNew.contains($0.newPath.section)
        }
      }
      return _ItemLists(
        deletions: coveredOld.isEmpty
          ? changeset.deletedItems
          : changeset.deletedItems.filter { !coveredOld.contains($0.path.section) },
        insertions: coveredNew.isEmpty
          ? changeset.insertedItems
          : changeset.insertedItems.filter { !coveredNew.contains($0.path.section) },
        moves: coveredOld.isEmpty
          ? changeset.movedItems
          : changeset.movedItems.filter { !coveredOld.contains($0.from.section) },
        immediateReloads: immediate(changeset.reloadedItems),
        immediateReconfigures: immediate(changeset.reconfiguredItems),
        deferredReloads: deferred(changeset.reloadedItems),
        deferredReconfigures: deferred(changeset.reconfiguredItems))
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
        || lists.immediateReloads.contains { movedOld.contains($0.oldPath.section) }
        || lists.immediateReconfigures.contains { movedOld.contains($0.oldPath.section) }
        || coveredOld.contains { movedOld.contains($0) }
    }

    /// Whether the section-move batch leaves every deferred reload in place (none is in a moved
    /// section, and each section keeps its index): the reloads then join that batch.
    @inlinable
    func deferredStayPut(_ lists: _ItemLists, intermediateIndex index: [Int]) -> Bool {
      let movedNew = self.movedNew
      func staysPut(_ section: Int) -> Bool {
        !movedNew.contains(section) && index[section] == section
      }
      return deferredSections.allSatisfy { staysPut($0.newIndex) }
        && lists.deferredReloads.allSatisfy { staysPut($0.newPath.section) }
        && lists.deferredReconfigures.allSatisfy { staysPut($0.newPath.section) }
    }

    /// The structure batch, which moves the immediate reloads it would displace to the deferred.
    ///
    /// It holds the section deletions and insertions, the covered section reloads, every item
    /// deletion, insertion and move, and the immediate reloads that it leaves in place; with the
    /// section moves when `withSectionMoves`.
    @inlinable
    func structureBatch(
      _ lists: inout _ItemLists, intermediateIndex: [Int], withSectionMoves: Bool
    ) -> BatchUpdate {
      func afterStructure(_ path: ItemPath) -> ItemPath {
        ItemPath(item: path.item, section: intermediateIndex[path.section])
      }
      let sections = changeset.sections
      var batch = BatchUpdate(
        deletedSections: sections.deletions.map(\.offset),
        insertedSections: sections.insertions.map { intermediateIndex[$0.offset] },
        movedSections: withSectionMoves
          ? sections.moves.map { .init(from: $0.source, to: $0.destination) } : [],
        reloadedSections: coveredOld.sorted(),
        deletedItems: lists.deletions.map(\.path),
        insertedItems: lists.insertions.map { afterStructure($0.path) }
      ).sorted()
      // In source order already, as `movesInSourceOrder` returns them.
      batch.movedItems = movesInSourceOrder(lists.moves, afterStructure)
      guard !lists.immediateReloads.isEmpty || !lists.immediateReconfigures.isEmpty else {
        return batch
      }
      let arithmetic = _ReloadArithmetic(sorted: batch)
      func inPlace(_ update: ItemUpdate) -> Bool {
        afterStructure(update.newPath) == update.oldPath
          && arithmetic.path(update.oldPath) == update.oldPath
      }
      let reloads = lists.immediateReloads._split(by: inPlace)
      let reconfigures = lists.immediateReconfigures._split(by: inPlace)
      batch.reloadedItems = reloads.kept.map(\.oldPath)._sortedIfNeeded(by: <)
      batch.reconfiguredItems = reconfigures.kept.map(\.oldPath)._sortedIfNeeded(by: <)
      // Both lists are in new-path order: merged, the deferred batch needs no sort (sorting them
      // was 1.4% of the instructions of `valgrind --tool=callgrind snapbench time cs mixed 10000
      // 51 4`, where most reloads are displaced).
      lists.deferredReloads = lists.deferredReloads._merged(with: reloads.rest)
      lists.deferredReconfigures = lists.deferredReconfigures._merged(with: reconfigures.rest)
      return batch
    }

    /// The item moves as the batch lists them, sorted by source (`moves` comes by destination),
    /// each destination given by `destination`.
    ///
    /// When many items move, they are placed by the flattened old index of their source instead
    /// of sorted: `snapbench time cs shuffle 100000 31 2`, 5 rounds alternated, 7.7 ms placed,
    /// 16.8 ms sorted. A step of the stable sort costs several times a step of the scan of the
    /// old items, so placing pays from ``_Tuning/movePlacementSortStepCost`` *m* log₂ *m* > *n*.
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
      // identifier (`snapbench time cs shuffle 10000 3000 2`, 5 rounds: 0.317-0.359 -> 0.312-0.341
      // ms, 100,000 unchanged; `swift_retain` from here was 7.3% of `time cs-uuid shuffle 100000`).
      // 32 bits each: a snapshot holds at most 3 x 2^30 items.
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
        movedSections: changeset.sections.moves.map {
          .init(from: intermediateIndex[$0.destination], to: $0.destination)
        })
    }

    /// Whether the old path of a reloaded or reconfigured item is the source of an item move: by
    /// flattened old index, so that a large changeset needs no hashing of paths.
    ///
    /// Built only when some item both moves and could be asked about: a shuffle without content
    /// changes does not scatter its moves a second time.
    ///
    /// O(*n* + *m*) to build, for *n* old items and *m* moves (O(1) when nothing moves or nothing
    /// reloads); O(1) per question.
    @inlinable
    func movedSourceTest() -> (ItemPath) -> Bool {
      let changeset = self.changeset
      guard !changeset.movedItems.isEmpty,
        !changeset.reloadedItems.isEmpty || !changeset.reconfiguredItems.isEmpty
      else { return { _ in false } }
      let old = changeset.old
      var isSource = [Bool](repeating: false, count: old.numberOfItems)
      for move in changeset.movedItems { isSource[old._flatIndex(of: move.from)] = true }
      return { isSource[old._flatIndex(of: $0)] }
    }

    /// The reloads that must follow the moves, in the new snapshot's coordinates.
    @inlinable
    func deferredBatch(_ reloads: [ItemUpdate], _ reconfigures: [ItemUpdate]) -> BatchUpdate {
      BatchUpdate(
        reloadedSections: deferredSections.map(\.newIndex), reloadedItems: reloads.map(\.newPath),
        reconfiguredItems: reconfigures.map(\.newPath))
    }

    /// For each new section index, its index while surviving sections still keep their old
    /// order: the new order without the moved sections, each moved section then placed right
    /// after the surviving section that precedes it in the old order.
    @inlinable
    func intermediateSectionOrder() -> [Int] {
      let sections = changeset.sections
      var order = (0..<changeset.new.numberOfSections).filter { !movedNew.contains($0) }
      var previousSurvivor = -1
      for oldSection in 0..<sections.oldCount {
        let newSection = sections._oldToNew[oldSection]
        guard newSection >= 0 else { continue }
        if movedOld.contains(oldSection) {
          let position =
            previousSurvivor < 0
            ? order.firstIndex { sections._newToOld[$0] >= 0 } ?? order.count
            : order.firstIndex(of: previousSurvivor)! + 1
          order.insert(newSection, at: position)
        }
        previousSurvivor = newSection
      }
      var index = [Int](repeating: 0, count: order.count)
      for (position, newSection) in order.enumerated() { index[newSection] = position }
      return index
    }

    /// The new snapshot with its sections in the intermediate order.
    @inlinable
    func intermediateSnapshot(_ index: [Int]) -> Snapshot<SectionIdentifierType, ItemIdentifierType>
    {
      let new = changeset.new
      var sections = [(SectionIdentifierType, [ItemIdentifierType])]()
      sections.reserveCapacity(index.count)
      var order = [Int](repeating: 0, count: index.count)
      for (newSection, position) in index.enumerated() { order[position] = newSection }
      for newSection in order {
        sections.append(
          (new._sectionIdentifier(at: newSection), new._items(inSectionAt: newSection)))
      }
      // The sections and items of a valid snapshot, reordered: validation cannot fail.
      return try! Snapshot(validating: sections)
    }
  }
}

extension Array {
  /// The elements of two arrays in new-path order, merged in that order.
  ///
  /// O(*n* + *m*).
  @inlinable
  internal func _merged<Section, Item>(with other: [Element]) -> [Element]
  where Element == Changeset<Section, Item>.ItemUpdate {
    guard !other.isEmpty else { return self }
    guard !isEmpty else { return other }
    var result: [Element] = []
    result.reserveCapacity(count + other.count)
    var (left, right) = (startIndex, other.startIndex)
    while left < endIndex && right < other.endIndex {
      if other[right].newPath < self[left].newPath {
        result.append(other[right])
        right += 1
      } else {
        result.append(self[left])
        left += 1
      }
    }
    result += self[left...]
    result += other[right...]
    return result
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
