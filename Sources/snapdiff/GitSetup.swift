// `snapdiff git-setup [--global] [--remove] [PATTERN...]`: writes (or removes) the git
// configuration that makes `git diff` and `git difftool` use snapdiff for snapshot files, and
// changes nothing that is already set differently.
import SnapshotsJSON

/// What `git-setup` was asked.
struct GitSetupRequest {
  var global = false
  var remove = false
  var patterns: [String] = []

  /// The request in `arguments`; each pattern is checked as ``attributePattern(_:)`` checks it
  /// before anything is written.
  init(_ arguments: [[UInt8]]) throws(Options.UsageError) {
    let parsed = try OptionParser.parse(
      arguments, [OptionSpec("--global"), OptionSpec("--remove")], unknownSuffix: " for git-setup")
    (global, remove) = (parsed.has("--global"), parsed.has("--remove"))
    patterns = parsed.operands.map { String(decoding: $0.bytes, as: UTF8.self) }
    for pattern in patterns { _ = try attributePattern(pattern) }
  }
}

let gitSetupUsage = "Usage: snapdiff git-setup [--global] [--remove] [PATTERN...]"

/// The patterns set up when none are given.
let defaultGitPatterns = ["*.snapshot.json"]

/// Runs `git-setup`.
func runGitSetup(_ arguments: [[UInt8]], io: CommandIO) -> ExitStatus {
  let request: GitSetupRequest
  do {
    request = try GitSetupRequest(arguments)
  } catch {
    io.standardError.write("Error: \(terminalEscaped(error.message))\n\(gitSetupUsage)\n")
    return .trouble
  }
  let git = GitConfig(global: request.global, environment: io.environment)
  guard runProcess(["git", "--version"], environment: io.environment)?.status == 0 else {
    io.standardError.write("Error: git-setup needs git on PATH\n")
    return .trouble
  }
  guard let attributes = git.attributesFile() else {
    io.standardError.write(
      "Error: not in a git repository (run git-setup inside one, or use --global)\n")
    return .trouble
  }
  let path = String(decoding: currentExecutablePath().bytes, as: UTF8.self)
  let executable = shellQuoted(path)
  // A bare path git runs itself (the driver knows git's call by its arguments); another needs
  // git's shell, which costs each file a process more.
  let quotedDriver = "\(executable) --git-diff-driver"
  let driver = runsWithoutShell(path) ? path : quotedDriver
  let settings = [
    ("diff.snapdiff.command", driver),
    ("difftool.snapdiff.cmd", #"\#(executable) git-difftool "$LOCAL" "$REMOTE" "$MERGED""#),
    ("merge.snapdiff.name", "snapshot documents merged by identity (snapdiff)"),
    ("merge.snapdiff.driver", "\(executable) git-merge %O %A %B %L %P"),
  ]
  var report: [String] = []
  for (key, value) in settings {
    // Either form of the driver is snapdiff's own to remove.
    let ours = key == "diff.snapdiff.command" ? [driver, quotedDriver, path] : [value]
    report.append(
      request.remove ? git.unset(key, ifAmong: ours) : git.set(key, value, replacing: ours))
  }
  let lines = (request.patterns.isEmpty && !request.remove ? defaultGitPatterns : request.patterns)
  report += editAttributes(
    attributes, patterns: lines, remove: request.remove, followingLinks: request.global)
  for line in report { io.standardOutput.write(terminalEscaped(line) + "\n") }
  return report.contains { $0.hasPrefix("error:") } ? .trouble : .noDifferences
}

/// Git's configuration, of the repository or of the user (`--global`).
struct GitConfig {
  var global: Bool
  var environment: [String: String]

  func git(_ arguments: [String]) -> ProcessResult? {
    runProcess(
      ["git", "config"] + (global ? ["--global"] : []) + arguments, environment: environment)
  }

  /// Sets `key` to `value` unless it is set already, to this value or to another; one of
  /// `replacing` (snapdiff's own earlier form of it) is replaced.
  func set(_ key: String, _ value: String, replacing earlier: [String] = []) -> String {
    switch git(["--get", key])?.value {
    case value: return "\(key) is set already"
    case let other? where earlier.contains(other):
      return git([key, value])?.status == 0
        ? "set \(key) = \(value) (was \(other))" : "error: git config could not set \(key)"
    case let other?:
      return "\(key) is set to \(other) already: left as it is (unset it, then run git-setup again)"
    case nil:
      return git([key, value])?.status == 0
        ? "set \(key) = \(value)" : "error: git config could not set \(key)"
    }
  }

  /// Unsets `key` when it holds one of `values`.
  func unset(_ key: String, ifAmong values: [String]) -> String {
    switch git(["--get", key])?.value {
    case let value? where values.contains(value):
      return git(["--unset", key])?.status == 0
        ? "unset \(key)" : "error: git config could not unset \(key)"
    case let other?: return "\(key) is \(other), not snapdiff's: left as it is"
    case nil: return "\(key) is not set"
    }
  }

  /// The attributes file: `.gitattributes` at the top of the repository, or for `--global` git's
  /// `core.attributesFile` (by default `$XDG_CONFIG_HOME/git/attributes`, or
  /// `~/.config/git/attributes`); `nil` outside a repository.
  func attributesFile() -> FilePath? {
    guard global else {
      let top = runProcess(["git", "rev-parse", "--show-toplevel"], environment: environment)
      return top?.valueBytes.map { FilePath($0).appending(".gitattributes") }
    }
    let home = Array((environment["HOME"] ?? "").utf8)
    if let bytes = git(["--get", "core.attributesFile"])?.valueBytes {
      return FilePath(bytes.starts(with: Array("~/".utf8)) ? home + bytes.dropFirst() : bytes)
    }
    let base = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
    return (base.map(FilePath.init) ?? FilePath(home).appending(".config")).appending(
      "git/attributes")
  }
}

/// The attributes `git-setup` gives a pattern: git's diff and merge go through snapdiff.
let snapdiffAttributes: [Substring] = ["diff=snapdiff", "merge=snapdiff"]

/// Adds (or removes) the lines `PATTERN diff=snapdiff merge=snapdiff` of an attributes file.
///
/// A pattern that has another `diff` attribute there is left as it is; a line that an earlier
/// version wrote, `PATTERN diff=snapdiff`, gains `merge=snapdiff`; with `remove` and no
/// patterns, every such line goes. A repository's `.gitattributes` that is a link or not a regular
/// file is left alone (`followingLinks` is for the user's own file). Returns what it did, a line
/// each.
func editAttributes(
  _ file: FilePath, patterns: [String], remove: Bool, followingLinks: Bool
) -> [String] {
  let path = file.shown
  let text: String
  switch readAttributesFile(file, followingLinks: followingLinks) {
  case .success(let read): text = read
  case .failure(let error): return ["error: \(error.message)"]
  }
  // By the newline byte: a CRLF line (one Character to Swift) keeps its CR, and is written back
  // with it.
  var lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map {
    Substring($0)
  }
  if lines.last == "" { lines.removeLast() }
  func isOurs(_ line: Substring) -> Bool {
    guard let (pattern, settings) = attributeLine(line) else { return false }
    return (settings == snapdiffAttributes || settings == [snapdiffAttributes[0]])
      && (patterns.isEmpty || patterns.contains(pattern))
  }
  if remove {
    let kept = lines.filter { !isOurs($0) }
    let report = lines.filter(isOurs).map { "removed from \(path): \($0)" }
    if kept.count != lines.count
      && !replaceAttributesFile(file, kept, followingLinks: followingLinks)
    {
      return ["error: could not write \(path)"]
    }
    return report.isEmpty ? ["\(path) has no snapdiff lines"] : report
  }
  let (report, changed) = addAttributeLines(for: patterns, to: &lines, in: path)
  if changed && !replaceAttributesFile(file, lines, followingLinks: followingLinks) {
    return ["error: could not write \(path)"]
  }
  return report
}

/// Adds snapdiff's line for each of `patterns` to `lines`, the attributes file `path`'s.
///
/// An earlier version's line is updated; a pattern with another `diff` attribute is left as it
/// is. Returns what it did, a line each, and whether it changed `lines`.
private func addAttributeLines(
  for patterns: [String], to lines: inout [Substring], in path: String
) -> (report: [String], changed: Bool) {
  var report: [String] = []
  var changed = false
  for pattern in patterns {
    // Checked when the request was read.
    let line = Substring(
      "\(try! attributePattern(pattern)) \(snapdiffAttributes.joined(separator: " "))")
    let existing = lines.firstIndex { attributeLine($0)?.pattern == pattern }
    guard let existing, let settings = attributeLine(lines[existing])?.settings,
      settings.contains(where: { $0.hasPrefix("diff") })
    else {
      lines.append(line)
      report.append("added to \(path): \(line)")
      changed = true
      continue
    }
    if settings == [snapdiffAttributes[0]] {
      report.append("updated in \(path): \(line)")
      (lines[existing], changed) = (line, true)
    } else {
      report.append(
        settings.contains("diff=snapdiff")
          ? "\(path) has \(lines[existing]) already"
          : "\(path) has \(lines[existing]): left as it is")
    }
  }
  return (report, changed)
}

/// Whether git runs `command` itself rather than through `sh -c`: it has none of the characters
/// for which git's `run_command` uses the shell.
func runsWithoutShell(_ command: String) -> Bool {
  !command.isEmpty && !command.contains { "|&;<>()$`\\\"' \t\n*?[#~=%".contains($0) }
}
