import SnapshotsTesting

@testable import Snapshots

/// The laws every changeset must satisfy: `SnapshotsTesting`'s (batches, content, steps), and
/// this package's own promises (lists in their documented order; at most three sorted, non-empty
/// batches; one where one suffices; the index maps; the fewest moves).
///
/// Returns the first broken law, or nil.
func brokenChangesetLaw(
  _ pair: SnapshotPair<Int, Int>, _ kind: Changeset<Int, Int>.ContentChange = .reload
)
  -> String?
{
  let changeset = pair.changeset(reportingContentChangesAs: kind)
  if let list = unorderedList(of: changeset) { return "\(list) are not in their documented order" }
  if let violation = changesetViolation(
    changeset, changedItems: pair.changedItems,
    changedSections: pair.changedSections.union(pair.new.reloadedSectionIdentifiers))
  {
    return violation.description
  }
  let batches = changeset.batches
  if batches.count > 3 { return "\(batches.count) batches" }
  for (index, batch) in batches.enumerated() {
    let update = batch.update
    if update != update.sorted() { return "batch \(index) lists are not sorted" }
    if update.isEmpty { return "batch \(index) is empty" }
    let inserted = Set(update.insertedSections)
    let deleted = Set(update.deletedSections)
    if update.insertedItems.contains(where: { inserted.contains($0.section) })
      || update.deletedItems.contains(where: { deleted.contains($0.section) })
    {
      return "batch \(index) lists items of inserted or deleted sections"
    }
  }
  // Exactly one animated batch when no section moved and no reloaded section exchanges items
  // with another section; a batch of reconfigures alone may follow it, and only when some
  // reconfigure moves or is displaced.
  if changeset.sections.moves.isEmpty && !aReloadedSectionExchangesItems(changeset) {
    let animated = batches.filter(\.animates).count
    if animated > 1 { return "\(animated) animated batches where one suffices" }
    if batches.count > 1 && (batches.count > 2 || batches[1].animates) {
      return "\(batches.count) batches where one and a batch of reconfigures suffice"
    }
    if batches.count > 1 && changeset.reconfiguredItems.isEmpty {
      return "\(batches.count) batches without reconfigures"
    }
  }
  // Index mapping, both ways.
  for (section, id) in pair.old.sectionIdentifiers.enumerated() {
    for offset in pair.old.itemIdentifiers(inSection: id).indices {
      let path = ItemPath(item: offset, section: section)
      let item = pair.old.itemIdentifiers(inSection: id)[offset]
      let expected = pair.new.indexOfItem(item).map { _ in
        ItemPath(
          item: pair.new.itemIdentifiers(
            inSection: pair.new.sectionIdentifier(containingItem: item)!
          )
          .firstIndex(of: item)!,
          section: pair.new.indexOfSection(pair.new.sectionIdentifier(containingItem: item)!)!)
      }
      if changeset.newPath(forOldPath: path) != expected { return "newPath(forOldPath: \(path))" }
      if let expected, changeset.oldPath(forNewPath: expected) != path {
        return "oldPath(forNewPath:)"
      }
    }
  }
  // Fewest moves, from an independent count: sections by the O(n²) LIS; items that change
  // section must move, and in each section the staying items by the O(n²) LIS.
  let survivors = pair.new.sectionIdentifiers.filter { pair.old.indexOfSection($0) != nil }
  let sectionOrder = survivors.map { pair.old.indexOfSection($0)! }
  if changeset.sections.moves.count != sectionOrder.count
    - increasingSubsequenceLengthQuadratic(sectionOrder)
  {
    return "section moves are not the fewest"
  }
  var fewestItemMoves = 0
  for section in survivors {
    var staying: [Int] = []
    for item in pair.new.itemIdentifiers(inSection: section) {
      guard let from = pair.old.sectionIdentifier(containingItem: item), survivors.contains(from)
      else {
        continue
      }
      if from == section {
        staying.append(pair.old.itemIdentifiers(inSection: section).firstIndex(of: item)!)
      } else {
        fewestItemMoves += 1
      }
    }
    fewestItemMoves += staying.count - increasingSubsequenceLengthQuadratic(staying)
  }
  if changeset.movedItems.count != fewestItemMoves {
    return "\(changeset.movedItems.count) item moves, \(fewestItemMoves) suffice"
  }
  return nil
}

/// The first of a changeset's lists that is not in the order its documentation gives (deletions
/// by ascending old path; insertions, moves, reloads and reconfigures by ascending new path;
/// section reloads by ascending new index), or nil.
func unorderedList(of changeset: Changeset<Int, Int>) -> String? {
  func ascending<Element, Key: Comparable>(_ list: [Element], _ key: (Element) -> Key) -> Bool {
    zip(list, list.dropFirst()).allSatisfy { key($0) < key($1) }
  }
  if !ascending(changeset.deletedItems, \.path) { return "deleted items" }
  if !ascending(changeset.insertedItems, \.path) { return "inserted items" }
  if !ascending(changeset.movedItems, \.to) { return "moved items" }
  if !ascending(changeset.reloadedItems, \.newPath) { return "reloaded items" }
  if !ascending(changeset.reconfiguredItems, \.newPath) { return "reconfigured items" }
  if !ascending(changeset.reloadedSections, \.newIndex) { return "reloaded sections" }
  return nil
}

/// Whether a reloaded section exchanges items with another section (an item moves into it or
/// out of it from or to another section): its reload then waits for a batch of its own.
func aReloadedSectionExchangesItems(_ changeset: Changeset<Int, Int>) -> Bool {
  let sections = changeset.sections
  let exchanging = changeset.movedItems.filter {
    sections.newOffset(forOldOffset: $0.from.section) != $0.to.section
  }
  let sectionsExchanging = Set(exchanging.map(\.to.section)).union(
    exchanging.compactMap { sections.newOffset(forOldOffset: $0.from.section) })
  return changeset.reloadedSections.contains { sectionsExchanging.contains($0.newIndex) }
}
