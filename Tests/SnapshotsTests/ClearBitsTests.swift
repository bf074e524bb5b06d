import SnapshotsTesting
import Testing

@testable import Snapshots

/// Reading the clear bits of a range of a bit array a word at a time (how a changeset reads its
/// deletions off the survivors), against reading them one bit at a time.
@Suite("Clear bits")
struct ClearBitsTests {
  /// The clear bits of `range`, one bit at a time.
  func clearBits(_ words: [UInt64], _ range: Range<Int>) -> [Int] {
    range.filter { words[$0 >> 6] & 1 << UInt64($0 & 63) == 0 }
  }

  /// Ranges that start and end inside a word, on a word's edge, in one word, across several,
  /// and empty ones.
  func ranges(bitCount: Int, using generator: inout some RandomNumberGenerator) -> [Range<Int>] {
    var ranges = [0..<bitCount, 0..<0, bitCount..<bitCount]
    for edge in stride(from: 0, through: bitCount, by: 64) {
      ranges.append(edge..<min(edge + 64, bitCount))
      if edge > 0 { ranges.append(edge - 1..<edge) }
    }
    for _ in 0..<200 {
      let lower = Int.random(in: 0...bitCount, using: &generator)
      ranges.append(lower..<Int.random(in: lower...bitCount, using: &generator))
    }
    return ranges
  }

  @Test("each clear bit of a range is visited once, in order", arguments: 0..<8)
  func clearBitsOfRanges(round: Int) {
    let seed = UInt64(0xB175 + round)
    var generator = SeededGenerator(seed: seed)
    let bitCount = 64 * Int.random(in: 1...6, using: &generator)
    // Sparse, dense and mixed words: all set, all clear, random.
    let words: [UInt64] = (0..<bitCount / 64).map { _ in
      switch Int.random(in: 0..<4, using: &generator) {
      case 0: UInt64.max
      case 1: 0
      default: UInt64.random(in: .min ... .max, using: &generator)
      }
    }
    for range in ranges(bitCount: bitCount, using: &generator) {
      var visited: [Int] = []
      words._forEachClearBit(in: range) { visited.append($0) }
      let expected = clearBits(words, range)
      #expect(visited == expected, "seed \(seed), range \(range)")
    }
  }
}
