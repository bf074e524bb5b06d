import SnapshotsTesting
import Testing

@testable import Snapshots

/// Applies of random model lists with random content changes: after every apply the cells show
/// exactly the new models, and the only cells made are those of items whose content changed and of
/// items the batches insert (new ones, and those moved into a new section), each once, under both
/// readings of UIKit's reload arithmetic.
@MainActor
@Suite struct ModelDataSourcePropertyTests {
  struct Model: Identifiable, Equatable, CustomStringConvertible {
    var id: Int
    var text: String
    var description: String { "\(id):\(text)" }
  }

  /// A case: the lists applied in turn, and the reading of UIKit the view checks.
  struct Run: CustomStringConvertible {
    var lists: [[SectionOfItems<String, Model>]]
    var reloadRule: BatchValidator.ReloadRule
    var description: String {
      "\(reloadRule): "
        + lists.map { list in
          list.map { "\($0.section)\($0.items)" }.joined(separator: " ")
        }.joined(separator: " | ")
    }
  }

  /// A list of up to three sections of the items 0..<12, each present or not, in random order,
  /// with a text from a small alphabet (so that many keep theirs).
  static func list(_ g: inout SeededGenerator) -> [SectionOfItems<String, Model>] {
    let sections = ["a", "b", "c"].filter { _ in g.chance(0.7) }
    guard !sections.isEmpty else { return [] }
    var lists = [[Model]](repeating: [], count: sections.count)
    for id in (0..<12).shuffled(using: &g) where g.chance(0.6) {
      lists[g.int(below: sections.count)].append(
        Model(id: id, text: ["x", "y", "z"][g.int(below: 3)]))
    }
    return zip(sections, lists).map { SectionOfItems($0, items: $1) }
  }

  /// Applies the lists in turn; the first broken promise, or `nil`.
  static func check(_ run: Run) -> String? {
    let view = HeadlessListView<String, Int>()
    view.validator.reloadRule = run.reloadRule
    view.trapsOnInvalidBatch = false
    var made: [Int] = []
    let dataSource = ModelDataSource<String, Model>(tableView: view) { _, _, model in
      made.append(model.id)
      return model.description
    }
    var previous: [Int: Model] = [:]
    var old = Snapshot<String, Int>()
    for (step, list) in run.lists.enumerated() {
      made = []
      dataSource.apply(list)
      let models = list.flatMap(\.items)
      let shown = view.sections.map { $0.map(\.text) }
      if shown != list.map({ $0.items.map(\.description) }) {
        return "apply \(step): the cells show \(shown)"
      }
      let changed = models.filter { model in previous[model.id].map { $0 != model } ?? false }
      var new = Snapshot(list.map { SectionOfItems($0.section, items: $0.items.map(\.id)) })
      new.reconfigureItems(changed.map(\.id))
      let expected = Set(changed.map(\.id)).union(freshCells(from: old, to: new))
      if made.sorted() != expected.sorted() {
        return "apply \(step): cells made for \(made.sorted()), expected \(expected.sorted())"
      }
      if let error = view.errors.first { return "apply \(step): \(error.message)" }
      previous = Dictionary(uniqueKeysWithValues: models.map { ($0.id, $0) })
      old = new
    }
    return nil
  }

  /// The items the batches from `old` to `new` put in fresh cells: inserted ones and the items
  /// of inserted sections.
  static func freshCells(from old: Snapshot<String, Int>, to new: Snapshot<String, Int>) -> [Int] {
    Changeset(from: old, to: new).batches.flatMap { batch in
      let after = batch.snapshot
      return batch.update.insertedItems.map { after.itemIdentifier(at: $0)! }
        + batch.update.insertedSections.flatMap {
          after.itemIdentifiers(inSection: after.sectionIdentifiers[$0])
        }
    }
  }

  @Test func theCellsShowTheNewModelsAndOnlyChangedItemsAreRemade() {
    checkProperty(
      iterations: 1_000, seed: 0x00DE_1500_F11E,
      generate: { g in
        Run(
          lists: (0..<(1 + g.int(below: 6))).map { _ in Self.list(&g) },
          reloadRule: g.chance(0.5) ? .inPlace : .uikitArithmetic)
      },
      shrink: { run in
        (0..<run.lists.count).map { index in
          var smaller = run
          smaller.lists.remove(at: index)
          return smaller
        }.filter { !$0.lists.isEmpty }
      },
      property: Self.check)
  }
}
