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

/// Runs `git-difftool`: every argument is a path (bytes, never an option, never standard
/// input).
func runGitDifftool(_ arguments: [[UInt8]], io: CommandIO) -> ExitStatus {
  guard arguments.count == 2 || arguments.count == 3 else {
    io.standardError.write(
      "Error: git-difftool takes LOCAL, REMOTE and MERGED\n\(gitDifftoolUsage)\n")
    return .trouble
  }
  let files = arguments.map(GitPath.init)
  var pair = GitFilePair(
    [files.last!.bytes, files[0].bytes, [], [], files[1].bytes, [], []])!
  pair.quoting = PathQuoting(for: [pair.path], io.environment)
  let shownPath = terminalEscaped(pair.path.shown(pair.quoting))
  let texts: [JSONText]
  do {
    texts = try readInputs(
      [files[0].operand, files[1].operand], peakPerInputByte: InputBudget.diffPeakPerInputByte,
      io)
  } catch {
    io.standardError.write(
      "snapdiff: \(terminalEscaped(error.message)); no page for \(shownPath)\n")
    return .noDifferences
  }
  let comparison = identifierMember(pair, io).flatMap { idKey in
    snapshotComparison(texts[0], texts[1], pair: pair, idKey: idKey)
  }
  let comparisonFound: Comparison
  switch comparison {
  case .success(let found): comparisonFound = found
  case .failure(let notice) where notice.message.contains("snapdiff-id"):
    io.standardError.write("snapdiff: \(terminalEscaped(notice.message)): no page\n")
    return .noDifferences
  case .failure:
    io.standardError.write("snapdiff: \(shownPath) is not a snapshot document: no page\n")
    return .noDifferences
  }
  return openPage(comparisonFound, of: shownPath, io)
}

/// Writes the page of `comparison` and opens it with the platform's opener, or says where it is.
func openPage(_ comparison: Comparison, of shownPath: String, _ io: CommandIO) -> ExitStatus {
  guard let page = writePage(comparison, io.environment) else {
    io.standardError.write(
      "Error: cannot write a temporary page: \(String(cString: strerror(errno)))\n")
    return .trouble
  }
  let opener = executable(named: isMacOS ? "open" : "xdg-open", environment: io.environment)
  if let opener, runProcess([opener, page], environment: io.environment)?.status == 0 {
    io.standardOutput.write("snapdiff: opened \(terminalEscaped(page))\n")
  } else {
    io.standardOutput.write("snapdiff: the page of \(shownPath) is \(terminalEscaped(page))\n")
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
