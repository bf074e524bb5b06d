import Snapshots

/// The lists of one batch in the `json` format, in the order they are written, each with what
/// comes before it (its name, and the braces between the sections' and the items' lists).
package enum BatchList: Int, CaseIterable, Sendable {
  case deletedSections, insertedSections, movedSections, reloadedSections
  case deletedItems, insertedItems, movedItems, reloadedItems

  /// What comes before the list's first entry.
  package var opening: StaticString {
    switch self {
    case .deletedSections: #"{"sections": {"deleted": "#
    case .insertedSections: #", "inserted": "#
    case .movedSections: #", "moved": "#
    case .reloadedSections: #", "reloaded": "#
    case .deletedItems: #"}, "items": {"deleted": "#
    case .insertedItems: #", "inserted": "#
    case .movedItems: #", "moved": "#
    case .reloadedItems: #", "reloaded": "#
    }
  }
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
  /// What names a reloaded item's changed members (`"members"`).
  package let namer: MemberNamer?
  /// The paths after the batch where a replacement inserts its item, in order.
  ///
  /// A replacement is a reload written as a deletion and an insertion; its insertion names the
  /// changed members too. Walked beside the insertions, which are in order too: no hashing of
  /// paths.
  private let replacementTargets: [ItemPath]
  /// At the positions of ``replacementTargets``, each replaced item's path before the batch.
  private let replacementSources: [ItemPath]
  /// Whether this is the changeset's first batch, whose paths before are OLD's.
  private let isFirstBatch: Bool

  package init(
    update: BatchUpdate, before: Snapshot<JSONKey, JSONKey>, after: Snapshot<JSONKey, JSONKey>,
    new: SnapshotDocument, naming comparison: Comparison? = nil, isFirstBatch: Bool = false
  ) {
    self.update = update
    self.before = before
    self.after = after
    self.new = new
    namer = comparison?.memberNamer
    self.isFirstBatch = isFirstBatch
    let replacements = update.replacedItems.sorted { $0.to < $1.to }
    (replacementTargets, replacementSources) = (replacements.map(\.to), replacements.map(\.from))
    _internalInvariant(
      zip(update.insertedItems, update.insertedItems.dropFirst()).allSatisfy { $0 < $1 },
      "the insertions of a batch in order")
    newSectionOfAfter = after.sectionIdentifiers.map { new.snapshot.indexOfSection($0)! }
    beforeItems = before.sectionIdentifiers.map { before.itemIdentifiers(inSection: $0) }
    afterItems = after.sectionIdentifiers.map { after.itemIdentifiers(inSection: $0) }
  }

  /// About how many bytes an entry of `list` takes, to size its buffers: the lists with values
  /// add an average item (or section) of NEW.
  package func entryBytes(_ list: BatchList) -> Int {
    switch list {
    case .insertedSections: new.text.count / max(new.sectionRanges.count, 1)
    case .insertedItems, .reloadedItems: 64 + new.text.count / max(new.itemRanges.count, 1)
    default: 64
    }
  }

  /// The number of entries of `list`.
  package func count(_ list: BatchList) -> Int {
    switch list {
    case .deletedSections: update.deletedSections.count
    case .insertedSections: update.insertedSections.count
    case .movedSections: update.movedSections.count
    case .reloadedSections: update.reloadedSections.count
    case .deletedItems: update.deletedItems.count
    case .insertedItems: update.insertedItems.count
    case .movedItems: update.movedItems.count
    case .reloadedItems: update.reloadedItems.count + update.reconfiguredItems.count
    }
  }

  /// The lists cut into chunks of at most 16,384 entries (an empty list is one empty chunk), in
  /// the order they are written, with the bytes an entry takes about.
  package var chunks: [(list: BatchList, entries: Range<Int>, bytes: Int)] {
    let size = 1 << 14
    var chunks: [(list: BatchList, entries: Range<Int>, bytes: Int)] = []
    for list in BatchList.allCases {
      let (count, bytes) = (self.count(list), entryBytes(list))
      for start in stride(from: 0, through: max(count - 1, 0), by: size) {
        chunks.append((list, start..<min(start + size, count), bytes))
      }
    }
    return chunks
  }

  /// Writes `entries` of `batchList`: the list's `[` with its first entries, its `]` with its
  /// last.
  package func write(_ batchList: BatchList, entries: Range<Int>, to out: OutputBuffer) {
    func list<T>(
      _ values: [T], ahead identifier: ((T) -> JSONKey)? = nil, _ entry: (T) -> Void
    ) {
      self.list(values, entries, out, ahead: identifier, entry)
    }
    switch batchList {
    case .deletedSections: list(update.deletedSections) { section($0, before.section($0), out) }
    case .insertedSections:
      list(update.insertedSections) { section($0, after.section($0), out, withValue: true) }
    case .movedSections:
      list(update.movedSections) { sectionMove($0, out) }
    case .reloadedSections:
      list(update.reloadedSections) { section($0, before.section($0), out, withValue: true) }
    case .deletedItems:
      list(update.deletedItems, ahead: { beforeItems[$0.section][$0.item] }) {
        item($0, beforeItems[$0.section][$0.item], out)
      }
    case .insertedItems:
      var values = valueRanges(update.insertedItems[entries], out) {
        new.sectionStarts[newSectionOfAfter[$0.section]] + $0.item
      }.makeIterator()
      var replacement =
        entries.isEmpty
        ? 0 : _lowerBound(update.insertedItems[entries.lowerBound], in: replacementTargets)
      list(update.insertedItems, ahead: { afterItems[$0.section][$0.item] }) { path in
        while replacement < replacementTargets.count && replacementTargets[replacement] < path {
          replacement += 1
        }
        let replaces =
          replacement < replacementTargets.count && replacementTargets[replacement] == path
        let naming = replaces ? naming(before: replacementSources[replacement]) : .none
        item(path, afterItems[path.section][path.item], out, value: values.next()!, naming: naming)
      }
    case .movedItems:
      list(update.movedItems, ahead: { afterItems[$0.to.section][$0.to.item] }) {
        itemMove($0, out)
      }
    case .reloadedItems:
      let reloaded =
        update.reconfiguredItems.isEmpty
        ? update.reloadedItems : (update.reloadedItems + update.reconfiguredItems).sorted()
      var values = valueRanges(reloaded[entries], out) {
        new.snapshot.indexOfItem(beforeItems[$0.section][$0.item])!
      }.makeIterator()
      list(reloaded, ahead: { beforeItems[$0.section][$0.item] }) {
        item(
          $0, beforeItems[$0.section][$0.item], out, value: values.next()!,
          naming: naming(before: $0))
      }
    }
  }

  private func sectionMove(_ move: BatchUpdate.IndexMove, _ out: OutputBuffer) {
    out.write(#"{"from": "# as StaticString)
    out.write(move.from)
    out.write(#", "to": "# as StaticString)
    out.write(move.to)
    out.write(#", "id": "# as StaticString)
    out.write(json: after.section(move.to))
    out.write("}" as StaticString)
  }

  private func itemMove(_ move: BatchUpdate.PathMove, _ out: OutputBuffer) {
    out.write(#"{"from": "# as StaticString)
    path(move.from, out)
    out.write(#", "to": "# as StaticString)
    path(move.to, out)
    out.write(#", "id": "# as StaticString)
    out.write(json: afterItems[move.to.section][move.to.item])
    out.write("}" as StaticString)
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

  /// Whether an item entry names the members that changed, and where it finds the item in OLD.
  enum MemberNaming {
    case none
    /// Looked up by its identifier.
    case byIdentifier
    /// At this flattened index of OLD.
    case atOldIndex(Int)
  }

  /// How a reloaded item whose path before the batch is `path` names its members: in the first
  /// batch, a path before it is a path of OLD (no lookup: most reloads and replacements).
  private func naming(before path: ItemPath) -> MemberNaming {
    guard isFirstBatch, let namer, path.section < namer.old.sectionStarts.count else {
      return .byIdentifier
    }
    return .atOldIndex(namer.old.sectionStarts[path.section] + path.item)
  }

  /// Writes an item entry; with `value` (its range in NEW), an object item also carries its
  /// value (a string or number item is its identifier), and, for a reload (`naming`), the paths
  /// of the members that changed (`"members": ["/phone"]`).
  private func item(
    _ itemPath: ItemPath, _ identifier: JSONKey, _ out: OutputBuffer, value: Range<Int>? = nil,
    naming: MemberNaming = .none
  ) {
    out.write(#"{"path": "# as StaticString)
    path(itemPath, out)
    out.write(#", "id": "# as StaticString)
    out.write(json: identifier)
    if let range = value {
      if new.text.base[range.lowerBound] == UInt8(ascii: "{") {
        out.write(#", "value": "# as StaticString)
        out.write(compactJSON: UnsafeBufferPointer(rebasing: new.text.bytes[range]))
        if let namer {
          writeMembers(naming, identifier, range, namer, out)
        }
      }
    }
    out.write("}" as StaticString)
  }

  /// Writes the changed members of a reloaded item, as `naming` finds it in OLD
  /// (`, "members": ["/phone"]`), unless it names none.
  private func writeMembers(
    _ naming: MemberNaming, _ identifier: JSONKey, _ range: Range<Int>, _ namer: MemberNamer,
    _ out: OutputBuffer
  ) {
    let ranges: (old: Range<Int>, new: Range<Int>)?
    switch naming {
    case .none: return
    case .byIdentifier: ranges = namer.ranges(of: identifier)
    case .atOldIndex(let index): ranges = (namer.old.itemRanges[index], range)
    }
    out.write(#", "members": "# as StaticString)
    namer.writeChangedMembers(ranges, to: out)
  }
}
