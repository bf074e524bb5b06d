import SnapshotsTesting
import Testing

@testable import Snapshots

/// The default pairing's first pass: walking both lists in step pairs what it meets at both
/// cursors, and the hash pass pairs the rest exactly as if it had paired everything.
@Suite("Walking in step (default pairing)")
struct InStepWalkTests {
  @Test func everySurvivorPairsWithTheOldElementOfItsIdentifier() {
    checkProperty(
      iterations: 300, seed: 0x1D_0003, generate: { runsOfChanges(&$0, maxCount: 600) },
      shrink: { $0.shrunk() },
      property: { pair in
        let oldOffset = Dictionary(uniqueKeysWithValues: pair.old.enumerated().map { ($1, $0) })
        let expected = pair.new.map { oldOffset[$0] ?? -1 }
        let found = _identityMatching(pair.old, pair.new, { $0 }).newToOld
        guard found != expected else { return nil }
        let wrong = pair.new.indices.first { found[$0] != expected[$0] }!
        return "new offset \(wrong) paired with \(found[wrong]), not \(expected[wrong])"
      })
  }

  @Test func duplicatesPairAsManyTimesAsTheyOccurInBothLists() {
    checkProperty(
      iterations: 1_000, seed: 0x1D_0004,
      generate: { rng in
        let pool = 1 + Int.random(in: 0..<6, using: &rng)
        let draw = { (rng: inout SeededGenerator) in
          (0..<Int.random(in: 0...30, using: &rng)).map { _ in Int.random(in: 0..<pool, using: &rng)
          }
        }
        return ListPair(shape: .duplicates, old: draw(&rng), new: draw(&rng))
      },
      shrink: { $0.shrunk() },
      property: { pair in
        let newToOld = _identityMatching(pair.old, pair.new, { $0 }).newToOld
        let paired = newToOld.filter { $0 >= 0 }
        if Set(paired).count != paired.count { return "an old offset paired twice: \(newToOld)" }
        for (newOffset, oldOffset) in newToOld.enumerated() where oldOffset >= 0 {
          if pair.old[oldOffset] != pair.new[newOffset] { return "unequal pair at \(newOffset)" }
        }
        for value in Set(pair.old + pair.new) {
          let expected = min(pair.old.count { $0 == value }, pair.new.count { $0 == value })
          let found = pair.new.indices.count { pair.new[$0] == value && newToOld[$0] >= 0 }
          if found != expected { return "\(value) paired \(found) times, not \(expected)" }
        }
        return nil
      })
  }

  @Test func theTablePairsTheUnpairedOccurrencesInOrder() {
    checkProperty(
      iterations: 500, seed: 0x1D_0006,
      generate: { rng in
        let draw = { (rng: inout SeededGenerator) in
          (0..<Int.random(in: 0...40, using: &rng)).map { _ in Int.random(in: 0..<4, using: &rng) }
        }
        return ListPair(shape: .duplicates, old: draw(&rng), new: draw(&rng))
      },
      shrink: { $0.shrunk() },
      property: { pair in
        // Some offsets passed over by a walk (hashed), the rest in the tails.
        var unpaired = _Unpaired()
        unpaired.old.offsets = Array(0..<pair.old.count / 2)
        unpaired.old.hashes = unpaired.old.offsets.map { _identifierHash(pair.old[$0]) }
        unpaired.old.tail = (pair.old.count / 2)..<pair.old.count
        unpaired.new.offsets = Array(0..<pair.new.count / 3)
        unpaired.new.hashes = unpaired.new.offsets.map { _identifierHash(pair.new[$0]) }
        unpaired.new.tail = (pair.new.count / 3)..<pair.new.count
        var newToOld = [Int](repeating: -1, count: pair.new.count)
        pair.old.withUnsafeBufferPointer { old in
          pair.new.withUnsafeBufferPointer { new in
            newToOld.withUnsafeMutableBufferPointer { newToOld in
              var table = _IdentityTable(old, unpaired, { $0 })
              table.pair(new, unpaired, with: old, { $0 }, into: newToOld)
            }
          }
        }
        for value in Set(pair.old) {
          let olds = pair.old.indices.filter { pair.old[$0] == value }
          let news = pair.new.indices.filter { pair.new[$0] == value }
          for (index, newOffset) in news.enumerated() {
            let expected = index < olds.count ? olds[index] : -1
            if newToOld[newOffset] != expected {
              return "new \(newOffset) paired with \(newToOld[newOffset]), not \(expected)"
            }
          }
        }
        return nil
      })
  }

