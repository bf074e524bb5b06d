import SnapshotsTesting
import Testing

@testable import SnapshotsJSON
@testable import snapdiff

@Suite("snapdiff formats")
struct SnapdiffFormatTests {
  let files = [
    "old.json":
      #"{"sections": [{"id": "a", "items": [1, {"id": 2, "n": "two"}]}, {"id": "b", "items": [3]}]}"#,
    "new.json":
      #"{"sections": [{"id": "a", "items": [{"id": 2, "n": "TWO"}, 4]}, {"id": "b", "items": [3, 1]}]}"#,
  ]

  @Test func json() {
    let result = snapdiff(["--format", "json", "old.json", "new.json"], files: files)
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        {"stages": [
        {"sections": {"deleted": [], "inserted": [], "moved": [], "reloaded": []}, "items": {"deleted": [{"path": [0, 1], "id": 2}], "inserted": [{"path": [0, 0], "id": 2, "value": {"id": 2, "n": "TWO"}, "members": ["/n"]}, {"path": [0, 1], "id": 4}], "moved": [{"from": [0, 0], "to": [1, 1], "id": 1}], "reloaded": []}}
        ],
        "summary": {"sections": {"deleted": 0, "inserted": 0, "moved": 0, "reloaded": 0}, "items": {"deleted": 0, "inserted": 1, "moved": 1, "reloaded": 1}}}

        """)
  }

  @Test func text() {
    // Item 2 changes while item 1 leaves above it: UIKit would misplace its reload, so it is
    // written as a deletion and an insertion in the same batch, and shown as the reload it is.
    let result = snapdiff(["old.json", "new.json"], files: files)
    #expect(
      result.stdout == """
          + item [0, 1] 4
          > item [0, 0] -> [1, 1] 1
          ~ item [0, 1] -> [0, 0] 2: n
        1 batch; sections: 0 deleted, 0 inserted, 0 moved, 0 reloaded; items: 0 deleted, 1 inserted, 1 moved, 1 reloaded

        """)
  }

  /// Every kind of operation in one batch: the text lists sections then items, each kind in
  /// ascending order, deletions before insertions before moves before reloads.
  @Test func textOfEveryKind() {
    let result = snapdiff(["old.json", "new.json"], files: Self.everyKind)
    #expect(
      result.stdout == """
        Batch 1 of 2
          - section 2 "c"
          + section 3 "e"
          ~ section 3 -> 1 "d"
          - item [0, 1] 2
          - item [0, 2] 3
          + item [0, 2] 8
          > item [0, 3] -> [0, 0] 4
        Batch 2 of 2
          > section 0 -> 2 "a"
        2 batches; sections: 1 deleted, 1 inserted, 1 moved, 1 reloaded; items: 2 deleted, 1 inserted, 1 moved, 0 reloaded

        """)
  }

  /// Sections deleted, inserted, moved and reloaded, items deleted, inserted and moved.
  static let everyKind = [
    "old.json":
      #"{"sections": [{"id": "a", "items": [1, 2, 3, 4]}, {"id": "b", "items": [5]}, {"id": "c", "items": [6]}, {"id": "d", "title": "x", "items": [7]}]}"#,
    "new.json":
      #"{"sections": [{"id": "d", "title": "y", "items": [7]}, {"id": "b", "items": [5]}, {"id": "a", "items": [4, 1, 8]}, {"id": "e", "items": [9]}]}"#,
  ]

  @Test func jsonPatch() {
    let result = snapdiff(["--format=jsonpatch", "old.json", "new.json"], files: files)
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        [
        {"op": "move", "from": "/sections/0/items/0", "path": "/sections/1/items/1"},
        {"op": "add", "path": "/sections/0/items/1", "value": 4},
        {"op": "replace", "path": "/sections/0/items/0", "value": {"id": 2, "n": "TWO"}}
        ]

        """)
  }

  @Test func stat() {
    #expect(
      snapdiff(["--stat", "old.json", "new.json"], files: files).stdout
        == "1 batch; sections: 0 deleted, 0 inserted, 0 moved, 0 reloaded; items: 0 deleted, 1 inserted, 1 moved, 1 reloaded\n"
    )
    #expect(
      snapdiff(["--stat", "--format", "json", "old.json", "new.json"], files: files).stdout
        == "{\"summary\": {\"sections\": {\"deleted\": 0, \"inserted\": 0, \"moved\": 0, \"reloaded\": 0}, \"items\": {\"deleted\": 0, \"inserted\": 1, \"moved\": 1, \"reloaded\": 1}}}\n"
    )
  }

  @Test func quiet() {
    let result = snapdiff(["-q", "--format", "json", "old.json", "new.json"], files: files)
    #expect(result.status == 1 && result.stdout.isEmpty && result.stderr.isEmpty)
    let same = snapdiff(["--quiet", "old.json", "old.json"], files: files)
    #expect(same.status == 0 && same.stdout.isEmpty)
  }

  @Test func noDifferences() {
    #expect(snapdiff(["old.json", "old.json"], files: files).stdout.isEmpty)
    #expect(
      snapdiff(["--format", "json", "old.json", "old.json"], files: files).stdout
        == "{\"stages\": [],\n\"summary\": {\"sections\": {\"deleted\": 0, \"inserted\": 0, \"moved\": 0, \"reloaded\": 0}, \"items\": {\"deleted\": 0, \"inserted\": 0, \"moved\": 0, \"reloaded\": 0}}}\n"
    )
    #expect(
      snapdiff(["--format", "jsonpatch", "old.json", "old.json"], files: files).stdout == "[]\n")
    #expect(snapdiff(["--format", "jsonpatch", "old.json", "old.json"], files: files).status == 0)
  }

  @Test func color() {
    let escape = "\u{1B}["
    func colored(_ arguments: [String], environment: [String: String] = [:], terminal: Bool) -> Bool
    {
      snapdiff(
        arguments + ["old.json", "new.json"], files: files, environment: environment,
        terminal: terminal
      )
      .stdout.contains(escape)
    }
    #expect(!colored([], terminal: false), "auto: not a terminal")
    #expect(colored([], terminal: true), "auto: a terminal")
    #expect(!colored([], environment: ["NO_COLOR": "1"], terminal: true))
    #expect(
      colored([], environment: ["NO_COLOR": ""], terminal: true), "an empty NO_COLOR does not count"
    )
    #expect(!colored([], environment: ["TERM": "dumb"], terminal: true))
    #expect(
      colored(["--color", "always"], environment: ["NO_COLOR": "1"], terminal: false), "always wins"
    )
    #expect(!colored(["--color=never"], terminal: true))
    #expect(
      snapdiff(["--color", "always", "old.json", "new.json"], files: files).stdout.contains(
        "\(escape)32m+ item [0, 1] 4\(escape)0m"))
  }

  @Test func flatListsUseSectionZeroAndIdCanBeChosen() {
    let result = snapdiff(
      ["--format", "json", "--id", "key", "old.json", "new.json"],
      files: [
        "old.json": #"[{"key": "x", "v": 1}, {"key": "y"}]"#,
        "new.json": #"[{"key": "y"}, {"key": "x", "v": 2}]"#,
      ])
    #expect(result.stdout.contains(#""moved": [{"from": [0, 1], "to": [0, 0], "id": "y"}]"#))
    // x swaps with y and changes: written as a deletion and an insertion in the move's batch.
    #expect(result.stdout.contains(#""deleted": [{"path": [0, 0], "id": "x"}]"#))
    #expect(
      result.stdout.contains(
        #""inserted": [{"path": [0, 1], "id": "x", "value": {"key": "x", "v": 2}, "members": ["/v"]}]"#
      ))
    #expect(result.stdout.contains(#""moved": 1, "reloaded": 1}"#))
  }

  /// The exit status said "no differences" for a changed title with every format but jsonpatch,
  /// so a CI gate `snapdiff -q` passed it (issue 53, case 10): one status for every format.
  @Test func aMetadataChangeExitsOneWithEveryFormat() {
    let files = [
      "old.json": #"{"v": 1, "sections": []}"#, "new.json": #"{"v": 2, "sections": []}"#,
      "flat.json": "[]", "sectioned.json": #"{"sections": []}"#,
    ]
    let patch = snapdiff(["--format", "jsonpatch", "old.json", "new.json"], files: files)
    #expect(patch.stdout == "[\n{\"op\": \"replace\", \"path\": \"/v\", \"value\": 2}\n]\n")
    for pair in [["old.json", "new.json"], ["flat.json", "sectioned.json"]] {
      for options in [[], ["-q"], ["--stat"], ["--format", "json"], ["--format", "html"]]
        + [
          ["--format", "jsonpatch"], ["-q", "--format", "jsonpatch"],
          ["--stat", "--format", "json"],
        ]
      {
        #expect(snapdiff(options + pair, files: files).status == 1, "\(options) \(pair)")
      }
    }
    let text = snapdiff(["old.json", "new.json"], files: files)
    #expect(
      text.stdout
        == "  ~ document: its top-level members changed\n0 batches; sections: 0 deleted, 0 inserted, 0 moved, 0 reloaded; items: 0 deleted, 0 inserted, 0 moved, 0 reloaded\n"
    )
    let json = snapdiff(["--format", "json", "flat.json", "sectioned.json"], files: files)
    #expect(json.stdout.contains(#""document": {"flat": false, "members": {}}"#))
    #expect(
      snapdiff(["-q", "--format", "jsonpatch", "old.json", "old.json"], files: files).status == 0)
  }
}

