// Timing and reporting: medians of repeated runs, printed as Markdown tables.

#if canImport(Glibc)
  import Glibc
  let RUSAGE_SELF_VALUE = __rusage_who_t(RUSAGE_SELF.rawValue)
#elseif canImport(Darwin)
  import Darwin
  let RUSAGE_SELF_VALUE = RUSAGE_SELF
#endif

/// Keeps a value alive so the optimiser cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
  withUnsafePointer(to: value) { _ = $0 }
}

/// The median wall-clock time of `runs` runs of `body`, in seconds.
///
/// `setUp` runs before each run, untimed, and its result is passed in.
func median<Input>(runs: Int, setUp: () -> Input, _ body: (Input) -> Void) -> Double {
  let clock = ContinuousClock()
  var times: [Double] = []
  for _ in 0..<runs {
    let input = setUp()
    let elapsed = clock.measure { body(input) }
    times.append(
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
  }
  times.sort()
  return times[times.count / 2]
}

/// The median times of `runs` runs of `first` and of `second`, in seconds, run alternately so
/// that both see the same machine conditions (the ratio of the two is what a row reports).
func interleavedMedians(runs: Int, _ first: () -> Void, _ second: () -> Void) -> (Double, Double) {
  withoutActuallyEscaping(first) { first in
    withoutActuallyEscaping(second) { second in
      let medians = interleavedMedians(runs: runs, [first, second])
      return (medians[0], medians[1])
    }
  }
}

/// The median times of `runs` runs of each of `bodies`, run in turn (one run of each per round),
/// so that all see the same machine conditions, in seconds.
func interleavedMedians(runs: Int, _ bodies: [() -> Void]) -> [Double] {
  interleavedMedians(runs: runs, rounds: bodies.map { body in { _ in body() } })
}

/// The median times of `runs` runs of each of `bodies`, run in turn (one run of each per round,
/// each given the round's number), so that all see the same machine conditions, in seconds.
func interleavedMedians(runs: Int, rounds bodies: [(_ round: Int) -> Void]) -> [Double] {
  interleavedMedians(runs: runs, staged: bodies.map { body in { round in { body(round) } } })
}

/// The median times of `runs` runs of each of `bodies`, run in turn, in seconds.
///
/// One run of each per round. Each body, given the round's number, sets its run up untimed (a
/// data source showing the old snapshot again) and returns the run, which alone is timed.
func interleavedMedians(runs: Int, staged bodies: [(_ round: Int) -> () -> Void]) -> [Double] {
  var times = bodies.map { _ in [Double]() }
  for round in 0..<runs {
    for (index, body) in bodies.enumerated() {
      times[index].append(median(runs: 1, setUp: { body(round) }, { $0() }))
    }
  }
  return times.map { $0.sorted()[runs / 2] }
}

/// The median time of `runs` runs of `body`, in seconds.
func median(runs: Int, _ body: () -> Void) -> Double {
  median(runs: runs, setUp: { () }, { _ in body() })
}

/// The peak resident set size of this process so far, in bytes (0 where unknown).
func peakResidentBytes() -> Int {
  var usage = rusage()
  getrusage(RUSAGE_SELF_VALUE, &usage)
  #if canImport(Darwin)
    return Int(usage.ru_maxrss)
  #else
    return Int(usage.ru_maxrss) * 1024
  #endif
}

/// Formats a number with a fixed number of decimals.
func format(_ value: Double, decimals: Int = 2) -> String {
  guard value.isFinite else { return "–" }
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  var text = "\(rounded)"
  if let dot = text.firstIndex(of: ".") {
    let decimalsShown = text.distance(from: dot, to: text.endIndex) - 1
    if decimalsShown < decimals { text += String(repeating: "0", count: decimals - decimalsShown) }
  }
  return text
}

/// A Markdown table printed row by row, so long suites show progress.
struct Table {
  init(title: String, columns: [String]) {
    print("\n### \(title)\n")
    print("| " + columns.joined(separator: " | ") + " |")
    print("|" + columns.map { _ in " --- " }.joined(separator: "|") + "|")
  }

  func row(_ cells: [String]) {
    print("| " + cells.joined(separator: " | ") + " |")
    fflush(nil)
  }
}

/// A fast deterministic generator for benchmark inputs (SplitMix64).
struct BenchmarkRandom: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
