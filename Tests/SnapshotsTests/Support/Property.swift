import Foundation
import Testing

/// Settings that every property test reads from the environment.
///
/// - `SNAPSHOTS_PROPERTY_SCALE=N` multiplies every property's iteration count by N, for soak runs.
/// - `SNAPSHOTS_PROPERTY_SEED=S` replays the single case whose seed a failure printed.
enum PropertySettings {
  static let scale: Int = {
    ProcessInfo.processInfo.environment["SNAPSHOTS_PROPERTY_SCALE"].flatMap(Int.init) ?? 1
  }()

  static let replaySeed: UInt64? = {
    ProcessInfo.processInfo.environment["SNAPSHOTS_PROPERTY_SEED"].flatMap(UInt64.init)
  }()
}

/// A failing case found by `findCounterexample`.
struct Counterexample<Value> {
  /// The seed of the failing case; `SNAPSHOTS_PROPERTY_SEED` replays it.
  var seed: UInt64
  var original: Value
  var originalFailure: String
  var shrunk: Value
  var shrunkFailure: String

  var report: String {
    """
    Property failed for case seed \(seed) (replay with SNAPSHOTS_PROPERTY_SEED=\(seed)).
    Shrunk counterexample: \(shrunk)
    Failure: \(shrunkFailure)
    Original counterexample: \(original)
    Original failure: \(originalFailure)
    """
  }
}

/// Checks a property on `iterations` generated values (scaled by `SNAPSHOTS_PROPERTY_SCALE`) and
/// records an issue at the caller's line for the first failure, with its seed and a shrunk
/// counterexample.
///
/// - Parameters:
///   - iterations: How many cases to check at scale 1.
///   - seed: The base seed; fixed per test, so CI runs are reproducible.
///   - sourceLocation: Where a failure is reported: the caller's line.
///   - generate: Makes one value from a seeded generator.
///   - shrink: Smaller candidates for a failing value, most aggressive first.
///   - property: Returns `nil` when the property holds, or a description of what went wrong.
func checkProperty<Value>(
  iterations: Int,
  seed: UInt64,
  sourceLocation: SourceLocation = #_sourceLocation,
  generate: (inout SeededGenerator) -> Value,
  shrink: (Value) -> [Value] = { _ in [] },
  property: (Value) -> String?
) {
  if let counterexample = findCounterexample(
    iterations: iterations * PropertySettings.scale, seed: seed,
    replaying: PropertySettings.replaySeed, generate: generate, shrink: shrink, property: property)
  {
    Issue.record(Comment(rawValue: counterexample.report), sourceLocation: sourceLocation)
  }
}

/// Runs a property on generated values and returns the first failure, shrunk, or `nil`.
///
/// Case *i* is generated from its own seed, derived from `seed` and *i*; with `replaying`, only
/// the case of that seed runs.
func findCounterexample<Value>(
  iterations: Int,
  seed: UInt64,
  replaying replaySeed: UInt64? = nil,
  generate: (inout SeededGenerator) -> Value,
  shrink: (Value) -> [Value],
  property: (Value) -> String?
) -> Counterexample<Value>? {
  for caseSeed in caseSeeds(iterations: iterations, seed: seed, replaying: replaySeed) {
    var generator = SeededGenerator(seed: caseSeed)
    let value = generate(&generator)
    guard let failure = property(value) else { continue }
    let (shrunk, shrunkFailure) = shrinkCounterexample(value, failure, shrink, property)
    return Counterexample(
      seed: caseSeed, original: value, originalFailure: failure, shrunk: shrunk,
      shrunkFailure: shrunkFailure)
  }
  return nil
}

/// The seeds of the cases to run: `iterations` seeds derived from `seed`, or only `replaySeed`.
private func caseSeeds(iterations: Int, seed: UInt64, replaying replaySeed: UInt64?) -> [UInt64] {
  if let replaySeed { return [replaySeed] }
  var seeds = SeededGenerator(seed: seed)
  return (0..<iterations).map { _ in seeds.next() }
}

/// `checkProperty` for properties that must await (main-actor code with asynchronous steps):
/// the same seeds, replay, scale and greedy shrinking, with an async property.
@MainActor
func checkAsyncProperty<Value>(
  iterations: Int,
  seed: UInt64,
  sourceLocation: SourceLocation = #_sourceLocation,
  generate: (inout SeededGenerator) -> Value,
  shrink: (Value) -> [Value] = { _ in [] },
  property: (Value) async -> String?
) async {
  let seeds = caseSeeds(
    iterations: iterations * PropertySettings.scale, seed: seed,
    replaying: PropertySettings.replaySeed)
  for caseSeed in seeds {
    var generator = SeededGenerator(seed: caseSeed)
    let value = generate(&generator)
    guard let failure = await property(value) else { continue }
    var current = (value, failure)
    var budget = 500
    var improved = true
    while improved && budget > 0 {
      improved = false
      for candidate in shrink(current.0) where budget > 0 {
        budget -= 1
        if let candidateFailure = await property(candidate) {
          current = (candidate, candidateFailure)
          improved = true
          break
        }
      }
    }
    let counterexample = Counterexample(
      seed: caseSeed, original: value, originalFailure: failure, shrunk: current.0,
      shrunkFailure: current.1)
    Issue.record(Comment(rawValue: counterexample.report), sourceLocation: sourceLocation)
    return
  }
}

/// Greedily replaces a failing value by its first still-failing shrink candidate until none fails.
private func shrinkCounterexample<Value>(
  _ value: Value, _ failure: String, _ shrink: (Value) -> [Value], _ property: (Value) -> String?
) -> (Value, String) {
  var current = (value, failure)
  var budget = 2_000
  var improved = true
  while improved && budget > 0 {
    improved = false
    for candidate in shrink(current.0) {
      budget -= 1
      if let candidateFailure = property(candidate) {
        current = (candidate, candidateFailure)
        improved = true
        break
      }
      if budget == 0 { break }
    }
  }
  return current
}

/// Shrink candidates for an array: drop halves, then quarters, ..., then single elements.
func shrinkArray<Element>(_ array: [Element]) -> [[Element]] {
  var candidates: [[Element]] = []
  var chunk = array.count / 2
  while chunk >= 1 {
    var start = 0
    while start < array.count {
      var smaller = array
      smaller.removeSubrange(start..<min(start + chunk, array.count))
      candidates.append(smaller)
      start += chunk
    }
    chunk /= 2
  }
  return candidates
}
