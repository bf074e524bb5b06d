// `snapdiff merge BASE OURS THEIRS`: the three-way merge of snapshot documents by identity
// (`JSONSnapshotMerge`), and what git's merge driver runs (`git-merge`).
import Dispatch
import Snapshots
import SnapshotsJSON

let mergeUsage = """
  Usage: snapdiff merge [--id KEY] [--list POINTER] [--ignore POINTER] [--duplicates WHAT]
                        [--prefer ours|theirs] [--output FILE] [--conflicts FILE]
                        BASE OURS THEIRS
  """

let mergeHelp = """
  \(mergeUsage)

  Merges two changes (OURS, THEIRS) of one snapshot document (BASE) by the identity of its
  sections and items; one of the three may be '-' for standard input, and an empty file is an
  empty document. What both sides changed differently is a conflict, resolved to ours (--prefer
  theirs for theirs), named on standard error and, with --conflicts FILE, listed there as JSON
  ('-': standard output). The merged document goes to standard output, or to FILE with --output
  FILE. Both files are replaced only once both are written. With --list POINTER the list is at
  POINTER inside larger documents, and what is beside it merges member by member. A member of
  items under --ignore POINTER (repeatable) that both sides changed takes the preferred side's
  value without a conflict. Exit status: 0 clean, 1 conflicts, 2 trouble (nothing written). See
  Docs/CLI.md.

  """

/// What `merge` was asked.
struct MergeRequest {
  var idKey = "id"
  var duplicates = DuplicatePolicy.reject
  var prefer = JSONSnapshotMerge.Side.ours
  /// Where the list is inside the documents (`--list`); `nil` for the whole document.
  var list: JSONPointer?
  /// Members of object items that change on their own (`--ignore`, repeatable).
  var ignore: [JSONPointer] = []
  /// Whether `-h` or `--help` was given.
  var showHelp = false
  /// Where the merged document goes.
  var output = MergeDestination.standardOutput
  /// Where the conflicts go as a JSON list, if anywhere.
  var conflicts: MergeDestination?
  /// BASE, OURS and THEIRS.
  var operands: [FilePath] = []

  static let specs = [
    OptionSpec("--id", takesValue: true), OptionSpec("--duplicates", takesValue: true),
    OptionSpec("--prefer", takesValue: true), OptionSpec("--output", takesValue: true),
    OptionSpec("--conflicts", takesValue: true), OptionSpec("--list", takesValue: true),
    OptionSpec("--ignore", takesValue: true),
    OptionSpec("-h", "--help"),
  ]

  /// The diff's options that the merge does not take: named as such, not as unknown.
  static let diffOnly = Options.specs.filter { spec in
    !specs.contains { $0.names == spec.names }
  }

  /// The defaults (git's merge driver takes no options).
  init() {}

  /// The request in `arguments` (those after `merge`).
  ///
  /// - Throws: A message for an unknown option, a bad value, or other than three operands.
  init(_ arguments: [[UInt8]]) throws(Options.UsageError) {
    let parsed = try OptionParser.parse(
      arguments, Self.specs + Self.diffOnly, unknownSuffix: " for merge")
    for (name, value) in parsed.options {
      let text = String(decoding: value ?? [], as: UTF8.self)
      switch name {
      case "--id": idKey = try Options.identifierMember(text)
      case "--duplicates": duplicates = try Options.duplicatePolicy(text)
      case "--prefer": prefer = try OptionParser.choice(text, for: name)
      case "--list": list = try Options.listPointer(text)
      case "--ignore": ignore.append(try Options.ignoredMember(text))
      case "-h": showHelp = true
      case "--output", "--conflicts":
        guard !value!.isEmpty else {
          throw Options.UsageError(message: "option '\(name)' needs a file name")
        }
        let path =
          value! == [UInt8(ascii: "-")] ? .standardOutput : MergeDestination.file(FilePath(value!))
        if name == "--output" { output = path } else { conflicts = path }
      default:
        throw Options.UsageError(message: "option '\(name)' does not apply to 'snapdiff merge'")
      }
    }
    if showHelp { return }
    try Options.checkIgnored(ignore, idKey: idKey)
    try checkDestinations()
    guard parsed.operands.count == 3 else {
      throw Options.UsageError(
        message:
          "\(parsed.operands.count < 3 ? "missing" : "too many") operands: expected BASE, OURS and THEIRS"
      )
    }
    guard parsed.operands.filter(\.isStandardInput).count <= 1 else {
      throw Options.UsageError(message: "only one of BASE, OURS and THEIRS can be standard input")
    }
    operands = parsed.operands
  }

