import SnapshotsTesting
import Testing

@testable import Snapshots

/// The default algorithm: with unique identifiers its moves are the true minimum.
@Suite("Identity matching (default algorithm)")
struct IdentityMatchingTests {
  @Test("moves are minimal for every permutation of up to 7 elements", arguments: 1...7)
  func minimalOnAllPermutations(count: Int) {
    let fewest = fewestMovesToSort(permutationsOf: count)
    for permutation in permutations(Array(0..<count)) {
      let difference = ListDifference(from: permutation, to: Array(0..<count))
      #expect(
        difference.moves.count == fewest[permutation],
        "\(permutation): \(difference.moves.count) moves, brute force says \(fewest[permutation]!)")
      #expect(difference.applying(to: permutation) == Array(0..<count))
    }
  }

  @Test func movesAreMinimalWithDeletionsAndInsertions() {
    // All survivors are found; the fewest moves is survivors minus an increasing subsequence of
    // their old offsets, computed here independently from Set intersection and the O(n²) DP.
    checkProperty(
      iterations: 300, seed: 0x1D_0001,
      generate: { rng in
        rng.listPair(
          rng.element(of: [.shuffled, .fewChanges, .manyChanges, .reversed]), maxCount: 800,
          changesContent: false)
      },
      shrink: shrinkListPair,
      property: { pair in
        let survivors = Set(pair.old.map(\.id)).intersection(pair.new.map(\.id))
        let oldOffset = Dictionary(uniqueKeysWithValues: pair.old.enumerated().map { ($1.id, $0) })
        let order = pair.new.filter { survivors.contains($0.id) }.map { oldOffset[$0.id]! }
        let minimum = order.count - increasingSubsequenceLengthQuadratic(order)
        let difference = ListDifference(from: pair.old, to: pair.new)
        return difference.moves.count == minimum
          ? nil : "\(difference.moves.count) moves, minimum \(minimum)"
      })
  }

  @Test func trimsCommonPrefixAndSuffix() {
    let old = Array(0..<1_000)
    var new = old
    new[500] = -1
    let difference = ListDifference(from: old, to: new)
    #expect(difference.deletions.map(\.offset) == [500])
    #expect(difference.insertions.map(\.offset) == [500])
    #expect(difference.moves.isEmpty)
  }

  @Test func duplicatesNeverCrashAndStillApply() {
    checkProperty(
      iterations: 1_000, seed: 0x1D_0002,
      generate: { $0.listPair(.duplicates, maxCount: 20, changesContent: true) },
      shrink: shrinkListPair, property: { brokenDifferenceLaw($0, .identity) })
  }
}
