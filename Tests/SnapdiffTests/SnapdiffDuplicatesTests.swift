import Testing

@testable import snapdiff

/// `--duplicates`: a document that gives an identifier twice is refused (the default), or read
/// keeping its first or last occurrence, each dropped one named on standard error.
@Suite("snapdiff --duplicates")
struct SnapdiffDuplicatesTests {
  /// OLD repeats item `a`, whose second occurrence has other content; NEW lists `a` once.
  static let files = [
    "old.json": #"[{"id": "a", "v": 1}, {"id": "b"}, {"id": "a", "v": 2}]"#,
    "new.json": #"[{"id": "b"}, {"id": "a", "v": 2}]"#,
  ]

  @Test func rejectIsTheDefaultAndNamesBothPlaces() {
    for arguments in [
      ["old.json", "new.json"], ["--duplicates", "reject", "old.json", "new.json"],
    ] {
      let result = snapdiff(arguments, files: Self.files)
      #expect(result.status == 2)
      #expect(
        result.stderr
          == "Error: old.json:1:36: invalid snapshot: duplicate item identifier \"a\" (first at line 1, column 2)\n"
      )
    }
  }

  @Test func firstKeepsTheFirstOccurrenceAndItsContent() {
    let result = snapdiff(["--duplicates", "first", "old.json", "new.json"], files: Self.files)
    #expect(
      result.stderr
        == "snapdiff: old.json:1:36: dropped duplicate item identifier \"a\" (kept at line 1, column 2)\n"
    )
    // a, first at 0 with v 1: b moves before it, and its content changed.
    #expect(result.status == 1)
    #expect(result.stdout.contains(#"~ item [0, 0] -> [0, 1] "a""#))
  }

  @Test func lastKeepsTheLastOccurrenceAndItsContent() {
    let result = snapdiff(["--duplicates=last", "-q", "old.json", "new.json"], files: Self.files)
    #expect(
      result.stderr
        == "snapdiff: old.json:1:2: dropped duplicate item identifier \"a\" (kept at line 1, column 36)\n"
    )
    #expect(result.status == 0, "old with its last a is [b, a(v 2)], as new")
  }

  @Test func aRepeatedSectionIsDroppedWithItsItems() {
    let result = snapdiff(
      ["--duplicates", "first", "--format", "json", "old.json", "new.json"],
      files: [
        "old.json": #"{"sections": [{"id": "s", "items": ["a"]}, {"id": "s", "items": ["b"]}]}"#,
        "new.json": #"{"sections": [{"id": "s", "items": ["a"]}]}"#,
      ])
    #expect(result.status == 0)
    #expect(
      result.stderr.contains(
        "dropped duplicate section identifier \"s\" (kept at line 1, column 15)"))
  }

  @Test func aBadValueAndApplyAreUsageErrors() {
    let bad = snapdiff(["--duplicates", "all", "old.json", "new.json"], files: Self.files)
    #expect(bad.status == 2)
    #expect(
      bad.stderr.hasPrefix(
        "Error: invalid value 'all' for '--duplicates' (expected reject, first, last)"))
    let apply = snapdiff(
      ["apply", "--duplicates", "first", "old.json", "new.json"], files: Self.files)
    #expect(apply.status == 2)
    #expect(
      apply.stderr.hasPrefix("Error: option '--duplicates' does not apply to 'snapdiff apply'"))
  }
}
