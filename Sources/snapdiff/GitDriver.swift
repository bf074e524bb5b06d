// `snapdiff --git-diff-driver`: what git's `diff.<driver>.command` and GIT_EXTERNAL_DIFF run.
// Git passes 7 arguments (path old-file old-hex old-mode new-file new-hex new-mode), 9 for a
// rename or copy (then the new path and git's own header lines), or 1 for an unmerged path, and
// prints nothing of its own: the driver writes git's file header, then the text format of the
// two snapshots, or a plain line diff for a file that is not a snapshot document. It always
// exits 0 when it wrote a diff (git takes any other status as "external diff died").
import SnapshotsJSON

/// One file as git describes it to an external diff.
struct GitFilePair {
  var path: FilePath
  var newPath: FilePath
  var oldFile: FilePath
  var newFile: FilePath
  var oldMode: String
  var newMode: String
  var oldHex: String
  var newHex: String
  /// Git's own header lines for a rename or copy (`similarity index …`, `rename from …`).
  var renameLines: [Substring] = []
  /// How paths are quoted when shown.
  var quoting = PathQuoting(nonASCII: true)

  /// The pair from git's 7 or 9 arguments; `nil` for another count.
  init?(_ arguments: [[UInt8]]) {
    guard arguments.count == 7 || arguments.count == 9 else { return nil }
    func text(_ index: Int) -> String { String(decoding: arguments[index], as: UTF8.self) }
    path = FilePath(arguments[0])
    (oldFile, oldHex, oldMode) = (FilePath(arguments[1]), text(2), text(3))
    (newFile, newHex, newMode) = (FilePath(arguments[4]), text(5), text(6))
    newPath = arguments.count == 9 ? FilePath(arguments[7]) : path
    if arguments.count == 9 {
      renameLines = text(8).split(separator: "\n")
    }
  }

  var isAdded: Bool { oldFile.isDevNull }
  var isDeleted: Bool { newFile.isDevNull }
  /// The names of the two sides as git shows them: `a/PATH` and `b/PATH`, quoted as git quotes
  /// them, or `/dev/null` for a missing side.
  var oldName: String { isAdded ? "/dev/null" : path.shown(quoting, under: "a/") }
  var newName: String { isDeleted ? "/dev/null" : newPath.shown(quoting, under: "b/") }
}

/// Runs the driver; `arguments` follow `--git-diff-driver`.
///
/// Exits 0 whatever it is given, since git takes any other status as "external diff died" and
/// stops showing the files after this one: a call it cannot read is named on standard error.
func runGitDiffDriver(_ arguments: [[UInt8]], io: CommandIO) -> ExitStatus {
  var io = io
  io.gitRun = GitRunCache(io.environment)
  let call: GitDriverCall
  do {
    call = try GitDriverCall(arguments)
  } catch {
    io.standardError.write("Error: \(error.message)\n\(gitDriverUsage)\n")
    return .noDifferences
  }
  let git = call.gitArguments
  if git.count == 1 {
    let path = FilePath(git[0])
    let quoting = PathQuoting(for: [path], io.environment, cache: io.gitRun)
    io.standardOutput.write("* Unmerged path \(terminalEscaped(path.shown(quoting)))\n")
    return .noDifferences
  }
  if io.environment["GIT_DIFF_TOOL"] != nil || io.environment["GIT_DIFFTOOL_EXTCMD"] != nil {
    // `git difftool` runs `git diff` with its helper as the external diff, but a driver that
    // attributes name wins over it: hand the file to the helper, which runs the chosen tool.
    io.standardOutput.flush()
    let helper = runProcess(
      [Array("git".utf8), Array("difftool--helper".utf8)] + git, environment: io.environment,
      interactive: true)
    if helper?.status != 0 { io.standardError.write("snapdiff: git difftool--helper failed\n") }
    return .noDifferences
  }
  var pair = GitFilePair(git)!
  pair.quoting = PathQuoting(for: [pair.path, pair.newPath], io.environment, cache: io.gitRun)
  let style = TextStyle(colored: gitColors(call.color, io))
  let sides = readSides(pair, io)
  let texts = try? sides.get()
  let same = texts.map { old, new in
    old.count == new.count
      && System.equalBytes(old.bytes.baseAddress!, new.bytes.baseAddress!, count: old.count)
  }
  let binary = texts.map { isBinary($0.0) || isBinary($0.1) } ?? false
  // As git writes them: two sides with the same bytes (a mode change, a pure rename, an empty
  // file added) have git's header lines alone, without `---` and `+++`, and without `index` when
  // both exist (a work-tree file's object is zeros then); a binary file has no `---` and `+++`.
  writeGitHeader(
    pair, withIndex: !(same == true && !pair.isAdded && !pair.isDeleted),
    withFileLines: same != true && !binary, style: style, to: io.standardOutput)
  switch sides {
  case .success(let (old, new)) where same != true:
    writeGitDiff(pair, old, new, style: style, io: io)
  case .success: break
  case .failure(let notice):
    io.standardOutput.write("snapdiff: \(terminalEscaped(notice.message))\n")
  }
  return .noDifferences
}

