// What git answered during one run of a git command, kept for the rest of that run.
//
// `git log -p` runs the diff driver once per file and commit, and each call needs the same
// answers from git (the colour, the top of the work tree, the file's `snapdiff-id`): three git
// processes, most of the driver's time on a small file if asked each time. The first call of a
// run asks and keeps the answers in a file of the user's own, named by the git process that runs
// the driver (its id and start time, so that an id used again names another run); the calls
// after it read them. Git itself reads its configuration and attributes once per run, so an
// answer kept for the run is the one git would give. Where the system does not name the run
// (only Linux's `/proc` is read), or no private directory can be had, every call asks git.
import SnapshotsJSON

/// Asks git (`arguments`, the first `git`): through `cache`, the run's answers, when there is
/// one.
func askGit(
  _ arguments: [[UInt8]], _ environment: [String: String], _ cache: GitRunCache?
) -> ProcessResult? {
  guard let cache else { return runProcess(arguments, environment: environment) }
  return cache.answer(arguments, environment: environment)
}

/// A question asked of git (its command line, the arguments joined by NUL) and git's answer.
struct GitAnswer {
  var question: [UInt8]
  var result: ProcessResult
}

/// The answers git gave during one run of a git command (a `git log -p`, a `git diff`).
final class GitRunCache {
  /// The file that keeps them: a first record of the ``context`` they were asked in (the empty
  /// question), then one record per answer, appended as git gives it.
  let file: [UInt8]
  /// The directory and environment of the run (git's count of the files it hands the driver
  /// left out): a file kept in another context is not read (in-process tests under git).
  let context: [UInt8]
  /// Each question (a git command line, its arguments joined by NUL) and its answer, in order.
  ///
  /// A list, not a dictionary: a run asks a few questions per path, and a list of a non-generic
  /// element costs a new process no look-up of protocol conformances at its start.
  private var answers: [GitAnswer] = []
  /// Whether the file must be written whole before an answer is appended: it is missing, holds
  /// another context, or was left half written.
  private var rewrite = true
  /// The file's size: past ``limit``, answers are no longer kept (a commit of thousands of files).
  private var size = 0
  static let limit = 1 << 20

  /// The cache of the git run above this process, read from its file; `nil` when there is no
  /// git run to name or no private directory to keep it in.
  ///
  /// The first call of a run removes the files of runs that have ended.
  convenience init?(_ environment: [String: String]) {
    // Git runs the driver itself, or through `sh -c` when its command needs a shell.
    guard let run = System.ancestor(named: Array("git".utf8), levels: 2) else { return nil }
    let directory = Self.directory(environment)
    guard System.makePrivateDirectory(directory) else { return nil }
    self.init(
      file: directory + Array("/git-run-\(run.id)-\(run.start)".utf8),
      context: Self.context(environment), endedRunsIn: directory)
  }

  /// The answers kept in `file` for questions asked in `context` (none when it is missing or
  /// holds another context); when it is missing, the files of ended runs in `directory` go.
  init(file: [UInt8], context: [UInt8], endedRunsIn directory: [UInt8]? = nil) {
    self.file = file
    self.context = context
    guard case .bytes(let bytes) = System.readWholeFile(file, followingLinks: false) else {
      if let directory { Self.removeEndedRuns(in: directory) }
      return
    }
    if let kept = Self.decode(bytes), let first = kept.first, first.question.isEmpty,
      first.result.bytes == context
    {
      (answers, rewrite, size) = (Array(kept.dropFirst()), false, bytes.count)
    }
  }

  /// The context of questions asked with `environment` from this process's directory.
  static func context(_ environment: [String: String]) -> [UInt8] {
    let settings = environment.filter { $0.key != "GIT_DIFF_PATH_COUNTER" }
      .sorted { $0.key < $1.key }.map { Array("\($0.key)=\($0.value)".utf8) }
    return Array(([System.currentDirectory] + settings).joined(separator: [0]))
  }

  /// `$XDG_RUNTIME_DIR/snapdiff` (the user's own by definition), else
  /// `${TMPDIR:-/tmp}/snapdiff-UID`.
  static func directory(_ environment: [String: String]) -> [UInt8] {
    if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") {
      return Array((runtime + "/snapdiff").utf8)
    }
    let temporary = environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
    return Array("\(temporary)/snapdiff-\(System.userID)".utf8)
  }

  /// What git answers to `arguments`: as it answered before in this run, or asked now (and kept:
  /// appended to the file, which is written whole only when it must be).
  func answer(_ arguments: [[UInt8]], environment: [String: String]) -> ProcessResult? {
    let question = Array(arguments.joined(separator: [0]))
    if let known = answers.last(where: { $0.question == question }) { return known.result }
    guard let asked = runProcess(arguments, environment: environment) else { return nil }
    answers.append(GitAnswer(question: question, result: asked))
    if rewrite {
      let whole = [GitAnswer(question: [], result: ProcessResult(status: 0, bytes: context))]
      let bytes = Self.encode(whole + answers)
      rewrite = !System.replaceFile(file, with: bytes, followingLinks: false)
      size = bytes.count
    } else if size < Self.limit {
      let record = Self.encode([GitAnswer(question: question, result: asked)])
      if System.appendToFile(file, record) { size += record.count }
    }
    return asked
  }

  /// Removes the files of runs whose git process has ended.
  private static func removeEndedRuns(in directory: [UInt8]) {
    for name in System.directoryNames(directory) {
      // A file being written beside one (`git-run-ID-START.snapdiff-XXXXXX`) goes with its run.
      let run = String(decoding: name, as: UTF8.self).prefix { $0 != "." }
      let parts = run.split(separator: "-")
      guard parts.count == 4, parts[0] == "git", parts[1] == "run",
        let id = Int32(parts[2]), let start = UInt64(parts[3]),
        !System.isRunning(id, startedAt: start)
      else { continue }
      System.removeFile(directory + [UInt8(ascii: "/")] + name)
    }
  }

  /// The answers as records: the question's length, a newline, the question; the status, a
  /// newline; the output's length, a newline, the output.
  static func encode(_ answers: [GitAnswer]) -> [UInt8] {
    var bytes: [UInt8] = []
    for answer in answers {
      bytes += Array("\(answer.question.count)\n".utf8) + answer.question
      bytes += Array("\(answer.result.status)\n\(answer.result.bytes.count)\n".utf8)
      bytes += answer.result.bytes
    }
    return bytes
  }

  /// The answers that ``encode(_:)`` wrote; `nil` for anything else (the file is then ignored).
  static func decode(_ bytes: [UInt8]) -> [GitAnswer]? {
    var answers: [GitAnswer] = []
    var index = 0
    func number() -> Int? {
      guard let end = bytes[index...].firstIndex(of: UInt8(ascii: "\n")),
        let value = Int(String(decoding: bytes[index..<end], as: UTF8.self))
      else { return nil }
      index = end + 1
      return value
    }
    func take(_ count: Int) -> [UInt8]? {
      guard count >= 0, count <= bytes.count - index else { return nil }
      defer { index += count }
      return Array(bytes[index..<index + count])
    }
    while index < bytes.count {
      guard let question = number().flatMap(take),
        let status = number().flatMap({ Int32(exactly: $0) }),
        let output = number().flatMap(take)
      else { return nil }
      let result = ProcessResult(status: status, bytes: output)
      answers.append(GitAnswer(question: question, result: result))
    }
    return answers
  }
}
