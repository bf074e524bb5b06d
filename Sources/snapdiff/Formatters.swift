import Snapshots

/// What the formatters need: the two documents and their changeset.
struct Comparison {
  let old: SnapshotDocument
  let new: SnapshotDocument
  let changeset: Changeset<JSONKey, JSONKey>

  /// Counts of all batches together.
  struct Summary {
    var sections = [0, 0, 0, 0]  // deleted, inserted, moved, reloaded
    var items = [0, 0, 0, 0]
  }

  func summary(of batches: [Changeset<JSONKey, JSONKey>.Batch]) -> Summary {
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
where SectionIdentifierType == JSONKey, ItemIdentifierType == JSONKey {
  func section(_ index: Int) -> JSONKey { sectionIdentifiers[index] }
  func item(_ path: ItemPath) -> JSONKey {
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
  // Entries are written byte by byte: a large diff has hundreds of thousands of them.
  func list<T>(_ values: [T], _ entry: (T) -> Void) {
    out.write("[" as StaticString)
    for (index, value) in values.enumerated() {
      if index > 0 { out.write(", " as StaticString) }
      entry(value)
    }
    out.write("]" as StaticString)
  }
  func path(_ path: ItemPath) {
    out.write("[" as StaticString)
    out.write(path.section)
    out.write(", " as StaticString)
    out.write(path.item)
    out.write("]" as StaticString)
  }
  func index(_ index: Int, _ identifier: JSONKey) {
    out.write("{\"index\": " as StaticString)
    out.write(index)
    out.write(", \"id\": " as StaticString)
    out.write(json: identifier)
    out.write("}" as StaticString)
  }
  func item(_ itemPath: ItemPath, _ identifier: JSONKey) {
    out.write("{\"path\": " as StaticString)
    path(itemPath)
    out.write(", \"id\": " as StaticString)
    out.write(json: identifier)
    out.write("}" as StaticString)
  }
  out.write("{\"stages\": [" as StaticString)
  var before = comparison.old.snapshot
  for (number, batch) in batches.enumerated() {
    let update = batch.update
    let after = batch.snapshot
    let beforeItems = before.sectionIdentifiers.map { before.itemIdentifiers(inSection: $0) }
    let afterItems = after.sectionIdentifiers.map { after.itemIdentifiers(inSection: $0) }
    out.write(number == 0 ? "\n" as StaticString : ",\n")
    out.write("{\"sections\": {\"deleted\": " as StaticString)
    list(update.deletedSections) { index($0, before.section($0)) }
    out.write(", \"inserted\": " as StaticString)
    list(update.insertedSections) { index($0, after.section($0)) }
    out.write(", \"moved\": " as StaticString)
    list(update.movedSections) { move in
      out.write("{\"from\": " as StaticString)
      out.write(move.from)
      out.write(", \"to\": " as StaticString)
      out.write(move.to)
      out.write(", \"id\": " as StaticString)
      out.write(json: after.section(move.to))
      out.write("}" as StaticString)
    }
    out.write(", \"reloaded\": " as StaticString)
    list(update.reloadedSections) { index($0, before.section($0)) }
    out.write("}, \"items\": {\"deleted\": " as StaticString)
    list(update.deletedItems) { item($0, beforeItems[$0.section][$0.item]) }
    out.write(", \"inserted\": " as StaticString)
    list(update.insertedItems) { item($0, afterItems[$0.section][$0.item]) }
    out.write(", \"moved\": " as StaticString)
    list(update.movedItems) { move in
      out.write("{\"from\": " as StaticString)
      path(move.from)
      out.write(", \"to\": " as StaticString)
      path(move.to)
      out.write(", \"id\": " as StaticString)
      out.write(json: afterItems[move.to.section][move.to.item])
      out.write("}" as StaticString)
    }
    out.write(", \"reloaded\": " as StaticString)
    let reloaded =
      update.reconfiguredItems.isEmpty
      ? update.reloadedItems : (update.reloadedItems + update.reconfiguredItems).sorted()
    list(reloaded) { item($0, beforeItems[$0.section][$0.item]) }
    out.write("}}" as StaticString)
    before = after
  }
  out.write(batches.isEmpty ? "],\n" as StaticString : "\n],\n")
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
