import Foundation
import Testing

/// SnapshotsJSON and snapdiff reach the system only through `Platform/System.swift`: no other
/// file of theirs imports a C library, asks which platform it is built for, or calls a C library
/// function.
@Suite("Platform fence")
struct PlatformFenceTests {
  static let platformFile = "SnapshotsJSON/Platform/System.swift"

  /// C library functions and variables whose names are nobody else's (a call of `open`, `read`
  /// or `write` cannot compile without importing the C library, which is caught as an import).
  static let cNames: Set = [
    "dlsym", "environ", "errno", "fchmod", "fcntl", "fstat", "getenv", "isatty", "lstat",
    "memchr", "memcmp", "memmove", "mkdir", "mkstemp", "mkstemps", "mmap", "munmap",
    "posix_spawn", "posix_spawn_file_actions_addclose", "posix_spawn_file_actions_adddup2",
    "posix_spawn_file_actions_addopen", "posix_spawn_file_actions_destroy",
    "posix_spawn_file_actions_init", "readlink", "realpath", "strerror", "strlen", "sysconf",
    "umask", "waitpid", "_NSGetEnviron", "_NSGetExecutablePath",
  ]

  /// What in `code` reaches the C library: an import of it (or of Foundation, which re-exports
  /// it), a platform condition, or a bare call of a C function (a method of the same name,
  /// after a dot, is not one).
  static func reaches(in code: String) -> [String] {
    var found: [String] = []
    for line in code.split(separator: "\n") {
      let words = line.split(separator: " ")
      if words.first == "import",
        let module = words.dropFirst().first,
        ["Glibc", "Musl", "Darwin", "Foundation", "ucrt", "WinSDK"].contains(String(module))
      {
        found.append("import \(module)")
      }
      if line.contains("canImport(") || line.contains("#if os(") || line.contains("#elseif os(") {
        found.append("platform condition")
      }
    }
    let bytes = Array(code.utf8)
    var index = 0
    while index < bytes.count {
      guard Self.isWordByte(bytes[index]) else {
        index += 1
        continue
      }
      let start = index
      while index < bytes.count && Self.isWordByte(bytes[index]) { index += 1 }
      let word = String(decoding: bytes[start..<index], as: UTF8.self)
      let before = start > 0 ? bytes[start - 1] : 0x20
      let calls = index < bytes.count && bytes[index] == UInt8(ascii: "(")
      let bare = before != UInt8(ascii: ".") && before != UInt8(ascii: "`")
      let declared = Self.declares(bytes, before: start)
      let labels = index < bytes.count && bytes[index] == UInt8(ascii: ":")
      if bare && !declared && !labels && Self.cNames.contains(word) {
        found.append(calls ? "\(word)(" : word)
      }
    }
    return found
  }

  static func isWordByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39)
      || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
  }

  /// Whether the word at `start` is being declared (`func read(`), not called.
  static func declares(_ bytes: [UInt8], before start: Int) -> Bool {
    let prefix = Array("func ".utf8)
    return start >= prefix.count && Array(bytes[(start - prefix.count)..<start]) == prefix
  }

  @Test func onlyThePlatformFileReachesTheCLibrary() throws {
    let sources = FloorFenceTests.sources
    var offenders: [String] = []
    var count = 0
    for module in ["SnapshotsJSON", "snapdiff"] {
      let root = sources.appendingPathComponent(module)
      for url in FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!
        .compactMap({ $0 as? URL }) where url.pathExtension == "swift"
      {
        count += 1
        let path = "\(module)/" + url.lastPathComponent
        guard !url.path.hasSuffix(Self.platformFile) else { continue }
        let code = SourceFence.code(of: try String(contentsOf: url, encoding: .utf8))
        let found = Self.reaches(in: code)
        if !found.isEmpty { offenders.append("\(path): \(Set(found).sorted())") }
      }
    }
    #expect(count > 40)
    #expect(offenders.isEmpty, "go through System (\(Self.platformFile)): \(offenders)")
  }

  /// Each way of reaching the C library is caught, and neither a method of the same name nor a
  /// declaration nor a comment is.
  @Test func aPlantedCallIsCaught() {
    let planted = """
      import Glibc
      #if canImport(Darwin)
      #endif
      let d = realpath(path, nil)
      if errno == EINTR {}
      """
    #expect(
      Self.reaches(in: SourceFence.code(of: planted)) == [
        "import Glibc", "platform condition", "realpath(", "errno",
      ])
    let innocent = """
      io.standardOutput.write("x")
      System.close(descriptor)
      package static func strlen(_ d: Int32) {}
      throw ReadError(path: path, errno: System.lastError)
      // open(path)
      let s = "close(x)"
      """
    #expect(Self.reaches(in: SourceFence.code(of: innocent)).isEmpty)
  }
}
