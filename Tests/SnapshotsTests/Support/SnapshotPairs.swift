@testable import Snapshots

/// Two snapshots and the content of their items, for changeset properties.
struct SnapshotPair: CustomStringConvertible {
  var old: Snapshot<Int, Int>
  var new: Snapshot<Int, Int>
  /// Content versions; items not listed have version 0.
  var oldVersions: [Int: Int] = [:]
  var newVersions: [Int: Int] = [:]
  /// Sections whose own content changed.
  var changedSections: Set<Int> = []

  func oldVersion(_ item: Int) -> Int { oldVersions[item] ?? 0 }
  func newVersion(_ item: Int) -> Int { newVersions[item] ?? 0 }

  var description: String {
    "old: \(old)\nnew: \(new)\nchanged versions: \(newVersions), changed sections: \(changedSections)"
  }

  /// The changeset with content from the versions and section changes.
  func changeset(_ kind: Changeset<Int, Int>.ContentChange = .reload) -> Changeset<Int, Int> {
    Changeset(
      from: old, to: new, itemContentChanged: { oldVersion($0) != newVersion($0) },
      sectionContentChanged: { changedSections.contains($0) }, reportingContentChangesAs: kind)
  }
}

extension SeededGenerator {
  /// A random pair: `old` made by random operations, `new` by more random operations on it
  /// (section inserts, deletes, moves and reloads, item moves across sections, marks), then
  /// random content changes of surviving items and sections.
  mutating func snapshotPair(steps: Int = 12) -> SnapshotPair {
    var model = ReferenceModel()
    var old = Snapshot<Int, Int>()
    for _ in 0..<int(below: steps + 1) {
      let operation = operation(on: model)
      model.apply(operation)
      operation.apply(to: &old)
    }
    var new = Snapshot<Int, Int>()
    for section in old.sectionIdentifiers {
      new.appendSections([section])
      new.appendItems(old.itemIdentifiers(inSection: section), toSection: section)
    }
    model = ReferenceModel()
    model.sections = old.sectionIdentifiers.map { ($0, old.itemIdentifiers(inSection: $0)) }
    for _ in 0..<int(below: steps + 1) {
      let operation = operation(on: model)
      model.apply(operation)
      operation.apply(to: &new)
    }
    var pair = SnapshotPair(old: old, new: new)
    for item in new.itemIdentifiers where old.indexOfItem(item) != nil && chance(0.15) {
      pair.newVersions[item] = 1
    }
    for section in new.sectionIdentifiers where chance(0.1) { pair.changedSections.insert(section) }
    // Marked items get new content too: that is what the marks say.
    for item in new.reloadedItemIdentifiers + new.reconfiguredItemIdentifiers
    where old.indexOfItem(item) != nil {
      pair.newVersions[item] = 2
    }
    return pair
  }
}

/// A snapshot with the given sections and items (which must be unique).
func makeSnapshot(_ layout: [(Int, [Int])]) -> Snapshot<Int, Int> {
  try! Snapshot(validating: layout)
}

/// The sections and items of a snapshot.
func layout(of snapshot: Snapshot<Int, Int>) -> [(Int, [Int])] {
  snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) }
}

/// Smaller pairs that may still fail: without one section or one item of either snapshot, or
/// without one content change.
///
/// Marks are kept on the items that remain.
func shrinkSnapshotPair(_ pair: SnapshotPair) -> [SnapshotPair] {
  func rebuilt(_ original: Snapshot<Int, Int>, _ layout: [(Int, [Int])]) -> Snapshot<Int, Int> {
    var snapshot = makeSnapshot(layout)
    snapshot.reloadItems(
      original.reloadedItemIdentifiers.filter { snapshot.indexOfItem($0) != nil })
    snapshot.reconfigureItems(
      original.reconfiguredItemIdentifiers.filter { snapshot.indexOfItem($0) != nil })
    snapshot.reloadSections(
      original.reloadedSectionIdentifiers.filter { snapshot.indexOfSection($0) != nil })
    return snapshot
  }
  func smaller(_ snapshot: Snapshot<Int, Int>) -> [Snapshot<Int, Int>] {
    let sections = layout(of: snapshot)
    var result: [Snapshot<Int, Int>] = []
    for index in sections.indices {
      var fewer = sections
      fewer.remove(at: index)
      result.append(rebuilt(snapshot, fewer))
    }
    for index in sections.indices {
      for item in sections[index].1.indices {
        var fewer = sections
        fewer[index].1.remove(at: item)
        result.append(rebuilt(snapshot, fewer))
      }
    }
    return result
  }
  var candidates: [SnapshotPair] = []
  for old in smaller(pair.old) {
    candidates.append(
      SnapshotPair(
        old: old, new: pair.new, oldVersions: pair.oldVersions, newVersions: pair.newVersions,
        changedSections: pair.changedSections))
  }
  for new in smaller(pair.new) {
    candidates.append(
      SnapshotPair(
        old: pair.old, new: new, oldVersions: pair.oldVersions, newVersions: pair.newVersions,
        changedSections: pair.changedSections))
  }
  for item in pair.newVersions.keys.sorted() {
    var fewer = pair
    fewer.newVersions[item] = nil
    candidates.append(fewer)
  }
  for section in pair.changedSections.sorted() {
    var fewer = pair
    fewer.changedSections.remove(section)
    candidates.append(fewer)
  }
  return candidates
}
