/// How a ``ModelDataSource`` tells that an item's content changed between two applies: the old
/// and the new value of an item that stays in the list.
///
/// ```swift
/// ModelDataSource(view: tableView)                               // Equatable items: `==`
/// ModelDataSource(view: tableView, comparing: .by(\.version))    // a version, a timestamp
/// ModelDataSource(view: tableView, comparing: .changed { $0.name != $1.name })
/// ModelDataSource(view: tableView, comparing: .never)            // cells observe their models
/// ModelDataSource(view: tableView, comparing: .properties(\.name, \.phone))  // with payloads
/// ```
///
/// A changed item is reconfigured (or reloaded, when asked): its cell shows the new value without
/// the app naming it. ``properties(_:)`` and ``changed(_:payload:)`` also say what changed: the
/// reconfigure carries it as a ``ChangePayload`` to the view's cell updater. Use ``never`` for observable reference models whose cells already refresh
/// themselves when the model changes (Observation, iOS 26's automatic trait tracking): comparing
/// would find nothing (both values are the same object) or reconfigure a cell that is up to date.
public struct ContentComparison<Item> {
  /// Whether the content differs; `nil` compares nothing.
  @usableFromInline internal let _changed: ((Item, Item) -> Bool)?
  /// What changed, asked only of items whose content differs; `nil` makes no payloads.
  @usableFromInline internal let _payload: ((Item, Item) -> ChangePayload?)?

  @usableFromInline
  internal init(
    _changed: ((Item, Item) -> Bool)?, _payload: ((Item, Item) -> ChangePayload?)? = nil
  ) {
    self._changed = _changed
    self._payload = _payload
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

  /// A comparison of the properties a cell shows, whose payload names those that differ
  /// (``ChangedProperties``), so that a cell updater refreshes only their part of the cell.
  ///
  /// ```swift
  /// ModelDataSource(view: tableView, comparing: .properties(\.name, \.phone, \.avatar))
  /// ```
  ///
  /// - Parameter properties: The properties; the content changed when any of them differs.
  /// - Returns: The comparison.
  /// - Complexity: O(*p*) for *p* properties; each comparison then costs O(*p*), twice for an
  ///   item that changed.
  @inlinable
  public static func properties<each Value: Equatable>(
    _ properties: repeat KeyPath<Item, each Value>
  ) -> Self {
    var differs: [(path: PartialKeyPath<Item>, differs: (Item, Item) -> Bool)] = []
    for property in repeat each properties {
      differs.append((property, { $0[keyPath: property] != $1[keyPath: property] }))
    }
    return Self(
      _changed: { old, new in differs.contains { $0.differs(old, new) } },
      _payload: { old, new in
        // A loop, not `map(\.path)`: a key path into this tuple crashes the 6.3 runtime here.
        var changed: Set<PartialKeyPath<Item>> = []
        for property in differs where property.differs(old, new) { changed.insert(property.path) }
        return .properties(ChangedProperties(changed))
      })
  }

  /// A comparison by a closure that says whether the content differs, and a second one that
  /// says what changed in an item that did: a ``ChangePayload`` for the cell updater, or `nil`
  /// for an ordinary reconfigure.
  ///
  /// ```swift
  /// ModelDataSource(view: tableView, comparing: .changed({ $0 != $1 }) { old, new in
  ///   new.text.hasPrefix(old.text) ? ChangePayload(new.text.dropFirst(old.text.count)) : nil
  /// })
  /// ```
  ///
  /// - Parameters:
  ///   - changed: Called with an item's old and new value; `true` when its cell must show
  ///     something new.
  ///   - payload: Called with the old and new value of an item that changed.
  /// - Returns: The comparison.
  /// - Complexity: O(1).
  @inlinable
  public static func changed(
    _ changed: @escaping (Item, Item) -> Bool,
    payload: @escaping (_ old: Item, _ new: Item) -> ChangePayload?
  ) -> Self {
    Self(_changed: changed, _payload: payload)
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
