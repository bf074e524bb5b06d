import SnapshotsJSON
import Testing

@testable import snapdiff

/// `--ignore POINTER` (Docs/CLI.md, "Ignored members"): ignored members never make a reload,
/// the patch still turns OLD into NEW exactly, and bad pointers are refused.
@Suite("snapdiff --ignore")
struct SnapdiffIgnoreTests {
  static let files = [
    "old":
      #"[{"id": "a", "name": "Ada", "updatedAt": 1, "meta": {"etag": "x", "k": 1}}, {"id": "b", "name": "B", "updatedAt": 1}]"#,
    "new":
      #"[{"id": "a", "name": "Ada", "updatedAt": 2, "meta": {"etag": "y", "k": 1}}, {"id": "b", "name": "Bee", "updatedAt": 2}]"#,
  ]
  static let ignoring = ["--ignore", "/updatedAt", "--ignore=/meta/etag"]

  @Test func ignoredMembersMakeNoReload() {
    let all = snapdiff(["old", "new"], files: Self.files)
    #expect(all.stdout.contains(#"~ item [0, 0] "a""#))
    let result = snapdiff(Self.ignoring + ["old", "new"], files: Self.files)
    #expect(result.status == 1)
    #expect(
      result.stdout == """
          ~ item [0, 1] "b": name
          = 1 item changed only in ignored members
        1 batch; sections: 0 deleted, 0 inserted, 0 moved, 0 reloaded; items: 0 deleted, 0 inserted, 0 moved, 1 reloaded

        """)
    let json = snapdiff(Self.ignoring + ["--format", "json", "old", "new"], files: Self.files)
    #expect(json.stdout.contains(#""reloaded": 1"#))
  }

  /// The patch replaces the items that changed only in ignored members too: applied to OLD, it
  /// gives NEW.
  @Test func thePatchStillTurnsOldIntoNew() throws {
    let patch = snapdiff(
      Self.ignoring + ["--format", "jsonpatch", "old", "new"], files: Self.files)
    #expect(patch.status == 1)
    var files = Self.files
    files["patch"] = patch.stdout
    let applied = snapdiff(["apply", "old", "patch"], files: files)
    #expect(applied.status == 0, "\(applied.stderr)")
    #expect(
      try JSONValue(parsing: Array(applied.stdout.utf8))
        == (try JSONValue(parsing: Array(Self.files["new"]!.utf8))))
  }

  /// Changes only in ignored members: no batch, but the documents differ (exit 1), as the patch
  /// says; a nested member that is not there, or a scalar item, is left as it is.
  @Test func onlyIgnoredChangesStillDiffer() {
    let files = [
      "old": #"{"sections": [{"id": "s", "items": [{"id": 1, "t": 1}, 2]}]}"#,
      "new": #"{"sections": [{"id": "s", "items": [{"id": 1, "t": 5}, 2]}]}"#,
    ]
    let result = snapdiff(["--ignore", "/t", "--ignore", "/x/y", "old", "new"], files: files)
    #expect(result.status == 1)
    #expect(result.stdout.hasPrefix("  = 1 item changed only in ignored members\n0 batches;"))
    let quiet = snapdiff(["-q", "--ignore", "/t", "old", "new"], files: files)
    #expect(quiet.status == 1 && quiet.stdout == "")
  }

  @Test(arguments: [
    (
      ["--ignore", "nope", "old", "new"],
      "Error: invalid value 'nope' for '--ignore' (expected a JSON Pointer to a member, such as /updatedAt)"
    ),
    (
      ["--ignore", "", "old", "new"],
      "Error: invalid value '' for '--ignore' (expected a JSON Pointer to a member, such as /updatedAt)"
    ),
    (
      ["--ignore", "/id", "old", "new"], "Error: '--ignore /id' would ignore the identifier member"
    ),
    (
      ["--id", "sku", "--ignore", "/sku", "old", "new"],
      "Error: '--ignore /sku' would ignore the identifier member"
    ),
    (
      ["apply", "--ignore", "/t", "old", "new"],
      "Error: option '--ignore' does not apply to 'snapdiff apply'"
    ),
  ])
  func badPointersExitTwo(_ arguments: [String], _ message: String) {
    let result = snapdiff(arguments, files: Self.files)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix(message + "\n"), "\(result.stderr)")
  }
}
