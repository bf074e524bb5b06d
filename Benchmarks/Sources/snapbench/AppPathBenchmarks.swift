import Snapshots

// The app's path (issue 41): an app never diffs two ready snapshots. It builds the new snapshot
// from its models (`appendSections`, `appendItems`, the changed items marked), then applies it.
// Each row times that path in parts and whole, on the peer workloads, against the hash-join floor
// measured in the same rounds:
//
// - build: the new snapshot from the model arrays, changed items marked for reconfiguring;
// - CS + batches: `Changeset` + `batches` of the ready snapshots (what `peers` times);
// - build + CS + batches: the two together, as a server or a headless client would run them;
// - build + apply: the build, then `DiffableDataSource.apply` on a `HeadlessListView` that shows
//   the old snapshot (set up untimed before each run).
//
// Flat rows hold one section; sectioned rows group the same items into sections of about 100 by
// identifier, as an app groups contacts by letter, each section in list order.

/// Runs the app's path at every size, with `Int` and UUID-shaped `String` identifiers, flat and
/// sectioned.
@MainActor
func runAppPathBenchmarks(quick: Bool) {
  keepFreedMemory()
  let sizes = quick ? [10_000] : [10_000, 100_000, 1_000_000]
  let table = Table(
    title: "The app's path: build the new snapshot, then apply (median ms; ratios to the floor)",
    columns: [
      "workload", "ids", "shape", "n", "build", "CS + batches", "build + CS + batches",
      "build + apply", "floor", "end to end / floor", "apply / floor",
    ])
  for workload in [Workload.mixed, .shuffle, .identical]
  where workloadFilter.map(workload.rawValue.hasPrefix) ?? true {
    for n in sizes {
      let lists = (0..<peerSeeds(n)).map {
        workload.lists(count: n, seed: UInt64(n) &+ UInt64($0) << 32)
      }
      for sectioned in [false, true] {
        appRow(table, workload, "Int", lists.map { AppInput($0, sectioned: sectioned) { $0 } })
        appRow(
          table, workload, "UUID", lists.map { AppInput($0, sectioned: sectioned, uuidString) })
      }
    }
  }
}

/// One input of the app's path: the models before and after, and the snapshot of each.
struct AppInput<ID: Hashable> {
  /// Each section's identifier with its items' identifiers, in order.
  var old: [(Int, [ID])]
  var new: [(Int, [ID])]
  /// The new items whose content changed: the app knows them from its models.
  var changed: [ID]
  var oldSnapshot: Snapshot<Int, ID>
  var newSnapshot: Snapshot<Int, ID>
  var sectioned: Bool

  init(
    _ lists: (old: [Int], new: [Int], changed: [Bool]), sectioned: Bool, _ makeID: (Int) -> ID
  ) {
    // About 100 items a section, an item's section fixed by its number.
    let sectionCount = sectioned ? max(lists.old.count / 100, 1) : 1
    func models(_ numbers: [Int]) -> [(Int, [ID])] {
      var sections = [[ID]](repeating: [], count: sectionCount)
      for number in numbers { sections[number % sectionCount].append(makeID(number)) }
      return sections.enumerated().map { ($0.offset, $0.element) }
    }
    old = models(lists.old)
    new = models(lists.new)
    changed = lists.new.indices.filter { lists.changed[$0] }.map { makeID(lists.new[$0]) }
    self.sectioned = sectioned
    oldSnapshot = Self.build(old, changed: [])
    newSnapshot = Self.build(new, changed: changed)
  }

  /// The snapshot of `models`, `changed` items marked for reconfiguring, as an app builds it.
  static func build(_ models: [(Int, [ID])], changed: [ID]) -> Snapshot<Int, ID> {
    var snapshot = Snapshot<Int, ID>()
    snapshot.appendSections(models.map(\.0))
    for (section, items) in models { snapshot.appendItems(items, toSection: section) }
    snapshot.reconfigureItems(changed)
    return snapshot
  }

  /// Builds the new snapshot from the models.
  func buildNew() -> Snapshot<Int, ID> { Self.build(new, changed: changed) }
}

/// Times one row of the app's path, each run on the next of `inputs`.
@MainActor
func appRow<ID: Hashable>(
  _ table: Table, _ workload: Workload, _ label: String, _ inputs: [AppInput<ID>]
) {
  let n = inputs[0].oldSnapshot.numberOfItems
  let runs = n >= 1_000_000 ? 5 : n >= 100_000 ? 9 : 15
  func input(_ round: Int) -> AppInput<ID> { inputs[round % inputs.count] }
  let floorInputs = inputs.map {
    ($0.oldSnapshot.itemIdentifiers, $0.newSnapshot.itemIdentifiers)
  }
  let times = interleavedMedians(
    runs: runs,
    staged: [
      { round in
        let input = input(round)
        return { blackHole(input.buildNew()) }
      },
      { round in
        let input = input(round)
        return { blackHole(Changeset(from: input.oldSnapshot, to: input.newSnapshot).batches) }
      },
      { round in
        let input = input(round)
        return { blackHole(Changeset(from: input.oldSnapshot, to: input.buildNew()).batches) }
      },
      { round in
        let input = input(round)
        let source = DiffableDataSource(view: HeadlessListView<Int, ID>())
        source.applySnapshotUsingReloadData(input.oldSnapshot)
        return { source.apply(input.buildNew(), animatingDifferences: true) }
      },
      { round in
        let (old, new) = floorInputs[round % floorInputs.count]
        return { blackHole(hashJoin(old, new)) }
      },
    ])
  let floor = times[4]
  table.row(
    [workload.rawValue, label, inputs[0].sectioned ? "sections of 100" : "flat", "\(n)"]
      + times.map { format($0 * 1e3, decimals: 3) }
      + [format(times[2] / floor) + "x", format(times[3] / floor) + "x"])
}
