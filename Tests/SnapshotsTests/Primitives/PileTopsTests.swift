import SnapshotsTesting
import Testing

@testable import Snapshots

/// The pile tops of the longest increasing subsequence (`_PileTops`, and the tree of its groups)
/// against a sorted array, and the subsequence chosen with them against the one chosen with piles
/// searched by halves.
@Suite("Pile tops")
struct PileTopsTests {
  /// Group counts of one word, of word and level edges, and of three levels.
  static let groupCounts = [1, 63, 64, 65, 4_095, 4_096, 4_097]

  @Test(
    "the groups' tree: inserts, removes and successors agree with a sorted array",
    arguments: groupCounts)
  func groupTreeAgreesWithASortedArray(groupCount: Int) {
    withEmptyPileTops(universe: groupCount * 4_096) { tops in
      #expect(tops.groups[0].wordCount * 64 >= groupCount)
      agreesWithASortedArray(GroupTree(tops: tops), universe: groupCount)
    }
  }

  /// Universes of one word, of the edges of a search's eight bytes (nine words, 576 values) and of
  /// groups (64 words, 4,096 values), and of many groups; the few members of the largest leave
  /// most groups empty, so searches go through the groups and find some stale.
  @Test(
    "the set of tops: inserts, removes, replacements and successors agree with a sorted array",
    arguments: [1, 63, 64, 65, 575, 576, 577, 4_095, 4_096, 4_097, 300_000, 2_000_000])
  func topSetSuccessorsAgreeWithASortedArray(universe: Int) {
    withEmptyPileTops(universe: universe) { agreesWithASortedArray($0, universe: universe) }
  }

  @Test("the set of tops: a group found empty leaves the groups and comes back with a value")
  func topSetGroupFoundEmptyComesBack() {
    // Groups of 4,096 values: 3 and 7 hold a value, then 3 is emptied; a search from 0 passes
    // it (found empty, it leaves the groups), and a value put back in it must be found.
    withEmptyPileTops(universe: 40_000) { set in
      set.insert(3 * 4_096 + 5)
      set.insert(7 * 4_096 + 1)
      set.remove(3 * 4_096 + 5)
      #expect(set.first(notBelow: 0) == 7 * 4_096 + 1)
      #expect(!set.groupMayHoldValues(3))
      set.insert(3 * 4_096 + 70)
      #expect(set.first(notBelow: 0) == 3 * 4_096 + 70)
      #expect(set.first(notBelow: 3 * 4_096 + 71) == 7 * 4_096 + 1)
      #expect(set.first(notBelow: 7 * 4_096 + 2) == nil)
    }
  }

  @Test("the set of tops: no successor past the last word, with members before it in its group")
  func topSetFindsNothingPastTheLastWord() {
    // 100 words: the search from word 80 reads on to the last word and finds nothing; the group
    // it ends in holds a member before the search's start, which must not be returned.
    withEmptyPileTops(universe: 6_400) { set in
      set.insert(70 * 64 + 5)
      #expect(set.first(notBelow: 80 * 64) == nil)
      #expect(set.first(notBelow: 70 * 64) == 70 * 64 + 5)
    }
  }

  /// Runs `body` with empty pile tops over `0..<universe`, their memory freed after.
  func withEmptyPileTops(universe: Int, _ body: (_PileTops) -> Void) {
    let wordCount = _PileTops.wordCount(universe: universe)
    let words = UnsafeMutablePointer<UInt64>.allocate(capacity: wordCount)
    defer { words.deallocate() }
    words.initialize(repeating: 0, count: wordCount)
    body(_PileTops(words: words, universe: universe))
  }

