import Snapshots

// The workloads of the comparison with DifferenceKit (issue 16), each against the hash-join floor
// measured in the same rounds: `ListDifference`, `Changeset` + `batches` of two one-section
// snapshots, and what an app does per update (build the new snapshot, then the changeset and its
// batches). The floor builds a `Dictionary` of the old identifiers and probes it with the new ones.

/// Runs the peer workloads at every size, with `Int` and with UUID-shaped `String` identifiers.
func runPeerBenchmarks(quick: Bool) {
  let sizes = quick ? [1_000, 10_000] : [1_000, 10_000, 100_000, 1_000_000]
  let table = Table(
    title: "Peer workloads against the hash-join floor (median ms; ratios to the floor)",
    columns: [
      "workload", "ids", "n", "ListDifference", "Changeset + batches", "+ new snapshot", "floor",
      "LD / floor", "CS / floor", "app / floor",
    ])
  for workload in [Workload.mixed, .shuffle, .identical]
  where workloadFilter.map(workload.rawValue.hasPrefix) ?? true {
    for n in sizes {
      let (oldIDs, newIDs, changed) = workload.lists(count: n, seed: UInt64(n))
      peerRow(table, workload, "Int", items(oldIDs) { $0 }, items(newIDs, changed: changed) { $0 })
      peerRow(
        table, workload, "UUID", items(oldIDs, uuidString),
        items(newIDs, changed: changed, uuidString))
    }
  }
  sectionedPeerRows(quick: quick)
}

/// Times one row of the peer table.
func peerRow<ID: Hashable>(
  _ table: Table, _ workload: Workload, _ label: String, _ old: [Item<ID>], _ new: [Item<ID>]
) {
  let n = old.count
  let oldSnapshot = oneSection(old.map(\.id))
  let newSnapshot = oneSection(new.map(\.id))
  // Content is compared by position, as an app that keeps its rows in arrays would.
  let changed: (ItemPath, ItemPath) -> Bool = { old[$0.item].version != new[$1.item].version }
  let runs = n >= 1_000_000 ? 5 : n >= 100_000 ? 9 : 15
  let times = interleavedMedians(
    runs: runs,
    [
      { blackHole(ListDifference(from: old, to: new)) },
      {
        blackHole(
          Changeset(from: oldSnapshot, to: newSnapshot, contentChangedBetween: changed).batches)
      },
      {
        let built = oneSection(new.map(\.id))
        blackHole(Changeset(from: oldSnapshot, to: built, contentChangedBetween: changed).batches)
      },
      { blackHole(hashJoin(old.map(\.id), new.map(\.id))) },
    ])
  let floor = times[3]
  table.row(
    [workload.rawValue, label, "\(n)"] + times.map { format($0 * 1e3, decimals: 3) }
      + times.dropLast().map { format($0 / floor) + "x" })
}

/// Sectioned snapshots of 1M items: the changeset and its batches against the floor.
func sectionedPeerRows(quick: Bool) {
  let shapes = quick ? [(10, 2_000)] : [(10, 100_000), (1_000, 1_000)]
  let table = Table(
    title: "Sectioned changeset against the hash-join floor (median ms)",
    columns: ["sections x items", "Changeset + batches", "floor", "CS / floor"])
  for (sectionCount, perSection) in shapes {
    let (old, new) = sectionedPair(sections: sectionCount, items: perSection, seed: 5)
    let (oldIDs, newIDs) = (old.itemIdentifiers, new.itemIdentifiers)
    let times = interleavedMedians(
      runs: 5,
      [
        { blackHole(Changeset(from: old, to: new).batches) },
        { blackHole(hashJoin(oldIDs, newIDs)) },
      ])
    table.row([
      "\(sectionCount) x \(perSection)", format(times[0] * 1e3, decimals: 3),
      format(times[1] * 1e3, decimals: 3), format(times[0] / times[1]) + "x",
    ])
  }
}

/// The floor: a `Dictionary` of the old identifiers, probed with every new one.
func hashJoin<ID: Hashable>(_ old: [ID], _ new: [ID]) -> Int {
  var table = [ID: Int](minimumCapacity: old.count)
  for (offset, id) in old.enumerated() { table[id] = offset }
  var found = 0
  for id in new { found &+= table[id] ?? -1 }
  return found
}

/// A snapshot of one section holding `items`.
func oneSection<ID: Hashable>(_ items: [ID]) -> Snapshot<Int, ID> {
  var snapshot = Snapshot<Int, ID>()
  snapshot.appendSections([0])
  snapshot.appendItems(items, toSection: 0)
  return snapshot
}

/// A UUID-shaped string (36 characters, so stored out of line as real UUID strings are), the same
/// for the same number.
func uuidString(_ number: Int) -> String {
  var random = BenchmarkRandom(seed: UInt64(number))
  let hex = Array("0123456789abcdef")
  var text = ""
  text.reserveCapacity(36)
  for group in [8, 4, 4, 4, 12] {
    if !text.isEmpty { text.append("-") }
    var bits = random.next()
    for _ in 0..<group {
      text.append(hex[Int(bits & 15)])
      bits >>= 4
    }
  }
  return text
}
