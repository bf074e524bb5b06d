import Foundation
import SnapshotsTesting
import Testing

@testable import Snapshots

@Suite("ListDifference")
struct ListDifferenceTests {
  /// README: "Moving the first of 10,000 items to the end is one move (not 9,999)".
  @Test func movingTheFirstOfTenThousandToTheEndIsOneMove() {
    let old = Array(0..<10_000)
    let new = Array(1..<10_000) + [0]
    let difference = ListDifference(from: old, to: new)
    #expect(difference.moves.map(\.source) == [0])
    #expect(difference.deletions.isEmpty && difference.insertions.isEmpty)
  }

  static let algorithms: [DiffAlgorithm] = [.identity, .heckel, .myers, .myers(costLimit: 2)]

  @Test("laws hold for every algorithm and workload", arguments: algorithms)
  func laws(algorithm: DiffAlgorithm) {
    checkProperty(
      iterations: 2_000, seed: 0xD1FF_0001,
      generate: { $0.listPair(maxCount: 30) }, shrink: shrinkListPair,
      property: { brokenDifferenceLaw($0, algorithm) })
  }

  @Test("laws hold on larger lists", arguments: algorithms)
  func lawsOnLargerLists(algorithm: DiffAlgorithm) {
    checkProperty(
      iterations: 40, seed: 0xD1FF_0002,
      generate: { $0.listPair(maxCount: 1_500) }, shrink: shrinkListPair,
      property: { brokenDifferenceLaw($0, algorithm) })
  }

  @Test func firstOfTenThousandMovedToTheEndIsOneMove() {
    let old = Array(0..<10_000)
    let new = Array(1..<10_000) + [0]
    for algorithm in Self.algorithms {
      let difference = ListDifference(from: old, to: new, algorithm: algorithm)
      #expect(difference.moves.count == 1, "\(algorithm)")
      #expect(difference.moves.first?.source == 0 && difference.moves.first?.destination == 9_999)
      #expect(difference.deletions.isEmpty && difference.insertions.isEmpty)
      #expect(difference.steps == [.move(from: 0, to: 9_999, element: 0)])
    }
  }

  @Test func rotatingThreeIsOneMove() {
    let difference = ListDifference(from: [1, 2, 3], to: [2, 3, 1])
    #expect(difference.moves == [.init(source: 0, destination: 2, element: 1)])
    #expect(difference.steps == [.move(from: 0, to: 2, element: 1)])
  }

  @Test func swappingTwoIsOneMove() {
    let difference = ListDifference(from: ["a", "b", "c", "d"], to: ["a", "c", "b", "d"])
    #expect(difference.moves.count == 1)
    #expect(difference.applying(to: ["a", "b", "c", "d"]) == ["a", "c", "b", "d"])
  }

