extension Changeset {
  /// Computes the changes that turn one snapshot into another.
  ///
  /// ```swift
  /// let changeset = Changeset(
  ///   from: old, to: new, itemContentChanged: { id in oldRows[id] != newRows[id] },
  ///   reportingContentChangesAs: .reconfigure)
  /// ```
  ///
  /// - Parameters:
  ///   - old: The snapshot shown now.
  ///   - new: The snapshot to show; its reload and reconfigure marks become reloads and
  ///     reconfigures.
  ///   - itemContentChanged: Whether a surviving item's content changed, or `nil` to rely on the
  ///     marks only. Called once per surviving item.
  ///   - sectionContentChanged: Whether a surviving section's content changed (a section reload),
  ///     or `nil` to rely on the marks only.
  ///   - contentChange: How `itemContentChanged` changes are reported: reload (default) or
  ///     reconfigure. Marks keep their own kind; an item marked both ways is reloaded.
  ///   - algorithm: How sections are paired. Identifiers are unique in a snapshot, so every
  ///     algorithm finds the same pairs; the option exists for testing and symmetry with
  ///     ``ListDifference``.
  ///   - contentChangedBetween: Like `itemContentChanged`, but given the surviving item's old and
  ///     new paths instead of its identifier: for callers that keep contents by position, so
  ///     that no lookup is needed. Reported the same way.
  /// - Complexity: O(*n* + *m* + *s* log *s* + Σ *k* log *k*) expected, where *n* and *m* are the
  ///   numbers of old and new items, *s* the number of sections and *k* the number of items that
  ///   stay in each section; O(*n* + *m*) when the survivors keep their order.
  @inlinable
  public init(
    from old: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    to new: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    itemContentChanged: ((ItemIdentifierType) -> Bool)? = nil,
    sectionContentChanged: ((SectionIdentifierType) -> Bool)? = nil,
    reportingContentChangesAs contentChange: ContentChange = .reload,
    algorithm: DiffAlgorithm = .identity,
    contentChangedBetween: ((_ oldPath: ItemPath, _ newPath: ItemPath) -> Bool)? = nil
  ) {
    let sections = ListDifference(
      from: old._sectionIdentifiers, to: new._sectionIdentifiers, algorithm: algorithm)
    var isSurvivor = [Bool](repeating: false, count: old.numberOfItems)
    var inserted: [ItemChange] = []
    var moved: [ItemMove] = []
    var reloaded: [ItemUpdate] = []
    var reconfigured: [ItemUpdate] = []
    var reloadedSections: [SectionUpdate] = []
    var stayingOld: [Int] = []
    var stayingNew: [Int] = []
    var stayingChanged: [Bool] = []
    // Sections whose fewest moves moved an item that also changed: redone below, preferring to
    // keep changed items in place, when that can save the batch their reloads would need.
    var refinable: [(old: Int, new: Int, stayingOld: [Int], stayingNew: [Int], changed: [Bool])] =
      []
    var changedItemCrossesSections = false
    // Marks, by flattened new index (2: reload, 1: reconfigure): filled once from the (few)
    // marks, then read by position in the main loop, with no further lookups.
    var markKind: [UInt8] = []
    if !new._reloadedItems.isEmpty || !new._reconfiguredItems.isEmpty {
      markKind = [UInt8](repeating: 0, count: new.numberOfItems)
      for (kind, items) in [(1, new._reconfiguredItems.elements), (2, new._reloadedItems.elements)]
        as [(UInt8, [ItemIdentifierType])]
      {
        for item in items {
          let location = new._itemLocations[item]!
          markKind[new._sectionStarts[location.section] + location.offset] = kind
        }
      }
    }
    for newSection in new._sectionIdentifiers.indices {
      let oldSection = sections._newToOld[newSection]
      guard oldSection >= 0 else { continue }
      let sectionIdentifier = new._sectionIdentifiers[newSection]
      if new._reloadedSections.contains(sectionIdentifier)
        || sectionContentChanged?(sectionIdentifier) == true
      {
        reloadedSections.append(
          SectionUpdate(oldIndex: oldSection, newIndex: newSection, identifier: sectionIdentifier))
      }
      stayingOld.removeAll(keepingCapacity: true)
      stayingNew.removeAll(keepingCapacity: true)
      stayingChanged.removeAll(keepingCapacity: true)
      // Survivors mostly keep their order: try the old item after the last one found in this
      // section before probing the hash index.
      let oldItems = old._sectionItems[oldSection]
      var expected = 0
      let newItems = new._sectionItems[newSection]
      for (newOffset, item) in newItems.enumerated() {
        let to = ItemPath(item: newOffset, section: newSection)
        let location: _ItemLocation
        if expected < oldItems.count && oldItems[expected] == item {
          location = _ItemLocation(section: oldSection, offset: expected)
          expected += 1
        } else if let found = Self._nearbyLocation(
          of: item, in: oldItems, after: expected, oldSection)
          ?? old._itemLocations[item], sections._oldToNew[found.section] >= 0
        {
          location = found
          // Skip ahead only when this item starts a run that continues in the old order (as
          // after deleted items); an item moved here from further on must not drag the cursor.
          if found.section == oldSection && found.offset >= expected
            && (found.offset == expected
              || (newOffset + 1 < newItems.count && found.offset + 1 < oldItems.count
                && newItems[newOffset + 1] == oldItems[found.offset + 1]))
          {
            expected = found.offset + 1
          }
        } else {
          inserted.append(ItemChange(path: to, identifier: item))
          continue
        }
        isSurvivor[old._sectionStarts[location.section] + location.offset] = true
        let from = ItemPath(item: location.offset, section: location.section)
        // A reload mark wins over a reconfigure mark; a content change is reported as asked,
        // but never weakens a reload mark.
        let mark = markKind.isEmpty ? 0 : markKind[new._sectionStarts[newSection] + newOffset]
        var change: ContentChange? = mark == 2 ? .reload : mark == 1 ? .reconfigure : nil
        if itemContentChanged?(item) == true || contentChangedBetween?(from, to) == true {
          change = change == .reload || contentChange == .reload ? .reload : .reconfigure
        }
        if location.section == oldSection {
          stayingOld.append(location.offset)
          stayingNew.append(newOffset)
          stayingChanged.append(change != nil)
        } else {
          moved.append(ItemMove(from: from, to: to, identifier: item))
          if change != nil { changedItemCrossesSections = true }
        }
        if let change {
          let update = ItemUpdate(oldPath: from, newPath: to, identifier: item)
          if change == .reload { reloaded.append(update) } else { reconfigured.append(update) }
        }
      }
      let movedBefore = moved.count
      Self._appendWithinSectionMoves(
        &moved, old: oldSection, new: newSection, stayingOld, stayingNew, stayingChanged,
        newItems, preferChanged: false)
      if stayingChanged.contains(true) && moved.count > movedBefore {
        refinable.append((oldSection, newSection, stayingOld, stayingNew, stayingChanged))
      }
    }
    if !changedItemCrossesSections && !refinable.isEmpty {
      let refined = Set(refinable.map(\.new))
      // Drop the within-section moves of those sections, then choose them again.
      moved.removeAll {
        refined.contains($0.to.section) && sections._oldToNew[$0.from.section] == $0.to.section
      }
      for section in refinable {
        Self._appendWithinSectionMoves(
          &moved, old: section.old, new: section.new, section.stayingOld, section.stayingNew,
          section.changed, new._sectionItems[section.new], preferChanged: true)
      }
    }
    var deleted: [ItemChange] = []
    for oldSection in old._sectionIdentifiers.indices where sections._oldToNew[oldSection] >= 0 {
      let start = old._sectionStarts[oldSection]
      for (offset, item) in old._sectionItems[oldSection].enumerated()
      where !isSurvivor[start + offset] {
        deleted.append(
          ItemChange(path: ItemPath(item: offset, section: oldSection), identifier: item))
      }
    }
    moved.sort { $0.to < $1.to }
    self.old = old
    self.new = new
    self.sections = sections
    self.reloadedSections = reloadedSections
    self.deletedItems = deleted
    self.insertedItems = inserted
    self.movedItems = moved
    self.reloadedItems = reloaded
    self.reconfiguredItems = reconfigured
  }

