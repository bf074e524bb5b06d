import SnapshotsTesting
import TestSupport
import Testing

@testable import Snapshots

/// The changeset's old-location finders (`Changeset+OldLocations.swift`), each against the old
/// snapshot's index: every new item of a surviving section that a finder answers for gets the
/// location the index gives it, and what a finder hands back is a range it leaves to the plan's
/// next choice, whole sections and parts that start inside one alike.
@Suite("Changeset: the old-location finders")
struct OldLocationFinderTests {
  typealias Finders = Changeset<Int, Int>

  @Test func theCursorAgreesWithTheIndex() {
    checkLongSectionPairs(seed: 0x3A1_0001, itemMoveRate: 0.2) { old, new in
      Self.brokenAnswer(old, new, "cursor") { oldSection, newSection, _ in
        Finders._CursorLocations(old: old, oldSection: oldSection, new: new, newSection: newSection)
      }
    }
  }

  @Test func theWalkAgreesWithTheIndex() {
    checkLongSectionPairs(seed: 0x3A1_0003, itemMoveRate: 0.2) { old, new in
      var walked = Finders._WalkedLocations()
      return Self.brokenAnswer(old, new, "walk") { oldSection, newSection, offsets in
        walked.start(
          old: old, oldSection: oldSection, new: new, newSection: newSection, offsets: offsets)
        return walked
      }
    }
  }

  @Test func theLookupsByHashAgreeWithTheIndex() {
    checkLongSectionPairs(seed: 0x3A1_0004, itemMoveRate: 0.3) { old, new in
      Self.brokenAnswer(old, new, "hash") { _, newSection, offsets in
        Finders._LookedUpLocations(
          hashing: offsets, ofSectionAt: newSection, of: new, in: old, storage: [])
      }
    }
  }

  @Test func theLookupsBySweepAgreeWithTheIndex() {
    checkLongSectionPairs(seed: 0x3A1_0005, itemMoveRate: 0.3) { old, new in
      Self.brokenAnswer(old, new, "sweep") { _, newSection, offsets in
        Finders._LookedUpLocations(
          sweeping: offsets, ofSectionAt: newSection, of: new, in: old, storage: [])
      }
    }
  }

