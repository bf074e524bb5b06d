/// The slots that let moves and insertions be performed one at a time on a list and still land
/// where the new order puts them, shared by ``ListDifference/steps`` and ``Changeset/steps``.
///
/// The list starts with its *present* items (after deletions), numbered by rank. Each present
/// item that stays in place keeps a slot at its rank; every item that arrives (moved, moved in,
/// inserted) gets a slot right after the nearest staying item that precedes it in the new order,
/// in a run of arrivals there. Slots are totally ordered in advance, so a Fenwick tree of the
/// occupied ones gives any item's current index in O(log *n*) as the steps are performed.
@usableFromInline
internal struct _ArrivalSlots {
  /// The slot of each present item, by rank.
  @usableFromInline internal var slotOfRank: [Int]
  /// The slot of each arrival, in the new order.
  @usableFromInline internal var slotOfArrival: [Int]
  /// The number of slots.
  @usableFromInline internal var count: Int

  /// The slots of a list of `presentCount` items whose new order has `newCount` entries:
  /// `stayingRank(i)` is the rank of the present item that stays in place at new position `i`,
  /// or nil for an arrival there.
  ///
  /// - Complexity: O(*p* + *n*) for *p* present items and *n* new entries.
  @inlinable
  internal init(presentCount: Int, newCount: Int, stayingRank: (Int) -> Int?) {
    // runLength[r + 1] counts the arrivals after staying rank r (index 0: before all).
    var runLength = [Int](repeating: 0, count: presentCount + 1)
    var arrivals: [(anchor: Int, position: Int)] = []
    var anchor = -1
    for position in 0..<newCount {
      if let rank = stayingRank(position) {
        anchor = rank
      } else {
        runLength[anchor + 1] += 1
        arrivals.append((anchor, runLength[anchor + 1]))
      }
    }
    var slotOfRank = [Int](repeating: 0, count: presentCount)
    var slot = runLength[0]
    for rank in 0..<presentCount {
      slotOfRank[rank] = slot
      slot += 1 + runLength[rank + 1]
    }
    self.slotOfRank = slotOfRank
    slotOfArrival = arrivals.map {
      $0.anchor < 0 ? $0.position - 1 : slotOfRank[$0.anchor] + $0.position
    }
    count = slot
  }

  /// A Fenwick tree of the slots with every present item's slot occupied.
  ///
  /// - Complexity: O(*s* + *p* log *s*) for *s* slots and *p* present items.
  @inlinable
  internal func occupiedTree() -> _FenwickTree {
    var tree = _FenwickTree(count: count)
    for slot in slotOfRank { tree.add(1, at: slot) }
    return tree
  }
}
