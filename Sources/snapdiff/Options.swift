import Snapshots
import SnapshotsJSON

/// The command line, parsed.
struct Options: Equatable {
  enum Format: String, CaseIterable { case text, json, jsonpatch, html, markdown, github }
  enum Color: String, CaseIterable { case auto, always, never }
  /// What to do: diff two documents, or apply changes to one (`snapdiff apply`).
  enum Command { case diff, apply }

  var command = Command.diff

  var format = Format.text
  var idKey = "id"
  /// What to do with an identifier that a document gives twice.
  var duplicates = DuplicatePolicy.reject
  var color = Color.auto
  /// Members of object items left out of their content (`--ignore`, repeatable).
  var ignore: [JSONPointer] = []
  /// Where the list is inside a larger document (`--list`); `nil` for the whole document.
  var list: JSONPointer?
  /// Whether lists are compared as sets of identifiers (`--unordered`).
  var unordered = false
  var statOnly = false
  var quiet = false
  var showHelp = false
  var showVersion = false
  /// OLD and NEW (or CHANGES), as given.
  var operands: [FilePath] = []

  /// A usage error: a message for `Error: …`.
  struct UsageError: Error, Equatable {
    var message: String
  }

  /// The options of the diff; `apply` takes those that do not shape the diff's output.
  static let specs = [
    OptionSpec("--format", takesValue: true), OptionSpec("--id", takesValue: true),
    OptionSpec("--duplicates", takesValue: true), OptionSpec("--color", takesValue: true),
    OptionSpec("--ignore", takesValue: true), OptionSpec("--list", takesValue: true),
    OptionSpec("--unordered"), OptionSpec("--stat"), OptionSpec("-q", "--quiet"),
    OptionSpec("-h", "--help"),
    OptionSpec("--version"),
  ]

  /// The options that only the diff takes.
  static let diffOnly: Set = [
    "--format", "--color", "--stat", "--duplicates", "--ignore", "--unordered",
  ]

  /// Parses the arguments of `command` (without the program's name and the subcommand's).
  init(_ command: Command, arguments: [[UInt8]]) throws(UsageError) {
    self.command = command
    let parsed = try OptionParser.parse(arguments, Self.specs)
    for (name, value) in parsed.options {
      if command == .apply && Self.diffOnly.contains(name) {
        throw UsageError(message: "option '\(name)' does not apply to 'snapdiff apply'")
      }
      try take(name, value.map { String(decoding: $0, as: UTF8.self) })
    }
    if showHelp || showVersion { return }
    try Self.checkIgnored(ignore, idKey: idKey)
    try take(operands: parsed.operands)
  }

  /// Parses the arguments of the diff, given as text (for tests).
  init(arguments: [String]) throws(UsageError) {
    var arguments = arguments.map { Array($0.utf8) }
    let command = arguments.first == Array("apply".utf8) ? Command.apply : .diff
    if command == .apply { arguments.removeFirst() }
    try self.init(command, arguments: arguments)
  }

  /// Takes one option and its value, as the spec checked them.
  private mutating func take(_ name: String, _ value: String?) throws(UsageError) {
    switch name {
    case "--format": format = try OptionParser.choice(value!, for: name)
    case "--color": color = try OptionParser.choice(value!, for: name)
    case "--duplicates": duplicates = try Self.duplicatePolicy(value!)
    case "--id": idKey = try Self.identifierMember(value!)
    case "--ignore": ignore.append(try Self.ignoredMember(value!))
    case "--list": list = try Self.listPointer(value!)
    case "--unordered": unordered = true
    case "--stat": statOnly = true
    case "-q": quiet = true
    case "--version": showVersion = true
    default: showHelp = true
    }
  }

  /// Takes the two operands: OLD and NEW (or CHANGES).
  private mutating func take(operands: [FilePath]) throws(UsageError) {
    let second = command == .apply ? "CHANGES" : "NEW"
    guard operands.count == 2 else {
      throw UsageError(
        message: operands.count < 2
          ? "missing operand: expected OLD and \(second)"
          : "too many operands: expected OLD and \(second)")
    }
    guard !(operands[0].isStandardInput && operands[1].isStandardInput) else {
      throw UsageError(message: "OLD and \(second) cannot both be standard input")
    }
    self.operands = operands
  }

  /// The policy `--duplicates` names.
  static func duplicatePolicy(_ text: String) throws(UsageError) -> DuplicatePolicy {
    let policies: [String: DuplicatePolicy] = [
      "reject": .reject, "first": .keepFirst, "last": .keepLast,
    ]
    guard let policy = policies[text] else {
      throw UsageError(
        message: "invalid value '\(text)' for '--duplicates' (expected reject, first, last)")
    }
    return policy
  }

  /// The member `--ignore` names: a JSON Pointer into an item, not the whole item.
  static func ignoredMember(_ text: String) throws(UsageError) -> JSONPointer {
    guard let pointer = try? JSONPointer(text), !pointer.tokens.isEmpty else {
      throw UsageError(
        message:
          "invalid value '\(text)' for '--ignore' (expected a JSON Pointer to a member, such as /updatedAt)"
      )
    }
    return pointer
  }

  /// Refuses an ignored member that is the identifier member.
  static func checkIgnored(_ ignore: [JSONPointer], idKey: String) throws(UsageError) {
    if ignore.contains(where: { $0.tokens == [idKey] }) {
      throw UsageError(message: "'--ignore /\(idKey)' would ignore the identifier member")
    }
  }

  /// The pointer `--list` names: `nil` for the empty pointer (the whole document).
  static func listPointer(_ text: String) throws(UsageError) -> JSONPointer? {
    guard let pointer = try? JSONPointer(text) else {
      throw UsageError(
        message:
          "invalid value '\(text)' for '--list' (expected a JSON Pointer to the list, such as /data/items)"
      )
    }
    return pointer.tokens.isEmpty ? nil : pointer
  }

  /// The member `--id` names.
  static func identifierMember(_ text: String) throws(UsageError) -> String {
    guard !text.isEmpty else {
      throw UsageError(message: "option '--id' needs a non-empty member name")
    }
    return text
  }

  /// OLD and NEW as files to open: by their bytes, "-" being standard input.
  var fileOperands: [FileOperand] { operands.map { FileOperand(bytes: $0.bytes) } }
}

let snapdiffVersion = "0.1.0"

let usageLine = "Usage: snapdiff [options] OLD NEW"

let applyUsageLine = "Usage: snapdiff apply [--id KEY] [--list POINTER] [-q] OLD CHANGES"

let helpText = """
  snapdiff: print the updates that turn one JSON snapshot into another.

  \(usageLine)
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

  """
