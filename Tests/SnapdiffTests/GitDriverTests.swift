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
          ~ item [0, 0] -> [0, 1] 1
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
        +{"name": "x", "version": 2}

        """))
    let old = (1...20).map { "line \($0)" }
    var new = old
    new[1] = "changed 2"
    new.insert("inserted", at: 15)
    let out = OutputBuffer(descriptor: nil)
    writeHunks(
      editScript(old[...].map { Substring($0) }, new.map { Substring($0) }),
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

  @Test func otherArgumentCountsAreUsageErrors() {
    let result = driver(["a", "b"])
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix("Error: git passes 1, 7 or 9 arguments to a diff driver, not 2\n"))
    #expect(driver(["--color=sometimes"] + seven("old.json", "new.json")).status == 2)
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
}
