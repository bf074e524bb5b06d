extension JSONSnapshotMerge {
  /// The merged document as JSON text, one item per line.
  ///
  /// One item per line, so that a line diff of it stays readable: a flat list as `[`, its items,
  /// `]`; a sectioned document with its other members one per line, `"sections"` where ours has
  /// it, and each section as `{"id":…,<content>,"items":[` followed by its items. An item the
  /// merge took whole from a side is written as that side wrote it (without its whitespace when
  /// it spans several lines); what the merge made, in compact JSON. A list inside a larger
  /// document (`list`) is written so inside what is beside it, merged, in compact JSON. Ends
  /// with a newline.
  ///
  /// - Complexity: O(*n*) for *n* bytes.
  public var documentBytes: [UInt8] {
    let out = OutputBuffer(descriptor: nil, capacity: 1 << 16)
    write(to: out)
    return out.bytes
  }

  /// Writes ``documentBytes`` to `out`.
  ///
  /// - Complexity: O(*n*) for *n* bytes.
  package func write(to out: OutputBuffer) {
    guard let outside else {
      writeList(to: out)
      return out.write("\n" as StaticString)
    }
    let list = OutputBuffer(descriptor: nil, capacity: 1 << 16)
    writeList(to: list)
    var bytes: [UInt8] = []
    Self.writeOutside(outside.value, list: list.bytes, at: outside.pointer.tokens[...], to: &bytes)
    bytes.withUnsafeBufferPointer { out.write($0) }
    out.write("\n" as StaticString)
  }

  /// Writes the merged list, alone, without a newline after it.
  private func writeList(to out: OutputBuffer) {
    if isFlat { return writeItems(mergedSections.first?.items ?? [], indent: "", to: out) }
    out.write("{" as StaticString)
    out.write("\n" as StaticString)
    let members = topLevelMembers.map { member in
      { (out: OutputBuffer) in
        out.write("  \(jsonQuoted(member.name)):")
        member.value.jsonBytes.withUnsafeBufferPointer { out.write($0) }
      }
    }
    var lines = members
    lines.insert(writeSections, at: min(sectionsPosition, lines.count))
    for (index, line) in lines.enumerated() {
      line(out)
      out.write(index == lines.count - 1 ? "\n" as StaticString : ",\n")
    }
    out.write("}" as StaticString)
  }

  /// Writes the `sections` member, each section on the lines of its items.
  private func writeSections(to out: OutputBuffer) {
    out.write("  \"sections\":[" as StaticString)
    for (index, section) in mergedSections.enumerated() {
      out.write(index == 0 ? "\n" as StaticString : ",\n")
      out.write(#"    {"id":"# as StaticString)
      out.write(json: section.identifier)
      if case .object(let content) = section.content {
        for member in content {
          out.write(",\(jsonQuoted(member.name)):")
          member.value.jsonBytes.withUnsafeBufferPointer { out.write($0) }
        }
      }
      out.write(",\"items\":" as StaticString)
      writeItems(section.items, indent: "    ", to: out)
      out.write("}" as StaticString)
    }
    out.write(mergedSections.isEmpty ? "]" as StaticString : "\n  ]")
  }

  /// Writes `items` as an array, one per line below `indent`.
  private func writeItems(_ items: [_MergedItem], indent: StaticString, to out: OutputBuffer) {
    guard !items.isEmpty else { return out.write("[]" as StaticString) }
    out.write("[" as StaticString)
    for (index, item) in items.enumerated() {
      out.write(index == 0 ? "\n" as StaticString : ",\n")
      out.write(indent)
      out.write("  " as StaticString)
      item.write(to: out)
    }
    out.write("\n" as StaticString)
    out.write(indent)
    out.write("]" as StaticString)
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
