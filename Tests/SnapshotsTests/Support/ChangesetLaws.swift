@testable import Snapshots

/// A sectioned list of identifiers that sectioned steps are replayed on.
struct StepModel: Equatable {
  var sections: [(id: Int, items: [Int])]

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.sections.map(\.id) == rhs.sections.map(\.id)
      && lhs.sections.map(\.items) == rhs.sections.map(\.items)
  }

  init(_ snapshot: Snapshot<Int, Int>) {
    sections = snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) }
  }

  /// Performs one step, checking that it names what is at its place; returns a problem or nil.
  mutating func perform(_ step: SectionedStep<Int, Int>, new: Snapshot<Int, Int>) -> String? {
    func item(at path: ItemPath) -> Int? {
      sections.indices.contains(path.section)
        && sections[path.section].items.indices.contains(path.item)
        ? sections[path.section].items[path.item] : nil
    }
    switch step {
    case .deleteSection(let index, let id):
      guard sections.indices.contains(index), sections[index].id == id else { return "\(step)" }
      sections.remove(at: index)
    case .insertSection(let index, let id):
      guard index <= sections.count else { return "\(step)" }
      sections.insert((id, new.itemIdentifiers(inSection: id)), at: index)
    case .moveSection(let from, let to, let id):
      guard sections.indices.contains(from), sections[from].id == id else { return "\(step)" }
      let moved = sections.remove(at: from)
      guard to <= sections.count else { return "\(step)" }
      sections.insert(moved, at: to)
    case .reloadSection(let index, let id):
      guard sections.indices.contains(index), sections[index].id == id else { return "\(step)" }
    case .deleteItem(let path, let id):
      guard item(at: path) == id else { return "\(step)" }
      sections[path.section].items.remove(at: path.item)
    case .insertItem(let path, let id):
      guard sections.indices.contains(path.section), path.item <= sections[path.section].items.count
      else { return "\(step)" }
      sections[path.section].items.insert(id, at: path.item)
    case .moveItem(let from, let to, let id):
      guard item(at: from) == id else { return "\(step)" }
      sections[from.section].items.remove(at: from.item)
      guard sections.indices.contains(to.section), to.item <= sections[to.section].items.count
      else { return "\(step)" }
      sections[to.section].items.insert(id, at: to.item)
    case .reloadItem(let path, let id), .reconfigureItem(let path, let id):
      guard item(at: path) == id else { return "\(step)" }
    }
    return nil
  }
}

/// The identifiers a headless table shows, from cells written "id:version".
func shownIdentifiers(_ sections: [[String]]) -> [[Int]] {
  sections.map { $0.map { Int($0.split(separator: ":")[0])! } }
}

/// The laws every changeset must satisfy.
///
/// Returns the first broken law, or nil.
func brokenChangesetLaw(
  _ pair: SnapshotPair, _ kind: Changeset<Int, Int>.ContentChange = .reload
)
  -> String?
{
  let changeset = pair.changeset(kind)
  let batches = changeset.batches
  if batches.count > 3 { return "\(batches.count) batches" }
  if batches.isEmpty != changeset.isEmpty { return "no batches for a non-empty changeset" }
  var table = HeadlessTableView(snapshot: pair.old) { "\($0):\(pair.oldVersion($0))" }
  table.cellProvider = { "\($0):\(pair.newVersion($0))" }
  var before = pair.old
  var reloadedSections: Set<Int> = []
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
    do {
      try table.validateAndPerform(update, resultingIn: batch.snapshot)
    } catch {
      return "batch \(index) rejected: \(error.message)\n\(update)"
    }
    if shownIdentifiers(table.sections)
      != batch.snapshot.sectionIdentifiers.map({ batch.snapshot.itemIdentifiers(inSection: $0) })
    {
      return "batch \(index) shows \(table.sections), its snapshot is \(batch.snapshot)"
    }
    for section in update.reloadedSections {
      reloadedSections.insert(before.sectionIdentifiers[section])
    }
    before = batch.snapshot
  }
  if before != pair.new { return "the last batch's snapshot is not new" }
  let expected = pair.new.sectionIdentifiers.map {
    pair.new.itemIdentifiers(inSection: $0).map { "\($0):\(pair.newVersion($0))" }
  }
  if table.sections != expected { return "cells \(table.sections), expected \(expected)" }
  for section in pair.new.sectionIdentifiers
  where pair.old.indexOfSection(section) != nil
    && (pair.changedSections.contains(section)
      || pair.new.reloadedSectionIdentifiers.contains(section))
    && !reloadedSections.contains(section)
  {
    return "section \(section) changed content but was not reloaded"
  }
  // Exactly one batch when no surviving item changed content, no section moved, and no
  // reloaded section exchanges items with another section.
  let exchanging = changeset.movedItems.filter {
    changeset.sections.newOffset(forOldOffset: $0.from.section) != $0.to.section
  }
  let sectionsExchanging = Set(exchanging.map(\.to.section)).union(
    exchanging.compactMap { changeset.sections.newOffset(forOldOffset: $0.from.section) })
  if changeset.reloadedItems.isEmpty && changeset.reconfiguredItems.isEmpty
    && changeset.sections.moves.isEmpty
    && !changeset.reloadedSections.contains(where: { sectionsExchanging.contains($0.newIndex) })
    && batches.count > 1
  {
    return "\(batches.count) batches where one suffices"
  }
  // Steps replay.
  var model = StepModel(pair.old)
  for step in changeset.steps {
    if let problem = model.perform(step, new: pair.new) { return "step does not fit: \(problem)" }
  }
  if model != StepModel(pair.new) { return "steps give \(model.sections)" }
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
