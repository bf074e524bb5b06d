/// An item or section identifier read from JSON: a string, or a number compared by value.
///
/// `"1"` and `1` differ; `1`, `1.0` and `1e0` are the same identifier. A number keeps the text it
/// was written with, for output; equality and hashing use its canonical form only.
enum JSONIdentifier: Hashable, Sendable, CustomStringConvertible {
  case string(String)
  case number(canonical: String, text: String)

  static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.string(let a), .string(let b)): a == b
    case (.number(let a, _), .number(let b, _)): a == b
    default: false
    }
  }

  func hash(into hasher: inout Hasher) {
    switch self {
    case .string(let value):
      hasher.combine(0 as UInt8)
      hasher.combine(value)
    case .number(let canonical, _):
      hasher.combine(1 as UInt8)
      hasher.combine(canonical)
    }
  }

  /// The identifier as a JSON value: a quoted, escaped string, or the number as written.
  var json: String {
    switch self {
    case .string(let value): jsonQuoted(value)
    case .number(_, let text): text
    }
  }

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
