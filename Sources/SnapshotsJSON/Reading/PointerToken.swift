/// A JSON Pointer reference token (RFC 6901): `~` as `~0`, `/` as `~1`.
///
/// Escaped per code point, as the RFC says, not per `Character`: a `/` followed by a combining
/// mark is one `Character` (`"/\u{301}"`), which a match on characters let through unescaped.
package func pointerToken(_ name: String) -> String {
  var bytes: [UInt8] = []
  bytes.reserveCapacity(name.utf8.count)
  for byte in name.utf8 {
    if let escaped = pointerTokenEscape(byte) {
      bytes += [UInt8(ascii: "~"), escaped]
    } else {
      bytes.append(byte)
    }
  }
  return String(decoding: bytes, as: UTF8.self)
}

/// The byte after `~` that stands for `byte` in a JSON Pointer reference token (`0` for `~`, `1`
/// for `/`), or `nil` for a byte written as it is.
///
/// O(1).
@inline(__always)
package func pointerTokenEscape(_ byte: UInt8) -> UInt8? {
  switch byte {
  case UInt8(ascii: "~"): UInt8(ascii: "0")
  case UInt8(ascii: "/"): UInt8(ascii: "1")
  default: nil
  }
}
