import SnapshotsTesting
import Testing

/// The property runner must be able to fail, report its seed, shrink, and replay.
@Suite("Property runner")
struct PropertyRunnerTests {
  func largeValues(_ rng: inout SeededGenerator) -> [Int] {
    (0..<20).map { _ in rng.int(below: 100) }
  }

  @Test func findsAndShrinksACounterexample() throws {
    let found = try #require(
      findCounterexample(
        iterations: 10, seed: 1, generate: largeValues, shrink: shrinkArray,
        property: { $0.contains { $0 > 50 } ? "has a large value" : nil }))
    #expect(found.shrunk.count == 1, "shrunk to one element: \(found.shrunk)")
    #expect(found.shrunk[0] > 50)
    #expect(found.description.contains("SNAPSHOTS_PROPERTY_SEED=\(found.seed)"))
    let replayed = try #require(
      findCounterexample(
        iterations: 0, seed: 0, replaying: found.seed, generate: largeValues, shrink: shrinkArray,
        property: { $0.contains { $0 > 50 } ? "has a large value" : nil }))
    #expect(replayed.original == found.original, "the case seed replays the same value")
  }

  @Test func aTruePropertyHasNoCounterexample() {
    #expect(
      findCounterexample(
        iterations: 100, seed: 2, generate: largeValues, shrink: shrinkArray,
        property: { $0.count == 20 ? nil : "wrong count" }) == nil)
  }

  @Test func seedsAreReproducible() {
    var a = SeededGenerator(seed: 42)
    var b = SeededGenerator(seed: 42)
    #expect((0..<10).map { _ in a.next() } == (0..<10).map { _ in b.next() })
  }
}
