import SnapshotsTesting
import Testing

@testable import Snapshots

/// The merge of sorted lists that staging uses for its replacements: the same as a stable sort of
/// both lists, whatever their lengths.
@Suite("Merging sorted lists")
struct MergeTests {
  struct Tagged: Equatable {
    var key: Int
    var fromSelf: Bool
  }

  @Test func aMergeIsAStableSortOfBothLists() {
    var random = SeededGenerator(seed: 0x3E26_0001)
    for round in 0..<2_000 {
      let (first, second) = (Int.random(in: 0..<40, using: &random), round % 3 == 0 ? 3 : 60)
      let keys = 0..<Int.random(in: 1..<50, using: &random)
      let left = (0..<first).map { _ in
        Tagged(key: keys.randomElement(using: &random)!, fromSelf: true)
      }
      .sorted { $0.key < $1.key }
      let right = (0..<Int.random(in: 0..<second, using: &random)).map { _ in
        Tagged(key: keys.randomElement(using: &random)!, fromSelf: false)
      }.sorted { $0.key < $1.key }
      let merged = left._merged(with: right) { $0.key < $1.key }
      // Swift's sort is stable: this array's elements first among equal keys.
      #expect(merged == (left + right).sorted { $0.key < $1.key }, "round \(round)")
    }
  }
}
