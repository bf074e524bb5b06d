import Snapshots

/// What the formatters need: the two documents and their changeset.
package struct Comparison {
  package let old: SnapshotDocument
  package let new: SnapshotDocument
  /// The changeset, until ``stage()`` lets it go for its batches.
  ///
  /// - Precondition: Not staged.
  package var changeset: Changeset<JSONKey, JSONKey> {
    guard let unstaged else { preconditionFailure("a staged comparison has only its batches") }
    return unstaged
  }
  private var unstaged: Changeset<JSONKey, JSONKey>?
  /// The surviving items that changed only in ignored members (`--ignore`), by new flattened
  /// index, in order: never reloaded, but the patch still replaces them.
  package var quietlyChanged: [Int] = []
  /// The members left out of items' content (`--ignore`), each as a JSON Pointer's tokens.
  package var ignoring: [[String]] = []
  /// The changeset's batches, once ``stage()`` made them.
  private var staged: [Changeset<JSONKey, JSONKey>.Batch]?

  /// The comparison of `old` and `new` that `changeset` describes.
  package init(
    old: SnapshotDocument, new: SnapshotDocument, changeset: Changeset<JSONKey, JSONKey>
  ) {
    (self.old, self.new, unstaged) = (old, new, changeset)
  }

  /// The changeset's batches: those ``stage()`` made, or made now (each writer asks once).
  ///
  /// - Complexity: O(1) once staged; else as `Changeset.batches`.
  package var batches: [Changeset<JSONKey, JSONKey>.Batch] { staged ?? changeset.batches }

  /// Makes the changeset's batches once, for the writers that follow (and so that
  /// `SNAPDIFF_TIMING` can tell staging from writing), and lets the changeset go: its lists are
  /// as large as the batches', and the writers read only the batches (the jsonpatch writer, which
  /// reads the changeset, is not staged).
  ///
  /// - Complexity: As `Changeset.batches`.
  package mutating func stage() {
    if staged == nil { staged = changeset.batches }
    unstaged = nil
  }

  /// Counts of all batches together.
  package struct Summary: Equatable, Sendable {
    package var sections = OperationCounts()
    package var items = OperationCounts()

    /// `{"sections": {...}, "items": {...}}`, as `--format json` writes it.
    package var json: String { #"{"sections": \#(sections.json), "items": \#(items.json)}"# }
  }

  /// The counts of `batches`' operations; a replacement counts as the reload it is, not as a
  /// deletion and an insertion.
  ///
  /// - Complexity: O(*b*) for *b* batches.
  package func summary(of batches: [Changeset<JSONKey, JSONKey>.Batch]) -> Summary {
    var summary = Summary()
    for batch in batches {
      let update = batch.update
      let (sections, items) = (update.replacedSections.count, update.replacedItems.count)
      summary.sections[.delete] += update.deletedSections.count - sections
      summary.sections[.insert] += update.insertedSections.count - sections
      summary.sections[.move] += update.movedSections.count
      summary.sections[.reload] += update.reloadedSections.count + sections
      summary.items[.delete] += update.deletedItems.count - items
      summary.items[.insert] += update.insertedItems.count - items
      summary.items[.move] += update.movedItems.count
      summary.items[.reload] += update.reloadedItems.count + update.reconfiguredItems.count + items
    }
    return summary
  }
}

/// Diffs two documents: identity by identifier, content by JSON value equality, leaving out of
/// the content of object items the members at `ignoring` (each a path of member names into an
/// item, as a JSON Pointer's tokens); with `unordered`, NEW's sections and items in OLD's order
/// (``SnapshotDocument/reordered(like:)``), so that only what is inserted, deleted, changed or
/// moved to another section differs.
///
/// Large documents are matched on all cores (`Changeset(concurrentlyFrom:)`).
package func compare(
  _ old: SnapshotDocument, _ new: SnapshotDocument, ignoring: [[String]] = [],
  unordered: Bool = false
) -> Comparison {
  // Without order, NEW is compared in OLD's order: nothing moves within a list.
  let new = unordered ? new.reordered(like: old) : new
  let items = ItemContents(old, new)
  let quiet = _Locked<[Int]>([])
  let changed: @Sendable (ItemPath, ItemPath) -> Bool
  if ignoring.isEmpty {
    changed = items.changed
  } else {
    let starts = new.sectionStarts
    changed = { oldPath, newPath in
      guard items.changed(oldPath, newPath) else { return false }
      if items.changedIgnoring(ignoring, oldPath, newPath) { return true }
      quiet.withLock { $0.append(starts[newPath.section] + newPath.item) }
      return false
    }
  }
  // Sections without content in either document cannot change: no lookups by identifier then
  // (two per surviving section, most of the comparison of a million one-item sections).
  let sectionsHaveContent =
    old.sectionMembers.contains { !$0.isEmpty } || new.sectionMembers.contains { !$0.isEmpty }
  let changeset = Changeset(
    concurrentlyFrom: old.snapshot, to: new.snapshot,
    sectionContentChanged: !sectionsHaveContent
      ? nil
      : { identifier in
        let oldMembers = old.sectionMembers[old.snapshot.indexOfSection(identifier)!]
        let newMembers = new.sectionMembers[new.snapshot.indexOfSection(identifier)!]
        return !membersEqual(oldMembers, items.oldText, newMembers, items.newText)
      },
    contentChangedBetween: changed)
  var comparison = Comparison(old: old, new: new, changeset: changeset)
  comparison.quietlyChanged = quiet.withLock { $0 }.sorted()
  comparison.ignoring = ignoring
  return comparison
}

/// The content check of surviving items, by their old and new paths: it only reads the two
/// documents, so several threads may call it at once.
package struct ItemContents: @unchecked Sendable {  // the readers point into the documents' texts
  package let oldText: JSONReader
  package let newText: JSONReader
  /// The documents, held so that their texts outlive the readers.
  package let old: SnapshotDocument
  package let new: SnapshotDocument

  package init(_ old: SnapshotDocument, _ new: SnapshotDocument) {
    oldText = JSONReader(old.text)
    newText = JSONReader(new.text)
    self.old = old
    self.new = new
  }

  /// Whether the item at `oldPath` in OLD and `newPath` in NEW differ in content: object items
  /// have content; string and number items are only identifiers.
  @Sendable package func changed(_ oldPath: ItemPath, _ newPath: ItemPath) -> Bool {
    let oldRange = old.itemRanges[old.sectionStarts[oldPath.section] + oldPath.item]
    let newRange = new.itemRanges[new.sectionStarts[newPath.section] + newPath.item]
    // Identical bytes first, inline: most surviving items are unchanged.
    if oldRange.count == newRange.count
      && sameBytes(
        oldText.base + oldRange.lowerBound, newText.base + newRange.lowerBound,
        count: oldRange.count)
    {
      return false
    }
    let oldHas = oldText.base[oldRange.lowerBound] == UInt8(ascii: "{")
    guard oldHas == (newText.base[newRange.lowerBound] == UInt8(ascii: "{")) else { return true }
    return oldHas && !jsonEqual(oldText, oldRange, newText, newRange)
  }

  /// Whether the items differ once the members at `ignoring` are left out of both (for items
  /// whose text differs: each is read into a value).
  ///
  /// - Complexity: O(*m*) for the items' size.
  package func changedIgnoring(
    _ ignoring: [[String]], _ oldPath: ItemPath, _ newPath: ItemPath
  ) -> Bool {
    func value(_ document: SnapshotDocument, _ path: ItemPath) -> JSONValue {
      let range = document.itemRanges[document.sectionStarts[path.section] + path.item]
      let bytes = UnsafeBufferPointer(rebasing: document.text.bytes[range])
      var value = (try? JSONValue(parsing: bytes)) ?? .null
      for path in ignoring { value.removeMember(at: path[...]) }
      return value
    }
    return value(old, oldPath) != value(new, newPath)
  }
}

extension JSONValue {
  /// Removes the member that `tokens` name inside nested objects, if there is one.
  ///
  /// O(*d* + *m*) for *d* tokens and the members of the objects on the way.
  mutating func removeMember(at tokens: ArraySlice<String>) {
    guard let name = tokens.first, case .object(var object) = self,
      let index = object.firstIndex(where: { $0.name == name })
    else { return }
    if tokens.count == 1 {
      object.remove(at: index)
    } else {
      object[index].value.removeMember(at: tokens.dropFirst())
    }
    self = .object(object)
  }
}

/// The paths beside the list (`--list`) whose values differ, or that only one document has, in
/// the order of OLD then NEW.
///
/// O(*v*) for *v* bytes beside the list.
package func changedOuterPaths(_ old: SnapshotDocument, _ new: SnapshotDocument) -> [String] {
  var newByPath: [[UInt8]: Range<Int>] = [:]
  for value in new.outerValues { newByPath[Array(value.path.utf8)] = value.range }
  var oldPaths = Set<[UInt8]>()
  var changed: [String] = []
  for value in old.outerValues {
    oldPaths.insert(Array(value.path.utf8))
    guard let range = newByPath[Array(value.path.utf8)],
      jsonEqual(JSONReader(old.text), value.range, JSONReader(new.text), range)
    else {
      changed.append(value.path)
      continue
    }
  }
  changed += new.outerValues.map(\.path).filter { !oldPaths.contains(Array($0.utf8)) }
  return changed
}

/// Whether two member lists are equal as the contents of JSON objects.
package func membersEqual(
  _ lhs: [(name: String, range: Range<Int>)], _ lhsText: JSONReader,
  _ rhs: [(name: String, range: Range<Int>)], _ rhsText: JSONReader
) -> Bool {
  // Names by their UTF-8 bytes: Unicode scalars, as the contract compares strings (a `String`
  // key would merge canonically equivalent names).
  var left: [[UInt8]: Range<Int>] = [:]
  for member in lhs { left[Array(member.name.utf8)] = member.range }
  var right: [[UInt8]: Range<Int>] = [:]
  for member in rhs { right[Array(member.name.utf8)] = member.range }
  guard left.count == right.count else { return false }
  for (name, range) in left {
    guard let other = right[name], jsonEqual(lhsText, range, rhsText, other) else { return false }
  }
  return true
}
