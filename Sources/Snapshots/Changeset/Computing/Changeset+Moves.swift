// Step 3 of `Changeset.init` (see `Changeset+Plan.swift`): the moves of the items that stay in
// their section. The matching hands each section's staying items here as it finishes it; joining
// asks for them to be chosen again where that spares a batch.

extension Changeset {
  /// The items of one section that stay in it, as matched by one part: their old and new
  /// offsets, in new order, and whether their content changed.
  @usableFromInline
  internal struct _StayingItems {
    @usableFromInline var oldSection: Int
    @usableFromInline var newSection: Int
    @usableFromInline var old: [Int] = []
    @usableFromInline var new: [Int] = []
    @usableFromInline var changed: [Bool] = []

    @inlinable
    init(oldSection: Int, newSection: Int) {
      self.oldSection = oldSection
      self.newSection = newSection
    }

    /// Whether the changed items keep their old order: unless they do, one of them moves in
    /// every choice of moves, and their reloads need a batch of their own anyway.
    ///
    /// O(*j*) for *j* staying items.
    @inlinable
    var changedItemsKeepTheirOrder: Bool {
      zip(old, changed).lazy.filter(\.1).map(\.0)._isSorted(by: <)
    }

    /// Appends the moves of these items that are outside a longest increasing subsequence of
    /// their old offsets (the fewest moves), and returns whether a changed item moves.
    ///
    /// With `preferringChanged`, among the fewest moves, the one that keeps the most changed items
    /// in place: their reloads then need no batch of their own.
    ///
    /// O(*j* log *j*) for *j* items (O(*j* log *m*) preferring, for offsets below *m*).
    @inlinable
    @discardableResult
    func appendMoves(
      to moves: inout [ItemMove], items: [ItemIdentifierType], preferringChanged: Bool
    ) -> Bool {
      guard !old._isSorted(by: <) else { return false }
      var keep = [Bool](repeating: false, count: old.count)
      let kept: Int
      if preferringChanged {
        kept = _markLongestIncreasingSubsequence(old, preferring: changed, into: &keep)
      } else {
        // The fewest moves (see the function for where it keeps its pile tops).
        kept = old.withUnsafeBufferPointer { values in
          keep.withUnsafeMutableBufferPointer { keep in
            _markLongestIncreasingSubsequence(values, into: keep)
          }
        }
      }
      // Room for all the moves at once, growing geometrically: a part appends the moves of many
      // sections, and room for exactly each section's would copy all the moves before it again.
      // Reserved unconditionally, so that the appends below need not each check the list's
      // uniqueness.
      let needed = moves.count + old.count - kept
      moves.reserveCapacity(
        needed > moves.capacity ? Swift.max(needed, 2 * moves.capacity) : needed)
      var movedChangedItem = false
      for index in old.indices where !keep[index] {
        movedChangedItem = movedChangedItem || changed[index]
        moves.append(
          ItemMove(
            from: ItemPath(item: old[index], section: oldSection),
            to: ItemPath(item: new[index], section: newSection),
            identifier: items[new[index]]))
      }
      return movedChangedItem
    }
  }

  /// Chooses again the within-section moves of the sections whose moves moved a changed item.
  ///
  /// Keeps changed items in place, when that can spare the reloads of moved items a batch of
  /// their own: no changed item crosses sections, and in each section the changed items keep
  /// their old order. Otherwise the first fewest moves stand: choosing again in every such
  /// section costs more than the first choice did. Returns whether it chose again (the moves are
  /// then out of order).
  ///
  /// O(*m* + Σ *j* log *j*) for *m* moves and *j* staying items of each section chosen again.
  @inlinable
  internal static func _choosingMovesAgain(
    _ moved: inout [ItemMove], _ joined: _Part, _ sections: ListDifference<SectionIdentifierType>,
    _ new: Snapshot<SectionIdentifierType, ItemIdentifierType>
  ) -> Bool {
    // (Each refinable section's changed items keep their old order, checked as it went in.)
    guard !joined.refiningRuledOut && !joined.refinable.isEmpty else { return false }
    let refined = Set(joined.refinable.map(\.newSection))
    // Drop the within-section moves of those sections, then choose them again.
    moved.removeAll {
      refined.contains($0.to.section) && sections._oldToNew[$0.from.section] == $0.to.section
    }
    for section in joined.refinable {
      section.appendMoves(
        to: &moved, items: new._items(inSectionAt: section.newSection), preferringChanged: true)
    }
    return true
  }
}

extension Changeset._StayingItems: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
