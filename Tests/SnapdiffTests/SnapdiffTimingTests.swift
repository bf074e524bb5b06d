import Testing

@testable import SnapshotsJSON
@testable import snapdiff

/// `SNAPDIFF_TIMING=1`: each phase's time, and on Linux the resident size at its end, on
/// standard error; nothing on standard output changes.
@Suite("snapdiff timing")
struct SnapdiffTimingTests {
  let files = ["a.json": #"["x", "y"]"#, "b.json": #"["y", "x", "z"]"#]

  @Test func everyPhaseIsTimedAndTheOutputIsUnchanged() {
    let timed = snapdiff(["a.json", "b.json"], files: files, environment: ["SNAPDIFF_TIMING": "1"])
    let plain = snapdiff(["a.json", "b.json"], files: files)
    #expect(timed.stdout == plain.stdout)
    #expect(timed.status == plain.status)
    let phases = timed.stderr.split(separator: "\n").filter { !$0.hasPrefix("snapdiff timing:   ") }
    #expect(
      phases.map {
        $0.split(separator: " ms")[0].split(separator: " ").dropLast().joined(separator: " ")
      }
        == [
          "snapdiff timing: read", "snapdiff timing: parse and index (both documents at once)",
          "snapdiff timing: diff", "snapdiff timing: stage", "snapdiff timing: write",
        ])
  }

  #if os(Linux)
    /// The resident size after each phase, and the high-water mark so far, which never falls and
    /// is never below the resident size.
    @Test func residentSizesFollowEachPhase() throws {
      let timed = snapdiff(
        ["a.json", "b.json"], files: files, environment: ["SNAPDIFF_TIMING": "1"])
      var previousPeak = 0
      var phases = 0
      for line in timed.stderr.split(separator: "\n") where !line.hasPrefix("snapdiff timing:   ") {
        let memory = try #require(line.split(separator: "(resident ").last)
        let numbers = memory.split { !$0.isNumber }.compactMap { Int($0) }
        try #require(numbers.count == 2, "\(line)")
        let (resident, peak) = (numbers[0], numbers[1])
        #expect(resident > 0 && peak >= resident && peak >= previousPeak, "\(line)")
        previousPeak = peak
        phases += 1
      }
      #expect(phases == 5)
      let sizes = try #require(System.residentSizes())
      #expect(sizes.current > 1 << 20 && sizes.peak >= sizes.current)
    }
  #endif
}
