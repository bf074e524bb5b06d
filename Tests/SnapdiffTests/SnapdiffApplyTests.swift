import Foundation
import SnapshotsJSON
import SnapshotsTesting
import Testing

@testable import snapdiff

/// `snapdiff apply OLD CHANGES`: both output formats of `snapdiff OLD NEW`, applied to OLD,
/// give NEW; changes that do not fit are named and nothing is written.
@Suite("snapdiff apply")
struct SnapdiffApplyTests {
  /// What breaks `apply OLD (snapdiff OLD NEW) == NEW` for a pair, in both formats, or nil.
  static func brokenRoundTrip(_ old: String, _ new: String) -> String? {
    for format in ["json", "jsonpatch"] {
      let changes = snapdiff(
        ["--format", format, "old.json", "new.json"], files: ["old.json": old, "new.json": new])
      let applied = snapdiff(
        ["apply", "old.json", "changes.json"],
        files: ["old.json": old, "changes.json": changes.stdout])
      guard applied.status == 0, applied.stderr.isEmpty else {
        return "\(format): apply failed (\(applied.status)): \(applied.stderr)\n\(changes.stdout)"
      }
      guard let result = try? JSONValue(parsing: Array(applied.stdout.utf8)),
        let expected = try? JSONValue(parsing: Array(new.utf8)), result == expected
      else { return "\(format): apply gives \(applied.stdout)" }
    }
    return nil
  }

  @Test func applyingEitherFormatToOldGivesNew() {
    checkProperty(
      iterations: 1_000, seed: 0xA991_0001, generate: { $0.jsonPair() },
      shrink: shrinkJSONPair, property: { Self.brokenRoundTrip($0.old, $0.new) })
  }

