import Snapshots

// Applies of model values against applies of identifiers (issue 54): the value path should add
// one content comparison per surviving item, nothing more. Both on a counting view, on the main
// actor, for the mixed workload (10% deleted, 10% inserted, 5% moved) with 5% of the surviving
// items' contents changed. The identifier apply is what an app writes by hand: the new
// snapshot, with the changed items marked for reconfiguring (the app's own comparison not timed).

/// A model: an identifier, a version and the text a cell shows.
struct Row: Identifiable, Equatable {
  let id: Int
  var version: Int
  var title: String
}

/// The old and new models of the mixed workload at `count` items, 5% of the survivors changed,
/// and the identifiers of the changed ones.
func modelPair(count: Int) -> (old: [Row], new: [Row], changed: [Int]) {
  let lists = Workload.mixed.lists(count: count, seed: 42)
  let survivors = Set(lists.old)
  var generator = BenchmarkRandom(seed: 54)
  let old = lists.old.map { Row(id: $0, version: 0, title: "Row \($0)") }
  var changed: [Int] = []
  let new = lists.new.map { id -> Row in
    guard survivors.contains(id), generator.next() % 20 == 0 else {
      return Row(id: id, version: 0, title: "Row \(id)")
    }
    changed.append(id)
    return Row(id: id, version: 1, title: "Row \(id), edited")
  }
  return (old, new, changed)
}

/// Runs the value rows: apply from values, apply from identifiers (marked by hand), and the
/// hash-join floor, in turns, median main-thread CPU time.
@MainActor
func runValueBenchmarks(quick: Bool) {
  keepFreedMemory()
  let sizes = quick ? [10_000] : [10_000, 100_000, 1_000_000]
  let table = Table(
    title: "Apply from model values against identifiers, mixed changes, 5% contents changed "
      + "(median ms of main-thread CPU time)",
    columns: ["items", "identifiers", "values", "values / identifiers", "floor", "values / floor"])
  for size in sizes {
    let (old, new, changed) = modelPair(count: size)
    var oldSnapshot = Snapshot<Int, Int>()
    oldSnapshot.appendSections([0])
    oldSnapshot.appendItems(old.map(\.id))
    let runs = quick ? 3 : (size >= 1_000_000 ? 5 : 9)
    var (identifiers, values, floor) = ([Double](), [Double](), [Double]())
    for _ in 0..<runs {  // in turns, so that all see the same machine conditions
      let source = dataSource(showing: oldSnapshot)
      identifiers.append(
        mainThreadTime(of: new) { new in
          var snapshot = Snapshot<Int, Int>()
          snapshot.appendSections([0])
          snapshot.appendItems(new.map(\.id))
          snapshot.reconfigureItems(changed)
          source.apply(snapshot, completion: nil)
        })
      let models = ModelDataSource<Int, Row>(view: CountingListView())
      models.apply([SectionOfItems(0, items: old)], animatingDifferences: false)
      values.append(
        mainThreadTime(of: new) { models.apply([SectionOfItems(0, items: $0)], completion: nil) })
      floor.append(
        mainThreadTime(of: new) { new in
          let positions = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1.id, $0) })
          blackHole(new.reduce(0) { $0 &+ (positions[$1.id] ?? -1) })
        })
    }
    let (ids, vals) = (middle(identifiers), middle(values))
    table.row([
      "\(size)", format(ids * 1e3), format(vals * 1e3), format(vals / ids) + "x",
      format(middle(floor) * 1e3), format(vals / middle(floor)) + "x",
    ])
  }
}

/// What keeping the values costs in memory at `count` items: the growth of the resident size an
/// apply of identifiers and an apply of values leave (after freed memory is returned), and their
/// peaks during the two applies, when the app hands over freshly decoded models and keeps no
/// array of its own (the worst case: the data source then holds the only copy).
@MainActor
func runValueMemoryBenchmark(count: Int) {
  let (old, new, changed) = modelPair(count: count)
  let table = Table(
    title: "Memory of an apply from values against identifiers at \(count) items, "
      + "the app keeping no array (MB: left resident / peak during the applies)",
    columns: ["path", "left resident", "peak", "models' own size", "values − identifiers, left"])
  func measured(_ body: () -> AnyObject) -> (left: Int, peak: Int) {
    releaseFreedMemory()
    resetPeakResident()
    let before = residentBytes(field: "VmRSS")
    let kept = body()
    releaseFreedMemory()
    let result = (residentBytes(field: "VmRSS") - before, residentBytes(field: "VmHWM") - before)
    blackHole(kept)
    return result
  }
  let identifiers = measured {
    let source = DiffableDataSource(view: CountingListView())
    for (rows, marks) in [(old.map { $0 }, [Int]()), (new.map { $0 }, changed)] {
      var snapshot = Snapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems(rows.map(\.id))
      snapshot.reconfigureItems(marks)
      source.apply(snapshot, animatingDifferences: false)
    }
    return source
  }
  let values = measured {
    let models = ModelDataSource<Int, Row>(view: CountingListView())
    models.apply([SectionOfItems(0, items: old.map { $0 })], animatingDifferences: false)
    models.apply([SectionOfItems(0, items: new.map { $0 })], animatingDifferences: false)
    return models
  }
  let own = new.count * MemoryLayout<Row>.stride
  let megabytes = { (bytes: Int) in format(Double(bytes) / 1e6, decimals: 1) }
  table.row(["identifiers", megabytes(identifiers.left), megabytes(identifiers.peak), "–", "–"])
  table.row([
    "values", megabytes(values.left), megabytes(values.peak), megabytes(own),
    format(Double(values.left - identifiers.left) / Double(own)) + "x the models",
  ])
}
