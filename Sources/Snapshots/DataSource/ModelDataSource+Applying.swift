// Applying model values: the identifiers become a snapshot, the items whose content changed are
// marked on it, and the snapshot is applied by the identifier data source.

extension ModelDataSource {
  /// Shows sections of model values, animating the differences from what the view shows (or
  /// will show once the applies before this one are shown).
  ///
  /// ```swift
  /// dataSource.apply([SectionOfItems(.favorites, items: favorites),
  ///                   SectionOfItems(.all, items: contacts)])
  /// ```
  ///
  /// An item is identified by its `id`. One that stays in the list and whose content differs from
  /// the value of the previous apply (by ``contentComparison``) is reconfigured (or reloaded, by
  /// `contentChange`), wherever it moves; nothing else is touched.
  ///
  /// - Parameters:
  /// An identifier given twice (a server's list that repeats an item, a page that repeats one of
  /// the page before) is resolved by `duplicates`: by default the first occurrence stays where it
  /// is, and the others are dropped and returned, so that the app can log them.
  ///
  /// - Parameters:
  ///   - sections: The sections and their items, in order.
  ///   - duplicates: What to do with an identifier given twice: `.keepFirst` (the default),
  ///     `.keepLast`, or `.reject`, which stops the program naming every duplicate (Apple's
  ///     trap; check outside data with `Snapshot(validating:)` first to handle it instead).
  ///   - animatingDifferences: Whether the batches are animated (default `true`).
  ///   - contentChange: How changed items are shown in this apply; ``contentChange`` by default.
  ///   - completion: Runs once, on the main actor, after the view has finished this apply.
  /// - Returns: The occurrences dropped, in input order; empty when no identifier repeats.
  /// - Complexity: O(*n*) expected for *n* items, plus one content comparison per item of the
  ///   previous apply that stays, plus ``DiffableDataSource/apply(_:animatingDifferences:completion:)``.
  @inlinable @discardableResult
  public func apply(
    _ sections: [SectionOfItems<SectionIdentifierType, Item>],
    duplicates: DuplicatePolicy = .keepFirst, animatingDifferences: Bool = true,
    contentChange: ContentChange? = nil, completion: (() -> Void)? = nil
  ) -> [DroppedDuplicate] {
    let prepared = _prepare(sections, duplicates, contentChange, inChangeset: true)
    if let batches = prepared.batches {
      base._apply(
        prepared.snapshot, batches: batches, animated: animatingDifferences,
        completion: _settling(completion))
    } else {
      base.apply(
        prepared.snapshot, animatingDifferences: animatingDifferences,
        completion: _settling(completion))
    }
    return prepared.dropped
  }

  /// Shows sections of model values keeping an item at its place on screen: a feed that
  /// refreshes while it is read; see
  /// ``DiffableDataSource/apply(_:animatingDifferences:keepingPosition:completion:)``.
  ///
  /// ```swift
  /// dataSource.apply([SectionOfItems(.feed, items: posts)], keepingPosition: .firstVisibleItem) {
  ///   kept in badge.count += kept.arrivedAbove.count
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - sections: The sections and their items, in order.
  ///   - duplicates: What to do with an identifier given twice (`.keepFirst` by default).
  ///   - animatingDifferences: Whether the batches are animated (default `true`).
  ///   - anchor: The item to keep in place.
  ///   - contentChange: How changed items are shown in this apply; ``contentChange`` by default.
  ///   - completion: Runs once the view has finished, with what was kept and what arrived above.
  /// - Returns: The occurrences dropped, in input order.
  /// - Complexity: That of ``apply(_:duplicates:animatingDifferences:contentChange:completion:)``.
  @inlinable @discardableResult
  public func apply(
    _ sections: [SectionOfItems<SectionIdentifierType, Item>],
    duplicates: DuplicatePolicy = .keepFirst, animatingDifferences: Bool = true,
    keepingPosition anchor: PositionAnchor<Item.ID>, contentChange: ContentChange? = nil,
    completion: ((KeptPosition<Item.ID>) -> Void)? = nil
  ) -> [DroppedDuplicate] {
    let (snapshot, _, dropped) = _prepare(sections, duplicates, contentChange)
    let settle = _settling(nil)
    base.apply(snapshot, animatingDifferences: animatingDifferences, keepingPosition: anchor) {
      kept in
      settle()
      completion?(kept)
    }
    return dropped
  }

