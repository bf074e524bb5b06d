import Snapshots

// The review formats: `--format markdown` (a summary and a table for a pull request comment) and
// `--format github` (GitHub workflow commands: an annotation per change). Both show the text
// format's operations (`OperationTexts`), capped, and its summary line.

/// The most changes the review formats show; the rest are counted in one last line.
package let reviewCap = 50

/// A line of the review formats: an operation (`kind` and the `text` that places it), or a
/// change without a place, such as the document's own members (`kind` `.reload`, `text` `nil`) or
/// the items changed only in ignored members (`kind` `nil`).
struct ReviewChange {
  var kind: OperationKind?
  var text: OperationText?
  var description: String

  /// `-`, `+`, `>`, `~`, or `=` for a change in ignored members only.
  var symbol: String { kind?.symbol ?? "=" }

  /// The description led by the operation's word (`reloaded …`), as an annotation says it.
  var sentence: String { kind.map { "\($0.word) \(description)" } ?? description }
}

/// Every operation of a comparison in the text format's order, then the change of the document's
/// own members and the count of items changed only in ignored members, if any: what the text
/// format lists.
///
/// - Complexity: O(*k* log *k*) for *k* operations.
func reviewChanges(_ comparison: Comparison) -> [ReviewChange] {
  var changes: [ReviewChange] = []
  var before = comparison.old.snapshot
  for batch in comparison.batches {
    for (kind, text) in OperationTexts(
      batch.update, before: before, after: batch.snapshot, naming: comparison
    ).all {
      changes.append(ReviewChange(kind: kind, text: text, description: text.text))
    }
    before = batch.snapshot
  }
  if let document = comparison.documentChange {
    changes.append(ReviewChange(kind: .reload, description: document))
  }
  if let quiet = comparison.quietChange { changes.append(ReviewChange(description: quiet)) }
  return changes
}

/// Writes `--format markdown`.
///
/// A bold summary line, then a table of the changes (`+` inserted,
/// `-` deleted, `>` moved, `~` reloaded; each in a `<code>` cell), at most ``reviewCap`` rows and
/// a last row `… and N more`; `No differences.` when there are none. With `statOnly`, the summary
/// line alone.
///
/// - Complexity: O(*k* log *k*) for *k* operations.
package func writeMarkdown(_ comparison: Comparison, statOnly: Bool, to out: OutputBuffer) {
  let batches = comparison.batches
  let changes = reviewChanges(comparison)
  guard !changes.isEmpty else { return out.write("No differences.\n") }
  let summary = summaryLine(batchCount: batches.count, comparison.summary(of: batches))
  out.write(
    "**snapdiff** \(markdownCode(comparison.old.name)) → \(markdownCode(comparison.new.name)): \(summary)\n"
  )
  guard !statOnly else { return }
  out.write("\n| | Change |\n| --- | --- |\n")
  for change in changes.prefix(reviewCap) {
    out.write("| \(change.symbol) | \(markdownCode(change.description)) |\n")
  }
  if changes.count > reviewCap { out.write("| | … and \(changes.count - reviewCap) more |\n") }
}

/// `text` as an HTML code element inside a Markdown table cell: `&`, `<` and `>` as entities, `|`
/// as `&#124;` (which would end the cell), and control characters escaped as the terminal text is.
///
/// O(*n*) for *n* characters.
func markdownCode(_ text: String) -> String {
  var escaped = ""
  for character in terminalEscaped(text) {
    switch character {
    case "&": escaped += "&amp;"
    case "<": escaped += "&lt;"
    case ">": escaped += "&gt;"
    case "|": escaped += "&#124;"
    default: escaped.append(character)
    }
  }
  return "<code>\(escaped)</code>"
}

/// Writes `--format github`.
///
/// One workflow command per change, `::warning` for a deletion (at its
/// line in OLD) and `::notice` for the others (at their line in NEW), titled `snapdiff`, at most
/// ``reviewCap`` of them and a last `::notice` counting the rest; then the summary as a
/// `::notice`. Nothing when there are no differences. With `statOnly`, the summary alone.
///
/// - Complexity: O(*k* log *k*) for *k* operations, plus a scan of each document up to the places
///   shown.
package func writeGitHub(_ comparison: Comparison, statOnly: Bool, to out: OutputBuffer) {
  let batches = comparison.batches
  let changes = reviewChanges(comparison)
  guard !changes.isEmpty else { return }
  let lines = LineIndex(comparison)
  if !statOnly {
    for change in changes.prefix(reviewCap) {
      let level = change.kind == .delete ? "warning" : "notice"
      let place =
        change.text.map { lines.place(of: $0) } ?? "file=\(githubProperty(comparison.new.name))"
      out.write("::\(level) \(place),title=snapdiff::\(githubData(change.sentence))\n")
    }
    if changes.count > reviewCap {
      out.write("::notice title=snapdiff::… and \(changes.count - reviewCap) more changes\n")
    }
  }
  let summary = summaryLine(batchCount: batches.count, comparison.summary(of: batches))
  out.write("::notice title=snapdiff::\(githubData(summary))\n")
}

/// The lines of the sections and items of both documents, counted as they are asked for.
private struct LineIndex {
  let comparison: Comparison

  init(_ comparison: Comparison) { self.comparison = comparison }

  /// `file=NAME,line=N` for the section or item that `text` names.
  func place(of text: OperationText) -> String {
    let document = text.inOld ? comparison.old : comparison.new
    let file = "file=\(githubProperty(document.name))"
    let offset: Int?
    if text.isSection {
      offset = document.snapshot.indexOfSection(text.identifier).flatMap { index in
        document.sectionRanges.indices.contains(index)
          ? document.sectionRanges[index].lowerBound : nil
      }
    } else {
      offset = document.snapshot.indexOfItem(text.identifier).map {
        document.itemRanges[$0].lowerBound
      }
    }
    guard let offset else { return file }
    return "\(file),line=\(lineAndColumn(of: offset, in: document.text.bytes).line)"
  }
}

/// A workflow command's message: `%`, carriage returns and newlines escaped as GitHub reads them,
/// and other control characters as the terminal text escapes them.
///
/// O(*n*) for *n* characters.
package func githubData(_ text: String) -> String {
  githubEscaped(text, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A")])
}

/// A workflow command's property value: as ``githubData(_:)``, and `:` and `,` escaped too.
///
/// O(*n*) for *n* characters.
func githubProperty(_ text: String) -> String {
  githubEscaped(text, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A"), (":", "%3A"), (",", "%2C")])
}

/// `text` with each scalar of `escapes` replaced by its escape, then terminal-escaped.
private func githubEscaped(_ text: String, _ escapes: [(Unicode.Scalar, String)]) -> String {
  var escaped = ""
  for scalar in text.unicodeScalars {
    if let escape = escapes.first(where: { $0.0 == scalar }) {
      escaped += escape.1
    } else {
      escaped.unicodeScalars.append(scalar)
    }
  }
  return terminalEscaped(escaped)
}
