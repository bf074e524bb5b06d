import Dispatch
import Snapshots
import SnapshotsJSON

/// The exit status, as diff(1) uses it.
enum ExitStatus: Int32 {
  case noDifferences = 0
  case differences = 1
  case trouble = 2
}

/// Where a run reads and writes.
struct CommandIO {
  var standardOutput: OutputBuffer
  var standardError: OutputBuffer
  var environment: [String: String]
  /// Whether standard output is a terminal (for `--color auto`).
  var outputIsTerminal: Bool
  /// Reads a file, or standard input for "-", of no more than a number of bytes (the limit,
  /// and its name for the message).
  var read: (FileOperand, Int, String) throws(ReadError) -> JSONText
  /// What git answered earlier in the git run that runs this driver (``GitRunCache``), if any.
  var gitRun: GitRunCache? = nil
}

/// Writes out what standard output still holds and returns the exit status: 2, with
/// `Error: write error: <reason>` on standard error, when any write to standard output failed
/// (as diff(1) does: output that could not be written is trouble, whatever the diff found).
///
/// `quietOnBrokenPipe`: a reader that has gone is not named (git's diff driver, whose reader is
/// git's pager or the command git writes into).
func finishOutput(
  _ status: ExitStatus, io: CommandIO, quietOnBrokenPipe: Bool = false
) -> ExitStatus {
  io.standardOutput.flush()
  defer { io.standardError.flush() }
  guard let error = io.standardOutput.writeError else { return status }
  if !(quietOnBrokenPipe && System.isBrokenPipe(error)) {
    io.standardError.write("Error: write error: \(System.describe(error))\n")
  }
  return .trouble
}

/// Runs snapdiff: the subcommand the first argument names (`Subcommand.all`), else the diff.
///
/// `rawArguments`, when given, are the arguments' bytes as the system passed them: file names are
/// opened by those bytes, which need not be valid UTF-8 (`arguments` are used when they are not
/// known, as by tests).
func run(arguments: [String], rawArguments: [[UInt8]]? = nil, io: CommandIO) -> ExitStatus {
  let all = rawArguments ?? arguments.map { Array($0.utf8) }
  return Subcommand.named(all, io.environment).run(all, io: io)
}

/// Runs the diff or `apply`: parses the options, reads both documents, and writes the result.
func runDiff(_ command: Options.Command, _ arguments: [[UInt8]], io: CommandIO) -> ExitStatus {
  let options: Options
  do {
    options = try Options(command, arguments: arguments)
  } catch {
    io.standardError.write(
      "Error: \(terminalEscaped(error.message))\n\(command == .apply ? applyUsageLine : usageLine)\nSee 'snapdiff --help'\n"
    )
    return .trouble
  }
  if options.showHelp {
    io.standardOutput.write(helpText)
    return .noDifferences
  }
  if options.showVersion {
    io.standardOutput.write("snapdiff \(snapdiffVersion)\n")
    return .noDifferences
  }
  if options.command == .apply { return runApply(options, io: io) }
  // SNAPDIFF_TIMING=1 prints the time of each phase on standard error.
  let timing = PhaseTimer(enabled: !(io.environment["SNAPDIFF_TIMING"] ?? "").isEmpty)
  defer { timing.report(to: io.standardError) }
  let old: SnapshotDocument
  let new: SnapshotDocument
  do {
    (old, new) = try readDocuments(options.fileOperands, options, io, timing: timing)
    timing.mark("parse and index (both documents at once)")
    for document in [old, new] { timing.note(document) }
  } catch {
    io.standardError.write("Error: \(terminalEscaped(error.message))\n")
    return .trouble
  }
  var comparison = compare(
    old, new, ignoring: options.ignore.map(\.tokens), unordered: options.unordered)
  timing.mark("diff")
  defer { timing.mark("write") }
  // One status whatever the format: differences whenever `apply` or the patch would change
  // anything (items, sections, the top-level members, the shape).
  let status: ExitStatus = comparison.patchIsEmpty ? .noDifferences : .differences
  if options.quiet { return status }
  if options.format != .jsonpatch || options.statOnly {
    comparison.stage()
    timing.mark("stage")
  }
  let output = io.standardOutput
  switch options.format {
  case .json: writeJSON(comparison, statOnly: options.statOnly, to: output)
  case .html: writeHTML(comparison, statOnly: options.statOnly, to: output)
  case .markdown: writeMarkdown(comparison, statOnly: options.statOnly, to: output)
  case .github: writeGitHub(comparison, statOnly: options.statOnly, to: output)
  case .jsonpatch where !options.statOnly: writeJSONPatch(comparison, to: output)
  case .text, .jsonpatch:
    writeText(comparison, statOnly: options.statOnly, style: textStyle(options, io), to: output)
  }
  return status
}

