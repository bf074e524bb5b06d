import Testing

@testable import Snapshots

@Suite("longestIncreasingSubsequence")
struct LongestIncreasingSubsequenceTests {
  func isIncreasingSubsequence(_ positions: [Int], of values: [Int]) -> Bool {
    zip(positions, positions.dropFirst()).allSatisfy { $0 < $1 && values[$0] < values[$1] }
  }

  @Test func examples() {
    #expect(longestIncreasingSubsequence([]) == [])
    #expect(longestIncreasingSubsequence([5]) == [0])
    #expect(longestIncreasingSubsequence([3, 0, 4, 1, 2]) == [1, 3, 4])
    #expect(longestIncreasingSubsequence([1, 2, 3]) == [0, 1, 2])
    #expect(longestIncreasingSubsequence([3, 2, 1]).count == 1)
    #expect(longestIncreasingSubsequence([2, 2, 2]).count == 1, "strictly increasing")
  }

  @Test func matchesTheQuadraticDynamicProgram() {
    checkProperty(
      iterations: 3_000, seed: 0x11_5EED,
      generate: { rng in (0..<rng.int(below: 60)).map { _ in rng.int(below: 40) } },
      shrink: shrinkArray,
      property: { values in
        let positions = longestIncreasingSubsequence(values)
        if !isIncreasingSubsequence(positions, of: values) { return "not increasing: \(positions)" }
        let expected = increasingSubsequenceLengthQuadratic(values)
        return positions.count == expected ? nil : "length \(positions.count), expected \(expected)"
      })
  }
}
