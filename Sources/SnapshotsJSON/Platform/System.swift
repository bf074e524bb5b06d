// The C library, behind one file: the only platform differences (Glibc, Musl, Darwin) and the
// only calls into the system of SnapshotsJSON and snapdiff, whose files call these (a fence test,
// `PlatformFenceTests`, fails on a C call anywhere else).

#if canImport(Glibc)
  import Glibc
  /// Maps a whole file at once rather than page by page on first touch.
  private let mapPopulate = MAP_POPULATE
  private let platformOpener = "xdg-open"
#elseif canImport(Musl)
  import Musl
  private let mapPopulate = MAP_POPULATE
  private let platformOpener = "xdg-open"
#elseif canImport(Darwin)
  import Darwin
  private let mapPopulate: Int32 = 0
  private let platformOpener = "open"
#else
  #error("SnapshotsJSON reads and writes files through a POSIX C library")
#endif

/// The system calls and byte functions SnapshotsJSON uses.
package enum System {
  // MARK: Bytes

  /// Whether the `count` bytes at `lhs` and at `rhs` are the same (`memcmp`).
  ///
  /// O(*n*) for *n* bytes.
  @inline(__always)
  package static func equalBytes(
    _ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, count: Int
  )
    -> Bool
  {
    memcmp(lhs, rhs, count) == 0
  }

  /// The first occurrence of `byte` among the `count` bytes at `start` (`memchr`).
  ///
  /// O(*n*) for *n* bytes.
  @inline(__always)
  package static func first(
    _ byte: UInt8, in start: UnsafeRawPointer, count: Int
  )
    -> UnsafeRawPointer?
  {
    UnsafeRawPointer(memchr(start, Int32(byte), count))
  }

  /// Copies `count` bytes from `source` to `destination`, which may overlap (`memmove`).
  ///
  /// O(*n*) for *n* bytes.
  @inline(__always)
  package static func moveBytes(
    to destination: UnsafeMutableRawPointer, from source: UnsafeRawPointer, count: Int
  ) {
    memmove(destination, source, count)
  }

  // MARK: Errors

  /// The last error of a system call on this thread (`errno`).
  package static var lastError: Int32 { errno }

  /// Whether `error` says that a call was interrupted and may be tried again (`EINTR`).
  package static func isInterruption(_ error: Int32) -> Bool { error == EINTR }

  /// The error of a write that wrote nothing and set no error (`EIO`).
  package static var inputOutputError: Int32 { EIO }

  /// The system's description of `error` (`strerror`).
  package static func describe(_ error: Int32) -> String { String(cString: strerror(error)) }

  /// Whether `error` is a write's to a pipe whose reader has gone (`EPIPE`).
  package static func isBrokenPipe(_ error: Int32) -> Bool { error == EPIPE }

  /// Makes a write to a pipe whose reader has gone fail with `EPIPE`, not end the process.
  ///
  /// A `SIGPIPE` handler that does nothing, not `SIG_IGN`: programs this process starts get the
  /// default back, where an ignored signal would stay ignored across `exec`.
  package static func surviveBrokenPipes() {
    signal(SIGPIPE) { _ in }
  }

  // MARK: Files

  /// What a descriptor refers to.
  package enum FileKind {
    case regular(size: Int)
    case directory
    /// A pipe, a device, a terminal, or what `fstat` could not tell.
    case other
  }

  /// Opens the file named by `path` (bytes, without a terminating zero) for reading; the
  /// descriptor, or -1 with ``lastError`` set.
  package static func openForReading(_ path: [UInt8]) -> Int32 {
    (path + [0]).withUnsafeBufferPointer { bytes in
      bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
        open($0, O_RDONLY)
      }
    }
  }

  /// Closes `descriptor`.
  package static func close(_ descriptor: Int32) { _ = cClose(descriptor) }

  /// What `descriptor` refers to (`fstat`).
  package static func kind(of descriptor: Int32) -> FileKind {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .other }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .regular(size: Int(info.st_size))
    case S_IFDIR: return .directory
    default: return .other
    }
  }

  /// Reads up to `count` bytes from `descriptor` into `buffer`; the number read (0 at the end),
  /// or -1 with ``lastError`` set.
  package static func read(
    _ descriptor: Int32, into buffer: UnsafeMutableRawPointer, count: Int
  ) -> Int {
    cRead(descriptor, buffer, count)
  }

  /// Writes up to `count` bytes at `bytes` to `descriptor`; the number written, or -1 with
  /// ``lastError`` set.
  package static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer, count: Int) -> Int {
    cWrite(descriptor, bytes, count)
  }

  /// Maps `length` bytes of `descriptor` read-only and private, all at once where the system can
  /// (Linux's `MAP_POPULATE`), or `nil`.
  package static func mapReadOnly(_ descriptor: Int32, length: Int) -> UnsafeMutableRawPointer? {
    guard let mapping = mmap(nil, length, PROT_READ, MAP_PRIVATE | mapPopulate, descriptor, 0),
      mapping != MAP_FAILED
    else { return nil }
    return mapping
  }

  /// Unmaps what ``mapReadOnly(_:length:)`` mapped.
  package static func unmap(_ mapping: UnsafeMutableRawPointer, length: Int) {
    munmap(mapping, length)
  }

  /// The size of a memory page.
  package static var pageSize: Int { Int(sysconf(Int32(_SC_PAGESIZE))) }

  /// The machine's memory, or 0 when the system does not say.
  package static var physicalMemory: Int { max(Int(sysconf(Int32(_SC_PHYS_PAGES))), 0) * pageSize }
}

