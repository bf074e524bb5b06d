import Testing

@testable import SnapshotsJSON
@testable import snapdiff

/// `snapdiff --format html`: the page's marks add up to the JSON summary, and input stays text.
@Suite("snapdiff html")
struct SnapdiffHTMLTests {
  let files = [
    "old.json":
      #"{"sections": [{"id": "a", "items": [1, {"id": 2, "n": "two"}, 3]}, {"id": "b", "items": [5, 6, 7, 8, 9]}]}"#,
    "new.json":
      #"{"sections": [{"id": "b", "items": [5, 6, 7, 8, 9, 1]}, {"id": "a", "items": [{"id": 2, "n": "TWO"}, 4]}]}"#,
  ]

  /// The counted marks of a page, by scope and operation (`item delete`, ...).
  func marks(_ page: String) -> [String: Int] {
    var counts: [String: Int] = [:]
    var rest = Substring(page)
    while let range = rest.range(of: #"data-op=""#) {
      let op = rest[range.upperBound...].prefix { $0 != "\"" }
      let scopeStart = rest[range.upperBound...].range(of: #"data-scope=""#)!.upperBound
      let scope = rest[scopeStart...].prefix { $0 != "\"" }
      counts["\(scope) \(op)", default: 0] += 1
      rest = rest[scopeStart...]
    }
    return counts
  }

  @Test func theMarksAddUpToTheJSONSummary() {
    let result = snapdiff(["--format", "html", "old.json", "new.json"], files: files)
    #expect(result.status == 1 && result.stderr.isEmpty)
    #expect(result.stdout.hasPrefix("<!DOCTYPE html>") && result.stdout.hasSuffix("</html>\n"))
    let stat = snapdiff(["--format", "json", "--stat", "old.json", "new.json"], files: files)
    #expect(
      stat.stdout
        == #"{"summary": {"sections": {"deleted": 0, "inserted": 0, "moved": 1, "reloaded": 0}, "items": {"deleted": 1, "inserted": 1, "moved": 1, "reloaded": 1}}}"#
        + "\n")
    #expect(
      marks(result.stdout) == [
        "section move": 1, "item delete": 1, "item insert": 1, "item move": 1, "item reload": 1,
      ])
    // The move is drawn from OLD's row of item 1 (flattened index 0) to NEW's (index 5).
    #expect(
      result.stdout.contains(#"<script type="application/json" id="snapdiff-moves">[[0,5,0]]"#))
    #expect(result.stdout.contains("2 batches; sections: 0 deleted, 0 inserted, 1 moved"))
    // Five unchanged items of b are folded on the OLD side.
    #expect(result.stdout.contains("… 5 unchanged items"))
  }

  @Test func noDifferencesAndTheSummaryOnly() {
    let same = snapdiff(["--format", "html", "old.json", "old.json"], files: files)
    #expect(same.status == 0 && same.stdout.contains(#"<p class="summary">No differences</p>"#))
    let stat = snapdiff(["--format=html", "--stat", "old.json", "new.json"], files: files)
    #expect(stat.status == 1 && !stat.stdout.contains("<main>"))
    #expect(stat.stdout.contains("items: 1 deleted, 1 inserted, 1 moved, 1 reloaded</p>"))
  }

  @Test func inputStaysText() {
    let evil = #"</script><script>alert(1)</script><img src=x onerror=alert(2)>"#
    let escapedEvil =
      #"&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;"#
    func json(_ text: String) -> String {
      "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
    let files = [
      "old.json":
        #"{"sections": [{"id": \#(json(evil)), "h": \#(json(evil)), "items": [{"id": \#(json(evil)), "v": 1}, "x"]}]}"#,
      "new.json":
        #"{"sections": [{"id": \#(json(evil)), "h": \#(json(evil)), "items": ["x", {"id": \#(json(evil)), "v": \#(json(evil))}]}]}"#,
    ]
    let page = snapdiff(["--format", "html", "old.json", "new.json"], files: files).stdout
    #expect(page.contains(escapedEvil))
    #expect(!page.contains("<img") && !page.contains("alert(1)</script>"))
    // The page's own two script elements, and nothing else that runs.
    #expect(page.components(separatedBy: "<script").count - 1 == 2)
    #expect(htmlEscaped(#"a"b'c&<>"#) == #"a"b'c&amp;&lt;&gt;"#)
    #expect(htmlEscaped(#"a"b'c"#, inAttribute: true) == "a&quot;b&#39;c")
  }

  /// One-item sections never made a run of four unchanged items, so a page of many small
  /// sections listed them all: unchanged sections fold too.
  @Test func unchangedSectionsFoldIntoOneRow() {
    func document(_ changed: Int?) -> String {
      let sections = (0..<6).map { index in
        #"{"id": \#(index), "items": [{"id": "i\#(index)", "v": \#(index == changed ? 1 : 0)}]}"#
      }
      return #"{"sections": ["# + sections.joined(separator: ", ") + "]}"
    }
    let page = snapdiff(
      ["--format", "html", "old.json", "new.json"],
      files: ["old.json": document(nil), "new.json": document(3)]
    ).stdout
    #expect(page.components(separatedBy: #"<div class="section fold">"#).count - 1 == 4)
    #expect(page.contains("<summary>… 3 unchanged sections, 3 items</summary>"))
    #expect(page.contains("<summary>… 2 unchanged sections, 2 items</summary>"))
    #expect(marks(page) == ["item reload": 1])
  }

  /// An identifier holding a right-to-left override showed the rest of its row reversed, and
  /// line separators reached the page raw: every identifier, header and value is isolated, and
  /// the code points that reorder or hide text are shown as the text format shows them.
  @Test func bidirectionalControlsAndSeparatorsAreShownEscapedAndIsolated() {
    let files = [
      "old.json":
        "[{\"id\": \"exe.png\u{202E}di\", \"emas\": \"v\"}, \"line\u{2028}x\", \"a\u{200B}b\"]",
      "new.json":
        "[\"a\u{200B}b\", {\"id\": \"exe.png\u{202E}di\", \"emas\": \"w\u{2029}\"}, \"line\u{2028}x\"]",
    ]
    let page = snapdiff(["--format", "html", "old.json", "new.json"], files: files).stdout
    for raw in ["\u{202E}", "\u{2028}", "\u{2029}", "\u{200B}"] {
      #expect(!page.unicodeScalars.contains(raw.unicodeScalars.first!), "\(raw.debugDescription)")
    }
    #expect(page.contains(#"<code class="id"><bdi>"exe.png\u202Edi"</bdi></code>"#))
    #expect(page.contains(#"<code class="id"><bdi>"line\u2028x"</bdi></code>"#))
    #expect(
      page.contains(#"<span class="value"><bdi>{"id": "exe.png\u202Edi", "emas": "w\u2029"}</bdi>"#)
    )
    #expect(htmlShown("a\u{202E}<b>") == #"<bdi>a\u202E&lt;b&gt;</bdi>"#)
  }
}
