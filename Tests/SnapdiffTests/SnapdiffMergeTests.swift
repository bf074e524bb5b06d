import Foundation
import Testing

@testable import snapdiff

/// `snapdiff merge BASE OURS THEIRS` (Docs/CLI.md, "merge"): the exit statuses, where the merged
/// document and the conflicts go, `--prefer`, `--id`, and the errors.
@Suite("snapdiff merge")
struct SnapdiffMergeTests {
  static let files = [
    "base": #"[{"id": "a", "v": 1}, {"id": "b", "v": 1}]"#,
    "ours": #"[{"id": "a", "v": 2}, {"id": "b", "v": 1}]"#,
    "theirs": #"[{"id": "a", "v": 1}, {"id": "b", "v": 3}, {"id": "c", "v": 1}]"#,
    "clash": #"[{"id": "a", "v": 5}, {"id": "b", "v": 1}]"#,
    "sections": #"{"sections": []}"#,
    "bad": #"[{"id": "a"}, "#,
    "sku": #"[{"sku": 1, "v": 1}]"#,
    "sku2": #"[{"sku": 1, "v": 2}]"#,
    "empty": "",
    "added-ours": #"["a", "c"]"#,
    "added-theirs": #"["a", "b"]"#,
    "repeats": #"["a", "b", "a"]"#,
  ]

