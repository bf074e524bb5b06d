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
    "{\"deleted\": \(values[0]), \"inserted\": \(values[1]), \"moved\": \(values[2]), \"reloaded\": \(values[3])}"
  }
  let summaryText =
    "{\"sections\": \(counts(summary.sections)), \"items\": \(counts(summary.items))}"
  if statOnly {
    out.write("{\"summary\": \(summaryText)}\n")
    return
  }
  out.write("{\"stages\": [" as StaticString)
  var before = comparison.old.snapshot
  for (number, batch) in batches.enumerated() {
    out.write(number == 0 ? "\n" as StaticString : ",\n")
    let lists = BatchLists(
      update: batch.update, before: before, after: batch.snapshot, new: comparison.new)
    // The eight lists are independent and a large diff has hundreds of thousands of entries:
    // they are written on both cores into buffers of their own, then copied out in order.
    let parts = UncheckedSendable(
      lists.entryCounts.map { OutputBuffer(descriptor: nil, capacity: 64 * $0 + 2) })
    DispatchQueue.concurrentPerform(iterations: 8) { index in
      lists.write(list: index, to: parts.value[index])
    }
    let names: [StaticString] = [
      "{\"sections\": {\"deleted\": ", ", \"inserted\": ", ", \"moved\": ", ", \"reloaded\": ",
      "}, \"items\": {\"deleted\": ", ", \"inserted\": ", ", \"moved\": ", ", \"reloaded\": ",
    ]
    for (name, part) in zip(names, parts.value) {
      out.write(name)
      out.write(contentsOf: part)
    }
    out.write("}}" as StaticString)
    before = batch.snapshot
  }
  out.write(batches.isEmpty ? "],\n" as StaticString : "\n],\n")
  out.write("\"summary\": \(summaryText)")
  writeDocumentChange(comparison, to: out)
  out.write("}\n")
}

/// Writes the `document` member, when the shape or the top-level members change: `{"flat": true}`
/// for a sectioned OLD and a flat NEW; `{"flat": false, "members": {...}}`, NEW's top-level
/// members other than `sections`, for a sectioned NEW whose members (or shape) differ from OLD's.
private func writeDocumentChange(_ comparison: Comparison, to out: OutputBuffer) {
  let (old, new) = (comparison.old, comparison.new)
  if new.isFlat {
    if !old.isFlat { out.write(",\n\"document\": {\"flat\": true}" as StaticString) }
    return
  }
  if !old.isFlat
    && membersEqual(
      old.topLevelMembers, JSONReader(old.text), new.topLevelMembers, JSONReader(new.text))
  {
    return
  }
  out.write(",\n\"document\": {\"flat\": false, \"members\": {" as StaticString)
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

  package init(
    update: BatchUpdate, before: Snapshot<JSONKey, JSONKey>, after: Snapshot<JSONKey, JSONKey>,
    new: SnapshotDocument
  ) {
    self.update = update
    self.before = before
    self.after = after
    self.new = new
    beforeItems = before.sectionIdentifiers.map { before.itemIdentifiers(inSection: $0) }
    afterItems = after.sectionIdentifiers.map { after.itemIdentifiers(inSection: $0) }
  }

  /// The number of entries of each list, in the order of `write(list:to:)`.
  package var entryCounts: [Int] {
    [
      update.deletedSections.count, update.insertedSections.count, update.movedSections.count,
      update.reloadedSections.count, update.deletedItems.count, update.insertedItems.count,
      update.movedItems.count, update.reloadedItems.count + update.reconfiguredItems.count,
    ]
  }

  /// Writes list `index`: section deletions, insertions, moves, reloads, then the same for items.
  package func write(list index: Int, to out: OutputBuffer) {
    switch index {
    case 0: list(update.deletedSections, out) { section($0, before.section($0), out) }
    case 1:
      list(update.insertedSections, out) { section($0, after.section($0), out, withValue: true) }
    case 2:
      list(update.movedSections, out) { move in
        out.write("{\"from\": " as StaticString)
        out.write(move.from)
        out.write(", \"to\": " as StaticString)
        out.write(move.to)
        out.write(", \"id\": " as StaticString)
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
      list(update.insertedItems, out, ahead: { afterItems[$0.section][$0.item] }) {
        item($0, afterItems[$0.section][$0.item], out, withValue: true)
      }
    case 6:
      list(update.movedItems, out, ahead: { afterItems[$0.to.section][$0.to.item] }) { move in
        out.write("{\"from\": " as StaticString)
        path(move.from, out)
        out.write(", \"to\": " as StaticString)
        path(move.to, out)
        out.write(", \"id\": " as StaticString)
        out.write(json: afterItems[move.to.section][move.to.item])
        out.write("}" as StaticString)
      }
    default:
      let reloaded =
        update.reconfiguredItems.isEmpty
        ? update.reloadedItems : (update.reloadedItems + update.reconfiguredItems).sorted()
      list(reloaded, out, ahead: { beforeItems[$0.section][$0.item] }) {
        item($0, beforeItems[$0.section][$0.item], out, withValue: true)
      }
    }
  }

  /// Writes a list, the identifiers of each run of entries read `ahead` of writing them.
  ///
  /// Identifiers are spread over the documents, so reading each costs a cache miss; read sixteen
  /// at once, their misses overlap instead of coming one entry at a time.
  private func list<T>(
    _ values: [T], _ out: OutputBuffer, ahead identifier: ((T) -> JSONKey)? = nil,
    _ entry: (T) -> Void
  ) {
    out.write("[" as StaticString)
    var firstBytes: UInt8 = 0
    for (index, value) in values.enumerated() {
      if let identifier, index & 15 == 0 {
        for next in values[index..<min(index + 16, values.count)] {
          firstBytes |= identifier(next).start.pointee
        }
      }
      if index > 0 { out.write(", " as StaticString) }
      entry(value)
    }
    out.write("]" as StaticString)
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
    out.write("{\"index\": " as StaticString)
    out.write(index)
    out.write(", \"id\": " as StaticString)
    out.write(json: identifier)
    if withValue {
      // The section object of NEW, items included (a flat NEW has none: it is written whole).
      out.write(", \"value\": " as StaticString)
      if new.isFlat {
        out.write("{\"id\": 0, \"items\": [" as StaticString)
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

  /// Writes an item entry; `withValue`, an object item also carries its value in NEW (a string
  /// or number item is its identifier).
  private func item(
    _ itemPath: ItemPath, _ identifier: JSONKey, _ out: OutputBuffer, withValue: Bool = false
  ) {
    out.write("{\"path\": " as StaticString)
    path(itemPath, out)
    out.write(", \"id\": " as StaticString)
    out.write(json: identifier)
    if withValue {
      let range = new.itemRanges[new.snapshot.indexOfItem(identifier)!]
      if new.text.base[range.lowerBound] == UInt8(ascii: "{") {
        out.write(", \"value\": " as StaticString)
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
