import Snapshots

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The flat diff on every workload and size, against the standard library's
/// `difference(from:).inferringMoves()` and a hash-join floor, in the same run.
func runDiffBenchmarks(quick: Bool) {
  let sizes = quick ? [1_000, 10_000] : [1_000, 10_000, 100_000, 1_000_000]
  for label in ["Int", "String"] {
    let table = Table(
      title: "Flat diff, \(label) identifiers (default algorithm; median ms)",
      columns: [
        "workload", "n", "diff ms", "ns/element", "moves", "hash-join ms", "vs hash-join",
        "stdlib ms", "vs stdlib",
      ])
    for workload in Workload.allCases where workloadFilter.map(workload.rawValue.hasPrefix) ?? true
    {
      var standardLibraryProjection = 0.0
      for n in sizes {
        let (oldIDs, newIDs, changed) = workload.lists(count: n, seed: UInt64(n))
        if label == "Int" {
          benchmarkRow(
            table, workload, n, items(oldIDs) { $0 }, items(newIDs, changed: changed) { $0 },
            &standardLibraryProjection)
        } else {
          benchmarkRow(
            table, workload, n, items(oldIDs) { "item-\($0)" },
            items(newIDs, changed: changed) { "item-\($0)" }, &standardLibraryProjection)
        }
      }
    }
  }
}

/// Times one workload row: the library's diff, the hash-join floor and the standard library.
func benchmarkRow<ID: Hashable>(
  _ table: Table, _ workload: Workload, _ n: Int, _ old: [Item<ID>], _ new: [Item<ID>],
  _ standardLibraryProjection: inout Double
) {
  let runs = n >= 1_000_000 ? 7 : n >= 100_000 ? 11 : 21
  var moves = 0
  let (diff, hashJoin) = interleavedMedians(
    runs: runs,
    {
      let difference = ListDifference(from: old, to: new)
      moves = difference.moves.count
      blackHole(difference)
    },
    {
      var table = [ID: Int](minimumCapacity: old.count)
      for (offset, item) in old.enumerated() { table[item.id] = offset }
      var found = 0
      for item in new { found &+= table[item.id] ?? -1 }
      blackHole(found)
    })
  var standard = Double.nan
  // The standard library's Myers is quadratic in the worst case: project this size's time from
  // the previous size's (x100 for 10x the elements) and skip when it would exceed 2 s.
  if standardLibraryProjection <= 2.0 {
    let oldIDs = old.map(\.id)
    let newIDs = new.map(\.id)
    let clock = ContinuousClock()
    let first = clock.measure { blackHole(newIDs.difference(from: oldIDs).inferringMoves()) }
    let firstSeconds =
      Double(first.components.seconds) + Double(first.components.attoseconds) * 1e-18
    standard =
      firstSeconds > 0.5
      ? firstSeconds
      : median(runs: runs) { blackHole(newIDs.difference(from: oldIDs).inferringMoves()) }
    standardLibraryProjection = standard * 100
  }
  table.row([
    workload.rawValue, "\(n)", format(diff * 1e3, decimals: 3),
    format(diff * 1e9 / Double(n), decimals: 1),
    "\(moves)", format(hashJoin * 1e3, decimals: 3), format(diff / hashJoin) + "x",
    standard.isNaN ? "skipped (projected > 2 s)" : format(standard * 1e3, decimals: 3),
    standard.isNaN ? "–" : format(diff / standard, decimals: 3) + "x",
  ])
}

/// Peak extra memory of one default diff of 1M items (mixed workload), in bytes per element.
///
/// Run alone (`snapbench memory`): it resets the process's peak resident size first.
func runMemoryBenchmark(quick: Bool) {
  let n = quick ? 100_000 : 1_000_000
  let (oldIDs, newIDs, changed) = Workload.mixed.lists(count: n, seed: 42)
  let old = items(oldIDs) { $0 }
  let new = items(newIDs, changed: changed) { $0 }
  let table = Table(
    title: "Peak extra memory of one diff (\(n) Int items, mixed)",
    columns: ["measure", "bytes", "bytes/element"])
  releaseFreedMemory()
  let before = residentBytes(field: "VmRSS")
  resetPeakResident()
  var difference: ListDifference<Item<Int>>? = ListDifference(from: old, to: new)
  let peak = residentBytes(field: "VmHWM")
  let changes = difference!.moves.count + difference!.deletions.count + difference!.insertions.count
  difference = nil
  guard before > 0 && peak > 0 else {
    table.row(["unavailable on this system", "–", "–"])
    return
  }
  table.row([
    "peak resident during diff - resident before", "\(peak - before)",
    format(Double(peak - before) / Double(n), decimals: 1),
  ])
  table.row(["(changes reported)", "\(changes)", "–"])
}

/// A field of /proc/self/status in bytes (VmRSS, VmHWM), or 0 where unavailable.
func residentBytes(field: String) -> Int {
  guard let file = fopen("/proc/self/status", "r") else { return 0 }
  defer { fclose(file) }
  var line = [CChar](repeating: 0, count: 256)
  while fgets(&line, 256, file) != nil {
    let text = String(
      decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    if text.hasPrefix(field + ":") {
      let digits = text.filter(\.isNumber)
      return (Int(digits) ?? 0) * 1024
    }
  }
  return 0
}

/// Resets the peak resident size (VmHWM) to the current size (Linux 4.0 and later).
func resetPeakResident() {
  guard let file = fopen("/proc/self/clear_refs", "w") else { return }
  fputs("5", file)
  fclose(file)
}

/// Returns freed heap memory to the system, so that resident size measures live memory.
func releaseFreedMemory() {
  #if canImport(Glibc)
    _ = mallocTrim(0)
  #endif
}

#if canImport(Glibc)
  @_silgen_name("malloc_trim")
  func mallocTrim(_ pad: Int) -> Int32
#endif
