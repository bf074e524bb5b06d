import Snapshots

/// An item or section identifier read from JSON: a string, or a number compared by value.
///
/// `"1"` and `1` differ; `"\u0061"` and `"a"` are the same identifier, and so are `1`, `1.0` and
/// `1e0` (written `1` in output).
///
/// A key is one word and holds no reference: its canonical text stays where it is (inside the
/// document's text when that text is already canonical, as for strings without escapes and plain
/// integers; otherwise in the document's ``JSONKeyArena``), and the key points at it. Snapshots of
/// keys therefore copy, hash and compare without reference counting, and take a word per item. A
/// key is valid while the ``JSONText`` or arena holding its text is alive; ``SnapshotDocument``
/// keeps both.
///
/// The hash is not kept: it is computed from the text, with the table's seed, when a table asks
/// (an identifier is a few bytes, hashed a word at a time). Two keys of under ``longLength``
/// bytes whose lengths or fingerprints differ are told apart without reading their texts.
///
/// The canonical text is, for a string, the inside of the JSON string literal that ``jsonQuoted(_:)``
/// writes for its value (so it ends at the first unescaped `"`); for a number, the text
/// `JSONReader.readCanonicalNumber()` gives (it ends at the first byte that cannot be part of a
/// number).
package struct JSONKey: Hashable, @unchecked Sendable, CustomStringConvertible {
  /// The text's address and what is known of it without reading it.
  ///
  /// Bits 0..<48: the canonical text's address. Bits 48..<55: its length in bytes, or
  /// ``longLength`` for that many and more. Bit 55: whether this is a number. Bits 56..<64: a
  /// fingerprint of the text (equal texts have equal fingerprints).
  package let bits: UInt64

  /// The length field's value for texts of that many bytes or more (their length is found by
  /// scanning).
  package static let longLength = 0x7F

  /// The bits that hold the text's address.
  private static let addressMask: UInt64 = 1 << 48 - 1

  /// A key for `count` bytes of canonical text at `start`.
  ///
  /// - Precondition: 7 readable bytes follow the text (the fingerprint reads whole words), and
  ///   the text's address fits in 48 bits, as every user address does on the platforms this
  ///   package builds for (Apple's, and Linux without pointer tagging).
  package init(canonical start: UnsafePointer<UInt8>, count: Int, isNumber: Bool) {
    let address = UInt64(UInt(bitPattern: start))
    _precondition(
      address & ~Self.addressMask == 0, "an identifier's text lies above the 48-bit address space")
    let length = UInt64(min(count, Self.longLength))
    let fingerprint = UInt64(jsonKeyFingerprint(start, count: count))
    bits = fingerprint << 56 | (isNumber ? 1 << 55 : 0) | length << 48 | address
  }

  /// The canonical text's first byte.
  ///
  /// - Complexity: O(1).
  package var start: UnsafePointer<UInt8> {
    UnsafePointer(bitPattern: UInt(bits & Self.addressMask))!
  }

  /// Whether this is a number.
  package var isNumber: Bool { bits & (1 << 55) != 0 }

  /// The length field: the canonical text's length, or ``longLength`` for that many and more.
  private var lengthField: Int { Int(truncatingIfNeeded: bits >> 48) & Self.longLength }

  /// The canonical text's length in bytes.
  ///
  /// - Complexity: O(1), or O(*n*) for texts of ``longLength`` bytes and more.
  package var count: Int {
    let length = lengthField
    return length < Self.longLength ? length : scannedCount()
  }

  /// The canonical text's length, found by looking for its end.
  private func scannedCount() -> Int {
    let start = self.start
    var index = 0
    if isNumber {
      while isNumberByte(start[index]) { index += 1 }
      return index
    }
    while start[index] != UInt8(ascii: "\"") {
      index += start[index] == UInt8(ascii: "\\") ? 2 : 1
    }
    return index
  }

  /// The canonical text.
  package var text: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }

  /// - Complexity: O(1) when the lengths, kinds or fingerprints differ; else O(*n*).
  @inline(__always)
  package static func == (lhs: Self, rhs: Self) -> Bool {
    if lhs.bits == rhs.bits { return true }
    // The same length field, kind and fingerprint, at another address.
    guard (lhs.bits ^ rhs.bits) >> 48 == 0 else { return false }
    let count = lhs.count
    // Most identifiers are two words at most (their lengths are equal: the same length field).
    guard count > 16 else {
      return firstAndLastWords(lhs.start, count: count)
        == firstAndLastWords(rhs.start, count: count)
    }
    return count == rhs.count && sameBytes(lhs.start, rhs.start, count: count)
  }

  /// Feeds the kind, the length and the canonical text to `hasher` (a key inside another hashed
  /// value: the length keeps `"ab", "c"` and `"a", "bc"` apart).
  ///
  /// - Complexity: O(*n*) for *n* bytes of text.
  package func hash(into hasher: inout Hasher) {
    let text = self.text
    hasher.combine(isNumber)
    hasher.combine(text.count)
    hasher.combine(bytes: UnsafeRawBufferPointer(text))
  }

  /// The hash a table with this seed uses, made from the text with the seed folded in, so that
  /// no `Hasher` is created per probe: a `Set` or `Dictionary` passes a seed of its own, and the
  /// package's tables pass a random one (`_identifierHash`), so that input cannot be crafted to
  /// collide in them.
  ///
  /// - Complexity: O(*n*) for *n* bytes of text.
  package func _rawHashValue(seed: Int) -> Int {
    let hash = jsonKeyHash(
      start, count: count, isNumber: isNumber, seed: UInt64(UInt(bitPattern: seed)))
    let mixed = hash &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: mixed ^ (mixed >> 29))
  }

  /// The identifier as a JSON value: a quoted string, or the number in canonical form.
  package var json: String {
    let text = String(decoding: text, as: UTF8.self)
    return isNumber ? text : "\"" + text + "\""
  }

  package var description: String { json }
}

