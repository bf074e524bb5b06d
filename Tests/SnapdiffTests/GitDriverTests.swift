import Testing

@testable import SnapshotsJSON
@testable import snapdiff

/// `snapdiff --git-diff-driver`, as git calls it.
///
/// Git's file header, then the text format or a line diff, and exit status 0 whatever the files
/// hold, so that git never reports "external diff died". In process, without git (no PATH): the
/// identifier member is `id`, colour off.
@Suite("snapdiff as a git diff driver")
struct GitDriverTests {
  let hex = (String(repeating: "a", count: 40), String(repeating: "b", count: 40))
  let files = [
    "old.json": #"[{"id": 1, "n": "one"}, {"id": 2}]"#,
    "new.json": #"[{"id": 2}, {"id": 1, "n": "ONE"}, {"id": 3}]"#,
    "plain.json": #"{"name": "x", "version": 1}"#, "plain2.json": #"{"name": "x", "version": 2}"#,
    "text.txt": "one\ntwo\nthree\n", "binary.bin": "ab\u{0}cd",
  ]

  func driver(_ arguments: [String]) -> CLIResult {
    snapdiff(["--git-diff-driver"] + arguments, files: files)
  }

  /// Git's seven arguments: a missing side is /dev/null with "." for its object and mode.
  func seven(_ old: String, _ new: String, path: String = "list.json") -> [String] {
    let (oldMissing, newMissing) = (old == "/dev/null", new == "/dev/null")
    return [
      path, old, oldMissing ? "." : hex.0, oldMissing ? "." : "100644", new,
      newMissing ? "." : hex.1, newMissing ? "." : "100644",
    ]
  }