  @Test func documentedExample() {
    let old = ["a", "b", "c", "d"]
    let new = ["b", "c", "a", "e"]
    let difference = ListDifference(from: old, to: new)
    #expect(difference.deletions.map(\.offset) == [3])
    #expect(difference.insertions.map(\.offset) == [3])
    #expect(difference.moves.map(\.source) == [0])
    #expect(difference.applying(to: old) == new)
    #expect(difference.description == "ListDifference(4 -> 4: -[3] +[3] move[0->2] update[])")
    #expect(
      ListDifference(from: ["a", "b", "c"], to: ["c", "a", "d"]).steps == [
        .delete(offset: 1, element: "b"), .move(from: 1, to: 0, element: "c"),
        .insert(offset: 2, element: "d"),
      ])
  }

  @Test func identifiableElementsReportUpdates() {
    let old = [Row(id: 1), Row(id: 2), Row(id: 3)]
    let new = [Row(id: 3, version: 1), Row(id: 1), Row(id: 2, version: 2)]
    let difference = ListDifference(from: old, to: new)
    #expect(difference.moves.count == 1)
    #expect(difference.updates.map(\.newOffset) == [0, 2])
    #expect(difference.updates.map(\.oldOffset) == [2, 1])
    #expect(difference.applying(to: old) == new)
  }

  @Test func customIdentityAndContent() {
    let old = ["apple:red", "pear:green"]
    let new = ["pear:yellow", "apple:red"]
    let difference = ListDifference(
      from: old, to: new, identifiedBy: { $0.split(separator: ":")[0] },
      contentEquals: { $0 == $1 })
    #expect(difference.moves.count == 1)
    #expect(difference.updates.map(\.newElement) == ["pear:yellow"])
    #expect(difference.applying(to: old) == new)
  }

  @Test func identicalAndEmptyLists() {
    #expect(ListDifference(from: [Int](), to: []).isEmpty)
    #expect(ListDifference(from: Array(0..<100), to: Array(0..<100)).isEmpty)
    let difference = ListDifference(from: [Int](), to: [1, 2])
    #expect(difference.insertions.map(\.offset) == [0, 1])
    #expect(ListDifference(from: [1, 2], to: [Int]()).deletions.count == 2)
  }

  @Test func duplicatesPairInOrderWithTheDefaultAlgorithm() {
    // The k-th "a" of the old list pairs with the k-th "a" of the new list.
    let difference = ListDifference(from: ["a", "b", "a", "a"], to: ["a", "a", "b"])
    #expect(difference.newOffset(forOldOffset: 0) == 0)
    #expect(difference.newOffset(forOldOffset: 2) == 1)
    #expect(difference.newOffset(forOldOffset: 3) == nil)
    #expect(difference.applying(to: ["a", "b", "a", "a"]) == ["a", "a", "b"])
  }

  @Test func codableRoundTripRebuildsTheMaps() throws {
    var random = SeededGenerator(seed: 7)
    let old = (0..<20).map { Row(id: $0) }
    var new = old.shuffled(using: &random)
    new.removeLast(3)
    new.insert(Row(id: 99), at: 4)
    new[2].version = 7
    let difference = ListDifference(from: old, to: new)
    let data = try JSONEncoder().encode(difference)
    let decoded = try JSONDecoder().decode(ListDifference<Row>.self, from: data)
    #expect(decoded == difference)
    for offset in new.indices {
      #expect(decoded.oldOffset(forNewOffset: offset) == difference.oldOffset(forNewOffset: offset))
    }
    #expect(decoded.applying(to: old) == new)
  }

  @Test func decodingRejectsInconsistentChanges() {
    func error(_ json: String) -> String? {
      do {
        _ = try JSONDecoder().decode(ListDifference<Int>.self, from: Data(json.utf8))
        return nil
      } catch DecodingError.dataCorrupted(let context) {
        return context.debugDescription
      } catch {
        return "\(error)"
      }
    }
    let empty = #""deletions":[],"insertions":[],"moves":[],"updates":[]"#
    #expect(error(#"{"oldCount":2,"newCount":2,\#(empty)}"#) == nil)
    #expect(
      error(#"{"oldCount":2,"newCount":1,\#(empty)}"#)
        == "2 old elements less 0 deletions is not 1 new elements less 0 insertions")
    #expect(
      error(
        #"{"oldCount":1,"newCount":0,"deletions":[{"offset":5,"element":1}],"insertions":[],"moves":[],"updates":[]}"#
      ) == "deletion offset 5 is out of range 0..<1")
    #expect(
      error(
        #"{"oldCount":2,"newCount":2,"deletions":[],"insertions":[],"moves":[{"source":0,"destination":1,"element":1},{"source":0,"destination":0,"element":1}],"updates":[]}"#
      ) == "move destination offsets are not strictly ascending at 0")
  }
}

extension ListDifferenceTests {
  @Test func theStandardLibrarysReceiverOrderWorksToo() {
    let old = ["a", "b", "c"]
    let new = ["c", "a", "d"]
    #expect(old.applying(ListDifference(from: old, to: new)) == new)
    #expect(["a"].applying(ListDifference(from: old, to: new)) == nil)
  }
}
