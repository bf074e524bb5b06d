import Snapshots

// MARK: - html

/// Writes the visual page (`snapdiff --format html`).
///
/// One self-contained HTML5 document, with its style and script inline and nothing loaded from
/// anywhere (its content security policy forbids it), showing OLD and NEW side by side, each
/// item's fate marked, moves drawn, the batches as steps to choose from. Every identifier and
/// value is escaped (``htmlEscaped(_:inAttribute:)``).
///
/// - Complexity: O(*n* + *m* + *v*) for *n* and *m* items and *v* bytes of their values.
package func writeHTML(_ comparison: Comparison, statOnly: Bool, to out: OutputBuffer) {
  let batches = comparison.batches
  let summary = summaryLine(batchCount: batches.count, comparison.summary(of: batches))
  let title = "snapdiff: \(comparison.old.name) → \(comparison.new.name)"
  out.write(
    #"<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">"#
  )
  out.write(
    #"<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">"#
  )
  out.write(
    "<title>\(htmlEscaped(terminalEscaped(title)))</title><style>\(htmlStyle)</style></head><body data-batch=\"all\">"
  )
  out.write(#"<header><h1>\#(htmlShown(title))</h1><p class="summary">"#)
  // What changed without a place among the rows: the document's own members, ignored members.
  let unplaced = [comparison.documentChange, comparison.quietChange].compactMap { $0 }
  out.write(htmlEscaped(batches.isEmpty && unplaced.isEmpty ? "No differences" : summary) + "</p>")
  guard !statOnly else { return out.write("</header></body></html>\n") }
  for change in unplaced { out.write(#"<p class="note unplaced">\#(htmlShown(change))</p>"#) }
  let marks = HTMLMarks(comparison, batches: batches)
  let columns = HTMLColumns(comparison, marks: marks)
  if !columns.listsFoldedItems {
    out.write(
      #"<p class="note">Above \#(HTMLColumns.listedItemLimit) items on a side, the page lists only the changed items and the sections that hold them or changed, with the values of the reloaded items, and counts the unchanged items and sections; <code>--format text</code> and <code>--format json</code> list every change with its value.</p>"#
    )
  }
  if columns.isCut {
    out.write(
      #"<p class="note">This page lists at most \#(HTMLCut.listedChangeLimit) changed rows a side; each side that has more ends in a row that counts the changes, items and sections it does not list, and only moves listed on both sides are drawn. <code>--format text</code> and <code>--format json</code> list every change.</p>"#
    )
  }
  writeBatchSteps(batches, comparison, to: out)
  out.write(#"</header><main><svg class="connectors" aria-hidden="true"></svg>"#)
  columns.writeSide(isOld: true, to: out)
  out.write(#"<div class="gutter" aria-hidden="true"></div>"#)
  columns.writeSide(isOld: false, to: out)
  out.write(#"</main><script type="application/json" id="snapdiff-moves">["#)
  var separator = ""
  for move in marks.itemMoves {
    let old = comparison.old.snapshot.indexOfItem(move.item)!
    let new = comparison.new.snapshot.indexOfItem(move.item)!
    guard columns.listsBoth(old: old, new: new) else { continue }
    out.write("\(separator)[\(old),\(new),\(move.batch)]")
    separator = ","
  }
  out.write("]</script><script>\(htmlScript)</script></body></html>\n")
}

/// Writes the batch chooser: a button per batch, and its operations in the order UIKit performs
/// them (deletions from the last index up, a reload as a deletion and an insertion, then
/// insertions and moves in ascending order).
private func writeBatchSteps(
  _ batches: [Changeset<JSONKey, JSONKey>.Batch], _ comparison: Comparison, to out: OutputBuffer
) {
  guard !batches.isEmpty else { return }
  out.write(
    #"<nav aria-label="Batches"><button type="button" data-select="all" aria-pressed="true">All changes</button>"#
  )
  for (number, batch) in batches.enumerated() {
    let count = batch.update.count
    out.write(#"<button type="button" data-select="\#(number)" aria-pressed="false">"#)
    out.write(
      "Batch \(number + 1) of \(batches.count): \(count) operation\(count == 1 ? "" : "s")</button>"
    )
  }
  out.write(
    #"<p class="order">UIKit performs a batch's deletions first, from the last index up, then its insertions and moves in ascending order; a reload is a deletion and an insertion, and a displaced reload is written as one (its line shows where it lands).</p>"#
  )
  var before = comparison.old.snapshot
  for (number, batch) in batches.enumerated() {
    out.write(#"<ol class="steps" data-batch="\#(number)" hidden>"#)
    let lines = stepLines(batch.update, before: before, after: batch.snapshot)
    for line in lines.prefix(HTMLCut.listedChangeLimit) {
      out.write("<li><code>" as StaticString)
      out.write(htmlShown: line)
      out.write("</code></li>" as StaticString)
    }
    if lines.count > HTMLCut.listedChangeLimit {
      let more = lines.count - HTMLCut.listedChangeLimit
      out.write(
        "<li>… \(more) more operation\(more == 1 ? "" : "s"); <code>--format text</code> lists them</li>"
      )
    }
    out.write("</ol>")
    before = batch.snapshot
  }
  out.write("</nav>")
}

/// A batch's operations as the text format writes them, in UIKit's order of processing.
private func stepLines(
  _ update: BatchUpdate, before: Snapshot<JSONKey, JSONKey>, after: Snapshot<JSONKey, JSONKey>
) -> [String] {
  // UIKit's order: deletions (descending), reloads, insertions, then moves.
  let texts = OperationTexts(update, before: before, after: after)
  var lines: [String] = []
  for (operation, texts) in [
    (OperationKind.delete, texts.deletedItems.reversed()),
    (.delete, texts.deletedSections.reversed()),
    (.reload, texts.reloadedSections), (.reload, texts.reloadedItems),
    (.insert, texts.insertedSections), (.insert, texts.insertedItems),
    (.move, texts.movedSections), (.move, texts.movedItems),
  ] {
    lines += texts.map { "\(operation.symbol) \($0.text)" }
  }
  return lines
}
