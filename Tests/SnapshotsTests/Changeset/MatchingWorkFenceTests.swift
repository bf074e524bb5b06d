import SnapshotsTesting
import Testing

@testable import Snapshots

/// An identifier that counts how often it is hashed and compared.
struct FencedID: Hashable, CustomStringConvertible {
  nonisolated(unsafe) static var hashes = 0
  nonisolated(unsafe) static var comparisons = 0
  var value: Int

  static func == (lhs: Self, rhs: Self) -> Bool {
    comparisons += 1
    return lhs.value == rhs.value
  }

  func hash(into hasher: inout Hasher) {
    FencedID.hashes += 1
    hasher.combine(value)
  }

  var description: String { "\(value)" }
}

/// The matching's work, counted rather than timed: hashing and comparing identifiers stays within
/// a constant per item (an accidental quadratic path, or a second pass of lookups, shows here
/// long before it shows in a benchmark).
@Suite(.serialized) struct MatchingWorkFenceTests {
  @Test func hashesAndComparisonsStayLinearInTheItems() {
    var random = SeededGenerator(seed: 0xFE_0CE)
    for sections in [1, 20] {
      let count = 20_000
      let per = count / sections
      let old = (0..<sections).map { section in
        (FencedID(value: -1 - section), (0..<per).map { FencedID(value: section * per + $0) })
      }
      var next = count
      let new = old.map { section, items in
        var kept = items.filter { _ in !random.chance(0.1) }
        for _ in 0..<(per / 20) where !kept.isEmpty {
          let moved = kept.remove(at: random.int(below: kept.count))
          kept.insert(moved, at: random.int(below: kept.count + 1))
        }
        for _ in 0..<(per / 10) {
          kept.insert(FencedID(value: next), at: random.int(below: kept.count + 1))
          next += 1
        }
        return (section, kept)
      }
      let oldSnapshot = try! Snapshot(validating: old)
      let newSnapshot = try! Snapshot(validating: new)
      FencedID.hashes = 0
      FencedID.comparisons = 0
      let changeset = Changeset(from: oldSnapshot, to: newSnapshot)
      _ = changeset.batches
      _ = changeset.steps
      print(
        "\(sections) sections, \(count) items: \(FencedID.hashes) hashes,",
        "\(FencedID.comparisons) comparisons")
      #expect(FencedID.hashes <= count / 2, "\(FencedID.hashes) hashes")
      #expect(FencedID.comparisons * 2 <= 5 * count, "\(FencedID.comparisons) comparisons")
    }
  }
}

extension MatchingWorkFenceTests {
  /// The within-section moves of many sections, appended to one list, grow its room
  /// geometrically.
  ///
  /// Room for exactly each section's moves copied every move before them again (a shuffled
  /// 100,000 in sections of 100 spent 71% of its time copying).
  @Test func movesOfManySectionsGrowTheirListGeometrically() {
    var moves: [Changeset<Int, Int>.ItemMove] = []
    var reallocations = 0
    let reversed = Array((0..<50).reversed())
    for section in 0..<1_000 {
      let capacity = moves.capacity
      var staying = Changeset<Int, Int>._StayingItems(oldSection: section, newSection: section)
      (staying.old, staying.new) = (reversed, Array(0..<50))
      staying.changed = [Bool](repeating: false, count: 50)
      staying.appendMoves(
        to: &moves, items: Array((section * 50)..<(section * 50 + 50)), preferringChanged: false)
      if moves.capacity != capacity { reallocations += 1 }
    }
    #expect(moves.count == 49_000)
    #expect(reallocations <= 20, "\(reallocations) reallocations for 1,000 sections")
  }
}
