/// Why a batch does not fit the snapshot it is applied to: the first operation that does not fit,
/// and why.
///
/// ```swift
/// do {
///   let new = try old.applying(batches)
/// } catch {
///   print(error)   // batch 1, items.deleted[0] (path [0, 7], id 42): no item at [0, 7] ...
/// }
/// ```
public struct BatchApplicationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The index of the batch, in the list applied.
  public var batch: Int
  /// The operation that does not fit, as its list and position (`items.moved[2]`) and its
  /// content; empty when the batch as a whole does not fit (its counts do not add up).
  public var operation: String
  /// Why it does not fit.
  public var reason: String

  /// Creates an error.
  ///
  /// - Complexity: O(1).
  public init(batch: Int, operation: String, reason: String) {
    self.batch = batch
    self.operation = operation
    self.reason = reason
  }

  /// The batch, the operation and the reason, in one line.
  public var description: String {
    operation.isEmpty ? "batch \(batch): \(reason)" : "batch \(batch), \(operation): \(reason)"
  }
}

extension Snapshot {
  /// The snapshot that performing `batches` in order on this one leads to, with the reloaded and
  /// reconfigured items and the reloaded sections marked (so that applying it to a data source
  /// reloads them); a deletion and an insertion of one identifier in one batch (a replacement)
  /// is marked as the reload it is.
  ///
  /// Every operation is checked before anything is built: its index or path must be in range,
  /// the identifier it names must be the one found there, and each batch must pass
  /// ``BatchValidator`` (UIKit's rules), so untrusted batches are safe to apply.
  ///
  /// - Parameter batches: Batches in order, each in the coordinates the previous one leaves.
  /// - Returns: The snapshot after the last batch.
  /// - Throws: ``BatchApplicationError`` naming the first batch and operation that does not fit.
  /// - Complexity: O(*b*·(*n* + *s*²) + *c* log *c*) for *b* batches, *n* items, *s* sections
  ///   and *c* operations.
  public func applying(
    _ batches: [IdentifiedBatchUpdate<SectionIdentifierType, ItemIdentifierType>]
  ) throws(BatchApplicationError) -> Self {
    var result = _withoutMarks
    var reloaded: [ItemIdentifierType] = []
    var reconfigured: [ItemIdentifierType] = []
    var reloadedSections: [SectionIdentifierType] = []
    for (index, batch) in batches.enumerated() {
      var application = _IdentifiedApplication(batch: batch, number: index, before: result)
      result = try application.result()
      // A replacement (a deletion and an insertion of one identifier) is a reload.
      reloaded += batch.reloadedItems.map(\.identifier) + batch.replacedItems.map(\.identifier)
      reconfigured += batch.reconfiguredItems.map(\.identifier)
      reloadedSections +=
        batch.reloadedSections.map(\.identifier) + batch.replacedSections.map(\.identifier)
    }
    result.reloadItems(reloaded.filter { result.indexOfItem($0) != nil })
    result.reconfigureItems(reconfigured.filter { result.indexOfItem($0) != nil })
    result.reloadSections(reloadedSections.filter { result.indexOfSection($0) != nil })
    return result
  }

  /// The snapshot that performing `batch` on this one leads to; see `applying(_:)` of a list of batches.
  ///
  /// - Complexity: O(*n* + *s*² + *c* log *c*) for *n* items, *s* sections and *c* operations.
  public func applying(
    _ batch: IdentifiedBatchUpdate<SectionIdentifierType, ItemIdentifierType>
  ) throws(BatchApplicationError) -> Self {
    try applying([batch])
  }
}

extension Changeset {
  /// The changeset from `old` to the snapshot that `batches` lead to: what a client rebuilds from
  /// the snapshot it holds and the batches a server sent.
  ///
  /// - Parameters:
  ///   - old: The snapshot the batches start from.
  ///   - batches: The batches, as ``identifiedBatches`` gives them.
  /// - Throws: ``BatchApplicationError`` naming the first operation that does not fit.
  /// - Complexity: That of `Snapshot.applying(_:)`, then of ``init(from:to:itemContentChanged:sectionContentChanged:reportingContentChangesAs:contentChangedBetween:)``.
  public init(
    from old: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    applying batches: [IdentifiedBatchUpdate<SectionIdentifierType, ItemIdentifierType>]
  ) throws(BatchApplicationError) {
    self.init(from: old, to: try old.applying(batches))
  }
}
