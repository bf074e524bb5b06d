import Snapshots

/// Sectioned changesets against the flat diff of the same items, in the same run.
func runChangesetBenchmarks(quick: Bool) {
  let shapes = quick ? [(10, 1_000), (100, 100)] : [(10, 10_000), (1_000, 1_000)]
  let table = Table(
    title: "Sectioned changeset (30% churn, 100 cross-section moves; median ms)",
    columns: [
      "sections x items", "changeset ms", "+ batches ms", "batches", "item moves",
      "flat diff ms", "changeset vs flat", "with batches vs flat",
    ])
  for (sectionCount, perSection) in shapes {
    let (old, new) = sectionedPair(sections: sectionCount, items: perSection, seed: 7)
    let oldItems = old.itemIdentifiers
    let newItems = new.itemIdentifiers
    let runs = 9
    var moves = 0
    var batchCount = 0
    let (changeset, flat) = interleavedMedians(
      runs: runs,
      {
        let changeset = Changeset(from: old, to: new)
        moves = changeset.movedItems.count
        blackHole(changeset)
      },
      { blackHole(ListDifference(from: oldItems, to: newItems)) })
    let withBatches = median(runs: runs) {
      let batches = Changeset(from: old, to: new).batches
      batchCount = batches.count
      blackHole(batches)
    }
    table.row([
      "\(sectionCount) x \(perSection)", format(changeset * 1e3), format(withBatches * 1e3),
      "\(batchCount)", "\(moves)", format(flat * 1e3), format(changeset / flat) + "x",
      format(withBatches / flat) + "x",
    ])
  }
}

/// The changeset of large snapshots on several threads (`Changeset(concurrentlyFrom:)`) against
/// the serial one, in the same run.
func runConcurrentChangesetBenchmarks(quick: Bool) {
  let shapes = quick ? [(10, 20_000)] : [(100, 10_000), (1, 1_000_000)]
  let table = Table(
    title: "Changeset on several threads (median ms)",
    columns: ["sections x items", "serial ms", "concurrent ms", "concurrent vs serial"])
  for (sectionCount, perSection) in shapes {
    let (old, new) = sectionedPair(sections: sectionCount, items: perSection, seed: 11)
    // A content predicate that reads both sides, as a real one would.
    let changed: @Sendable (Int) -> Bool = { $0 % 20 == 0 }
    let (serial, concurrent) = interleavedMedians(
      runs: 9,
      { blackHole(Changeset(from: old, to: new, itemContentChanged: changed)) },
      { blackHole(Changeset(concurrentlyFrom: old, to: new, itemContentChanged: changed)) })
    table.row([
      "\(sectionCount) x \(perSection)", format(serial * 1e3), format(concurrent * 1e3),
      format(concurrent / serial) + "x",
    ])
  }
}

/// Two snapshots of `sections` sections of `items` items: 10% of the items deleted, 10% inserted,
/// 10% moved within their section, 100 moved to another section, and 5% marked reloaded.
func sectionedPair(
  sections: Int, items: Int, seed: UInt64
) -> (Snapshot<Int, Int>, Snapshot<Int, Int>) {
  var random = BenchmarkRandom(seed: seed)
  var layout = (0..<sections).map { section in Array(section * items..<(section + 1) * items) }
  var old = Snapshot<Int, Int>()
  old.appendSections(Array(0..<sections))
  for section in 0..<sections { old.appendItems(layout[section], toSection: section) }
  var nextItem = sections * items
  for section in 0..<sections {
    var list = layout[section].filter { _ in Int.random(in: 0..<10, using: &random) != 0 }
    // Move 10% within the section: take them out, put them back at random places.
    var movers: [Int] = []
    for _ in 0..<(items / 10) where !list.isEmpty {
      movers.append(list.remove(at: Int.random(in: 0..<list.count, using: &random)))
    }
    let inserted = Array(nextItem..<nextItem + items / 10)
    nextItem += items / 10
    for item in movers + inserted {
      list.insert(item, at: Int.random(in: 0...list.count, using: &random))
    }
    layout[section] = list
  }
  for _ in 0..<100 {
    let from = Int.random(in: 0..<sections, using: &random)
    let to = Int.random(in: 0..<sections, using: &random)
    guard from != to, !layout[from].isEmpty else { continue }
    let item = layout[from].remove(at: Int.random(in: 0..<layout[from].count, using: &random))
    layout[to].insert(item, at: Int.random(in: 0...layout[to].count, using: &random))
  }
  var new = Snapshot<Int, Int>()
  new.appendSections(Array(0..<sections))
  for section in 0..<sections { new.appendItems(layout[section], toSection: section) }
  let survivors = new.itemIdentifiers.filter { old.indexOfItem($0) != nil }
  new.reloadItems(survivors.filter { _ in Int.random(in: 0..<20, using: &random) == 0 })
  return (old, new)
}