  /// Refuses `--output` and `--conflicts` that name one place: one would lose the other.
  private func checkDestinations() throws(Options.UsageError) {
    switch (output, conflicts) {
    case (.standardOutput, .standardOutput?):
      throw Options.UsageError(message: "--output and --conflicts both name standard output")
    case (.file(let output), .file(let conflicts)?)
    where System.nameSameFile(output.bytes, conflicts.bytes):
      throw Options.UsageError(message: "--output and --conflicts name the same file")
    default: break
    }
  }
}

/// Where `merge` writes the merged document or the conflicts.
enum MergeDestination: Equatable {
  case standardOutput
  case file(FilePath)
}

/// Runs `merge`: exit 0 for a clean merge, 1 when sides conflicted (each resolved to the
/// preferred side, listed on standard error and, with `--conflicts`, in a JSON file), 2 for
/// trouble (bad usage, an unreadable or invalid document, a failed write), with nothing written.
func runMerge(_ arguments: [[UInt8]], io: CommandIO) -> ExitStatus {
  let request: MergeRequest
  do {
    request = try MergeRequest(arguments)
  } catch {
    io.standardError.write(
      "Error: \(terminalEscaped(error.message))\n\(mergeUsage)\nSee 'snapdiff merge --help'\n")
    return .trouble
  }
  if request.showHelp {
    io.standardOutput.write(mergeHelp)
    return .noDifferences
  }
  let merge: JSONSnapshotMerge
  do throws(Options.UsageError) {
    merge = try mergeDocuments(
      request.operands.map { FileOperand(bytes: $0.bytes) }, request, io)
  } catch {
    io.standardError.write("Error: \(terminalEscaped(error.message))\n")
    return .trouble
  }
  return writeMerge(merge, to: request.output, conflictsTo: request.conflicts, io)
}

