import Testing

@testable import Snapshots

/// The section starts are listed only up to the last section that holds items.
///
/// An app that adds its sections, then appends each one's items in turn, moves no start. Listed
/// for every section, each append moved the start of every later section, O(*s*²) for *s*
/// sections (a third of building a million items in sections of 100).
@Suite("Snapshot: section starts")
struct SectionStartsTests {
  @Test func buildingSectionAfterSectionListsOnlyTheSectionsWithItems() {
    var snapshot = Snapshot<Int, Int>()
    snapshot.appendSections(Array(0..<500))
    #expect(snapshot._sectionStarts.isEmpty)
    for section in 0..<500 {
      snapshot.appendItems([section * 2, section * 2 + 1], toSection: section)
      // Appending moved no start: the sections after this one are still unlisted.
      #expect(snapshot._sectionStarts.count == section + 1)
    }
    #expect(snapshot.itemIdentifiers == Array(0..<1_000))
    #expect((0..<1_000).allSatisfy { snapshot.indexOfItem($0) == $0 })
    #expect(snapshot._path(ofFlatIndex: 999) == ItemPath(item: 1, section: 499))
    snapshot._checkInvariants()
  }

  @Test func unlistedSectionsStartWhereTheListedOnesEnd() {
    var snapshot = Snapshot<String, Int>()
    snapshot.appendSections(["a", "b", "c", "d"])
    snapshot.appendItems([1, 2], toSection: "a")
    snapshot.appendItems([3], toSection: "c")
    #expect(snapshot._sectionStarts == [0, 2, 2])
    #expect(snapshot._flatRange(ofSectionAt: 3) == 3..<3)
    #expect(snapshot._flatIndex(of: ItemPath(item: 0, section: 3)) == 3)
    // The last of the sections that start at an index: an unlisted one past the items.
    #expect(snapshot._section(holdingFlatIndex: 2) == 2)
    #expect(snapshot._section(holdingFlatIndex: 3) == 3)
    #expect(snapshot.indexOfItem(3) == 2)
    snapshot._checkInvariants()
  }

  @Test func deletingAndInsertingKeepTheListedStartsTrue() {
    var snapshot = Snapshot<String, Int>()
    snapshot.appendSections(["a", "b", "c"])
    snapshot.appendItems([1, 2], toSection: "a")
    snapshot.appendItems([3, 4], toSection: "b")
    snapshot.deleteItems([3, 4])
    #expect(snapshot._section(holdingFlatIndex: 2) == 2)
    snapshot.appendItems([5], toSection: "c")
    #expect(snapshot.indexOfItem(5) == 2)
    snapshot.insertSections(["z"], beforeSection: "a")
    snapshot.appendItems([6], toSection: "z")
    #expect(snapshot.itemIdentifiers == [6, 1, 2, 5])
    #expect([6, 1, 2, 5].enumerated().allSatisfy { snapshot.indexOfItem($1) == $0 })
    snapshot.appendSections(["e"])
    snapshot.insertItems([7], beforeItem: 5)
    #expect(snapshot.indexOfItem(5) == 4)
    #expect(snapshot._flatRange(ofSectionAt: 4) == 5..<5)
    snapshot._checkInvariants()
  }
}