/// A byte that equal texts share and most unequal ones of the same length do not: the first and
/// the last word of the text, mixed.
///
/// - Precondition: 7 readable bytes follow the text (whole words are read, then masked).
/// - Complexity: O(1).
@inline(__always)
package func jsonKeyFingerprint(_ start: UnsafePointer<UInt8>, count: Int) -> UInt8 {
  let (first, last) = firstAndLastWords(start, count: count)
  return UInt8(
    truncatingIfNeeded: (first &* 0x9E37_79B9_7F4A_7C15 ^ last &* 0xC2B2_AE3D_27D4_EB4F) >> 56)
}

/// The first and the last 8 bytes of a text (overlapping below 16 bytes); below 8 bytes, both the
/// text's bytes in one word, zero above them (nothing is read for an empty text).
///
/// - Precondition: 7 readable bytes follow the text: checked under `SNAPSHOTS_INTERNAL_CHECKS`
///   (``_ReadableRegions``).
/// - Complexity: O(1).
@inline(__always)
package func firstAndLastWords(
  _ start: UnsafePointer<UInt8>, count: Int
) -> (first: UInt64, last: UInt64) {
  guard count > 0 else { return (0, 0) }
  let raw = UnsafeRawPointer(start)
  _ReadableRegions.check(raw, byteCount: count + 7)
  let first = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
  guard count >= 8 else {
    let kept = first & (UInt64.max >> (64 - 8 * UInt64(count)))
    return (kept, kept)
  }
  return (
    first, UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
  )
}

