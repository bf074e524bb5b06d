import SnapshotsTesting
import Testing

@testable import SnapshotsJSON
@testable import snapdiff

/// Every bad input: exit status 2, one line on stderr naming the file and position, nothing on
/// stdout.
@Suite("snapdiff errors")
struct SnapdiffErrorTests {
  func error(_ old: String, _ new: String = "[]", arguments: [String] = []) -> String {
    let result = snapdiff(
      arguments + ["old.json", "new.json"], files: ["old.json": old, "new.json": new])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.hasSuffix("\n") && result.stderr.dropLast().split(separator: "\n").count == 1)
    return String(result.stderr.dropLast())
  }

  @Test func invalidJSON() {
    #expect(error("[1, 2,]") == "Error: old.json:1:7: invalid JSON: trailing comma before ']'")
    #expect(
      error("{\"sections\": [],}")
        == "Error: old.json:1:17: invalid JSON: trailing comma before '}'")
    #expect(
      error("[1]\n// comment")
        == "Error: old.json:2:1: invalid JSON: unexpected '/' after the JSON value")
    #expect(error("[01]") == "Error: old.json:1:2: invalid JSON: invalid number: leading zero")
    #expect(error("[NaN]") == "Error: old.json:1:2: invalid JSON: expected a value, found 'N'")
    #expect(error("['a']") == "Error: old.json:1:2: invalid JSON: expected a value, found '''")
    #expect(
      error(#"["\uD800"]"#)
        == #"Error: old.json:1:3: invalid JSON: lone surrogate \uD800 in a string"#)
    #expect(
      error("[\"a\u{01}\"]")
        == "Error: old.json:1:4: invalid JSON: control character 0x1 in a string (escape it)")
    #expect(error("") == "Error: old.json:1:1: invalid JSON: empty input: expected a JSON value")
    #expect(
      error("[1] [2]") == "Error: old.json:1:5: invalid JSON: unexpected '[' after the JSON value")
    #expect(error("[\"a]") == "Error: old.json:1:5: invalid JSON: unterminated string")
    #expect(error("[tru]") == "Error: old.json:1:2: invalid JSON: invalid literal, expected 'true'")
  }

  /// A member name repeated in a nested object or in the metadata was accepted by the diff,
  /// copied into its output, then refused by `apply` (issue 53, case 11): one reading rule.
  @Test func duplicateMemberNamesAtAnyDepthAreRefused() {
    #expect(
      error(#"[{"id": 1, "v": {"a": 1, "a": 2}}]"#)
        == #"Error: old.json:1:26: invalid snapshot: duplicate member "a" in an object"#)
    #expect(
      error(#"{"meta": {"a": [{"b": 1, "\u0062": 2}]}, "sections": []}"#)
        == #"Error: old.json:1:26: invalid snapshot: duplicate member "b" in an object"#)
    #expect(
      error(#"{"sections": [], "sections": []}"#)
        == #"Error: old.json:1:18: invalid snapshot: duplicate member "sections" in the top-level object"#
    )
    #expect(
      error(#"{"meta": 1, "sections": [], "meta": 2}"#)
        == #"Error: old.json:1:29: invalid snapshot: duplicate member "meta" in the top-level object"#
    )
    #expect(
      error(#"{"sections": [{"id": "s", "h": {"x": {"y": 1, "y": 1}}, "items": []}]}"#)
        .hasSuffix(#"duplicate member "y" in an object"#))
    // Items read by the template of the item before them are checked too.
    let items =
      (0..<20).map { #"{"id": \#($0), "v": {"k": \#($0)}}"# } + [
        #"{"id": 20, "v": {"k": 1, "k": 2}}"#
      ]
    #expect(
      error("[" + items.joined(separator: ", ") + "]").hasSuffix(
        #"duplicate member "k" in an object"#))
    // Past the names kept on the stack: the set finds it.
    let wide = (0..<20).map { "\"m\($0)\": 0" }.joined(separator: ", ")
    #expect(
      error("[{\"id\": 1, \"v\": {\(wide), \"m3\": 1}}]").hasSuffix(
        #"duplicate member "m3" in an object"#))
    // Objects nested to the depth limit are checked on the parsing thread without running out
    // of stack, and a repeat at the bottom is found.
    let deep = String(repeating: #"{"a": "#, count: 997) + "1" + String(repeating: "}", count: 997)
    let accepted = snapdiff(
      ["-q", "old.json", "new.json"],
      files: ["old.json": #"[{"id": 1, "v": \#(deep)}]"#, "new.json": "[]"])
    #expect(accepted.status == 1)
    let repeated =
      String(repeating: #"{"a": "#, count: 996) + #"{"b": 1, "b": 2}"#
      + String(repeating: "}", count: 996)
    #expect(
      error(#"[{"id": 1, "v": \#(repeated)}]"#).hasSuffix(#"duplicate member "b" in an object"#))
    // What the diff accepts, `apply` accepts: its own output applies.
    let old = #"[{"id": 1, "v": {"a": 1, "b": 2}}]"#
    let new = #"[{"id": 1, "v": {"a": 2, "b": 2}}]"#
    for format in ["json", "jsonpatch"] {
      let files = ["old.json": old, "new.json": new]
      let changes = snapdiff(["--format", format, "old.json", "new.json"], files: files)
      let applied = snapdiff(
        ["apply", "old.json", "changes.json"],
        files: ["old.json": old, "changes.json": changes.stdout])
      #expect(applied.status == 0 && applied.stdout == #"[{"id":1,"v":{"a":2,"b":2}}]"# + "\n")
    }
  }

  /// A member name given twice in an item was accepted: identity used the first "id", content
  /// comparison the last.
  @Test func duplicateMemberNamesInItemsAndSections() {
    #expect(
      error(#"[{"id":1,"id":2},{"id":2}]"#)
        == #"Error: old.json:1:10: invalid snapshot: duplicate member "id" in an item"#)
    #expect(
      error(#"[{"id":1,"v":1,"\u0076":2}]"#)
        == #"Error: old.json:1:16: invalid snapshot: duplicate member "v" in an item"#)
    #expect(
      error(#"{"sections":[{"id":"a","items":[],"x":1,"x":2}]}"#)
        == #"Error: old.json:1:41: invalid snapshot: duplicate member "x" in a section"#)
    #expect(
      error(#"{"sections":[{"id":"a","items":[],"id":"b"}]}"#)
        == #"Error: old.json:1:35: invalid snapshot: duplicate member "id" in a section"#)
    // Past the names compared in place: the set finds it.
    let many = (0..<40).map { "\"m\($0)\": \($0)" }.joined(separator: ", ")
    #expect(
      error("[{\"id\": 1, \(many), \"m7\": 0}]").hasSuffix(#"duplicate member "m7" in an item"#))
    // The same names in a different order in the next item: no duplicate, read in full.
    #expect(
      snapdiff(
        ["old.json", "new.json"],
        files: [
          "old.json": #"[{"id":1,"v":1},{"v":2,"id":2}]"#, "new.json": "[]",
        ]
      ).status == 1)
  }

  @Test func invalidUTF8() {
    let result = snapdiff([], old: [0x5B, 0x22, 0xC3, 0x28, 0x22, 0x5D], new: Array("[]".utf8))
    #expect(result.status == 2)
    #expect(result.stderr == "Error: old:1:3: invalid JSON: invalid UTF-8 sequence\n")
    let overlong = snapdiff([], old: [0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D], new: Array("[]".utf8))
    #expect(overlong.stderr == "Error: old:1:3: invalid JSON: invalid UTF-8 byte 0xC0\n")
  }

  @Test func deepNestingIsACleanError() {
    let deep = String(repeating: "[", count: 1_000_000)
    #expect(error(deep) == "Error: old.json:1:1001: invalid JSON: nesting deeper than 1000 levels")
    let deepItem = "[{\"id\": 1, \"v\": " + String(repeating: "[", count: 5_000) + "}]"
    #expect(error(deepItem).contains("nesting deeper than 1000 levels"))
  }

  @Test func wrongShapes() {
    #expect(
      error("1")
        == "Error: old.json:1:1: invalid snapshot: the top level must be an array of items or an object with \"sections\""
    )
    #expect(
      error("{\"items\": []}")
        == "Error: old.json:1:1: invalid snapshot: the top-level object has no \"sections\" member (expected an array of items or {\"sections\": [...]})"
    )
    #expect(
      error("{\"sections\": [{\"items\": []}]}")
        == "Error: old.json:1:15: invalid snapshot: a section has no \"id\" member")
    #expect(
      error("{\"sections\": [{\"id\": \"s\"}]}")
        == "Error: old.json:1:15: invalid snapshot: section \"s\" has no \"items\" member")
    #expect(
      error("[{\"name\": 1}]")
        == "Error: old.json:1:2: invalid snapshot: an object item has no \"id\" member")
    #expect(
      error("[{\"id\": true}]")
        == "Error: old.json:1:9: invalid snapshot: an item identifier must be a string or a number")
    #expect(
      error("[[1]]")
        == "Error: old.json:1:2: invalid snapshot: an item must be a string, a number or an object")
    #expect(
      error("{\"sections\": [{\"id\": [1], \"items\": []}]}")
        == "Error: old.json:1:22: invalid snapshot: a section identifier must be a string or a number"
    )
    #expect(
      error("{\"sections\": 3}")
        == "Error: old.json:1:2: invalid snapshot: \"sections\" must be an array of section objects"
    )
    #expect(
      error("[{\"id\": 1}]", arguments: ["--id", "key"])
        == "Error: old.json:1:2: invalid snapshot: an object item has no \"key\" member")
  }

  /// Issue 32: a repeat among the first items is refused as it is read, before the rest of the
  /// document (here an item that would be refused for its shape) is read into items.
  @Test func aRepeatAmongTheFirstItemsIsRefusedAsItIsRead() {
    #expect(
      error("[1, 1, {\"name\": 1}]")
        == "Error: old.json:1:5: invalid snapshot: duplicate item identifier 1 (first at line 1, column 2)"
    )
    // Past the items checked as they are read, the snapshot finds the repeat.
    let late = (0..<EarlyRepeats.window).map(String.init) + ["0", #"{"name": 1}"#]
    #expect(
      error("[" + late.joined(separator: ",") + "]").hasSuffix(
        "invalid snapshot: an object item has no \"id\" member"))
    #expect(
      error("[" + late.dropLast().joined(separator: ",") + "]").hasSuffix(
        "invalid snapshot: duplicate item identifier 0 (first at line 1, column 2)"))
  }

  @Test func duplicatesNameBothPositions() {
    #expect(
      error("[\"a\",\n \"b\",\n \"a\"]")
        == "Error: old.json:3:2: invalid snapshot: duplicate item identifier \"a\" (first at line 1, column 2)"
    )
    #expect(
      error(
        "{\"sections\": [{\"id\": 1, \"items\": [5]}, {\"id\": 2, \"items\": [{\"id\": 5.0}]}]}")
        == "Error: old.json:1:60: invalid snapshot: duplicate item identifier 5 (first at line 1, column 35)"
    )
    #expect(
      error("{\"sections\": [{\"id\": \"x\", \"items\": []},\n{\"id\": \"x\", \"items\": []}]}")
        == "Error: old.json:2:1: invalid snapshot: duplicate section identifier \"x\" (first at line 1, column 15)"
    )
    #expect(
      error("[\"a\"]", "[1, 1]")
        == "Error: new.json:1:5: invalid snapshot: duplicate item identifier 1 (first at line 1, column 2)"
    )
  }

  @Test func unreadableFiles() {
    let result = snapdiff(["missing.json", "new.json"], files: ["new.json": "[]"])
    #expect(result.status == 2)
    #expect(result.stderr == "Error: cannot read 'missing.json': No such file or directory\n")
    #expect(result.stdout.isEmpty)
  }
}

