import SnapshotsTesting
import TestSupport
import Testing

@testable import Snapshots

/// The item index's lookup of another snapshot's items through that snapshot's own index, slot by
/// slot (`Snapshot._locations(ofSection:_:of:into:)`, which the changeset takes for a shuffle):
/// each item gets the location that hashing it and probing gives, for any range of a section and
/// whatever the sizes of the two tables.
@Suite("Item index lookup through another snapshot's index")
struct ItemIndexSweepTests {
  @Test func everyItemGetsTheLocationItsLookupGives() {
    checkLongSectionPairs(seed: 0x5EE9_0001, itemMoveRate: 0.3, Self.brokenLocation)
  }

  /// Tables whose sizes differ by 64 times either way: a tag's home in one is not its home in
  /// the other, and the lookup must still find every item and miss none.
  @Test("tables of other sizes", arguments: [false, true])
  func tablesOfOtherSizes(oldIsLarger: Bool) {
    var random = SeededGenerator(seed: 0x5EE9_0002)
    let items = Array(0..<400)
    var small = makeSnapshot([(0, items), (1, Array(400..<500))])
    var large = makeSnapshot([(1, Array(10_000..<40_000) + Array(400..<450)), (0, [])])
    large.deleteItems(Array(10_000..<40_000))
    large.appendItems(items.shuffled(using: &random), toSection: 0)
    small.deleteItems([3, 7, 450])
    #expect(large._itemIndex._slots.count >= 64 * small._itemIndex._slots.count)
    let (old, new) = oldIsLarger ? (large, small) : (small, large)
    #expect(Self.brokenLocation(old, new) == nil)
  }

  /// A range inside a section skips the items before and after it, which the table holds too.
  @Test func aRangeInsideASectionLooksUpOnlyItsItems() {
    let old = makeSnapshot([(0, Array(0..<100))])
    let new = makeSnapshot([(0, Array((0..<100).reversed()) + [500])])
    var locations: [_ItemLocation?] = []
    old._locations(ofSection: 0, 95..<101, of: new, into: &locations)
    #expect(locations == [4, 3, 2, 1, 0].map { _ItemLocation(section: 0, offset: $0) } + [nil])
  }

  /// A changeset that takes the lookup through NEW's index (a shuffled section of integers whose
  /// old index is out of the nearer caches, items moving to and from another section, some
  /// deleted, inserted and changed) keeps every law, reported either way.
  @Test func aShuffledSectionKeepsEveryChangesetLaw() {
    var random = SeededGenerator(seed: 0x5EE9_0003)
    let first = Array(0..<8_000)
    let second = Array(10_000..<10_100)
    var shuffled = first.shuffled(using: &random).filter { _ in !random.chance(0.05) }
    let leaving = Array(shuffled.suffix(20))
    shuffled.removeLast(20)
    for item in Array(20_000..<20_400) + second.prefix(10) {
      shuffled.insert(item, at: random.int(below: shuffled.count + 1))
    }
    let old = makeSnapshot([(0, first), (1, second)])
    let new = makeSnapshot([(0, shuffled), (1, Array(second.dropFirst(10)) + leaving)])
    let plan = Changeset<Int, Int>._Plan(from: old, to: new, sectionContentChanged: nil)
    guard case .swept = plan.finder(lookingUp: 0..<7_000, inSectionAt: 0) else {
      Issue.record("the plan should sweep 7,000 of 8,000 items")
      return
    }
    let pair = SnapshotPair(
      old: old, new: new, changedItems: Set(shuffled.filter { $0 % 50 == 0 }))
    #expect(brokenChangesetLaw(pair, .reload) == nil)
    #expect(brokenChangesetLaw(pair, .reconfigure) == nil)
  }

  /// The first item, in some range of a section of `new`, whose location in `old` found through
  /// `new`'s index differs from the one its lookup gives.
  static func brokenLocation(_ old: Snapshot<Int, Int>, _ new: Snapshot<Int, Int>) -> String? {
    var locations: [_ItemLocation?] = []
    for section in new.sectionIdentifiers.indices {
      let items = new._items(inSectionAt: section)
      let third = items.count / 3
      for range in [0..<items.count, third..<(items.count - third), items.count..<items.count] {
        old._locations(ofSection: section, range, of: new, into: &locations)
        let expected = range.map { old._location(of: items[$0]) }
        if locations != expected {
          return "section \(section), offsets \(range): found \(locations), indexed \(expected)"
        }
      }
    }
    return nil
  }
}
