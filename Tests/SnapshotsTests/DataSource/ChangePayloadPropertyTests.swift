import SnapshotsTesting
import Testing

@testable import Snapshots

/// Applies of random model lists whose items change in one property or two, compared by
/// `.properties`, over a headless view whose cell updater rewrites the changed parts: after every
/// apply the cells show exactly the new models, every changed item that keeps its cell gets
/// exactly one update naming exactly its changed properties, and no cell is made for it.
@MainActor
@Suite struct ChangePayloadPropertyTests {
  struct Model: Identifiable, Equatable, CustomStringConvertible {
    var id: Int
    var title: Int
    var badge: Int
    var description: String { "\(id):\(title)/\(badge)" }
  }

  /// A case: the lists applied in turn, and after which applies the view's animations end.
  struct Run: CustomStringConvertible {
    var lists: [[SectionOfItems<Int, Model>]]
    var settles: [Bool]
    var description: String {
      zip(lists, settles).map { list, settles in
        list.map { "\($0.section)\($0.items)" }.joined(separator: " ") + (settles ? "" : " …")
      }.joined(separator: " | ")
    }
  }

  @Test(arguments: [BatchValidator.ReloadRule.inPlace, .uikitArithmetic])
  func everyChangedItemGetsOneUpdateNamingWhatChanged(rule: BatchValidator.ReloadRule) {
    checkProperty(
      iterations: 400, seed: 0x0A71_0AD5,
      generate: { g in
        let count = 1 + g.int(below: 6)
        return Run(
          lists: (0..<count).map { _ in
            g.modelList(versions: 4) { Model(id: $0, title: $1 / 2, badge: $1 % 2) }
          },
          settles: (0..<count).map { _ in g.chance(0.7) })
      },
      shrink: { run in
        shrinkArray(run.lists).filter { !$0.isEmpty }.map {
          Run(lists: $0, settles: Array(run.settles.prefix($0.count)))
        }
      },
      property: { run in Self.violation(of: run, rule) })
  }

  /// Applies `run`; what the law finds broken, or `nil`.
  ///
  /// The updater rewrites only the parts of the text its payload names, so a payload that misses
  /// a change leaves a stale part and breaks the cells law; one that names an unchanged part
  /// breaks the payload law (checked where every apply is shown on its own).
  static func violation(of run: Run, _ rule: BatchValidator.ReloadRule) -> String? {
    let view = HeadlessListView<Int, Int>()
    view.validator.reloadRule = rule
    view.trapsOnInvalidBatch = false
    view.completionDelivery = .manual
    var updated: [Int: Set<PartialKeyPath<Model>>] = [:]
    var failure: String?
    let dataSource = ModelDataSource<Int, Model>(
      tableView: view, comparing: .properties(\.title, \.badge)
    ) { _, _, model in
      "\(model)"
    } cellUpdater: { text, model, payload in
      let changed = payload.value(as: ChangedProperties<Model>.self)?.keyPaths ?? []
      if changed.isEmpty || updated[model.id] != nil { failure = "\(model.id): \(changed)" }
      updated[model.id] = changed
      text = Self.text(text, updating: changed, to: model)
    }
    var (shown, settledStep) = ([Int: Model](), -1)
    for (step, (list, settles)) in zip(run.lists, run.settles).enumerated() {
      let isAlone = settledStep == step - 1
      updated = [:]
      dataSource.apply(list, duplicates: .reject)
      guard settles || step == run.lists.count - 1 else { continue }
      while view.pendingBatchCount > 0 { view.completeAllPendingBatches() }
      if let failure { return "apply \(step): an update for \(failure)" }
      if let error = view.errors.first { return "apply \(step): \(error.message)" }
      let cells = view.sections.map { $0.map(\.text) }
      if cells != list.map({ $0.items.map(\.description) }) {
        return "apply \(step): the cells show \(cells)"
      }
      let expected = Self.changes(from: shown, to: list)
      if isAlone, let (id, changed) = updated.first(where: { expected[$0.key] != $0.value }) {
        return "apply \(step): \(id) updated for \(changed), not \(expected[id] ?? [])"
      }
      shown = Dictionary(uniqueKeysWithValues: list.flatMap(\.items).map { ($0.id, $0) })
      settledStep = step
    }
    return nil
  }

  /// `text` (a model's description) with the parts `changed` names taken from `model`.
  static func text(
    _ text: String, updating changed: Set<PartialKeyPath<Model>>, to model: Model
  )
    -> String
  {
    let head = text.prefix { $0 != ":" }
    let parts = text.dropFirst(head.count + 1).split(separator: "/").map(String.init)
    let title = changed.contains(\Model.title) ? "\(model.title)" : parts[0]
    let badge = changed.contains(\Model.badge) ? "\(model.badge)" : parts[1]
    return "\(head):\(title)/\(badge)"
  }

  /// The properties that differ for each item present in both.
  static func changes(
    from shown: [Int: Model], to list: [SectionOfItems<Int, Model>]
  ) -> [Int: Set<PartialKeyPath<Model>>] {
    var result: [Int: Set<PartialKeyPath<Model>>] = [:]
    for model in list.flatMap(\.items) {
      guard let old = shown[model.id] else { continue }
      var changed: Set<PartialKeyPath<Model>> = []
      if old.title != model.title { changed.insert(\Model.title) }
      if old.badge != model.badge { changed.insert(\Model.badge) }
      if !changed.isEmpty { result[model.id] = changed }
    }
    return result
  }
}
