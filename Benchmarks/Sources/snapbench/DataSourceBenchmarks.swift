import Snapshots

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The data source's apply against the changeset and batches alone, and its async apply's time
/// on the main actor, for mixed changes (10% deleted, 10% inserted, 5% moved, 5% reloaded).
///
/// Runs on the main actor (from a task while the main queue is served): the main thread's CPU
/// time during an apply is the time the main actor was busy with it.
@MainActor
func runDataSourceBenchmarks(quick: Bool) async {
  let sizes = quick ? [10_000] : [10_000, 100_000, 1_000_000]
  let table = Table(
    title:
      "Data source apply, mixed changes (median ms of main-thread CPU time; async total is wall)",
    columns: [
      "items", "changeset + batches", "apply", "apply vs changeset", "async total",
      "async main", "async main vs apply", "apply to HeadlessListView",
    ])
  for size in sizes {
    let (old, new) = mixedSnapshotPair(count: size)
    let runs = quick ? 3 : (size >= 1_000_000 ? 5 : 9)
    var reference: [Double] = []
    var apply: [Double] = []
    var asyncTotal: [Double] = []
    var asyncMain: [Double] = []
    var headless: [Double] = []
    for _ in 0..<runs {  // interleaved, so that all see the same machine conditions
      reference.append(
        mainThreadTime(of: (old, new)) { blackHole(Changeset(from: $0, to: $1).batches) })
      apply.append(mainThreadTime(of: dataSource(showing: old)) { $0.apply(new, completion: nil) })
      let asyncSource = dataSource(showing: old)
      let start = ContinuousClock.now
      let cpu = mainThreadCPUTime()
      let thread = pthread_self()
      await asyncSource.apply(new)
      // The main actor resumes on the main thread, whose CPU time is then comparable.
      precondition(pthread_equal(thread, pthread_self()) != 0, "resumed on another thread")
      asyncMain.append(mainThreadCPUTime() - cpu)
      asyncTotal.append(seconds(ContinuousClock.now - start))
      let headlessSource = DiffableDataSource(view: HeadlessListView<Int, Int>())
      headlessSource.applySnapshotUsingReloadData(old, completion: nil)
      headless.append(mainThreadTime(of: new) { headlessSource.apply($0, completion: nil) })
    }
    let (ref, sync) = (middle(reference), middle(apply))
    table.row([
      "\(size)", format(ref * 1e3), format(sync * 1e3), format(sync / ref) + "x",
      format(middle(asyncTotal) * 1e3), format(middle(asyncMain) * 1e3),
      format(middle(asyncMain) / sync) + "x", format(middle(headless) * 1e3),
    ])
  }
}

/// A view that only counts, so that the data source's own cost is what is measured.
@MainActor
final class CountingListView: DiffableListView {
  private(set) var counts: [Int] = []
  var numberOfSections: Int { counts.count }
  func numberOfItems(inSection section: Int) -> Int { counts[section] }
  func performBatch(
    _ batch: Changeset<Int, Int>.Batch, animated: Bool,
    updatingData updateData: @escaping () -> Void,
    completion: @escaping (Bool) -> Void
  ) {
    updateData()
    counts = batch.snapshot.sectionCounts
    completion(true)
  }
  func reloadData(showing snapshot: Snapshot<Int, Int>) { counts = snapshot.sectionCounts }

  /// The first visible item, for anchored applies (`nil`: no viewport).
  var top: ItemPath?
  var firstVisibleItemPath: ItemPath? { top }
  func viewportOffset(ofItemAt path: ItemPath) -> Double? { top == nil ? nil : 0 }
  func setViewportOffset(_ offset: Double, ofItemAt path: ItemPath) { top = path }
}

/// A data source on a counting view that shows `snapshot`.
@MainActor
func dataSource(showing snapshot: Snapshot<Int, Int>) -> DiffableDataSource<Int, Int> {
  let source = DiffableDataSource(view: CountingListView())
  source.applySnapshotUsingReloadData(snapshot)
  return source
}

/// The main thread's CPU time spent in `body`, in seconds.
@MainActor
func mainThreadTime<Input>(of input: Input, _ body: (Input) -> Void) -> Double {
  let start = mainThreadCPUTime()
  body(input)
  return mainThreadCPUTime() - start
}

/// The calling thread's CPU time so far, in seconds.
func mainThreadCPUTime() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// A duration in seconds.
func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

/// The median of some times.
func middle(_ times: [Double]) -> Double { times.sorted()[times.count / 2] }

/// One section of `count` items and the mixed workload's change of it, changed items marked for
/// reloading.
func mixedSnapshotPair(count: Int) -> (Snapshot<Int, Int>, Snapshot<Int, Int>) {
  let lists = Workload.mixed.lists(count: count, seed: 42)
  var old = Snapshot<Int, Int>()
  old.appendSections([0])
  old.appendItems(lists.old)
  var new = Snapshot<Int, Int>()
  new.appendSections([0])
  new.appendItems(lists.new)
  let survivors = Set(lists.old)
  new.reloadItems(
    lists.new.indices.filter { lists.changed[$0] && survivors.contains(lists.new[$0]) }.map {
      lists.new[$0]
    })
  return (old, new)
}
