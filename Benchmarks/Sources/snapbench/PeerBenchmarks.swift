import Snapshots

// The workloads of the comparison with DifferenceKit (issue 16), each against the hash-join floor
// measured in the same rounds: `ListDifference`, `Changeset` + `batches` of two one-section
// snapshots, and what an app does per update (build the new snapshot, then the changeset and its
// batches). The floor builds a `Dictionary` of the old identifiers and probes it with the new ones.
//
// Each row's runs take turns over the inputs of several seeds (`peerSeeds`), as `snapbench time`
// can: one input repeated run after run is partly learnt by the branch predictor, and an app's
// updates are all different.

/// Runs the peer workloads at every size, with `Int` and with UUID-shaped `String` identifiers.
///
/// The allocator's thresholds are raised first (`keepFreedMemory`), as `time` and the `app` suite
/// do: otherwise whether a row's large arrays are mapped and faulted in afresh on every run
/// depends on what the rows before it freed, which differs between two builds that run the same
/// instructions, and the comparison would measure the allocator.
func runPeerBenchmarks(quick: Bool) {
  keepFreedMemory()
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
      // Seed 0 is the input the rows always used.
      let lists = (0..<peerSeeds(n)).map {
        workload.lists(count: n, seed: UInt64(n) &+ UInt64($0) << 32)
      }
      peerRow(
        table, workload, "Int",
        lists.map { (items($0.0) { $0 }, items($0.1, changed: $0.2) { $0 }) })
      peerRow(
        table, workload, "UUID",
        lists.map { (items($0.0, uuidString), items($0.1, changed: $0.2, uuidString)) })
    }
  }
  sectionedPeerRows(quick: quick)
}

/// The seeds whose inputs a row of `n` items takes turns over: fewer for the largest rows, whose
/// inputs take memory and whose runs are few.
func peerSeeds(_ n: Int) -> Int { n >= 1_000_000 ? 2 : n >= 100_000 ? 4 : 8 }

/// One input of a peer row: the lists, their one-section snapshots, and their content change.
struct PeerInput<ID: Hashable> {
  var old: [Item<ID>]
  var new: [Item<ID>]
  var oldSnapshot: Snapshot<Int, ID>
  var newSnapshot: Snapshot<Int, ID>
  /// Content compared by position, as an app that keeps its rows in arrays would; made once, so
  /// that no timed run allocates its context.
  let changed: (ItemPath, ItemPath) -> Bool

  init(old: [Item<ID>], new: [Item<ID>]) {
    self.old = old
    self.new = new
    oldSnapshot = oneSection(old.map(\.id))
    newSnapshot = oneSection(new.map(\.id))
    changed = { old[$0.item].version != new[$1.item].version }
  }
}

/// Times one row of the peer table, each run on the next of `lists`' inputs.
func peerRow<ID: Hashable>(
  _ table: Table, _ workload: Workload, _ label: String, _ lists: [([Item<ID>], [Item<ID>])]
) {
  let inputs = lists.map { PeerInput(old: $0.0, new: $0.1) }
  let n = inputs[0].old.count
  let runs = n >= 1_000_000 ? 5 : n >= 100_000 ? 9 : 15
  func input(_ round: Int) -> PeerInput<ID> { inputs[round % inputs.count] }
  let times = interleavedMedians(
    runs: runs,
    rounds: [
      { round in
        let input = input(round)
        blackHole(ListDifference(from: input.old, to: input.new))
      },
      { round in
        let input = input(round)
        blackHole(
          Changeset(
            from: input.oldSnapshot, to: input.newSnapshot, contentChangedBetween: input.changed
          ).batches)
      },
      { round in
        let input = input(round)
        let built = oneSection(input.new.map(\.id))
        blackHole(
          Changeset(from: input.oldSnapshot, to: built, contentChangedBetween: input.changed)
            .batches)
      },
      { round in
        let input = input(round)
        blackHole(hashJoin(input.old.map(\.id), input.new.map(\.id)))
      },
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