/// Whether text output is coloured: `--color always`, or `auto` on a terminal without `NO_COLOR`
/// and with a `TERM` other than `dumb`.
func textStyle(_ options: Options, _ io: CommandIO) -> TextStyle {
  switch options.color {
  case .always: TextStyle(colored: true)
  case .never: TextStyle(colored: false)
  case .auto:
    TextStyle(
      colored: io.outputIsTerminal && (io.environment["NO_COLOR"] ?? "").isEmpty
        && io.environment["TERM"] != "dumb")
  }
}

/// A message-carrying error for documents.
struct DocumentError: Error, Sendable {
  var message: String
}

/// Reads both files, then parses the two documents at the same time (they are independent).
///
/// Errors are reported for OLD first.
func readDocuments(
  _ operands: [FileOperand], _ options: Options, _ io: CommandIO, timing: PhaseTimer? = nil
) throws(DocumentError)
  -> (SnapshotDocument, SnapshotDocument)
{
  let inputs: [(name: String, text: JSONText)]
  do {
    let texts = try readInputs(
      operands,
      peakPerInputByte: options.format == .html
        ? InputBudget.htmlPeakPerInputByte : InputBudget.diffPeakPerInputByte, io)
    inputs = zip(operands, texts).map { ($0.isStandardInput ? "<stdin>" : $0.name, $1) }
    timing?.mark("read")
  } catch {
    throw DocumentError(message: error.message)
  }
  let results = ParseResults<Result<SnapshotDocument, DocumentError>>()
  let (idKey, duplicates, list) = (options.idKey, options.duplicates, options.list?.tokens ?? [])
  let sources = inputs
  DispatchQueue.concurrentPerform(iterations: 2) { index in
    let (name, text) = sources[index]
    let result: Result<SnapshotDocument, DocumentError>
    do throws(JSONError) {
      result = .success(
        try SnapshotDocument(
          name: name, text: text, idKey: idKey, duplicates: duplicates, list: list))
    } catch {
      let (line, column) = lineAndColumn(of: error.offset, in: text.bytes)
      let kind = error.isSyntaxError ? "invalid JSON" : "invalid snapshot"
      result = .failure(
        DocumentError(message: "\(name):\(line):\(column): \(kind): \(error.message)"))
    }
    results.set(index, result)
  }
  let documents = (try results.get(0).get(), try results.get(1).get())
  for document in [documents.0, documents.1] {
    for dropped in document.droppedDuplicates {
      let (line, column) = lineAndColumn(of: dropped.offset, in: document.text.bytes)
      io.standardError.write("snapdiff: \(document.name):\(line):\(column): \(dropped.message)\n")
    }
  }
  return documents
}

/// Parse results, written by several threads, each at its own index, under the package's lock
/// (whose mutex does not move: a `pthread_mutex_t` stored in a Swift property may).
final class ParseResults<Value: Sendable>: Sendable {
  private let results: _Locked<[Value?]>

  init(count: Int = 2) { results = _Locked(Array(repeating: nil, count: count)) }

  func set(_ index: Int, _ result: Value) {
    results.withLock { $0[index] = result }
  }

  func get(_ index: Int) -> Value {
    results.withLock { $0[index]! }
  }
}

/// Times the phases of a run, for `SNAPDIFF_TIMING=1`.
final class PhaseTimer {
  let enabled: Bool
  private let clock = ContinuousClock()
  private var last: ContinuousClock.Instant
  private var phases: [(String, Duration, (current: Int, peak: Int)?)] = []

  init(enabled: Bool) {
    self.enabled = enabled
    last = clock.now
  }

  /// Records the time since the last mark as `phase`'s, with the resident size at its end.
  func mark(_ phase: String) {
    guard enabled else { return }
    let resident = System.residentSizes()  // read first: its time is this phase's, not the next
    let now = clock.now
    phases.append((phase, now - last, resident))
    last = now
  }

  private var notes: [String] = []

  /// Records a document's own parse and index times, and the reader's throughput.
  func note(_ document: SnapshotDocument) {
    guard enabled else { return }
    let parse = Self.milliseconds(document.parseDuration)
    let megabytes = Double(document.text.count) / 1e6
    let rate = parse > 0 ? Int((megabytes / (parse / 1e3)).rounded()) : 0
    notes.append(
      "\(document.name): \(Int(megabytes.rounded())) MB parsed in \(Int(parse.rounded())) ms (\(rate) MB/s), indexed in \(Int(Self.milliseconds(document.indexDuration).rounded())) ms"
    )
  }

  static func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1e3
  }

  func report(to output: OutputBuffer) {
    guard enabled else { return }
    for (phase, duration, resident) in phases {
      let memory = resident.map { " (resident \($0.current >> 20) MiB, peak \($0.peak >> 20) MiB)" }
      output.write(
        "snapdiff timing: \(phase) \(Int(Self.milliseconds(duration).rounded())) ms\(memory ?? "")\n"
      )
    }
    for note in notes { output.write("snapdiff timing:   \(note)\n") }
  }
}
