import SnapshotsTesting
import Testing

@testable import Snapshots

@Suite("longestIncreasingSubsequence")
struct LongestIncreasingSubsequenceTests {
  func isIncreasingSubsequence(_ positions: [Int], of values: [Int]) -> Bool {
    zip(positions, positions.dropFirst()).allSatisfy { $0 < $1 && values[$0] < values[$1] }
  }

  /// Why `longestIncreasingSubsequence(values)` is wrong (not increasing, or shorter than the
  /// quadratic dynamic program's), or nil.
  func mismatchWithTheQuadraticDynamicProgram(_ values: [Int]) -> String? {
    let positions = longestIncreasingSubsequence(values)
    if !isIncreasingSubsequence(positions, of: values) { return "not increasing: \(positions)" }
    let expected = increasingSubsequenceLengthQuadratic(values)
    return positions.count == expected ? nil : "length \(positions.count), expected \(expected)"
  }

  @Test func examples() {
    #expect(longestIncreasingSubsequence([]) == [])
    #expect(longestIncreasingSubsequence([5]) == [0])
    #expect(longestIncreasingSubsequence([3, 0, 4, 1, 2]) == [1, 3, 4])
    #expect(longestIncreasingSubsequence([1, 2, 3]) == [0, 1, 2])
    #expect(longestIncreasingSubsequence([3, 2, 1]).count == 1)
    #expect(longestIncreasingSubsequence([2, 2, 2]).count == 1, "strictly increasing")
    #expect(longestIncreasingSubsequence([3, -1, 4, -1]) == [0, 2], "unmatched values skipped")
    // Values far above their count, which keep their pile tops in the array.
    let far = 1 << 61
    #expect(longestIncreasingSubsequence([far, 1, far - 1, 2, 3, far + 1]) == [1, 3, 4, 5])
  }

  /// The subsequence read off backwards by the piles' numbers is the one that back pointers to
  /// the top of the pile on the left would give (the choice the diff's moves depend on).
  @Test func choosesTheSubsequenceOfBackPointers() {
    checkProperty(
      iterations: 2_000, seed: 0x11_5EEE,
      generate: { rng in (0..<rng.int(below: 80)).map { _ in rng.int(below: 50) } },
      shrink: shrinkArray,
      property: { values in
        let found = longestIncreasingSubsequence(values)
        let expected = Self.subsequenceByBackPointers(values)
        return found == expected ? nil : "chose \(found), back pointers \(expected)"
      })
  }

  /// Patience sorting by linear search, each value pointing back at the top of the pile on its
  /// left when it was placed, the chain read from the last pile's top.
  static func subsequenceByBackPointers(_ values: [Int]) -> [Int] {
    var tops: [Int] = []  // positions
    var back = [Int](repeating: -1, count: values.count)
    for (position, value) in values.enumerated() {
      let pile = tops.firstIndex { values[$0] >= value } ?? tops.count
      back[position] = pile > 0 ? tops[pile - 1] : -1
      if pile == tops.count { tops.append(position) } else { tops[pile] = position }
    }
    var chain: [Int] = []
    var position = tops.last ?? -1
    while position >= 0 {
      chain.append(position)
      position = back[position]
    }
    return chain.reversed()
  }

  @Test func matchesTheQuadraticDynamicProgram() {
    checkProperty(
      iterations: 3_000, seed: 0x11_5EED,
      generate: { rng in (0..<rng.int(below: 60)).map { _ in rng.int(below: 40) } },
      shrink: shrinkArray,
      property: mismatchWithTheQuadraticDynamicProgram)
  }

  /// Mostly increasing lists with many piles, small ones in the array, large ones in the set of
  /// tops (values far from zero too, which keep their tops in the array).
  @Test(arguments: [(600, 1 << 61, 40), (10_000, 0, 2)])
  func matchesTheQuadraticDynamicProgramWithManyPiles(count: Int, base: Int, iterations: Int) {
    checkProperty(
      iterations: iterations, seed: 0x11_5EED + UInt64(count),
      generate: { rng in
        (0..<(count / 2 + rng.int(below: count / 2))).map {
          base + $0 * 3 + rng.int(below: 40)
        }
      },
      shrink: shrinkArray,
      property: mismatchWithTheQuadraticDynamicProgram)
  }

  /// Shuffled lists of 4,000-6,000 values, about 2√n piles: in the set of tops, and in the
  /// array when the values are far above their count.
  @Test(arguments: [0, 1 << 61])
  func matchesTheQuadraticDynamicProgramOnShuffles(base: Int) {
    checkProperty(
      iterations: 3, seed: 0x11_5EED_03,
      generate: { rng in
        (0..<(4_000 + rng.int(below: 2_000))).map { base + $0 * 2 }.shuffled(using: &rng)
      },
      shrink: shrinkArray,
      property: mismatchWithTheQuadraticDynamicProgram)
  }
}

@Suite("longest increasing subsequence, preferring positions")
struct PreferringLongestIncreasingSubsequenceTests {
  @Test func keepsTheMostPreferredAmongTheLongest() {
    // [1, 0] has two longest subsequences of length 1: prefer position 0, then position 1.
    var keep = [false, false]
    #expect(
      _markLongestIncreasingSubsequence([1, 0], preferring: [true, false], into: &keep) == 1)
    #expect(keep == [true, false])
    keep = [false, false]
    _ = _markLongestIncreasingSubsequence([1, 0], preferring: [false, true], into: &keep)
    #expect(keep == [false, true])
  }

  @Test func lengthComesFirstAndPreferenceSecond() {
    checkProperty(
      iterations: 2_000, seed: 0x11_5EED_02,
      generate: { rng -> ([Int], [Bool]) in
        let values = Array(0..<rng.int(below: 12)).shuffled(using: &rng)
        return (values, values.map { _ in rng.chance(0.3) })
      },
      property: { values, preferred in
        var keep = [Bool](repeating: false, count: values.count)
        let length = _markLongestIncreasingSubsequence(values, preferring: preferred, into: &keep)
        let kept = values.indices.filter { keep[$0] }
        if kept.count != length { return "length \(length) but \(kept.count) kept" }
        if !zip(kept, kept.dropFirst()).allSatisfy({ values[$0] < values[$1] }) {
          return "not increasing"
        }
        if length != increasingSubsequenceLengthQuadratic(values) { return "not longest" }
        // Brute force over all subsets (at most 2^11): no longest subsequence keeps more preferred.
        var best = 0
        for mask in 0..<(1 << values.count) {
          let chosen = values.indices.filter { mask & (1 << $0) != 0 }
          guard chosen.count == length,
            zip(chosen, chosen.dropFirst()).allSatisfy({ values[$0] < values[$1] })
          else { continue }
          best = max(best, chosen.filter { preferred[$0] }.count)
        }
        let preferredKept = kept.filter { preferred[$0] }.count
        return preferredKept == best ? nil : "kept \(preferredKept) preferred, \(best) possible"
      })
  }
}

/// The positions of one longest strictly increasing subsequence of `values`, ascending, through
/// the changeset's entry; negative values take no part.
func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
  var keep = [Bool](repeating: false, count: values.count)
  _ = values.withUnsafeBufferPointer { values in
    keep.withUnsafeMutableBufferPointer { _markLongestIncreasingSubsequence(values, into: $0) }
  }
  return values.indices.filter { keep[$0] }
}
