import Foundation
import Testing

@testable import SnapshotsJSON
@testable import snapdiff

/// The result of one snapdiff run.
struct CLIResult {
  var status: Int32
  var stdout: String
  var stderr: String
}

/// Runs snapdiff in this process, with files given as strings (paths map to contents), and
/// standard input for "-".
func snapdiff(
  _ arguments: [String], files: [String: String] = [:], stdin: String = "",
  environment: [String: String] = [:], terminal: Bool = false
) -> CLIResult {
  let out = OutputBuffer(descriptor: nil)
  let err = OutputBuffer(descriptor: nil)
  let io = CommandIO(
    standardOutput: out, standardError: err, environment: environment, outputIsTerminal: terminal,
    read: { (operand: FileOperand, _, _) throws(ReadError) -> JSONText in
      if operand.isStandardInput { return JSONText(stdin.utf8) }
      guard let text = files[String(decoding: operand.bytes, as: UTF8.self)] else {
        throw ReadError(message: "cannot read '\(operand.name)': No such file or directory")
      }
      return JSONText(text.utf8)
    })
  let status = run(arguments: arguments, io: io)
  return CLIResult(status: status.rawValue, stdout: out.text, stderr: err.text)
}

/// Runs snapdiff with raw bytes as OLD and NEW.
func snapdiff(_ arguments: [String], old: [UInt8], new: [UInt8]) -> CLIResult {
  let out = OutputBuffer(descriptor: nil)
  let err = OutputBuffer(descriptor: nil)
  let io = CommandIO(
    standardOutput: out, standardError: err, environment: [:], outputIsTerminal: false,
    read: { (operand: FileOperand, _, _) throws(ReadError) -> JSONText in
      JSONText(operand.name == "old" ? old : new)
    })
  let status = run(arguments: arguments + ["old", "new"], io: io)
  return CLIResult(status: status.rawValue, stdout: out.text, stderr: err.text)
}

/// The built snapdiff executable, next to the test bundle.
func snapdiffExecutable() -> URL {
  var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("snapdiff").path) {
    let parent = directory.deletingLastPathComponent()
    if parent == directory { break }
    directory = parent
  }
  return directory.appendingPathComponent("snapdiff")
}

/// Runs the built executable as a child process.
func runExecutable(
  _ arguments: [String], stdin: String? = nil, environment: [String: String]? = nil
)
  throws -> CLIResult
{
  let process = Process()
  process.executableURL = snapdiffExecutable()
  process.arguments = arguments
  if let environment { process.environment = environment }
  let out = Pipe()
  let err = Pipe()
  let input = Pipe()
  process.standardOutput = out
  process.standardError = err
  process.standardInput = input
  // A child that exits without reading its standard input (rejecting OLD first) would make this
  // write raise SIGPIPE and end the test process: the signal is ignored, the write's error too.
  signal(SIGPIPE, SIG_IGN)
  try process.run()
  if let stdin { try? input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8)) }
  try input.fileHandleForWriting.close()
  let stdout = out.fileHandleForReading.readDataToEndOfFile()
  let stderr = err.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return CLIResult(
    status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
    stderr: String(decoding: stderr, as: UTF8.self))
}

/// The directory of the package (for Examples/).
let packageDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
