import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// snapbench: the benchmark suites of Snapshots. Always run in release:
//
//     swift run -c release --package-path Benchmarks snapbench [--quick] [--workload=NAME] [SUITE ...]
//
//     swift run -c release --package-path Benchmarks snapbench time OPERATION WORKLOAD N [RUNS] [SEEDS]
//
// SUITE is one of: snapshot, diff, changeset, peers, concurrent, outline, patch, sections, datasource, pages,
// app, values, memory (run memory alone: it resets the peak RSS). With none, every suite runs. --quick uses smaller inputs (for CI).
// `time` times one operation on one workload (see TimeOne.swift).

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "time" {
  runTimeOne(Array(arguments.dropFirst()))
  exit(0)
}
let quick = arguments.contains("--quick")
/// `--workload=NAME` runs only the diff and peer workloads whose name starts with NAME.
let workloadFilter = arguments.first { $0.hasPrefix("--workload=") }.map {
  String($0.dropFirst("--workload=".count))
}
let suites = arguments.filter { !$0.hasPrefix("--") }
let all: [(String, (Bool) -> Void)] = [
  ("snapshot", runSnapshotBenchmarks),
  ("diff", runDiffBenchmarks),
  ("changeset", runChangesetBenchmarks),
  ("peers", runPeerBenchmarks),
  ("concurrent", runConcurrentChangesetBenchmarks),
  ("outline", runOutlineBenchmarks),
  ("patch", runPatchBenchmarks),
  ("sections", runSectionsBenchmarks),
  ("memory", runMemoryBenchmark),
]
/// The data source suites run on the main actor, after the others, while the main queue serves them.
let asyncSuites = ["datasource", "pages", "app", "values"]
let unknown = suites.filter { name in !all.contains { $0.0 == name } && !asyncSuites.contains(name)
}
if !unknown.isEmpty {
  print(
    "Error: unknown suite \(unknown.joined(separator: ", ")); suites: \((all.map(\.0) + asyncSuites).joined(separator: ", "))"
  )
  exit(2)
}
print("## snapbench\(quick ? " (quick)" : "")")
for (name, run) in all where suites.isEmpty || suites.contains(name) {
  run(quick)
}
/// Prints the peak memory and ends the program.
func finish() -> Never {
  print("\nPeak resident memory: \(peakResidentBytes() / 1_048_576) MiB")
  exit(0)
}
if suites.isEmpty || asyncSuites.contains(where: suites.contains) {
  Task { @MainActor in
    if suites.isEmpty || suites.contains("datasource") {
      await runDataSourceBenchmarks(quick: quick)
    }
    if suites.isEmpty || suites.contains("pages") { runPageBenchmarks(quick: quick) }
    if suites.isEmpty || suites.contains("app") { runAppPathBenchmarks(quick: quick) }
    if suites.isEmpty || suites.contains("values") {
      runValueBenchmarks(quick: quick)
      runValueMemoryBenchmark(count: quick ? 10_000 : 1_000_000)
    }
    finish()
  }
  dispatchMain()
}
finish()
