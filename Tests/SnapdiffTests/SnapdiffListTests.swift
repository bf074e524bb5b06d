import SnapshotsJSON
import Testing

@testable import snapdiff

/// `--list POINTER` (Docs/CLI.md, "A list inside a document"): the diff, `apply` and `merge` read
/// the list inside a larger document, every output keeps paths from the document's root, and
/// what is beside the list is a change of its own.
@Suite("snapdiff --list")
struct SnapdiffListTests {
  static let files = [
    "old": """
    {"meta": {"fetchedAt": "t1", "etag": "a"}, "data": {"total": 2, "items": [
      {"id": "c-ada", "phone": "1"}, {"id": "c-bob", "phone": "2"}]}}
    """,
    "new": """
    {"meta": {"fetchedAt": "t2", "etag": "a"}, "data": {"total": 2, "items": [
      {"id": "c-bob", "phone": "2"}, {"id": "c-ada", "phone": "9"}, {"id": "c-cy", "phone": "3"}]}}
    """,
    "theirs": """
    {"meta": {"fetchedAt": "t1", "etag": "b"}, "data": {"total": 2, "items": [
      {"id": "c-ada", "phone": "1"}, {"id": "c-bob", "phone": "7"}]}}
    """,
    "sectioned": """
    {"page": [{"x": 1}, {"sections": [{"id": "s", "items": ["a", "b"]}]}]}
    """,
    "sectioned-new": """
    {"page": [{"x": 1}, {"sections": [{"id": "s", "items": ["b", "a"]}]}, {"y": 2}]}
    """,
  ]

  @Test func theTextNamesTheChangeOutsideTheList() {
    let result = snapdiff(["--list", "/data/items", "old", "new"], files: Self.files)
    #expect(result.status == 1)
    #expect(
      result.stdout == """
          + item [0, 2] "c-cy"
          > item [0, 1] -> [0, 0] "c-bob"
          ~ item [0, 0] -> [0, 1] "c-ada": phone
          ~ document: outside the list: /meta
        1 batch; sections: 0 deleted, 0 inserted, 0 moved, 0 reloaded; items: 0 deleted, 1 inserted, 1 moved, 1 reloaded

        """,
      "\(result.stdout)")
  }

  /// jsonpatch paths start with the pointer, what is beside the list comes first (each value
  /// beside the way down, whole), and the patch turns OLD into NEW exactly.
  @Test func thePatchHasPathsFromTheRoot() throws {
    let patch = snapdiff(
      ["--list", "/data/items", "--format", "jsonpatch", "old", "new"], files: Self.files)
    #expect(patch.status == 1)
    #expect(
      patch.stdout == """
        [
        {"op": "replace", "path": "/meta", "value": {"fetchedAt": "t2", "etag": "a"}},
        {"op": "move", "from": "/data/items/1", "path": "/data/items/0"},
        {"op": "add", "path": "/data/items/2", "value": {"id": "c-cy", "phone": "3"}},
        {"op": "replace", "path": "/data/items/1", "value": {"id": "c-ada", "phone": "9"}}
        ]

        """, "\(patch.stdout)")
    try expectApplying(patch.stdout, to: "old", gives: "new")
  }

  /// The staged batches say where the list is and carry the patch for what is beside it;
  /// `apply` takes both, so the changes turn OLD into NEW without `--list`.
  @Test func theStagesCarryTheListAndWhatIsOutside() throws {
    let json = snapdiff(
      ["--list", "/data/items", "--format", "json", "old", "new"], files: Self.files)
    #expect(
      json.stdout.hasSuffix(
        """
        "list": "/data/items",
        "outside": [{"op": "replace", "path": "/meta", "value": {"fetchedAt": "t2", "etag": "a"}}]}

        """), "\(json.stdout)")
    try expectApplying(json.stdout, to: "old", gives: "new")
    var files = Self.files
    files["changes"] = json.stdout
    let other = snapdiff(["apply", "--list", "/data", "old", "changes"], files: files)
    #expect(other.status == 2)
    #expect(
      other.stderr
        == "Error: changes: the list is at /data, but the changes are for the list at /data/items\n"
    )
  }

  /// A sectioned object inside an array, and a value added beside it.
  @Test func aSectionedListInsideAnArray() throws {
    let patch = snapdiff(
      ["--list", "/page/1", "--format", "jsonpatch", "sectioned", "sectioned-new"],
      files: Self.files)
    #expect(
      patch.stdout == """
        [
        {"op": "add", "path": "/page/2", "value": {"y": 2}},
        {"op": "move", "from": "/page/1/sections/0/items/1", "path": "/page/1/sections/0/items/0"}
        ]

        """, "\(patch.stdout)")
    try expectApplying(patch.stdout, to: "sectioned", gives: "sectioned-new")
  }

  /// What is beside the list merges member by member; the merged list goes back in its place.
  @Test func theMergeMergesWhatIsOutsideToo() {
    let result = snapdiff(
      ["merge", "--list", "/data/items", "old", "new", "theirs"], files: Self.files)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == """
        {"meta":{"fetchedAt":"t2","etag":"b"},"data":{"total":2,"items":[
          {"id": "c-bob", "phone": "7"},
          {"id": "c-ada", "phone": "9"},
          {"id": "c-cy", "phone": "3"}
        ]}}

        """, "\(result.stdout)")
  }

  /// Both sides changed one value beside the list: a conflict at its path from the root.
  @Test func aConflictOutsideTheListNamesItsPath() {
    var files = Self.files
    files["later"] = Self.files["old"]!.replacingOccurrences(of: "t1", with: "t3")
    let result = snapdiff(["merge", "--list", "/data/items", "old", "new", "later"], files: files)
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "snapdiff: conflict: changed: the document, member /meta/fetchedAt: kept ours\n")
    #expect(result.stdout.hasPrefix(#"{"meta":{"fetchedAt":"t2","etag":"a"},"#))
  }

  @Test(arguments: [
    (
      ["--list", "data/items", "old", "new"],
      "Error: invalid value 'data/items' for '--list' (expected a JSON Pointer to the list, such as /data/items)"
    ),
    (
      ["--list", "/data/itemz", "old", "new"],
      #"Error: old:1:52: invalid snapshot: --list /data/itemz names nothing: /data has no member or element "itemz""#
    ),
    (
      ["--list", "/meta", "old", "new"],
      #"Error: old:1:10: invalid snapshot: the object at /meta (--list) has no "sections" member (expected an array of items or {"sections": [...]})"#
    ),
    (
      ["--list", "/data/total", "old", "new"],
      #"Error: old:1:62: invalid snapshot: the value at /data/total (--list) must be an array of items or an object with "sections""#
    ),
    (
      ["merge", "--list", "x", "old", "new", "theirs"],
      "Error: invalid value 'x' for '--list' (expected a JSON Pointer to the list, such as /data/items)"
    ),
  ])
  func badPointersExitTwo(_ arguments: [String], _ message: String) {
    let result = snapdiff(arguments, files: Self.files)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix(message + "\n"), "\(result.stderr)")
  }

  /// Applies `changes` to the file `old` with `snapdiff apply` and expects the file `new`.
  private func expectApplying(_ changes: String, to old: String, gives new: String) throws {
    var files = Self.files
    files["changes"] = changes
    let applied = snapdiff(["apply", old, "changes"], files: files)
    #expect(applied.status == 0, "\(applied.stderr)")
    #expect(
      try JSONValue(parsing: Array(applied.stdout.utf8))
        == (try JSONValue(parsing: Array(Self.files[new]!.utf8))))
  }
}