@Suite("JSON Pointer tokens")
struct PointerTokenTests {
  /// A slash or tilde followed by a combining mark is one Character; it was not escaped.
  @Test func slashAndTildeBeforeACombiningMarkAreEscaped() throws {
    #expect(pointerToken("a/\u{301}") == "a~1\u{301}")
    #expect(pointerToken("~\u{301}") == "~0\u{301}")
    #expect(try unescapedPointerToken(pointerToken("~\u{301}")) == "~\u{301}")
  }

  /// Any name, escaped and unescaped per code point, is itself, and its token holds no `/`.
  @Test func tokensRoundTripPerCodePoint() {
    let alphabet: [Unicode.Scalar] = ["a", "/", "~", "0", "1", "\u{301}", "\u{200D}", "é", "🙂"]
    checkProperty(
      iterations: 2_000, seed: 0x7E_0001,
      generate: { random in
        String(
          String.UnicodeScalarView(
            (0..<random.int(below: 8)).map { _ in random.element(of: alphabet) }))
      },
      property: { name in
        let token = pointerToken(name)
        if token.unicodeScalars.contains("/") { return "token \(token.debugDescription) has a /" }
        guard let back = try? unescapedPointerToken(token) else {
          return "token \(token.debugDescription) has an invalid escape"
        }
        return back.unicodeScalars.elementsEqual(name.unicodeScalars)
          ? nil : "\(name.debugDescription) came back as \(back.debugDescription)"
      })
  }
}

