/// A JSON document's bytes in memory, followed by zero bytes.
///
/// The zeros let the reader look at the byte after the text, and at a whole 8-byte word from any
/// position inside it, without a bounds check: a zero byte is never valid where the reader looks
/// for more text, so every scan stops there.
package final class JSONText: @unchecked Sendable {
  /// How many zero bytes follow the text.
  package static let padding = 16

  /// The first byte; the storage is immutable once the text is read.
  private let storage: UnsafeMutablePointer<UInt8>
  /// The number of bytes of text (the padding excluded).
  package let count: Int
  /// The length of the mapping, when the text is a mapped file rather than an allocation.
  private let mappedLength: Int?

  /// The text, without the padding.
  package var bytes: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: storage, count: count)
  }

  /// The text and its padding, read at offsets (checked under `SNAPSHOTS_INTERNAL_CHECKS`).
  package var base: PaddedBytes { PaddedBytes(start: storage, count: count) }

  /// A copy of `bytes`.
  package convenience init(_ bytes: some Collection<UInt8>) {
    let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count + Self.padding)
    _ = UnsafeMutableBufferPointer(start: storage, count: bytes.count).initialize(from: bytes)
    self.init(taking: storage, count: bytes.count)
  }

  /// Takes ownership of `storage`, which holds `count` bytes and room for the padding after them.
  private init(taking storage: UnsafeMutablePointer<UInt8>, count: Int) {
    (storage + count).initialize(repeating: 0, count: Self.padding)
    self.storage = storage
    self.count = count
    mappedLength = nil
    _ReadableRegions.register(storage, byteCount: count + Self.padding)
  }

  /// Takes ownership of a read-only mapping of `count` bytes whose last page has room for the
  /// padding (the system fills the rest of a file's last page with zeros).
  private init(mapping: UnsafeMutablePointer<UInt8>, count: Int, length: Int) {
    storage = mapping
    self.count = count
    mappedLength = length
    _ReadableRegions.register(mapping, byteCount: count + Self.padding)
  }

  deinit {
    _ReadableRegions.unregister(storage)
    if let mappedLength {
      System.unmap(storage, length: mappedLength)
    } else {
      storage.deallocate()
    }
  }

  /// Maps a regular file of `size` bytes read-only, when the zeros after its end within its last
  /// page hold the padding: the text then costs neither a copy nor zero-filled pages.
  private static func map(_ descriptor: Int32, size: Int) -> JSONText? {
    let page = System.pageSize
    let tail = size % page
    guard size > 0, tail != 0, page - tail >= padding else { return nil }
    let length = size + (page - tail)
    guard let mapping = System.mapReadOnly(descriptor, length: length) else { return nil }
    return JSONText(
      mapping: mapping.assumingMemoryBound(to: UInt8.self), count: size, length: length)
  }

  /// The largest document snapdiff reads: 4 GiB less a byte (positions in a document are
  /// 32-bit).
  package static let maximumDocumentSize = Int(UInt32.max)

  /// The most input a command reads in all, when reading it takes at most `peak` bytes of memory
  /// per input byte: the machine's memory divided by `peak`.
  ///
  /// - Complexity: O(1).
  package static func inputBudget(peakPerInputByte peak: Int) -> Int {
    let memory = System.physicalMemory
    return memory > 0 ? memory / peak : maximumDocumentSize
  }

  /// Reads a whole file, or standard input for "-", into one allocation sized from the file
  /// (no copy and no zero-filling beyond the kernel's own).
  ///
  /// A file larger than `limit` is rejected before it is read (the message names the limit
  /// `limitName`); a stream (standard input, a pipe,
  /// a device) is read no further than `limit`, and no further than a byte that no JSON text can
  /// hold (NUL, or 0xF8 to 0xFF), so that `/dev/zero` is rejected at its first byte: the reader
  /// then reports the first error, at or before that byte.
  ///
  /// - Throws: ``ReadError`` naming the path, for a missing, unreadable or directory path, or an
  ///   input over the limit.
  package static func read(
    contentsOf operand: FileOperand, limit: Int, limitName: String = "the most snapdiff reads"
  ) throws(ReadError) -> JSONText {
    let path = operand.name
    let descriptor = operand.isStandardInput ? 0 : System.openForReading(operand.bytes)
    guard descriptor >= 0 else { throw ReadError(path: path, errno: System.lastError) }
    defer { if descriptor != 0 { System.close(descriptor) } }
    let kind = System.kind(of: descriptor)
    var size = 0
    switch kind {
    case .directory: throw ReadError(message: "cannot read '\(path)': Is a directory")
    case .regular(let fileSize): size = fileSize
    case .other: break
    }
    let tooLarge = ReadError(
      message: "cannot read '\(path)': larger than \(limit) bytes, \(limitName)")
    if size > limit { throw tooLarge }
    // Standard input is read even when it is a file: it may not start at the file's start.
    if !operand.isStandardInput, case .regular = kind, let mapped = map(descriptor, size: size) {
      return mapped
    }
    // One more byte than the size, so that reaching the end takes no second allocation.
    return try readStream(
      descriptor, capacity: max(min(size, limit) + 1, 1 << 16), limit: limit, path: path,
      tooLarge: tooLarge)
  }

  /// Reads what `descriptor` holds, into an allocation that starts at `capacity` bytes and
  /// doubles: no further than `limit` (then `tooLarge` is thrown), than a byte no JSON text
  /// holds, or than a syntax error.
  ///
  /// The text read is checked each time its length doubles (so all checks together read it about
  /// twice), and reading stops once it holds an error: the reader then reports it.
  private static func readStream(
    _ descriptor: Int32, capacity initialCapacity: Int, limit: Int, path: String,
    tooLarge: ReadError
  ) throws(ReadError) -> JSONText {
    var capacity = initialCapacity
    var storage = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity + padding)
    var count = 0
    var nextCheck = 1 << 16
    while true {
      if count == capacity {
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2 + padding)
        larger.moveInitialize(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity *= 2
      }
      let received = System.read(descriptor, into: storage + count, count: capacity - count)
      if received < 0 {
        let error = System.lastError
        storage.deallocate()
        throw ReadError(path: path, errno: error)
      }
      if received == 0 { break }
      if let invalid = firstByteNeverInJSON(storage + count, received) {
        count += invalid + 1
        break
      }
      count += received
      if count > limit {
        storage.deallocate()
        throw tooLarge
      }
      if count >= nextCheck {
        if hasSyntaxError(storage, count) { break }
        nextCheck = count * 2
      }
    }
    return JSONText(taking: storage, count: count)
  }
}

