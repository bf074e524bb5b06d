/// A failing case found by a property check: its seed, the value generated, and the smallest
/// still-failing value shrinking reached.
public struct Counterexample<Value>: CustomStringConvertible {
  /// The seed of the failing case; `SNAPSHOTS_PROPERTY_SEED` set to it replays the case.
  public var seed: UInt64
  /// The value generated from the seed.
  public var original: Value
  /// What the property said about it.
  public var originalFailure: String
  /// The smallest failing value found by shrinking (the original when nothing smaller fails).
  public var shrunk: Value
  /// What the property said about the shrunk value.
  public var shrunkFailure: String

  /// The report a failing check records: seed, replay instruction, shrunk and original values.
  public var description: String {
    """
    Property failed for case seed \(seed) (replay with SNAPSHOTS_PROPERTY_SEED=\(seed)).
    Shrunk counterexample: \(shrunk)
    Failure: \(shrunkFailure)
    Original counterexample: \(original)
    Original failure: \(originalFailure)
    """
  }
}

/// Runs a property on generated values and returns the first failure, shrunk, or `nil`.
///
/// Case *i* is generated from a seed of its own, derived from `seed`; with `replaying`, only the
/// case of that seed runs. Shrinking greedily takes the first candidate of `shrink` that still
/// fails, until none does (at most 2,000 candidates are tried).
///
/// ```swift
/// let failure = findCounterexample(
///   iterations: 1_000, seed: 7, generate: { $0.int(below: 100) },
///   shrink: { $0 > 0 ? [$0 / 2, $0 - 1] : [] },
///   property: { $0 < 90 ? nil : "too large" })
/// failure?.shrunk   // 90
/// ```
///
/// - Parameters:
///   - iterations: How many cases to run.
///   - seed: The base seed; fixed per property, so that runs are reproducible.
///   - replaySeed: The seed of the one case to run instead, if any.
///   - generate: Makes one value from a seeded generator.
///   - shrink: Smaller candidates for a failing value, most aggressive first.
///   - property: `nil` when the property holds, else a description of what went wrong.
/// - Returns: The first failing case, shrunk, or `nil` when every case passed.
/// - Complexity: `iterations` calls of `generate` and `property`, plus the shrinking.
public func findCounterexample<Value>(
  iterations: Int, seed: UInt64, replaying replaySeed: UInt64? = nil,
  generate: (inout SeededGenerator) -> Value, shrink: (Value) -> [Value] = { _ in [] },
  property: (Value) -> String?
) -> Counterexample<Value>? {
  for caseSeed in caseSeeds(iterations: iterations, seed: seed, replaying: replaySeed) {
    var generator = SeededGenerator(seed: caseSeed)
    let value = generate(&generator)
    guard let failure = property(value) else { continue }
    var current = (value, failure)
    var budget = shrinkBudget
    var improved = true
    while improved && budget > 0 {
      improved = false
      for candidate in shrink(current.0) where budget > 0 {
        budget -= 1
        if let candidateFailure = property(candidate) {
          current = (candidate, candidateFailure)
          improved = true
          break
        }
      }
    }
    return Counterexample(
      seed: caseSeed, original: value, originalFailure: failure, shrunk: current.0,
      shrunkFailure: current.1)
  }
  return nil
}

/// ``findCounterexample(iterations:seed:replaying:generate:shrink:property:)`` for a property
/// that must await (main-actor code with asynchronous steps).
///
/// - Parameters:
///   - iterations: How many cases to run.
///   - seed: The base seed.
///   - replaySeed: The seed of the one case to run instead, if any.
///   - generate: Makes one value from a seeded generator.
///   - shrink: Smaller candidates for a failing value, most aggressive first.
///   - property: `nil` when the property holds, else a description of what went wrong.
///   - isolation: The actor the property runs on: the caller's.
/// - Returns: The first failing case, shrunk, or `nil`.
/// - Complexity: As the synchronous form.
public func findCounterexample<Value>(
  iterations: Int, seed: UInt64, replaying replaySeed: UInt64? = nil,
  generate: (inout SeededGenerator) -> Value, shrink: (Value) -> [Value] = { _ in [] },
  asyncProperty property: (Value) async -> String?,
  isolation: isolated (any Actor)? = #isolation
) async -> Counterexample<Value>? {
  for caseSeed in caseSeeds(iterations: iterations, seed: seed, replaying: replaySeed) {
    var generator = SeededGenerator(seed: caseSeed)
    let value = generate(&generator)
    guard let failure = await property(value) else { continue }
    var current = (value, failure)
    var budget = shrinkBudget
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
    return Counterexample(
      seed: caseSeed, original: value, originalFailure: failure, shrunk: current.0,
      shrunkFailure: current.1)
  }
  return nil
}

/// The most shrink candidates a check tries.
private let shrinkBudget = 2_000

/// The seeds of the cases to run: `iterations` seeds derived from `seed`, or only `replaySeed`.
private func caseSeeds(iterations: Int, seed: UInt64, replaying replaySeed: UInt64?) -> [UInt64] {
  if let replaySeed { return [replaySeed] }
  var seeds = SeededGenerator(seed: seed)
  return (0..<iterations).map { _ in seeds.next() }
}

/// Shrink candidates for an array: without half of it, then without quarters, ..., then without
/// single elements.
///
/// - Parameter array: A failing array.
/// - Returns: Smaller arrays, the most aggressive first.
/// - Complexity: O(*n*² log *n*) for *n* elements, in the size of the result.
public func shrinkArray<Element>(_ array: [Element]) -> [[Element]] {
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
