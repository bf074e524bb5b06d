import SnapshotsTesting
import Testing

@testable import Snapshots

/// A snapshot's sections put in another order without hashing anything again
/// (``Snapshot/_withSections(inOrder:)``, the intermediate snapshot of staging): the same snapshot
/// as one built from the reordered sections, and every item found where it now is.
@Suite("Reordering a snapshot's sections")
struct SectionReorderTests {
  @Test func reorderedSectionsEqualTheSnapshotBuiltInThatOrder() {
    var random = SeededGenerator(seed: 0x5EC7_0053)
    for _ in 0..<200 {
      let count = random.int(below: 12)
      var next = 0
      let sections = (0..<count).map { section in
        let items = (0..<random.int(below: 5)).map { _ in
          next += 1 + random.int(below: 3)
          return next
        }
        return (section * 7, items)
      }
      let snapshot = try! Snapshot(validating: sections)
      let order = Array(0..<count).shuffled(using: &random)
      let reordered = snapshot._withSections(inOrder: order)
      let expected = try! Snapshot(validating: order.map { sections[$0] })
      #expect(reordered == expected, "\(sections) in \(order)")
      #expect(RenumberingTests.misplacedItem(reordered) == nil, "\(sections) in \(order)")
      for (position, section) in order.enumerated() {
        #expect(reordered.indexOfSection(sections[section].0) == position)
      }
      #expect(RenumberingTests.misplacedItem(snapshot) == nil, "the original is unchanged")
    }
  }

  @Test func aDenseIndexSetHoldsWhatWentIn() {
    var set = _DenseIndexSet([5, 0, 5, 130])
    #expect(!set.isEmpty && set.contains(0) && set.contains(5) && set.contains(130))
    #expect(!set.contains(1) && !set.contains(131) && !set.contains(10_000))
    set.subtract([5, 7])
    #expect(!set.contains(5) && set.contains(130))
    set.subtract([0, 130])
    #expect(set.isEmpty)
    #expect(_DenseIndexSet(EmptyCollection<Int>())._flags.isEmpty, "empty: no storage")
  }
}
