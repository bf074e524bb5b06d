import SnapshotsTesting
import TestSupport
import Testing

@testable import Snapshots

/// How many batches, and animated passes, changesets need on random snapshot pairs: the figures
/// Docs/Batches.md quotes, and the promise that no batch is rejected under either reading of
/// UIKit's reload placement.
@Suite("Batch counts")
struct BatchCountTests {
  /// The 2,000 seeded pairs the figures are measured on.
  static func pairs(_ count: Int = 2_000) -> [SnapshotPair<Int, Int>] {
    var random = SeededGenerator(seed: 0xC4A7_0003)
    return (0..<count).map { _ in random.snapshotPair() }
  }

  /// The number of pairs by how many batches (0 to 3) they need, and by how many animated
  /// passes, printed as the table of Docs/Batches.md.
  static func table(
    _ kind: Changeset<Int, Int>.ContentChange
  ) -> (batches: [Int], passes: [Int], displaced: Int) {
    var (batches, passes, displaced) = ([0, 0, 0, 0], [0, 0, 0, 0], 0)
    for pair in pairs() {
      let changeset = pair.changeset(reportingContentChangesAs: kind)
      let staged = changeset.batches
      batches[staged.count] += 1
      passes[staged.filter(\.animates).count] += 1
      var before = changeset.old
      for batch in staged {
        if reloadPlacementViolation(batch.update, from: before, to: batch.snapshot) != nil {
          displaced += 1
        }
        before = batch.snapshot
      }
    }
    let changed = Double(batches[1] + batches[2] + batches[3])
    func share(_ count: Int) -> String {
      let permille = Int((Double(count) / changed * 1000).rounded())
      return "\(count) (\(permille / 10).\(permille % 10)%)"
    }
    print(
      "Content changes as \(kind) over 2,000 random pairs (\(Int(changed)) changed):",
      "batches 1: \(share(batches[1])), 2: \(share(batches[2])), 3: \(share(batches[3]));",
      "animated passes 1: \(share(passes[1])), 2: \(share(passes[2])),",
      "3: \(share(passes[3])); displaced reloads: \(displaced)")
    return (batches, passes, displaced)
  }

  @Test func reloadsNeedOneBatchInMostPairs() {
    let (batches, passes, displaced) = Self.table(.reload)
    let changed = batches[1] + batches[2] + batches[3]
    #expect(Double(batches[1]) >= 0.63 * Double(changed))
    #expect(Double(batches[3]) <= 0.025 * Double(changed))
    #expect(displaced == 0)
    #expect(passes[1] >= batches[1])
  }

  @Test func reconfiguresNeedOneAnimatedPassInMostPairs() {
    let (batches, passes, displaced) = Self.table(.reconfigure)
    let changed = batches[1] + batches[2] + batches[3]
    #expect(Double(passes[2] + passes[3]) <= 0.30 * Double(changed))
    #expect(displaced == 0)
  }

  @Test(arguments: [BatchValidator.ReloadRule.inPlace, .uikitArithmetic])
  func theValidatorAcceptsEveryBatchOfTenThousandPairs(rule: BatchValidator.ReloadRule) {
    var random = SeededGenerator(seed: 0xC4A7_0004)
    let validator = BatchValidator(reloadRule: rule)
    for index in 0..<10_000 {
      let pair = random.snapshotPair()
      let changeset = pair.changeset(
        reportingContentChangesAs: index % 2 == 0 ? .reload : .reconfigure)
      var before = changeset.old
      for batch in changeset.batches {
        do {
          try validator.validate(
            batch.update, before: before.sectionCounts, after: batch.snapshot.sectionCounts)
        } catch {
          Issue.record("pair \(index): \(error.message)\n\(pair)")
          return
        }
        before = batch.snapshot
      }
    }
  }
}
