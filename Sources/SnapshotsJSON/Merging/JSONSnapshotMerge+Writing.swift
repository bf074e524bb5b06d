extension JSONSnapshotMerge {
  /// The merged document as JSON text, one item per line.
  ///
  /// One item per line, so that a line diff of it stays readable: a flat list as `[`, its items, `]`; a sectioned document with its other members
  /// one per line, `"sections"` where ours has it, and each section as
  /// `{"id":…,<content>,"items":[` followed by its items; every value in compact JSON. Ends with
  /// a newline.
  ///
  /// A list inside a larger document (`list`) is written so inside what is beside it, merged,
  /// in compact JSON.
  ///
  /// - Complexity: O(*n*) for *n* bytes.
  public var documentBytes: [UInt8] {
    guard let outside else { return listBytes }
    var out: [UInt8] = []
    Self.writeOutside(
      outside.value, list: Array(listBytes.dropLast()), at: outside.pointer.tokens[...], to: &out)
    return out + "\n".utf8
  }

  /// The merged list, alone.
  private var listBytes: [UInt8] {
    var out: [UInt8] = []
    if isFlat {
      writeItems(sections.first?.items ?? [], indent: "", to: &out)
      out += "\n".utf8
      return out
    }
    var lines: [[UInt8]] = topLevelMembers.map { member in
      Array("  \(jsonQuoted(member.name)):".utf8) + member.value.jsonBytes
    }
    var sectionsText = Array("  \"sections\":[".utf8)
    for (index, section) in sections.enumerated() {
      sectionsText += (index == 0 ? "\n    {\"id\":" : ",\n    {\"id\":").utf8
      sectionsText += section.identifier.value.jsonBytes
      if case .object(let content) = section.content {
        for member in content {
          sectionsText += ",\(jsonQuoted(member.name)):".utf8
          sectionsText += member.value.jsonBytes
        }
      }
      sectionsText += ",\"items\":".utf8
      writeItems(section.items, indent: "    ", to: &sectionsText)
      sectionsText += "}".utf8
    }
    sectionsText += (sections.isEmpty ? "]" : "\n  ]").utf8
    lines.insert(sectionsText, at: min(sectionsPosition, lines.count))
    out += "{\n".utf8
    for (index, line) in lines.enumerated() {
      out += line
      out += (index == lines.count - 1 ? "\n" : ",\n").utf8
    }
    out += "}\n".utf8
    return out
  }

  /// Writes `items` as an array, one per line below `indent`.
  private func writeItems(_ items: [JSONValue], indent: String, to out: inout [UInt8]) {
    guard !items.isEmpty else { return out += "[]".utf8 }
    out += "[".utf8
    for (index, item) in items.enumerated() {
      out += ((index == 0 ? "\n" : ",\n") + indent + "  ").utf8
      out += item.jsonBytes
    }
    out += "\n\(indent)]".utf8
  }

  /// The conflicts as a JSON array (``JSONMergeConflict/json``), one per line, ending with a
  /// newline.
  ///
  /// - Complexity: O(*n*) for *n* bytes.
  public var conflictsBytes: [UInt8] {
    guard !conflicts.isEmpty else { return Array("[]\n".utf8) }
    var out = Array("[".utf8)
    for (index, conflict) in conflicts.enumerated() {
      out += (index == 0 ? "\n  " : ",\n  ").utf8
      out += conflict.json.jsonBytes
    }
    out += "\n]\n".utf8
    return out
  }
}
