import Snapshots

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
  // What is beside the list first: the list's paths do not depend on it.
  writeValueChanges(old.outerValues, new.outerValues, old, new, writer.operation)
  guard old.isFlat == new.isFlat else {
    let list = new.listPointer.isEmpty ? 0..<new.text.count : new.listRange
    writer.operation(
      #"{"op": "replace", "path": \#(jsonQuoted(new.listPointer))"#, value: list, from: new)
    return writer.count
  }
  // Members beside "sections" next: they do not move any path below "/sections".
  writeMemberChanges(
    old.topLevelMembers, new.topLevelMembers, prefix: new.listPointer, old, new, writer.operation)
  comparison.changeset._forEachStep { writer.write($0) }
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

  /// The pointer to the list as it goes inside a JSON string (`--list`; usually empty).
  private lazy var quotedListPointer = String(jsonQuoted(new.listPointer).dropFirst().dropLast())

  /// The path of a section, and that path as it goes inside a JSON string.
  package func sectionPath(_ index: Int) -> String { "\(new.listPointer)/sections/\(index)" }
  package func quotedSectionPath(_ index: Int) -> String {
    "\(quotedListPointer)/sections/\(index)"
  }

  // Item operations are most of a large patch: written piece by piece, without building strings
  // or looking items up (as strings and lookups, 1M items took 2.1 s against 0.4 s for json).
  package func writePath(_ path: ItemPath) {
    if !new.listPointer.isEmpty { out.write(quotedListPointer) }
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
    out.write(#"{"op": ""#)
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
      operation(
        #"{"op": "remove", "path": "\#(quotedSectionPath(index))""#, value: nil, from: nil)
    case .insertSection(let index, let identifier):
      let range = new.sectionRanges[new.snapshot.indexOfSection(identifier)!]
      operation(
        #"{"op": "add", "path": "\#(quotedSectionPath(index))""#, value: range, from: new)
    case .moveSection(let from, let to, _):
      operation(
        #"{"op": "move", "from": "\#(quotedSectionPath(from))", "path": "\#(quotedSectionPath(to))""#,
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
  let path = { (member: (name: String, range: Range<Int>)) in
    (prefix + "/" + pointerToken(member.name), member.range)
  }
  writeValueChanges(oldMembers.map(path), newMembers.map(path), old, new, operation)
}

/// Operations that turn the values at some paths of OLD into those at the same paths of NEW:
/// `remove` for a path only OLD has (the last first, so that array elements keep their indexes
/// until removed), `replace` for a value that differs, `add` for a path only NEW has.
///
/// A repeated path keeps its last value, as in content comparison; paths are compared by their
/// UTF-8 bytes (Unicode scalars).
private func writeValueChanges(
  _ oldValues: [(path: String, range: Range<Int>)],
  _ newValues: [(path: String, range: Range<Int>)],
  _ old: SnapshotDocument, _ new: SnapshotDocument,
  _ operation: (String, Range<Int>?, SnapshotDocument?) -> Void
) {
  var oldByPath: [[UInt8]: Range<Int>] = [:]
  for value in oldValues { oldByPath[Array(value.path.utf8)] = value.range }
  var newByPath: [[UInt8]: Range<Int>] = [:]
  for value in newValues { newByPath[Array(value.path.utf8)] = value.range }
  for value in oldValues.reversed()
  where newByPath[Array(value.path.utf8)] == nil && oldByPath[Array(value.path.utf8)] == value.range
  {
    operation(#"{"op": "remove", "path": \#(jsonQuoted(value.path))"#, nil, nil)
  }
  for value in newValues where newByPath[Array(value.path.utf8)] == value.range {
    let path = jsonQuoted(value.path)
    if let oldRange = oldByPath[Array(value.path.utf8)] {
      if !jsonEqual(JSONReader(old.text), oldRange, JSONReader(new.text), value.range) {
        operation(#"{"op": "replace", "path": \#(path)"#, value.range, new)
      }
    } else {
      operation(#"{"op": "add", "path": \#(path)"#, value.range, new)
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

  /// What changes outside the lists, as the text format says it: what is beside the list
  /// (`--list`, the paths that changed), the shape (a flat list becomes sections, or sections a
  /// flat list), or the top-level members besides `sections`; `nil` when none does.
  package var documentChange: String? {
    var parts: [String] = []
    let outside = changedOuterPaths(old, new)
    if !outside.isEmpty {
      let shown = outside.prefix(5).joined(separator: ", ")
      parts.append(
        "outside the list: \(shown)\(outside.count > 5 ? " and \(outside.count - 5) more" : "")")
    }
    if old.isFlat != new.isFlat {
      parts.append(new.isFlat ? "sections -> a flat list" : "a flat list -> sections")
    } else if !old.isFlat
      && !membersEqual(
        old.topLevelMembers, JSONReader(old.text), new.topLevelMembers, JSONReader(new.text))
    {
      parts.append("its top-level members changed")
    }
    return parts.isEmpty ? nil : "document: " + parts.joined(separator: "; ")
  }

  /// How many items changed only in ignored members (`--ignore`), as every format says it:
  /// `2 items changed only in ignored members`; `nil` when none did.
  package var quietChange: String? {
    let count = quietlyChanged.count
    guard count > 0 else { return nil }
    return "\(count) \(count == 1 ? "item" : "items") changed only in ignored members"
  }
}

/// Writes the changes beside the list (`--list`) as a JSON Patch on one line: `[]` when none.
///
/// O(*v*) for *v* bytes beside the list.
package func writeOutsidePatch(_ comparison: Comparison, to out: OutputBuffer) {
  var count = 0
  out.write("[" as StaticString)
  writeValueChanges(
    comparison.old.outerValues, comparison.new.outerValues, comparison.old, comparison.new
  ) { text, range, document in
    out.write(count == 0 ? "" : ", ")
    count += 1
    out.write(text)
    if let range, let document {
      out.write(", \"value\": " as StaticString)
      out.write(compactJSON: UnsafeBufferPointer(rebasing: document.text.bytes[range]))
    }
    out.write("}" as StaticString)
  }
  out.write("]" as StaticString)
}
