import Snapshots
import SnapshotsJSON

/// The command line, parsed.
struct Options: Equatable {
  enum Format: String, CaseIterable { case text, json, jsonpatch, html }
  enum Color: String, CaseIterable { case auto, always, never }
  /// What to do: diff two documents, or apply changes to one (`snapdiff apply`).
  enum Command { case diff, apply }

  var command = Command.diff

  var format = Format.text
  var idKey = "id"
  /// What to do with an identifier that a document gives twice.
  var duplicates = DuplicatePolicy.reject
  var color = Color.auto
  var statOnly = false
  var quiet = false
  var showHelp = false
  var showVersion = false
  var oldPath = ""
  var newPath = ""
  /// Where OLD and NEW are among the arguments (their bytes may not be valid UTF-8).
  var operandIndexes: [Int] = []

  /// A usage error: a message for `Error: …`.
  struct UsageError: Error, Equatable {
    var message: String
  }

  /// Parses arguments (without the program name).
  init(arguments: [String]) throws(UsageError) {
    var operands: [String] = []
    var index = 0
    var optionsEnded = false
    // `apply` first: the subcommand (a file named so is given as ./apply).
    if arguments.first == "apply" {
      command = .apply
      index = 1
    }
    while index < arguments.count {
      let argument = arguments[index]
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        operands.append(argument)
        operandIndexes.append(index)
      } else if argument == "--" {
        optionsEnded = true
      } else {
        let parts = argument.split(separator: "=", maxSplits: 1)
        let name = String(parts[0])
        let inline = parts.count == 2 ? String(parts[1]) : (argument.hasSuffix("=") ? "" : nil)
        try take(name, inline: inline) { () throws(UsageError) -> String in
          if let inline { return inline }
          index += 1
          guard index < arguments.count else {
            throw UsageError(message: "option '\(name)' needs a value")
          }
          return arguments[index]
        }
      }
      index += 1
    }
    if showHelp || showVersion { return }
    try take(operands: operands)
  }

  /// Takes one option; `value` gives its value (inline, or the next argument).
  private mutating func take(
    _ name: String, inline: String?, value: () throws(UsageError) -> String
  ) throws(UsageError) {
    func choice<T: RawRepresentable & CaseIterable>(_ text: String) throws(UsageError) -> T
    where T.RawValue == String {
      guard let result = T(rawValue: text) else {
        let all = T.allCases.map(\.rawValue).joined(separator: ", ")
        throw UsageError(message: "invalid value '\(text)' for '\(name)' (expected \(all))")
      }
      return result
    }
    if command == .apply && ["--format", "--color", "--stat", "--duplicates"].contains(name) {
      throw UsageError(message: "option '\(name)' does not apply to 'snapdiff apply'")
    }
    switch name {
    case "--format": format = try choice(try value())
    case "--color": color = try choice(try value())
    case "--duplicates":
      let text = try value()
      let policies: [String: DuplicatePolicy] = [
        "reject": .reject, "first": .keepFirst, "last": .keepLast,
      ]
      guard let policy = policies[text] else {
        throw UsageError(
          message: "invalid value '\(text)' for '--duplicates' (expected reject, first, last)")
      }
      duplicates = policy
    case "--id":
      idKey = try value()
      guard !idKey.isEmpty else {
        throw UsageError(message: "option '--id' needs a non-empty member name")
      }
    case "--stat", "-q", "--quiet", "-h", "--help", "--version":
      guard inline == nil else { throw UsageError(message: "option '\(name)' takes no value") }
      switch name {
      case "--stat": statOnly = true
      case "-q", "--quiet": quiet = true
      case "--version": showVersion = true
      default: showHelp = true
      }
    default:
      throw UsageError(message: "unknown option '\(name)'")
    }
  }

  /// Takes the two operands: OLD and NEW (or CHANGES).
  private mutating func take(operands: [String]) throws(UsageError) {
    let second = command == .apply ? "CHANGES" : "NEW"
    guard operands.count == 2 else {
      throw UsageError(
        message: operands.count < 2
          ? "missing operand: expected OLD and \(second)"
          : "too many operands: expected OLD and \(second)")
    }
    guard !(operands[0] == "-" && operands[1] == "-") else {
      throw UsageError(message: "OLD and \(second) cannot both be standard input")
    }
    oldPath = operands[0]
    newPath = operands[1]
  }
}

extension Options {
  /// OLD and NEW as files to open: by the bytes given (`rawArguments`, the arguments as the
  /// system passed them), or by the names' UTF-8 when those are not known.
  func fileOperands(_ rawArguments: [[UInt8]]?) -> [FileOperand] {
    zip([oldPath, newPath], operandIndexes).map { name, index in
      FileOperand(bytes: rawArguments?[index] ?? Array(name.utf8))
    }
  }
}

let snapdiffVersion = "0.1.0"

let usageLine = "Usage: snapdiff [options] OLD NEW"

let applyUsageLine = "Usage: snapdiff apply [--id KEY] [-q] OLD CHANGES"

let helpText = """
  snapdiff: print the updates that turn one JSON snapshot into another.

  \(usageLine)
         snapdiff apply [--id KEY] [-q] OLD CHANGES
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
    --format FORMAT     text (default), json (UIKit-legal batches), jsonpatch (RFC 6902) or
                        html (a visual page: snapdiff --format html OLD NEW > diff.html)
    --id KEY            the identifier member of object items (default: id)
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

  snapdiff git-setup makes git diff, git log -p, git show and git difftool --tool=snapdiff use
  snapdiff for files matching PATTERN (default *.snapshot.json): it writes diff.snapdiff.command
  and difftool.snapdiff.cmd to git's configuration (the repository's, or yours with --global)
  and the attribute lines to .gitattributes, and changes nothing already set differently;
  --remove undoes it. An attribute snapdiff-id=KEY names the identifier member for a path.
  Git runs snapdiff --git-diff-driver and snapdiff git-difftool itself (see Docs/CLI.md).

  Exit status: 0 no differences (or applied), 1 differences, 2 trouble (bad usage, unreadable
  file, invalid input, changes that do not fit). Results go to standard output, diagnostics to
  standard error.
  Formats: text, one line per operation grouped by batch, then a summary line; json, the
  batches as {"stages": [...], "summary": {...}}, each stage's lists by index or path with
  identifiers; jsonpatch, operations whose size grows with the changes, not the lists; html,
  one self-contained page showing OLD and NEW side by side with every change marked.

  """
