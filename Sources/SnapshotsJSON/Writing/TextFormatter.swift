import Snapshots

/// Whether the text format's lines are colored (ANSI escapes).
package struct TextStyle {
  package var colored: Bool

  package init(colored: Bool) { self.colored = colored }

  package func paint(_ text: String, _ code: String) -> String {
    colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}

/// Writes the text format (`snapdiff`'s default): one line per operation, grouped by batch, and
/// the summary line.
///
/// - Complexity: O(*k*) for *k* operations, plus their identifiers' text.
package func writeText(
  _ comparison: Comparison, statOnly: Bool, style: TextStyle, to out: OutputBuffer
) {
  let batches = comparison.changeset.batches
  let document = comparison.documentChange
  if batches.isEmpty && document == nil { return }
  let summary = comparison.summary(of: batches)
  if !statOnly {
    var before = comparison.old.snapshot
    for (index, batch) in batches.enumerated() {
      let update = batch.update
      let after = batch.snapshot
      if batches.count > 1 {
        out.write(style.paint("Batch \(index + 1) of \(batches.count)", "1") + "\n")
      }
      func line(_ operation: OperationKind, _ text: String) {
        let line = operation.symbol + " " + terminalEscaped(text)
        out.write("  " + style.paint(line, operation.color) + "\n")
      }
      func path(_ path: ItemPath) -> String { "[\(path.section), \(path.item)]" }
      for section in update.plainDeletedSections {
        line(.delete, "section \(section) \(before.section(section))")
      }
      for section in update.plainInsertedSections {
        line(.insert, "section \(section) \(after.section(section))")
      }
      for move in update.movedSections {
        line(.move, "section \(move.from) -> \(move.to) \(after.section(move.to))")
      }
      for text in reloadedTexts(sectionsOf: update, before: before) { line(.reload, text) }
      for item in update.plainDeletedItems {
        line(.delete, "item \(path(item)) \(before.item(item))")
      }
      for item in update.plainInsertedItems {
        line(.insert, "item \(path(item)) \(after.item(item))")
      }
      for move in update.movedItems {
        line(.move, "item \(path(move.from)) -> \(path(move.to)) \(after.item(move.to))")
      }
      for text in reloadedTexts(itemsOf: update, before: before) { line(.reload, text) }
      before = after
    }
    if let document {
      out.write(
        "  " + style.paint("\(OperationKind.reload.symbol) \(document)", OperationKind.reload.color)
          + "\n")
    }
  }
  out.write(style.paint(summaryLine(batchCount: batches.count, summary), "1") + "\n")
}
