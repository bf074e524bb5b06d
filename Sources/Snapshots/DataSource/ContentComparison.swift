/// How a ``ModelDataSource`` tells that an item's content changed between two applies: the old
/// and the new value of an item that stays in the list.
///
/// ```swift
/// ModelDataSource(view: tableView)                               // Equatable items: `==`
/// ModelDataSource(view: tableView, comparing: .by(\.version))    // a version, a timestamp
/// ModelDataSource(view: tableView, comparing: .changed { $0.name != $1.name })
/// ModelDataSource(view: tableView, comparing: .never)            // cells observe their models
/// ```
///
/// A changed item is reconfigured (or reloaded, when asked): its cell shows the new value without
/// the app naming it. Use ``never`` for observable reference models whose cells already refresh
/// themselves when the model changes (Observation, iOS 26's automatic trait tracking): comparing
/// would find nothing (both values are the same object) or reconfigure a cell that is up to date.
public struct ContentComparison<Item> {
  /// Whether the content differs between an item's old and new value; `nil` compares nothing.
  @usableFromInline internal let _changed: ((Item, Item) -> Bool)?

  @usableFromInline
  internal init(_changed: ((Item, Item) -> Bool)?) {
    self._changed = _changed
  }

  /// A comparison by a closure that says whether the content differs.
  ///
  /// - Parameter changed: Called with an item's old and new value; `true` when its cell must
  ///   show something new.
  /// - Returns: The comparison.
  /// - Complexity: O(1).
  @inlinable
  public static func changed(_ changed: @escaping (Item, Item) -> Bool) -> Self {
    Self(_changed: changed)
  }

  /// A comparison of one property: a version, an update time, or a part of the model that holds
  /// everything a cell shows.
  ///
  /// - Parameter property: The property; the content changed when its values differ.
  /// - Returns: The comparison.
  /// - Complexity: O(1).
  @inlinable
  public static func by<Value: Equatable>(_ property: KeyPath<Item, Value>) -> Self {
    Self(_changed: { $0[keyPath: property] != $1[keyPath: property] })
  }

  /// No comparison: items are never reconfigured for their content.
  ///
  /// A moved or inserted item still animates. For models whose cells observe them.
  public static var never: Self { Self(_changed: nil) }

  /// Whether the content of an item differs between `old` and `new`; always `false` for
  /// ``never``.
  ///
  /// - Parameters:
  ///   - old: The item's previous value.
  ///   - new: Its new value.
  /// - Returns: Whether its cell must show something new.
  /// - Complexity: O(1) plus the comparison's cost.
  @inlinable
  public func differs(_ old: Item, _ new: Item) -> Bool {
    _changed?(old, new) ?? false
  }
}

extension ContentComparison where Item: Equatable {
  /// Comparison by `==`: every difference the model's equality sees.
  public static var equality: Self { Self(_changed: { $0 != $1 }) }
}