  /// The location of `item` among the two old items after the cursor, if it is there: after a
  /// deleted item, the next survivor is found without probing the hash index.
  @inlinable
  internal static func _nearbyLocation(
    of item: ItemIdentifierType, in oldItems: [ItemIdentifierType], after expected: Int,
    _ oldSection: Int
  ) -> _ItemLocation? {
    var offset = expected + 1
    while offset < min(expected + 3, oldItems.count) {
      if oldItems[offset] == item { return _ItemLocation(section: oldSection, offset: offset) }
      offset += 1
    }
    return nil
  }

  /// Appends the moves of items that stay in their section but are outside a longest increasing
  /// subsequence of their old offsets.
  @inlinable
  internal static func _appendWithinSectionMoves(
    _ moves: inout [ItemMove], old oldSection: Int, new newSection: Int, _ stayingOld: [Int],
    _ stayingNew: [Int], _ stayingChanged: [Bool], _ items: [ItemIdentifierType],
    preferChanged: Bool
  ) {
    guard zip(stayingOld, stayingOld.dropFirst()).contains(where: { $0 > $1 }) else { return }
    var keep = [Bool](repeating: false, count: stayingOld.count)
    if preferChanged {
      // Among the fewest moves, keep changed items in place: their reloads then need no batch
      // of their own.
      _ = _markLongestIncreasingSubsequence(stayingOld, preferring: stayingChanged, into: &keep)
    } else {
      _ = stayingOld.withUnsafeBufferPointer { values in
        keep.withUnsafeMutableBufferPointer { keep in
          _markLongestIncreasingSubsequence(values, skippingNegatives: false, into: keep)
        }
      }
    }
    for index in stayingOld.indices where !keep[index] {
      moves.append(
        ItemMove(
          from: ItemPath(item: stayingOld[index], section: oldSection),
          to: ItemPath(item: stayingNew[index], section: newSection),
          identifier: items[stayingNew[index]]))
    }
  }
}