extension System {
  // MARK: The process

  /// The program's arguments, without its name, as the system passed them: bytes, which need not
  /// be valid UTF-8 (`CommandLine.arguments` repairs them, and a repaired name would not open).
  ///
  /// O(*n*) for *n* bytes.
  package static var arguments: [[UInt8]] {
    (1..<Int(CommandLine.argc)).map { index in
      let argument = CommandLine.unsafeArgv[index]!
      return Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
    }
  }

  /// The value of the environment variable `name`, or `nil` (`getenv`).
  package static func environmentValue(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// Whether `descriptor` is open (`fcntl`).
  package static func isOpen(_ descriptor: Int32) -> Bool { fcntl(descriptor, F_GETFD) != -1 }

  /// Opens /dev/null on the lowest free descriptor, for reading or for writing: a standard
  /// descriptor closed at start-up is taken so, and no file opened later receives its data.
  package static func openNull(forReading: Bool) {
    _ = open("/dev/null", forReading ? O_RDONLY : O_WRONLY)
  }

  /// Whether `descriptor` is a terminal (`isatty`).
  package static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

  /// Ends the process with `status`.
  package static func exit(_ status: Int32) -> Never { cExit(status) }

  /// Keeps freed memory for reuse, where the C library would give large blocks back.
  ///
  /// glibc gives every block over 128 KiB its own mapping and unmaps it when freed, so each array
  /// a run grows, sorts or drops comes back as fresh pages that fault in one by one. Blocks up to
  /// 32 MiB (glibc's limit) come from the heap instead, and freed memory stays for reuse, at some
  /// cost in peak memory for small items (Docs/PerformanceHistory.md, "glibc's allocator").
  /// One arena serves every thread: the documents are read and indexed on other threads, and
  /// what they free (the index's sorting space) is then reused by the diff and the writing on
  /// the main thread, where an arena per thread kept it apart (a larger peak). The threads share
  /// the arena's lock, so what they allocate in their loops is allocated once (a section's items
  /// are read into one list, then copied at their size). The heap grows 64 MiB at a time
  /// (reserved, not touched): each growth takes the address space's lock, which the other
  /// thread's page faults then wait on.
  /// `mallopt` is looked up because Swift's Glibc module leaves out <malloc.h>; -3, -1, -8 and -2
  /// are its M_MMAP_THRESHOLD, M_TRIM_THRESHOLD, M_ARENA_MAX and M_TOP_PAD; a null handle is
  /// RTLD_DEFAULT. Other libraries keep their own policy.
  package static func keepFreedMemory() {
    #if canImport(Glibc)
      if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") {
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        _ = mallopt(-3, 32 << 20)
        _ = mallopt(-1, 1 << 30)
        _ = mallopt(-8, 1)
        _ = mallopt(-2, 64 << 20)
      }
    #endif
  }

