// Part of step 2 of `Changeset.init` (see `Changeset+Plan.swift`): the one fast path of the
// matching, for a section that only gained or lost items in one run, as a page does at either end
// of a list.

extension Changeset._Part {
  /// Matches a surviving section held whole by this part if it changed only in one run.
  ///
  /// It did when the common prefix and suffix of its old and new items cover one of them (a run
  /// inserted or removed); otherwise this returns false, having matched nothing.
  ///
  /// The prefix and suffix are survivors that keep their order: they go into the survivors a
  /// word at a time, with no staying lists and no moves to choose. Only the run's new items are
  /// looked up (each is new, or moved here from another section). The caller takes this path
  /// only when no item needs a visit of its own (no marks, no content predicate).
  ///
  /// O(*p* + *s* + *k*) expected for a common prefix of *p* and suffix of *s* items and *k*
  /// items in the run.
  @inlinable
  mutating func matchEnds(
    _ plan: Changeset._Plan, _ staying: inout Changeset._StayingItems
  ) -> Bool {
    let oldItems = plan.old._items(inSectionAt: staying.oldSection)
    let newItems = plan.new._items(inSectionAt: staying.newSection)
    let (prefix, suffix) = _commonPrefixAndSuffix(
      oldCount: oldItems.count, newCount: newItems.count
    ) { oldItems[$0] == newItems[$1] }
    guard prefix + suffix == min(oldItems.count, newItems.count) else { return false }
    let oldStart = plan.old._flatRange(ofSectionAt: staying.oldSection).lowerBound
    survivors._withBitSet { survivors in
      survivors.insert(contentsOf: oldStart..<(oldStart + prefix))
      survivors.insert(
        contentsOf: (oldStart + oldItems.count - suffix)..<(oldStart + oldItems.count))
    }
    // The run's items were in no part of this old section: each is new or comes from another.
    var elsewhere = Changeset._OldLocations(
      old: plan.old, oldSection: staying.oldSection, new: plan.new, newSection: staying.newSection)
    match(
      plan, prefix..<(newItems.count - suffix), &staying, &elsewhere, itemContentChanged: nil,
      contentChange: .reload, contentChangedBetween: nil)
    return true
  }
}
