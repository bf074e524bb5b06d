import SnapshotsTesting
import Testing

@testable import Snapshots

@Suite("Myers")
struct MyersTests {
  @Test func fewestDeletionsPlusInsertions() {
    // deletions + insertions, counting a move as one of each, is |a| + |b| - 2·LCS (from the
    // independent dynamic program), and equals the standard library's count.
    checkProperty(
      iterations: 3_000, seed: 0x3E45_0001,
      generate: { $0.listPair(maxCount: 25) }, shrink: shrinkListPair,
      property: { pair in
        let old = pair.old.map(\.id)
        let new = pair.new.map(\.id)
        let difference = ListDifference(from: old, to: new, algorithm: .myers)
        let edits =
          difference.deletions.count + difference.insertions.count
          + 2 * difference.moves.count
        let expected = old.count + new.count - 2 * longestCommonSubsequenceLength(old, new)
        if edits != expected { return "\(edits) edits, LCS says \(expected)" }
        let standard = new.difference(from: old)
        if edits != standard.removals.count + standard.insertions.count {
          return "\(edits) edits, the standard library has \(standard.count)"
        }
        return nil
      })
  }

  @Test func costLimitDegradesGracefully() {
    var random = SeededGenerator(seed: 3)
    let old = Array(0..<3_000)
    let new = old.shuffled(using: &random)
    let difference = ListDifference(from: old, to: new, algorithm: .myers(costLimit: 16))
    #expect(difference.applying(to: old) == new, "still exact")
    #expect(difference.deletions.isEmpty && difference.insertions.isEmpty, "identity kept")
  }

  @Test func singleEdits() {
    #expect(ListDifference(from: [1, 2, 3], to: [1, 3], algorithm: .myers).deletions.count == 1)
    #expect(ListDifference(from: [1, 3], to: [1, 2, 3], algorithm: .myers).insertions.count == 1)
    #expect(ListDifference(from: [1], to: [2], algorithm: .myers).deletions.count == 1)
  }

  @Test func description() {
    #expect(DiffAlgorithm.myers.description == "myers(costLimit: 4096)")
    #expect(DiffAlgorithm.identity.description == "identity")
    #expect(DiffAlgorithm.heckel.description == "heckel")
  }
}