  /// The absolute path of the running program, or `nil` when the system does not say.
  package static var executablePath: [UInt8]? {
    #if canImport(Darwin)
      var size: UInt32 = 0
      _ = _NSGetExecutablePath(nil, &size)
      var buffer = [CChar](repeating: 0, count: Int(size) + 1)
      guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
      return Array(String(cString: buffer).utf8)
    #else
      var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = buffer.withUnsafeMutableBytes {
        readlink(
          "/proc/self/exe", $0.baseAddress!.assumingMemoryBound(to: CChar.self), $0.count - 1)
      }
      return count > 0 ? Array(buffer[0..<count]) : nil
    #endif
  }

  /// The nearest process above this one (its parent, the parent's parent, ..., at most `levels`
  /// up) whose command name is `name`: its id and start time, which together name one run of
  /// it; `nil` when none is, or where the system does not say (Linux's `/proc` is read).
  ///
  /// O(`levels`) small reads.
  package static func ancestor(named name: [UInt8], levels: Int) -> (id: Int32, start: UInt64)? {
    var id = getppid()
    for _ in 0..<levels {
      guard let status = processStatus(id) else { return nil }
      if status.name == name { return (id, status.start) }
      id = status.parent
    }
    return nil
  }

  /// Whether the process `id` runs, and started at `start` (an id is used again once free).
  package static func isRunning(_ id: Int32, startedAt start: UInt64) -> Bool {
    processStatus(id)?.start == start
  }

