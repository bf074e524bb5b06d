/// What to do with an identifier that outside data gives twice: a server's list that repeats an
/// item, a second page that repeats one of the first.
///
/// ```swift
/// let snapshot = try Snapshot(validating: [("feed", page1 + page2)], duplicates: .keepFirst) {
///   dropped in logger.warning("\(dropped)")
/// }
/// ```
///
/// Apple's snapshots end the app on a duplicate ("supplied item identifiers are not unique"); the
/// Apple-compatible members of ``Snapshot`` (`appendItems`, `init(_:)`) keep that trap, and their
/// message names the validating initializers, which take a policy.
public enum DuplicatePolicy: Hashable, Sendable {
  /// An error naming every duplicate and both of its positions (``SnapshotError``).
  case reject
  /// The first occurrence stays where it is; later ones are dropped (with their items, for a
  /// section) and reported.
  case keepFirst
  /// The last occurrence stays where it is; earlier ones are dropped (with their items, for a
  /// section) and reported.
  case keepLast
}

/// An occurrence of an identifier that a ``DuplicatePolicy`` dropped, and the one it kept.
public struct DroppedDuplicate: Hashable, Sendable, CustomStringConvertible {
  /// Whether a section or an item identifier was repeated.
  public var code: SnapshotError.Code
  /// The identifier, as text.
  public var identifier: String
  /// Where the occurrence that stays is, in the input.
  public var kept: SnapshotError.Position
  /// Where the dropped occurrence was, in the input.
  public var dropped: SnapshotError.Position

  /// Creates a report.
  ///
  /// - Parameters:
  ///   - code: Whether a section or an item identifier was repeated.
  ///   - identifier: The identifier, as text.
  ///   - kept: Where the occurrence that stays is.
  ///   - dropped: Where the dropped occurrence was.
  /// - Complexity: O(1).
  public init(
    code: SnapshotError.Code, identifier: String, kept: SnapshotError.Position,
    dropped: SnapshotError.Position
  ) {
    self.code = code
    self.identifier = identifier
    self.kept = kept
    self.dropped = dropped
  }

  /// A one-line message: `dropped duplicate item identifier x at section 1, item 0 (kept at
  /// section 0, item 2)`.
  public var description: String {
    "dropped \(code) \(identifier) at \(dropped) (kept at \(kept))"
  }
}