let gitDriverUsage =
  "Usage: snapdiff --git-diff-driver [--color WHEN] PATH OLD-FILE OLD-HEX OLD-MODE NEW-FILE NEW-HEX NEW-MODE [NEW-PATH RENAME-LINES]"

/// Whether the driver colours its output: `--color` when given, else as git would colour a diff
/// (`color.diff`, then `color.ui`, on a terminal or git's pager), asked of git itself.
func gitColors(_ color: Options.Color, _ io: CommandIO) -> Bool {
  switch color {
  case .always: return true
  case .never: return false
  case .auto:
    let toTerminal = io.outputIsTerminal || io.environment["GIT_PAGER_IN_USE"] == "true"
    let question = [
      "git", "config", "--get-colorbool", "color.diff", toTerminal ? "true" : "false",
    ]
    let answer = askGit(question.map { Array($0.utf8) }, io.environment, io.gitRun)?.value
    return answer.map { $0 == "true" } ?? (toTerminal && (io.environment["NO_COLOR"] ?? "").isEmpty)
  }
}

/// Writes git's header of a file pair: `diff --git`, the mode, rename or copy lines, then,
/// `withIndex`, `index`, and, `withFileLines`, `---` and `+++` (`/dev/null` for an added or
/// deleted file).
func writeGitHeader(
  _ pair: GitFilePair, withIndex: Bool, withFileLines: Bool, style: TextStyle,
  to out: OutputBuffer
) {
  var lines = [
    "diff --git \(pair.path.shown(pair.quoting, under: "a/")) \(pair.newPath.shown(pair.quoting, under: "b/"))"
  ]
  if pair.isAdded {
    lines.append("new file mode \(pair.newMode)")
  } else if pair.isDeleted {
    lines.append("deleted file mode \(pair.oldMode)")
  } else if pair.oldMode != pair.newMode {
    lines += ["old mode \(pair.oldMode)", "new mode \(pair.newMode)"]
  }
  lines += pair.renameLines.map(String.init)
  // As git writes it (git's own lines of a rename carry it already): the objects abbreviated,
  // zeros for a missing one, and the mode when it is one for both.
  if withIndex && pair.oldHex != pair.newHex
    && !pair.renameLines.contains(where: { $0.hasPrefix("index ") })
  {
    func object(_ hex: String) -> String { hex == "." ? "0000000" : String(hex.prefix(7)) }
    let sameMode = pair.oldMode == pair.newMode && !pair.isAdded && !pair.isDeleted
    let mode = sameMode ? " \(pair.newMode)" : ""
    lines.append("index \(object(pair.oldHex))..\(object(pair.newHex))\(mode)")
  }
  if withFileLines { lines += ["--- \(pair.oldName)", "+++ \(pair.newName)"] }
  for line in lines { out.write(style.paint(terminalEscaped(line), "1") + "\n") }
}

/// Writes the body of the diff of a file pair whose sides differ: snapdiff's text format when
/// both are snapshot documents (an added or deleted file's missing side, and an empty file, are an
/// empty list), else a one-line notice and a line diff; binary files as git says them.
func writeGitDiff(
  _ pair: GitFilePair, _ old: JSONText, _ new: JSONText, style: TextStyle, io: CommandIO
) {
  let out = io.standardOutput
  if isBinary(old) || isBinary(new) {
    out.write(
      "Binary files \(terminalEscaped(pair.oldName)) and \(terminalEscaped(pair.newName)) differ\n")
    return
  }
  let comparison = identifierMember(pair, io).flatMap { idKey in
    snapshotComparison(old, new, pair: pair, idKey: idKey)
  }
  switch comparison {
  case .success(let comparison) where !comparison.changeset.isEmpty:
    writeText(comparison, statOnly: false, style: style, to: out)
  case .success:
    out.write(
      "snapdiff: the snapshots are equal; the files differ outside them (a line diff follows)\n")
    writeLineDiff(old, new, style: style, to: out)
  case .failure(let notice):
    out.write("snapdiff: \(terminalEscaped(notice.message)) (a line diff follows)\n")
    writeLineDiff(old, new, style: style, to: out)
  }
}

