// Running other programs (git, the platform's opener) for snapdiff's git integration, without
// Foundation: posix_spawn with a pipe for the child's standard output.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a child process did: its exit status (-1 when it could not run or was killed) and what it
/// wrote to standard output.
struct ProcessResult {
  var status: Int32
  /// What it wrote, as bytes (git writes paths as the file system has them).
  var bytes: [UInt8]
  /// What it wrote, as UTF-8 (invalid bytes replaced).
  var output: String { String(decoding: bytes, as: UTF8.self) }

  /// The output without its trailing newline, or `nil` unless the process exited 0.
  var value: String? {
    guard status == 0 else { return nil }
    return output.hasSuffix("\n") ? String(output.dropLast()) : output
  }
}

/// The path of an executable named `name` in the directories of `PATH` (from `environment`), or
/// `nil`; a name with a slash is that path.
///
/// - Complexity: One `access` per directory of `PATH`.
func executable(named name: String, environment: [String: String]) -> String? {
  if name.contains("/") { return access(name, X_OK) == 0 ? name : nil }
  guard let path = environment["PATH"] else { return nil }
  for directory in path.split(separator: ":") where !directory.isEmpty {
    let candidate = "\(directory)/\(name)"
    if access(candidate, X_OK) == 0 { return candidate }
  }
  return nil
}

/// Runs `arguments` (the first is the program, found on `PATH`) and waits for it: with standard
/// input from /dev/null and standard output captured, or, `interactive`, with all three of
/// snapdiff's (standard output flushed first).
///
/// - Returns: Its status and captured standard output; `nil` when the program is not on `PATH`.
func runProcess(
  _ arguments: [String], environment: [String: String], interactive: Bool = false
) -> ProcessResult? {
  runProcess(arguments.map { Array($0.utf8) }, environment: environment, interactive: interactive)
}

/// Runs `arguments` given as bytes (paths need not be UTF-8), as ``runProcess(_:environment:interactive:)``
/// runs them.
func runProcess(
  _ arguments: [[UInt8]], environment: [String: String], interactive: Bool = false
) -> ProcessResult? {
  let name = String(decoding: arguments[0], as: UTF8.self)
  guard let program = executable(named: name, environment: environment) else {
    return nil
  }
  var pipe: [Int32] = [0, 0]
  guard makePipe(&pipe) == 0 else { return ProcessResult(status: -1, bytes: []) }
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  if !interactive {
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
  }
  posix_spawn_file_actions_addclose(&actions, pipe[0])
  posix_spawn_file_actions_addclose(&actions, pipe[1])
  let argv = ([Array(program.utf8)] + arguments.dropFirst()).map(cString) + [nil]
  defer { for argument in argv { argument?.deallocate() } }
  var child = pid_t()
  #if canImport(Darwin)
    let spawned = posix_spawn(&child, program, &actions, nil, argv, _NSGetEnviron().pointee)
  #else
    let spawned = posix_spawn(&child, program, &actions, nil, argv, environ)
  #endif
  close(pipe[1])
  defer { close(pipe[0]) }
  guard spawned == 0 else { return ProcessResult(status: -1, bytes: []) }
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 4096)
  while true {
    let count = chunk.withUnsafeMutableBytes { read(pipe[0], $0.baseAddress, $0.count) }
    if count > 0 {
      bytes += chunk[0..<count]
    } else if count == 0 || errno != EINTR {
      break
    }
  }
  var status: Int32 = 0
  while waitpid(child, &status, 0) == -1 && errno == EINTR {}
  let exited = (status & 0x7F) == 0
  return ProcessResult(status: exited ? (status >> 8) & 0xFF : -1, bytes: bytes)
}

/// A copy of `bytes` with a terminating zero, newly allocated (the caller deallocates it).
private func cString(_ bytes: [UInt8]) -> UnsafeMutablePointer<CChar>? {
  let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
  bytes.withUnsafeBufferPointer { source in
    for (index, byte) in source.enumerated() { copy[index] = CChar(bitPattern: byte) }
  }
  copy[bytes.count] = 0
  return copy
}

/// Calls `body` with `path` as a C string (its bytes and a terminating zero).
func withCPath<Result>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
  (path + [0]).withUnsafeBufferPointer { bytes in
    bytes.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
  }
}

/// Whether something exists at `path` (a link counts, whatever it points at).
func fileExists(_ path: [UInt8]) -> Bool {
  var info = stat()
  return withCPath(path) { lstat($0, &info) } == 0
}

/// `pipe(2)` on an array of two descriptors.
private func makePipe(_ descriptors: inout [Int32]) -> Int32 {
  descriptors.withUnsafeMutableBufferPointer { pipe($0.baseAddress!) }
}

/// The absolute path of the running snapdiff, for the commands `git-setup` writes into git's
/// configuration; "snapdiff" (found on `PATH`) when the system does not say.
func currentExecutablePath() -> String {
  #if os(Linux)
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return "snapdiff" }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  #elseif canImport(Darwin)
    var size: UInt32 = 0
    _ = _NSGetExecutablePath(nil, &size)
    var buffer = [CChar](repeating: 0, count: Int(size) + 1)
    guard _NSGetExecutablePath(&buffer, &size) == 0 else { return "snapdiff" }
    return String(cString: buffer)
  #else
    return "snapdiff"
  #endif
}

/// `text` quoted for a POSIX shell: in single quotes, each single quote written `'\''`.
func shellQuoted(_ text: String) -> String {
  "'" + text.replacingAll("'", with: #"'\''"#) + "'"
}

extension String {
  /// The string with every occurrence of `target` replaced (no Foundation here).
  func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
