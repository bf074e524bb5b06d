import Snapshots

/// One operation as the writers spell it, and what it names: the identifier, whether a section,
/// and whether it is looked for in OLD (a deletion) or in NEW.
package struct OperationText: Equatable {
  /// `item [0, 1] "id"`, `section 2 -> 0 "id"`, ...
  package var text: String
  package var identifier: JSONKey
  package var isSection: Bool
  package var inOld: Bool
}

/// The reloaded sections of a batch, replaced ones among them, by old index: `section 2 "id"`,
/// or `section 2 -> 3 "id"` for a replacement that lands elsewhere.
///
/// - Complexity: O(*r* log *r*) for *r* reloads and replacements.
package func reloadedTexts(
  sectionsOf update: BatchUpdate, before: Snapshot<JSONKey, JSONKey>
) -> [OperationText] {
  reloadedTexts(
    update.reloadedSections, replaced: update.replacedSections.map { ($0.from, $0.to) },
    place: { "\($0)" }
  ) {
    OperationText(
      text: "section \($0) \(before.section($1))", identifier: before.section($1),
      isSection: true, inOld: false)
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
  reloadedTexts(
    update.reloadedItems + update.reconfiguredItems,
    replaced: update.replacedItems.map { ($0.from, $0.to) }, place: \.description
  ) {
    let identifier = before.item($1)
    let changed = members.map { changedMemberNames($0(identifier)) } ?? ""
    return OperationText(
      text: "item \($0) \(identifier)" + (changed.isEmpty ? "" : ": \(changed)"),
      identifier: identifier, isSection: false, inOld: false)
  }
}

/// Reloads in place and replacements, in old order, each as `name(place, old)`: the place is
/// `old` or `old -> new`.
private func reloadedTexts<Place: Comparable>(
  _ reloads: [Place], replaced: [(Place, Place)], place: (Place) -> String,
  name: (String, Place) -> OperationText
) -> [OperationText] {
  (reloads.map { ($0, $0) } + replaced).sorted { $0.0 < $1.0 }.map { from, to in
    name(from == to ? place(from) : "\(place(from)) -> \(place(to))", from)
  }
}

/// The operations of one batch as the text format, the HTML page and the review formats spell
/// them (without their symbols), each kind in ascending order of its place: the writers choose
/// the order of the kinds and paint them, and spell nothing themselves.
package struct OperationTexts {
  /// `section 2 "id"`, by old index.
  package var deletedSections: [OperationText]
  /// `section 2 "id"`, by new index.
  package var insertedSections: [OperationText]
  /// `section 2 -> 0 "id"`, by new index.
  package var movedSections: [OperationText]
  /// `section 2 "id"` or `section 2 -> 3 "id"` (replaced), by old index.
  package var reloadedSections: [OperationText]
  /// `item [0, 1] "id"`, by old path.
  package var deletedItems: [OperationText]
  /// `item [0, 1] "id"`, by new path.
  package var insertedItems: [OperationText]
  /// `item [0, 1] -> [2, 0] "id"`, by new path.
  package var movedItems: [OperationText]
  /// `item [0, 1] "id"` or `item [0, 1] -> [0, 4] "id"` (replaced), by old path.
  package var reloadedItems: [OperationText]

  /// The texts of `update`, whose data before and after are `before` and `after`; a reloaded
  /// item's text names its changed members when `comparison` is given.
  ///
  /// - Complexity: O(*k* log *k*) for *k* operations, plus the reloaded items' size.
  package init(
    _ update: BatchUpdate, before: Snapshot<JSONKey, JSONKey>, after: Snapshot<JSONKey, JSONKey>,
    naming comparison: Comparison? = nil
  ) {
    func section(_ text: String, _ key: JSONKey, inOld: Bool = false) -> OperationText {
      OperationText(text: "section \(text) \(key)", identifier: key, isSection: true, inOld: inOld)
    }
    func item(_ text: String, _ key: JSONKey, inOld: Bool = false) -> OperationText {
      OperationText(text: "item \(text) \(key)", identifier: key, isSection: false, inOld: inOld)
    }
    deletedSections = update.plainDeletedSections.map {
      section("\($0)", before.section($0), inOld: true)
    }
    insertedSections = update.plainInsertedSections.map { section("\($0)", after.section($0)) }
    movedSections = update.movedSections.map {
      section("\($0.from) -> \($0.to)", after.section($0.to))
    }
    reloadedSections = reloadedTexts(sectionsOf: update, before: before)
    deletedItems = update.plainDeletedItems.map { item("\($0)", before.item($0), inOld: true) }
    insertedItems = update.plainInsertedItems.map { item("\($0)", after.item($0)) }
    movedItems = update.movedItems.map { item("\($0.from) -> \($0.to)", after.item($0.to)) }
    reloadedItems = reloadedTexts(
      itemsOf: update, before: before,
      members: comparison.map { $0.memberNamer.changedMembers(of:) })
  }

  /// Every operation, in the text format's order: sections, then items; deletions, insertions,
  /// moves, reloads.
  package var all: [(OperationKind, OperationText)] {
    [
      (OperationKind.delete, deletedSections), (.insert, insertedSections),
      (.move, movedSections), (.reload, reloadedSections), (.delete, deletedItems),
      (.insert, insertedItems), (.move, movedItems), (.reload, reloadedItems),
    ].flatMap { kind, texts in texts.map { (kind, $0) } }
  }
}

/// The text format's last line: the number of batches and the counts of each kind of operation.
package func summaryLine(batchCount: Int, _ summary: Comparison.Summary) -> String {
  let batchWord = batchCount == 1 ? "batch" : "batches"
  return
    "\(batchCount) \(batchWord); sections: \(summary.sections.text); items: \(summary.items.text)"
}
