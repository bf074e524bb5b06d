import SnapshotsTesting
import TestSupport
import Testing

@testable import Snapshots

/// The changeset's two ways of finding old locations, the walk in step of large snapshots and the
/// cursor of small ones (``_Tuning/walkedLocationsMinimumIndexBytes`` chooses): each new item of
/// a surviving section gets the location the old snapshot's index gives it from both, whether
/// the walk paired it, passed over it or did not reach it, for whole sections and for parts that
/// start inside one, with one walk serving every section in turn.
@Suite("Changeset: old locations by a walk in step and by a cursor")
struct WalkedLocationsTests {
  @Test func everyNewItemGetsItsIndexedOldLocation() {
    checkLongSectionPairs(seed: 0x3A1_0001, itemMoveRate: 0.2, Self.brokenLocation)
  }

  /// A shuffled section leaves the walk nothing after its first misses: the tail is looked up.
  @Test func aShuffledSectionIsLookedUpAfterTheWalkGivesUp() {
    var random = SeededGenerator(seed: 0x3A1_0002)
    let items = Array(0..<500)
    let old = snapshot([(0, items)])
    let new = snapshot([(0, items.shuffled(using: &random) + [1_000])])
    #expect(Self.brokenLocation(old, new) == nil)
  }

  /// The first new item, in any surviving section, whose walked location is not the index's.
  static func brokenLocation(_ old: Snapshot<Int, Int>, _ new: Snapshot<Int, Int>) -> String? {
    var walked = Changeset<Int, Int>._WalkedLocations()
    for (newSection, identifier) in new.sectionIdentifiers.enumerated() {
      guard let oldSection = old.sectionIdentifiers.firstIndex(of: identifier) else { continue }
      let items = new._items(inSectionAt: newSection)
      // The whole section, then from its middle on, as a part cut there would ask.
      for start in Set([0, items.count / 2]) where start < items.count {
        walked.start(
          old: old, oldSection: oldSection, new: new, newSection: newSection,
          offsets: start..<items.count)
        // The cursor, which small snapshots use, from the same offset.
        var cursor = Changeset<Int, Int>._OldLocations(
          old: old, oldSection: oldSection, new: new, newSection: newSection)
        for offset in start..<items.count {
          let found = walked.location(ofNewOffset: offset, from: old, to: new)
          let byCursor = cursor.location(ofNewOffset: offset, from: old, to: new)
          let indexed = old._location(of: items[offset])
          if found != indexed || byCursor != indexed {
            return "section \(newSection) from \(start): item \(items[offset]) found at "
              + "\(String(describing: found)) by the walk, \(String(describing: byCursor)) by "
              + "the cursor, indexed at \(String(describing: indexed))"
          }
        }
      }
    }
    return nil
  }

  private func snapshot(_ sections: [(Int, [Int])]) -> Snapshot<Int, Int> {
    var snapshot = Snapshot<Int, Int>()
    for (section, items) in sections {
      snapshot.appendSections([section])
      snapshot.appendItems(items, toSection: section)
    }
    return snapshot
  }
}

extension WalkedLocationsTests {
  /// A page above a long section: the walk pairs the old section as the common end, from the
  /// back, and walks only the page (which a walk from the front would give up on).
  @Test func aPageAtTheTopLeavesTheOldSectionAsTheCommonEnd() {
    let old = makeSnapshot([(0, Array(0..<500))])
    let new = makeSnapshot([(0, Array(1_000..<1_050) + Array(0..<500))])
    #expect(Self.brokenLocation(old, new) == nil)
    var walked = Changeset<Int, Int>._WalkedLocations()
    walked.start(old: old, oldSection: 0, new: new, newSection: 0, offsets: 0..<550)
    #expect(walked.newEnd == 50 && walked.oldEnd == 0)
  }
}