/// The texts of both sides (empty for a missing one), or a notice naming the one that cannot be
/// read.
func readSides(_ pair: GitFilePair, _ io: CommandIO) -> Result<(JSONText, JSONText), DocumentError>
{
  let empty = JSONText([UInt8]())
  let operands = [pair.oldFile, pair.newFile].filter { !$0.isDevNull }.map(\.operand)
  do {
    let texts = try readInputs(operands, peakPerInputByte: InputBudget.diffPeakPerInputByte, io)
    return .success(
      (pair.isAdded ? empty : texts[0], pair.isDeleted ? empty : texts[texts.count - 1]))
  } catch {
    return .failure(
      DocumentError(message: "\(error.message); no diff of \(pair.path.shown(pair.quoting))"))
  }
}

/// The identifier member of the pair's items: the attribute `snapdiff-id` of its path in the
/// repository, `id` when none is set; a notice when it is set empty (as `--id=` is refused) or
/// the path in the repository is ambiguous.
func identifierMember(_ pair: GitFilePair, _ io: CommandIO) -> Result<String, DocumentError> {
  switch identifierAttribute(
    of: pair.newPath, files: [pair.oldFile, pair.newFile], io.environment, cache: io.gitRun)
  {
  case .success(nil): return .success("id")
  case .success(""?):
    return .failure(
      DocumentError(
        message: "the attribute snapdiff-id of \(pair.newName) is empty: it needs a member name"))
  case .success(let key?): return .success(key)
  case .failure(let error):
    let named = zip(error.candidates, error.values).map { path, value in
      "\(path.shown(pair.quoting)) has snapdiff-id \(value ?? "unset")"
    }
    return .failure(
      DocumentError(
        message:
          "\(named.joined(separator: " and ")), and git does not say which this file is"))
  }
}

/// The comparison of two texts as snapshot documents, an empty side (an added or deleted
/// file's) read as an empty document of the other side's shape; or why one is not a snapshot
/// document.
func snapshotComparison(
  _ old: JSONText, _ new: JSONText, pair: GitFilePair, idKey: String
) -> Result<Comparison, DocumentError> {
  func document(_ name: String, _ text: JSONText) -> Result<SnapshotDocument, DocumentError> {
    do throws(JSONError) {
      return .success(try SnapshotDocument(name: name, text: text, idKey: idKey))
    } catch {
      let (line, column) = lineAndColumn(of: error.offset, in: text.bytes)
      let kind = error.isSyntaxError ? "not JSON" : "not a snapshot document"
      return .failure(
        DocumentError(message: "\(name) is \(kind) (\(line):\(column): \(error.message))"))
    }
  }
  let oldIsEmpty = old.count == 0
  let (present, missingName) =
    oldIsEmpty ? ((pair.newName, new), pair.oldName) : ((pair.oldName, old), pair.newName)
  return document(present.0, present.1).flatMap { first in
    let empty = JSONText(Array((first.isFlat ? "[]" : #"{"sections": []}"#).utf8))
    let otherText = oldIsEmpty || new.count == 0 ? empty : new
    return document(oldIsEmpty ? missingName : pair.newName, otherText).map { second in
      oldIsEmpty ? compare(second, first) : compare(first, second)
    }
  }
}

/// Whether a text is binary as git decides it: a NUL among its first 8,000 bytes.
func isBinary(_ text: JSONText) -> Bool {
  text.bytes.prefix(8_000).contains(0)
}

/// Writes the unified line diff of two texts.
func writeLineDiff(_ old: JSONText, _ new: JSONText, style: TextStyle, to out: OutputBuffer) {
  let script = editScript(lines(of: Array(old.bytes)), lines(of: Array(new.bytes)))
  writeHunks(script, style: style, to: out)
}