/// Whether `count` bytes at two places are the same, compared sixteen at a time (identifiers and
/// most items are short: this is faster than calling `memcmp`, and inlined, than a call at all).
///
/// - Precondition: 7 readable bytes follow both (the last word is read whole, then masked):
///   checked under `SNAPSHOTS_INTERNAL_CHECKS` (``_ReadableRegions``).
@inline(__always)
package func sameBytes(_ lhs: UnsafePointer<UInt8>, _ rhs: UnsafePointer<UInt8>, count: Int) -> Bool
{
  let left = UnsafeRawPointer(lhs)
  let right = UnsafeRawPointer(rhs)
  _ReadableRegions.check(left, byteCount: count + 7)
  _ReadableRegions.check(right, byteCount: count + 7)
  func difference(at offset: Int) -> UInt64 {
    UInt64(
      littleEndian: left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        ^ right.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }
  var offset = 0
  while offset &+ 16 <= count {
    guard difference(at: offset) | difference(at: offset &+ 8) == 0 else { return false }
    offset &+= 16
  }
  if offset &+ 8 <= count {
    guard difference(at: offset) == 0 else { return false }
    offset &+= 8
  }
  guard offset < count else { return true }
  return difference(at: offset) & (UInt64.max >> (64 &- 8 &* UInt64(count &- offset))) == 0
}

/// Whether `byte` can be part of a JSON number.
package func isNumberByte(_ byte: UInt8) -> Bool {
  switch byte {
  case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
    UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
    return true
  default: return false
  }
}

/// A fast hash of `count` bytes with `seed` folded in (folded 64x64->128-bit multiplies over
/// 8-byte words).
///
/// Identifiers of up to 16 bytes, the most, take one multiply: their first and last words (which
/// overlap below 16 bytes) folded together. Tables hash a key's text whenever they ask (the key
/// keeps no hash), so this is on the path of every lookup.
///
/// - Precondition: 7 readable bytes follow the bytes (the last word is read whole, then masked):
///   checked under `SNAPSHOTS_INTERNAL_CHECKS` (``_ReadableRegions``).
/// - Complexity: O(*n*).
@inline(__always)
package func jsonKeyHash(
  _ start: UnsafePointer<UInt8>, count: Int, isNumber: Bool, seed: UInt64
) -> UInt64 {
  func fold(_ value: UInt64, _ multiplier: UInt64) -> UInt64 {
    let product = value.multipliedFullWidth(by: multiplier)
    return product.high ^ product.low
  }
  var hash = seed ^ UInt64(count) ^ (isNumber ? 0x243F_6A88_85A3_08D3 : 0)
  if count <= 16 {
    // The seed in both factors: no text makes either a constant of every table.
    let (first, last) = firstAndLastWords(start, count: count)
    return fold(hash ^ first, last ^ seed ^ 0xA076_1D64_78BD_642F)
  }
  let raw = UnsafeRawPointer(start)
  _ReadableRegions.check(raw, byteCount: count + 7)
  var offset = 0
  while offset + 8 <= count {
    let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    hash = fold(hash ^ word, 0xA076_1D64_78BD_642F)
    offset += 8
  }
  if offset < count {
    let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    let kept = word & (UInt64.max >> (64 - 8 * UInt64(count - offset)))
    hash = fold(hash ^ kept, 0xE703_7ED1_A0B4_28DB)
  }
  return fold(hash, 0x8EBC_6AF0_9C88_C6E3)
}

/// Storage for the canonical texts of identifiers whose text in the document is not canonical
/// (strings with escapes, numbers written with a fraction or exponent): filled while a document
/// is read, freed with it.
package final class JSONKeyArena: @unchecked Sendable {
  private var blocks: [UnsafeMutablePointer<UInt8>] = []
  private var next: UnsafeMutablePointer<UInt8>?
  private var remaining = 0
  /// The size of the next block: small at first (most documents need few keys here, if any),
  /// doubling up to 64 KiB.
  private var blockSize = 1 << 8

  deinit {
    for block in blocks {
      _ReadableRegions.unregister(block)
      block.deallocate()
    }
  }

  /// A key for `text`, copied into the arena.
  ///
  /// - Complexity: O(*n*).
  package func key(_ text: some Collection<UInt8>, isNumber: Bool) -> JSONKey {
    // The text, a terminator, and the 7 bytes the hash may read past the text.
    let needed = text.count + 8
    if needed > remaining {
      let size = max(needed, blockSize)
      blockSize = min(blockSize * 2, 1 << 16)
      let block = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
      _ReadableRegions.register(block, byteCount: size)
      blocks.append(block)
      next = block
      remaining = size
    }
    let start = next!
    let end = UnsafeMutableBufferPointer(start: start, count: text.count).initialize(from: text).1
    (start + end).initialize(repeating: UInt8(ascii: "\""), count: 8)
    next = start + needed
    remaining -= needed
    return JSONKey(canonical: start, count: text.count, isNumber: isNumber)
  }
}

extension JSONReader {
  /// Reads the string or number at the cursor as an identifier, or returns nil (without moving)
  /// when the value there is neither.
  ///
  /// Identifiers whose text is canonical point into the text being read; others are copied in
  /// canonical form into `arena`.
  package mutating func readKey(arena: JSONKeyArena) throws(JSONError) -> JSONKey? {
    let start = position
    switch peek {
    case UInt8(ascii: "\""):
      let hasEscapes = try skipString()
      let inside = (start + 1)..<(position - 1)
      guard hasEscapes else {
        return JSONKey(canonical: base + inside.lowerBound, count: inside.count, isNumber: false)
      }
      return arena.key(try canonicalString(inside), isNumber: false)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      if isPlainInteger(from: start, try skipNumber()) {
        return JSONKey(canonical: base + start, count: position - start, isNumber: true)
      }
      position = start
      return arena.key(try readCanonicalNumber().utf8, isNumber: true)
    default:
      return nil
    }
  }
}
/// A string as a JSON string literal, with the escapes RFC 8259 requires.
///
/// Byte by byte: every character JSON requires escaped is ASCII, and UTF-8 sequences of other
/// code points hold no ASCII byte; runs without one are copied whole.
package func jsonQuoted(_ value: String) -> String {
  var text = value
  return text.withUTF8 { bytes in
    var result: [UInt8] = [UInt8(ascii: "\"")]
    result.reserveCapacity(bytes.count + 2)
    var runStart = 0
    for (index, byte) in bytes.enumerated() {
      guard let escape = jsonEscape(byte) else { continue }
      result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
      result += escape
      runStart = index + 1
    }
    result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
    result.append(UInt8(ascii: "\""))
    return String(decoding: result, as: UTF8.self)
  }
}

/// The escape JSON requires for an ASCII byte (a quote, a backslash, a control character), or nil.
package func jsonEscape(_ byte: UInt8) -> [UInt8]? {
  switch byte {
  case UInt8(ascii: "\""): Array(#"\""#.utf8)
  case UInt8(ascii: "\\"): Array(#"\\"#.utf8)
  case UInt8(ascii: "\n"): Array(#"\n"#.utf8)
  case UInt8(ascii: "\r"): Array(#"\r"#.utf8)
  case UInt8(ascii: "\t"): Array(#"\t"#.utf8)
  case 0x08: Array(#"\b"#.utf8)
  case 0x0C: Array(#"\f"#.utf8)
  case 0..<0x20:
    Array("\\u00".utf8) + Array(String(byte, radix: 16, uppercase: true).utf8).paddedToTwo
  default: nil
  }
}

extension Array where Element == UInt8 {
  /// Two hexadecimal digits: a leading zero added to one.
  fileprivate var paddedToTwo: [UInt8] { count == 1 ? [UInt8(ascii: "0")] + self : self }
}
