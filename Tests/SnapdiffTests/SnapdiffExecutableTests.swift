import Foundation
import Testing

/// The built binary, run as a user runs it.
@Suite("snapdiff executable")
struct SnapdiffExecutableTests {
  func example(_ name: String) -> String {
    packageDirectory.appendingPathComponent("Examples/\(name)").path
  }

  @Test func readmeMainCommand() throws {
    let result = try runExecutable([example("contacts-old.json"), example("contacts-new.json")])
    #expect(result.status == 1)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.contains("> item [2, 1] -> [2, 0] \"c-dennis\""))
    #expect(result.stdout.contains("~ item [0, 0] \"c-ada\""))
    #expect(result.stdout.hasSuffix("items: 0 deleted, 2 inserted, 1 moved, 1 reloaded\n"))
  }

  /// Docs/CLI.md's text example is the output it says it is.
  @Test func theTextExampleOfTheCLIGuideIsTrue() throws {
    let guide = try String(
      contentsOf: packageDirectory.appendingPathComponent("Docs/CLI.md"), encoding: .utf8)
    let section = guide.components(separatedBy: "## `--format text` (default)")[1]
    let expected = section.components(separatedBy: "```\n")[1]
    let result = try runExecutable([example("settings-old.json"), example("settings-new.json")])
    #expect(result.stdout == expected)
  }

  @Test func everyExampleInEveryFormat() throws {
    for pair in ["contacts", "settings", "feed"] {
      for format in ["text", "json", "jsonpatch"] {
        let result = try runExecutable([
          "--format", format, example("\(pair)-old.json"), example("\(pair)-new.json"),
        ])
        #expect(result.status == 1, "\(pair) \(format): \(result.stderr)")
        #expect(!result.stdout.isEmpty)
      }
      let same = try runExecutable([example("\(pair)-old.json"), example("\(pair)-old.json")])
      #expect(same.status == 0 && same.stdout.isEmpty && same.stderr.isEmpty)
    }
  }

  @Test func standardInputAndErrors() throws {
    let piped = try runExecutable(["-", example("feed-new.json")], stdin: "[101, 102]")
    #expect(piped.status == 1)
    let missing = try runExecutable(["/nonexistent/old.json", example("feed-new.json")])
    #expect(missing.status == 2)
    #expect(missing.stdout.isEmpty)
    #expect(
      missing.stderr == "Error: cannot read '/nonexistent/old.json': No such file or directory\n")
    let directory = try runExecutable([packageDirectory.path, example("feed-new.json")])
    #expect(directory.stderr.hasSuffix("Is a directory\n"))
    let usage = try runExecutable(["--bogus"])
    #expect(usage.status == 2)
    #expect(usage.stderr.hasSuffix("See 'snapdiff --help'\n"))
  }

  /// A diff whose output is many times the writer's chunk: the binary, writing in chunks to a
  /// pipe, prints exactly what the in-process run keeps in memory, in every format.
  @Test func largeOutputIsWrittenWhole() throws {
    func document(_ ids: [Int], version: Int) -> String {
      let items = ids.map { #"{"id": "item-\#($0)", "v": \#($0 % 7 == 0 ? version : 0)}"# }
      return #"{"sections": [{"id": "a", "items": [\#(items.joined(separator: ", "))]}]}"#
    }
    let old = Array(0..<30_000)
    let new = old.filter { $0 % 5 != 0 }.reversed() + Array(30_000..<36_000)
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("snapdiff-large-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let oldText = document(old, version: 0)
    let newText = document(new, version: 1)
    try Data(oldText.utf8).write(to: directory.appendingPathComponent("old.json"))
    try Data(newText.utf8).write(to: directory.appendingPathComponent("new.json"))
    for format in ["text", "json", "jsonpatch"] {
      let binary = try runExecutable([
        "--format", format, directory.appendingPathComponent("old.json").path,
        directory.appendingPathComponent("new.json").path,
      ])
      let inProcess = snapdiff(
        ["--format", format, "old.json", "new.json"],
        files: ["old.json": oldText, "new.json": newText])
      #expect(binary.status == 1 && inProcess.status == 1, "\(format): \(binary.stderr)")
      #expect(binary.stdout.utf8.count > 1 << 20, "\(format) output is larger than a chunk")
      #expect(binary.stdout == inProcess.stdout, "\(format)")
    }
  }

  @Test func colorFollowsTheEnvironment() throws {
    let always = try runExecutable(
      ["--color=always", example("feed-old.json"), example("feed-new.json")],
      environment: ["NO_COLOR": "1"])
    #expect(always.stdout.contains("\u{1B}["))
    let auto = try runExecutable(
      [example("feed-old.json"), example("feed-new.json")], environment: [:])
    #expect(!auto.stdout.contains("\u{1B}["), "a pipe is not a terminal")
  }
}

@Suite("snapdiff file names")
struct SnapdiffFileNameTests {
  /// A file name that is not valid UTF-8 could not be opened: the repaired name was.
  @Test func aFileNameThatIsNotUTF8IsOpenedByItsBytes() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("snapdiff-names-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    // "\xff.json", created by its bytes; "b.json" beside it.
    let name: [UInt8] = [0xFF] + Array(".json".utf8)
    let path = Array(directory.path.utf8) + [UInt8(ascii: "/")] + name + [0]
    let descriptor = path.withUnsafeBufferPointer { bytes in
      bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
        open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
      }
    }
    #expect(descriptor >= 0)
    _ = "[1, 2]".withCString { write(descriptor, $0, 6) }
    close(descriptor)
    try "[2, 1]".write(
      to: directory.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.currentDirectoryURL = directory
    process.arguments = [
      "-c", #"exec "$0" "$(printf '\377.json')" b.json"#, snapdiffExecutable().path,
    ]
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 1, "stderr: \(stderr)")
    #expect(stdout.contains("> item"))
  }
}

