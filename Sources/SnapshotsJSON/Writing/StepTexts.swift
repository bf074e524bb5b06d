import Snapshots

/// One operation as the writers spell it (`item [0, 1] "id"`, `section 2 -> 0 "id"`, ...), and
/// what it names: the identifier, whether a section, and whether it is looked for in OLD (a
/// deletion) or in NEW.
///
/// It holds its places, not its text: the text format writes a million of them straight into its
/// buffer (``write(to:)``), and only the formats that show a few make the text (``text``).
package struct OperationText: Equatable {
  /// Where an operation is: a section's index or an item's path, and where it goes (a move, or a
  /// replacement that lands elsewhere).
  package enum Place: Equatable {
    case section(Int, to: Int?)
    case item(ItemPath, to: ItemPath?)
  }

  package var place: Place
  package var identifier: JSONKey
  package var inOld: Bool
  /// The changed members a reloaded item's text ends with (`phone, updatedAt`), or none.
  package var members = ""

  package var isSection: Bool {
    if case .section = place { true } else { false }
  }

  /// `item [0, 1] "id"`, `section 2 -> 0 "id"`, `item [0, 1] "id": phone`.
  ///
  /// O(*n*) for *n* bytes.
  package var text: String {
    let out = OutputBuffer(descriptor: nil, capacity: 64)
    write(to: out)
    return String(decoding: out.bytes, as: UTF8.self)
  }

  /// Writes ``text``, as it is.
  ///
  /// O(*n*) for *n* bytes.
  package func write(to out: OutputBuffer) {
    switch place {
    case .section(let from, let to):
      out.write("section " as StaticString)
      out.write(from)
      if let to {
        out.write(" -> " as StaticString)
        out.write(to)
      }
    case .item(let from, let to):
      out.write("item " as StaticString)
      Self.write(from, to: out)
      if let to {
        out.write(" -> " as StaticString)
        Self.write(to, to: out)
      }
    }
    out.write(byte: UInt8(ascii: " "))
    out.write(json: identifier)
    if !members.isEmpty {
      out.write(": " as StaticString)
      out.write(members)
    }
  }

  /// Writes ``text`` as a terminal shows it safely (``terminalEscaped(_:)``): as it is when
  /// nothing in it needs escaping, as almost every identifier does not.
  ///
  /// O(*n*) for *n* bytes.
  package func writeTerminalEscaped(to out: OutputBuffer) {
    var members = members
    let plain =
      !identifier.text.contains(where: mayStartTerminalEscape)
      && members.withUTF8 { !$0.contains(where: mayStartTerminalEscape) }
    plain ? write(to: out) : out.write(terminalEscaped(text))
  }

  /// `[section, item]`.
  private static func write(_ path: ItemPath, to out: OutputBuffer) {
    out.write(byte: UInt8(ascii: "["))
    out.write(path.section)
    out.write(", " as StaticString)
    out.write(path.item)
    out.write(byte: UInt8(ascii: "]"))
  }
}

/// The reloaded sections of a batch, replaced ones among them, by old index: `section 2 "id"`,
/// or `section 2 -> 3 "id"` for a replacement that lands elsewhere.
///
/// - Complexity: O(*r* log *r*) for *r* reloads and replacements.
package func reloadedTexts(
  sectionsOf update: BatchUpdate, before: Snapshot<JSONKey, JSONKey>
) -> [OperationText] {
  reloadedPlaces(
    update.reloadedSections, replaced: update.replacedSections.map { ($0.from, $0.to) }
  )
  .map { from, to in
    OperationText(
      place: .section(from, to: to), identifier: before.section(from), inOld: false)
  }
}

/// The reloaded or reconfigured items of a batch, replaced ones among them, by old path:
/// `item [0, 1] "id"`, or `item [0, 1] -> [0, 4] "id"` for a replacement that lands elsewhere;
/// followed by the changed members that `members` names, if any (`: phone, updatedAt`).
///
/// - Complexity: O(*r* log *r*) for *r* reloads, reconfigures and replacements, plus the
///   items' size when naming members.
package func reloadedTexts(
  itemsOf update: BatchUpdate, before: Snapshot<JSONKey, JSONKey>,
  members: ((JSONKey) -> [String])? = nil
) -> [OperationText] {
  reloadedPlaces(
    update.reloadedItems + update.reconfiguredItems,
    replaced: update.replacedItems.map { ($0.from, $0.to) }
  ).map { from, to in
    let identifier = before.item(from)
    return OperationText(
      place: .item(from, to: to), identifier: identifier, inOld: false,
      members: members.map { changedMemberNames($0(identifier)) } ?? "")
  }
}

/// Reloads in place and replacements, in old order: each old place, and the new one of a
/// replacement that lands elsewhere.
private func reloadedPlaces<Place: Comparable>(
  _ reloads: [Place], replaced: [(Place, Place)]
) -> [(Place, Place?)] {
  (reloads.map { ($0, $0) } + replaced).sorted { $0.0 < $1.0 }.map { from, to in
    (from, from == to ? nil : to)
  }
}

