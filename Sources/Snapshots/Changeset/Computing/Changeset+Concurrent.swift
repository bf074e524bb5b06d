#if canImport(Dispatch)
  import Dispatch
#endif

extension Changeset where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {
  /// Computes the same changeset as
  /// ``init(from:to:itemContentChanged:sectionContentChanged:reportingContentChangesAs:contentChangedBetween:)``,
  /// matching the items of large snapshots on several threads at once.
  ///
  /// For snapshots of hundreds of thousands of items, where matching items and comparing their
  /// content take most of the time. The new items are cut into runs of consecutive items, each
  /// matched on its own thread (by `DispatchQueue.concurrentPerform`, which also uses the calling
  /// thread); the runs are then joined in order. Below 65,536 new items, and where Dispatch is not
  /// available, everything runs on the calling thread.
  ///
  /// ```swift
  /// let changeset = Changeset(
  ///   concurrentlyFrom: old, to: new, itemContentChanged: { id in oldRows[id] != newRows[id] })
  /// ```
  ///
  /// - Parameters:
  ///   - old: The snapshot shown now.
  ///   - new: The snapshot to show.
  ///   - itemContentChanged: Whether a surviving item's content changed; called from several
  ///     threads at once, once per surviving item.
  ///   - sectionContentChanged: Whether a surviving section's content changed; called on the
  ///     calling thread only.
  ///   - contentChange: How content changes are reported: reload (default) or reconfigure.
  ///   - contentChangedBetween: Like `itemContentChanged`, given the old and new paths; called
  ///     from several threads at once.
  /// - Complexity: The same work as the serial initializer, spread over up to eight runs.
  @inlinable
  public init(
    concurrentlyFrom old: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    to new: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    itemContentChanged: (@Sendable (ItemIdentifierType) -> Bool)? = nil,
    sectionContentChanged: ((SectionIdentifierType) -> Bool)? = nil,
    reportingContentChangesAs contentChange: ContentChange = .reload,
    contentChangedBetween: (@Sendable (_ oldPath: ItemPath, _ newPath: ItemPath) -> Bool)? = nil
  ) {
    self.init(
      concurrentlyFrom: old, to: new, itemContentChanged: itemContentChanged,
      sectionContentChanged: sectionContentChanged, reportingContentChangesAs: contentChange,
      contentChangedBetween: contentChangedBetween,
      runs: min(
        _Tuning.concurrentMaximumRuns, max(1, new.numberOfItems / _Tuning.concurrentItemsPerRun)))
  }

  /// The concurrent computation in `runs` runs of about equal size (tests split small snapshots
  /// with it).
  @inlinable
  internal init(
    concurrentlyFrom old: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    to new: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    itemContentChanged: (@Sendable (ItemIdentifierType) -> Bool)?,
    sectionContentChanged: ((SectionIdentifierType) -> Bool)?,
    reportingContentChangesAs contentChange: ContentChange,
    contentChangedBetween: (@Sendable (_ oldPath: ItemPath, _ newPath: ItemPath) -> Bool)?,
    runs count: Int
  ) {
    let plan = _Plan(from: old, to: new, sectionContentChanged: sectionContentChanged)
    let runs = plan.partition(into: count)
    @Sendable func part(_ index: Int) -> _Part {
      _Part(
        plan, items: runs[index], itemContentChanged: itemContentChanged,
        contentChange: contentChange, contentChangedBetween: contentChangedBetween)
    }
    #if canImport(Dispatch)
      if runs.count > 1 {
        let parts = _PartSlots<SectionIdentifierType, ItemIdentifierType>(count: runs.count)
        DispatchQueue.concurrentPerform(iterations: runs.count) { index in
          parts.store(part(index), at: index)
        }
        self.init(plan, joining: parts.all)
        return
      }
    #endif
    self.init(plan, joining: runs.indices.map(part))
  }
}

/// One slot per part of a concurrent matching: each written once, by the thread that matched
/// that part, and read only after every thread is done (`concurrentPerform` returns then).
@usableFromInline
internal final class _PartSlots<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
  @unchecked Sendable
{
  @usableFromInline let slots:
    UnsafeMutablePointer<Changeset<SectionIdentifierType, ItemIdentifierType>._Part?>
  @usableFromInline let count: Int

  @inlinable
  init(count: Int) {
    self.count = count
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil, count: count)
  }

  deinit {
    slots.deinitialize(count: count)
    slots.deallocate()
  }

  @inlinable
  func store(_ part: Changeset<SectionIdentifierType, ItemIdentifierType>._Part, at index: Int) {
    _internalInvariant(index >= 0 && index < count, "part \(index) of \(count)")
    _internalInvariant(slots[index] == nil, "part \(index) stored twice")
    slots[index] = part
  }

  /// Every part, in order; all must have been stored.
  @inlinable
  var all: [Changeset<SectionIdentifierType, ItemIdentifierType>._Part] {
    (0..<count).map { slots[$0]! }
  }
}
