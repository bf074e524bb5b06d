// `snapdiff git-difftool LOCAL REMOTE [MERGED]`: what `difftool.snapdiff.cmd` runs. Writes the
// `--format html` page of the two versions to a temporary file and opens it with the platform's
// opener (`xdg-open`, or `open` on macOS), or prints where it is when there is none.
import SnapshotsJSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let gitDifftoolUsage = "Usage: snapdiff git-difftool LOCAL REMOTE [MERGED]"

/// Runs `git-difftool`.
func runGitDifftool(_ arguments: [String], io: CommandIO) -> ExitStatus {
  guard arguments.count == 2 || arguments.count == 3 else {
    io.standardError.write(
      "Error: git-difftool takes LOCAL, REMOTE and MERGED\n\(gitDifftoolUsage)\n")
    return .trouble
  }
  let path = arguments.count == 3 ? arguments[2] : arguments[1]
  let pair = GitFilePair([path, arguments[0], "", "", arguments[1], "", ""])!
  let texts: [JSONText]
  do {
    texts = try readInputs(
      [FileOperand(arguments[0]), FileOperand(arguments[1])],
      peakPerInputByte: InputBudget.diffPeakPerInputByte, io)
  } catch {
    io.standardError.write("snapdiff: \(terminalEscaped(error.message)); no page for \(path)\n")
    return .noDifferences
  }
  let idKey = gitAttribute("snapdiff-id", of: path, io.environment) ?? "id"
  guard
    case .success(let comparison) = snapshotComparison(texts[0], texts[1], pair: pair, idKey: idKey)
  else {
    io.standardError.write(
      "snapdiff: \(terminalEscaped(path)) is not a snapshot document: no page\n")
    return .noDifferences
  }
  guard let page = writePage(comparison, io.environment) else {
    io.standardError.write(
      "Error: cannot write a temporary page: \(String(cString: strerror(errno)))\n")
    return .trouble
  }
  let opener = executable(named: isMacOS ? "open" : "xdg-open", environment: io.environment)
  if let opener, runProcess([opener, page], environment: io.environment)?.status == 0 {
    io.standardOutput.write("snapdiff: opened \(terminalEscaped(page))\n")
  } else {
    io.standardOutput.write(
      "snapdiff: the page of \(terminalEscaped(path)) is \(terminalEscaped(page))\n")
  }
  return .noDifferences
}

#if os(macOS)
  let isMacOS = true
#else
  let isMacOS = false
#endif

/// Writes the page of a comparison to a new file in the temporary directory; its path, or `nil`.
func writePage(_ comparison: Comparison, _ environment: [String: String]) -> String? {
  let directory = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
  var template = Array("\(directory)/snapdiff-XXXXXX.html".utf8CString)
  let descriptor = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 5) }
  guard descriptor >= 0 else { return nil }
  let out = OutputBuffer(descriptor: descriptor)
  writeHTML(comparison, statOnly: false, to: out)
  out.flush()
  close(descriptor)
  guard out.writeError == nil else { return nil }
  return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
