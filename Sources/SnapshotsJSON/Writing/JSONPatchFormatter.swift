import Snapshots

/// A JSON Pointer reference token (RFC 6901): `~` as `~0`, `/` as `~1`.
///
/// Escaped per code point, as the RFC says, not per `Character`: a `/` followed by a combining
/// mark is one `Character` (`"/\u{301}"`), which a match on characters let through unescaped.
package func pointerToken(_ name: String) -> String {
  var bytes: [UInt8] = []
  bytes.reserveCapacity(name.utf8.count)
  for byte in name.utf8 {
    switch byte {
    case UInt8(ascii: "~"): bytes += [UInt8(ascii: "~"), UInt8(ascii: "0")]
    case UInt8(ascii: "/"): bytes += [UInt8(ascii: "~"), UInt8(ascii: "1")]
    default: bytes.append(byte)
    }
  }
  return String(decoding: bytes, as: UTF8.self)
}

/// Writes an RFC 6902 JSON Patch that turns OLD into NEW: its size grows with the changes, not with
/// the lists.
///
/// Returns the number of operations.
@discardableResult
package func writeJSONPatch(_ comparison: Comparison, to out: OutputBuffer) -> Int {
  let old = comparison.old
  let new = comparison.new
  out.write("[")
  let writer = PatchWriter(old: old, new: new, out: out)
  defer { out.write(writer.count == 0 ? "]\n" : "\n]\n") }
  guard old.isFlat == new.isFlat else {
    writer.operation(#"{"op": "replace", "path": """#, value: 0..<new.text.count, from: new)
    return writer.count
  }
  // Members beside "sections" first: they do not move any path below "/sections".
  writeMemberChanges(
    old.topLevelMembers, new.topLevelMembers, prefix: "", old, new, writer.operation)
  for step in comparison.changeset.steps { writer.write(step) }
  // Items changed only in ignored members, at their final places: the lists are NEW's by now.
  for index in comparison.quietlyChanged { writer.replaceItem(atNewIndex: index) }
  return writer.count
}

/// Writes patch operations to an output buffer, counting them.
private final class PatchWriter {
  package let old: SnapshotDocument
  package let new: SnapshotDocument
  package let out: OutputBuffer
  /// The operations written so far.
  package var count = 0
  /// The flattened index of each new section's first item: insertions, reloads and reconfigures
  /// are at their final paths, so their values are found by the new document's flattened index.
  package let newStarts: [Int]

  package init(old: SnapshotDocument, new: SnapshotDocument, out: OutputBuffer) {
    self.old = old
    self.new = new
    self.out = out
    newStarts = new.snapshot.sectionCounts.reduce(into: [0]) { $0.append($0.last! + $1) }.dropLast()
  }

  package func operation(_ text: String, value: Range<Int>?, from document: SnapshotDocument?) {
    out.write(count == 0 ? "\n" : ",\n")
    count += 1
    out.write(text)
    if let value, let document {
      out.write(", \"value\": ")
      out.write(UnsafeBufferPointer(rebasing: document.text.bytes[value]))
    }
    out.write("}")
  }

  package func sectionPath(_ index: Int) -> String { "/sections/\(index)" }

  // Item operations are most of a large patch: written piece by piece, without building strings
  // or looking items up (as strings and lookups, 1M items took 2.1 s against 0.4 s for json).
  package func writePath(_ path: ItemPath) {
    if old.isFlat {
      out.write(byte: UInt8(ascii: "/"))
    } else {
      out.write("/sections/")
      out.write(path.section)
      out.write("/items/")
    }
    out.write(path.item)
  }

  package func itemOperation(
    _ name: StaticString, from source: ItemPath? = nil, path: ItemPath, withValue: Bool = false
  ) {
    out.write(count == 0 ? "\n" : ",\n")
    count += 1
    out.write("{\"op\": \"")
    out.write(name)
    if let source {
      out.write("\", \"from\": \"")
      writePath(source)
    }
    out.write("\", \"path\": \"")
    writePath(path)
    out.write("\"")
    if withValue {
      let range = new.itemRanges[newStarts[path.section] + path.item]
      out.write(", \"value\": ")
      out.write(UnsafeBufferPointer(rebasing: new.text.bytes[range]))
    }
    out.write("}")
  }

  /// Writes a `replace` of the item at flattened index `index` of NEW, with its value.
  ///
  /// O(log *s*) for *s* sections.
  package func replaceItem(atNewIndex index: Int) {
    // The last section that starts at or before the index.
    var (low, high) = (0, newStarts.count)
    while high - low > 1 {
      let middle = (low + high) / 2
      if newStarts[middle] <= index { low = middle } else { high = middle }
    }
    itemOperation(
      "replace", path: ItemPath(item: index - newStarts[low], section: low), withValue: true)
  }

  /// Writes the operations of one step.
  package func write(_ step: SectionedStep<JSONKey, JSONKey>) {
    switch step {
    case .deleteSection(let index, _):
      operation("{\"op\": \"remove\", \"path\": \"\(sectionPath(index))\"", value: nil, from: nil)
    case .insertSection(let index, let identifier):
      let range = new.sectionRanges[new.snapshot.indexOfSection(identifier)!]
      operation("{\"op\": \"add\", \"path\": \"\(sectionPath(index))\"", value: range, from: new)
    case .moveSection(let from, let to, _):
      operation(
        "{\"op\": \"move\", \"from\": \"\(sectionPath(from))\", \"path\": \"\(sectionPath(to))\"",
        value: nil, from: nil)
    case .reloadSection(let index, let identifier):
      writeMemberChanges(
        old.sectionMembers[old.snapshot.indexOfSection(identifier)!],
        new.sectionMembers[new.snapshot.indexOfSection(identifier)!], prefix: sectionPath(index),
        old, new, operation)
    case .deleteItem(let path, _):
      itemOperation("remove", path: path)
    case .insertItem(let path, _):
      itemOperation("add", path: path, withValue: true)
    case .moveItem(let from, let to, _):
      itemOperation("move", from: from, path: to)
    case .reloadItem(let path, _), .reconfigureItem(let path, _):
      itemOperation("replace", path: path, withValue: true)
    }
  }
}

/// Operations that turn one object's members (other than those handled elsewhere) into another's.
private func writeMemberChanges(
  _ oldMembers: [(name: String, range: Range<Int>)],
  _ newMembers: [(name: String, range: Range<Int>)],
  prefix: String, _ old: SnapshotDocument, _ new: SnapshotDocument,
  _ operation: (String, Range<Int>?, SnapshotDocument?) -> Void
) {
  // A repeated name keeps its last value, as in content comparison.
  // Names by their UTF-8 bytes (Unicode scalars), as in content comparison.
  var oldByName: [[UInt8]: Range<Int>] = [:]
  for member in oldMembers { oldByName[Array(member.name.utf8)] = member.range }
  var newByName: [[UInt8]: Range<Int>] = [:]
  for member in newMembers { newByName[Array(member.name.utf8)] = member.range }
  for member in oldMembers
  where newByName[Array(member.name.utf8)] == nil
    && oldByName[Array(member.name.utf8)] == member.range
  {
    operation(
      "{\"op\": \"remove\", \"path\": \(jsonQuoted(prefix + "/" + pointerToken(member.name)))", nil,
      nil)
  }
  for member in newMembers where newByName[Array(member.name.utf8)] == member.range {
    let path = jsonQuoted(prefix + "/" + pointerToken(member.name))
    if let oldRange = oldByName[Array(member.name.utf8)] {
      if !jsonEqual(JSONReader(old.text), oldRange, JSONReader(new.text), member.range) {
        operation("{\"op\": \"replace\", \"path\": \(path)", member.range, new)
      }
    } else {
      operation("{\"op\": \"add\", \"path\": \(path)", member.range, new)
    }
  }
}

extension Comparison {
  /// Whether the JSON Patch from OLD to NEW has no operation, without writing it.
  ///
  /// It has none when the changeset is empty and the document outside the lists is the same
  /// (``documentChange``): then, and only then, `--format json` has nothing to apply either.
  package var patchIsEmpty: Bool {
    changeset.isEmpty && documentChange == nil && quietlyChanged.isEmpty
  }

  /// What changes outside the lists, as the text format says it: the shape (a flat list becomes
  /// sections, or sections a flat list), or the top-level members besides `sections`; `nil` when
  /// neither does.
  package var documentChange: String? {
    if old.isFlat != new.isFlat {
      return new.isFlat ? "document: sections -> a flat list" : "document: a flat list -> sections"
    }
    guard !old.isFlat,
      !membersEqual(
        old.topLevelMembers, JSONReader(old.text), new.topLevelMembers, JSONReader(new.text))
    else { return nil }
    return "document: its top-level members changed"
  }
}
