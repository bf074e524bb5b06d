/// An item or section identifier read from JSON: a string, or a number compared by value.
///
/// `"1"` and `1` differ; `1`, `1.0` and `1e0` are the same identifier, written `1` in output.
struct JSONIdentifier: Hashable, Sendable, CustomStringConvertible {
  /// The string, or the number's canonical text (see `JSONReader.readCanonicalNumber()`).
  let value: String
  /// Whether this is a number.
  let isNumber: Bool
  /// The value's hash under the standard library's per-process seeded SipHash, computed once:
  /// dictionaries of identifiers then mix this code with their seed instead of hashing the whole
  /// string on every probe.
  ///
  /// Untrusted input cannot force collisions any more than with `String`.
  let code: Int

  init(string: String) { self.init(value: string, isNumber: false) }
  init(number canonical: String) { self.init(value: canonical, isNumber: true) }

  private init(value: String, isNumber: Bool) {
    self.value = value
    self.isNumber = isNumber
    self.code = isNumber ? ~value.hashValue : value.hashValue
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.code == rhs.code && lhs.isNumber == rhs.isNumber && lhs.value == rhs.value
  }

  func hash(into hasher: inout Hasher) { hasher.combine(code) }

  /// The hash a `Set` or `Dictionary` with this seed uses: the precomputed code mixed with the
  /// seed (one multiply), so no `Hasher` is created per probe.
  func _rawHashValue(seed: Int) -> Int {
    let mixed = UInt64(UInt(bitPattern: code ^ seed)) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: mixed ^ (mixed >> 29))
  }

  /// The identifier as a JSON value: a quoted, escaped string, or the number in canonical form.
  var json: String { isNumber ? value : jsonQuoted(value) }

  var description: String { json }
}

/// A string as a JSON string literal, with the escapes RFC 8259 requires.
func jsonQuoted(_ value: String) -> String {
  var result = "\""
  for scalar in value.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    case "\u{08}": result += "\\b"
    case "\u{0C}": result += "\\f"
    default:
      if scalar.value < 0x20 {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
  }
  return result + "\""
}
