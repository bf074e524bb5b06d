/// What changed in an item's content, handed with its reconfigure to a cell updater, so that the
/// cell updates the changed part in place (Android's DiffUtil calls these payloads).
///
/// ```swift
/// var snapshot = dataSource.snapshot()
/// snapshot.reconfigureItem(message.id, payload: ChangePayload(ChangedText(appended: token)))
///
/// // A model data source makes them from the old and new value of each changed item:
/// ModelDataSource(view: tableView, comparing: .properties(\.name, \.phone))
/// ```
///
/// A payload is a value of any `Sendable` type (batches are computed off the main actor).
/// When two applies change one item and only the later one is shown (a burst coalesced, an
/// apply that overtook another), their payloads are merged by the closure given to
/// ``init(_:merging:)``; a payload made without one makes the item an ordinary reconfigure
/// instead, never a stale partial update. ``ChangedProperties`` merge by union.
///
/// Payloads travel with a snapshot's marks and a changeset's batches in memory; they are not
/// encoded (`Codable`) and not compared by `==`.
public struct ChangePayload: Sendable, CustomStringConvertible {
  /// The value the updater reads.
  public let value: any Sendable

  /// Combines the value of an earlier change with this later one; `nil`: they do not combine.
  @usableFromInline
  internal let _merge:
    (@Sendable (_ earlier: any Sendable, _ later: any Sendable) -> ChangePayload?)?

  /// A payload that does not merge: an item changed twice before it is shown gets an ordinary
  /// reconfigure.
  ///
  /// - Parameter value: What changed.
  /// - Complexity: O(1).
  public init(_ value: some Sendable) {
    self.value = value
    _merge = nil
  }

  /// A payload that merges with the payload of another change of the same item.
  ///
  /// - Parameters:
  ///   - value: What changed.
  ///   - merging: Combines an earlier change's value with a later one's: what changed across
  ///     both; `nil` when they do not combine (the item gets an ordinary reconfigure).
  /// - Complexity: O(1).
  public init<Value: Sendable>(
    _ value: Value, merging: @escaping @Sendable (_ earlier: Value, _ later: Value) -> Value?
  ) {
    self.value = value
    _merge = { earlier, later in
      guard let earlier = earlier as? Value, let later = later as? Value,
        let merged = merging(earlier, later)
      else { return nil }
      return ChangePayload(merged, merging: merging)
    }
  }

  /// The value as `type`, or `nil` when it is of another type.
  ///
  /// - Parameter type: The type the updater expects.
  /// - Returns: The value.
  /// - Complexity: O(1).
  public func value<Value>(as type: Value.Type) -> Value? { value as? Value }

  /// This payload, of an earlier change, combined with the payload of a later change of the
  /// same item; `nil` when they do not combine.
  ///
  /// O(1) plus the merging closure.
  @inlinable
  internal func _merged(with later: ChangePayload) -> ChangePayload? {
    _merge?(value, later.value)
  }

  /// The value's description.
  public var description: String { "\(value)" }
}

/// The properties of a model that differ between its old and new value: the payload of
/// ``ContentComparison/properties(_:)``.
///
/// ```swift
/// if let changed = payload.value(as: ChangedProperties<Contact>.self), !changed.contains(\.name) {
///   cell.phoneLabel.text = contact.phone      // only the phone changed
/// }
/// ```
public struct ChangedProperties<Root>: Hashable, CustomStringConvertible {
  /// The key paths of the properties that differ.
  public var keyPaths: Set<PartialKeyPath<Root>>

  /// The properties named by `keyPaths`.
  ///
  /// - Parameter keyPaths: Key paths of the properties that differ.
  /// - Complexity: O(*k*) for *k* key paths.
  public init(_ keyPaths: Set<PartialKeyPath<Root>>) {
    self.keyPaths = keyPaths
  }

  /// Whether a property is among those that differ.
  ///
  /// - Parameter keyPath: A key path of the model.
  /// - Returns: Whether it differs.
  /// - Complexity: O(1) expected.
  public func contains(_ keyPath: PartialKeyPath<Root>) -> Bool { keyPaths.contains(keyPath) }

  /// The key paths, as Swift writes them.
  public var description: String {
    "ChangedProperties(\(keyPaths.map { "\($0)" }.sorted().joined(separator: ", ")))"
  }
}

// Key paths are immutable once made: sharing them between threads reads only.
extension ChangedProperties: @unchecked Sendable {}

extension ChangePayload {
  /// A payload of changed properties, which merges by union.
  ///
  /// - Parameter properties: The properties that differ.
  /// - Returns: The payload.
  /// - Complexity: O(1).
  public static func properties<Root>(_ properties: ChangedProperties<Root>) -> ChangePayload {
    ChangePayload(properties) { ChangedProperties($0.keyPaths.union($1.keyPaths)) }
  }
}
