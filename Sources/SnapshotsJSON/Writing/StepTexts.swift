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
    place: { "[\($0.section), \($0.item)]" }, name: { "item \($0) \(before.item($1))" })
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

/// The text format's last line: the number of batches and the counts of each kind of operation.
package func summaryLine(batchCount: Int, _ summary: Comparison.Summary) -> String {
  let batchWord = batchCount == 1 ? "batch" : "batches"
  return
    "\(batchCount) \(batchWord); sections: \(summary.sections.text); items: \(summary.items.text)"
}
