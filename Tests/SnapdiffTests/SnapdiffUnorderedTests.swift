import Testing

@testable import snapdiff

/// `--unordered` (Docs/CLI.md, "Lists without order"): sections and items compared as sets of
/// identifiers; nothing moves within a list, and what the outputs say holds for NEW taken in
/// OLD's order.
@Suite("snapdiff --unordered")
struct SnapdiffUnorderedTests {
  static let files = [
    "old": #"""
    {"sections": [{"id": "a", "items": [{"id": 1, "v": 1}, {"id": 2, "v": 1}, {"id": 3, "v": 1}]},
                  {"id": "b", "items": [4, 5]}]}
    """#,
    "new": #"""
    {"sections": [{"id": "b", "items": [5, 4, 6]},
                  {"id": "a", "items": [{"id": 3, "v": 2}, {"id": 9}, {"id": 1, "v": 1}]}]}
    """#,
    "shuffled": #"""
    {"sections": [{"id": "b", "items": [5, 4]},
                  {"id": "a", "items": [{"id": 3, "v": 1}, {"id": 1, "v": 1}, {"id": 2, "v": 1}]}]}
    """#,
    "across": #"""
    {"sections": [{"id": "a", "items": [{"id": 1, "v": 1}, {"id": 3, "v": 1}]},
                  {"id": "b", "items": [{"id": 2, "v": 1}, 5, 4]}]}
    """#,
  ]

  /// Insertions, deletions and content changes only; positions in NEW are as if in OLD's order.
  @Test func onlyInsertionsDeletionsAndChanges() {
    let result = snapdiff(["--unordered", "old", "new"], files: Self.files)
    #expect(result.status == 1)
    #expect(
      result.stdout == """
          - item [0, 1] 2
          + item [0, 2] 9
          + item [1, 1] 6
          ~ item [0, 2] -> [0, 1] 3: v
        1 batch; sections: 0 deleted, 0 inserted, 0 moved, 0 reloaded; items: 1 deleted, 2 inserted, 0 moved, 1 reloaded

        """, "\(result.stdout)")
  }

  /// Another order of the same sets is no difference (exit 0), as the ordered diff says it is.
  @Test func anotherOrderIsNoDifference() {
    let ordered = snapdiff(["old", "shuffled"], files: Self.files)
    #expect(ordered.status == 1)
    let unordered = snapdiff(["--unordered", "old", "shuffled"], files: Self.files)
    #expect(unordered.status == 0)
    #expect(unordered.stdout.isEmpty)
  }

  /// The patch has no move; applied to OLD, it gives a document equal to NEW as sets.
  @Test func thePatchGivesNewUpToOrder() {
    let patch = snapdiff(["--unordered", "--format", "jsonpatch", "old", "new"], files: Self.files)
    #expect(!patch.stdout.contains(#""move""#))
    var files = Self.files
    files["patch"] = patch.stdout
    let applied = snapdiff(["apply", "old", "patch"], files: files)
    #expect(applied.status == 0, "\(applied.stderr)")
    files["applied"] = applied.stdout
    #expect(snapdiff(["--unordered", "-q", "applied", "new"], files: files).status == 0)
  }

  /// Going to another section is a change of membership, not of order: still a move.
  @Test func anItemThatChangesSectionStillMoves() {
    let result = snapdiff(["--unordered", "old", "across"], files: Self.files)
    #expect(
      result.stdout == """
          > item [0, 1] -> [1, 0] 2
        1 batch; sections: 0 deleted, 0 inserted, 0 moved, 0 reloaded; items: 0 deleted, 0 inserted, 1 moved, 0 reloaded

        """, "\(result.stdout)")
  }

  @Test func applyTakesNoUnordered() {
    let result = snapdiff(["apply", "--unordered", "old", "new"], files: Self.files)
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix("Error: option '--unordered' does not apply to 'snapdiff apply'\n"))
  }
}
