/// A JSON Pointer reference token (RFC 6901): `~` as `~0`, `/` as `~1`.
///
/// Escaped per code point, as the RFC says, not per `Character`: a `/` followed by a combining
/// mark is one `Character` (`"/\u{301}"`), which a match on characters let through unescaped.
package func pointerToken(_ name: String) -> String {
  var bytes: [UInt8] = []
  bytes.reserveCapacity(name.utf8.count)
  for byte in name.utf8 {
    switch byte {
    case UInt8(ascii: "~"): bytes += [UInt8(ascii: "~"), UInt8(ascii: "0")]
    case UInt8(ascii: "/"): bytes += [UInt8(ascii: "~"), UInt8(ascii: "1")]
    default: bytes.append(byte)
    }
  }
  return String(decoding: bytes, as: UTF8.self)
}
