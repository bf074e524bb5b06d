import Snapshots

/// Whether the text format's lines are colored (ANSI escapes).
package struct TextStyle {
  package var colored: Bool

  package init(colored: Bool) { self.colored = colored }

  package func paint(_ text: String, _ code: String) -> String {
    colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  /// Writes what `body` writes, colored with `code` when colored (as ``paint(_:_:)`` colors a
  /// text, without making one).
  package func paint(_ code: String, to out: OutputBuffer, _ body: () -> Void) {
    if colored { out.write("\u{1B}[\(code)m") }
    body()
    if colored { out.write("\u{1B}[0m" as StaticString) }
  }
}

/// Writes the text format (`snapdiff`'s default): one line per operation, grouped by batch, and
/// the summary line.
///
/// - Complexity: O(*k*) for *k* operations, plus their identifiers' text.
package func writeText(
  _ comparison: Comparison, statOnly: Bool, style: TextStyle, to out: OutputBuffer
) {
  let batches = comparison.batches
  let document = comparison.documentChange
  let quiet = comparison.quietChange
  if batches.isEmpty && document == nil && quiet == nil { return }
  let summary = comparison.summary(of: batches)
  if !statOnly {
    var before = comparison.old.snapshot
    for (index, batch) in batches.enumerated() {
      let update = batch.update
      let after = batch.snapshot
      if batches.count > 1 {
        out.write(style.paint("Batch \(index + 1) of \(batches.count)", "1") + "\n")
      }
      // A million lines: each written into the buffer, not made as a string first.
      OperationTexts(update, before: before, after: after, naming: comparison).forEach {
        operation, text in
        out.write("  " as StaticString)
        style.paint(operation.color, to: out) {
          out.write(operation.symbol)
          out.write(byte: UInt8(ascii: " "))
          text.writeTerminalEscaped(to: out)
        }
        out.write(byte: UInt8(ascii: "\n"))
      }
      before = after
    }
    if let document {
      out.write(
        "  " + style.paint("\(OperationKind.reload.symbol) \(document)", OperationKind.reload.color)
          + "\n")
    }
    if let quiet { out.write("  = \(quiet)\n") }
  }
  out.write(style.paint(summaryLine(batchCount: batches.count, summary), "1") + "\n")
}