  /// This process's resident size now and its high-water mark, in bytes, from Linux's
  /// `/proc/self/status` (`VmRSS` and `VmHWM`); `nil` where the system does not say.
  ///
  /// O(1): one small read.
  package static func residentSizes() -> (current: Int, peak: Int)? {
    guard
      case .bytes(let bytes) = readWholeFile(Array("/proc/self/status".utf8), followingLinks: true)
    else { return nil }
    func kilobytes(_ field: String) -> Int? {
      for line in bytes.split(separator: UInt8(ascii: "\n")) where line.starts(with: field.utf8) {
        let digits = line.drop { !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        return Int(String(decoding: digits.prefix { $0 != UInt8(ascii: " ") }, as: UTF8.self))
      }
      return nil
    }
    guard let current = kilobytes("VmRSS:"), let peak = kilobytes("VmHWM:") else { return nil }
    return (current << 10, peak << 10)
  }

  /// A process's command name, parent and start time, from `/proc/ID/stat`: `ID (NAME) STATE
  /// PARENT ...`, the start time its 22nd field (the name may hold spaces and parentheses: the
  /// fields after it follow its last parenthesis).
  private static func processStatus(_ id: Int32) -> (name: [UInt8], parent: Int32, start: UInt64)? {
    guard
      case .bytes(let bytes) = readWholeFile(Array("/proc/\(id)/stat".utf8), followingLinks: true),
      let open = bytes.firstIndex(of: UInt8(ascii: "(")),
      let close = bytes.lastIndex(of: UInt8(ascii: ")")), open < close
    else { return nil }
    let fields = bytes[(close + 1)...].split(separator: UInt8(ascii: " "))
    guard fields.count > 19, let parent = Int32(String(decoding: fields[1], as: UTF8.self)),
      let start = UInt64(String(decoding: fields[19], as: UTF8.self))
    else { return nil }
    return (Array(bytes[(open + 1)..<close]), parent, start)
  }

  /// Makes the directory at `path` (0700) unless it is there; whether it is a directory that this
  /// user owns and nobody else may read or enter, not a link: a place for files of the user's
  /// own among those of other users (`/tmp`).
  package static func makePrivateDirectory(_ path: [UInt8]) -> Bool {
    _ = withCPath(path) { mkdir($0, 0o700) }
    var info = stat()
    guard withCPath(path, { lstat($0, &info) }) == 0 else { return false }
    return info.st_mode & S_IFMT == S_IFDIR && info.st_uid == getuid() && info.st_mode & 0o077 == 0
  }

  /// The working directory of this process (`getcwd`), or none when it cannot be said.
  package static var currentDirectory: [UInt8] {
    guard let path = getcwd(nil, 0) else { return [] }
    defer { free(path) }
    return Array(UnsafeRawBufferPointer(start: path, count: strlen(path)))
  }

  /// The user this process runs as.
  package static var userID: UInt32 { UInt32(getuid()) }

  /// The names in the directory at `path`, without `.` and `..`; none when it cannot be read.
  package static func directoryNames(_ path: [UInt8]) -> [[UInt8]] {
    guard let directory = withCPath(path, { opendir($0) }) else { return [] }
    defer { closedir(directory) }
    var names: [[UInt8]] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.prefix { $0 != 0 })
      }
      if name != Array(".".utf8) && name != Array("..".utf8) { names.append(name) }
    }
    return names
  }

  /// Appends `bytes` to the file at `path`, which must exist and not be a link; whether it could.
  ///
  /// O(*n*) for *n* bytes.
  @discardableResult
  package static func appendToFile(_ path: [UInt8], _ bytes: [UInt8]) -> Bool {
    let descriptor = withCPath(path) { open($0, O_WRONLY | O_APPEND | O_NOFOLLOW | O_CLOEXEC) }
    guard descriptor >= 0 else { return false }
    let written = writeAll(descriptor, bytes)
    return cClose(descriptor) == 0 && written
  }

  /// Removes the file at `path` (a link itself, not its target); whether it could.
  @discardableResult
  package static func removeFile(_ path: [UInt8]) -> Bool {
    withCPath(path) { unlink($0) } == 0
  }

  /// The program that opens a file as the desktop would: `open` on macOS, else `xdg-open`.
  package static var opener: String { platformOpener }

  // MARK: Paths

  /// Calls `body` with `path` as a C string (its bytes and a terminating zero).
  ///
  /// O(*n*) for *n* bytes.
  package static func withCPath<Result>(
    _ path: [UInt8], _ body: (UnsafePointer<CChar>) -> Result
  ) -> Result {
    (path + [0]).withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
    }
  }

  /// Whether something exists at `path` (a link counts, whatever it points at: `lstat`).
  package static func exists(_ path: [UInt8]) -> Bool {
    var info = stat()
    return withCPath(path) { lstat($0, &info) } == 0
  }

  /// Whether `path` names a file this process may run (`access`).
  package static func isExecutable(_ path: [UInt8]) -> Bool {
    withCPath(path) { access($0, X_OK) } == 0
  }

  /// The path with every link and `.` or `..` resolved, or `nil` when it does not exist
  /// (`realpath`).
  package static func resolved(_ path: [UInt8]) -> [UInt8]? {
    guard let resolved = withCPath(path, { realpath($0, nil) }) else { return nil }
    defer { free(resolved) }
    return Array(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)))
  }

  /// Whether `first` and `second` name one regular file, through links and `..`, or would once
  /// it is made.
  ///
  /// The same device and inode when both exist, the same resolved directory and name when
  /// neither does. A device or a pipe (a terminal both name) is not one file: what is written to
  /// it goes one after the other, not one over the other.
  package static func nameSameFile(_ first: [UInt8], _ second: [UInt8]) -> Bool {
    var (one, other) = (stat(), stat())
    let found = (
      withCPath(first) { stat($0, &one) } == 0, withCPath(second) { stat($0, &other) } == 0
    )
    switch found {
    case (true, true):
      return one.st_dev == other.st_dev && one.st_ino == other.st_ino
        && one.st_mode & S_IFMT == S_IFREG
    case (false, false): return placeOfNewFile(first) == placeOfNewFile(second)
    default: return false
    }
  }

  /// The path of a file not made yet: its directory resolved (`realpath`), then its name.
  private static func placeOfNewFile(_ path: [UInt8]) -> [UInt8] {
    let slash = path.lastIndex(of: UInt8(ascii: "/"))
    let directory =
      slash.map { $0 == 0 ? [UInt8(ascii: "/")] : Array(path[..<$0]) } ?? [UInt8(ascii: ".")]
    let name = slash.map { Array(path[($0 + 1)...]) } ?? path
    return (resolved(directory) ?? directory) + [UInt8(ascii: "/")] + name
  }

  /// Makes each missing directory above `path`, from the top.
  package static func makeDirectories(above path: [UInt8]) {
    for (index, byte) in path.enumerated() where byte == UInt8(ascii: "/") && index > 0 {
      _ = withCPath(Array(path[..<index])) { mkdir($0, 0o755) }
    }
  }
}

