import SnapshotsTesting
import Testing

@testable import Snapshots

/// When a reloaded section and an unchanged one tie for the longest increasing subsequence, the
/// changeset moves the reloaded one, which its batches replace whole anyway: no move at all,
/// where keeping the reloaded one in place moved the unchanged one.
@Suite struct SectionTieBreakTests {
  /// Section moves the batches perform (a moved reloaded section is replaced, not moved).
  static func movesPerformed(_ changeset: Changeset<String, Int>) -> Int {
    changeset.batches.map(\.update.movedSections.count).reduce(0, +)
  }

  @Test(arguments: ["a", "b"])
  func twoSectionsSwappedOneReloaded(reloaded: String) {
    let old = Snapshot([SectionOfItems("a", items: [1]), SectionOfItems("b", items: [2])])
    var new = Snapshot([SectionOfItems("b", items: [2]), SectionOfItems("a", items: [1])])
    new.reloadSections([reloaded])
    let changeset = Changeset(from: old, to: new)
    #expect(changeset.sections.moves.map(\.element) == [reloaded])
    #expect(Self.movesPerformed(changeset) == 0)
  }

  /// Regression (a random pair of the property below, shrunk): the engine kept s1 and s3 in
  /// place and moved s2 and s4, both unchanged, where keeping s2 and s3 moves s1 (replaced
  /// anyway) and s4.
  @Test func aShuffleOfFiveWithTwoReloadedMovesOneUnchangedSection() {
    let names = ["s0", "s1", "s2", "s3", "s4"]
    let old = Snapshot(names.map { SectionOfItems($0, items: [Int]()) })
    var new = Snapshot(["s4", "s2", "s1", "s3", "s0"].map { SectionOfItems($0, items: [Int]()) })
    new.reloadSections(["s0", "s1"])
    let changeset = Changeset(from: old, to: new)
    #expect(changeset.sections.moves.count == 3)
    #expect(Self.movesPerformed(changeset) == 1)
  }

  /// The laws hold, and the number of section moves is the fewest, for random sectioned pairs
  /// with reloaded sections; the batches never move an unchanged section where moving a reloaded
  /// one would do.
  @Test func randomPairsKeepTheFewestMovesAndMoveReloadedSectionsFirst() {
    checkProperty(
      iterations: 2_000, seed: 0x5EC7_10AD,
      generate: { g in
        let count = 2 + g.int(below: 6)
        let old = (0..<count).map { "s\($0)" }
        let new = old.shuffled(using: &g)
        let reloaded = old.filter { _ in g.chance(0.3) }
        return (old, new, reloaded)
      },
      shrink: { _ in [] },
      property: { (old: [String], new: [String], reloaded: [String]) -> String? in
        let before = Snapshot(old.map { SectionOfItems($0, items: [Int]()) })
        var after = Snapshot(new.map { SectionOfItems($0, items: [Int]()) })
        after.reloadSections(reloaded)
        let changeset = Changeset(from: before, to: after)
        let fewest = ListDifference(from: old, to: new, algorithm: .identity).moves.count
        guard changeset.sections.moves.count == fewest else { return "not the fewest moves" }
        let unchangedMoved = changeset.sections.moves.filter { !reloaded.contains($0.element) }
        let best = Self.fewestUnchangedMoves(old, new, reloaded)
        return unchangedMoved.count == best
          ? nil : "moves \(unchangedMoved.count) unchanged sections where \(best) suffice"
      })
  }

  /// The fewest unchanged sections that a fewest-moves difference moves, by brute force: every
  /// subset of kept sections that is in order in both lists and as long as the longest.
  static func fewestUnchangedMoves(_ old: [String], _ new: [String], _ reloaded: [String]) -> Int {
    let oldIndex = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1, $0) })
    let values = new.map { oldIndex[$0]! }
    var (longest, fewest) = (0, Int.max)
    for mask in 0..<(1 << values.count) {
      let kept = values.indices.filter { mask & (1 << $0) != 0 }
      guard zip(kept, kept.dropFirst()).allSatisfy({ values[$0] < values[$1] }) else { continue }
      let unchangedMoved = values.indices.filter {
        mask & (1 << $0) == 0 && !reloaded.contains(new[$0])
      }.count
      if kept.count > longest {
        (longest, fewest) = (kept.count, unchangedMoved)
      } else if kept.count == longest {
        fewest = min(fewest, unchangedMoved)
      }
    }
    return fewest
  }
}
