// Streams of updates: an `AsyncSequence` of snapshots shown in order, never two at once, the
// latest winning over those still waiting; each diffed off the main actor.

/// What showing a stream of updates did: how many of its elements the view showed, and how many
/// a newer element overtook while an animation was in flight.
public struct StreamApplyResult: Hashable, Sendable {
  /// The elements the view showed.
  public var shown = 0
  /// The elements skipped: a newer one arrived before their turn (their data is in it).
  public var skipped = 0
  /// For a stream of model values, the occurrences of repeated identifiers that the duplicate
  /// policy dropped, element after element.
  public var droppedDuplicates: [DroppedDuplicate] = []

  /// A result.
  ///
  /// - Parameters:
  ///   - shown: The elements the view showed.
  ///   - skipped: The elements a newer one overtook.
  /// - Complexity: O(1).
  public init(shown: Int = 0, skipped: Int = 0) {
    self.shown = shown
    self.skipped = skipped
  }
}

extension DiffableDataSource
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {
  /// Shows each snapshot of a stream in order, never two at once, skipping those that a newer one
  /// overtakes while an animation is in flight (the latest wins); returns when the stream ends and
  /// the view shows its last element.
  ///
  /// ```swift
  /// let result = await dataSource.apply(contentsOf: searchResults)   // an AsyncStream
  /// print(result.shown, result.skipped)
  /// ```
  ///
  /// Each element is diffed off the main actor; one that arrives while the previous is still
  /// being diffed does not wait for that diff (the older one is skipped). Applies made by other
  /// code meanwhile take their turn as usual. Cancelling the task stops reading the stream: the
  /// applies already made finish as any apply does, and the result counts those resolved so far.
  ///
  /// - Parameters:
  ///   - updates: The snapshots, oldest first.
  ///   - animatingDifferences: Whether the batches are animated (default `true`).
  /// - Returns: How many elements were shown and how many skipped.
  /// - Throws: What the stream throws; the elements before it are shown.
  /// - Complexity: On the main actor, O(*s* + *k*) per element shown (see the async
  ///   ``apply(_:animatingDifferences:)``); the diffs off it.
  @inlinable @discardableResult
  public func apply<Updates: AsyncSequence>(
    contentsOf updates: Updates, animatingDifferences: Bool = true
  ) async rethrows -> StreamApplyResult
  where Updates.Element == Snapshot<SectionIdentifierType, ItemIdentifierType> {
    try await _apply(contentsOf: updates) { snapshot, completion in
      _applyComputingOffMainActor(
        snapshot, animated: animatingDifferences, completion: completion,
        batches: { old, new in Changeset(concurrentlyFrom: old, to: new).batches })
    }
  }

  /// Shows a stream, each element made an apply by `apply` (given the completion to pass on):
  /// counts what was shown and skipped, and waits for the last element to be shown.
  ///
  /// (Not inlinable: `apply`, made where the identifier types are known, carries the diff.)
  @usableFromInline
  internal func _apply<Updates: AsyncSequence>(
    contentsOf updates: Updates,
    apply: (Updates.Element, @escaping () -> Void) -> Void
  ) async rethrows -> StreamApplyResult {
    let tracker = _StreamTracker()
    for try await element in updates {
      if Task.isCancelled { break }
      let version = _sequence + 1
      tracker.started(version)
      apply(element) { [weak self] in
        tracker.finished(version, wasShown: self?._displayed.version == version)
      }
    }
    // Cancelled while waiting, it returns at once; the applies made finish on their own.
    await withTaskCancellationHandler {
      await tracker.lastShown()
    } onCancel: {
      Task { @MainActor in tracker.end() }
    }
    return tracker.result
  }
}

/// The count of a stream's elements shown and skipped, and the wait for its last.
@MainActor
internal final class _StreamTracker {
  var result = StreamApplyResult()
  /// The version of the last element applied, and whether its completion has run.
  private var last: UInt64?
  private var lastIsFinished = true
  private var waiting: CheckedContinuation<Void, Never>?

  func started(_ version: UInt64) {
    (last, lastIsFinished) = (version, false)
  }

  func finished(_ version: UInt64, wasShown: Bool) {
    if wasShown { result.shown += 1 } else { result.skipped += 1 }
    guard version == last else { return }
    lastIsFinished = true
    waiting?.resume()
    waiting = nil
  }

  /// Returns once the last element's completion has run, or the task is cancelled.
  func lastShown() async {
    guard !lastIsFinished && !Task.isCancelled else { return }
    await withCheckedContinuation { waiting = $0 }
  }

  /// Lets the waiter go: the task was cancelled.
  func end() {
    lastIsFinished = true
    waiting?.resume()
    waiting = nil
  }
}