extension System {
  // MARK: Whole files

  /// A whole file read by ``readWholeFile(_:followingLinks:)``.
  package enum WholeFile: Equatable {
    case bytes([UInt8])
    /// Nothing exists at the path.
    case missing
    /// A symbolic link that was not to be followed.
    case link
    /// A directory, a pipe, a device: not read.
    case notRegular
    /// Opening or reading failed with this error.
    case failed(Int32)
  }

  /// The bytes of the regular file at `path`, opened without blocking (a named pipe is not
  /// waited on) and, unless `followingLinks`, not through a symbolic link.
  ///
  /// O(*n*) for *n* bytes.
  package static func readWholeFile(_ path: [UInt8], followingLinks: Bool) -> WholeFile {
    let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW)
    let descriptor = withCPath(path) { open($0, flags) }
    guard descriptor >= 0 else {
      return errno == ENOENT ? .missing : errno == ELOOP ? .link : .failed(errno)
    }
    defer { close(descriptor) }
    guard case .regular(let size) = kind(of: descriptor) else { return .notRegular }
    // `size` is 0 for a file of /proc, which says no size.
    let (bytes, error) = readToEnd(descriptor, reservingCapacity: size)
    return error.map { .failed($0) } ?? .bytes(bytes)
  }

  /// What `descriptor` gives until its end, and the error that stopped it early, if any.
  ///
  /// A page on the stack at a time, not a larger zeroed buffer: the git driver reads three small
  /// files at every start (two of /proc, the run's kept answers) and git's short answers, and
  /// would fault a buffer's pages in each time; a kept-answers file at its limit takes more reads.
  ///
  /// O(*n*) for *n* bytes.
  private static func readToEnd(
    _ descriptor: Int32, reservingCapacity capacity: Int = 0
  ) -> (bytes: [UInt8], error: Int32?) {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(capacity)
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1 << 12) { chunk in
      while true {
        let count = read(descriptor, into: chunk.baseAddress!, count: chunk.count)
        if count > 0 {
          bytes.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[..<count]))
        } else if count == 0 {
          return (bytes, nil)
        } else if errno != EINTR {
          return (bytes, errno)
        }
      }
    }
  }

  /// Replaces the file at `path` with `bytes`.
  ///
  /// They are written to a new file beside it, then renamed over it, so that no link is followed
  /// and a reader never sees half a file. With `followingLinks`, a link's target is replaced
  /// instead; with `makingDirectories`, missing directories above the file are made. The file
  /// keeps its permissions (a new one gets 0666 less the umask).
  ///
  /// - Returns: Whether it could.
  /// - Complexity: O(*n*) for *n* bytes.
  package static func replaceFile(
    _ path: [UInt8], with bytes: [UInt8], followingLinks: Bool, makingDirectories: Bool = false
  ) -> Bool {
    guard
      let replacement = Replacement(
        path, followingLinks: followingLinks, makingDirectories: makingDirectories,
        writing: { writeAll($0, bytes) })
    else { return false }
    return replacement.commit()
  }

  /// A file written beside the one it replaces, not yet renamed over it: files that must all be
  /// written or none are each prepared, then each committed (or each discarded).
  ///
  /// With `followingLinks`, a path that names a device or a pipe (`/dev/null`, `/dev/stdout`, a
  /// named pipe) is written to, not replaced, when committed: it cannot be written beside, and a
  /// device renamed over would be lost.
  package struct Replacement {
    private enum Plan {
      /// The new file, beside the one it replaces (the link's target, when following links).
      case rename(temporary: [UInt8], target: [UInt8])
      /// The device or pipe to open and write to when committed.
      case direct(target: [UInt8], write: (Int32) -> Bool)
    }

    private let plan: Plan

    /// Writes what `write` writes to the descriptor it is given (and says it wrote) to a new file
    /// beside `path`; `nil` when it could not, leaving nothing behind.
    ///
    /// As ``System/replaceFile(_:with:followingLinks:makingDirectories:)`` does. A document read
    /// from the old file (mapped, perhaps) stays whole while the new one is written.
    ///
    /// - Complexity: O(*n*) for *n* bytes written.
    package init?(
      _ path: [UInt8], followingLinks: Bool, makingDirectories: Bool = false,
      writing write: @escaping (Int32) -> Bool
    ) {
      if makingDirectories { System.makeDirectories(above: path) }
      var info = stat()
      if followingLinks, System.withCPath(path, { stat($0, &info) }) == 0,
        ![S_IFREG, S_IFDIR].contains(info.st_mode & S_IFMT)
      {
        plan = .direct(target: path, write: write)
        return
      }
      let target = followingLinks ? System.resolved(path) ?? path : path
      let found = System.withCPath(target) { lstat($0, &info) } == 0
      let mask = umask(0o022)
      umask(mask)
      let mode = found ? info.st_mode & 0o7777 : 0o666 & ~mask
      guard
        let (descriptor, temporary) = System.makeTemporaryFile(
          target + Array(".snapdiff-".utf8), suffix: [])
      else { return nil }
      let written = write(descriptor) && fchmod(descriptor, mode) == 0
      guard cClose(descriptor) == 0, written else {
        System.keepingLastError { _ = System.withCPath(temporary) { unlink($0) } }
        return nil
      }
      plan = .rename(temporary: temporary, target: target)
    }

    /// Renames the new file over the old one (or writes to the device or pipe); whether it could
    /// (when not, the new file is gone and ``System/lastError`` says why).
    package func commit() -> Bool {
      switch plan {
      case .rename(let temporary, let target):
        let renamed = System.withCPath(temporary) { from in
          System.withCPath(target) { rename(from, $0) }
        }
        guard renamed == 0 else {
          System.keepingLastError { discard() }
          return false
        }
        return true
      case .direct(let target, let write):
        let descriptor = System.withCPath(target) { open($0, O_WRONLY | O_TRUNC | O_CLOEXEC) }
        guard descriptor >= 0 else { return false }
        let written = write(descriptor)
        return cClose(descriptor) == 0 && written
      }
    }

    /// Removes the new file, leaving the old one as it was.
    package func discard() {
      if case .rename(let temporary, _) = plan { _ = System.withCPath(temporary) { unlink($0) } }
    }
  }

  /// Runs `body` (cleaning up after a failure), then sets ``lastError`` back to what it was.
  static func keepingLastError(_ body: () -> Void) {
    let error = errno
    body()
    errno = error
  }

  /// Makes a new file named `prefix`, six random characters and `suffix`, open for writing: its
  /// descriptor and path, or `nil` (`mkstemps`).
  package static func makeTemporaryFile(
    _ prefix: [UInt8], suffix: [UInt8]
  ) -> (descriptor: Int32, path: [UInt8])? {
    var template = (prefix + Array("XXXXXX".utf8) + suffix + [0]).map { CChar(bitPattern: $0) }
    let descriptor = template.withUnsafeMutableBufferPointer {
      mkstemps($0.baseAddress!, Int32(suffix.count))
    }
    guard descriptor >= 0 else { return nil }
    return (descriptor, template.dropLast().map { UInt8(bitPattern: $0) })
  }

  /// Writes all of `bytes` to `descriptor`, going on after an interruption; whether it could.
  ///
  /// O(*n*) for *n* bytes.
  package static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let count = write(descriptor, buffer.baseAddress! + offset, count: buffer.count - offset)
        if count > 0 {
          offset += count
        } else if count < 0 && errno == EINTR {
          continue
        } else {
          return false
        }
      }
      return true
    }
  }
}

