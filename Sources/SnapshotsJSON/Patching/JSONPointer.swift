/// A JSON Pointer (RFC 6901): the path of a value inside a JSON document.
///
/// `""` is the whole document; `/sections/0/items/-` names, token by token, member `sections`,
/// element 0, member `items`, and the end of that array (for adding). In a token, `~1` stands for
/// `/` and `~0` for `~`.
///
/// ```swift
/// let pointer = try JSONPointer("/a~1b/0")
/// print(pointer.tokens)   // ["a/b", "0"]
/// ```
public struct JSONPointer: Hashable, Sendable, CustomStringConvertible {
  /// The reference tokens, unescaped.
  public var tokens: [String]

  /// A pointer to the value reached by `tokens`.
  ///
  /// - Complexity: O(1).
  public init(tokens: [String]) {
    self.tokens = tokens
  }

  /// Reads a pointer's text.
  ///
  /// - Parameter text: `""`, or tokens each starting with `/`.
  /// - Throws: ``JSONPointerError`` when the text does not start with `/` or has a `~` not
  ///   followed by `0` or `1`.
  /// - Complexity: O(*n*) for *n* bytes.
  public init(_ text: String) throws(JSONPointerError) {
    guard !text.isEmpty else {
      self.init(tokens: [])
      return
    }
    guard text.utf8.first == UInt8(ascii: "/") else {
      throw JSONPointerError(text: text, message: "a JSON Pointer starts with '/' or is empty")
    }
    var tokens: [String] = []
    for part in text.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
      .dropFirst()
    {
      var token: [UInt8] = []
      var escaped = false
      for byte in part {
        if escaped {
          guard byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1") else {
            throw JSONPointerError(text: text, message: "'~' must be followed by '0' or '1'")
          }
          token.append(byte == UInt8(ascii: "0") ? UInt8(ascii: "~") : UInt8(ascii: "/"))
          escaped = false
        } else if byte == UInt8(ascii: "~") {
          escaped = true
        } else {
          token.append(byte)
        }
      }
      if escaped {
        throw JSONPointerError(text: text, message: "'~' must be followed by '0' or '1'")
      }
      tokens.append(String(decoding: token, as: UTF8.self))
    }
    self.init(tokens: tokens)
  }

  /// The pointer's text, each token escaped.
  public var description: String {
    tokens.map { "/" + pointerToken($0) }.joined()
  }

  /// The value this pointer refers to in `document`, or `nil` when it refers to nothing: an
  /// object is entered by member name, an array by a decimal index.
  ///
  /// - Complexity: O(*t* + *m*) for *t* tokens and the members of the objects on the way.
  public func value(in document: JSONValue) -> JSONValue? {
    var current = document
    for token in tokens {
      switch current {
      case .object: guard let next = current[token] else { return nil }; current = next
      case .array:
        guard let index = Int(token), String(index) == token, let next = current[index] else {
          return nil
        }
        current = next
      default: return nil
      }
    }
    return current
  }

  /// Whether this pointer names a value strictly inside the one `other` names.
  ///
  /// - Complexity: O(*t*) for *t* tokens.
  public func isInside(_ other: JSONPointer) -> Bool {
    tokens.count > other.tokens.count
      && zip(tokens, other.tokens).allSatisfy { $0.utf8.elementsEqual($1.utf8) }
  }
}

/// A JSON Pointer text that is not one.
public struct JSONPointerError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text.
  public var text: String
  /// What is wrong.
  public var message: String

  /// `invalid JSON Pointer "TEXT": MESSAGE`.
  public var description: String { "invalid JSON Pointer \(jsonQuoted(text)): \(message)" }
}
