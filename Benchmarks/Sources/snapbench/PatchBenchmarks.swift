import Snapshots
import SnapshotsJSON

/// JSON Patch application, at two sizes so that the time per operation shows whether it stays
/// linear: appends and replaces in one large array, and `snapdiff`'s own `--format jsonpatch`
/// output for 1,000 moved items against the staged `--format json` of the same change.
func runPatchBenchmarks(quick: Bool) {
  let sizes = quick ? [100_000] : [100_000, 1_000_000]
  let table = Table(
    title: "JSON Patch application (median ms; staged: `--format json` of the same change applied)",
    columns: [
      "workload", "items", "operations", "patch ms", "one operation ms",
      "us per further operation", "staged ms",
      "patch vs staged",
    ])
  for n in sizes {
    let runs = n >= 1_000_000 ? 3 : 5
    let numbers = JSONValue.object([
      ("a", .array(JSONArray((0..<n).lazy.map { .number(JSONNumber($0)) })))
    ])
    let appends = JSONPatch(
      (0..<10_000).map {
        .add(path: JSONPointer(tokens: ["a", "-"]), value: .number(JSONNumber($0)))
      })
    let replaces = JSONPatch(
      (0..<100_000).map {
        .replace(path: JSONPointer(tokens: ["a", String($0 * (n / 100_000))]), value: .null)
      })
    let one = JSONPatch([.replace(path: JSONPointer(tokens: ["a", "0"]), value: .null)])
    let single = median(runs: runs) { blackHole(try! one.applied(to: numbers)) }
    for (name, patch) in [("10,000 appends", appends), ("100,000 replaces", replaces)] {
      let time = median(runs: runs) { blackHole(try! patch.applied(to: numbers)) }
      table.row(
        [
          name, "\(n)", "\(patch.operations.count)", format(time * 1e3),
          format(single * 1e3), perOperation(time, single, patch), "–", "–",
        ])
    }
    let (old, patch, staged) = movedItems(count: n, moves: 1_000)
    let patchTime = median(runs: runs) { blackHole(try! patch.applied(to: old)) }
    let stagedTime = median(runs: runs) { blackHole(try! staged.applied(to: old)) }
    table.row(
      [
        "snapdiff's jsonpatch, 1,000 moves", "\(n)", "\(patch.operations.count)",
        format(patchTime * 1e3), format(single * 1e3), perOperation(patchTime, single, patch),
        format(stagedTime * 1e3), format(patchTime / stagedTime) + "x",
      ])
  }
}

/// The time of each operation after the first, in microseconds: the first one pays for copying
/// the document, the others should cost what their paths and values cost, whatever its size.
private func perOperation(_ time: Double, _ single: Double, _ patch: JSONPatch) -> String {
  format((time - single) / Double(patch.operations.count - 1) * 1e6)
}

/// A flat list of `count` object items, 1,000 of them moved, with snapdiff's patch and staged
/// changes for it.
private func movedItems(
  count: Int, moves: Int
) -> (old: JSONValue, patch: JSONPatch, staged: JSONStagedChanges) {
  var random = BenchmarkRandom(seed: UInt64(count))
  let items = (0..<count).map { #"{"id": \#($0), "v": \#($0)}"# }
  var moved = items
  for _ in 0..<moves {
    let item = moved.remove(at: Int.random(in: 0..<moved.count, using: &random))
    moved.insert(item, at: Int.random(in: 0...moved.count, using: &random))
  }
  let oldText = Array(("[" + items.joined(separator: ",") + "]").utf8)
  let newText = Array(("[" + moved.joined(separator: ",") + "]").utf8)
  let diff = JSONSnapshotDiff(
    from: try! JSONSnapshotDocument(parsing: oldText, name: "old"),
    to: try! JSONSnapshotDocument(parsing: newText, name: "new"))
  return (
    try! JSONValue(parsing: oldText), try! JSONPatch(parsing: diff.jsonPatch),
    try! JSONStagedChanges(parsing: diff.stagedJSON())
  )
}