@Suite("snapdiff duplicate members")
struct SnapdiffDuplicateMemberTests {
  /// Documents of items whose member names repeat now and then, some spelled with escapes: a
  /// document is rejected exactly when an item has a name twice (by code point).
  @Test func documentsAreRejectedExactlyWhenAnItemRepeatsAName() {
    // Raw spellings and the names they decode to.
    let names: [(raw: String, name: String)] = [
      ("v", "v"), ("w", "w"), (#"\u0076"#, "v"), (#"\u0069d"#, "id"), ("x", "x"), ("é", "é"),
      ("e\u{301}", "e\u{301}"),
    ]
    checkProperty(
      iterations: 1_000, seed: 0xD0_0001,
      generate: { random in
        (0..<(1 + random.int(below: 6))).map { item in
          [("id", "id")]
            + (0..<random.int(below: 4)).map { _ in random.element(of: names) }
            + (random.chance(0.1) ? [("v", "v")] : [])
        }
      },
      shrink: shrinkArray,
      property: { items in
        let document =
          "["
          + items.enumerated().map { index, members in
            "{" + members.map { "\"\($0.raw)\": \(index)" }.joined(separator: ", ") + "}"
          }.joined(separator: ", ") + "]"
        let repeats = items.contains { members in
          Set(members.map { Array($0.name.unicodeScalars) }).count != members.count
        }
        let result = snapdiff(
          ["old.json", "new.json"], files: ["old.json": document, "new.json": "[]"])
        let rejected = result.status == 2 && result.stderr.contains("duplicate member")
        return rejected == repeats ? nil : "\(document): status \(result.status), \(result.stderr)"
      })
  }
}

@Suite("snapdiff huge exponents")
struct SnapdiffHugeExponentTests {
  func status(_ old: String, _ new: String) -> Int32 {
    snapdiff(["old.json", "new.json"], files: ["old.json": old, "new.json": new]).status
  }

