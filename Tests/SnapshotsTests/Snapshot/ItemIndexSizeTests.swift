import TestSupport
import Testing

@testable import Snapshots

/// The item index's size: a snapshot built at once gets a power of two of slots, or, sized to its
/// items (a JSON document's), the slots they need at the most load; one grown an item at a time
/// doubles; and tables of every size (not only powers of two) find every item after deletions
/// that wrap around their end.
@Suite("Item index size")
struct ItemIndexSizeTests {
  func builtAtOnce(_ count: Int, sizedToItems: Bool = true) -> Snapshot<Int, Int> {
    Snapshot(uniqueSections: [0], items: [Array(0..<count)], indexSizedToItems: sizedToItems)!
  }

  @Test("a snapshot built at once has a power of two of slots", arguments: [20, 1_000, 100_003])
  func builtAtOnceHasAPowerOfTwoOfSlots(count: Int) {
    for snapshot in [
      builtAtOnce(count, sizedToItems: false), makeSnapshot([(0, Array(0..<count))]),
    ] {
      let slots = snapshot._itemIndex._slots.count
      #expect(slots & (slots - 1) == 0, "\(slots) slots")
      #expect(count * 4 <= slots * 3 && count * 8 > slots * 3, "\(slots) slots for \(count)")
      #expect((0..<count).allSatisfy { snapshot.indexOfItem($0) == $0 })
    }
  }

  @Test(
    "a snapshot built at once is as small as the load allows",
    arguments: [
      20, 1_000, 100_003, 1_000_000,
    ])
  func builtAtOnceIsAsSmallAsTheLoadAllows(count: Int) {
    let snapshot = builtAtOnce(count)
    let slots = snapshot._itemIndex._slots.count
    #expect(count * 4 <= slots * 3, "at most three quarters full")
    #expect(slots * 3 < count * 4 + 4, "and no more than a slot of slack: \(slots) for \(count)")
    #expect((0..<count).allSatisfy { snapshot.indexOfItem($0) == $0 })
  }

  @Test func aSnapshotGrownAnItemAtATimeDoublesItsTable() {
    var snapshot = Snapshot<Int, Int>()
    snapshot.appendSections([0])
    var sizes: [Int] = []
    for item in 0..<20_000 {
      snapshot.appendItems([item])
      let slots = snapshot._itemIndex._slots.count
      if sizes.last != slots { sizes.append(slots) }
    }
    #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $1 >= 2 * $0 }, "\(sizes)")
    #expect(sizes.count <= 12, "\(sizes)")
    #expect((0..<20_000).allSatisfy { snapshot.indexOfItem($0) == $0 })
  }

  /// Items whose probes start at the table's last slot run on past its end into the first slots,
  /// where items of the first slots' own homes follow them: deleting any of them in any order
  /// shifts the rest back across the end, and every item left is still found.
  @Test("deletions across the end of tables of other sizes", arguments: [30, 45, 97])
  func deletionsAcrossTheEndKeepEveryItemFound(count: Int) {
    let slots = builtAtOnce(count)._itemIndex._slots.count
    #expect(slots & (slots - 1) != 0, "not a power of two: \(slots)")
    func home(_ item: Int) -> Int {
      _ItemIndex.home(ofTag: _ItemIndex.tag(of: item), slotCount: slots)
    }
    let candidates = (1_000..<1_000_000)
    let last = Array(candidates.lazy.filter { home($0) == slots - 1 }.prefix(4))
    let first = Array(candidates.lazy.filter { home($0) == 0 }.prefix(3))
    let others = Array(candidates.lazy.filter { home($0) > 2 && home($0) < slots - 3 })
    let items = last + first + others.prefix(count - last.count - first.count)
    for deleted in [last, first, [last[0], first[0]], [first[0], last[1]], last + first] {
      var snapshot = Snapshot(uniqueSections: [0], items: [items], indexSizedToItems: true)!
      #expect(snapshot._itemIndex._slots.count == slots)
      for item in deleted {
        snapshot.deleteItems([item])
        let left = items.filter { snapshot.indexOfItem($0) != nil }
        #expect(left.count == snapshot.numberOfItems, "deleted \(deleted)")
        #expect(snapshot.itemIdentifiers.allSatisfy { snapshot.indexOfItem($0) != nil })
      }
      snapshot._itemIndex.checkInvariants(snapshot._sectionItems)
    }
  }
}
