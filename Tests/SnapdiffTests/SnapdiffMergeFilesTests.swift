import Foundation
import Testing

/// Where `snapdiff merge` writes (Docs/CLI.md, "Where the files go").
///
/// `--output` and `--conflicts` both or neither, never one over the other, devices and pipes
/// written to, a missing directory refused. The executable, with real files.
@Suite("snapdiff merge's files")
struct SnapdiffMergeFilesTests {
  /// A directory of its own for one test, with the documents of ``SnapdiffMergeTests/files``.
  struct Directory: ~Copyable {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("snapdiff-merge-\(UUID().uuidString)")

    init() throws {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The path of `name` in the directory, written first when it is one of the documents.
    func path(_ name: String) throws -> String {
      let file = url.appendingPathComponent(name)
      if let text = SnapdiffMergeTests.files[name] {
        try text.write(to: file, atomically: true, encoding: .utf8)
      }
      return file.path
    }

    /// `snapdiff merge` with `options`, then BASE, OURS and `theirs` of the documents.
    func merge(_ options: [String], theirs: String = "clash") throws -> CLIResult {
      try runExecutable(["merge"] + options + [path("base"), path("ours"), path(theirs)])
    }

    /// The text of the file at `path`, or `nil` when there is none.
    func text(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }
  }

  static let conflictList =
    "[\n  {\"kind\":\"changed\",\"item\":\"a\",\"member\":\"/v\",\"base\":1,\"ours\":2,\"theirs\":5,\"resolution\":\"ours\"}\n]\n"

  @Test func outputAndConflictsGoToFiles() throws {
    let directory = try Directory()
    let (merged, conflicts) = (try directory.path("merged"), try directory.path("conflicts"))
    let result = try directory.merge(["--output", merged, "--conflicts", conflicts])
    #expect(result.status == 1 && result.stdout == "")
    #expect(directory.text(merged)?.contains(#"{"id": "a", "v": 2}"#) == true)
    #expect(directory.text(conflicts) == Self.conflictList)
  }

  /// Trouble with one file writes neither: the other is left as it was.
  @Test func aFailedWriteLeavesBothFilesAsTheyWere() throws {
    let directory = try Directory()
    let (merged, conflicts) = (try directory.path("merged"), try directory.path("conflicts"))
    try "before".write(toFile: conflicts, atomically: true, encoding: .utf8)
    let missing = try directory.path("no-such-directory/merged")
    let failed = try directory.merge(["--output", missing, "--conflicts", conflicts])
    #expect(failed.status == 2 && failed.stdout == "")
    #expect(failed.stderr.hasPrefix("Error: cannot write '\(missing)': No such file or directory"))
    #expect(directory.text(conflicts) == "before")
    // A missing directory is not made.
    #expect(!FileManager.default.fileExists(atPath: try directory.path("no-such-directory")))
    let other = try directory.merge(["--output", merged, "--conflicts", missing])
    #expect(other.status == 2 && directory.text(merged) == nil)
    let leftBehind = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
    #expect(leftBehind.sorted() == ["base", "clash", "conflicts", "ours"])
  }

  /// Two names of one file, through `..` or a link, would lose one of the two.
  @Test func oneFileByTwoNamesIsRefused() throws {
    let directory = try Directory()
    let merged = try directory.path("merged")
    try FileManager.default.createDirectory(
      atPath: try directory.path("sub"), withIntermediateDirectories: false)
    let throughParent = try directory.merge([
      "--output", merged, "--conflicts", try directory.path("sub/../merged"),
    ])
    #expect(throughParent.status == 2)
    #expect(throughParent.stderr.hasPrefix("Error: --output and --conflicts name the same file\n"))
    try "x".write(toFile: merged, atomically: true, encoding: .utf8)
    let link = try directory.path("link")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: merged)
    let throughLink = try directory.merge(["--output", link, "--conflicts", merged])
    #expect(throughLink.status == 2 && directory.text(merged) == "x")
  }

  /// `--conflicts -` lists them on standard output, beside `--output FILE`.
  @Test func theConflictsCanGoToStandardOutput() throws {
    let directory = try Directory()
    let merged = try directory.path("merged")
    let result = try directory.merge(["--output", merged, "--conflicts", "-"])
    #expect(result.status == 1)
    #expect(result.stdout == Self.conflictList)
    #expect(directory.text(merged)?.hasPrefix("[\n") == true)
  }

  /// A named pipe is written to, not replaced by a file (nor would a device be, `/dev/null`).
  @Test func aPipeIsWrittenToNotReplaced() throws {
    let directory = try Directory()
    let pipe = try directory.path("pipe")
    #expect(mkfifo(pipe, 0o600) == 0)
    // A reader that does not wait for a writer, so that the merge's open does not block.
    let reader = open(pipe, O_RDONLY | O_NONBLOCK)
    #expect(reader >= 0)
    defer { close(reader) }
    let result = try directory.merge(["--output", pipe], theirs: "theirs")
    #expect(result.status == 0, "\(result.stderr)")
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = read(reader, &buffer, buffer.count)
    #expect(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self).hasPrefix("[\n"))
    var info = stat()
    #expect(lstat(pipe, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
  }
}
