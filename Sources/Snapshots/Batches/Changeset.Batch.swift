// One batch of a changeset: the operations of one `performBatchUpdates` and the data after it.

extension Changeset {
  /// One `performBatchUpdates` call: the operations, and the data the list must show after it.
  public struct Batch {
    /// The operations, by index, each list sorted ascending.
    public var update: BatchUpdate
    /// The snapshot the data source must hold once this batch is performed.
    public var snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>
    /// What changed in reconfigured items that carry a payload, by their path in
    /// ``BatchUpdate/reconfiguredItems`` (before the batch): for a cell updater.
    public var payloads: [ItemPath: ChangePayload] = [:]

    @inlinable
    internal init(
      update: BatchUpdate, snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
      self.update = update
      self.snapshot = snapshot
    }

    /// Whether performing the batch animates anything: `false` for a batch of reconfigures
    /// alone, which update cells in place (the data source performs it without an animation
    /// pass of its own).
    ///
    /// - Complexity: O(1).
    @inlinable
    public var animates: Bool {
      update.reconfiguredItems.isEmpty || update.count != update.reconfiguredItems.count
    }
  }
}

extension Changeset.Batch: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
