import Testing

@testable import Snapshots

@Suite("Heckel")
struct HeckelTests {
  @Test func pairsUniqueElementsAndExtendsToNeighbours() {
    // "x" occurs twice in each list, so pass 3 cannot pair it; pass 4 pairs each "x" through
    // the unique element before it. (Ends differ, so nothing is trimmed first.)
    let old = ["a", "x", "b", "x", "c"]
    let new = ["b", "x", "a", "x", "d"]
    let difference = ListDifference(from: old, to: new, algorithm: .heckel)
    #expect(difference.deletions.map(\.element) == ["c"])
    #expect(difference.insertions.map(\.element) == ["d"])
    #expect(difference.newOffset(forOldOffset: 1) == 3, "the x after a")
    #expect(difference.newOffset(forOldOffset: 3) == 1, "the x after b")
    #expect(difference.moves.count == 2)
  }

  @Test func isolatedDuplicatesAreReplaced() {
    let difference = ListDifference(
      from: ["x", "a", "x"], to: ["x", "x", "b"], algorithm: .heckel)
    #expect(difference.applying(to: ["x", "a", "x"]) == ["x", "x", "b"])
  }

  @Test func movesAreFewestForTheMatching() {
    // Unlike the classic presentation, every survivor that keeps its relative order stays put.
    let old = Array(0..<10_000)
    let new = Array(1..<10_000) + [0]
    #expect(ListDifference(from: old, to: new, algorithm: .heckel).moves.count == 1)
  }
}
