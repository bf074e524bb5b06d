import Snapshots

/// A JSON text's bytes and the zero padding after them (``JSONText/padding``), read at offsets
/// from the first byte: the reader's cursor and the writers that copy values out read raw text
/// through this type only.
///
/// The reader relies on the padding instead of checking for the end, so an off-by-one there would
/// read past the text without a word. Built with `SNAPSHOTS_INTERNAL_CHECKS` (one of CI's runs),
/// every read is checked against the text and its padding, as the engine's raw memory is; in
/// other builds a read is a plain load.
package struct PaddedBytes {
  /// The first byte.
  @usableFromInline let start: UnsafePointer<UInt8>
  /// The number of bytes of text; the padding follows them.
  @usableFromInline let count: Int

  /// The `count` bytes at `start`, which ``JSONText/padding`` zero bytes follow.
  @inlinable @inline(__always)
  package init(start: UnsafePointer<UInt8>, count: Int) {
    self.start = start
    self.count = count
  }

  /// Stops the program, under `SNAPSHOTS_INTERNAL_CHECKS`, unless the `width` bytes from `offset`
  /// on lie inside the text and its padding. (No `Range` is made: its own check would stay in
  /// every build.)
  @inlinable @inline(__always)
  func check(_ offset: Int, width: Int) {
    _internalInvariant(
      offset >= 0 && offset &+ width <= count &+ JSONText.padding,
      "bytes \(offset)..<\(offset &+ width) of a text of \(count) and \(JSONText.padding) of padding"
    )
  }

  /// The byte at `offset`: in the text, or 0 in the padding.
  ///
  /// O(1).
  @inlinable @inline(__always)
  package subscript(offset: Int) -> UInt8 {
    check(offset, width: 1)
    return start[offset]
  }

  /// The eight bytes from `offset` on, as a little-endian word.
  ///
  /// O(1).
  @inlinable @inline(__always)
  package func word(at offset: Int) -> UInt64 {
    check(offset, width: 8)
    return UInt64(
      littleEndian: UnsafeRawPointer(start).loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }

  /// A pointer to the byte at `offset` (at most the end of the padding), for the C library's
  /// byte functions and for copies.
  ///
  /// O(1).
  @inlinable @inline(__always)
  package static func + (bytes: PaddedBytes, offset: Int) -> UnsafePointer<UInt8> {
    bytes.check(offset, width: 0)
    return bytes.start + offset
  }
}
