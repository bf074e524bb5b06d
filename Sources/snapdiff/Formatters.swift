import Snapshots

/// What the formatters need: the two documents and their changeset.
struct Comparison {
  let old: SnapshotDocument
  let new: SnapshotDocument
  let changeset: Changeset<JSONIdentifier, JSONIdentifier>

  /// Counts of all batches together.
  struct Summary {
    var sections = [0, 0, 0, 0]  // deleted, inserted, moved, reloaded
    var items = [0, 0, 0, 0]
  }

  func summary(of batches: [Changeset<JSONIdentifier, JSONIdentifier>.Batch]) -> Summary {
    var summary = Summary()
    for batch in batches {
      let update = batch.update
      summary.sections[0] += update.deletedSections.count
      summary.sections[1] += update.insertedSections.count
      summary.sections[2] += update.movedSections.count
      summary.sections[3] += update.reloadedSections.count
      summary.items[0] += update.deletedItems.count
      summary.items[1] += update.insertedItems.count
      summary.items[2] += update.movedItems.count
      summary.items[3] += update.reloadedItems.count + update.reconfiguredItems.count
    }
    return summary
  }
}

/// Helpers to name what a batch touches.
extension Snapshot
where SectionIdentifierType == JSONIdentifier, ItemIdentifierType == JSONIdentifier {
  func section(_ index: Int) -> JSONIdentifier { sectionIdentifiers[index] }
  func item(_ path: ItemPath) -> JSONIdentifier {
    itemIdentifiers(inSection: sectionIdentifiers[path.section])[path.item]
  }
}

// MARK: - json

func writeJSON(_ comparison: Comparison, statOnly: Bool, to out: OutputBuffer) {
  let batches = comparison.changeset.batches
  let summary = comparison.summary(of: batches)
  func counts(_ values: [Int]) -> String {
    "{\"deleted\": \(values[0]), \"inserted\": \(values[1]), \"moved\": \(values[2]), \"reloaded\": \(values[3])}"
  }
  let summaryText =
    "{\"sections\": \(counts(summary.sections)), \"items\": \(counts(summary.items))}"
  if statOnly {
    out.write("{\"summary\": \(summaryText)}\n")
    return
  }
  out.write("{\"stages\": [")
  var before = comparison.old.snapshot
  for (index, batch) in batches.enumerated() {
    let update = batch.update
    let after = batch.snapshot
    out.write(index == 0 ? "\n" : ",\n")
    func list<T>(_ values: [T], _ entry: (T) -> String) -> String {
      "[" + values.map(entry).joined(separator: ", ") + "]"
    }
    func path(_ path: ItemPath) -> String { "[\(path.section), \(path.item)]" }
    out.write("{\"sections\": {\"deleted\": ")
    out.write(
      list(update.deletedSections) { "{\"index\": \($0), \"id\": \(before.section($0).json)}" })
    out.write(", \"inserted\": ")
    out.write(
      list(update.insertedSections) { "{\"index\": \($0), \"id\": \(after.section($0).json)}" })
    out.write(", \"moved\": ")
    out.write(
      list(update.movedSections) {
        "{\"from\": \($0.from), \"to\": \($0.to), \"id\": \(after.section($0.to).json)}"
      })
    out.write(", \"reloaded\": ")
    out.write(
      list(update.reloadedSections) { "{\"index\": \($0), \"id\": \(before.section($0).json)}" })
    out.write("}, \"items\": {\"deleted\": ")
    out.write(
      list(update.deletedItems) { "{\"path\": \(path($0)), \"id\": \(before.item($0).json)}" })
    out.write(", \"inserted\": ")
    out.write(
      list(update.insertedItems) { "{\"path\": \(path($0)), \"id\": \(after.item($0).json)}" })
    out.write(", \"moved\": ")
    out.write(
      list(update.movedItems) {
        "{\"from\": \(path($0.from)), \"to\": \(path($0.to)), \"id\": \(after.item($0.to).json)}"
      })
    out.write(", \"reloaded\": ")
    out.write(
      list((update.reloadedItems + update.reconfiguredItems).sorted()) {
        "{\"path\": \(path($0)), \"id\": \(before.item($0).json)}"
      })
    out.write("}}")
    before = after
  }
  out.write(batches.isEmpty ? "],\n" : "\n],\n")
  out.write("\"summary\": \(summaryText)}\n")
}

// MARK: - text

struct TextStyle {
  var colored: Bool
  func paint(_ text: String, _ code: String) -> String {
    colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}

func writeText(_ comparison: Comparison, statOnly: Bool, style: TextStyle, to out: OutputBuffer) {
  let batches = comparison.changeset.batches
  if batches.isEmpty { return }
  let summary = comparison.summary(of: batches)
  if !statOnly {
    var before = comparison.old.snapshot
    for (index, batch) in batches.enumerated() {
      let update = batch.update
      let after = batch.snapshot
      if batches.count > 1 {
        out.write(style.paint("Batch \(index + 1) of \(batches.count)", "1") + "\n")
      }
      func line(_ sign: String, _ color: String, _ text: String) {
        out.write("  " + style.paint(sign + " " + text, color) + "\n")
      }
      func path(_ path: ItemPath) -> String { "[\(path.section), \(path.item)]" }
      for section in update.deletedSections {
        line("-", "31", "section \(section) \(before.section(section))")
      }
      for section in update.insertedSections {
        line("+", "32", "section \(section) \(after.section(section))")
      }
      for move in update.movedSections {
        line(">", "33", "section \(move.from) -> \(move.to) \(after.section(move.to))")
      }
      for section in update.reloadedSections {
        line("~", "36", "section \(section) \(before.section(section))")
      }
      for item in update.deletedItems { line("-", "31", "item \(path(item)) \(before.item(item))") }
      for item in update.insertedItems { line("+", "32", "item \(path(item)) \(after.item(item))") }
      for move in update.movedItems {
        line(">", "33", "item \(path(move.from)) -> \(path(move.to)) \(after.item(move.to))")
      }
      for item in (update.reloadedItems + update.reconfiguredItems).sorted() {
        line("~", "36", "item \(path(item)) \(before.item(item))")
      }
      before = after
    }
  }
  func counts(_ values: [Int]) -> String {
    "\(values[0]) deleted, \(values[1]) inserted, \(values[2]) moved, \(values[3]) reloaded"
  }
  let batchWord = batches.count == 1 ? "batch" : "batches"
  out.write(
    style.paint(
      "\(batches.count) \(batchWord); sections: \(counts(summary.sections)); items: \(counts(summary.items))",
      "1") + "\n")
}
