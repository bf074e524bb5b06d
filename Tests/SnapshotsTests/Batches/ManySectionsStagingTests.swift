import SnapshotsTesting
import Testing

@testable import Snapshots

/// Staging with many sections, every one of them moved and every item crossing to another: the
/// shape that made staging quadratic in the sections (issue 53, case 13).
@Suite("Staging many sections")
struct ManySectionsStagingTests {
  /// `count` one-item sections; NEW lists them reversed and puts each item in the next section.
  static func reversedAndShifted(_ count: Int) -> SnapshotPair<Int, Int> {
    let old = try! Snapshot(validating: (0..<count).map { ($0, [$0]) })
    let new = try! Snapshot(
      validating: (0..<count).reversed().map { ($0, [($0 + count - 1) % count]) })
    return SnapshotPair(old: old, new: new)
  }

  @Test func reversedAndShiftedSectionsKeepEveryLaw() {
    for count in [1, 2, 3, 10, 257] {
      let pair = Self.reversedAndShifted(count)
      #expect(brokenChangesetLaw(pair) == nil, "\(count) sections")
    }
  }

  /// 100,000 sections stage in seconds in a debug build.
  ///
  /// Staging placed each moved section by searching an array and inserting into it: two minutes
  /// here. A guard against the quadratic path, not a speed target (those are `snapbench`'s).
  @Test(.timeLimit(.minutes(1)))
  func reversedAndShiftedOneItemSectionsStageInLinearTime() {
    let count = 100_000
    let pair = Self.reversedAndShifted(count)
    let changeset = Changeset(from: pair.old, to: pair.new)
    let batches = changeset.batches
    #expect(batches.count == 2)
    #expect(batches.first?.update.movedItems.count == count)
    #expect(batches.last?.update.movedSections.count == count - 1)
    #expect(batches.last?.snapshot == pair.new)
  }
}
