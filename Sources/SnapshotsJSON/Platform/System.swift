// The C library, behind one file: SnapshotsJSON's only platform differences (Glibc, Musl,
// Darwin) and its only calls into the system. Every other file of the module calls these.

#if canImport(Glibc)
  import Glibc
  /// Maps a whole file at once rather than page by page on first touch.
  private let mapPopulate = MAP_POPULATE
#elseif canImport(Musl)
  import Musl
  private let mapPopulate = MAP_POPULATE
#elseif canImport(Darwin)
  import Darwin
  private let mapPopulate: Int32 = 0
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

// The C library's calls that `System`'s members of the same name would hide inside it.

private func cClose(_ descriptor: Int32) -> Int32 { close(descriptor) }

private func cRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}

private func cWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
