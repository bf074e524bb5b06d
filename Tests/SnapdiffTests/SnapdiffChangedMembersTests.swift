import Testing

@testable import snapdiff

/// A reloaded item says what changed (Docs/CLI.md, `--format text`, `--format json` and
/// `--format html`): its changed members, nested ones by their path, ignored ones left out.
@Suite("snapdiff names changed members")
struct SnapdiffChangedMembersTests {
  static let files = [
    "old": #"""
    [{"id": "c-ada", "name": "Ada", "phone": "1", "meta": {"etag": "x", "k": 1}, "tags": [1],
      "updatedAt": 1, "gone": true},
     {"id": "c-bob", "a": 1, "b": 1, "c": 1, "d": 1, "e": 1, "f": 1, "g": 1}]
    """#,
    "new": #"""
    [{"id": "c-ada", "name": "Ada", "phone": "2", "meta": {"etag": "y", "k": 1}, "tags": [1, 2],
      "updatedAt": 2, "added": null},
     {"id": "c-bob", "a": 2, "b": 2, "c": 2, "d": 2, "e": 2, "f": 2, "g": 2}]
    """#,
  ]

  @Test func theTextNamesTheMembersCapped() {
    let result = snapdiff(["old", "new"], files: Self.files)
    #expect(
      result.stdout == """
          ~ item [0, 0] "c-ada": phone, meta/etag, tags, updatedAt, gone and 1 more
          ~ item [0, 1] "c-bob": a, b, c, d, e and 2 more
        1 batch; sections: 0 deleted, 0 inserted, 0 moved, 0 reloaded; items: 0 deleted, 0 inserted, 0 moved, 2 reloaded

        """, "\(result.stdout)")
    let ignoring = snapdiff(
      ["--ignore", "/updatedAt", "--ignore", "/meta/etag", "old", "new"], files: Self.files)
    #expect(ignoring.stdout.hasPrefix(#"  ~ item [0, 0] "c-ada": phone, tags, gone, added"#))
  }

  /// `--format json` lists every changed member, in place and on a displaced reload alike.
  @Test func theStagesCarryEveryMember() {
    let result = snapdiff(["--format", "json", "old", "new"], files: Self.files)
    #expect(
      result.stdout.contains(
        #""members": ["/phone", "/meta/etag", "/tags", "/updatedAt", "/gone", "/added"]}"#),
      "\(result.stdout)")
    #expect(result.stdout.contains(#""members": ["/a", "/b", "/c", "/d", "/e", "/f", "/g"]}"#))
  }

  /// The page marks a reloaded row with its members, escaped.
  @Test func thePageMarksTheMembers() {
    let files = [
      "old": #"[{"id": 1, "<b>": 1}]"#,
      "new": #"[{"id": 1, "<b>": 2}]"#,
    ]
    let page = snapdiff(["--format", "html", "old", "new"], files: files).stdout
    #expect(
      page.contains(
        #"<span class="members" data-members="1">changed: <bdi>&lt;b&gt;</bdi></span>"#),
      "\(page)")
    #expect(!page.contains("<b>"))
  }
}
