#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A buffered writer: text accumulates in memory and goes to a file descriptor in large chunks
/// (or stays in memory, for tests).
final class OutputBuffer {
  /// The file descriptor to write to, or nil to keep everything in `bytes`.
  let descriptor: Int32?
  private(set) var bytes: [UInt8] = []
  private let chunk = 1 << 16

  init(descriptor: Int32?) {
    self.descriptor = descriptor
    bytes.reserveCapacity(chunk * 2)
  }

  func write(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
    if descriptor != nil && bytes.count >= chunk { flush() }
  }

  func write(_ raw: UnsafeBufferPointer<UInt8>) {
    bytes.append(contentsOf: raw)
    if descriptor != nil && bytes.count >= chunk { flush() }
  }

  /// Appends an ASCII string literal.
  func write(_ literal: StaticString) {
    bytes.append(
      contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    if descriptor != nil && bytes.count >= chunk { flush() }
  }

  /// Appends a decimal integer without creating a string.
  func write(_ value: Int) {
    if value < 0 {
      bytes.append(UInt8(ascii: "-"))
      write(-value)
      return
    }
    if value < 10 {
      bytes.append(UInt8(ascii: "0") + UInt8(value))
      return
    }
    var digits:
      (
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
      ) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    var rest = value
    withUnsafeMutableBytes(of: &digits) { buffer in
      while rest > 0 {
        buffer[19 - count] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
        count += 1
      }
      bytes.append(contentsOf: buffer[(20 - count)...])
    }
  }

  /// Appends an identifier as a JSON value (its canonical text, quoted if it is a string).
  func write(json identifier: JSONKey) {
    if identifier.isNumber {
      bytes.append(contentsOf: identifier.text)
    } else {
      bytes.append(UInt8(ascii: "\""))
      bytes.append(contentsOf: identifier.text)
      bytes.append(UInt8(ascii: "\""))
    }
  }

  func flush() {
    guard let descriptor, !bytes.isEmpty else { return }
    bytes.withUnsafeBufferPointer { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written <= 0 { break }
        offset += written
      }
    }
    bytes.removeAll(keepingCapacity: true)
  }

  /// Everything written, as text (for tests).
  var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// The C library's `write`, under a name no method of `OutputBuffer` hides.
func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