@Suite("snapdiff terminal text")
struct TerminalTextTests {
  /// Scalars that act on a terminal instead of showing.
  static let acting: [Unicode.Scalar] = [
    "\u{1B}", "\u{07}", "\u{7F}", "\u{85}", "\u{9B}", "\u{202E}", "\u{2066}", "\u{200F}",
    "\u{2028}", "\u{2029}", "\u{061C}", "\u{200B}", "\u{00AD}", "\u{2060}", "\u{FEFF}",
    "\u{180E}", "\u{E0001}", "\u{034F}", "\u{115F}", "\u{3164}", "\u{FE0F}", "\u{FFA0}",
    "\u{1BCA0}", "\u{1D173}", "\u{E0067}", "\u{17B4}", "\u{2065}", "\u{FFF0}",
  ]

  /// Every default-ignorable code point but the joiners is escaped.
  ///
  /// Those outside the list escaped before showed as nothing, so that `admin` and `admin` with a
  /// tag character looked alike (issue 53, case 12). Each is now a JSON escape (a surrogate pair
  /// past U+FFFF); joiners stay, so joined emoji show as they are.
  @Test func invisibleCodePointsAreEscapedAndJoinersKept() {
    let old =
      #"["admin", "admin\uDB40\uDC01", "x\u034F", "\u3164", "❤\uFE0F", "👩\u200D💻", "a\u200Cb"]"#
    let text = snapdiff(["old.json", "new.json"], files: ["old.json": old, "new.json": "[]"])
    for shown in [
      #""admin\uDB40\uDC01""#, #""x\u034F""#, #""\u3164""#, #""❤\uFE0F""#, "\"👩\u{200D}💻\"",
      "\"a\u{200C}b\"",
    ] {
      #expect(text.stdout.contains(shown), "\(shown)")
    }
    // Every default-ignorable code point but the joiners is escaped.
    let ignorable = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter {
      $0.properties.isDefaultIgnorableCodePoint && $0 != "\u{200C}" && $0 != "\u{200D}"
    }
    let escaped = terminalEscaped(String(String.UnicodeScalarView(ignorable)))
    #expect(escaped.unicodeScalars.allSatisfy { $0.isASCII })
  }

