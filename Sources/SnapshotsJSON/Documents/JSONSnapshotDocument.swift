import Snapshots

/// A JSON snapshot document, read and checked: a flat list of items, or an object with
/// `sections`, as `snapdiff` reads them (<doc:CLIGuide> gives the rules).
///
/// An item is a string or a number (its own identifier, without content) or an object (whose
/// identifier is its `id` member, or the member you name, and whose content is the whole object).
/// Every other member of a section object is the section's content.
///
/// ```swift
/// let old = try JSONSnapshotDocument(parsing: Array(#"["a", "b"]"#.utf8))
/// let new = try JSONSnapshotDocument(parsing: Array(#"["b", "a", "c"]"#.utf8))
/// let diff = JSONSnapshotDiff(from: old, to: new)
/// print(String(decoding: diff.jsonPatch, as: UTF8.self))
/// ```
public struct JSONSnapshotDocument: Sendable {
  /// The document as read.
  package let document: SnapshotDocument

  /// Reads a document.
  ///
  /// - Parameters:
  ///   - bytes: The JSON text (RFC 8259, UTF-8).
  ///   - name: Where the text came from, for messages.
  ///   - identifierMember: The member holding object items' identifiers.
  ///   - duplicates: What to do with an identifier given twice: refuse the document (`.reject`,
  ///     the default), or keep its first or last occurrence (``droppedDuplicates`` lists the
  ///     others).
  ///   - list: Where the list is inside a larger document (an API response's `/data/items`), or
  ///     `nil` when the list is the whole document. The values beside the way down to it are
  ///     kept as they are: a diff reports them as changes outside the list, a merge merges them
  ///     member by member.
  /// - Throws: ``JSONDocumentError`` for text that is not JSON, a document of the wrong shape,
  ///   a `list` that names nothing, or, when rejecting them, a duplicate identifier (naming both
  ///   places).
  /// - Complexity: O(*n*) for *n* bytes.
  public init(
    parsing bytes: some Collection<UInt8>, name: String = "document",
    identifierMember: String = "id", duplicates: DuplicatePolicy = .reject,
    list: JSONPointer? = nil
  ) throws(JSONDocumentError) {
    try self.init(
      text: JSONText(bytes), name: name, identifierMember: identifierMember,
      duplicates: duplicates, list: list)
  }

  /// Reads a document held by a ``JSONText``.
  package init(
    text: JSONText, name: String, identifierMember: String, duplicates: DuplicatePolicy = .reject,
    list: JSONPointer? = nil
  ) throws(JSONDocumentError) {
    do {
      document = try SnapshotDocument(
        name: name, text: text, idKey: identifierMember, duplicates: duplicates,
        list: list?.tokens ?? [])
    } catch {
      throw JSONDocumentError(name: name, error: JSONParseError(error, in: text))
    }
  }

  /// Where the text came from.
  public var name: String { document.name }

  /// The occurrences of repeated identifiers that the duplicate policy dropped, in document
  /// order; empty when rejecting (a repeat is an error then) or when nothing repeats.
  public var droppedDuplicates: [DroppedDuplicate] { document.droppedDuplicates.map(\.duplicate) }

  /// Whether the document is a flat list (one section, `0`, without a section object).
  public var isFlat: Bool { document.isFlat }

  /// The sections and items, by identifier.
  ///
  /// - Complexity: O(*n*) for *n* items (the identifiers are copied out of the text).
  public var snapshot: Snapshot<JSONIdentifier, JSONIdentifier> {
    document.snapshot.ownedIdentifiers
  }

  /// The value of the item at `path` (an object, or the string or number that is its
  /// identifier), or nil when there is no item there.
  ///
  /// - Complexity: O(*m*) for the item's size.
  public func itemValue(at path: ItemPath) -> JSONValue? {
    itemText(at: path).map { (try? JSONValue(parsing: $0)) ?? .null }
  }

  /// The text of the item at `path`, as read (with its whitespace), or nil when there is no item
  /// there: two items with the same text have the same value.
  ///
  /// - Complexity: O(1).
  package func itemText(at path: ItemPath) -> UnsafeBufferPointer<UInt8>? {
    let starts = document.sectionStarts
    guard starts.indices.contains(path.section) else { return nil }
    let end = path.section + 1 < starts.count ? starts[path.section + 1] : document.itemRanges.count
    guard (0..<(end - starts[path.section])).contains(path.item) else { return nil }
    let range = document.itemRanges[starts[path.section] + path.item]
    return UnsafeBufferPointer(rebasing: document.text.bytes[range])
  }

  /// The content of the section at `index`: its members other than `id` and `items`, as an
  /// object (empty for a flat document), or nil when there is no section there.
  ///
  /// - Complexity: O(*m*) for the section's content size.
  public func sectionContent(at index: Int) -> JSONValue? {
    guard document.sectionMembers.indices.contains(index) else { return nil }
    return .object(
      JSONObject(document.sectionMembers[index].map { ($0.name, value(at: $0.range)) }))
  }

  /// The members of a sectioned document other than `sections`, as an object (empty for a flat
  /// list).
  ///
  /// - Complexity: O(*m*) for the members' size.
  package var topLevelContent: JSONValue {
    .object(JSONObject(document.topLevelMembers.map { ($0.name, value(at: $0.range)) }))
  }

  /// How many of the other top-level members come before `sections` (all of them when the
  /// document has no section to tell).
  ///
  /// - Complexity: O(*m*) for *m* members.
  package var membersBeforeSections: Int {
    guard let first = document.sectionRanges.first else { return document.topLevelMembers.count }
    return document.topLevelMembers.filter { $0.range.lowerBound < first.lowerBound }.count
  }

  /// The value at a range of the (already checked) text.
  private func value(at range: Range<Int>) -> JSONValue {
    (try? JSONValue(parsing: UnsafeBufferPointer(rebasing: document.text.bytes[range]))) ?? .null
  }
}

/// A JSON snapshot document that could not be read: where, and why.
public struct JSONDocumentError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the text came from.
  public var name: String
  /// The problem and its place.
  public var error: JSONParseError

  /// Creates an error.
  ///
  /// - Complexity: O(1).
  public init(name: String, error: JSONParseError) {
    self.name = name
    self.error = error
  }

  /// `NAME:LINE:COLUMN: invalid JSON: MESSAGE` (or `invalid snapshot` for a wrong shape or a
  /// duplicate identifier), as `snapdiff` reports it.
  public var description: String {
    let kind = error.isSyntaxError ? "invalid JSON" : "invalid snapshot"
    return "\(name):\(error.line):\(error.column): \(kind): \(error.message)"
  }
}