  /// Changes `set` at random, with values at word and group edges first, and checks a successor
  /// after each change against a sorted array of the members.
  func agreesWithASortedArray(_ set: some SuccessorSet, universe: Int) {
    let seed = UInt64(0xB17 + universe)
    var generator = SeededGenerator(seed: seed)
    var members: [Int] = []
    // Values at the edges of words, of eight words and of groups, and of the universe, then
    // anywhere.
    let edges = [0, 62, 63, 64, 65, 511, 512, 575, 576, 4_095, 4_096, universe - 1].filter {
      $0 < universe
    }
    for step in 0..<2_000 {
      let value =
        step < 40
        ? edges[step % edges.count] : Int.random(in: 0..<universe, using: &generator)
      let index = members.partitioningIndex { $0 >= value }
      if index < members.count && members[index] == value {
        set.remove(value)
        members.remove(at: index)
      } else if index < members.count && step % 3 == 0 {
        // As a pile top gives way: the smallest member not below a value becomes the value.
        set.replace(members[index], with: value)
        members[index] = value
      } else {
        set.insert(value)
        members.insert(value, at: index)
      }
      let probe = Int.random(in: 0...universe, using: &generator)
      let at = members.partitioningIndex { $0 >= probe }
      let first = at < members.count ? members[at] : nil
      guard set.first(notBelow: probe) == first else {
        Issue.record(
          """
          seed \(seed), step \(step), \(members.count) members: from \(probe) found \
          \(String(describing: set.first(notBelow: probe))), expected \
          \(String(describing: first))
          """)
        return
      }
    }
  }

  @Test("a long list, mostly ordered or shuffled, gets the fewest moves", arguments: [false, true])
  func aLongListGetsTheFewestMoves(shuffled: Bool) {
    // Long enough for the set of tops (2,048 values and more), through `ListDifference`.
    var generator = SeededGenerator(seed: 0x115F)
    let old = Array(0..<3_000)
    var new = old.filter { _ in Int.random(in: 0..<10, using: &generator) != 0 }
    for _ in 0..<150 {
      let moved = new.remove(at: Int.random(in: 0..<new.count, using: &generator))
      new.insert(moved, at: Int.random(in: 0...new.count, using: &generator))
    }
    if shuffled { new.shuffle(using: &generator) }
    let difference = ListDifference(from: old, to: new)
    #expect(difference.moves.count == new.count - increasingSubsequenceLengthQuadratic(new))
    #expect(difference.applying(to: old) == new)
  }

  @Test("the set of tops chooses the subsequence the piles choose", arguments: 0..<6)
  func topSetChoosesThePilesSubsequence(round: Int) {
    let seed = UInt64(0x115 + round)
    var generator = SeededGenerator(seed: seed)
    for _ in 0..<200 {
      let universe = Int.random(in: 1...3_000, using: &generator)
      let count = Int.random(in: 0...400, using: &generator)
      let disorder = Int.random(in: 0...100, using: &generator)
      // Ordered values with a share of them anywhere (moves), duplicates and -1s (unmatched).
      var values = (0..<count).map { universe * $0 / max(count, 1) }
      for index in values.indices where Int.random(in: 0..<100, using: &generator) < disorder {
        values[index] = Int.random(in: -1..<universe, using: &generator)
      }
      var byTops = [Bool](repeating: false, count: count)
      var byPiles = byTops
      let lengths = values.withUnsafeBufferPointer { values in
        (
          byTops.withUnsafeMutableBufferPointer {
            _markLongestIncreasingSubsequence(inPileTops: values, below: universe, into: $0)
          },
          byPiles.withUnsafeMutableBufferPointer {
            _markLongestIncreasingSubsequence(inPileArray: values, into: $0)
          }
        )
      }
      guard lengths.0 == lengths.1 && byTops == byPiles else {
        Issue.record("seed \(seed): \(values) chose \(byTops), the piles \(byPiles)")
        return
      }
    }
  }
}

/// The operations the pile tops and their groups' tree share, for one test of both.
protocol SuccessorSet {
  func insert(_ value: Int)
  func remove(_ value: Int)
  func replace(_ member: Int, with value: Int)
  func first(notBelow value: Int) -> Int?
}

extension SuccessorSet {
  /// A member giving way to `value`, for the groups' tree, which has no replacement of its own.
  func replace(_ member: Int, with value: Int) {
    remove(member)
    insert(value)
  }
}

extension _PileTops: SuccessorSet {}

/// The tree of the groups of some pile tops, as a set of group numbers.
struct GroupTree: SuccessorSet {
  let tops: _PileTops
  func insert(_ value: Int) { tops.addGroup(value) }
  func remove(_ value: Int) { tops.dropGroup(value) }
  func first(notBelow value: Int) -> Int? { tops.firstGroup(notBelow: value) }
}

extension Array {
  /// The first index whose element satisfies `belongs`, which holds for a suffix of the array.
  fileprivate func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
    var (low, high) = (0, count)
    while low < high {
      let middle = (low + high) / 2
      if belongs(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