  /// The exponent was clamped near 2^50: different numbers compared equal, and distinct numbers
  /// were rejected as duplicates.
  @Test func numbersWithHugeExponentsCompareExactly() {
    #expect(status("[1e1125899906842624]", "[1e1125899906842625]") == 1)
    #expect(status("[1e99999999999999999999, 1e99999999999999999998]", "[]") == 1)
    #expect(status("[10e99999999999999999999]", "[1e100000000000000000000]") == 0)
    #expect(status("[1.5e-99999999999999999999]", "[15e-100000000000000000000]") == 0)
    #expect(status("[0e99999999999999999999]", "[0]") == 0)
  }

  /// The same number written with its decimal point moved (so the exponent changes by the same
  /// amount, across carries) is equal; one more in the exponent is not.
  @Test func equalNumbersAreEqualWhateverTheirExponents() {
    checkProperty(
      iterations: 500, seed: 0xE0_0001,
      generate: { random in
        (
          mantissa: "\(1 + random.int(below: 9))"
            + String((0..<random.int(below: 4)).map { _ in Character("\(random.int(below: 10))") }),
          head: "\(1 + random.int(below: 9))"
            + String(repeating: "9", count: 14 + random.int(below: 10)),
          low: random.int(below: 1_000), negative: random.chance(0.5)
        )
      },
      property: { number in
        // Exponents ±(head*1000 + low): the low three digits are written out, so that the
        // exponent plus a small delta is exact.
        func exponent(plus delta: Int) -> String {
          let low = 200 + number.low % 600 + (number.negative ? -delta : delta)
          return (number.negative ? "-" : "") + number.head + String(low)
        }
        let plain = "\(number.mantissa)e\(exponent(plus: 0))"
        let shifted = "\(number.mantissa)0e\(exponent(plus: -1))"
        let fraction = "0.\(number.mantissa)e\(exponent(plus: number.mantissa.count))"
        let other = "\(number.mantissa)e\(exponent(plus: 1))"
        for same in [shifted, fraction] where status("[\(plain)]", "[\(same)]") != 0 {
          return "\(plain) differs from \(same)"
        }
        return status("[\(plain)]", "[\(other)]") == 1 ? nil : "\(plain) equals \(other)"
      })
  }
}
