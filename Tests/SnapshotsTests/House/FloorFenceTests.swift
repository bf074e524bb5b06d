import Foundation
import Testing

/// The house in floors (ARCHITECTURE.md).
///
/// Within a module, every room (folder) depends only on itself and the rooms below it. Between
/// modules the package manifest already forbids cycles.
@Suite("Floor fence")
struct FloorFenceTests {
  static let sources = DocSnippetTests.package.appendingPathComponent("Sources")

  /// The library's floors, bottom up.
  static let snapshots = SourceFence(
    root: sources.appendingPathComponent("Snapshots"),
    floors: [
      "Primitives", "Snapshot", "Outline", "Diffing", "Changeset", "Changeset/Computing",
      "Batches", "Changeset/Results", "Changeset/Conveniences", "Applying", "Changeset/Wire",
      "DataSource",
    ])

  /// SnapshotsJSON's floors, bottom up.
  static let json = SourceFence(
    root: sources.appendingPathComponent("SnapshotsJSON"),
    floors: [
      "Platform", "Reading", "Values", "Comparing", "Writing", "Writing/HTML", "Patching",
      "Documents", "Merging",
    ])

  @Test(arguments: [("Snapshots", snapshots), ("SnapshotsJSON", json)])
  func everyRoomDependsOnlyDownwards(_ module: String, _ fence: SourceFence) throws {
    let files = try fence.files()
    #expect(files.count > 20)
    let (violations, unplaced) = fence.violations(in: files)
    #expect(unplaced.isEmpty, "\(module): files in no floor: \(unplaced)")
    #expect(violations.isEmpty, "\(module): references up a floor:\n\(violations)")
  }

  /// The fence sees an upward reference, and only code: a name in a comment or a string is none.
  @Test func aPlantedUpwardReferenceIsCaught() {
    let fence = SourceFence(root: Self.sources, floors: ["Low", "High"])
    let files = [
      (
        path: "High/Top.swift",
        code: SourceFence.code(of: "public struct Top {}\nfunc _helper() {}")
      ),
      (
        path: "Low/Bottom.swift",
        code: SourceFence.code(
          of:
            "struct Bottom {\n  // Top\n  let text = \"Top\"\n  var top: Top\n  func f() { _helper() }\n}"
        )
      ),
    ]
    let found = fence.violations(in: files).violations.map(\.name)
    #expect(found == ["Top", "_helper"])
    #expect(
      SourceFence.declarations(in: "  @inlinable internal func _probe() {}\n  func open() {}") == [
        "_probe"
      ])
    #expect(
      SourceFence.code(of: ##"let s = #"a "quoted" b"#; let t = 1 // Top"##)
        == #"let s = ""; let t = 1 "#)
  }
}