  /// Identifiers and file names with controls, bidi overrides or U+2028 were written raw to the
  /// terminal in text output and messages.
  @Test func textOutputAndMessagesEscapeWhatActsOnATerminal() {
    let old = #"["a\u202Eb", "c\u001Bd", "e\u2028f"]"#
    let text = snapdiff(["old.json", "new.json"], files: ["old.json": old, "new.json": "[]"])
    #expect(text.stdout.contains(#""a\u202Eb""#))
    #expect(text.stdout.contains(#""c\u001Bd""#))
    #expect(text.stdout.contains(#""e\u2028f""#))
    let json = snapdiff(
      ["--format", "json", "old.json", "new.json"], files: ["old.json": old, "new.json": "[]"])
    #expect(json.stdout.unicodeScalars.contains("\u{202E}"), "json keeps identifiers as they are")
    let missing = snapdiff(["\u{1B}[31mold.json", "new.json"], files: ["new.json": "[]"])
    #expect(missing.stderr.hasPrefix(#"Error: cannot read '"\033[31mold.json"'"#))
    let usage = snapdiff(["--\u{202E}x", "a", "b"])
    #expect(usage.stderr.hasPrefix(#"Error: unknown option '--\u202Ex'"#))
  }

  /// Whatever the identifiers, the text output holds no scalar that acts on a terminal.
  @Test func textOutputNeverHoldsWhatActsOnATerminal() {
    let alphabet = Self.acting + ["a", "b", "é", "🙂", "\u{301}"]
    checkProperty(
      iterations: 300, seed: 0x7E57_0011,
      generate: { random in
        (0..<(1 + random.int(below: 5))).map { index in
          String(
            String.UnicodeScalarView(
              (0..<random.int(below: 4)).map { _ in random.element(of: alphabet) })) + "\(index)"
        }
      },
      shrink: shrinkArray,
      property: { names in
        let document = "[" + names.map(jsonQuoted).joined(separator: ", ") + "]"
        let result = snapdiff(
          ["old.json", "new.json"], files: ["old.json": document, "new.json": "[]"])
        let raw = result.stdout.unicodeScalars.filter { Self.acting.contains($0) }
        return raw.isEmpty
          ? nil : "raw \(raw.map { String($0.value, radix: 16) }) in \(result.stdout)"
      })
  }
}