  @Test func aCleanMergeExitsZeroWithTheDocument() {
    let result = snapdiff(["merge", "base", "ours", "theirs"], files: Self.files)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == """
        [
          {"id": "a", "v": 2},
          {"id": "b", "v": 3},
          {"id": "c", "v": 1}
        ]

        """)
    #expect(result.stderr == "")
  }

  @Test func aConflictExitsOneNamingItAndKeepsOurs() {
    let result = snapdiff(["merge", "base", "ours", "clash"], files: Self.files)
    #expect(result.status == 1)
    // Resolved to ours' whole item: written as ours wrote it.
    #expect(result.stdout.contains(#"{"id": "a", "v": 2}"#))
    #expect(result.stderr == "snapdiff: conflict: changed: item \"a\", member /v: kept ours\n")
    let theirs = snapdiff(
      ["merge", "--prefer", "theirs", "base", "ours", "clash"], files: Self.files)
    #expect(theirs.status == 1 && theirs.stdout.contains(#"{"id": "a", "v": 5}"#))
  }

  /// Found by trying the merge as a user (each of these was wrong or missing).
  @Test func whatAUserFoundWorks() {
    let help = snapdiff(["merge", "--help"], files: Self.files)
    #expect(help.status == 0 && help.stdout.hasPrefix("Usage: snapdiff merge"))
    let usage = snapdiff(["merge", "base"], files: Self.files)
    #expect(usage.stderr.hasSuffix("See 'snapdiff merge --help'\n"))
    // git's base for a file both branches added is empty: an empty document.
    let added = snapdiff(["merge", "empty", "added-ours", "added-theirs"], files: Self.files)
    #expect(added.status == 0 && added.stdout == "[\n  \"a\",\n  \"c\",\n  \"b\"\n]\n")
    let toStandardOutput = snapdiff(
      ["merge", "--output", "-", "base", "ours", "theirs"], files: Self.files)
    #expect(toStandardOutput.status == 0 && toStandardOutput.stdout.hasPrefix("["))
    let emptyName = snapdiff(
      ["merge", "--conflicts=", "base", "ours", "theirs"], files: Self.files)
    #expect(emptyName.stderr.hasPrefix("Error: option '--conflicts' needs a file name\n"))
    let same = snapdiff(
      ["merge", "--output", "x", "--conflicts", "x", "base", "ours", "theirs"], files: Self.files)
    #expect(same.stderr.hasPrefix("Error: --output and --conflicts name the same file\n"))
    let repeats = snapdiff(
      ["merge", "--duplicates", "first", "added-ours", "repeats", "added-ours"], files: Self.files)
    #expect(repeats.status == 0)
    #expect(repeats.stderr.hasPrefix("snapdiff: repeats:1:"), "\(repeats.stderr)")
  }

  @Test func theMergeTakesTheIdentifierMember() {
    let result = snapdiff(["merge", "--id", "sku", "sku", "sku2", "sku"], files: Self.files)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "[\n  {\"sku\": 1, \"v\": 2}\n]\n")
  }

  @Test(arguments: [
    (["merge", "base", "ours"], "Error: missing operands: expected BASE, OURS and THEIRS"),
    (
      ["merge", "base", "ours", "theirs", "x"],
      "Error: too many operands: expected BASE, OURS and THEIRS"
    ),
    (
      ["merge", "--prefer", "mine", "base", "ours", "theirs"],
      "Error: invalid value 'mine' for '--prefer' (expected ours, theirs)"
    ),
    (
      ["merge", "--format", "json", "base", "ours", "theirs"],
      "Error: option '--format' does not apply to 'snapdiff merge'"
    ),
    (
      ["merge", "--unordered", "base", "ours", "theirs"],
      "Error: option '--unordered' does not apply to 'snapdiff merge'"
    ),
    (["merge", "--bogus", "base", "ours", "theirs"], "Error: unknown option '--bogus' for merge"),
    (
      ["merge", "--conflicts", "-", "base", "ours", "theirs"],
      "Error: --output and --conflicts both name standard output"
    ),
    (
      ["merge", "-", "-", "theirs"],
      "Error: only one of BASE, OURS and THEIRS can be standard input"
    ),
  ])
  func badUsageExitsTwo(_ arguments: [String], _ message: String) {
    let result = snapdiff(arguments, files: Self.files)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix(message + "\n"), "\(result.stderr)")
  }

  @Test func badDocumentsExitTwoNamingThem() {
    let invalid = snapdiff(["merge", "base", "bad", "theirs"], files: Self.files)
    #expect(invalid.status == 2 && invalid.stdout == "")
    #expect(invalid.stderr.hasPrefix("Error: bad:1:"), "\(invalid.stderr)")
    let shapes = snapdiff(["merge", "base", "sections", "theirs"], files: Self.files)
    #expect(shapes.status == 2)
    #expect(
      shapes.stderr
        == "Error: base, sections and theirs are not all flat lists or all sectioned documents\n")
  }

  /// `--ignore`: a volatile member both sides changed takes the preferred side without a
  /// conflict, and a change there is no change against the other side's deletion.
  @Test func ignoredMembersMakeNoConflict() {
    let files = [
      "base": #"[{"id": 1, "n": "a", "t": 1}, {"id": 2, "n": "b", "t": 1}]"#,
      "ours": #"[{"id": 1, "n": "A", "t": 2}, {"id": 2, "n": "b", "t": 2}]"#,
      "theirs": #"[{"id": 1, "n": "a", "t": 3}]"#,
    ]
    let plain = snapdiff(["merge", "base", "ours", "theirs"], files: files)
    #expect(plain.status == 1)
    #expect(
      plain.stderr == """
        snapdiff: conflict: changed: item 1, member /t: kept ours
        snapdiff: conflict: deleted-and-changed: item 2: kept ours

        """)
    #expect(plain.stdout.contains("\n  {\"id\": 2, \"n\": \"b\", \"t\": 2}\n"), "\(plain.stdout)")
    let ignoring = snapdiff(["merge", "--ignore", "/t", "base", "ours", "theirs"], files: files)
    #expect(ignoring.status == 0, "\(ignoring.stderr)")
    #expect(
      ignoring.stdout == "[\n  {\"id\": 1, \"n\": \"A\", \"t\": 2}\n]\n", "\(ignoring.stdout)")
    let theirs = snapdiff(
      ["merge", "--ignore=/t", "--prefer", "theirs", "base", "ours", "theirs"], files: files)
    #expect(theirs.stdout == "[\n  {\"id\":1,\"n\":\"A\",\"t\":3}\n]\n", "\(theirs.stdout)")
    for (arguments, message) in [
      (["--ignore", "t"], "invalid value 't' for '--ignore'"),
      (["--ignore", "/id"], "'--ignore /id' would ignore the identifier member"),
    ] {
      let refused = snapdiff(["merge"] + arguments + ["base", "ours", "theirs"], files: files)
      #expect(refused.status == 2)
      #expect(refused.stderr.hasPrefix("Error: \(message)"), "\(refused.stderr)")
    }
  }
}
