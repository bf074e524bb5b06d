import Snapshots

// The law of a screen fed with model values: after every apply the cells show exactly the new
// models, and only the items whose content changed (and those the batches had to insert) got a
// fresh cell. With the generator of model lists, an app checks its own value-driven screen in one
// property test.

extension SeededGenerator {
  /// A list of up to `sections` sections (identified `0`, `1`, ...) of the items `0..<items`,
  /// each present or not, in random order, each made by `make` from its identifier and a version
  /// from `0..<versions` (so that many keep their content from one list to the next).
  ///
  /// ```swift
  /// var g = SeededGenerator(seed: 7)
  /// let lists = (0..<5).map { _ in g.modelList { id, version in Contact(id: id, version: version) } }
  /// ```
  ///
  /// - Parameters:
  ///   - sections: The most sections.
  ///   - items: How many item identifiers to draw from.
  ///   - versions: How many contents an item can have.
  ///   - make: The model of an identifier at a version.
  /// - Returns: The sections of models.
  /// - Complexity: O(*s* + *n*) for *s* sections and *n* items.
  public mutating func modelList<Model>(
    sections: Int = 3, items: Int = 12, versions: Int = 3,
    make: (_ id: Int, _ version: Int) -> Model
  ) -> [SectionOfItems<Int, Model>] {
    let present = (0..<sections).filter { _ in chance(0.7) }
    guard !present.isEmpty else { return [] }
    var lists = [[Model]](repeating: [], count: present.count)
    for id in (0..<items).shuffled(using: &self) where chance(0.6) {
      lists[int(below: present.count)].append(make(id, int(below: versions)))
    }
    return zip(present, lists).map { SectionOfItems($0, items: $1) }
  }
}

/// The first broken promise of a screen fed with model values, or `nil`: each list is applied in
/// turn to a `ModelDataSource` comparing contents by `comparison`, over a `HeadlessListView`
/// whose cells show `cellText` of their model, under each reading of UIKit's reload arithmetic.
///
/// - **Cells**: after every apply, the cells show exactly `cellText` of the new models, section
///   by section. A comparison that misses a change a cell shows (a version not bumped) breaks it.
/// - **Only changed items**: the cells made by an apply are those of the items whose content
///   differs by `comparison` and of the items its batches insert (new ones, and those moved into a
///   new section), each once.
/// - **Batches**: every batch passes the view's `BatchValidator`.
///
/// ```swift
/// var g = SeededGenerator(seed: 7)
/// let lists = (0..<6).map { _ in g.modelList { Contact(id: $0, version: $1) } }
/// #expect(modelApplyViolation(lists, comparing: .by(\.version)) { "\($0.name)" } == nil)
/// ```
///
/// - Parameters:
///   - lists: The lists of sections of models, applied in order.
///   - comparison: How the screen compares an item's content between applies.
///   - cellText: The text of a model's cell.
/// - Returns: The first violation, or `nil`.
/// - Complexity: O(*a* (*n* + *k* log *k*)) for *a* lists of *n* items and *k* operations.
@MainActor
public func modelApplyViolation<Section: Hashable, Model: Identifiable>(
  _ lists: [[SectionOfItems<Section, Model>]], comparing comparison: ContentComparison<Model>,
  cellText: @escaping (Model) -> String
) -> LawViolation? {
  for rule in [BatchValidator.ReloadRule.inPlace, .uikitArithmetic] {
    if let violation = modelApplyViolation(lists, comparison, cellText, rule) { return violation }
  }
  return nil
}

/// ``modelApplyViolation(_:comparing:cellText:)`` under one reading of the reload arithmetic.
@MainActor
private func modelApplyViolation<Section: Hashable, Model: Identifiable>(
  _ lists: [[SectionOfItems<Section, Model>]], _ comparison: ContentComparison<Model>,
  _ cellText: @escaping (Model) -> String, _ rule: BatchValidator.ReloadRule
) -> LawViolation? {
  let view = HeadlessListView<Section, Model.ID>()
  view.validator.reloadRule = rule
  view.trapsOnInvalidBatch = false
  var made: [Model.ID] = []
  let dataSource = ModelDataSource<Section, Model>(tableView: view, comparing: comparison) {
    _, _, model in
    made.append(model.id)
    return cellText(model)
  }
  var previous: [Model.ID: Model] = [:]
  var old = Snapshot<Section, Model.ID>()
  for (step, list) in lists.enumerated() {
    made = []
    dataSource.apply(list, duplicates: .reject)
    let shown = view.sections.map { $0.map(\.text) }
    if shown != list.map({ $0.items.map(cellText) }) {
      return LawViolation(law: "cells show the new models", details: "apply \(step): \(shown)")
    }
    let models = list.flatMap(\.items)
    let changed = models.filter { model in
      previous[model.id].map { comparison.differs($0, model) } ?? false
    }
    var new = Snapshot(list.map { SectionOfItems($0.section, items: $0.items.map(\.id)) })
    new.reconfigureItems(changed.map(\.id))
    let expected = Set(changed.map(\.id)).union(freshCells(from: old, to: new))
    if made.count != expected.count || Set(made) != expected {
      return LawViolation(
        law: "only changed items get new cells",
        details:
          "apply \(step): cells made for \(made), expected \(expected.sorted { "\($0)" < "\($1)" })"
      )
    }
    if let error = view.errors.first {
      return LawViolation(law: "batches", details: "apply \(step) (\(rule)): \(error.message)")
    }
    previous = Dictionary(uniqueKeysWithValues: models.map { ($0.id, $0) })
    old = new
  }
  return nil
}

/// The items the batches from `old` to `new` put in fresh cells: inserted ones and the items of
/// inserted sections.
private func freshCells<Section: Hashable, Item: Hashable>(
  from old: Snapshot<Section, Item>, to new: Snapshot<Section, Item>
) -> [Item] {
  Changeset(from: old, to: new).batches.flatMap { batch in
    let after = batch.snapshot
    return batch.update.insertedItems.map { after.itemIdentifier(at: $0)! }
      + batch.update.insertedSections.flatMap {
        after.itemIdentifiers(inSection: after.sectionIdentifiers[$0])
      }
  }
}