  @Test func aRunOfDeletionsAsLongAsTheLookaheadIsStepped() {
    let old = Array(0..<200)
    let deleted = 50..<(50 + _Tuning.inStepLookahead)
    let new = Array(old[..<deleted.lowerBound] + old[deleted.upperBound...])
    let unpaired = walk(old, new)
    #expect(unpaired.old.offsets == Array(deleted))
    #expect(unpaired.new.count == 0 && unpaired.old.tail.isEmpty)
    #expect(unpaired.old.hashes == unpaired.old.offsets.map { _identifierHash($0) })
  }

  @Test func aLongerRunEndsTheWalkAndTheHashPassPairsTheRest() {
    let old = Array(0..<200)
    let deleted = 50..<(51 + _Tuning.inStepLookahead)
    let new = Array(old[..<deleted.lowerBound] + old[deleted.upperBound...])
    let unpaired = walk(old, new)
    // In step one run of the lookahead apart, the walk passes over pairs until it gives up,
    // leaving all the rest, hashed, to the table.
    #expect(unpaired.old.offsets + unpaired.old.tail == Array(50..<200))
    #expect(unpaired.new.offsets + unpaired.new.tail == Array(50..<new.count))
    #expect(unpaired.old.tail.lowerBound == 50 + _Tuning.inStepGiveUp - 1)
    #expect(unpaired.new.hashes == unpaired.new.offsets.map { _identifierHash(new[$0]) })
    let newToOld = _identityMatching(old, new, { $0 }).newToOld
    #expect(newToOld == new)
  }

  @Test func aShuffledListIsLeftToTheHashPassAfterMissesInARow() {
    var random = SeededGenerator(seed: 0x1D_0005)
    let old = Array(0..<1_000)
    let unpaired = walk(old, old.shuffled(using: &random))
    // The walk pairs the few elements it happens on (one here) before giving up.
    #expect(unpaired.old.count == unpaired.new.count)
    #expect(unpaired.old.count >= 990 && unpaired.new.offsets.count < 10 * _Tuning.inStepGiveUp)
  }

  /// Walks `old` and `new` in step.
  private func walk(_ old: [Int], _ new: [Int]) -> _Unpaired {
    var newToOld = [Int](repeating: -1, count: new.count)
    var unpaired = _Unpaired()
    old.withUnsafeBufferPointer { old in
      new.withUnsafeBufferPointer { new in
        newToOld.withUnsafeMutableBufferPointer { newToOld in
          _walkInStep(old, old.indices, new, new.indices, { $0 }, into: &unpaired) {
            newToOld[$0] = $1
          }
        }
      }
    }
    return unpaired
  }
}

/// Unique identifiers in runs kept, deleted and inserted, each up to three lookaheads long, and a
/// few elements moved: every path of the walk (pairing, stepping over a run, passing over a run
/// too long to see across, giving up).
private func runsOfChanges(_ rng: inout SeededGenerator, maxCount: Int) -> ListPair<Int> {
  let old = Array(0..<Int.random(in: 0...maxCount, using: &rng))
  var new: [Int] = []
  var (next, fresh) = (0, maxCount)
  while next < old.count {
    let length = Int.random(in: 1...(3 * _Tuning.inStepLookahead), using: &rng)
    switch Int.random(in: 0..<4, using: &rng) {
    case 0:  // inserted
      new += fresh..<(fresh + length)
      fresh += length
    case 1: next += length  // deleted
    default:  // kept
      new += old[next..<min(next + length, old.count)]
      next += length
    }
  }
  for _ in 0..<Int.random(in: 0...5, using: &rng) where !new.isEmpty {
    let moved = new.remove(at: Int.random(in: 0..<new.count, using: &rng))
    new.insert(moved, at: Int.random(in: 0...new.count, using: &rng))
  }
  return ListPair(shape: .manyChanges, old: old, new: new)
}
