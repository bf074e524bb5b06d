import SnapshotsTesting
import Testing

@testable import Snapshots

/// The engine's bit set (`_UnsafeBitSet`): its missing values read a word at a time (how a
/// changeset reads its deletions off the survivors) against reading them one bit at a time, and
/// its changes against a `Set`.
@Suite("Bit set")
struct BitSetTests {
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

  @Test("each value of a range missing from the set is visited once, in order", arguments: 0..<8)
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
      words._withReadOnlyBitSet { $0.forEachMissing(in: range) { visited.append($0) } }
      let expected = clearBits(words, range)
      #expect(visited == expected, "seed \(seed), range \(range)")
    }
  }

  @Test("inserts, removes, unions and membership agree with a Set", arguments: 0..<4)
  func changesAgreeWithASet(round: Int) {
    let seed = UInt64(0xB5E7 + round)
    var generator = SeededGenerator(seed: seed)
    let universe =
      64 * Int.random(in: 1...5, using: &generator) - Int.random(in: 0...1, using: &generator)
    var words = [UInt64](repeating: 0, count: _UnsafeBitSet.wordCount(universe: universe))
    var other = words
    var members: Set<Int> = []
    for step in 0..<2_000 {
      // Few members, so that words fill and empty often.
      let removing = !members.isEmpty && Int.random(in: 0..<8, using: &generator) < members.count
      let value =
        removing
        ? members.randomElement(using: &generator)!
        : Int.random(in: 0..<universe, using: &generator)
      let othersInWord = members.filter { $0 >> 6 == value >> 6 && $0 != value }
      if step % 97 == 96 {
        // A union with a second set, which then empties.
        other._withBitSet { $0.insert(value) }
        words._withBitSet { set in other._withReadOnlyBitSet { set.formUnion($0) } }
        other = [UInt64](repeating: 0, count: other.count)
        members.insert(value)
      } else if removing {
        let emptied = words._withBitSet { $0.remove(value) }
        members.remove(value)
        #expect(emptied == othersInWord.isEmpty, "seed \(seed), step \(step): remove \(value)")
      } else if !members.contains(value) {
        let wasEmpty = words._withBitSet { $0.insert(value) }
        members.insert(value)
        #expect(wasEmpty == othersInWord.isEmpty, "seed \(seed), step \(step): insert \(value)")
      }
      let probe = Int.random(in: 0..<universe, using: &generator)
      let contained = words._withReadOnlyBitSet { $0.contains(probe) }
      guard contained == members.contains(probe) else {
        Issue.record("seed \(seed), step \(step): \(probe) contained \(contained)")
        return
      }
    }
  }
}

extension BitSetTests {
  @Test("a range inserts the values one insertion after another would", arguments: 0..<4)
  func rangeInsertionAgreesWithOneAtATime(round: Int) {
    let seed = UInt64(0xB1A6 + round)
    var generator = SeededGenerator(seed: seed)
    let bitCount = 64 * Int.random(in: 1...6, using: &generator)
    for range in ranges(bitCount: bitCount, using: &generator) {
      let start: [UInt64] = (0..<bitCount / 64).map { _ in
        Bool.random(using: &generator) ? 0 : UInt64.random(in: .min ... .max, using: &generator)
      }
      var byRange = start
      var oneByOne = start
      byRange._withBitSet { $0.insert(contentsOf: range) }
      oneByOne._withBitSet { set in for value in range { set.insert(value) } }
      #expect(byRange == oneByOne, "seed \(seed), range \(range)")
    }
  }
}
