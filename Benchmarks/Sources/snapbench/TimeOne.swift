import Snapshots

/// `snapbench time OPERATION WORKLOAD N [RUNS]`: the median time of one operation on one
/// workload (Int identifiers), for before-and-after comparisons and for profiling under `perf`.
///
/// OPERATION is `ld` (`ListDifference`), `cs` (`Changeset` + `batches` of one-section
/// snapshots), `changeset` (without the batches), `build` (the new one-section snapshot), or
/// `ld-uuid` and `cs-uuid` (`ListDifference`, and `Changeset` + `batches`, with UUID-shaped
/// `String` identifiers), or `cs-sectioned` (`Changeset` + `batches` of the sectioned changeset
/// benchmark's snapshots, N items in sections of 100; WORKLOAD is not used).
/// WORKLOAD is a prefix of a workload name (`mixed`, `shuffle`, `identical`, ...).
func runTimeOne(_ arguments: [String]) {
  guard arguments.count >= 3, let n = Int(arguments[2]),
    let workload = Workload.allCases.first(where: { $0.rawValue.hasPrefix(arguments[1]) }),
    ["ld", "cs", "changeset", "build", "ld-uuid", "cs-uuid", "cs-sectioned"].contains(arguments[0])
  else {
    print(
      "usage: snapbench time ld|cs|changeset|build|ld-uuid|cs-uuid|cs-sectioned WORKLOAD N [RUNS]")
    return
  }
  let runs = arguments.count > 3 ? Int(arguments[3]) ?? 11 : 11
  let (oldIDs, newIDs, changedFlags) = workload.lists(count: n, seed: UInt64(n))
  let old = items(oldIDs) { $0 }
  let new = items(newIDs, changed: changedFlags) { $0 }
  let (oldSnapshot, newSnapshot) = (oneSection(oldIDs), oneSection(newIDs))
  let (oldUUIDs, newUUIDs) =
    arguments[0].hasSuffix("-uuid")
    ? (items(oldIDs, uuidString), items(newIDs, changed: changedFlags, uuidString)) : ([], [])
  let (oldUUIDSnapshot, newUUIDSnapshot) =
    arguments[0] == "cs-uuid"
    ? (oneSection(oldUUIDs.map(\.id)), oneSection(newUUIDs.map(\.id)))
    : (oneSection([String]()), oneSection([String]()))
  let changed: (ItemPath, ItemPath) -> Bool = { old[$0.item].version != new[$1.item].version }
  let sectioned =
    arguments[0] == "cs-sectioned"
    ? sectionedPair(sections: max(n / 100, 1), items: 100, seed: 7) : (.init(), .init())
  let time = median(runs: runs) {
    switch arguments[0] {
    case "ld": blackHole(ListDifference(from: old, to: new))
    case "ld-uuid": blackHole(ListDifference(from: oldUUIDs, to: newUUIDs))
    case "cs":
      blackHole(
        Changeset(from: oldSnapshot, to: newSnapshot, contentChangedBetween: changed).batches)
    case "cs-uuid":
      blackHole(
        Changeset(
          from: oldUUIDSnapshot, to: newUUIDSnapshot,
          contentChangedBetween: {
            oldUUIDs[$0.item].version != newUUIDs[$1.item].version
          }
        ).batches)
    case "cs-sectioned": blackHole(Changeset(from: sectioned.0, to: sectioned.1).batches)
    case "changeset":
      blackHole(Changeset(from: oldSnapshot, to: newSnapshot, contentChangedBetween: changed))
    default: blackHole(oneSection(newIDs))
    }
  }
  print("\(arguments[0]) \(workload.rawValue) \(n): median \(format(time * 1e3, decimals: 3)) ms")
}