/// Whether the first `count` bytes at `storage` hold a syntax error that no continuation can
/// undo: one more than 16 bytes before their end (an error nearer the end may be a token that
/// continues: a literal, a UTF-8 sequence or a surrogate pair of escapes cut short).
///
/// - Precondition: `storage` has room for the padding after `count` bytes.
private func hasSyntaxError(_ storage: UnsafeMutablePointer<UInt8>, _ count: Int) -> Bool {
  (storage + count).initialize(repeating: 0, count: JSONText.padding)
  var reader = JSONReader(base: storage, count: count)
  do throws(JSONError) {
    try reader.skipValue()
    try reader.expectEnd()
    return false
  } catch {
    return error.offset < count - 16
  }
}

/// The offset of the first byte that no JSON text holds anywhere (NUL, or 0xF8 to 0xFF, which
/// UTF-8 never uses), if any.
private func firstByteNeverInJSON(_ start: UnsafePointer<UInt8>, _ count: Int) -> Int? {
  UnsafeBufferPointer(start: start, count: count).firstIndex { $0 == 0 || $0 >= 0xF8 }
}

/// A file that could not be read.
package struct ReadError: Error {
  package var message: String

  package init(message: String) { self.message = message }
}

extension ReadError {
  /// The system's description of `errno`, for `path`.
  package init(path: String, errno: Int32) {
    message = "cannot read '\(path)': \(System.describe(errno))"
  }
}

/// A file named on the command line or by git: the bytes to open, and the name to show in
/// messages.
package struct FileOperand: Equatable {
  /// The name as messages show it: ``quotedName(_:quotingNonASCII:)`` of the bytes, so that a
  /// name that is not UTF-8, or holds a newline or a quote, is shown unambiguously.
  package var name: String
  /// The bytes of the name as given, which need not be valid UTF-8: what is opened.
  package var bytes: [UInt8]
  /// Whether this reads standard input.
  ///
  /// It does for "-" given as an operand of the command line. A file git names is always a file,
  /// whatever its name (``path(_:)``).
  package var isStandardInput: Bool

  /// An operand of the command line whose name is valid UTF-8.
  package init(_ name: String) {
    self.init(bytes: Array(name.utf8))
  }

  /// An operand of the command line: "-" is standard input.
  package init(bytes: [UInt8]) {
    self.bytes = bytes
    name = quotedName(bytes)
    isStandardInput = bytes == [UInt8(ascii: "-")]
  }

  /// A file by its path, never standard input (a file named "-" is that file).
  package static func path(_ bytes: [UInt8]) -> FileOperand {
    var operand = FileOperand(bytes: bytes)
    operand.isStandardInput = false
    return operand
  }
}