  @Test func aChangedSnapshotGetsGitsHeaderThenTheTextFormat() {
    let result = driver(seven("old.json", "new.json"))
    #expect(result.status == 0 && result.stderr.isEmpty)
    #expect(
      result.stdout == """
        diff --git a/list.json b/list.json
        index aaaaaaa..bbbbbbb 100644
        --- a/list.json
        +++ b/list.json
          + item [0, 2] 3
          > item [0, 1] -> [0, 0] 2
          ~ item [0, 0] -> [0, 1] 1: n
        1 batch; sections: 0 deleted, 0 inserted, 0 moved, 0 reloaded; items: 0 deleted, 1 inserted, 1 moved, 1 reloaded

        """)
  }

  @Test func anAddedAndADeletedFileReadTheirMissingSideAsAnEmptyList() {
    let added = driver(seven("/dev/null", "new.json"))
    #expect(added.status == 0)
    #expect(
      added.stdout.hasPrefix(
        "diff --git a/list.json b/list.json\nnew file mode 100644\nindex 0000000..bbbbbbb\n--- /dev/null\n+++ b/list.json\n"
      ))
    #expect(added.stdout.contains("items: 0 deleted, 3 inserted"))
    let deleted = driver(seven("old.json", "/dev/null"))
    #expect(deleted.stdout.contains("deleted file mode 100644\n"))
    #expect(deleted.stdout.contains("--- a/list.json\n+++ /dev/null\n"))
    #expect(deleted.stdout.contains("items: 2 deleted, 0 inserted"))
  }

  @Test func aRenameShowsGitsOwnLinesAndBothNames() {
    let result = driver(
      seven("old.json", "new.json", path: "a.json") + [
        "b.json",
        "similarity index 90%\nrename from a.json\nrename to b.json\nindex 1234567..89abcde 100644\n",
      ])
    #expect(
      result.stdout.hasPrefix(
        "diff --git a/a.json b/b.json\nsimilarity index 90%\nrename from a.json\nrename to b.json\nindex 1234567..89abcde 100644\n--- a/a.json\n+++ b/b.json\n"
      ))
  }

  @Test(arguments: [
    ("plain.json", "plain2.json", "a/list.json is not a snapshot document (1:1: "),
    ("text.txt", "new.json", "a/list.json is not JSON (1:1: "),
  ])
  func aFileThatIsNoSnapshotFallsBackToALineDiff(old: String, new: String, notice: String) {
    let result = driver(seven(old, new))
    #expect(result.status == 0 && result.stderr.isEmpty)
    #expect(result.stdout.contains("\nsnapdiff: \(notice)"))
    #expect(result.stdout.contains("(a line diff follows)\n@@ -1"))
  }

  @Test func aLineDiffHasGitsHunks() {
    let result = driver(seven("plain.json", "plain2.json"))
    #expect(
      result.stdout.hasSuffix(
        """
        @@ -1 +1 @@
        -{"name": "x", "version": 1}
        \\ No newline at end of file
        +{"name": "x", "version": 2}
        \\ No newline at end of file

        """))
    let old = (1...20).map { "line \($0)" }
    var new = old
    new[1] = "changed 2"
    new.insert("inserted", at: 15)
    let out = OutputBuffer(descriptor: nil)
    writeHunks(
      editScript(
        old.map { Array(($0 + "\n").utf8)[...] }, new.map { Array(($0 + "\n").utf8)[...] }),
      style: TextStyle(colored: false), to: out)
    #expect(
      out.text == """
        @@ -1,5 +1,5 @@
         line 1
        -line 2
        +changed 2
         line 3
         line 4
         line 5
        @@ -13,6 +13,7 @@
         line 13
         line 14
         line 15
        +inserted
         line 16
         line 17
         line 18

        """)
  }

  @Test func binaryFilesAreSaidToDifferAsGitSaysIt() {
    let result = driver(seven("binary.bin", "new.json"))
    #expect(result.status == 0)
    #expect(result.stdout.hasSuffix("Binary files a/list.json and b/list.json differ\n"))
  }

  @Test func anUnreadableFileIsNamedAndTheStatusStaysZero() {
    let result = driver(seven("missing.json", "new.json"))
    #expect(result.status == 0)
    #expect(result.stdout.contains("snapdiff: cannot read 'missing.json'"))
  }

  @Test func anUnmergedPathIsReportedAsGitReportsIt() {
    let result = driver(["conflicted.json"])
    #expect(result.status == 0 && result.stdout == "* Unmerged path conflicted.json\n")
  }

  /// A call the driver cannot read is named on standard error, and the status stays 0: git would
  /// stop at "external diff died" and hide every later file.
  @Test func otherArgumentCountsAreNamedAndTheStatusStaysZero() {
    let result = driver(["a", "b"])
    #expect(result.status == 0 && result.stdout.isEmpty)
    #expect(
      result.stderr.hasPrefix(
        "Error: git passes 1, 7 or 9 arguments to a diff driver, after its options (--color WHEN); not 2 arguments\n"
      ))
    let badColor = driver(["--color=sometimes"] + seven("old.json", "new.json"))
    #expect(badColor.status == 0 && badColor.stderr.hasPrefix("Error: git passes 1, 7 or 9"))
  }

  /// Git's arguments are taken from the end: a path that looks like an option is a path (issue 53,
  /// case 2: `--color=x.snapshot.json` killed `git diff`).
  @Test(arguments: ["--color=x.json", "--color", "-q", "--git-diff-driver"])
  func aPathThatLooksLikeAnOptionIsAPath(path: String) {
    var files = self.files
    files[path] = files["new.json"]
    for options in [[], ["--color=never"], ["--color", "never"]] {
      let result = snapdiff(
        ["--git-diff-driver"] + options + seven("old.json", path, path: path), files: files)
      #expect(result.status == 0 && result.stderr.isEmpty, "\(options)")
      #expect(result.stdout.hasPrefix("diff --git a/\(path) b/\(path)\n"), "\(options)")
      #expect(result.stdout.contains("items: 0 deleted, 1 inserted, 1 moved, 1 reloaded"))
    }
    let unmerged = driver([path])
    #expect(unmerged.stdout == "* Unmerged path \(path)\n")
  }

  /// A work-tree file named `-` is that file, never standard input (issue 53, case 3).
  @Test func aFileNamedDashIsAFile() {
    var files = self.files
    files["-"] = files["new.json"]
    let result = snapdiff(
      ["--git-diff-driver"] + seven("old.json", "-", path: "-"), files: files, stdin: "[\"forged\"]"
    )
    #expect(result.stdout.contains("items: 0 deleted, 1 inserted, 1 moved, 1 reloaded"))
    #expect(!result.stdout.contains("forged"))
    let difftool = snapdiff(["git-difftool", "-", "new.json", "x.json"], files: files, stdin: "[]")
    #expect(!difftool.stderr.contains("not a snapshot"))
  }

  /// Names are quoted as git quotes them, so that a newline cannot forge a line (issue 53,
  /// case 4): in the header, in notices and in the binary line.
  @Test func namesAreQuotedAsGitQuotesThem() {
    var files = self.files
    let name = "nl\nError: forged \"q\" \\.json"
    files[name] = files["text.txt"]
    let result = snapdiff(
      ["--git-diff-driver"] + seven("old.json", name, path: name), files: files)
    let quoted = #"nl\nError: forged \"q\" \\.json"#
    #expect(result.stdout.hasPrefix("diff --git \"a/\(quoted)\" \"b/\(quoted)\"\n"))
    #expect(result.stdout.contains("--- \"a/\(quoted)\"\n+++ \"b/\(quoted)\"\n"))
    #expect(result.stdout.contains("snapdiff: \"b/\(quoted)\" is not JSON"))
    #expect(!result.stdout.split(separator: "\n").contains { $0.hasPrefix("Error: forged") })
    let unmerged = driver([name])
    #expect(unmerged.stdout == "* Unmerged path \"\(quoted)\"\n")
  }

  /// A name that is not UTF-8 is opened by its bytes and shown with octal escapes, as git shows
  /// it (issue 53, case 5).
  @Test func aNameThatIsNotUTF8KeepsItsBytes() {
    let name: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".json".utf8)
    var opened: [[UInt8]] = []
    let out = OutputBuffer(descriptor: nil)
    let io = CommandIO(
      standardOutput: out, standardError: OutputBuffer(descriptor: nil), environment: [:],
      outputIsTerminal: false,
      read: { (operand: FileOperand, _, _) throws(ReadError) -> JSONText in
        opened.append(operand.bytes)
        return JSONText(operand.bytes == name ? #"["a", "b"]"#.utf8 : #"["a"]"#.utf8)
      })
    let arguments =
      [Array("--git-diff-driver".utf8)] + [
        name, Array("old.json".utf8), Array(hex.0.utf8), Array("100644".utf8), name,
        Array(hex.1.utf8), Array("100644".utf8),
      ]
    _ = run(
      arguments: arguments.map { String(decoding: $0, as: UTF8.self) }, rawArguments: arguments,
      io: io)
    #expect(opened == [Array("old.json".utf8), name])
    #expect(out.text.hasPrefix(#"diff --git "a/caf\351.json" "b/caf\351.json""#))
    #expect(out.text.contains("+ item [0, 1] \"b\""))
  }

  /// Two sides with the same bytes (a mode change, a pure rename) show git's header lines alone,
  /// as git shows them; an empty file is an empty list, on either side (issue 53, case 8).
  @Test func sameBytesShowTheHeaderAloneAndAnEmptyFileIsAnEmptyList() {
    var files = self.files
    files["empty"] = ""
    files["empty2"] = ""
    var modeOnly = seven("old.json", "old.json")
    (modeOnly[5], modeOnly[6]) = (hex.0, "100755")
    #expect(
      driver(modeOnly).stdout
        == "diff --git a/list.json b/list.json\nold mode 100644\nnew mode 100755\n")
    var rename = seven("old.json", "old.json", path: "a.json")
    rename[5] = hex.0
    let renamed = driver(
      rename + ["b.json", "similarity index 100%\nrename from a.json\nrename to b.json\n"])
    #expect(
      renamed.stdout
        == "diff --git a/a.json b/b.json\nsimilarity index 100%\nrename from a.json\nrename to b.json\n"
    )
    let empties = snapdiff(["--git-diff-driver"] + seven("empty", "empty2"), files: files)
    #expect(!empties.stdout.contains("snapdiff:"))
    let emptied = snapdiff(["--git-diff-driver"] + seven("old.json", "empty"), files: files)
    #expect(emptied.stdout.contains("items: 2 deleted, 0 inserted"))
    let filled = snapdiff(["--git-diff-driver"] + seven("empty", "old.json"), files: files)
    #expect(filled.stdout.contains("items: 0 deleted, 2 inserted"))
  }

  /// Lines are bytes: a CRLF file's lines each get their mark (a CR and LF are one Character to
  /// Swift, which made the whole file one line, later lines printed bare), and canonically
  /// equivalent or invalid UTF-8 lines that differ in bytes show as changed, never as "a line
  /// diff follows" and nothing.
  @Test func linesAreComparedAsBytes() {
    var files = self.files
    files["crlf-old.txt"] = "[1]\r\ndiff --git a/evil b/evil\r\n"
    files["crlf-new.txt"] = "[2]\r\ndiff --git a/evil b/evil\r\n"
    let crlf = snapshotDriver(files, "crlf-old.txt", "crlf-new.txt")
    #expect(!crlf.contains("\ndiff --git a/evil"), "\(crlf)")
    #expect(
      crlf.hasSuffix("@@ -1,2 +1,2 @@\n-[1]\r\n+[2]\r\n diff --git a/evil b/evil\r\n"), "\(crlf)")
    files["nfc.json"] = #"{"a": "\#u{E9}"}"# + "\n"
    files["nfd.json"] = #"{"a": "e\#u{301}"}"# + "\n"
    let equivalent = snapshotDriver(files, "nfc.json", "nfd.json")
    #expect(
      equivalent.contains("\n-{\"a\": \"\u{E9}\"}\n+{\"a\": \"e\u{301}\"}\n"), "\(equivalent)")
  }

  /// The driver's whole output for two files.
  func snapshotDriver(_ files: [String: String], _ old: String, _ new: String) -> String {
    snapdiff(["--git-diff-driver"] + seven(old, new), files: files).stdout
  }

  /// A file whose mode changed in the work tree (git passes zeros as its object) has git's mode
  /// lines alone, and a binary file no `---` and `+++`, as git writes them.
  @Test func aWorkTreeModeChangeHasNoIndexLineAndBinaryFilesNoFileLines() {
    var modeOnly = seven("old.json", "old.json")
    (modeOnly[5], modeOnly[6]) = (String(repeating: "0", count: 40), "100755")
    #expect(
      driver(modeOnly).stdout
        == "diff --git a/list.json b/list.json\nold mode 100644\nnew mode 100755\n")
    #expect(
      driver(seven("binary.bin", "new.json")).stdout
        == "diff --git a/list.json b/list.json\nindex aaaaaaa..bbbbbbb 100644\nBinary files a/list.json and b/list.json differ\n"
    )
  }

  /// Files that differ only in their last newline: the line diff shows it, as git does, instead
  /// of "a line diff follows" and nothing (issue 53, case 8).
  @Test func aMissingLastNewlineIsShown() {
    var files = self.files
    files["newline.json"] = #"{"name": "x", "version": 1}"# + "\n"
    let result = snapdiff(
      ["--git-diff-driver"] + seven("plain.json", "newline.json"), files: files)
    #expect(
      result.stdout.hasSuffix(
        """
        (a line diff follows)
        @@ -1 +1 @@
        -{"name": "x", "version": 1}
        \\ No newline at end of file
        +{"name": "x", "version": 1}

        """))
  }

  @Test func colorAlwaysPaintsTheHeaderAndTheOperations() {
    let result = driver(["--color", "always"] + seven("old.json", "new.json"))
    #expect(result.stdout.hasPrefix("\u{1B}[1mdiff --git a/list.json b/list.json\u{1B}[0m\n"))
    #expect(result.stdout.contains("\u{1B}[32m+ item [0, 2] 3\u{1B}[0m"))
  }

  @Test func setupAndTheDifftoolNameTheirMistakes() {
    #expect(
      snapdiff(["git-setup", "--frob"]).stderr.hasPrefix(
        "Error: unknown option '--frob' for git-setup\n"))
    let withoutGit = snapdiff(["git-setup"], environment: ["PATH": "/nonexistent"])
    #expect(withoutGit.status == 2 && withoutGit.stderr == "Error: git-setup needs git on PATH\n")
    #expect(snapdiff(["git-difftool", "only.json"]).status == 2)
    let notSnapshots = snapdiff(["git-difftool", "text.txt", "new.json", "x.json"], files: files)
    #expect(notSnapshots.status == 0)
    #expect(notSnapshots.stderr == "snapdiff: x.json is not a snapshot document: no page\n")
  }

  /// Git runs a bare path without its shell, with the same arguments and `GIT_DIFF_PATH_COUNTER`
  /// set: snapdiff knows the call by them and writes what `--git-diff-driver` writes.
  @Test func gitsCallWithoutTheOptionIsTheDriver() {
    let git = ["GIT_DIFF_PATH_COUNTER": "1"]
    let direct = snapdiff(seven("old.json", "new.json"), files: files, environment: git)
    #expect(direct.status == 0)
    #expect(direct.stdout == driver(seven("old.json", "new.json")).stdout)
    // One argument: an unmerged path, which is a file of the work tree; else the diff's usage.
    let unmerged = snapdiff([#filePath], files: files, environment: git)
    #expect(unmerged.stdout.hasPrefix("* Unmerged path"))
    #expect(snapdiff(["help"], files: files, environment: git).status == 2)
    // Outside git, or with arguments git never passes, it is the diff (and its usage error).
    #expect(snapdiff(seven("old.json", "new.json"), files: files).status == 2)
    let two = snapdiff(["old.json", "new.json"], files: files, environment: git)
    #expect(two.status == 1 && two.stdout.hasPrefix("  + item"), "\(two.stdout)")
    var notModes = seven("old.json", "new.json")
    notModes[3] = "x.json"
    #expect(snapdiff(notModes, files: files, environment: git).status == 2)
  }

  /// `git-setup` writes the bare path when git would run it without its shell.
  @Test(arguments: [
    ("/usr/local/bin/snapdiff", true), ("/opt/my tools/snapdiff", false),
    ("/home/o'neil/snapdiff", false), ("/x/$HOME/snapdiff", false), ("/x/a=b/snapdiff", false),
    ("", false),
  ])
  func theDriverRunsWithoutAShellWhenItCan(_ path: String, _ bare: Bool) {
    #expect(runsWithoutShell(path) == bare)
  }
}