/// The operations of one batch as the text format, the HTML page and the review formats spell
/// them (without their symbols), each kind in ascending order of its place: the writers choose
/// the order of the kinds and paint them, and spell nothing themselves.
package struct OperationTexts {
  let update: BatchUpdate
  let before: Snapshot<JSONKey, JSONKey>
  let after: Snapshot<JSONKey, JSONKey>
  /// What names a reloaded item's changed members, if anything.
  let members: ((JSONKey) -> [String])?

  /// The texts of `update`, whose data before and after are `before` and `after`.
  ///
  /// A reloaded item's text names its changed members when `comparison` is given. Each text is
  /// made when it is asked for: a batch of a million moves is never a million texts at once.
  ///
  /// - Complexity: O(1).
  package init(
    _ update: BatchUpdate, before: Snapshot<JSONKey, JSONKey>, after: Snapshot<JSONKey, JSONKey>,
    naming comparison: Comparison? = nil
  ) {
    (self.update, self.before, self.after) = (update, before, after)
    members = comparison.map { $0.memberNamer.changedMembers(of:) }
  }

  /// `section 2 "id"`, by old index.
  package var deletedSections: [OperationText] { texts(.delete, sections: true) }
  /// `section 2 "id"`, by new index.
  package var insertedSections: [OperationText] { texts(.insert, sections: true) }
  /// `section 2 -> 0 "id"`, by new index.
  package var movedSections: [OperationText] { texts(.move, sections: true) }
  /// `section 2 "id"` or `section 2 -> 3 "id"` (replaced), by old index.
  package var reloadedSections: [OperationText] { texts(.reload, sections: true) }
  /// `item [0, 1] "id"`, by old path.
  package var deletedItems: [OperationText] { texts(.delete, sections: false) }
  /// `item [0, 1] "id"`, by new path.
  package var insertedItems: [OperationText] { texts(.insert, sections: false) }
  /// `item [0, 1] -> [2, 0] "id"`, by new path.
  package var movedItems: [OperationText] { texts(.move, sections: false) }
  /// `item [0, 1] "id"` or `item [0, 1] -> [0, 4] "id"` (replaced), by old path.
  package var reloadedItems: [OperationText] { texts(.reload, sections: false) }

  /// The texts of one kind of operation, of sections or of items.
  private func texts(_ kind: OperationKind, sections: Bool) -> [OperationText] {
    var texts: [OperationText] = []
    forEach(kind, sections: sections) { texts.append($0) }
    return texts
  }

  /// Calls `body` with each text of one kind of operation, of sections or of items, in order.
  private func forEach(_ kind: OperationKind, sections: Bool, _ body: (OperationText) -> Void) {
    let (update, before, after) = (update, before, after)
    func section(_ from: Int, to: Int? = nil, _ key: JSONKey, inOld: Bool = false) {
      body(OperationText(place: .section(from, to: to), identifier: key, inOld: inOld))
    }
    func item(_ from: ItemPath, to: ItemPath? = nil, _ key: JSONKey, inOld: Bool = false) {
      body(OperationText(place: .item(from, to: to), identifier: key, inOld: inOld))
    }
    switch (kind, sections) {
    case (.delete, true):
      for index in update.plainDeletedSections {
        section(index, before.section(index), inOld: true)
      }
    case (.insert, true):
      for index in update.plainInsertedSections { section(index, after.section(index)) }
    case (.move, true):
      for move in update.movedSections { section(move.from, to: move.to, after.section(move.to)) }
    case (.reload, true): reloadedTexts(sectionsOf: update, before: before).forEach(body)
    case (.delete, false):
      for path in update.plainDeletedItems { item(path, before.item(path), inOld: true) }
    case (.insert, false): for path in update.plainInsertedItems { item(path, after.item(path)) }
    case (.move, false):
      for move in update.movedItems { item(move.from, to: move.to, after.item(move.to)) }
    case (.reload, false):
      reloadedTexts(itemsOf: update, before: before, members: members).forEach(body)
    }
  }

  /// Calls `body` with every operation, in the text format's order (as ``all`` lists them),
  /// each made as it is passed.
  package func forEach(_ body: (OperationKind, OperationText) -> Void) {
    for sections in [true, false] {
      for kind in [OperationKind.delete, .insert, .move, .reload] {
        forEach(kind, sections: sections) { body(kind, $0) }
      }
    }
  }

  /// Every operation, in the text format's order: sections, then items; deletions, insertions,
  /// moves, reloads.
  package var all: [(OperationKind, OperationText)] {
    var all: [(OperationKind, OperationText)] = []
    forEach { all.append(($0, $1)) }
    return all
  }
}

/// The text format's last line: the number of batches and the counts of each kind of operation.
package func summaryLine(batchCount: Int, _ summary: Comparison.Summary) -> String {
  let batchWord = batchCount == 1 ? "batch" : "batches"
  return
    "\(batchCount) \(batchWord); sections: \(summary.sections.text); items: \(summary.items.text)"
}
