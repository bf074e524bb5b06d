import Foundation
import Testing

@testable import snapdiff

/// What the command makes of identifiers and files, end to end (the reader's rules themselves are
/// tested in SnapshotsJSONTests).
@Suite("snapdiff identifiers and files")
struct SnapdiffIdentityTests {
  @Test func precomposedAndDecomposedIdentifiersAreDifferentItems() {
    let result = snapdiff(
      ["--format", "json", "old.json", "new.json"],
      files: ["old.json": #"["\u00e9"]"#, "new.json": #"["e\u0301"]"#])
    #expect(result.status == 1)
    #expect(result.stdout.contains(#""deleted": 1, "inserted": 1"#))
  }

  @Test func identifiers() {
    let result = snapdiff(
      ["old.json", "new.json"],
      files: ["old.json": #"["\u0061", 1, "1"]"#, "new.json": #"["a", 1.0, "1"]"#])
    #expect(result.status == 0, "\"\\u0061\" is \"a\", 1.0 is 1, \"1\" stays a string")
  }

  @Test func sectionsAndItemsAreSeparateSpaces() {
    let result = snapdiff(
      ["old.json", "new.json"],
      files: [
        "old.json": #"{"sections": [{"id": "a", "items": ["a"]}]}"#,
        "new.json": #"{"sections": [{"id": "a", "items": ["a"]}]}"#,
      ])
    #expect(result.status == 0 && result.stderr.isEmpty)
  }

  /// Files are mapped when the zeros after their end fit in their last page, and read otherwise:
  /// every size around a page boundary must give the same answer.
  @Test func fileSizesAroundPageBoundaries() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("snapdiff-sizes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    let old = directory.appendingPathComponent("old.json")
    try Data(#"["a"]"#.utf8).write(to: old)
    for size in (page - 20)...(page + 2) {
      // ["b", "xx…x"] padded to exactly `size` bytes, ending right at the closing bracket.
      let filler = String(repeating: "x", count: size - 9)
      let text = #"["b", "\#(filler)"]"#
      #expect(text.utf8.count == size)
      let new = directory.appendingPathComponent("new-\(size).json")
      try Data(text.utf8).write(to: new)
      let result = try runExecutable(["--stat", old.path, new.path])
      #expect(result.status == 1, "size \(size): \(result.stderr)")
      #expect(result.stdout.contains("items: 1 deleted, 2 inserted"), "size \(size)")
    }
  }
}
