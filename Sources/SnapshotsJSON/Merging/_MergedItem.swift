/// An item's merged value: the text of one side, when the merge takes the item whole from it
/// (most items: neither side changed them, or one side alone did), or a value the merge made.
///
/// Texts are written back as read, so that a large merge neither builds nor writes a value for
/// each item, and an item's line is the one its side wrote.
enum _MergedItem: @unchecked Sendable {  // a text is immutable, and its document outlives it
  /// The item's text in one of the documents, which the merge keeps alive.
  case text(UnsafeBufferPointer<UInt8>)
  /// A value merged member by member.
  case value(JSONValue)

  /// The value (a text is read; it was checked when its document was read).
  ///
  /// O(*n*) for *n* bytes.
  var value: JSONValue {
    switch self {
    case .text(let text): (try? JSONValue(parsing: text)) ?? .null
    case .value(let value): value
    }
  }

  /// Writes the item on one line: a text as read (without its whitespace when it spans several
  /// lines), a value in compact JSON.
  ///
  /// O(*n*) for *n* bytes.
  func write(to out: OutputBuffer) {
    switch self {
    case .text(let text): out.write(compactJSON: text)
    case .value(let value): value.jsonBytes.withUnsafeBufferPointer { out.write($0) }
    }
  }
}

/// A section of the merged document: its identifier (a key of one of the documents), its merged
/// content, and its items in order.
struct _MergedSection: Sendable {
  var identifier: JSONKey
  var content: JSONValue
  var items: [_MergedItem]
}
