import Testing

@testable import SnapshotsJSON
@testable import snapdiff

@Suite("snapdiff options")
struct SnapdiffOptionsTests {
  let files = ["a.json": #"["x", "y"]"#, "b.json": #"["y", "x", "z"]"#]

  @Test func helpIsPrintedInFull() {
    let result = snapdiff(["--help"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(
      result.stdout == """
        snapdiff: print the updates that turn one JSON snapshot into another.

        Usage: snapdiff [options] OLD NEW
               snapdiff apply [--id KEY] [--list POINTER] [-q] OLD CHANGES
               snapdiff merge [--id KEY] [--prefer ours|theirs] [--output FILE] [--conflicts FILE]
                              BASE OURS THEIRS
               snapdiff git-setup [--global] [--remove] [PATTERN...]

        snapdiff apply writes the document that applying CHANGES to OLD gives: CHANGES is the output
        of --format json (staged batches, applied to a snapshot document) or --format jsonpatch (any
        RFC 6902 JSON Patch, applied to any JSON document). All or nothing: a change that does not fit
        is named on standard error (exit 2) and nothing is written.

        OLD and NEW (or CHANGES) are JSON files; either (not both) may be '-' for standard input.
        A snapshot is a list of items, ["a", "b"], or an object with sections:
          {"sections": [{"id": "inbox", "items": ["a", {"id": "b", "title": "B"}]}]}
        An item is a string or number (its own identifier), or an object identified by its "id"
        member; an object item whose identifier survives but whose content changed is reloaded.

        Options:
          --format FORMAT     text (default), json (UIKit-legal batches), jsonpatch (RFC 6902),
                              html (a visual page: snapdiff --format html OLD NEW > diff.html),
                              markdown (a summary and a table, for a pull request) or github
                              (an annotation per change, for a GitHub Actions check)
          --id KEY            the identifier member of object items (default: id)
          --ignore POINTER    leave a member out of object items' content (repeatable; a JSON
                              Pointer into the item: --ignore /updatedAt --ignore /meta/etag)
          --list POINTER      the list (or the object with sections) is at POINTER inside a larger
                              document (--list /data/items); what is beside it is compared as a whole
          --unordered         compare sections and items as sets of identifiers: no moves within a
                              list; positions of NEW are given as if in OLD's order
          --duplicates WHAT   an identifier given twice in a document: reject (default: exit 2
                              naming both places), first or last (keep that occurrence, drop the
                              others with a notice on standard error)
          --color WHEN        auto (default: only on a terminal, not with NO_COLOR or TERM=dumb),
                              always or never
          --stat              print only the summary counts
          -q, --quiet         print nothing; report differences by the exit status only
          -h, --help          print this help
          --version           print the version
          --                  end of options

        snapdiff merge merges two changes (OURS, THEIRS) of one snapshot document (BASE) by the
        identity of its sections and items: insertions, deletions, moves and member changes of both
        sides apply; what both changed differently is a conflict, resolved to ours (--prefer theirs
        for theirs), named on standard error and, with --conflicts FILE, listed there as JSON. The
        merged document goes to standard output (--output FILE). Exit 0 clean, 1 conflicts, 2 trouble.

        snapdiff git-setup makes git diff, git log -p, git show and git difftool --tool=snapdiff use
        snapdiff for files matching PATTERN (default *.snapshot.json), and git merge combine them by
        identity: it writes diff.snapdiff.command, difftool.snapdiff.cmd and merge.snapdiff.driver to
        git's configuration (the repository's, or yours with --global)
        and the attribute lines to .gitattributes, and changes nothing already set differently;
        --remove undoes it. An attribute snapdiff-id=KEY names the identifier member for a path.
        Git runs snapdiff --git-diff-driver, git-difftool and git-merge itself (see Docs/CLI.md).

        Exit status: 0 no differences (or applied), 1 differences, 2 trouble (bad usage, unreadable
        file, invalid input, changes that do not fit). Results go to standard output, diagnostics to
        standard error.
        Formats: text, one line per operation grouped by batch, then a summary line; json, the
        batches as {"stages": [...], "summary": {...}}, each stage's lists by index or path with
        identifiers; jsonpatch, operations whose size grows with the changes, not the lists; html,
        one self-contained page showing OLD and NEW side by side with every change marked.

        """)
    #expect(snapdiff(["-h"]).stdout == result.stdout)
  }

  @Test func version() {
    #expect(snapdiff(["--version"]).stdout == "snapdiff 0.1.0\n")
    #expect(snapdiff(["--version"]).status == 0)
  }

  @Test(
    "usage errors",
    arguments: [
      (["--frobnicate", "a", "b"], "unknown option '--frobnicate'"),
      (["--format"], "option '--format' needs a value"),
      (
        ["--format", "xml", "a", "b"],
        "invalid value 'xml' for '--format' (expected text, json, jsonpatch, html, markdown, github)"
      ),
      (
        ["--color=sometimes", "a", "b"],
        "invalid value 'sometimes' for '--color' (expected auto, always, never)"
      ),
      (["--algorithm", "heckel", "a", "b"], "unknown option '--algorithm'"),
      (["--id=", "a", "b"], "option '--id' needs a non-empty member name"),
      (["--stat=yes", "a", "b"], "option '--stat' takes no value"),
      (["a.json"], "missing operand: expected OLD and NEW"),
      ([], "missing operand: expected OLD and NEW"),
      (["a", "b", "c"], "too many operands: expected OLD and NEW"),
      (["-", "-"], "OLD and NEW cannot both be standard input"),
    ])
  func usageErrors(arguments: [String], message: String) {
    let result = snapdiff(arguments)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "Error: \(message)\nUsage: snapdiff [options] OLD NEW\nSee 'snapdiff --help'\n")
  }

  @Test func valuesInlineOrSeparate() {
    let separate = snapdiff(["--format", "json", "a.json", "b.json"], files: files)
    let inline = snapdiff(["--format=json", "a.json", "b.json"], files: files)
    #expect(separate.stdout == inline.stdout)
    #expect(separate.stdout.hasPrefix("{\"stages\""))
    #expect(separate.status == 1)
  }

  @Test func doubleDashEndsOptions() {
    let result = snapdiff(
      ["--", "--weird", "b.json"], files: files.merging(["--weird": "[]"]) { $1 })
    #expect(result.status == 1)
    #expect(result.stdout.contains("+ item [0, 0] \"y\""))
  }

  @Test func standardInput() {
    let result = snapdiff(["-", "b.json"], files: files, stdin: #"["x", "y"]"#)
    #expect(result.status == 1)
    let same = snapdiff(["a.json", "-"], files: files, stdin: #"["x", "y"]"#)
    #expect(same.status == 0 && same.stdout.isEmpty)
    let bad = snapdiff(["-", "a.json"], files: files, stdin: "[")
    #expect(bad.stderr.hasPrefix("Error: <stdin>:1:2: invalid JSON"))
  }

}
