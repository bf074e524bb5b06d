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
    contentChangedBetween: ((_ oldPath: ItemPath, _ newPath: ItemPath) -> Bool)? = nil
  ) {
    let plan = _Plan(from: old, to: new, sectionContentChanged: sectionContentChanged)
    let part = _Part(
      plan, items: 0..<new.numberOfItems, itemContentChanged: itemContentChanged,
      contentChange: contentChange, contentChangedBetween: contentChangedBetween)
    self.init(plan, joining: [part])
  }

  /// Joins the parts of a matching, in order: puts sections split between parts back together,
  /// chooses their within-section moves, refines the moves of sections whose moved items changed,
  /// and reads the deletions off the survivors.
  ///
  /// O(*n* + *m* log *m* + Σ *j* log *j*) for *n* old items, *m* moves and *j* staying items of
  /// each split section.
  @inlinable
  internal init(_ plan: _Plan, joining parts: [_Part]) {
    let joined = parts.count == 1 ? parts[0] : _Part(joining: parts, plan)
    let old = plan.old
    let new = plan.new
    let sections = plan.sections
    var moved = joined.moved
    if !joined.changedItemCrossesSections && !joined.refinable.isEmpty {
      let refined = Set(joined.refinable.map(\.newSection))
      // Drop the within-section moves of those sections, then choose them again.
      moved.removeAll {
        refined.contains($0.to.section) && sections._oldToNew[$0.from.section] == $0.to.section
      }
      for section in joined.refinable {
        Self._appendWithinSectionMoves(
          &moved, old: section.oldSection, new: section.newSection, section.old, section.new,
          section.changed, new._sectionItems[section.newSection], preferChanged: true)
      }
    }
    var deleted: [ItemChange] = []
    for oldSection in old._sectionIdentifiers.indices where sections._oldToNew[oldSection] >= 0 {
      let start = old._sectionStarts[oldSection]
      for (offset, item) in old._sectionItems[oldSection].enumerated() {
        let index = start + offset
        if joined.survivors[index >> 6] & 1 << UInt64(index & 63) == 0 {
          deleted.append(
            ItemChange(path: ItemPath(item: offset, section: oldSection), identifier: item))
        }
      }
    }
    moved.sort { $0.to < $1.to }
    self.old = old
    self.new = new
    self.sections = sections
    self.reloadedSections = plan.reloadedSections
    self.deletedItems = deleted
    self.insertedItems = joined.inserted
    self.movedItems = moved
    self.reloadedItems = joined.reloaded
    self.reconfiguredItems = joined.reconfigured
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
