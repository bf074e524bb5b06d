// The async applies: the changeset of a large snapshot is computed off the main actor, and only
// shown on it.
//
// What runs where:
// - main actor: queueing the apply (O(1)), comparing the view's counts, sending the batches to
//   the view, the completions;
// - a detached task: the changeset (`Changeset(concurrentlyFrom:)`, on several threads from
//   65,536 items) and its batches.

extension DiffableDataSource
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {
  /// Shows a snapshot, computing its differences off the main actor; returns once the view has
  /// finished showing it.
  ///
  /// ```swift
  /// await dataSource.apply(searchResults)    // typing fast: only the latest results are shown
  /// ```
  ///
  /// The apply waits for the applies before it, like the synchronous one. When a newer apply (of
  /// any kind) is made before this one starts being shown, this one is dropped, since the newer
  /// one replaces its data; it then returns when the newer one has been shown. The batches are
  /// computed from the state the earlier applies leave; if that state changed meanwhile (a user
  /// reorder), they are computed again on the main actor.
  ///
  /// - Parameters:
  ///   - snapshot: The data to show.
  ///   - animatingDifferences: Whether the batches are animated (default `true`).
  /// - Complexity: On the main actor, O(*s* + *k*) for *s* sections and *k* operations (plus the
  ///   view's work); off it, the changeset's cost (see ``Changeset``).
  @inlinable
  public func apply(
    _ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true
  ) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      // Made here, where the identifier types are known, so that the diff runs specialized.
      _applyComputingOffMainActor(
        snapshot, animated: animatingDifferences, completion: { continuation.resume() },
        batches: { old, new in Changeset(concurrentlyFrom: old, to: new).batches })
    }
  }

  /// Shows an outline in one section; returns once the view has finished showing it: the async
  /// form of ``apply(_:to:animatingDifferences:completion:)``, as Apple's.
  ///
  /// ```swift
  /// await dataSource.apply(sidebar, to: "sidebar")
  /// ```
  ///
  /// - Parameters:
  ///   - sectionSnapshot: The outline.
  ///   - section: The section to show it in.
  ///   - animatingDifferences: Whether the batches are animated (default `true`).
  /// - Complexity: That of ``apply(_:to:animatingDifferences:completion:)``.
  public func apply(
    _ sectionSnapshot: SectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
    animatingDifferences: Bool = true
  ) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      apply(
        sectionSnapshot, to: section, animatingDifferences: animatingDifferences,
        completion: { continuation.resume() })
    }
  }

  /// Shows a snapshot by reloading the view; returns once it is shown.
  ///
  /// - Parameter snapshot: The data to show.
  /// - Complexity: O(1) plus the view's reload, once the applies before it are shown.
  public func applySnapshotUsingReloadData(
    _ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>
  ) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      applySnapshotUsingReloadData(snapshot, completion: { continuation.resume() })
    }
  }

  /// Queues a supersedable apply and starts computing its batches on a detached task.
  @usableFromInline
  internal func _applyComputingOffMainActor(
    _ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>, animated: Bool,
    completion: (() -> Void)?, anchor: PositionAnchor<ItemIdentifierType> = .none,
    positionHandler: ((KeptPosition<ItemIdentifierType>) -> Void)? = nil,
    batches:
      @escaping @Sendable (
        Snapshot<SectionIdentifierType, ItemIdentifierType>,
        Snapshot<SectionIdentifierType, ItemIdentifierType>
      ) -> [Changeset<SectionIdentifierType, ItemIdentifierType>.Batch]
  ) {
    let (version, base, target) = _enqueue(
      .batches(animated: animated), completion: completion, isSupersedable: true,
      computesOffMainActor: true, anchor: anchor,
      positionHandler: positionHandler
    ) { latest in
      (snapshot, Self._outlines(latest.outlines, matching: snapshot))
    }
    let old = base.snapshot
    let baseVersion = base.version
    Task.detached(priority: Task.currentPriority) { [weak self] in
      let computed = batches(old, target)
      await self?._computed(computed, from: baseVersion, forApply: version)
    }
  }
}
