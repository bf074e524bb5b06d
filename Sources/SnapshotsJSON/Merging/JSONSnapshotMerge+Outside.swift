// A list inside a larger document (`--list`): what is beside it merges member by member, and the
// merged list goes back where it was.

extension JSONSnapshotDocument {
  /// Where the list is (`--list`), or `nil` when it is the whole document.
  var listPointer: JSONPointer? {
    document.listPointer.isEmpty ? nil : try? JSONPointer(document.listPointer)
  }

  /// The document with its list replaced by `null`: what is beside the list (`nil` when the
  /// list is the whole document).
  ///
  /// O(*n*) for *n* bytes: the whole document is read as a value.
  var outside: JSONValue? {
    guard let pointer = listPointer,
      let whole = try? JSONValue(parsing: document.text)
    else { return nil }
    let replacement: JSONValue = [["op": "replace", "path": .string("\(pointer)"), "value": .null]]
    // The pointer named the list when the document was read: replacing there cannot fail.
    return try? JSONPatch(replacement).applied(to: whole)
  }
}

extension _MergeState {
  /// Merges what is beside the list in the three documents (`--list`), each conflict at its
  /// path from the document's root; the conflicts found so far (inside the list) move below the
  /// list's path where they name the list's own members.
  mutating func mergeOutside() -> JSONValue? {
    guard let pointer = ours.document.listPointer ?? base.document.listPointer else { return nil }
    conflicts = conflicts.map { conflict in
      guard conflict.item == nil && conflict.section == nil else { return conflict }
      var moved = conflict
      moved.member = JSONPointer(tokens: pointer.tokens + conflict.member.tokens)
      return moved
    }
    let values = [base, ours, theirs].map(\.document.outside)
    let (value, found) = JSONValue._merged(
      base: values[0], ours: values[1], theirs: values[2], preferringOurs: preferringOurs)
    conflicts =
      found.map { conflict in
        JSONMergeConflict(
          kind: .changed, section: nil, item: nil, member: conflict.pointer, base: conflict.base,
          ours: conflict.ours, theirs: conflict.theirs, resolution: resolution)
      } + conflicts
    return value
  }
}

extension JSONSnapshotMerge {
  /// Writes `value` (what is beside the list) with `list` (the merged list's text) at the path
  /// `tokens` names, in compact JSON.
  ///
  /// O(*n*) for *n* bytes.
  static func writeOutside(
    _ value: JSONValue, list: [UInt8], at tokens: ArraySlice<String>, to out: inout [UInt8]
  ) {
    guard let token = tokens.first else { return out += list }
    switch value {
    case .object(let object):
      out += "{".utf8
      for (index, member) in object.enumerated() {
        out += "\(index == 0 ? "" : ",")\(jsonQuoted(member.name)):".utf8
        if member.name == token {
          writeOutside(member.value, list: list, at: tokens.dropFirst(), to: &out)
        } else {
          out += member.value.jsonBytes
        }
      }
      out += "}".utf8
    case .array(let elements):
      out += "[".utf8
      for (index, element) in elements.enumerated() {
        if index > 0 { out += ",".utf8 }
        if String(index) == token {
          writeOutside(element, list: list, at: tokens.dropFirst(), to: &out)
        } else {
          out += element.jsonBytes
        }
      }
      out += "]".utf8
    default:
      out += value.jsonBytes
    }
  }
}
