import Snapshots

/// A JSON Pointer reference token (RFC 6901): `~` as `~0`, `/` as `~1`.
///
/// Escaped per code point, as the RFC says, not per `Character`: a `/` followed by a combining
/// mark is one `Character` (`"/\u{301}"`), which a match on characters let through unescaped.
func pointerToken(_ name: String) -> String {
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
func writeJSONPatch(_ comparison: Comparison, to out: OutputBuffer) -> Int {
  let old = comparison.old
  let new = comparison.new
  var count = 0
  out.write("[")
  func operation(_ text: String, value: Range<Int>? = nil, from document: SnapshotDocument? = nil) {
    out.write(count == 0 ? "\n" : ",\n")
    count += 1
    out.write(text)
    if let value, let document {
      out.write(", \"value\": ")
      out.write(UnsafeBufferPointer(rebasing: document.text.bytes[value]))
    }
    out.write("}")
  }
  defer { out.write(count == 0 ? "]\n" : "\n]\n") }
  guard old.isFlat == new.isFlat else {
    operation(#"{"op": "replace", "path": """#, value: 0..<new.text.count, from: new)
    return count
  }
  // Members beside "sections" first: they do not move any path below "/sections".
  writeMemberChanges(old.topLevelMembers, new.topLevelMembers, prefix: "", old, new, operation)
  func sectionPath(_ index: Int) -> String { "/sections/\(index)" }
  func itemPath(_ path: ItemPath) -> String {
    old.isFlat ? "/\(path.item)" : "/sections/\(path.section)/items/\(path.item)"
  }
  func itemRange(_ identifier: JSONKey) -> Range<Int> {
    new.itemRanges[new.snapshot.indexOfItem(identifier)!]
  }
  for step in comparison.changeset.steps {
    switch step {
    case .deleteSection(let index, _):
      operation("{\"op\": \"remove\", \"path\": \"\(sectionPath(index))\"")
    case .insertSection(let index, let identifier):
      let range = new.sectionRanges[new.snapshot.indexOfSection(identifier)!]
      operation("{\"op\": \"add\", \"path\": \"\(sectionPath(index))\"", value: range, from: new)
    case .moveSection(let from, let to, _):
      operation(
        "{\"op\": \"move\", \"from\": \"\(sectionPath(from))\", \"path\": \"\(sectionPath(to))\"")
    case .reloadSection(let index, let identifier):
      writeMemberChanges(
        old.sectionMembers[old.snapshot.indexOfSection(identifier)!],
        new.sectionMembers[new.snapshot.indexOfSection(identifier)!], prefix: sectionPath(index),
        old, new, operation)
    case .deleteItem(let path, _):
      operation("{\"op\": \"remove\", \"path\": \"\(itemPath(path))\"")
    case .insertItem(let path, let identifier):
      operation(
        "{\"op\": \"add\", \"path\": \"\(itemPath(path))\"", value: itemRange(identifier), from: new
      )
    case .moveItem(let from, let to, _):
      operation("{\"op\": \"move\", \"from\": \"\(itemPath(from))\", \"path\": \"\(itemPath(to))\"")
    case .reloadItem(let path, let identifier), .reconfigureItem(let path, let identifier):
      operation(
        "{\"op\": \"replace\", \"path\": \"\(itemPath(path))\"", value: itemRange(identifier),
        from: new)
    }
  }
  return count
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
  /// Whether the JSON Patch from OLD to NEW has no operation, without writing it: the documents
  /// have the same shape, the changeset is empty, and the top-level members are equal.
  var patchIsEmpty: Bool {
    guard old.isFlat == new.isFlat, changeset.isEmpty else { return false }
    return membersEqual(
      old.topLevelMembers, JSONReader(old.text), new.topLevelMembers, JSONReader(new.text))
  }
}
