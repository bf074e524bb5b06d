import Snapshots

/// The text of each reloaded section of a batch, replaced ones among them, by old index:
/// `section 2 "id"`, or `section 2 -> 3 "id"` for a replacement that lands elsewhere.
///
/// - Complexity: O(*r* log *r*) for *r* reloads and replacements.
package func reloadedTexts(
  sectionsOf update: BatchUpdate, before: Snapshot<JSONKey, JSONKey>
) -> [String] {
  reloadedTexts(
    update.reloadedSections, replaced: update.replacedSections.map { ($0.from, $0.to) },
    place: { "\($0)" }, name: { "section \($0) \(before.section($1))" })
}

/// The text of each reloaded or reconfigured item of a batch, replaced ones among them, by old
/// path: `item [0, 1] "id"`, or `item [0, 1] -> [0, 4] "id"` for a replacement that lands
/// elsewhere.
///
/// - Complexity: O(*r* log *r*) for *r* reloads, reconfigures and replacements.
package func reloadedTexts(
  itemsOf update: BatchUpdate, before: Snapshot<JSONKey, JSONKey>
) -> [String] {
  reloadedTexts(
    update.reloadedItems + update.reconfiguredItems,
    replaced: update.replacedItems.map { ($0.from, $0.to) },
    place: \.description, name: { "item \($0) \(before.item($1))" })
}

/// Reloads in place and replacements, in old order, each as `name(place, old)`: the place is
/// `old` or `old -> new`.
private func reloadedTexts<Place: Comparable>(
  _ reloads: [Place], replaced: [(Place, Place)], place: (Place) -> String,
  name: (String, Place) -> String
) -> [String] {
  (reloads.map { ($0, $0) } + replaced).sorted { $0.0 < $1.0 }.map { from, to in
    name(from == to ? place(from) : "\(place(from)) -> \(place(to))", from)
  }
}

/// The operations of one batch as the text format and the HTML page spell them (without their
/// symbols), each kind in ascending order of its place: the writers choose the order of the kinds
/// and paint them, and spell nothing themselves.
package struct OperationTexts {
  /// `section 2 "id"`, by old index.
  package var deletedSections: [String]
  /// `section 2 "id"`, by new index.
  package var insertedSections: [String]
  /// `section 2 -> 0 "id"`, by new index.
  package var movedSections: [String]
  /// `section 2 "id"` or `section 2 -> 3 "id"` (replaced), by old index.
  package var reloadedSections: [String]
  /// `item [0, 1] "id"`, by old path.
  package var deletedItems: [String]
  /// `item [0, 1] "id"`, by new path.
  package var insertedItems: [String]
  /// `item [0, 1] -> [2, 0] "id"`, by new path.
  package var movedItems: [String]
  /// `item [0, 1] "id"` or `item [0, 1] -> [0, 4] "id"` (replaced), by old path.
  package var reloadedItems: [String]

  /// The texts of `update`, whose data before and after are `before` and `after`.
  ///
  /// - Complexity: O(*k* log *k*) for *k* operations.
  package init(
    _ update: BatchUpdate, before: Snapshot<JSONKey, JSONKey>, after: Snapshot<JSONKey, JSONKey>
  ) {
    deletedSections = update.plainDeletedSections.map { "section \($0) \(before.section($0))" }
    insertedSections = update.plainInsertedSections.map { "section \($0) \(after.section($0))" }
    movedSections = update.movedSections.map {
      "section \($0.from) -> \($0.to) \(after.section($0.to))"
    }
    reloadedSections = reloadedTexts(sectionsOf: update, before: before)
    deletedItems = update.plainDeletedItems.map { "item \($0) \(before.item($0))" }
    insertedItems = update.plainInsertedItems.map { "item \($0) \(after.item($0))" }
    movedItems = update.movedItems.map {
      "item \($0.from) -> \($0.to) \(after.item($0.to))"
    }
    reloadedItems = reloadedTexts(itemsOf: update, before: before)
  }
}

/// The text format's last line: the number of batches and the counts of each kind of operation.
package func summaryLine(batchCount: Int, _ summary: Comparison.Summary) -> String {
  let batchWord = batchCount == 1 ? "batch" : "batches"
  return
    "\(batchCount) \(batchWord); sections: \(summary.sections.text); items: \(summary.items.text)"
}
