import Snapshots

/// The difference between two JSON snapshot documents, in `snapdiff`'s three forms: staged JSON
/// batches, an RFC 6902 JSON Patch, and text.
///
/// Identity by identifier, content by JSON equality; large documents are matched on all cores.
///
/// ```swift
/// let diff = JSONSnapshotDiff(from: old, to: new)
/// if !diff.isEmpty { send(diff.stagedJSON()) }
/// ```
public struct JSONSnapshotDiff: Sendable {
  /// The documents and their changeset, as the formatters take them.
  package let comparison: Comparison

  /// Diffs two documents.
  ///
  /// - Parameters:
  ///   - old: The document before.
  ///   - new: The document after.
  ///   - ignoring: Members of object items left out of their content (`/updatedAt`): a change
  ///     there makes no reload (`snapdiff --ignore`).
  ///   - unordered: Whether sections and items are compared as sets of identifiers: NEW is
  ///     taken in OLD's order, so nothing moves within a list (`snapdiff --unordered`).
  /// - Complexity: O(*n* + *m* + *c* log *c*) expected, for *n* and *m* items and *c* changes,
  ///   plus the size of the contents of surviving items, which are compared.
  public init(
    from old: JSONSnapshotDocument, to new: JSONSnapshotDocument, ignoring: [JSONPointer] = [],
    unordered: Bool = false
  ) {
    comparison = compare(
      old.document, new.document, ignoring: ignoring.map(\.tokens), unordered: unordered)
  }

  /// Whether the documents list the same sections and items in the same order with the same
  /// contents (top-level members other than `sections` are not compared; see
  /// ``jsonPatchIsEmpty``).
  ///
  /// - Complexity: O(1).
  public var isEmpty: Bool { comparison.changeset.isEmpty }

  /// Whether the JSON Patch has no operation: ``isEmpty``, the same shape, and equal top-level
  /// members.
  ///
  /// - Complexity: O(*t*) for the size of the top-level members.
  public var jsonPatchIsEmpty: Bool { comparison.patchIsEmpty }

  /// The changeset, with identifiers that own their text.
  ///
  /// - Complexity: O(*n* + *m* + *c* log *c*): the changeset is computed again on the copied
  ///   identifiers, with the content changes found by the diff.
  public var changeset: Changeset<JSONIdentifier, JSONIdentifier> {
    let changeset = comparison.changeset
    var new = comparison.new.snapshot.ownedIdentifiers
    new.reloadItems(changeset.reloadedItems.map { JSONIdentifier($0.identifier) })
    new.reloadSections(changeset.reloadedSections.map { JSONIdentifier($0.identifier) })
    return Changeset(from: comparison.old.snapshot.ownedIdentifiers, to: new)
  }

  /// The staged JSON batches (`snapdiff --format json`): `{"stages": [...], "summary": {...}}`.
  ///
  /// - Parameter summaryOnly: Only `{"summary": {...}}` (`--stat`).
  /// - Returns: The JSON text, in UTF-8, ending with a newline.
  /// - Complexity: O(*c* log *c* + *v*) for *c* changes and *v* bytes of inserted and reloaded
  ///   values.
  public func stagedJSON(summaryOnly: Bool = false) -> [UInt8] {
    let out = OutputBuffer(descriptor: nil)
    writeJSON(comparison, statOnly: summaryOnly, to: out)
    return out.bytes
  }

  /// The RFC 6902 JSON Patch that turns the old document into the new one
  /// (`snapdiff --format jsonpatch`).
  ///
  /// - Complexity: O(*c* log *c* + *v*) for *c* changes and *v* bytes of values written.
  public var jsonPatch: [UInt8] {
    let out = OutputBuffer(descriptor: nil)
    writeJSONPatch(comparison, to: out)
    return out.bytes
  }

  /// The difference as one self-contained HTML page (`snapdiff --format html`): OLD and NEW side
  /// by side, each item's fate marked and each move drawn, the batches as steps to choose from.
  ///
  /// Every identifier and value is escaped; the page loads nothing from anywhere. Above 20,000
  /// items on a side, it lists only the changed items and counts the others; a side lists at most
  /// 5,000 changed rows, and one row counts the rest.
  ///
  /// - Parameter summaryOnly: Only the summary line (`--stat`).
  /// - Returns: The page, in UTF-8.
  /// - Complexity: O(*n* + *m* + *v*) for *n* and *m* items and *v* bytes of their values.
  public func html(summaryOnly: Bool = false) -> [UInt8] {
    let out = OutputBuffer(descriptor: nil)
    writeHTML(comparison, statOnly: summaryOnly, to: out)
    return out.bytes
  }

  /// The difference as text, one line per operation grouped by batch, and a summary line
  /// (`snapdiff`'s default format).
  ///
  /// - Parameters:
  ///   - summaryOnly: Only the summary line (`--stat`).
  ///   - colored: Whether to colour it with ANSI escapes.
  /// - Returns: The text, each line ending with a newline; empty when nothing changed.
  /// - Complexity: O(*c* log *c*) for *c* changes.
  public func text(summaryOnly: Bool = false, colored: Bool = false) -> String {
    let out = OutputBuffer(descriptor: nil)
    writeText(comparison, statOnly: summaryOnly, style: TextStyle(colored: colored), to: out)
    return out.text
  }
}
