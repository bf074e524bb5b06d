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

  /// The steps of each batch in UIKit's order of processing: deletions from the bottom up,
  /// reloads, insertions, then moves.
  @Test func stepsFollowUIKitsOrder() {
    let page = snapdiff(
      ["--format=html", "old.json", "new.json"], files: SnapdiffFormatTests.everyKind
    )
    .stdout
    var steps: [String] = []
    var rest = page[...]
    while let open = rest.range(of: "<li><code><bdi>"),
      let close = rest[open.upperBound...].range(of: "</bdi>")
    {
      steps.append(String(rest[open.upperBound..<close.lowerBound]))
      rest = rest[close.upperBound...]
    }
    #expect(
      steps == [
        "- item [0, 2] 3", "- item [0, 1] 2", #"- section 2 "c""#,
        #"~ section 3 -&gt; 1 "d""#, #"+ section 3 "e""#, "+ item [0, 2] 8",
        "&gt; item [0, 3] -&gt; [0, 0] 4", #"&gt; section 0 -&gt; 2 "a""#,
      ])
  }

  /// The counted marks of a page, by scope and operation (`item delete`, ...).
  func marks(_ page: String) -> [String: Int] {
    attributeCounts(page, #"data-op=""#) { _ in 1 }
  }

  /// The rest rows' counts of a page, by scope and operation, as ``marks(_:)`` counts marks.
  func rest(_ page: String) -> [String: Int] {
    attributeCounts(page, #"data-rest-op=""#) { Int($0[2])! }
  }

  /// For each element with the attribute `name` (`data-op="` ...), its `data-scope` and the
  /// attribute's value, counted by `count` of the quoted values that follow it.
  func attributeCounts(
    _ page: String, _ name: String, count: ([String]) -> Int
  ) -> [String: Int] {
    let bytes = Array(page.utf8)
    var counts: [String: Int] = [:]
    for start in offsets(of: name, in: page) {
      // op" data-scope="scope" data-count="N"
      let fields = String(decoding: bytes[(start + name.utf8.count)...].prefix(80), as: UTF8.self)
        .split(separator: "\"", omittingEmptySubsequences: false).map(String.init)
      let values = [fields[0], fields[2], fields.count > 4 ? fields[4] : ""]
      counts["\(values[1]) \(values[0])", default: 0] += count(values)
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

  /// The offsets at which `needle` starts in `text`, searched as bytes (fast on a large page in
  /// a debug build, where `String` searches take seconds).
  func offsets(of needle: String, in text: String) -> [Int] {
    let (text, needle) = (Array(text.utf8), Array(needle.utf8))
    guard text.count >= needle.count else { return [] }
    return (0...(text.count - needle.count)).filter { start in
      text[start] == needle[0] && text[start..<start + needle.count].elementsEqual(needle)
    }
  }

  /// How many changed rows (items and headers) each side of a page lists.
  func changedRows(_ page: String) -> [Int] {
    let newSide = offsets(of: #"aria-label="NEW""#, in: page)[0]
    let rows = offsets(of: #" changed""#, in: page)
    return [rows.filter { $0 < newSide }.count, rows.filter { $0 > newSide }.count]
  }

  /// A flat list of `count` items, every one but item 0 reloaded; item 0 moves to the end when
  /// `moving`, else it is reloaded too.
  func reloadedList(_ count: Int, moving: Bool) -> [String: String] {
    let old = (0..<count).map { #"{"id": \#($0), "v": 0}"# }
    var new = (0..<count).map { #"{"id": \#($0), "v": \#($0 == 0 && moving ? 0 : 1)}"# }
    if moving { new.append(new.removeFirst()) }
    return [
      "old.json": "[" + old.joined(separator: ",") + "]",
      "new.json": "[" + new.joined(separator: ",") + "]",
    ]
  }

  /// 360,000 items in sections of three with 10% changed made a 44.6 MB page that took 24 s to
  /// open: a side lists at most `HTMLCut.listedChangeLimit` changed rows, then one row counts
  /// the rest, and the page's marks plus that count add up to the JSON summary.
  @Test func aSideListsAtMostTheLimitOfChangedRowsAndCountsTheRest() {
    let limit = HTMLCut.listedChangeLimit
    let files = reloadedList(limit + 500, moving: true)
    let page = snapdiff(["--format", "html", "old.json", "new.json"], files: files).stdout
    #expect(changedRows(page) == [limit, limit])
    #expect(rest(page) == ["item reload": 499, "item move": 1])
    #expect(marks(page) == ["item reload": limit])
    #expect(page.contains("… not listed: 500 more changes in 500 items and 0 sections"))
    #expect(page.contains("this page lists at most \(limit) changed rows a side"))
    // The moved item is listed in OLD (row 0) but not in NEW (its last row): no line is drawn.
    #expect(page.contains(#"<script type="application/json" id="snapdiff-moves">[]</script>"#))
    let steps = offsets(of: "<li><code>", in: page).count
    #expect(steps == limit && page.contains("… 500 more operations"))
  }

  @Test func aSideWithTheLimitOfChangedRowsListsThemAll() {
    let limit = HTMLCut.listedChangeLimit
    let files = reloadedList(limit, moving: false)
    let page = snapdiff(["--format", "html", "old.json", "new.json"], files: files).stdout
    #expect(!page.contains("not listed") && rest(page).isEmpty)
    #expect(changedRows(page) == [limit, limit] && marks(page) == ["item reload": limit])
  }
}
