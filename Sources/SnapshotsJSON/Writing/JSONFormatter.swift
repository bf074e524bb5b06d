import Dispatch
import Snapshots

/// Writes the staged JSON batches (`snapdiff --format json`): one stage per batch, its eight
/// lists written on both cores in chunks, the summary, and the document's change of shape or
/// members.
///
/// - Complexity: O(*n* + *m* + *v*) for *n* and *m* items and *v* bytes of the values written.
package func writeJSON(_ comparison: Comparison, statOnly: Bool, to out: OutputBuffer) {
  let batches = comparison.batches
  let summaryText = comparison.summary(of: batches).json
  if statOnly {
    out.write(#"{"summary": \#(summaryText)}\#n"#)
    return
  }
  out.write(#"{"stages": ["# as StaticString)
  var before = comparison.old.snapshot
  for (number, batch) in batches.enumerated() {
    out.write(number == 0 ? "\n" as StaticString : ",\n")
    let lists = BatchLists(
      update: batch.update, before: before, after: batch.snapshot, new: comparison.new,
      naming: comparison, isFirstBatch: number == 0)
    // The eight lists are independent and a large diff has hundreds of thousands of entries:
    // they are written on both cores in chunks, each into a buffer of its own, then copied out in
    // order. Chunks, not whole lists: the lists with values are several times the others, and
    // one of them alone on a core was the critical path. In waves of a few chunks per core, each
    // wave written out before the next is filled, so that the output is never all in memory at
    // once: its buffers were part of the run's peak.
    let chunks = lists.chunks
    for wave in stride(from: 0, to: chunks.count, by: 8) {
      writeChunks(chunks[wave..<min(wave + 8, chunks.count)], of: lists, to: out)
    }
    out.write("}}" as StaticString)
    before = batch.snapshot
  }
  out.write(batches.isEmpty ? "],\n" as StaticString : "\n],\n")
  out.write(#""summary": \#(summaryText)"#)
  writeDocumentChange(comparison, to: out)
  if !comparison.new.listPointer.isEmpty {
    // Where the stages apply, and the patch for what is beside the list (`--list`).
    out.write(",\n\"list\": \(jsonQuoted(comparison.new.listPointer)),\n\"outside\": ")
    writeOutsidePatch(comparison, to: out)
  }
  out.write("}\n")
}

/// Writes `chunks` of the lists of a batch, in order: each into a buffer of its own on both
/// cores, then the buffers to `out`, a list's name before its first chunk.
private func writeChunks(
  _ chunks: ArraySlice<(list: BatchList, entries: Range<Int>, bytes: Int)>, of lists: BatchLists,
  to out: OutputBuffer
) {
  let parts = UncheckedSendable(
    chunks.map { OutputBuffer(descriptor: nil, capacity: $0.entries.count * $0.bytes + 2) })
  let start = chunks.startIndex
  DispatchQueue.concurrentPerform(iterations: chunks.count) { index in
    let chunk = chunks[start + index]
    lists.write(chunk.list, entries: chunk.entries, to: parts.value[index])
  }
  for (chunk, part) in zip(chunks, parts.value) {
    if chunk.entries.lowerBound == 0 { out.write(chunk.list.opening) }
    out.write(contentsOf: part)
  }
}

/// Writes the `document` member, when the shape or the top-level members change: `{"flat": true}`
/// for a sectioned OLD and a flat NEW; `{"flat": false, "members": {...}}`, NEW's top-level
/// members other than `sections`, for a sectioned NEW whose members (or shape) differ from OLD's.
private func writeDocumentChange(_ comparison: Comparison, to out: OutputBuffer) {
  let (old, new) = (comparison.old, comparison.new)
  if new.isFlat {
    if !old.isFlat {
      out.write(",\n" as StaticString)
      out.write(#""document": {"flat": true}"# as StaticString)
    }
    return
  }
  if !old.isFlat
    && membersEqual(
      old.topLevelMembers, JSONReader(old.text), new.topLevelMembers, JSONReader(new.text))
  {
    return
  }
  out.write(",\n" as StaticString)
  out.write(#""document": {"flat": false, "members": {"# as StaticString)
  for (index, member) in new.topLevelMembers.enumerated() {
    if index > 0 { out.write(", " as StaticString) }
    out.write(jsonQuoted(member.name))
    out.write(": " as StaticString)
    out.write(compactJSON: UnsafeBufferPointer(rebasing: new.text.bytes[member.range]))
  }
  out.write("}}" as StaticString)
}
