/// One batch of updates for a sectioned list view, by index, as `performBatchUpdates` takes it.
///
/// Coordinates follow UIKit: deletions, reloads and reconfigures use indexes *before* the batch;
/// insertions use indexes *after* it; a move goes from a before-index to an after-index. The
/// order of the operations inside a batch does not matter.
///
/// A reload that its batch would displace is written as a deletion at its before-path plus an
/// insertion at its after-path (IGListKit's form, which UIKit draws as it draws a reload):
/// ``replacedItems`` and ``replacedSections`` name those pairs, which the deletion and insertion
/// lists hold too, so that code issuing the lists to a view needs nothing more.
///
/// ```swift
/// tableView.performBatchUpdates {
///   tableView.deleteSections(IndexSet(update.deletedSections), with: .fade)
///   tableView.insertRows(at: update.insertedItems.map { IndexPath(row: $0.item, section: $0.section) },
///                        with: .automatic)
///   // ...
/// }
/// ```
public struct BatchUpdate: Hashable, Sendable {
  /// A section moving from a before-index to an after-index (indexes only: the moves with
  /// identifiers are ``IdentifiedBatchUpdate/SectionMove`` and ``Changeset/ItemMove``).
  public struct IndexMove: Hashable, Sendable, Codable {
    /// The section's index before the batch.
    public var from: Int
    /// The section's index after the batch.
    public var to: Int

    /// Creates a section move.
    ///
    /// - Parameters:
    ///   - from: The section's index before the batch.
    ///   - to: The section's index after the batch.
    @inlinable
    public init(from: Int, to: Int) {
      self.from = from
      self.to = to
    }
  }

  /// An item moving from a before-path to an after-path (paths only).
  public struct PathMove: Hashable, Sendable, Codable {
    /// The item's path before the batch.
    public var from: ItemPath
    /// The item's path after the batch.
    public var to: ItemPath

    /// Creates an item move.
    ///
    /// - Parameters:
    ///   - from: The item's path before the batch.
    ///   - to: The item's path after the batch.
    @inlinable
    public init(from: ItemPath, to: ItemPath) {
      self.from = from
      self.to = to
    }
  }

  /// Sections to delete, by index before the batch.
  public var deletedSections: [Int]
  /// Sections to insert, by index after the batch.
  public var insertedSections: [Int]
  /// Sections to move.
  public var movedSections: [IndexMove]
  /// Sections to reload, by index before the batch.
  public var reloadedSections: [Int]
  /// Items to delete, by path before the batch.
  public var deletedItems: [ItemPath]
  /// Items to insert, by path after the batch.
  public var insertedItems: [ItemPath]
  /// Items to move.
  public var movedItems: [PathMove]
  /// Items to reload (replace their cells), by path before the batch.
  public var reloadedItems: [ItemPath]
  /// Items to reconfigure (update their cells in place), by path before the batch.
  public var reconfiguredItems: [ItemPath]
  /// Sections reloaded as a deletion plus an insertion.
  ///
  /// Each `from` is also in ``deletedSections``, each `to` in ``insertedSections``: the same
  /// section, read again with its items, which a list shows as a reload.
  public var replacedSections: [IndexMove]
  /// Items reloaded as a deletion plus an insertion.
  ///
  /// Each `from` is also in ``deletedItems``, each `to` in ``insertedItems``: the same item with
  /// new content in a fresh cell, which a list shows as a reload, and not a move.
  public var replacedItems: [PathMove]

  /// Creates a batch; every list is empty unless given.
  ///
  /// - Parameters:
  ///   - deletedSections: Sections to delete, by index before the batch.
  ///   - insertedSections: Sections to insert, by index after the batch.
  ///   - movedSections: Sections to move.
  ///   - reloadedSections: Sections to reload, by index before the batch.
  ///   - deletedItems: Items to delete, by path before the batch.
  ///   - insertedItems: Items to insert, by path after the batch.
  ///   - movedItems: Items to move.
  ///   - reloadedItems: Items to reload, by path before the batch.
  ///   - reconfiguredItems: Items to reconfigure, by path before the batch.
  ///   - replacedSections: Of the deleted and inserted sections, those that are one section
  ///     reloaded (each also listed in `deletedSections` and `insertedSections`).
  ///   - replacedItems: Of the deleted and inserted items, those that are one item reloaded
  ///     (each also listed in `deletedItems` and `insertedItems`).
  @inlinable
  public init(
    deletedSections: [Int] = [], insertedSections: [Int] = [], movedSections: [IndexMove] = [],
    reloadedSections: [Int] = [], deletedItems: [ItemPath] = [], insertedItems: [ItemPath] = [],
    movedItems: [PathMove] = [], reloadedItems: [ItemPath] = [], reconfiguredItems: [ItemPath] = [],
    replacedSections: [IndexMove] = [], replacedItems: [PathMove] = []
  ) {
    self.deletedSections = deletedSections
    self.insertedSections = insertedSections
    self.movedSections = movedSections
    self.reloadedSections = reloadedSections
    self.deletedItems = deletedItems
    self.insertedItems = insertedItems
    self.movedItems = movedItems
    self.reloadedItems = reloadedItems
    self.reconfiguredItems = reconfiguredItems
    self.replacedSections = replacedSections
    self.replacedItems = replacedItems
  }

  /// Whether the batch holds no operation.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
      && reloadedSections.isEmpty && deletedItems.isEmpty && insertedItems.isEmpty
      && movedItems.isEmpty && reloadedItems.isEmpty && reconfiguredItems.isEmpty
  }

  /// The number of operations in the batch, as the view performs them: a replaced section or item
  /// counts as its deletion and its insertion.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var count: Int {
    deletedSections.count + insertedSections.count + movedSections.count
      + reloadedSections.count + deletedItems.count + insertedItems.count + movedItems.count
      + reloadedItems.count + reconfiguredItems.count
  }

  /// The batch with every list sorted ascending (by index, path, or `from`), as the changeset
  /// produces it.
  ///
  /// - Complexity: O(*k* log *k*) for *k* operations; O(*k*) when the lists are sorted already.
  @inlinable
  public func sorted() -> BatchUpdate {
    BatchUpdate(
      deletedSections: deletedSections._sortedIfNeeded(by: <),
      insertedSections: insertedSections._sortedIfNeeded(by: <),
      movedSections: movedSections._sortedIfNeeded { $0.from < $1.from },
      reloadedSections: reloadedSections._sortedIfNeeded(by: <),
      deletedItems: deletedItems._sortedIfNeeded(by: <),
      insertedItems: insertedItems._sortedIfNeeded(by: <),
      movedItems: movedItems._sortedIfNeeded { $0.from < $1.from },
      reloadedItems: reloadedItems._sortedIfNeeded(by: <),
      reconfiguredItems: reconfiguredItems._sortedIfNeeded(by: <),
      replacedSections: replacedSections._sortedIfNeeded { $0.from < $1.from },
      replacedItems: replacedItems._sortedIfNeeded { $0.from < $1.from })
  }
}