  /// Shows a snapshot of identifiers, each of an item that the data source holds a value of:
  /// a reorder, a removal, or marks (`reconfigureItems` reconfigures a cell with its kept value).
  ///
  /// - Parameters:
  ///   - snapshot: The data to show.
  ///   - animatingDifferences: Whether the batches are animated (default `true`).
  ///   - completion: Runs once, on the main actor, after the view has finished this apply.
  /// - Precondition: Every item of `snapshot` has a value: it was given by an apply of values.
  /// - Complexity: O(*n*) expected for *n* items, plus
  ///   ``DiffableDataSource/apply(_:animatingDifferences:completion:)``.
  @inlinable
  public func apply(
    _ snapshot: Snapshot<SectionIdentifierType, Item.ID>, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    let values = (0..<snapshot.numberOfSections).map { section in
      snapshot._items(inSectionAt: section).map(model)
    }
    _values.append(
      .init(snapshot: snapshot._withoutMarks, values: values, version: base._nextVersion))
    base.apply(
      snapshot, animatingDifferences: animatingDifferences, completion: _settling(completion))
  }
}

extension ModelDataSource where SectionIdentifierType: Sendable, Item.ID: Sendable {
  /// Shows sections of model values, computing the differences off the main actor; returns once
  /// the view has finished showing them.
  ///
  /// The content comparison runs on the main actor (one per item that stays); the changeset off
  /// it, as ``DiffableDataSource``'s async apply does, which this apply is (so it is dropped when a
  /// newer apply overtakes it before it is shown, and returns once the newer one is shown).
  ///
  /// - Parameters:
  ///   - sections: The sections and their items, in order.
  ///   - duplicates: What to do with an identifier given twice (`.keepFirst` by default).
  ///   - animatingDifferences: Whether the batches are animated (default `true`).
  ///   - contentChange: How changed items are shown in this apply; ``contentChange`` by default.
  /// - Returns: The occurrences dropped, in input order.
  /// - Complexity: On the main actor, O(*n*) expected for *n* items plus the content
  ///   comparisons; off it, the changeset's cost.
  @inlinable @discardableResult
  public func apply(
    _ sections: [SectionOfItems<SectionIdentifierType, Item>],
    duplicates: DuplicatePolicy = .keepFirst, animatingDifferences: Bool = true,
    contentChange: ContentChange? = nil
  ) async -> [DroppedDuplicate] {
    let (snapshot, _, dropped) = _prepare(sections, duplicates, contentChange)
    await base.apply(snapshot, animatingDifferences: animatingDifferences)
    _settling(nil)()
    return dropped
  }

  /// Shows each list of a stream of model values in order, the latest winning.
  ///
  /// Never two at once: a list that a newer one overtakes while an animation is in flight is
  /// skipped. Returns when the stream ends and the view shows its last element. See
  /// ``DiffableDataSource/apply(contentsOf:animatingDifferences:)``.
  ///
  /// ```swift
  /// let inbox = Inbox()                                   // an @Observable model
  /// await dataSource.apply(
  ///   contentsOf: Observations { [SectionOfItems("inbox", items: inbox.messages)] })
  /// ```
  ///
  /// Each element is compared with the one before it, so a skipped element's changed contents
  /// are still reconfigured by the element that shows its state.
  ///
  /// - Parameters:
  ///   - updates: The lists of sections of model values, oldest first.
  ///   - duplicates: What to do with an identifier an element gives twice (`.keepFirst`).
  ///   - animatingDifferences: Whether the batches are animated (default `true`).
  /// - Returns: How many elements were shown and skipped, and the occurrences dropped.
  /// - Throws: What the stream throws; the elements before it are shown.
  /// - Complexity: On the main actor, O(*n*) expected per element of *n* items plus the content
  ///   comparisons; the diffs off it.
  @inlinable @discardableResult
  public func apply<Updates: AsyncSequence>(
    contentsOf updates: Updates, duplicates: DuplicatePolicy = .keepFirst,
    animatingDifferences: Bool = true
  ) async rethrows -> StreamApplyResult
  where Updates.Element == [SectionOfItems<SectionIdentifierType, Item>] {
    var dropped: [DroppedDuplicate] = []
    var result = try await base._apply(contentsOf: updates) { sections, completion in
      let (snapshot, _, droppedHere) = _prepare(sections, duplicates, nil)
      dropped += droppedHere
      base._applyComputingOffMainActor(
        snapshot, animated: animatingDifferences, completion: _settling(completion),
        batches: { old, new in Changeset(concurrentlyFrom: old, to: new).batches })
    }
    result.droppedDuplicates = dropped
    return result
  }
}
