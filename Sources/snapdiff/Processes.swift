// Running other programs (git, the platform's opener) for snapdiff's git integration, without
// Foundation (`System.spawn`).
import SnapshotsJSON

/// What a child process did: its exit status (-1 when it could not run or was killed) and what it
/// wrote to standard output.
struct ProcessResult {
  var status: Int32
  /// What it wrote, as bytes (git writes paths as the file system has them).
  var bytes: [UInt8]
  /// What it wrote, as UTF-8 (invalid bytes replaced).
  var output: String { String(decoding: bytes, as: UTF8.self) }

  /// The output without its trailing newline, or `nil` unless the process exited 0.
  var value: String? { valueBytes.map { String(decoding: $0, as: UTF8.self) } }

  /// ``value`` as bytes (a path, as the file system has it).
  var valueBytes: [UInt8]? {
    guard status == 0 else { return nil }
    return bytes.last == UInt8(ascii: "\n") ? Array(bytes.dropLast()) : bytes
  }
}

/// The path of an executable named `name` in the directories of `PATH` (from `environment`), or
/// `nil`; a name with a slash is that path.
///
/// - Complexity: One `access` per directory of `PATH`.
func executable(named name: [UInt8], environment: [String: String]) -> FilePath? {
  if name.contains(UInt8(ascii: "/")) { return System.isExecutable(name) ? FilePath(name) : nil }
  guard let path = environment["PATH"] else { return nil }
  for directory in path.utf8.split(separator: UInt8(ascii: ":")) {
    let candidate = Array(directory) + [UInt8(ascii: "/")] + name
    if System.isExecutable(candidate) { return FilePath(candidate) }
  }
  return nil
}

/// Runs `arguments` (the first is the program, found on `PATH`) and waits for it: with standard
/// input from /dev/null and standard output captured, or, `interactive`, with all three of
/// snapdiff's (standard output flushed first by the caller).
///
/// - Returns: Its status and captured standard output; `nil` when the program is not on `PATH`.
func runProcess(
  _ arguments: [String], environment: [String: String], interactive: Bool = false
) -> ProcessResult? {
  runProcess(arguments.map { Array($0.utf8) }, environment: environment, interactive: interactive)
}

/// Runs `arguments` given as bytes (paths need not be UTF-8), as
/// ``runProcess(_:environment:interactive:)`` runs them.
func runProcess(
  _ arguments: [[UInt8]], environment: [String: String], interactive: Bool = false
) -> ProcessResult? {
  guard let program = executable(named: arguments[0], environment: environment) else {
    return nil
  }
  let child = System.spawn(program.bytes, arguments, capturingOutput: !interactive)
  return ProcessResult(status: child.status, bytes: child.output)
}

/// The absolute path of the running snapdiff, for the commands `git-setup` writes into git's
/// configuration; "snapdiff" (found on `PATH`) when the system does not say.
func currentExecutablePath() -> FilePath {
  FilePath(System.executablePath ?? Array("snapdiff".utf8))
}

/// `text` quoted for a POSIX shell: in single quotes, each single quote written `'\''`.
func shellQuoted(_ text: String) -> String {
  "'" + text.replacingAll("'", with: #"'\''"#) + "'"
}

extension String {
  /// The string with every occurrence of `target` replaced (no Foundation here).
  func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
