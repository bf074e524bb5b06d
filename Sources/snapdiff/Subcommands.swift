// What snapdiff can be asked to do, in one table: the first argument names a subcommand, and
// any other first argument starts the diff's options and operands.
import SnapshotsJSON

/// A subcommand of snapdiff.
struct Subcommand: Sendable {
  /// The first argument that names it; `nil` for the diff, which takes every other.
  var name: String?
  /// Runs it with the arguments after its name.
  var body: @Sendable (_ arguments: [[UInt8]], _ io: CommandIO) -> ExitStatus
  /// Whether the process exits 0 whatever the run returns: git takes any other status from its
  /// diff driver as "external diff died", so the driver names a failed write on standard error
  /// and still exits 0.
  var exitsZero = false

  /// Every subcommand: `apply` and `merge` (a file named so is given as `./apply`), git's diff
  /// and merge drivers, git-setup, git-difftool; then the diff.
  static let all = [
    Subcommand(name: "apply") { runDiff(.apply, $0, io: $1) },
    Subcommand(name: "merge") { runMerge($0, io: $1) },
    Subcommand(name: "git-merge") { runGitMerge($0, io: $1) },
    Subcommand(name: "--git-diff-driver", body: { runGitDiffDriver($0, io: $1) }, exitsZero: true),
    Subcommand(name: "git-setup") { runGitSetup($0, io: $1) },
    Subcommand(name: "git-difftool") { runGitDifftool($0, io: $1) },
    Subcommand(name: nil) { runDiff(.diff, $0, io: $1) },
  ]

  /// git's diff driver called without `--git-diff-driver`: what `git-setup` writes when
  /// snapdiff's path needs no shell, so that git runs snapdiff itself, not a shell that runs it.
  static let gitDiffDriver = Subcommand(
    name: nil, body: { runGitDiffDriver($0, io: $1) }, exitsZero: true)

  /// The subcommand that `arguments` (all of them) name: the first names one, or git calls its
  /// diff driver (``isGitDiffCall(_:_:)``); else the diff.
  ///
  /// O(1).
  static func named(_ arguments: [[UInt8]], _ environment: [String: String]) -> Subcommand {
    let first = arguments.first
    let named = all.first { command in command.name.map { first == Array($0.utf8) } ?? true }!
    return named.name == nil && isGitDiffCall(arguments, environment) ? gitDiffDriver : named
  }

  /// Whether git runs an external diff with `arguments`.
  ///
  /// Git sets `GIT_DIFF_PATH_COUNTER` for it, and passes 7 arguments (path, then for each side a
  /// file, an object and a mode), 9 for a rename, or 1 for an unmerged path (a file that
  /// exists). Modes are octal or `.`; a diff of files takes 2.
  static func isGitDiffCall(_ arguments: [[UInt8]], _ environment: [String: String]) -> Bool {
    guard environment["GIT_DIFF_PATH_COUNTER"] != nil else { return false }
    let isMode = { (bytes: [UInt8]) in
      bytes == [UInt8(ascii: ".")]
        || (!bytes.isEmpty && bytes.allSatisfy { (0x30...0x37).contains($0) })
    }
    switch arguments.count {
    // An unmerged path is a file of the work tree: `snapdiff help` is not git's call.
    case 1: return !arguments[0].starts(with: [UInt8(ascii: "-")]) && System.exists(arguments[0])
    case 7, 9: return isMode(arguments[3]) && isMode(arguments[6])
    default: return false
    }
  }

  /// Runs it with `arguments`, all of the command line (its name, when it has one, first).
  func run(_ arguments: [[UInt8]], io: CommandIO) -> ExitStatus {
    body(Array(arguments.dropFirst(name == nil ? 0 : 1)), io)
  }

  /// The process's exit status for the status `finished` that the run and its output gave.
  func exitStatus(_ finished: ExitStatus) -> ExitStatus { exitsZero ? .noDifferences : finished }
}
