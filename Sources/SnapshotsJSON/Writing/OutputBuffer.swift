/// A buffered writer: text accumulates in memory and goes to a file descriptor in large chunks
/// (or stays in memory, for tests and for texts made whole).
///
/// Every write is a copy into one allocation: a large diff writes millions of small pieces.
package final class OutputBuffer {
  /// The file descriptor to write to, or nil to keep everything in memory.
  package let descriptor: Int32?
  private var storage: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private var count = 0
  /// How much is gathered before a write to the descriptor.
  private static let chunk = 1 << 18
  /// The first error a write to the descriptor met (an `errno` value); nothing is written after
  /// it, and `finishOutput` turns it into exit status 2.
  package private(set) var writeError: Int32?

  /// A writer to `descriptor`, or one that keeps everything in memory, starting with room for
  /// `capacity` bytes.
  package init(descriptor: Int32?, capacity: Int = 1 << 12) {
    self.descriptor = descriptor
    self.capacity = descriptor == nil ? max(capacity, 16) : Self.chunk
    storage = .allocate(capacity: self.capacity)
  }

  deinit { storage.deallocate() }

  /// Makes room for `needed` more bytes: writes out what is gathered, or grows the storage.
  private func makeRoom(_ needed: Int) {
    if descriptor != nil { flush() }
    guard count + needed > capacity else { return }
    capacity = max(capacity * 2, count + needed)
    let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    larger.moveInitialize(from: storage, count: count)
    storage.deallocate()
    storage = larger
  }

  /// Appends `raw`.
  ///
  /// Inlined: output is millions of pieces of a few bytes, most of them literals whose length
  /// the copy then knows.
  @inline(__always)
  package func write(_ raw: UnsafeBufferPointer<UInt8>) {
    guard let start = raw.baseAddress else { return }
    guard count &+ raw.count <= capacity else { return writeWithoutRoom(raw) }
    copyBytes(
      from: UnsafeRawPointer(start), to: UnsafeMutableRawPointer(storage + count), raw.count)
    count &+= raw.count
  }

  /// Appends `raw`, for which there is no room: written out directly after what is gathered
  /// when it is a chunk or more, else copied once there is room.
  private func writeWithoutRoom(_ raw: UnsafeBufferPointer<UInt8>) {
    if let descriptor, raw.count >= Self.chunk {
      flush()
      writeAll(descriptor, raw.baseAddress!, raw.count)
      return
    }
    makeRoom(raw.count)
    write(raw)  // there is room now
  }

  /// Appends everything another (in-memory) buffer holds.
  package func write(contentsOf other: OutputBuffer) {
    write(UnsafeBufferPointer(start: other.storage, count: other.count))
  }

  package func write(_ text: String) {
    var text = text
    text.withUTF8 { write($0) }
  }

  /// Appends an ASCII string literal.
  @inline(__always)
  package func write(_ literal: StaticString) {
    write(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  @inline(__always)
  package func write(byte: UInt8) {
    if count == capacity { makeRoom(1) }
    storage[count] = byte
    count += 1
  }

  /// Appends a decimal integer without creating a string.
  package func write(_ value: Int) {
    if value < 0 { write(byte: UInt8(ascii: "-")) }
    var rest = value.magnitude
    // Digits counted by comparison, then written from the last, each by a division by ten: a
    // constant divisor, which compiles to a multiply.
    var digits = 1
    var bound: UInt = 10
    while digits < 20 && rest >= bound {
      digits += 1
      bound = digits < 20 ? bound &* 10 : bound
    }
    if count + digits > capacity { makeRoom(digits) }
    var index = count + digits
    repeat {
      index -= 1
      storage[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
      rest /= 10
    } while rest > 0
    count += digits
  }

  /// Appends `name` as a JSON Pointer reference token (RFC 6901): `~` as `~0`, `/` as `~1`.
  package func write(pointerToken name: UnsafeBufferPointer<UInt8>) {
    var runStart = 0
    for (index, byte) in name.enumerated() {
      guard let escaped = pointerTokenEscape(byte) else { continue }
      write(UnsafeBufferPointer(rebasing: name[runStart..<index]))
      write(byte: UInt8(ascii: "~"))
      write(byte: escaped)
      runStart = index + 1
    }
    write(UnsafeBufferPointer(rebasing: name[runStart...]))
  }

  /// Appends an identifier as a JSON value (its canonical text, quoted if it is a string).
  @inline(__always)
  package func write(json identifier: JSONKey) {
    if identifier.isNumber {
      write(identifier.text)
    } else {
      write(byte: UInt8(ascii: "\""))
      write(identifier.text)
      write(byte: UInt8(ascii: "\""))
    }
  }

  /// A value read only for its cache effect (reading identifiers ahead): stored, so that the
  /// reads cannot be optimized away.
  package private(set) var kept: UInt8 = 0

  /// Keeps a value read ahead; see ``kept``.
  package func keep(_ value: UInt8) { kept |= value }

  package func flush() {
    guard let descriptor else { return }
    writeAll(descriptor, storage, count)
    count = 0
  }

  /// Writes `count` bytes to `descriptor`, however many calls it takes; records the first error
  /// (a full disk, a closed descriptor, a broken pipe with SIGPIPE ignored) and writes nothing
  /// after it.
  private func writeAll(_ descriptor: Int32, _ start: UnsafePointer<UInt8>, _ count: Int) {
    var offset = 0
    while writeError == nil && offset < count {
      let written = System.write(descriptor, start + offset, count: count - offset)
      if written > 0 {
        offset += written
      } else if written < 0 && System.isInterruption(System.lastError) {
        continue
      } else {
        writeError = written < 0 ? System.lastError : System.inputOutputError
      }
    }
  }

  /// Everything kept in memory.
  package var bytes: [UInt8] { Array(UnsafeBufferPointer(start: storage, count: count)) }

  /// Everything kept in memory, as text.
  package var text: String {
    String(decoding: UnsafeBufferPointer(start: storage, count: count), as: UTF8.self)
  }
}

/// Copies `count` bytes, without a call for the few bytes most output pieces have.
///
/// Output is millions of pieces of a few bytes (punctuation, numbers, identifiers): up to 16
/// bytes are moved by two overlapping loads and stores of a power-of-two width, with no read past
/// either end; longer copies go to `memmove`.
@inline(__always)
package func copyBytes(
  from source: UnsafeRawPointer, to destination: UnsafeMutableRawPointer, _ count: Int
) {
  switch count {
  case 8...16:
    let head = source.loadUnaligned(as: UInt64.self)
    let tail = source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    destination.storeBytes(of: head, as: UInt64.self)
    destination.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
  case 4..<8:
    let head = source.loadUnaligned(as: UInt32.self)
    let tail = source.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
    destination.storeBytes(of: head, as: UInt32.self)
    destination.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
  case 2..<4:
    let head = source.loadUnaligned(as: UInt16.self)
    let tail = source.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self)
    destination.storeBytes(of: head, as: UInt16.self)
    destination.storeBytes(of: tail, toByteOffset: count - 2, as: UInt16.self)
  case 1:
    destination.storeBytes(of: source.load(as: UInt8.self), as: UInt8.self)
  case 0:
    break
  default:
    destination.copyMemory(from: source, byteCount: count)
  }
}
