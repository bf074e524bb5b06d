// What snapdiff can be asked to do, in one table: the first argument names a subcommand, and
// any other first argument starts the diff's options and operands.

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

  /// The subcommand that `first`, the first argument, names: the diff when none does.
  ///
  /// O(1).
  static func named(_ first: [UInt8]?) -> Subcommand {
    all.first { command in command.name.map { first == Array($0.utf8) } ?? true }!
  }

  /// Runs it with `arguments`, all of the command line (its name, when it has one, first).
  func run(_ arguments: [[UInt8]], io: CommandIO) -> ExitStatus {
    body(Array(arguments.dropFirst(name == nil ? 0 : 1)), io)
  }

  /// The process's exit status for the status `finished` that the run and its output gave.
  func exitStatus(_ finished: ExitStatus) -> ExitStatus { exitsZero ? .noDifferences : finished }
}
