import SnapshotsTesting
import TestSupport
import Testing

@testable import Snapshots

/// Items that move along their section when others go in or out above them are renumbered in
/// the item index either one by one or by one pass over every slot
/// (``_ItemIndex/renumbersBySweep(count:)`` chooses): both leave every item findable where it is.
@Suite("Item index: renumbering items that move along their section")
struct RenumberingTests {
  /// The first item whose index is not its place in the flattened list, or a broken invariant.
  static func misplacedItem(_ snapshot: Snapshot<Int, Int>) -> String? {
    snapshot._itemIndex.checkInvariants(snapshot._sectionItems)
    for (index, item) in snapshot.itemIdentifiers.enumerated()
    where snapshot.indexOfItem(item) != index {
      return
        "item \(item) at \(index) is indexed at \(String(describing: snapshot.indexOfItem(item)))"
    }
    return nil
  }

  @Test func aPageAtTheTopOfALongSectionIsRenumberedByOnePass() {
    let old = makeSnapshot([(0, [7_000]), (1, Array(0..<2_000)), (2, [8_000, 9_000])])
    var new = old
    #expect(new._itemIndex.renumbersBySweep(count: 2_000))
    new.insertItems(Array(10_000..<10_050), beforeItem: 0)
    #expect(Self.misplacedItem(new) == nil)
    #expect(new.indexOfItem(0) == 51 && new.indexOfItem(8_000) == 2_051)
    #expect(Self.misplacedItem(old) == nil, "the copy it was made from is unchanged")
  }

  @Test func aFewItemsNearTheEndAreRenumberedOneByOne() {
    var snapshot = makeSnapshot([(0, Array(0..<2_000))])
    #expect(!snapshot._itemIndex.renumbersBySweep(count: 3))
    snapshot.insertItems([10_000, 10_001], beforeItem: 1_997)
    snapshot.deleteItems([1_990])
    #expect(Self.misplacedItem(snapshot) == nil)
  }

  @Test func itemsDeletedAcrossALongSectionAreRenumberedByOnePass() {
    var snapshot = makeSnapshot([(0, [5_000]), (1, Array(0..<2_000))])
    snapshot.deleteItems([0, 1, 2, 17, 600, 601, 1_999])
    #expect(Self.misplacedItem(snapshot) == nil)
    #expect(snapshot.indexOfItem(3) == 1 && snapshot.indexOfItem(18) == 15)
  }

  @Test func randomEditsKeepEveryItemWhereTheIndexSays() {
    checkProperty(
      iterations: 500, seed: 0x5EE9_0001,
      generate: { random in
        var snapshot = makeSnapshot([
          (0, Array(0..<Int.random(in: 1...300, using: &random))), (1, [-1]),
        ])
        var fresh = 1_000
        for _ in 0..<6 {
          let items = snapshot.itemIdentifiers(inSection: 0)
          guard let anchor = items.randomElement(using: &random) else { break }
          let count = Int.random(in: 1...40, using: &random)
          if Bool.random(using: &random) {
            snapshot.insertItems(Array(fresh..<(fresh + count)), beforeItem: anchor)
            fresh += count
          } else {
            snapshot.deleteItems(
              (0..<count).compactMap { _ in items.randomElement(using: &random) })
          }
        }
        return snapshot
      },
      property: { Self.misplacedItem($0) })
  }
}
