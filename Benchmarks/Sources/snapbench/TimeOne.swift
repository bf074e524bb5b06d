import Snapshots

/// `snapbench time OPERATION WORKLOAD N [RUNS] [SEEDS]`: the median time of one operation on one
/// workload (Int identifiers), for before-and-after comparisons and for profiling under `perf`.
///
/// OPERATION is `ld` (`ListDifference`), `ld-myers` (with Myers' algorithm), `cs` (`Changeset` +
/// `batches` of one-section snapshots), `changeset` (without the batches), `build` (the new
/// one-section snapshot), `app` (`build` with the changed items marked for reconfiguring, then
/// `Changeset` + `batches`, as the `app` suite's build + CS + batches), `apply` (the same build,
/// then `DiffableDataSource.apply` on a `HeadlessListView` showing the old snapshot, set up
/// untimed), `cs-grouped` (`Changeset` + `batches` of the app suite's sections of about 100, items
/// grouped by number, changed items marked), `build-grouped` (the new one of those snapshots),
/// `append` (N / 20 new items appended to a copy of the old one-section snapshot), `ld-uuid`,
/// `cs-uuid` and `app-uuid` (`ListDifference`, `Changeset` + `batches`, and `app`, with
/// UUID-shaped `String` identifiers), `cs-sectioned` (`Changeset` + `batches` of the sectioned
/// changeset benchmark's snapshots, N items in sections of 100; WORKLOAD is not used),
/// `cs-tenths` (`Changeset` + `batches` of the workload's lists cut by position into ten sections
/// of N / 10, so that a shuffle also moves items between sections), or `floor` (the hash-join
/// floor `peers` measures against).
/// WORKLOAD is a prefix of a workload name (`mixed`, `shuffle`, `identical`, ...).
///
/// With SEEDS (default 1), the runs take turns over the inputs of that many seeds. One input
/// repeated run after run is partly learnt by the branch predictor: the longest increasing
/// subsequence of one shuffled 10,000 took 0.07 ms repeated and 0.16 ms over 64 different ones,
/// as an app's updates, all different, would see.
@MainActor
func runTimeOne(_ arguments: [String]) {
  guard arguments.count >= 3, let n = Int(arguments[2]),
    let workload = Workload.allCases.first(where: { $0.rawValue.hasPrefix(arguments[1]) }),
    [
      "ld", "ld-myers", "cs", "changeset", "build", "app", "apply", "cs-grouped", "build-grouped",
      "append", "ld-uuid", "cs-uuid", "app-uuid", "cs-sectioned", "cs-tenths", "floor",
    ].contains(arguments[0])
  else {
    print(
      "usage: snapbench time ld|ld-myers|cs|changeset|build|app|apply|cs-grouped|build-grouped|"
        + "append|ld-uuid|cs-uuid|app-uuid|cs-sectioned|cs-tenths|floor "
        + "WORKLOAD N [RUNS] [SEEDS]")
    return
  }
  let operation = arguments[0]
  let runs = arguments.count > 3 ? Int(arguments[3]) ?? 11 : 11
  let seeds = arguments.count > 4 ? max(Int(arguments[4]) ?? 1, 1) : 1
  let inputs = (0..<seeds).map {
    TimeInputs(operation, workload, n, seedNumber: UInt64($0))
  }
  keepFreedMemory()
  var turn = 0
  let time = median(
    runs: runs,
    setUp: {
      turn += 1
      return inputs[turn % seeds].prepare(operation)
    }
  ) { $0() }
  let seedsNote = seeds > 1 ? " over \(seeds) seeds" : ""
  print(
    "\(operation) \(workload.rawValue) \(n)\(seedsNote): median \(format(time * 1e3, decimals: 3)) ms"
  )
}

/// Frees a block of 30 MB, as `peers` does after its rows of a million items, so that glibc raises
/// its thresholds and keeps freed memory instead of handing it back to the kernel and faulting it
/// in again on the next run: `Changeset` + `batches` of a shuffled 10,000 over 16 seeds took
/// 0.99-1.01 ms in a fresh process and 0.68 ms with the block freed first (about 0.50 ms in
/// `peers`, which has no page faults at that row: `perf stat -e page-faults`, with and without
/// 1,500 more rounds of it).
func keepFreedMemory() {
  var block = [UInt8](repeating: 1, count: 30_000_000)
  block[block.count / 2] = 2
  blackHole(block)
}

/// `items` cut by position into ten sections (numbered 0 to 9) of about equal size.
func tenSections(_ items: [Int]) -> Snapshot<Int, Int> {
  var snapshot = Snapshot<Int, Int>()
  snapshot.appendSections(Array(0..<10))
  for section in 0..<10 {
    snapshot.appendItems(
      Array(items[(section * items.count / 10)..<((section + 1) * items.count / 10)]),
      toSection: section)
  }
  return snapshot
}

