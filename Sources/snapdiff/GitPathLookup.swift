// What git says about paths: how it quotes them (`core.quotePath`) and the `snapdiff-id`
// attribute of a file it names.
import SnapshotsJSON

/// Whether paths shown quote their bytes beyond ASCII: git's `core.quotePath` (on unless set
/// off), asked of git only when a path has such a byte.
struct PathQuoting {
  var nonASCII: Bool

  init(nonASCII: Bool) { self.nonASCII = nonASCII }

  /// The quoting for `paths`: git is asked only when one has a byte beyond ASCII.
  init(for paths: [FilePath], _ environment: [String: String], cache: GitRunCache? = nil) {
    guard paths.contains(where: { $0.bytes.contains { $0 >= 0x80 } }) else {
      nonASCII = true
      return
    }
    let answer = askGit(
      ["git", "config", "--type=bool", "--get", "core.quotePath"].map { Array($0.utf8) },
      environment, cache)
    nonASCII = answer?.value != "false"
  }
}

/// The value of `snapdiff-id` for a file git names by `path` (shown relative to a subdirectory
/// under `git diff --relative`) whose two sides are `files`, looked up by its path in the
/// repository: `nil` when no attribute sets it (or git cannot say), `""` when it is set empty.
///
/// Git runs the driver at the top of the work tree for `git diff` and where it was started for
/// `git log -p`, and `path` may lack the subdirectory that `--relative` took off, so the path in
/// the repository is found, then asked from the top: the side that is a work-tree file, when one
/// is (git names those from the top); else `path` itself and, under a subdirectory
/// (`GIT_PREFIX`), the subdirectory's path and `path`. Where those two disagree, the one that
/// exists in the work tree wins (``RepositoryPathError`` when that does not settle it).
///
/// - Complexity: Two git processes (`rev-parse`, `check-attr`).
func identifierAttribute(
  of path: FilePath, files: [FilePath], _ environment: [String: String],
  cache: GitRunCache? = nil
) -> Result<String?, RepositoryPathError> {
  let cdup = askGit(
    ["git", "rev-parse", "--show-cdup"].map { Array($0.utf8) }, environment, cache)
  guard let cdup, cdup.status == 0 else { return .success(nil) }
  let top = Array(cdup.bytes.prefix { $0 != UInt8(ascii: "\n") })
  let prefix = environment["GIT_PREFIX"].map { Array($0.utf8) } ?? []
  let workTreeFile = files.first { $0.isRelative && !$0.isDevNull && $0.ends(with: path) }
  let candidates =
    if let workTreeFile, top.isEmpty {
      [workTreeFile]
    } else {
      prefix.isEmpty ? [path] : [path, FilePath(prefix + path.bytes)]
    }
  let fromHere = candidates.map { FilePath(top + $0.bytes) }
  guard let values = gitAttributes("snapdiff-id", of: fromHere, environment, cache: cache) else {
    return .success(nil)
  }
  guard values.count == 2, values[0] != values[1] else { return .success(values.first ?? nil) }
  let existing = fromHere.indices.filter { System.exists(fromHere[$0].bytes) }
  guard existing.count == 1 else {
    return .failure(RepositoryPathError(candidates: candidates, values: values))
  }
  return .success(values[existing[0]])
}

/// Two paths in the repository that a file git names may be, whose `snapdiff-id` differ.
struct RepositoryPathError: Error {
  var candidates: [FilePath]
  var values: [String?]
}

/// The values of the attribute `name` of `paths` (`git check-attr -z`): `nil` for each path where
/// it is unspecified, or set or unset without a value; `nil` in all when git cannot say.
///
/// - Complexity: One `git check-attr` for all the paths.
func gitAttributes(
  _ name: String, of paths: [FilePath], _ environment: [String: String],
  cache: GitRunCache? = nil
) -> [String?]? {
  let arguments =
    ["git", "check-attr", "-z", name, "--"].map { Array($0.utf8) } + paths.map(\.bytes)
  guard let answer = askGit(arguments, environment, cache), answer.status == 0 else {
    return nil
  }
  // Records of three fields: the path, the attribute, the value.
  let fields = answer.bytes.split(separator: 0, omittingEmptySubsequences: false)
  guard fields.count >= 3 * paths.count else { return nil }
  return (0..<paths.count).map { index in
    let value = String(decoding: fields[3 * index + 2], as: UTF8.self)
    return ["unspecified", "set", "unset"].contains(value) ? nil : value
  }
}
