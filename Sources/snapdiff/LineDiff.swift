// The plain line diff that `--git-diff-driver` writes for a file that is not a snapshot
// document: unified hunks with three lines of context, as `git diff` writes them, from the
// fewest deletions plus insertions of Myers' algorithm (the library's `ListDifference`).
import Snapshots
import SnapshotsJSON

/// One line of a unified diff: kept (` `), deleted (`-`) or inserted (`+`), with its line
/// numbers before and after (one-based; the other side's for a deleted or inserted line is where
/// it would be).
struct DiffLine {
  enum Kind { case kept, deleted, inserted }
  var kind: Kind
  var text: ArraySlice<UInt8>
}

/// The lines of `text`, each with its newline.
///
/// A newline is the byte 0x0A, whatever comes before it: a CRLF line keeps its CR. A last line
/// without one is kept as it is, so that it differs from the same line
/// with a newline (as git compares them). Lines are bytes: two lines are equal only when their
/// bytes are (not when they are canonically equivalent Unicode, nor when invalid UTF-8 would
/// decode alike).
///
/// O(*n*) for *n* bytes.
func lines(of text: [UInt8]) -> [ArraySlice<UInt8>] {
  var result: [ArraySlice<UInt8>] = []
  var start = text.startIndex
  while start < text.endIndex {
    let end = text[start...].firstIndex(of: 0x0A).map { $0 + 1 } ?? text.endIndex
    result.append(text[start..<end])
    start = end
  }
  return result
}

/// The edit script from `old` to `new`: every line kept, deleted or inserted, in order.
///
/// - Complexity: O((*n* + *m*) *D*) for *D* deletions plus insertions (Myers' algorithm, whose
///   cost limit bounds a search; past it a region is deleted and inserted whole).
func editScript(_ old: [ArraySlice<UInt8>], _ new: [ArraySlice<UInt8>]) -> [DiffLine] {
  let difference = ListDifference(from: old, to: new, algorithm: .myers).withoutMoves
  var deleted = [Bool](repeating: false, count: old.count)
  for deletion in difference.deletions { deleted[deletion.offset] = true }
  var inserted = [Bool](repeating: false, count: new.count)
  for insertion in difference.insertions { inserted[insertion.offset] = true }
  var script: [DiffLine] = []
  var (oldIndex, newIndex) = (0, 0)
  while oldIndex < old.count || newIndex < new.count {
    if oldIndex < old.count && deleted[oldIndex] {
      script.append(DiffLine(kind: .deleted, text: old[oldIndex]))
      oldIndex += 1
    } else if newIndex < new.count && inserted[newIndex] {
      script.append(DiffLine(kind: .inserted, text: new[newIndex]))
      newIndex += 1
    } else {
      script.append(DiffLine(kind: .kept, text: new[newIndex]))
      (oldIndex, newIndex) = (oldIndex + 1, newIndex + 1)
    }
  }
  return script
}

/// Writes the unified hunks of `script` with `context` lines around each change, coloured as git
/// colours them (hunk headers cyan, deletions red, insertions green) when `style` says so.
func writeHunks(
  _ script: [DiffLine], context: Int = 3, style: TextStyle, to out: OutputBuffer
) {
  let changed = script.indices.filter { script[$0].kind != .kept }
  var position = 0  // the next change to place in a hunk
  while position < changed.count {
    // A hunk: from `context` lines before a change to `context` after the last change whose
    // context touches the next one's.
    var last = position
    while last + 1 < changed.count && changed[last + 1] - changed[last] <= 2 * context + 1 {
      last += 1
    }
    let range = max(changed[position] - context, 0)..<min(changed[last] + context + 1, script.count)
    writeHunk(script, range, style: style, to: out)
    position = last + 1
  }
}

/// Writes one hunk: its `@@ -a,b +c,d @@` header, then its lines.
private func writeHunk(
  _ script: [DiffLine], _ range: Range<Int>, style: TextStyle, to out: OutputBuffer
) {
  let before = script[..<range.lowerBound]
  let oldStart = before.filter { $0.kind != .inserted }.count
  let newStart = before.filter { $0.kind != .deleted }.count
  let oldCount = script[range].filter { $0.kind != .inserted }.count
  let newCount = script[range].filter { $0.kind != .deleted }.count
  func place(_ start: Int, _ count: Int) -> String {
    count == 1 ? "\(start + 1)" : "\(count == 0 ? start : start + 1),\(count)"
  }
  out.write(
    style.paint("@@ -\(place(oldStart, oldCount)) +\(place(newStart, newCount)) @@", "36") + "\n")
  for line in script[range] {
    let endsLine = line.text.last == 0x0A
    let text = String(decoding: endsLine ? line.text.dropLast() : line.text, as: UTF8.self)
    switch line.kind {
    case .kept: out.write(" \(text)\n")
    case .deleted: out.write(style.paint("-\(text)", "31") + "\n")
    case .inserted: out.write(style.paint("+\(text)", "32") + "\n")
    }
    // As git marks a last line without a newline.
    if !endsLine { out.write("\\ No newline at end of file\n") }
  }
}
