import SnapshotsJSON
import Testing

@testable import snapdiff

/// `GitRunCache`: git's answers kept for the rest of one git run (Docs/CLI.md, "snapdiff in git").
@Suite("git run cache")
struct GitRunCacheTests {
  /// Answers come back as they were kept, paths of any bytes and outputs with NULs included.
  @Test func answersComeBackAsKept() {
    let answers = [
      GitAnswer(
        question: Array("git\0rev-parse\0--show-cdup".utf8),
        result: ProcessResult(status: 0, bytes: Array("../\n".utf8))),
      GitAnswer(
        question: Array("git\0check-attr\0-z\0snapdiff-id\0--\0".utf8) + [0xFF, 0x0A],
        result: ProcessResult(status: 0, bytes: [0x61, 0, 0x62, 0, 0x63, 0])),
      GitAnswer(
        question: Array("git\0config\0--get-colorbool".utf8),
        result: ProcessResult(status: 1, bytes: [])),
    ]
    let decoded = GitRunCache.decode(GitRunCache.encode(answers))
    #expect(decoded?.map(\.question) == answers.map(\.question))
    #expect(decoded?.map(\.result.status) == answers.map(\.result.status))
    #expect(decoded?.map(\.result.bytes) == answers.map(\.result.bytes))
  }

  /// A file that is not what the cache writes is ignored, not half read.
  @Test(arguments: ["x", "3\nabc", "3\nabc\n0\n9\nshort", "-1\n", "3\nabc\n99999999999\n0\n"])
  func anythingElseIsIgnored(_ text: String) {
    #expect(GitRunCache.decode(Array(text.utf8)) == nil)
  }

  /// The user's runtime directory when it is set, else a directory of the user's own in TMPDIR.
  @Test func theCacheIsTheUsersOwn() {
    #expect(
      GitRunCache.directory(["XDG_RUNTIME_DIR": "/run/user/7"])
        == Array("/run/user/7/snapdiff".utf8))
    #expect(
      GitRunCache.directory(["TMPDIR": "/var/t", "XDG_RUNTIME_DIR": "relative"])
        == Array("/var/t/snapdiff-\(System.userID)".utf8))
    #expect(GitRunCache.directory([:]) == Array("/tmp/snapdiff-\(System.userID)".utf8))
  }

  /// A kept file is read only in the context it was kept in: the same directory and
  /// environment, but for git's count of files.
  @Test func aFileIsReadOnlyInItsContext() {
    #expect(
      GitRunCache.context(["A": "1", "GIT_DIFF_PATH_COUNTER": "1"])
        == GitRunCache.context(["A": "1", "GIT_DIFF_PATH_COUNTER": "2"]))
    #expect(GitRunCache.context(["A": "1"]) != GitRunCache.context(["A": "2"]))
    #expect(GitRunCache.context([:]) == System.currentDirectory)
  }

  /// A question is asked of the system once a run: the next call of the run reads the answer
  /// from the file, and a call in another context asks again. (`sh` prints its process id: a
  /// question asked again answers otherwise.)
  @Test func aQuestionIsAskedOnceARun() {
    let name = "snapdiff-run-cache-\(System.userID)-\(UInt64.random(in: 0...UInt64.max))"
    let file = Array("/tmp/\(name)".utf8)
    defer { _ = System.removeFile(file) }
    let question = ["sh", "-c", "echo $$"].map { Array($0.utf8) }
    let environment = ["PATH": "/usr/bin:/bin"]
    let first = GitRunCache(file: file, context: [1])
    guard let asked = first.answer(question, environment: environment) else {
      Issue.record("sh did not run")
      return
    }
    #expect(first.answer(question, environment: environment)?.bytes == asked.bytes)
    let next = GitRunCache(file: file, context: [1])
    #expect(next.answer(question, environment: environment)?.bytes == asked.bytes)
    let elsewhere = GitRunCache(file: file, context: [2])
    #expect(elsewhere.answer(question, environment: environment)?.bytes != asked.bytes)
  }

  /// The kept file is read whole, however many reads it takes (`System.readWholeFile` reads a
  /// page at a time); so is a file of `/proc`, whose size the system gives as 0.
  @Test func aFileLargerThanOneReadComesBackWhole() {
    let answers = (0..<3).map { index in
      GitAnswer(
        question: Array("git\0check-attr\0path-\(index)".utf8),
        result: ProcessResult(status: 0, bytes: (0..<5_000).map { UInt8(($0 + index) % 251) }))
    }
    let bytes = GitRunCache.encode(answers)
    let name = "snapdiff-read-whole-\(System.userID)-\(UInt64.random(in: 0...UInt64.max))"
    let path = Array("/tmp/\(name)".utf8)
    defer { _ = System.removeFile(path) }
    #expect(System.replaceFile(path, with: bytes, followingLinks: false))
    guard case .bytes(let read) = System.readWholeFile(path, followingLinks: false) else {
      Issue.record("the kept file was not read")
      return
    }
    #expect(read.count == bytes.count)
    #expect(read.elementsEqual(bytes))
    #if os(Linux)
      guard
        case .bytes(let status) = System.readWholeFile(
          Array("/proc/self/status".utf8), followingLinks: true)
      else {
        Issue.record("/proc/self/status was not read")
        return
      }
      let text = String(decoding: status, as: UTF8.self)
      #expect(text.hasPrefix("Name:") && text.contains("\nPid:") && text.hasSuffix("\n"))
    #endif
  }
}
