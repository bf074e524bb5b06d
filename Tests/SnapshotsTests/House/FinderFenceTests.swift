import Foundation
import Testing

/// "Where was this new item?" is decided in one place: the plan chooses each finder
/// (`Changeset+Plan.swift`), the matching makes the finder it chose (`Changeset+Matching.swift`),
/// and no finder decides which finder comes next.
@Suite("Finder fence")
struct FinderFenceTests {
  static let plan = "Changeset/Computing/Changeset+Plan.swift"
  static let matching = "Changeset/Computing/Changeset+Matching.swift"
  static let tuning = "Primitives/_Tuning.swift"
  static let layout = "Snapshot/Snapshot+Layout.swift"

  /// What chooses a finder (the switches and the sizes they compare) and what makes one.
  static let confined: [String: Set<String>] = [
    "walkedLocationsMinimumIndexBytes": [plan, tuning],
    "walkedLocationsMinimumIndexBytesHashedByCall": [plan, tuning],
    "indexSweepSlotsPerItem": [plan, tuning],
    "indexSweepMinimumBytesHashedInline": [plan, tuning],
    "_itemIndexByteCount": [plan, layout],
    "_itemIndexSlotCount": [plan, layout],
    "_OldLocationFinder": [plan, "Changeset/Computing/Changeset+OldLocations.swift"],
    "_EndsLocations": [
      plan, "Changeset/Computing/Changeset+EndsLocations.swift",
      "Changeset/Computing/Changeset+OldLocations.swift",
    ],
    "_CursorLocations": [matching, "Changeset/Computing/Changeset+CursorLocations.swift"],
    "_WalkedLocations": [matching, "Changeset/Computing/Changeset+WalkedLocations.swift"],
    "_LookedUpLocations": [
      matching, "Changeset/Computing/Changeset+HashedLocations.swift",
      "Changeset/Computing/Changeset+SweptLocations.swift",
    ],
  ]

  @Test func onlyThePlanChoosesAFinder() throws {
    let files = try FloorFenceTests.snapshots.files()
    #expect(files.count > 100)
    let escapes = SourceFence.escapes(of: Self.confined, in: files)
    #expect(escapes.isEmpty, "choose finders in the plan only: \(escapes)")
  }

  /// A finder that picks the next finder itself, or a file that makes a finder the plan did not
  /// choose, is caught; the names in comments are not code.
  @Test func aPlantedChoiceIsCaught() {
    let cursor = "Changeset/Computing/Changeset+CursorLocations.swift"
    let planted = [
      (cursor, SourceFence.code(of: "if n * _Tuning.indexSweepSlotsPerItem > c { sweep() }")),
      ("Batches/Changeset._Staging.swift", "var c = Changeset._CursorLocations(old: o)"),
      (Self.matching, SourceFence.code(of: "// _Tuning.indexSweepSlotsPerItem\nlet x = 1")),
    ]
    #expect(
      SourceFence.escapes(of: Self.confined, in: planted) == [
        "\(cursor) uses indexSweepSlotsPerItem",
        "Batches/Changeset._Staging.swift uses _CursorLocations",
      ])
  }
}
