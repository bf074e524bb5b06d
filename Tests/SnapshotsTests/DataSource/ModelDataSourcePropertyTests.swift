import SnapshotsTesting
import Testing

@testable import Snapshots

/// Applies of random model lists with random content changes, checked by SnapshotsTesting's
/// `modelApplyViolation`: after every apply the cells show exactly the new models, and the only
/// cells made are those of items whose content changed and of items the batches insert (new ones,
/// and those moved into a new section), each once, under both readings of UIKit's reload
/// arithmetic.
@MainActor
@Suite struct ModelDataSourcePropertyTests {
  struct Model: Identifiable, Equatable, CustomStringConvertible {
    var id: Int
    var version: Int
    var description: String { "\(id):\(version)" }
  }

  /// A case: the lists applied in turn.
  struct Run: CustomStringConvertible {
    var lists: [[SectionOfItems<Int, Model>]]
    var description: String {
      lists.map { list in list.map { "\($0.section)\($0.items)" }.joined(separator: " ") }
        .joined(separator: " | ")
    }
  }

  @Test func theCellsShowTheNewModelsAndOnlyChangedItemsAreRemade() {
    checkProperty(
      iterations: 500, seed: 0x00DE_1500_F11E,
      generate: { g in
        Run(
          lists: (0..<(1 + g.int(below: 6))).map { _ in g.modelList { Model(id: $0, version: $1) } }
        )
      },
      shrink: { run in shrinkArray(run.lists).filter { !$0.isEmpty }.map(Run.init) },
      property: { run in
        modelApplyViolation(run.lists, comparing: .equality) { "\($0)" }?.description
      })
  }

  /// A screen that compares by a version its models do not bump shows stale cells: the law says
  /// so (what an app's own test would catch).
  @Test func aComparisonThatMissesAChangeBreaksTheCellsLaw() {
    struct Note: Identifiable {
      var id: Int
      var version: Int
      var text: String
    }
    let lists = [
      [SectionOfItems(0, items: [Note(id: 1, version: 0, text: "a")])],
      [SectionOfItems(0, items: [Note(id: 1, version: 0, text: "b")])],
    ]
    let violation = modelApplyViolation(lists, comparing: .by(\.version)) { $0.text }
    #expect(violation?.law == "cells show the new models")
    #expect(modelApplyViolation(lists, comparing: .by(\.text)) { $0.text } == nil)
  }
}
