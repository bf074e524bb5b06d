// `snapdiff --git-diff-driver`: what git's `diff.<driver>.command` and GIT_EXTERNAL_DIFF run.
// Git passes 7 arguments (path old-file old-hex old-mode new-file new-hex new-mode), 9 for a
// rename or copy (then the new path and git's own header lines), or 1 for an unmerged path, and
// prints nothing of its own: the driver writes git's file header, then the text format of the
// two snapshots, or a plain line diff for a file that is not a snapshot document. It always
// exits 0 when it wrote a diff (git takes any other status as "external diff died").
import SnapshotsJSON

/// One file as git describes it to an external diff.
struct GitFilePair {
  var path: String
  var newPath: String
  var oldFile: String
  var newFile: String
  var oldMode: String
  var newMode: String
  var oldHex: String
  var newHex: String
  /// Git's own header lines for a rename or copy (`similarity index …`, `rename from …`).
  var renameLines: [Substring] = []

  /// The pair from git's 7 or 9 arguments; `nil` for another count.
  init?(_ arguments: [String]) {
    guard arguments.count == 7 || arguments.count == 9 else { return nil }
    path = arguments[0]
    (oldFile, oldHex, oldMode) = (arguments[1], arguments[2], arguments[3])
    (newFile, newHex, newMode) = (arguments[4], arguments[5], arguments[6])
    newPath = arguments.count == 9 ? arguments[7] : path
    if arguments.count == 9 {
      renameLines = arguments[8].split(separator: "\n")
    }
  }

  var isAdded: Bool { oldFile == "/dev/null" }
  var isDeleted: Bool { newFile == "/dev/null" }
  var oldName: String { isAdded ? "/dev/null" : "a/\(path)" }
  var newName: String { isDeleted ? "/dev/null" : "b/\(newPath)" }
}

/// Runs the driver; `arguments` follow `--git-diff-driver`.
func runGitDiffDriver(_ arguments: [String], io: CommandIO) -> ExitStatus {
  var arguments = arguments
  var color = Options.Color.auto
  if let first = arguments.first, first.hasPrefix("--color") {
    let value = first.hasPrefix("--color=") ? String(first.dropFirst(8)) : nil
    guard let when = Options.Color(rawValue: value ?? (arguments.count > 1 ? arguments[1] : ""))
    else {
      io.standardError.write("Error: --color takes auto, always or never\n\(gitDriverUsage)\n")
      return .trouble
    }
    color = when
    arguments.removeFirst(value == nil ? 2 : 1)
  }
  if arguments.count == 1 {
    io.standardOutput.write("* Unmerged path \(arguments[0])\n")
    return .noDifferences
  }
  if io.environment["GIT_DIFF_TOOL"] != nil || io.environment["GIT_DIFFTOOL_EXTCMD"] != nil {
    // `git difftool` runs `git diff` with its helper as the external diff, but a driver that
    // attributes name wins over it: hand the file to the helper, which runs the chosen tool.
    io.standardOutput.flush()
    let helper = runProcess(
      ["git", "difftool--helper"] + arguments, environment: io.environment, interactive: true)
    return helper?.status == 0 ? .noDifferences : .trouble
  }
  guard let pair = GitFilePair(arguments) else {
    io.standardError.write(
      "Error: git passes 1, 7 or 9 arguments to a diff driver, not \(arguments.count)\n\(gitDriverUsage)\n"
    )
    return .trouble
  }
  let style = TextStyle(colored: gitColors(color, io))
  writeGitHeader(pair, style: style, to: io.standardOutput)
  writeGitDiff(pair, style: style, io: io)
  return .noDifferences
}

let gitDriverUsage =
  "Usage: snapdiff --git-diff-driver [--color WHEN] PATH OLD-FILE OLD-HEX OLD-MODE NEW-FILE NEW-HEX NEW-MODE"

/// Whether the driver colours its output: `--color` when given, else as git would colour a diff
/// (`color.diff`, then `color.ui`, on a terminal or git's pager), asked of git itself.
func gitColors(_ color: Options.Color, _ io: CommandIO) -> Bool {
  switch color {
  case .always: return true
  case .never: return false
  case .auto:
    let toTerminal = io.outputIsTerminal || io.environment["GIT_PAGER_IN_USE"] == "true"
    let answer = runProcess(
      ["git", "config", "--get-colorbool", "color.diff", toTerminal ? "true" : "false"],
      environment: io.environment)?.value
    return answer.map { $0 == "true" } ?? (toTerminal && (io.environment["NO_COLOR"] ?? "").isEmpty)
  }
}

/// Writes git's header of a file pair: `diff --git`, the mode, rename or copy lines, `index`,
/// then `---` and `+++` (`/dev/null` for an added or deleted file).
func writeGitHeader(_ pair: GitFilePair, style: TextStyle, to out: OutputBuffer) {
  var lines = ["diff --git a/\(pair.path) b/\(pair.newPath)"]
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
  if pair.oldHex != pair.newHex && !pair.renameLines.contains(where: { $0.hasPrefix("index ") }) {
    func object(_ hex: String) -> String { hex == "." ? "0000000" : String(hex.prefix(7)) }
    let sameMode = pair.oldMode == pair.newMode && !pair.isAdded && !pair.isDeleted
    let mode = sameMode ? " \(pair.newMode)" : ""
    lines.append("index \(object(pair.oldHex))..\(object(pair.newHex))\(mode)")
  }
  lines += ["--- \(pair.oldName)", "+++ \(pair.newName)"]
  for line in lines { out.write(style.paint(terminalEscaped(line), "1") + "\n") }
}

/// Writes the body of a file pair's diff: snapdiff's text format when both sides are snapshot
/// documents (an added or deleted file's missing side is an empty list), else a one-line notice
/// and a line diff; binary files as git says them.
func writeGitDiff(_ pair: GitFilePair, style: TextStyle, io: CommandIO) {
  let out = io.standardOutput
  let old: JSONText
  let new: JSONText
  do {
    let empty = JSONText([UInt8]())
    let operands = [pair.oldFile, pair.newFile].filter { $0 != "/dev/null" }.map(FileOperand.init)
    let texts = try readInputs(
      operands, peakPerInputByte: InputBudget.diffPeakPerInputByte, io)
    old = pair.isAdded ? empty : texts[0]
    new = pair.isDeleted ? empty : texts[texts.count - 1]
  } catch {
    out.write("snapdiff: \(terminalEscaped(error.message)); no diff of \(pair.path)\n")
    return
  }
  if isBinary(old) || isBinary(new) {
    out.write("Binary files \(pair.oldName) and \(pair.newName) differ\n")
    return
  }
  let idKey = gitAttribute("snapdiff-id", of: pair.newPath, io.environment) ?? "id"
  switch snapshotComparison(old, new, pair: pair, idKey: idKey) {
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
  let (oldText, newText) = (
    Substring(String(decoding: old.bytes, as: UTF8.self)),
    Substring(String(decoding: new.bytes, as: UTF8.self))
  )
  writeHunks(editScript(lines(of: oldText), lines(of: newText)), style: style, to: out)
}

/// The value of a git attribute of `path` (`git check-attr`), or `nil` when it is unspecified,
/// set or unset without a value, or git cannot say.
func gitAttribute(
  _ name: String, of path: String, _ environment: [String: String]
) -> String? {
  guard
    let answer = runProcess(["git", "check-attr", name, "--", path], environment: environment)?
      .value,
    let value = answer.split(separator: ":").last.map({ String($0.dropFirst()) }),
    !["unspecified", "set", "unset"].contains(value)
  else { return nil }
  return value
}