extension System {
  // MARK: Child processes

  /// What a child process did: its exit status (-1 when it could not run or was killed) and
  /// what it wrote to standard output, when captured.
  package struct ChildResult {
    package var status: Int32
    package var output: [UInt8]
  }

  /// Runs `program` (a path) with `arguments` (its own name first) in this process's
  /// environment, and waits for it: with standard input from /dev/null and standard output
  /// captured through a pipe, or, unless `capturingOutput`, with this process's three standard
  /// descriptors (`posix_spawn`).
  ///
  /// O(*n*) for *n* bytes of output, plus the child's time.
  package static func spawn(
    _ program: [UInt8], _ arguments: [[UInt8]], capturingOutput: Bool
  ) -> ChildResult {
    var pipe: [Int32] = [0, 0]
    guard pipe.withUnsafeMutableBufferPointer({ cPipe($0.baseAddress!) }) == 0 else {
      return ChildResult(status: -1, output: [])
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if capturingOutput {
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
      posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
    }
    posix_spawn_file_actions_addclose(&actions, pipe[0])
    posix_spawn_file_actions_addclose(&actions, pipe[1])
    let argv = ([program] + arguments.dropFirst()).map(cString) + [nil]
    defer { for argument in argv { argument?.deallocate() } }
    var child = pid_t()
    let spawned = withCPath(program) {
      posix_spawn(&child, $0, &actions, nil, argv, environment)
    }
    close(pipe[1])
    defer { close(pipe[0]) }
    guard spawned == 0 else { return ChildResult(status: -1, output: []) }
    let output = readToEnd(pipe[0]).bytes  // what the child wrote before a read failed
    var status: Int32 = 0
    while waitpid(child, &status, 0) == -1 && errno == EINTR {}
    let exited = (status & 0x7F) == 0
    return ChildResult(status: exited ? (status >> 8) & 0xFF : -1, output: output)
  }

  /// This process's environment, as `posix_spawn` takes it.
  private static var environment: UnsafePointer<UnsafeMutablePointer<CChar>?>? {
    #if canImport(Darwin)
      UnsafePointer(_NSGetEnviron().pointee)
    #else
      UnsafePointer(environ)
    #endif
  }

  /// A copy of `bytes` with a terminating zero, newly allocated (the caller deallocates it).
  private static func cString(_ bytes: [UInt8]) -> UnsafeMutablePointer<CChar>? {
    let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
    for (index, byte) in bytes.enumerated() { copy[index] = CChar(bitPattern: byte) }
    copy[bytes.count] = 0
    return copy
  }
}

// The C library's calls that `System`'s members of the same name would hide inside it.

private func cClose(_ descriptor: Int32) -> Int32 { close(descriptor) }

private func cExit(_ status: Int32) -> Never { exit(status) }

private func cPipe(_ descriptors: UnsafeMutablePointer<Int32>) -> Int32 { pipe(descriptors) }

private func cRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}

private func cWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
