// `snapdiff git-difftool LOCAL REMOTE [MERGED]`: what `difftool.snapdiff.cmd` runs. Writes the
// `--format html` page of the two versions to a temporary file and opens it with the platform's
// opener (`xdg-open`, or `open` on macOS), or prints where it is when there is none.
import SnapshotsJSON

let gitDifftoolUsage = "Usage: snapdiff git-difftool LOCAL REMOTE [MERGED]"

/// Runs `git-difftool`: every argument is a path (bytes, never an option, never standard
/// input).
func runGitDifftool(_ arguments: [[UInt8]], io: CommandIO) -> ExitStatus {
  guard arguments.count == 2 || arguments.count == 3 else {
    io.standardError.write(
      "Error: git-difftool takes LOCAL, REMOTE and MERGED\n\(gitDifftoolUsage)\n")
    return .trouble
  }
  let files = arguments.map(FilePath.init)
  var pair = GitFilePair(
    [files.last!.bytes, files[0].bytes, [], [], files[1].bytes, [], []])!
  pair.quoting = PathQuoting(for: [pair.path], io.environment)
  let shownPath = terminalEscaped(pair.path.shown(pair.quoting))
  let texts: [JSONText]
  do {
    texts = try readInputs(
      [files[0].operand, files[1].operand], peakPerInputByte: InputBudget.htmlPeakPerInputByte,
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
      "Error: cannot write a temporary page: \(System.describe(System.lastError))\n")
    return .trouble
  }
  let shownPage = terminalEscaped(page.shown)
  if runProcess([Array(System.opener.utf8), page.bytes], environment: io.environment)?.status == 0 {
    io.standardOutput.write("snapdiff: opened \(shownPage)\n")
  } else {
    io.standardOutput.write("snapdiff: the page of \(shownPath) is \(shownPage)\n")
  }
  return .noDifferences
}

/// Writes the page of a comparison to a new file in the temporary directory; its path, or `nil`.
func writePage(_ comparison: Comparison, _ environment: [String: String]) -> FilePath? {
  let directory = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
  let prefix = Array("\(directory)/snapdiff-".utf8)
  guard let (descriptor, path) = System.makeTemporaryFile(prefix, suffix: Array(".html".utf8))
  else { return nil }
  let out = OutputBuffer(descriptor: descriptor)
  writeHTML(comparison, statOnly: false, to: out)
  out.flush()
  System.close(descriptor)
  return out.writeError == nil ? FilePath(path) : nil
}