/// The inputs of one `snapbench time` operation, made from one seed (the first, number 0, is the
/// one the operation always used).
struct TimeInputs {
  var old: [Item<Int>] = []
  var new: [Item<Int>] = []
  var newIDs: [Int] = []
  var snapshots = (oneSection([Int]()), oneSection([Int]()))
  var uuids: ([Item<String>], [Item<String>]) = ([], [])
  var uuidSnapshots = (oneSection([String]()), oneSection([String]()))
  var sectioned = (Snapshot<Int, Int>(), Snapshot<Int, Int>())
  var grouped: AppInput<Int>?

  init(_ operation: String, _ workload: Workload, _ n: Int, seedNumber: UInt64) {
    let seed = UInt64(n) &+ seedNumber &* 0x9E37_79B9
    let (oldIDs, newIDs, changedFlags) = workload.lists(count: n, seed: seed)
    (old, new, self.newIDs) = (
      items(oldIDs) { $0 }, items(newIDs, changed: changedFlags) { $0 }, newIDs
    )
    snapshots = (oneSection(oldIDs), oneSection(newIDs))
    if operation.hasSuffix("-uuid") {
      uuids = (items(oldIDs, uuidString), items(newIDs, changed: changedFlags, uuidString))
      uuidSnapshots = (oneSection(uuids.0.map(\.id)), oneSection(uuids.1.map(\.id)))
    }
    if operation.hasSuffix("-grouped") {
      grouped = AppInput((oldIDs, newIDs, changedFlags), sectioned: true) { $0 }
    }
    if operation == "cs-sectioned" {
      sectioned = sectionedPair(sections: max(n / 100, 1), items: 100, seed: 7 + seedNumber)
    }
    if operation == "cs-tenths" {
      sectioned = (tenSections(oldIDs), tenSections(newIDs))
    }
  }

  /// One run of `operation`, set up: the returned closure is what is timed.
  @MainActor
  func prepare(_ operation: String) -> () -> Void {
    let (old, new, uuids) = (self.old, self.new, self.uuids)
    let changed: (ItemPath, ItemPath) -> Bool = { old[$0.item].version != new[$1.item].version }
    switch operation {
    case "ld": return { blackHole(ListDifference(from: old, to: new)) }
    case "ld-myers": return { blackHole(ListDifference(from: old, to: new, algorithm: .myers)) }
    case "ld-uuid": return { blackHole(ListDifference(from: uuids.0, to: uuids.1)) }
    case "cs":
      return {
        blackHole(
          Changeset(from: snapshots.0, to: snapshots.1, contentChangedBetween: changed).batches)
      }
    case "cs-uuid":
      return {
        blackHole(
          Changeset(
            from: uuidSnapshots.0, to: uuidSnapshots.1,
            contentChangedBetween: { uuids.0[$0.item].version != uuids.1[$1.item].version }
          ).batches)
      }
    case "cs-sectioned", "cs-tenths":
      return { blackHole(Changeset(from: sectioned.0, to: sectioned.1).batches) }
    case "changeset":
      return {
        blackHole(Changeset(from: snapshots.0, to: snapshots.1, contentChangedBetween: changed))
      }
    case "floor": return { blackHole(hashJoin(old.map(\.id), new.map(\.id))) }
    case "append":
      return {
        var snapshot = snapshots.0
        snapshot.appendItems(Array((4 * old.count)..<(4 * old.count + old.count / 20)))
        blackHole(snapshot)
      }
    case "app":
      let (old, built) = (snapshots.0, Self.buildMarked(new))
      return { blackHole(Changeset(from: old, to: built()).batches) }
    case "app-uuid":
      let (old, built) = (uuidSnapshots.0, Self.buildMarked(uuids.1))
      return { blackHole(Changeset(from: old, to: built()).batches) }
    case "apply": return prepareApply()
    case "cs-grouped":
      let grouped = grouped!
      return { blackHole(Changeset(from: grouped.oldSnapshot, to: grouped.newSnapshot).batches) }
    case "build-grouped":
      let grouped = grouped!
      return { blackHole(grouped.buildNew()) }
    default: return { blackHole(oneSection(newIDs)) }
    }
  }

  /// A data source on a headless view showing the old snapshot, and the run that builds the new
  /// snapshot as `buildMarked` does and applies it.
  @MainActor
  func prepareApply() -> () -> Void {
    let source = DiffableDataSource(view: HeadlessListView<Int, Int>())
    source.applySnapshotUsingReloadData(snapshots.0)
    let built = Self.buildMarked(new)
    return { source.apply(built(), animatingDifferences: true) }
  }

  /// Builds the one-section snapshot of `new` with its changed items marked for reconfiguring, as
  /// an app builds it (and as the `app` suite does).
  static func buildMarked<ID: Hashable>(_ new: [Item<ID>]) -> () -> Snapshot<Int, ID> {
    let (newIDs, changedIDs) = (new.map(\.id), new.filter { $0.version != 0 }.map(\.id))
    return {
      var snapshot = oneSection(newIDs)
      snapshot.reconfigureItems(changedIDs)
      return snapshot
    }
  }
}
