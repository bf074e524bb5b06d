import Snapshots

/// Section snapshots: building a large tree, expanding and collapsing one node at a time, and the
/// diff of two trees as a list shows them.
func runOutlineBenchmarks(quick: Bool) {
  let n = quick ? 10_000 : 100_000
  let runs = quick ? 3 : 7
  let table = Table(
    title: "Outline (\(n) items, depth up to 8; median of \(runs) runs)",
    columns: ["benchmark", "median ms", "per operation", "visible items"])
  // A tree built level by level: every item gets up to 4 children until n items exist.
  func build() -> (SectionSnapshot<Int>, [Int]) {
    var outline = SectionSnapshot<Int>()
    var parents: [Int] = []
    outline.append(Array(0..<10))
    var frontier = Array(0..<10)
    var next = 10
    var depth = 0
    while next < n && depth < 7 {
      var nextFrontier: [Int] = []
      for parent in frontier where next < n {
        let count = Swift.min(4, n - next)
        outline.append(Array(next..<next + count), to: parent)
        parents.append(parent)
        nextFrontier += next..<next + count
        next += count
      }
      frontier = nextFrontier
      depth += 1
    }
    return (outline, parents)
  }
  var built = SectionSnapshot<Int>()
  var parents: [Int] = []
  let buildTime = median(runs: runs) {
    (built, parents) = build()
    blackHole(built)
  }
  table.row([
    "build \(built.items.count) items", format(buildTime * 1e3),
    format(buildTime * 1e9 / Double(n), decimals: 1) + " ns/item", "\(built.visibleItems.count)",
  ])
  var random = BenchmarkRandom(seed: 3)
  var outline = built
  outline.expand(parents)
  let toggles = (0..<1_000).map { _ in parents[Int.random(in: 0..<parents.count, using: &random)] }
  let toggleTime = median(runs: runs) {
    for parent in toggles {
      if outline.isExpanded(parent) { outline.collapse([parent]) } else { outline.expand([parent]) }
    }
  }
  table.row([
    "1,000 expand/collapse toggles", format(toggleTime * 1e3),
    format(toggleTime * 1e9 / 1_000, decimals: 1) + " ns/toggle", "\(outline.visibleItems.count)",
  ])
  let visibleTime = median(runs: runs) { blackHole(outline.visibleItems) }
  table.row([
    "visibleItems", format(visibleTime * 1e3),
    format(visibleTime * 1e9 / Double(outline.visibleItems.count), decimals: 1)
      + " ns/visible item",
    "\(outline.visibleItems.count)",
  ])
  // Two trees: the second with 100 deep parents collapsed, 500 leaves deleted, and 100 subtrees
  // of level 2 moved elsewhere at that level.
  var changed = outline
  let deep = parents.filter { changed.level(of: $0) >= 3 }.shuffled(using: &random)
  changed.collapse(Array(deep.prefix(100)))
  let leaves = changed.items.filter { changed.level(of: $0) == 7 }.shuffled(using: &random)
  changed.delete(Array(leaves.prefix(500)))
  let levelTwo = changed.items.filter { changed.level(of: $0) == 2 }
  for _ in 0..<100 {
    let moving = levelTwo[Int.random(in: 0..<levelTwo.count, using: &random)]
    let anchor = levelTwo[Int.random(in: 0..<levelTwo.count, using: &random)]
    guard moving != anchor, changed.contains(moving), changed.contains(anchor) else { continue }
    let subtree = changed.snapshot(of: moving, includingParent: true)
    changed.delete([moving])
    changed.insert(subtree, after: anchor)
  }
  var moves = 0
  let diffTime = median(runs: runs) {
    let changeset = Changeset(from: outline, to: changed, section: 0)
    moves = changeset.movedItems.count
    blackHole(changeset)
  }
  table.row([
    "diff of two trees (\(moves) moves)", format(diffTime * 1e3),
    format(diffTime * 1e9 / Double(outline.visibleItems.count), decimals: 1) + " ns/visible item",
    "\(outline.visibleItems.count) -> \(changed.visibleItems.count)",
  ])
  // Deleting half of the roots of a flat outline: linear (it was quadratic: 39 / 152 / 612 ms).
  for roots in quick ? [10_000, 20_000] : [10_000, 20_000, 40_000] {
    let flat = SectionSnapshot(Array(0..<roots))
    let doomed = Array(stride(from: 0, to: roots, by: 2))
    let deleteTime = median(runs: runs, setUp: { flat }) { outline in
      var outline = outline
      outline.delete(doomed)
      blackHole(outline)
    }
    table.row([
      "delete half of \(roots) roots", format(deleteTime * 1e3),
      format(deleteTime * 1e9 / Double(roots / 2), decimals: 1) + " ns/item", "\(roots / 2)",
    ])
  }
}
