// The entry points: how two lists become a ListDifference.

extension ListDifference {
  /// The difference between two lists whose elements are told apart by an identifier, with a
  /// predicate deciding whether two elements with the same identifier have the same contents.
  ///
  /// ```swift
  /// let difference = ListDifference(
  ///   from: oldRows, to: newRows, identifiedBy: \.id, contentEquals: { $0.title == $1.title })
  /// ```
  ///
  /// - Parameters:
  ///   - old: The list as it was.
  ///   - new: The list as it is now.
  ///   - identifier: The identity of an element: equal identifiers mean the same element.
  ///   - contentEquals: Whether two elements with equal identifiers have equal contents; when
  ///     not, the element is reported in ``updates``.
  ///   - algorithm: How elements are paired; ``DiffAlgorithm/identity`` by default.
  /// - Complexity: O(*n* + *m* + *k* log *k*) expected with the default algorithm, where *n* and
  ///   *m* are the numbers of old and new elements and *k* the number of surviving elements
  ///   between the common prefix and suffix; O(*n* + *m*) when the survivors keep their order.
  ///   Each call of `identifier` and `contentEquals` counts as one step.
  @inlinable
  public init<ID: Hashable>(
    from old: some Sequence<Element>, to new: some Sequence<Element>,
    identifiedBy identifier: (Element) -> ID,
    contentEquals: (Element, Element) -> Bool,
    algorithm: DiffAlgorithm = .identity
  ) {
    self.init(
      _from: Array(old), to: Array(new), identifiedBy: identifier, contentEquals: contentEquals,
      algorithm: algorithm)
  }

  /// The work of the initializers that take an identifier: inlined, with the pairing and the
  /// building it calls, into each of them, so that a closure written where they are called (`{
  /// $0.id }`) is inlined into the loops that call it for every element, instead of being called
  /// through a pointer, which cost string identifiers most.
  @inlinable @inline(__always)
  internal init<ID: Hashable>(
    _from old: [Element], to new: [Element], identifiedBy identifier: (Element) -> ID,
    contentEquals: (Element, Element) -> Bool, algorithm: DiffAlgorithm
  ) {
    let matching =
      algorithm._kind == .identity
      ? _identityMatching(old, new, identifier)
      : Self._matching(old.map(identifier), new.map(identifier), algorithm)
    self.init(_old: old, new: new, matching: matching, contentEquals: contentEquals)
  }

  /// Pairs identifiers with the given algorithm.
  @inlinable
  internal static func _matching<ID: Hashable>(
    _ old: [ID], _ new: [ID], _ algorithm: DiffAlgorithm
  )
    -> _Matching
  {
    switch algorithm._kind {
    case .identity: _identityMatching(old, new, { $0 })
    case .heckel: _heckelMatching(old, new)
    case .myers(let costLimit): _myersMatching(old, new, costLimit: costLimit)
    }
  }
}

extension ListDifference where Element: Hashable {
  /// The difference between two lists of hashable elements, each element its own identifier.
  ///
  /// Equal elements are the same element, so there are no updates.
  ///
  /// ```swift
  /// let difference = ListDifference(from: [1, 2, 3], to: [2, 3, 1])
  /// difference.moves.count        // 1
  /// ```
  ///
  /// - Parameters:
  ///   - old: The list as it was.
  ///   - new: The list as it is now.
  ///   - algorithm: How elements are paired; ``DiffAlgorithm/identity`` by default.
  /// - Complexity: O(*n* + *m* + *k* log *k*) expected with the default algorithm, where *n* and
  ///   *m* are the numbers of old and new elements and *k* the number of surviving elements
  ///   between the common prefix and suffix; O(*n* + *m*) when the survivors keep their order.
  @inlinable
  @_disfavoredOverload
  public init(
    from old: some Sequence<Element>, to new: some Sequence<Element>,
    algorithm: DiffAlgorithm = .identity
  ) {
    let old = Array(old)
    let new = Array(new)
    self.init(
      _old: old, new: new, matching: Self._matching(old, new, algorithm),
      contentEquals: { _, _ in true }, comparesContent: false)
  }
}

extension ListDifference where Element: Identifiable & Equatable {
  /// The difference between two lists of identifiable elements: identity is `id`, and an element
  /// whose `id` survived but which is no longer `==` is an update.
  ///
  /// When `Element` is also `Hashable`, this overload is the one chosen, so that content changes
  /// are reported.
  ///
  /// ```swift
  /// struct Contact: Identifiable, Equatable { var id: Int; var name: String }
  /// let difference = ListDifference(from: oldContacts, to: newContacts)
  /// difference.updates       // contacts whose name changed
  /// ```
  ///
  /// - Parameters:
  ///   - old: The list as it was.
  ///   - new: The list as it is now.
  ///   - algorithm: How elements are paired; ``DiffAlgorithm/identity`` by default.
  /// - Complexity: O(*n* + *m* + *k* log *k*) expected with the default algorithm, where *n* and
  ///   *m* are the numbers of old and new elements and *k* the number of surviving elements
  ///   between the common prefix and suffix; O(*n* + *m*) when the survivors keep their order.
  @inlinable
  public init(
    from old: some Sequence<Element>, to new: some Sequence<Element>,
    algorithm: DiffAlgorithm = .identity
  ) {
    self.init(
      _from: Array(old), to: Array(new), identifiedBy: { $0.id }, contentEquals: { $0 == $1 },
      algorithm: algorithm)
  }
}