  /// A section that gained or lost one run at its start, middle or end is taken by its ends,
  /// which agree with the index and hand the run back; one changed in two runs is not.
  @Test func theEndsAgreeWithTheIndex() throws {
    let items = Array(0..<200)
    let page = Array(1_000..<1_050)
    let changed: [[Int]] = [
      page + items, items + page, Array(items[..<80]) + page + Array(items[80...]),
      Array(items.dropFirst(30)), Array(items.dropLast(30)),
      Array(items[..<50]) + Array(items[90...]),
    ]
    for newItems in changed {
      let old = makeSnapshot([(0, items)])
      let new = makeSnapshot([(0, newItems)])
      let ends = try #require(
        Finders._EndsLocations(old: old, oldSection: 0, new: new, newSection: 0))
      #expect(Self.brokenAnswer(old, new, "ends") { _, _, _ in ends } == nil)
      let run = newItems.count - ends.prefix - ends.suffix
      #expect(ends.handedBack == (run > 0 ? ends.prefix..<(ends.prefix + run) : _noHandOff))
    }
    let twoRuns = makeSnapshot([(0, page.prefix(5) + items + page.suffix(5))])
    #expect(
      Finders._EndsLocations(
        old: makeSnapshot([(0, items)]), oldSection: 0, new: twoRuns, newSection: 0) == nil)
  }

  /// A shuffled section leaves the cursor probing: it hands the rest back after its first
  /// block, and the walk hands back the tail it did not reach.
  @Test func aShuffledSectionIsHandedBack() {
    var random = SeededGenerator(seed: 0x3A1_0002)
    let items = Array(0..<2_000)
    let old = makeSnapshot([(0, items)])
    let new = makeSnapshot([(0, items.shuffled(using: &random) + [10_000])])
    var cursor = Finders._CursorLocations(old: old, oldSection: 0, new: new, newSection: 0)
    var offset = 0
    while cursor.handedBack == _noHandOff && offset < 2_001 {
      _ = cursor.location(ofNewOffset: offset, from: old, to: new)
      offset += 1
    }
    #expect(cursor.handedBack == (offset - 1)..<2_001)
    #expect(offset - 1 <= 2 * _Tuning.oldLocationBlockSize)
    var walked = Finders._WalkedLocations()
    walked.start(old: old, oldSection: 0, new: new, newSection: 0, offsets: 0..<2_001)
    #expect(walked.handedBack.upperBound == 2_001 && walked.handedBack.count > 1_900)
    #expect(Self.brokenAnswer(old, new, "cursor") { _, _, _ in cursor } == nil)
  }

  /// A page above a long section: the walk pairs the old section as the common end, from the
  /// back, and walks only the page (which a walk from the front would give up on).
  @Test func aPageAtTheTopLeavesTheOldSectionAsTheCommonEnd() {
    let old = makeSnapshot([(0, Array(0..<500))])
    let new = makeSnapshot([(0, Array(1_000..<1_050) + Array(0..<500))])
    var walked = Finders._WalkedLocations()
    walked.start(old: old, oldSection: 0, new: new, newSection: 0, offsets: 0..<550)
    #expect(walked.newEnd == 50 && walked.oldEnd == 0)
    #expect(Self.brokenAnswer(old, new, "walk") { _, _, _ in walked } == nil)
  }

  /// The first new item, in any surviving section, whose answer is not the index's location.
  ///
  /// The finder is the one `make` makes for (old section, new section, offsets), visiting the
  /// whole section and then its second half, as a part cut there would. What it hands back is
  /// looked up by hash, as the matching does when the plan chooses that.
  static func brokenAnswer<Finder: _OldLocationFinding>(
    _ old: Snapshot<Int, Int>, _ new: Snapshot<Int, Int>, _ name: String,
    _ make: (_ oldSection: Int, _ newSection: Int, _ offsets: Range<Int>) -> Finder
  ) -> String? where Finder.SectionIdentifierType == Int, Finder.ItemIdentifierType == Int {
    for (newSection, identifier) in new.sectionIdentifiers.enumerated() {
      guard let oldSection = old.sectionIdentifiers.firstIndex(of: identifier) else { continue }
      let items = new._items(inSectionAt: newSection)
      for start in Set([0, items.count / 2]) where start < items.count {
        var finder = make(oldSection, newSection, start..<items.count)
        var offset = start
        while offset < items.count {
          var found = finder.location(ofNewOffset: offset, from: old, to: new)
          let handedBack = finder.handedBack
          if offset == handedBack.lowerBound {
            let rest = handedBack.clamped(to: offset..<items.count)
            #expect(!rest.isEmpty, "\(name) hands back nothing at \(offset)")
            let lookedUp = Finders._LookedUpLocations(
              hashing: rest, ofSectionAt: newSection, of: new, in: old, storage: [])
            for restOffset in rest {
              found = lookedUp.location(ofNewOffset: restOffset, from: old, to: new)
              if let broken = Self.compare(found, items[restOffset], old, name, newSection) {
                return broken
              }
            }
            offset = rest.upperBound
            continue
          }
          if let broken = Self.compare(found, items[offset], old, name, newSection) {
            return "\(broken) (from \(start))"
          }
          offset += 1
        }
      }
    }
    return nil
  }

  static func compare(
    _ found: _ItemLocation?, _ item: Int, _ old: Snapshot<Int, Int>, _ name: String,
    _ newSection: Int
  ) -> String? {
    let indexed = old._location(of: item)
    guard found != indexed else { return nil }
    return "section \(newSection): item \(item) found at \(String(describing: found)) by the "
      + "\(name), indexed at \(String(describing: indexed))"
  }
}
