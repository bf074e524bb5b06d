import Snapshots

/// An item or section identifier of a JSON snapshot document: a string, or a number compared by
/// value (`1`, `1.0` and `1e0` are one identifier; `"1"` is another).
///
/// It owns its text, unlike the identifiers `snapdiff` diffs with internally (which point into
/// the document), so it may outlive the document it came from.
public struct JSONIdentifier: Hashable, Sendable, CustomStringConvertible {
  /// The identifier as canonical JSON: a string literal with only the escapes JSON requires, or
  /// the number's canonical text.
  public let json: String
  /// Whether it is a number.
  public let isNumber: Bool

  /// The identifier a JSON value is, or nil for a value that is neither a string nor a number.
  ///
  /// - Complexity: O(*n*) for *n* bytes.
  public init?(_ value: JSONValue) {
    switch value {
    case .string(let string):
      json = jsonQuoted(string)
      isNumber = false
    case .number(let number):
      json = number.canonical
      isNumber = true
    default:
      return nil
    }
  }

  /// A string identifier.
  ///
  /// - Complexity: O(*n*) for *n* bytes.
  public init(_ string: String) {
    self.init(JSONValue.string(string))!
  }

  /// The identifier of a key of a read document.
  init(_ key: JSONKey) {
    json = key.json
    isNumber = key.isNumber
  }

  /// The identifier as a JSON value.
  ///
  /// - Complexity: O(*n*) for *n* bytes.
  public var value: JSONValue {
    // Canonical text is valid JSON by construction.
    (try? JSONValue(parsing: Array(json.utf8))) ?? .null
  }

  /// Equal canonical texts, byte for byte (strings by their Unicode scalars).
  public static func == (lhs: JSONIdentifier, rhs: JSONIdentifier) -> Bool {
    guard lhs.json.utf8.count == rhs.json.utf8.count else { return false }
    // In one call where both texts are contiguous (native strings are): dictionaries keyed by
    // identifiers (the merge's, `apply`'s) compare them in every lookup.
    let equal = lhs.json.utf8.withContiguousStorageIfAvailable { left in
      rhs.json.utf8.withContiguousStorageIfAvailable { right in
        left.isEmpty
          || System.equalBytes(left.baseAddress!, right.baseAddress!, count: left.count)
      }
    }
    return (equal ?? nil) ?? lhs.json.utf8.elementsEqual(rhs.json.utf8)
  }

  /// Hashes the canonical text's bytes in one call (byte by byte, applying staged changes to
  /// `cli.sh`'s 1M-item pair took 7.07 s; in one call, 6.57 s).
  public func hash(into hasher: inout Hasher) {
    var text = json
    text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }

  /// The canonical JSON text.
  public var description: String { json }
}

extension Snapshot where SectionIdentifierType == JSONKey, ItemIdentifierType == JSONKey {
  /// The same snapshot with identifiers that own their text.
  var ownedIdentifiers: Snapshot<JSONIdentifier, JSONIdentifier> {
    let sections = sectionIdentifiers.map { section in
      (JSONIdentifier(section), itemIdentifiers(inSection: section).map(JSONIdentifier.init))
    }
    // Unique already: the keys were, and equal keys are equal identifiers.
    return (try? Snapshot<JSONIdentifier, JSONIdentifier>(validating: sections)) ?? .init()
  }
}
