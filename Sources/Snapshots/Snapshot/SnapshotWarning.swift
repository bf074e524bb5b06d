/// What Apple's snapshots log as a warning, reported to ``SnapshotWarning/handler`` so that an app
/// can route it to its logger.
///
/// Today one case: the Apple-compatible `appendItems(_:toSection:)` and `insertItems` given an
/// item that the snapshot already holds move it to the new place, as Apple's snapshot does (it
/// logs "inserted identifier(s) already present; existing items will be moved into place").
/// Paging code that expects repeats says what it wants instead:
/// ``Snapshot/appendItems(_:toSection:duplicates:)``.
///
/// ```swift
/// SnapshotWarning.handler = { warning in logger.warning("\(warning)") }
/// ```
public struct SnapshotWarning: Hashable, Sendable, CustomStringConvertible {
  /// What happened.
  public enum Code: Hashable, Sendable {
    /// Items given to an Apple-compatible `appendItems` or `insertItems` were already in the
    /// snapshot, and moved.
    case movedItemsAlreadyPresent
  }

  /// What happened.
  public var code: Code
  /// The identifiers concerned, as text (at most ``SnapshotError/namedDuplicateLimit``).
  public var identifiers: [String]
  /// How many identifiers are concerned.
  public var count: Int

  /// Creates a warning.
  ///
  /// - Parameters:
  ///   - code: What happened.
  ///   - identifiers: The identifiers concerned, as text.
  ///   - count: How many there are; `identifiers.count` by default.
  /// - Complexity: O(1).
  public init(code: Code, identifiers: [String], count: Int? = nil) {
    self.code = code
    self.identifiers = identifiers
    self.count = count ?? identifiers.count
  }

  /// A one-line message naming the first identifiers.
  public var description: String {
    let named = identifiers.prefix(5).joined(separator: ", ") + (count > 5 ? ", ..." : "")
    return
      "\(count) identifier(s) given to appendItems or insertItems already present; the existing items were moved into place: \(named). To keep an item where it is, append pages with appendItems(_:toSection:duplicates:)."
  }

  /// Receives every warning, on the thread that caused it; `nil` (the default) drops them, as a
  /// library that may run in a server should.
  ///
  /// Safe to set and read from any thread.
  public static var handler: (@Sendable (SnapshotWarning) -> Void)? {
    get { _handler.withLock { $0 } }
    set { _handler.withLock { $0 = newValue } }
  }

  /// The handler, behind a lock.
  private static let _handler = _Locked<(@Sendable (SnapshotWarning) -> Void)?>(nil)

  /// Hands the moved items to the handler, if one is set.
  ///
  /// O(*k*) for *k* items.
  @usableFromInline
  internal static func _report<Item>(moved items: [Item]) {
    guard let handler else { return }
    let names = items.prefix(SnapshotError.namedDuplicateLimit).map { "\($0)" }
    handler(
      SnapshotWarning(code: .movedItemsAlreadyPresent, identifiers: names, count: items.count))
  }
}
