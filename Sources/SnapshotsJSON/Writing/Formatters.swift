import Dispatch
import Snapshots

/// Helpers to name what a batch touches.
extension Snapshot
where SectionIdentifierType == JSONKey, ItemIdentifierType == JSONKey {
  func section(_ index: Int) -> JSONKey { sectionIdentifiers[index] }
  func item(_ path: ItemPath) -> JSONKey {
    itemIdentifiers(inSection: sectionIdentifiers[path.section])[path.item]
  }
}

// MARK: - json

package func writeJSON(_ comparison: Comparison, statOnly: Bool, to out: OutputBuffer) {
  let batches = comparison.changeset.batches
  let summary = comparison.summary(of: batches)
  func counts(_ values: [Int]) -> String {
    #"{"deleted": \#(values[0]), "inserted": \#(values[1]), "moved": \#(values[2]), "reloaded": \#(values[3])}"#
  }
  let summaryText =
    #"{"sections": \#(counts(summary.sections)), "items": \#(counts(summary.items))}"#
  if statOnly {
    out.write(#"{"summary": \#(summaryText)}\#n"#)
    return
  }
  out.write(#"{"stages": ["# as StaticString)
  var before = comparison.old.snapshot
  for (number, batch) in batches.enumerated() {
    out.write(number == 0 ? "\n" as StaticString : ",\n")
    let lists = BatchLists(
      update: batch.update, before: before, after: batch.snapshot, new: comparison.new)
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
  out.write("}\n")
}

/// What comes before each of a batch's lists (section deletions, insertions, moves, reloads, then
/// the same for items): its name, and the braces between the two groups.
private let batchListOpenings: [StaticString] = [
  #"{"sections": {"deleted": "#, #", "inserted": "#, #", "moved": "#, #", "reloaded": "#,
  #"}, "items": {"deleted": "#, #", "inserted": "#, #", "moved": "#, #", "reloaded": "#,
]

/// Writes `chunks` of the lists of a batch, in order: each into a buffer of its own on both
/// cores, then the buffers to `out`, a list's name before its first chunk.
private func writeChunks(
  _ chunks: ArraySlice<(list: Int, entries: Range<Int>, bytes: Int)>, of lists: BatchLists,
  to out: OutputBuffer
) {
  let parts = UncheckedSendable(
    chunks.map { OutputBuffer(descriptor: nil, capacity: $0.entries.count * $0.bytes + 2) })
  let start = chunks.startIndex
  DispatchQueue.concurrentPerform(iterations: chunks.count) { index in
    let chunk = chunks[start + index]
    lists.write(list: chunk.list, entries: chunk.entries, to: parts.value[index])
  }
  for (chunk, part) in zip(chunks, parts.value) {
    if chunk.entries.lowerBound == 0 { out.write(batchListOpenings[chunk.list]) }
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

/// A value shared with concurrent work that only reads it, or writes disjoint parts of it.
package struct UncheckedSendable<Value>: @unchecked Sendable {
  package var value: Value
  package init(_ value: Value) { self.value = value }
}

/// The lists of one batch in the `json` format, with the snapshots that name their entries.
package struct BatchLists: @unchecked Sendable {
  package let update: BatchUpdate
  package let before: Snapshot<JSONKey, JSONKey>
  package let after: Snapshot<JSONKey, JSONKey>
  package let beforeItems: [[JSONKey]]
  package let afterItems: [[JSONKey]]
  /// The new document: inserted and reloaded items and sections carry their value from it.
  package let new: SnapshotDocument
  /// For each section after the batch, its index in NEW.
  ///
  /// Every batch leaves each section's items in NEW's order (item changes come in the first,
  /// later ones move sections or reload), so an after-path finds its item's value by position,
  /// without looking the identifier up.
  package let newSectionOfAfter: [Int]

  package init(
    update: BatchUpdate, before: Snapshot<JSONKey, JSONKey>, after: Snapshot<JSONKey, JSONKey>,
    new: SnapshotDocument
  ) {
    self.update = update
    self.before = before
    self.after = after
    self.new = new
    newSectionOfAfter = after.sectionIdentifiers.map { new.snapshot.indexOfSection($0)! }
    beforeItems = before.sectionIdentifiers.map { before.itemIdentifiers(inSection: $0) }
    afterItems = after.sectionIdentifiers.map { after.itemIdentifiers(inSection: $0) }
  }

  /// About how many bytes an entry of each list takes, to size the lists' buffers: the lists
  /// with values add an average item of NEW.
  package var entryBytes: [Int] {
    let item = 64 + new.text.count / max(new.itemRanges.count, 1)
    return [64, new.text.count / max(new.sectionRanges.count, 1), 64, 64, 64, item, 64, item]
  }

  /// The lists cut into chunks of at most 16,384 entries (an empty list is one empty chunk), with
  /// the bytes an entry takes about.
  package var chunks: [(list: Int, entries: Range<Int>, bytes: Int)] {
    let size = 1 << 14
    var chunks: [(list: Int, entries: Range<Int>, bytes: Int)] = []
    for (list, (count, bytes)) in zip(entryCounts, entryBytes).enumerated() {
      for start in stride(from: 0, through: max(count - 1, 0), by: size) {
        chunks.append((list, start..<min(start + size, count), bytes))
      }
    }
    return chunks
  }

  /// The number of entries of each list, in the order of `write(list:entries:to:)`.
  package var entryCounts: [Int] {
    [
      update.deletedSections.count, update.insertedSections.count, update.movedSections.count,
      update.reloadedSections.count, update.deletedItems.count, update.insertedItems.count,
      update.movedItems.count, update.reloadedItems.count + update.reconfiguredItems.count,
    ]
  }

  /// Writes `entries` of list `index` (section deletions, insertions, moves, reloads, then the
  /// same for items): the list's `[` with its first entries, its `]` with its last.
  package func write(list index: Int, entries: Range<Int>, to out: OutputBuffer) {
    func list<T>(
      _ values: [T], _ out: OutputBuffer, ahead identifier: ((T) -> JSONKey)? = nil,
      _ entry: (T) -> Void
    ) {
      self.list(values, entries, out, ahead: identifier, entry)
    }
    switch index {
    case 0: list(update.deletedSections, out) { section($0, before.section($0), out) }
    case 1:
      list(update.insertedSections, out) { section($0, after.section($0), out, withValue: true) }
    case 2:
      list(update.movedSections, out) { move in
        out.write(#"{"from": "# as StaticString)
        out.write(move.from)
        out.write(#", "to": "# as StaticString)
        out.write(move.to)
        out.write(#", "id": "# as StaticString)
        out.write(json: after.section(move.to))
        out.write("}" as StaticString)
      }
    case 3:
      list(update.reloadedSections, out) {
        section($0, before.section($0), out, withValue: true)
      }
    case 4:
      list(update.deletedItems, out, ahead: { beforeItems[$0.section][$0.item] }) {
        item($0, beforeItems[$0.section][$0.item], out)
      }
    case 5:
      var values = valueRanges(update.insertedItems[entries], out) {
        new.sectionStarts[newSectionOfAfter[$0.section]] + $0.item
      }.makeIterator()
      list(update.insertedItems, out, ahead: { afterItems[$0.section][$0.item] }) {
        item($0, afterItems[$0.section][$0.item], out, value: values.next()!)
      }
    case 6:
      list(update.movedItems, out, ahead: { afterItems[$0.to.section][$0.to.item] }) { move in
        out.write(#"{"from": "# as StaticString)
        path(move.from, out)
        out.write(#", "to": "# as StaticString)
        path(move.to, out)
        out.write(#", "id": "# as StaticString)
        out.write(json: afterItems[move.to.section][move.to.item])
        out.write("}" as StaticString)
      }
    default:
      let reloaded =
        update.reconfiguredItems.isEmpty
        ? update.reloadedItems : (update.reloadedItems + update.reconfiguredItems).sorted()
      var values = valueRanges(reloaded[entries], out) {
        new.snapshot.indexOfItem(beforeItems[$0.section][$0.item])!
      }.makeIterator()
      list(reloaded, out, ahead: { beforeItems[$0.section][$0.item] }) {
        item($0, beforeItems[$0.section][$0.item], out, value: values.next()!)
      }
    }
  }

  /// Writes a list, the identifiers of each run of entries read `ahead` of writing them.
  ///
  /// Identifiers are spread over the documents, so reading each costs a cache miss; read sixteen
  /// at once, their misses overlap instead of coming one entry at a time.
  private func list<T>(
    _ values: [T], _ entries: Range<Int>, _ out: OutputBuffer,
    ahead identifier: ((T) -> JSONKey)?, _ entry: (T) -> Void
  ) {
    if entries.lowerBound == 0 { out.write("[" as StaticString) }
    var firstBytes: UInt8 = 0
    for index in entries {
      if let identifier, (index - entries.lowerBound) & 15 == 0 {
        for next in values[index..<min(index + 16, entries.upperBound)] {
          firstBytes |= identifier(next).start.pointee
        }
      }
      if index > 0 { out.write(", " as StaticString) }
      entry(values[index])
    }
    if entries.upperBound == values.count { out.write("]" as StaticString) }
    out.keep(firstBytes)
  }

  private func path(_ path: ItemPath, _ out: OutputBuffer) {
    out.write("[" as StaticString)
    out.write(path.section)
    out.write(", " as StaticString)
    out.write(path.item)
    out.write("]" as StaticString)
  }

  private func section(
    _ index: Int, _ identifier: JSONKey, _ out: OutputBuffer, withValue: Bool = false
  ) {
    out.write(#"{"index": "# as StaticString)
    out.write(index)
    out.write(#", "id": "# as StaticString)
    out.write(json: identifier)
    if withValue {
      // The section object of NEW, items included (a flat NEW has none: it is written whole).
      out.write(#", "value": "# as StaticString)
      if new.isFlat {
        out.write(#"{"id": 0, "items": ["# as StaticString)
        for (position, range) in new.itemRanges.enumerated() {
          if position > 0 { out.write(", " as StaticString) }
          out.write(compactJSON: UnsafeBufferPointer(rebasing: new.text.bytes[range]))
        }
        out.write("]}" as StaticString)
      } else {
        let range = new.sectionRanges[new.snapshot.indexOfSection(identifier)!]
        out.write(compactJSON: UnsafeBufferPointer(rebasing: new.text.bytes[range]))
      }
    }
    out.write("}" as StaticString)
  }

  /// The NEW value ranges of a chunk of items (`index` gives an item's flattened index in NEW).
  ///
  /// Found first and all together, with the first byte of each value read, so that the lookups
  /// and the reads of values spread over the document overlap their cache misses instead of
  /// coming one entry at a time.
  private func valueRanges(
    _ paths: ArraySlice<ItemPath>, _ out: OutputBuffer, _ index: (ItemPath) -> Int
  ) -> [Range<Int>] {
    let ranges = paths.map { new.itemRanges[index($0)] }
    var firstBytes: UInt8 = 0
    for range in ranges { firstBytes |= new.text.base[range.lowerBound] }
    out.keep(firstBytes)  // kept, so that the reads are not optimized away
    return ranges
  }

  /// Writes an item entry; with `value` (its range in NEW), an object item also carries its
  /// value (a string or number item is its identifier).
  private func item(
    _ itemPath: ItemPath, _ identifier: JSONKey, _ out: OutputBuffer, value: Range<Int>? = nil
  ) {
    out.write(#"{"path": "# as StaticString)
    path(itemPath, out)
    out.write(#", "id": "# as StaticString)
    out.write(json: identifier)
    if let range = value {
      if new.text.base[range.lowerBound] == UInt8(ascii: "{") {
        out.write(#", "value": "# as StaticString)
        out.write(compactJSON: UnsafeBufferPointer(rebasing: new.text.bytes[range]))
      }
    }
    out.write("}" as StaticString)
  }
}

// MARK: - text

package struct TextStyle {
  package var colored: Bool

  package init(colored: Bool) { self.colored = colored }

  package func paint(_ text: String, _ code: String) -> String {
    colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}

package func writeText(
  _ comparison: Comparison, statOnly: Bool, style: TextStyle, to out: OutputBuffer
) {
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
        out.write("  " + style.paint(sign + " " + terminalEscaped(text), color) + "\n")
      }
      func path(_ path: ItemPath) -> String { "[\(path.section), \(path.item)]" }
      for section in update.plainDeletedSections {
        line("-", "31", "section \(section) \(before.section(section))")
      }
      for section in update.plainInsertedSections {
        line("+", "32", "section \(section) \(after.section(section))")
      }
      for move in update.movedSections {
        line(">", "33", "section \(move.from) -> \(move.to) \(after.section(move.to))")
      }
      for text in reloadedSectionTexts(update, before: before) { line("~", "36", text) }
      for item in update.plainDeletedItems {
        line("-", "31", "item \(path(item)) \(before.item(item))")
      }
      for item in update.plainInsertedItems {
        line("+", "32", "item \(path(item)) \(after.item(item))")
      }
      for move in update.movedItems {
        line(">", "33", "item \(path(move.from)) -> \(path(move.to)) \(after.item(move.to))")
      }
      for text in reloadedItemTexts(update, before: before) { line("~", "36", text) }
      before = after
    }
  }
  out.write(style.paint(summaryLine(batchCount: batches.count, summary), "1") + "\n")
}

/// The text of each reloaded section of a batch, replaced ones among them by old index:
/// `section 2 "id"`, or `section 2 -> 3 "id"` for a replacement that lands elsewhere.
package func reloadedSectionTexts(
  _ update: BatchUpdate, before: Snapshot<JSONKey, JSONKey>
) -> [String] {
  let reloads = update.reloadedSections.map { (from: $0, to: $0) }
  let replaced = update.replacedSections.map { (from: $0.from, to: $0.to) }
  return (reloads + replaced).sorted { $0.from < $1.from }.map { section in
    let place = section.from == section.to ? "\(section.from)" : "\(section.from) -> \(section.to)"
    return "section \(place) \(before.section(section.from))"
  }
}

/// The text of each reloaded or reconfigured item of a batch, replaced ones among them, by old
/// path: `item [0, 1] "id"`, or `item [0, 1] -> [0, 4] "id"` for a replacement that lands
/// elsewhere.
package func reloadedItemTexts(
  _ update: BatchUpdate, before: Snapshot<JSONKey, JSONKey>
) -> [String] {
  func path(_ path: ItemPath) -> String { "[\(path.section), \(path.item)]" }
  let reloads = (update.reloadedItems + update.reconfiguredItems).map { (from: $0, to: $0) }
  let replaced = update.replacedItems.map { (from: $0.from, to: $0.to) }
  return (reloads + replaced).sorted { $0.from < $1.from }.map { item in
    let place = item.from == item.to ? path(item.from) : "\(path(item.from)) -> \(path(item.to))"
    return "item \(place) \(before.item(item.from))"
  }
}

/// The text format's last line: the number of batches and the counts of each kind of operation.
package func summaryLine(batchCount: Int, _ summary: Comparison.Summary) -> String {
  func counts(_ values: [Int]) -> String {
    "\(values[0]) deleted, \(values[1]) inserted, \(values[2]) moved, \(values[3]) reloaded"
  }
  let batchWord = batchCount == 1 ? "batch" : "batches"
  return
    "\(batchCount) \(batchWord); sections: \(counts(summary.sections)); items: \(counts(summary.items))"
}
