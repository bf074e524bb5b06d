import SnapshotsTesting
import Testing

@testable import Snapshots

/// The set of pile tops of the longest increasing subsequence (`_BitTree`) against a sorted
/// array, and the subsequence it chooses against the one chosen with piles searched by halves.
@Suite("Bit tree")
struct BitTreeTests {
  /// Universes of one word, of word and level edges, and of three levels.
  static let universes = [1, 63, 64, 65, 4_095, 4_096, 4_097, 300_000]

  @Test(
    "inserts, removes, replacements and successors agree with a sorted array",
    arguments: universes)
  func successorsAgreeWithASortedArray(universe: Int) {
    let seed = UInt64(0xB17 + universe)
    var generator = SeededGenerator(seed: seed)
    let (wordCount, levelStarts) = _BitTree.layout(universe: universe)
    let words = UnsafeMutablePointer<UInt64>.allocate(capacity: wordCount)
    defer { words.deallocate() }
    words.initialize(repeating: 0, count: wordCount)
    let tree = _BitTree(words: words, levelStarts: levelStarts)
    var members: [Int] = []
    // Values at the edges of words and of the universe, then anywhere.
    let edges = [0, 62, 63, 64, 65, 4_095, 4_096, universe - 1].filter { $0 < universe }
    for step in 0..<2_000 {
      let value =
        step < 40
        ? edges[step % edges.count] : Int.random(in: 0..<universe, using: &generator)
      let index = members.partitioningIndex { $0 >= value }
      if index < members.count && members[index] == value {
        tree.remove(value)
        members.remove(at: index)
      } else if index < members.count && step % 3 == 0 {
        // As a pile top gives way: the smallest member not below a value becomes the value.
        tree.replace(members[index], with: value)
        members[index] = value
      } else {
        tree.insert(value)
        members.insert(value, at: index)
      }
      let probe = Int.random(in: 0...universe, using: &generator)
      let at = members.partitioningIndex { $0 >= probe }
      let first = at < members.count ? members[at] : nil
      guard tree.first(notBelow: probe) == first else {
        Issue.record(
          """
          seed \(seed), step \(step), \(members.count) members: from \(probe) found \
          \(String(describing: tree.first(notBelow: probe))), expected \
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
            _markLongestIncreasingSubsequence(withTopSet: values, below: universe, into: $0)
          },
          byPiles.withUnsafeMutableBufferPointer {
            _markLongestIncreasingSubsequence(values, skippingNegatives: true, into: $0)
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