/// Reads BASE, OURS and THEIRS and merges them.
///
/// - Throws: A message for the first document that cannot be read or is not a snapshot
///   document, or for documents of different shapes.
func mergeDocuments(
  _ operands: [FileOperand], _ request: MergeRequest, names: [String]? = nil, _ io: CommandIO
) throws(Options.UsageError) -> JSONSnapshotMerge {
  let texts: [JSONText]
  do throws(ReadError) {
    texts = try readInputs(operands, peakPerInputByte: InputBudget.mergePeakPerInputByte, io)
  } catch {
    throw Options.UsageError(message: error.message)
  }
  // Read on all cores, as the diff reads its two; the first document in order that fails is
  // the one named.
  let results = ParseResults<Result<JSONSnapshotDocument?, Options.UsageError>>(count: 3)
  let (idKey, duplicates, list) = (request.idKey, request.duplicates, request.list)
  DispatchQueue.concurrentPerform(iterations: operands.count) { index in
    let text = texts[index]
    // An empty file (git's base for a file both sides added) is an empty document, read below.
    guard text.bytes.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
      return results.set(index, .success(nil))
    }
    let operand = operands[index]
    let name = names?[index] ?? (operand.isStandardInput ? "<stdin>" : operand.name)
    do throws(JSONDocumentError) {
      let document = try JSONSnapshotDocument(
        text: text, name: name, identifierMember: idKey, duplicates: duplicates, list: list)
      results.set(index, .success(document))
    } catch {
      results.set(index, .failure(Options.UsageError(message: error.description)))
    }
  }
  var documents: [JSONSnapshotDocument?] = []
  for index in operands.indices {
    let document = try results.get(index).get()
    for dropped in document?.document.droppedDuplicates ?? [] {
      let (line, column) = lineAndColumn(of: dropped.offset, in: texts[index].bytes)
      io.standardError.write("snapdiff: \(document!.name):\(line):\(column): \(dropped.message)\n")
    }
    documents.append(document)
  }
  let isFlat = documents.compactMap { $0 }.first?.isFlat ?? true
  let empty = try! JSONSnapshotDocument(
    parsing: Array((isFlat ? "[]" : #"{"sections": []}"#).utf8), name: "empty")
  let all = documents.map { $0 ?? empty }
  do throws(JSONMergeError) {
    return try JSONSnapshotMerge(
      base: all[0], ours: all[1], theirs: all[2],
      preferring: request.prefer, ignoring: request.ignore)
  } catch {
    throw Options.UsageError(message: error.message)
  }
}

/// Writes the merged document to `output` and the conflicts to `conflicts` (and on standard
/// error); the exit status.
///
/// Files are written beside their paths and renamed over them only once all are written, so that
/// trouble leaves each as it was; renaming also keeps OURS whole, which may be both an input (its
/// text, which the merged items point into, perhaps mapped) and git's output.
func writeMerge(
  _ merge: JSONSnapshotMerge, to output: MergeDestination, conflictsTo conflicts: MergeDestination?,
  _ io: CommandIO
) -> ExitStatus {
  let writers: [(MergeDestination?, (OutputBuffer) -> Void)] = [
    (output, { out in merge.write(to: out) }),
    (conflicts, { out in merge.conflictsBytes.withUnsafeBufferPointer { out.write($0) } }),
  ]
  var replacements: [(FilePath, System.Replacement)] = []
  func fail(_ path: FilePath) -> ExitStatus {
    let error = System.lastError
    for (_, replacement) in replacements { replacement.discard() }
    io.standardError.write(
      "Error: cannot write '\(terminalEscaped(path.shown))': \(System.describe(error))\n")
    return .trouble
  }
  for case (.file(let path)?, let write) in writers {
    let replacement = System.Replacement(path.bytes, followingLinks: true) { descriptor in
      let out = OutputBuffer(descriptor: descriptor)
      write(out)
      out.flush()
      return out.writeError == nil
    }
    guard let replacement else { return fail(path) }
    replacements.append((path, replacement))
  }
  while let (path, replacement) = replacements.first {
    replacements.removeFirst()
    guard replacement.commit() else { return fail(path) }
  }
  for case (.standardOutput?, let write) in writers { write(io.standardOutput) }
  for conflict in merge.conflicts {
    io.standardError.write("snapdiff: conflict: \(terminalEscaped(conflict.description))\n")
  }
  return merge.conflicts.isEmpty ? .noDifferences : .differences
}

let gitMergeUsage = "Usage: snapdiff git-merge BASE OURS THEIRS MARKER-SIZE PATH"

/// Runs git's merge driver (`merge.snapdiff.driver`, `git-merge %O %A %B %L %P`).
///
/// It merges into OURS (`%A`), which git reads back, with the identifier member from PATH's `snapdiff-id`
/// attribute. Exit 0 for a clean merge; 1 when sides conflicted, OURS then holding the merge
/// with each conflict resolved to ours (and listed on standard error), so that git marks the file
/// conflicted while it stays valid JSON. Files that are not snapshot documents are merged by
/// git's own line merge (`git merge-file`), with its conflict markers.
func runGitMerge(_ arguments: [[UInt8]], io: CommandIO) -> ExitStatus {
  guard arguments.count == 5 else {
    io.standardError.write(
      "Error: git-merge takes 5 arguments, not \(arguments.count)\n\(gitMergeUsage)\n")
    return .trouble
  }
  let files = arguments[0..<3].map(FilePath.init)
  let path = FilePath(arguments[4])
  var request = MergeRequest()
  request.idKey = gitIdentifierMember(path, files: files, io) ?? "id"
  let merge: JSONSnapshotMerge
  do throws(Options.UsageError) {
    merge = try mergeDocuments(
      files.map(\.operand), request, names: ["base", "ours", "theirs"], io)
  } catch {
    io.standardError.write(
      "snapdiff: \(terminalEscaped(path.shown)): \(terminalEscaped(error.message)) (a line merge follows)\n"
    )
    return lineMerge(files, markerSize: arguments[3], io)
  }
  return writeMerge(merge, to: .file(files[1]), conflictsTo: nil, io)
}

/// The identifier member for the file git names by `path`: its `snapdiff-id` attribute, if set.
func gitIdentifierMember(_ path: FilePath, files: [FilePath], _ io: CommandIO) -> String? {
  guard case .success(let value?) = identifierAttribute(of: path, files: files, io.environment),
    !value.isEmpty
  else { return nil }
  return value
}

/// git's own line merge of `files` (base, ours, theirs) into ours, with conflict markers of
/// `markerSize`: 0 when clean, 1 when it left markers, 2 when it could not run.
func lineMerge(_ files: [FilePath], markerSize: [UInt8], _ io: CommandIO) -> ExitStatus {
  let arguments =
    ["git", "merge-file", "-L", "ours", "-L", "base", "-L", "theirs"].map { Array($0.utf8) }
    + [Array("--marker-size=".utf8) + markerSize]
    + [files[1].bytes, files[0].bytes, files[2].bytes]
  guard let result = runProcess(arguments, environment: io.environment), result.status >= 0 else {
    return .trouble
  }
  return result.status == 0 ? .noDifferences : .differences
}
