import Snapshots

/// Building and querying snapshots, against a `Dictionary` of the same keys.
func runSnapshotBenchmarks(quick: Bool) {
  let n = quick ? 100_000 : 1_000_000
  let runs = quick ? 3 : 7
  var random = BenchmarkRandom(seed: 1)
  let keys = (0..<n).map { _ in Int.random(in: 0..<Int.max, using: &random) }
  let table = Table(
    title: "Snapshot (\(n) Int items, median of \(runs) runs)",
    columns: ["benchmark", "median ms", "ns/item", "Dictionary ms", "ratio"])

  let dictionary = median(runs: runs) {
    var d = [Int: Int](minimumCapacity: n)
    for key in keys { d[key] = key }
    blackHole(d)
  }
  func report(_ name: String, _ seconds: Double, reference: Double? = nil) {
    table.row([
      name, format(seconds * 1e3), format(seconds * 1e9 / Double(n), decimals: 1),
      reference.map { format($0 * 1e3) } ?? "–",
      reference.map { format(seconds / $0) + "x" } ?? "–",
    ])
  }

  let oneSection = median(runs: runs) {
    var snapshot = Snapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(keys)
    blackHole(snapshot)
  }
  report("build, 1 section", oneSection, reference: dictionary)

  let sectionCount = quick ? 100 : 1_000
  let perSection = n / sectionCount
  let manySections = median(runs: runs) {
    var snapshot = Snapshot<Int, Int>()
    snapshot.appendSections(Array(0..<sectionCount))
    for section in 0..<sectionCount {
      snapshot.appendItems(
        Array(keys[section * perSection..<(section + 1) * perSection]), toSection: section)
    }
    blackHole(snapshot)
  }
  report("build, \(sectionCount) sections of \(perSection)", manySections, reference: dictionary)

  var built = Snapshot<Int, Int>()
  built.appendSections(Array(0..<sectionCount))
  for section in 0..<sectionCount {
    built.appendItems(
      Array(keys[section * perSection..<(section + 1) * perSection]), toSection: section)
  }
  // Queried as a constant, as the dictionary is below (a captured variable is reread and
  // reference counted on every access).
  let snapshot = built
  let query = median(runs: runs) {
    var total = 0
    for key in keys { total &+= snapshot.indexOfItem(key)! }
    blackHole(total)
  }
  let lookup = median(
    runs: runs,
    setUp: {
      var d = [Int: Int](minimumCapacity: n)
      for key in keys { d[key] = key }
      return d
    }
  ) { d in
    var total = 0
    for key in keys { total &+= d[key]! }
    blackHole(total)
  }
  report("indexOfItem, every item", query, reference: lookup)
  let queryVariable = median(runs: runs) {
    var total = 0
    for key in keys { total &+= built.indexOfItem(key)! }
    blackHole(total)
  }
  report("indexOfItem, captured variable", queryVariable, reference: lookup)

  let loop = median(runs: runs) {
    var snapshot = Snapshot<Int, Int>()
    snapshot.appendSections([0, 1])
    var total = 0
    for (offset, key) in keys.enumerated() {
      snapshot.appendItems([key], toSection: offset & 1)
      total &+= snapshot.indexOfItem(key)!
    }
    blackHole(total)
  }
  report("append-then-query loop, 2 sections", loop, reference: dictionary)
}