  @Test(arguments: [
    (#"["a", "b"]"#, #"{"sections": [{"id": "x", "items": ["b", {"id": "c", "t": 1}]}]}"#),
    (#"{"m": 1, "sections": [{"id": 0, "items": ["a"]}]}"#, #"["a", "b"]"#),
    (#"{"m": 1, "sections": []}"#, #"{"n": [2], "sections": [{"id": 1, "h": "H", "items": []}]}"#),
    (#"[{"id": 1, "t": "a"}, 2]"#, #"[2, {"id": 1, "t": "b"}, {"id": 3}]"#),
    (#"[]"#, #"[]"#),
  ])
  func shapeAndMemberChangesRoundTrip(old: String, new: String) {
    #expect(Self.brokenRoundTrip(old, new) == nil)
  }

  /// The everyday update, posts arriving on top while others change, applies to give NEW.
  ///
  /// It is one stage, each change a deletion and an insertion of the same post, counted as a
  /// reload.
  @Test func aReloadWrittenAsADeletionAndAnInsertionApplies() throws {
    let old = #"[{"id": 1, "l": 0}, {"id": 2, "l": 0}, {"id": 3, "l": 0}]"#
    let new = #"[{"id": 9}, {"id": 1, "l": 0}, {"id": 2, "l": 5}, {"id": 3, "l": 0}]"#
    let changes = snapdiff(
      ["--format", "json", "old.json", "new.json"], files: ["old.json": old, "new.json": new])
    #expect(changes.stdout.contains(#""deleted": [{"path": [0, 1], "id": 2}]"#))
    #expect(
      changes.stdout.contains(
        #""inserted": [{"path": [0, 0], "id": 9, "value": {"id": 9}}, {"path": [0, 2], "id": 2, "value": {"id": 2, "l": 5}, "members": ["/l"]}]"#
      ))
    #expect(changes.stdout.contains(#"{"deleted": 0, "inserted": 1, "moved": 0, "reloaded": 1}"#))
    #expect(Self.brokenRoundTrip(old, new) == nil)
    // The summary still catches a dropped operation: without the insertion of 2, 2 is deleted.
    let dropped = changes.stdout.replacingOccurrences(
      of: #", {"path": [0, 2], "id": 2, "value": {"id": 2, "l": 5}, "members": ["/l"]}"#, with: "")
    let refused = snapdiff(
      ["apply", "old.json", "changes.json"], files: ["old.json": old, "changes.json": dropped])
    #expect(refused.status == 2)
    #expect(
      refused.stderr.contains(
        "the summary does not count the stages: items.deleted has 1 operations"))
  }

  /// A diff whose lists run to many chunks (16,384 entries each), written in several waves of
  /// eight chunks, one wave ending inside the list of deletions, still applies to OLD to give NEW.
  @Test func aDiffWrittenInSeveralWavesApplies() throws {
    // 80,000 deletions (five chunks), insertions, moves and changed items.
    let old = (0..<90_000).map { #"{"id": \#($0), "t": 0}"# }
    var new = (0..<90_000).filter { $0 % 9 == 0 }.map { #"{"id": \#($0), "t": \#($0 % 2)}"# }
    new.append(contentsOf: (90_000..<91_000).map { #"{"id": \#($0)}"# })
    for index in 0..<100 { new.swapAt(index * 90, index * 90 + 7) }
    let (oldText, newText) = (
      "[" + old.joined(separator: ", ") + "]", "[" + new.joined(separator: ", ") + "]"
    )
    let changes = snapdiff(
      ["--format", "json", "old.json", "new.json"],
      files: ["old.json": oldText, "new.json": newText])
    #expect(changes.stdout.contains(#""deleted": 80000"#))
    let applied = snapdiff(
      ["apply", "old.json", "changes.json"],
      files: ["old.json": oldText, "changes.json": changes.stdout])
    #expect(applied.status == 0 && applied.stderr.isEmpty, "\(applied.stderr)")
    #expect(
      try JSONValue(parsing: Array(applied.stdout.utf8)) == JSONValue(parsing: Array(newText.utf8)))
  }

  /// A staged change with an operation dropped, repeated or moved to another place is rejected,
  /// naming the stage, and nothing is written.
  @Test func mutatedStagedChangesAreRejected() throws {
    let old = #"{"sections": [{"id": "a", "items": [1, 2, 3, 4]}, {"id": "b", "items": [5]}]}"#
    let new = #"{"sections": [{"id": "a", "items": [4, 1, 3]}, {"id": "b", "items": [5, 6]}]}"#
    let changes = snapdiff(
      ["--format", "json", "o", "n"], files: ["o": old, "n": new]
    ).stdout
    #expect(changes.contains(#"{"path": [0, 1], "id": 2}"#))
    let mutations = [
      changes.replacingOccurrences(of: #"{"path": [0, 1], "id": 2}"#, with: ""),
      changes.replacingOccurrences(
        of: #"{"path": [0, 1], "id": 2}"#,
        with: #"{"path": [0, 1], "id": 2}, {"path": [0, 1], "id": 2}"#),
      changes.replacingOccurrences(
        of: #"{"path": [0, 1], "id": 2}"#, with: #"{"path": [0, 2], "id": 2}"#),
      changes.replacingOccurrences(of: #""summary""#, with: #""summary": 1, "x""#),
    ]
    for mutated in mutations {
      let result = snapdiff(["apply", "o", "c"], files: ["o": old, "c": mutated])
      #expect(result.status == 2 && result.stdout.isEmpty)
      #expect(result.stderr.hasPrefix("Error: c: "), "\(result.stderr)")
    }
  }

  @Test func errorsNameTheOperationThatDoesNotFit() {
    func stderr(_ old: String, _ changes: String) -> String {
      let result = snapdiff(["apply", "o", "c"], files: ["o": old, "c": changes])
      #expect(result.status == 2 && result.stdout.isEmpty)
      return result.stderr
    }
    #expect(
      stderr(#"{"a": 1}"#, #"[{"op": "remove", "path": "/b"}]"#)
        == "Error: c: operation 0: remove /b: no member \"b\" at the document\n")
    #expect(
      stderr(
        #"["x"]"#,
        #"{"stages": [{"sections": {"deleted": [], "inserted": [], "moved": [], "reloaded": []}, "items": {"deleted": [{"path": [0, 0], "id": "y"}], "inserted": [], "moved": [], "reloaded": []}}]}"#
      )
        == "Error: c: stage 0, items.deleted[0] (path [0, 0], id \"y\"): the item at [0, 0] is \"x\"\n"
    )
    #expect(
      stderr("[1]", "3")
        == "Error: c: neither a JSON Patch (an array) nor staged changes (an object with \"stages\")\n"
    )
    #expect(stderr("[1", "[]").hasPrefix("Error: o:1:3: invalid JSON: "))
  }

  /// Issue 32: a misspelt list of a hand-written stage was ignored, and its changes lost.
  @Test func anUnknownMemberOfStagedChangesIsAnError() {
    func stderr(_ changes: String) -> String {
      snapdiff(["apply", "o", "c"], files: ["o": #"["x"]"#, "c": changes]).stderr
    }
    let sections = #""sections": {"deleted": [], "inserted": [], "moved": [], "reloaded": []}"#
    let items = #""deleted": [], "inserted": [], "moved": [], "reloaded": []"#
    #expect(
      stderr(#"{"stages": [{\#(sections), "items": {\#(items), "delted": [{"path": [0, 0]}]}}]}"#)
        == "Error: c: stage 0, items: unknown member \"delted\" (known: deleted, inserted, moved, reloaded, reconfigured)\n"
    )
    #expect(
      stderr(#"{"stages": [], "sumary": {}}"#)
        == "Error: c: staged changes: unknown member \"sumary\" (known: stages, summary, document, list, outside)\n"
    )
    #expect(
      stderr(#"{"stages": [{\#(sections), "items": {\#(items)}, "note": 1}]}"#)
        == "Error: c: stage 0: unknown member \"note\" (known: sections, items)\n")
  }

  /// Issue 32: a failed `test` printed the whole value found (6.9 MB on one line).
  @Test func aFailedTestShowsTheStartOfALargeValueAndItsSize() {
    let large = "[" + (0..<10_000).map(String.init).joined(separator: ",") + "]"
    let result = snapdiff(
      ["apply", "o", "c"], files: ["o": large, "c": #"[{"op": "test", "path": "", "value": 1}]"#])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("Error: c: operation 0: test : the value there is [0,1,2,3,"))
    #expect(result.stderr.hasSuffix("… (the first 200 of \(large.utf8.count) bytes)\n"))
    #expect(result.stderr.utf8.count < 300)
  }

  /// Issue 32: 40 copies of the document into its end doubled it 40 times, until the process was
  /// killed.
  @Test func copiesThatWouldGrowTheDocumentExponentiallyStop() {
    let copy = #"{"op": "copy", "from": "", "path": "/-"}"#
    let patch = "[" + Array(repeating: copy, count: 40).joined(separator: ",") + "]"
    let result = snapdiff(["apply", "o", "c"], files: ["o": "[]", "c": patch])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "Error: c: operation 20: copy  -> /-: the copies would add more than 1048576 values (16 times what the document and the patch hold, and at least 1048576)\n"
    )
  }

  @Test func applyTakesOnlyItsOptions() {
    let result = snapdiff(["apply", "--format", "json", "o", "c"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("Error: option '--format' does not apply to 'snapdiff apply'"))
    #expect(
      snapdiff(["apply", "o"]).stderr.hasPrefix("Error: missing operand: expected OLD and CHANGES"))
  }
}
