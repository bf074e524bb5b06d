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

  func flush() {
    guard let descriptor, !bytes.isEmpty else { return }
    bytes.withUnsafeBufferPointer { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written <= 0 { break }
        offset += written
      }
    }
    bytes.removeAll(keepingCapacity: true)
  }

  /// Everything written, as text (for tests).
  var text: String { String(decoding: bytes, as: UTF8.self) }
}
