import SnapshotsJSON
import Testing

@testable import snapdiff

/// `--format markdown` and `--format github` (Docs/CLI.md, "Output for review"): golden outputs,
/// the cap, escaping, `--stat`, and no differences.
@Suite("snapdiff review formats")
struct SnapdiffReviewFormatTests {
  static let files = [
    "old": """
    {"sections": [
      {"id": "a", "items": [
        {"id": 1, "v": 1},
        {"id": 2, "v": 1},
        "x|<y>"
      ]},
      {"id": "gone", "items": []}
    ]}
    """,
    "new": """
    {"sections": [
      {"id": "a", "items": [
        {"id": 2, "v": 1},
        {"id": 1, "v": 2},
        "new"
      ]}
    ]}
    """,
  ]

  @Test func markdownIsASummaryAndATable() {
    let result = snapdiff(["--format", "markdown", "old", "new"], files: Self.files)
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        **snapdiff** <code>old</code> → <code>new</code>: 1 batch; sections: 1 deleted, 0 inserted, 0 moved, 0 reloaded; items: 1 deleted, 1 inserted, 1 moved, 1 reloaded

        | | Change |
        | --- | --- |
        | - | <code>section 1 "gone"</code> |
        | - | <code>item [0, 2] "x&#124;&lt;y&gt;"</code> |
        | + | <code>item [0, 2] "new"</code> |
        | > | <code>item [0, 1] -&gt; [0, 0] 2</code> |
        | ~ | <code>item [0, 0] -&gt; [0, 1] 1: v</code> |

        """)
  }

  @Test func githubIsAnAnnotationPerChange() {
    let result = snapdiff(["--format", "github", "old", "new"], files: Self.files)
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        ::warning file=old,line=7,title=snapdiff::deleted section 1 "gone"
        ::warning file=old,line=5,title=snapdiff::deleted item [0, 2] "x|<y>"
        ::notice file=new,line=5,title=snapdiff::inserted item [0, 2] "new"
        ::notice file=new,line=3,title=snapdiff::moved item [0, 1] -> [0, 0] 2
        ::notice file=new,line=4,title=snapdiff::reloaded item [0, 0] -> [0, 1] 1: v
        ::notice title=snapdiff::1 batch; sections: 1 deleted, 0 inserted, 0 moved, 0 reloaded; items: 1 deleted, 1 inserted, 1 moved, 1 reloaded

        """)
  }

  /// Sixty insertions: fifty shown, then one line for the rest, in both formats.
  @Test func bothAreCapped() {
    let items = (0..<60).map { "\"i\($0)\"" }.joined(separator: ", ")
    let files = ["old": "[]", "new": "[\(items)]"]
    let markdown = snapdiff(["--format", "markdown", "old", "new"], files: files).stdout
    #expect(markdown.split(separator: "\n").filter { $0.hasPrefix("| + |") }.count == 50)
    #expect(markdown.hasSuffix("| | … and 10 more |\n"))
    let github = snapdiff(["--format", "github", "old", "new"], files: files).stdout
    #expect(github.split(separator: "\n").filter { $0.hasPrefix("::notice file=") }.count == 50)
    #expect(github.contains("::notice title=snapdiff::… and 10 more changes\n"))
  }

  /// A workflow command's properties escape `%`, `:`, `,` and line breaks; its message `%` and
  /// line breaks.
  @Test func githubEscapesWhatWorkflowCommandsRead() {
    let files = ["a:b,c%.json": #"["p%q"]"#, "new": #"["n"]"#]
    let result = snapdiff(["--format", "github", "a:b,c%.json", "new"], files: files).stdout
    #expect(
      result.hasPrefix(
        "::warning file=a%3Ab%2Cc%25.json,line=1,title=snapdiff::deleted item [0, 0] \"p%25q\"\n"))
    #expect(githubData("a\nb\r%") == "a%0Ab%0D%25")
  }

  @Test func statAndNoDifferences() {
    let stat = snapdiff(["--format", "markdown", "--stat", "old", "new"], files: Self.files)
    #expect(stat.stdout.split(separator: "\n").count == 1)
    let github = snapdiff(["--format", "github", "--stat", "old", "new"], files: Self.files)
    #expect(github.stdout.hasPrefix("::notice title=snapdiff::1 batch;"))
    let same = ["old": "[1]", "new": "[1]"]
    #expect(
      snapdiff(["--format", "markdown", "old", "new"], files: same).stdout == "No differences.\n")
    #expect(snapdiff(["--format", "github", "old", "new"], files: same).stdout == "")
  }

  /// What changed without a row of its own (what is beside the list, ignored members only) is
  /// still said, in every format: the exit status is 1 (found by trying them as a user).
  @Test func changesWithoutARowAreSaid() {
    let files = [
      "old": #"{"meta": {"at": 1}, "data": {"items": [{"id": "a", "t": 1}]}}"#,
      "new": #"{"meta": {"at": 2}, "data": {"items": [{"id": "a", "t": 2}]}}"#,
    ]
    let options = ["--list", "/data/items", "--ignore", "/t"]
    let markdown = snapdiff(options + ["--format", "markdown", "old", "new"], files: files)
    #expect(markdown.status == 1)
    #expect(
      markdown.stdout.hasSuffix(
        """
        | ~ | <code>document: outside the list: /meta</code> |
        | = | <code>1 item changed only in ignored members</code> |

        """), "\(markdown.stdout)")
    let github = snapdiff(options + ["--format", "github", "old", "new"], files: files)
    #expect(
      github.stdout.hasPrefix(
        """
        ::notice file=new,title=snapdiff::reloaded document: outside the list: /meta
        ::notice file=new,title=snapdiff::1 item changed only in ignored members

        """), "\(github.stdout)")
    let html = snapdiff(options + ["--format", "html", "old", "new"], files: files)
    #expect(html.status == 1 && !html.stdout.contains("No differences"))
    #expect(
      html.stdout.contains(
        #"<p class="note unplaced"><bdi>1 item changed only in ignored members</bdi></p>"#))
    #expect(html.stdout.contains("<bdi>document: outside the list: /meta</bdi>"))
  }
}