@Suite("snapdiff write errors")
struct SnapdiffWriteErrorTests {
  /// Runs a bash script with the binary as `$0`, in a directory with OLD as a.json and NEW as
  /// b.json; returns the script's exit status (the script echoes what it needs) and stderr.
  func bash(_ script: String, old: String, new: String) throws -> (status: Int32, stderr: String) {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("snapdiff-write-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try old.write(to: directory.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
    try new.write(to: directory.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.currentDirectoryURL = directory
    process.arguments = ["-c", script, snapdiffExecutable().path]
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, stderr)
  }

  /// Write errors were ignored: exit 1 silently on a full disk, 0 with nothing written.
  @Test func aFailedWriteIsTroubleWithAMessage() throws {
    let cases: [(script: String, reason: String)] = [
      (#""$0" a.json b.json > /dev/full"#, "No space left on device"),
      (#""$0" --format json a.json a.json > /dev/full"#, "No space left on device"),
      (#""$0" --format jsonpatch a.json b.json > /dev/full"#, "No space left on device"),
      (#""$0" --help > /dev/full"#, "No space left on device"),
      (#""$0" a.json b.json >&-"#, "Bad file descriptor"),
    ]
    for (script, reason) in cases {
      let result = try bash(script, old: "[1, 2, 3]", new: "[3, 1, 4]")
      #expect(result.status == 2, "\(script): \(result.stderr)")
      #expect(result.stderr == "Error: write error: \(reason)\n", "\(script)")
    }
  }

  /// With SIGPIPE ignored, a reader that stops early is a broken pipe: trouble, not success.
  @Test func aBrokenPipeWithSigpipeIgnoredIsTrouble() throws {
    let old = "[" + (0..<200_000).map(String.init).joined(separator: ",") + "]"
    let new = "[" + (0..<200_000).reversed().map(String.init).joined(separator: ",") + "]"
    let result = try bash(
      #"trap '' PIPE; "$0" a.json b.json | head -c 10 > /dev/null; exit ${PIPESTATUS[0]}"#,
      old: old, new: new)
    #expect(result.status == 2)
    #expect(result.stderr == "Error: write error: Broken pipe\n")
  }
}

@Suite("snapdiff input limits")
struct SnapdiffInputLimitTests {
  /// /dev/zero was read forever; a stream is now read no further than a byte no JSON text holds.
  @Test func anEndlessInvalidStreamIsRejectedAtItsFirstByte() throws {
    let result = try runExecutable(["/dev/zero", "/dev/null"])
    #expect(result.status == 2)
    #expect(
      result.stderr == "Error: /dev/zero:1:1: invalid JSON: expected a value, found byte 0x0\n")
  }

  /// A stream with an error early is rejected soon after it, not once it ends: an endless stream
  /// of valid-looking text after `[1,,` is read only to about twice the error's place.
  @Test func aStreamIsRejectedSoonAfterItsFirstError() throws {
    let process = Process()
    process.executableURL = snapdiffExecutable()
    process.arguments = ["-", "/dev/null"]
    process.environment = ["SNAPDIFF_MAX_INPUT": String(1 << 30)]
    let input = Pipe()
    let err = Pipe()
    process.standardInput = input
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    signal(SIGPIPE, SIG_IGN)
    try process.run()
    let writer = input.fileHandleForWriting
    var written = 0
    let chunk = Data(String(repeating: "1,", count: 1 << 15).utf8)
    try writer.write(contentsOf: Data("[1,,".utf8))
    // Until snapdiff stops reading (the write fails) or 512 MiB, which it must not wait for.
    while written < 1 << 29, (try? writer.write(contentsOf: chunk)) != nil {
      written += chunk.count
    }
    try? writer.close()
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    #expect(stderr == "Error: <stdin>:1:4: invalid JSON: expected a value, found ','\n")
    #expect(written < 1 << 22, "\(written) bytes written before snapdiff stopped reading")
  }

  /// An input over the limit is rejected before it is read (a file) or once the limit is passed
  /// (a stream), with exit status 2 and a message.
  @Test func inputsOverTheLimitAreRejected() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("snapdiff-limit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let large = "[" + (0..<100).map(String.init).joined(separator: ",") + "]"
    let file = directory.appendingPathComponent("large.json")
    try large.write(to: file, atomically: true, encoding: .utf8)
    let limited = ["SNAPDIFF_MAX_INPUT": "100"]
    let fromFile = try runExecutable([file.path, "/dev/null"], environment: limited)
    #expect(fromFile.status == 2)
    #expect(
      fromFile.stderr
        == "Error: cannot read '\(file.path)': larger than 100 bytes, the most snapdiff reads\n")
    let fromStream = try runExecutable(["-", file.path], stdin: large, environment: limited)
    #expect(fromStream.status == 2)
    #expect(fromStream.stderr.hasSuffix("larger than 100 bytes, the most snapdiff reads\n"))
    let unlimited = try runExecutable(["-", file.path], stdin: large)
    #expect(unlimited.status == 0, "\(unlimited.stderr)")
    // The limit is for the inputs together: 291 bytes, then what is left of 400 for the second.
    let together = ["SNAPDIFF_MAX_INPUT": "400"]
    for command in [[file.path, file.path], ["apply", file.path, file.path]] {
      let both = try runExecutable(command, environment: together)
      #expect(both.status == 2)
      #expect(
        both.stderr
          == "Error: cannot read '\(file.path)': larger than 109 bytes, what is left of the 400 bytes snapdiff reads in all\n"
      )
    }
  }
}
