import Foundation
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

  /// A displaced reload, written as a deletion and an insertion, names its members on the
  /// insertion, in every chunk of a list long enough to be written in several (the writer
  /// walks the replacements beside the insertions), and no other insertion names any.
  @Test func everyReplacementNamesItsMembersAcrossChunks() throws {
    let count = 60_000
    func item(_ id: Int, _ value: Int) -> String { #"{"id": \#(id), "v": \#(value)}"# }
    let old = (0..<count).map { item($0, 0) }
    var new: [String] = []
    for id in 0..<count where id % 10 != 3 {
      new.append(item(id, id % 7 == 0 ? 1 : 0))
      if id % 3 == 0 { new.append(item(count + id, 0)) }
    }
    let result = snapdiff(
      ["--format", "json", "old", "new"],
      files: ["old": "[\(old.joined(separator: ","))]", "new": "[\(new.joined(separator: ","))]"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let stages = try #require(document["stages"] as? [[String: Any]])
    var deleted = Set<Int>()
    var inserted: [(id: Int, members: [String]?)] = []
    for stage in stages {
      let items = try #require(stage["items"] as? [String: [[String: Any]]])
      for entry in items["deleted"] ?? [] { deleted.insert(try #require(entry["id"] as? Int)) }
      for entry in items["inserted"] ?? [] {
        inserted.append((try #require(entry["id"] as? Int), entry["members"] as? [String]))
      }
    }
    let replacements = inserted.filter { deleted.contains($0.id) }
    #expect(inserted.count > 16_384, "more than one chunk of insertions")
    #expect(replacements.count > 1_000, "\(replacements.count) replacements")
    #expect(replacements.allSatisfy { $0.members == ["/v"] })
    #expect(inserted.filter { !deleted.contains($0.id) }.allSatisfy { $0.members == nil })
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

  /// Names are JSON Pointer tokens in every format: `~` and `/` escaped, other bytes (and
  /// escapes) kept, whether the members are in the same order on both sides or not, and an
  /// ignored one left out.
  @Test func namesAreEscapedAsPointerTokens() {
    let files = [
      "old": #"""
      [{"id": 1, "a/b~c": 1, "é~": 1, "x": 1}, {"id": 2, "a/b": 1, "z": 1},
       {"id": 3, "caf\u00e9": 1}]
      """#,
      "new": #"""
      [{"id": 1, "a/b~c": 2, "é~": 2, "x": 2}, {"id": 2, "z": 2, "a/b": 2},
       {"id": 3, "caf\u00e9": 2}]
      """#,
    ]
    let json = snapdiff(["--format", "json", "--ignore", "/x", "old", "new"], files: files)
    for members in [#"["/a~1b~0c", "/é~0"]"#, #"["/a~1b", "/z"]"#, #"["/café"]"#] {
      #expect(json.stdout.contains(#""members": \#(members)}"#), "\(json.stdout)")
    }
    let text = snapdiff(["--ignore", "/x", "old", "new"], files: files)
    #expect(
      text.stdout.hasPrefix(
        "  ~ item [0, 0] 1: a~1b~0c, é~0\n  ~ item [0, 1] 2: a~1b, z\n  ~ item [0, 2] 3: café\n"),
      "\(text.stdout)")
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
