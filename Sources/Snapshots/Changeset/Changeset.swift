/// Everything that changed between two snapshots, in both coordinate systems, ready to be shown
/// as UIKit-legal batches (``batches``) or as single steps (``steps``).
///
/// Sections are compared by identifier with the fewest moves; items are compared by identifier
/// across the whole snapshot, so an item that changes section is one move. An item that stays in
/// its section moves only if it is outside a longest increasing subsequence of that section's
/// staying items, and items travelling with a moved section are not item moves. Items of deleted
/// and inserted sections are not listed: they go and come with their sections.
///
/// ```swift
/// let changeset = Changeset(from: oldSnapshot, to: newSnapshot)
/// for batch in changeset.batches {
///   tableView.performBatchUpdates { /* apply batch.update, show batch.snapshot */ }
/// }
/// ```
///
/// Content: items marked with `reloadItems`/`reconfigureItems` and sections marked with
/// `reloadSections` in the *new* snapshot are reloads and reconfigures; so are items and sections
/// for which the optional content predicates say their content changed.
public struct Changeset<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  /// How a content change is reported to a list view.
  public enum ContentChange: Hashable, Sendable {
    /// Replace the cell (`reloadItems`).
    case reload
    /// Update the existing cell in place (`reconfigureItems`).
    case reconfigure
  }

  /// A section that changed content: it survived, and is reloaded.
  public struct SectionUpdate: Hashable {
    /// The section's index in the old snapshot.
    public var oldIndex: Int
    /// The section's index in the new snapshot.
    public var newIndex: Int
    /// The section.
    public var identifier: SectionIdentifierType

    @inlinable
    internal init(oldIndex: Int, newIndex: Int, identifier: SectionIdentifierType) {
      self.oldIndex = oldIndex
      self.newIndex = newIndex
      self.identifier = identifier
    }
  }

  /// An item deleted (at an old path) or inserted (at a new path).
  public struct ItemChange: Hashable {
    /// The item's path: in the old snapshot for a deletion, in the new one for an insertion.
    public var path: ItemPath
    /// The item.
    public var identifier: ItemIdentifierType

    /// Creates a record.
    ///
    /// - Complexity: O(1).
    @inlinable
    public init(path: ItemPath, identifier: ItemIdentifierType) {
      self.path = path
      self.identifier = identifier
    }
  }

  /// An item that moved, within its section or to another one.
  public struct ItemMove: Hashable {
    /// The item's path in the old snapshot.
    public var from: ItemPath
    /// The item's path in the new snapshot.
    public var to: ItemPath
    /// The item.
    public var identifier: ItemIdentifierType

    /// Creates a record.
    ///
    /// - Complexity: O(1).
    @inlinable
    public init(from: ItemPath, to: ItemPath, identifier: ItemIdentifierType) {
      self.from = from
      self.to = to
      self.identifier = identifier
    }
  }

  /// A surviving item whose content changed.
  public struct ItemUpdate: Hashable {
    /// The item's path in the old snapshot.
    public var oldPath: ItemPath
    /// The item's path in the new snapshot.
    public var newPath: ItemPath
    /// The item.
    public var identifier: ItemIdentifierType

    @inlinable
    internal init(oldPath: ItemPath, newPath: ItemPath, identifier: ItemIdentifierType) {
      self.oldPath = oldPath
      self.newPath = newPath
      self.identifier = identifier
    }
  }

  /// The snapshot the changeset starts from.
  public let old: Snapshot<SectionIdentifierType, ItemIdentifierType>
  /// The snapshot it ends at.
  public let new: Snapshot<SectionIdentifierType, ItemIdentifierType>
  /// The section deletions, insertions and (fewest) moves, by section index.
  public let sections: ListDifference<SectionIdentifierType>
  /// Surviving sections whose content changed, by ascending new index.
  public let reloadedSections: [SectionUpdate]
  /// Items deleted from surviving sections, by ascending old path.
  public let deletedItems: [ItemChange]
  /// Items inserted into surviving sections, by ascending new path.
  public let insertedItems: [ItemChange]
  /// Items that moved between or within surviving sections, by ascending new path.
  public let movedItems: [ItemMove]
  /// Surviving items to reload, by ascending new path.
  public let reloadedItems: [ItemUpdate]
  /// Surviving items to reconfigure, by ascending new path.
  public let reconfiguredItems: [ItemUpdate]
  /// What changed in the reconfigured items that carry a payload.
  ///
  /// The new snapshot's (``Snapshot/reconfigureItem(_:payload:)``), or set by whoever compared
  /// the contents. The ``batches`` hand each to the reconfigure of its item
  /// (``Batch/payloads``). Not encoded.
  public var payloads: [ItemIdentifierType: ChangePayload] = [:]

  /// Whether the two snapshots show the same thing: same sections and items in the same order,
  /// nothing to reload or reconfigure.
  ///
  /// - Complexity: O(1).
  public var isEmpty: Bool {
    sections.isEmpty && reloadedSections.isEmpty && deletedItems.isEmpty && insertedItems.isEmpty
      && movedItems.isEmpty && reloadedItems.isEmpty && reconfiguredItems.isEmpty
  }
}

extension Changeset: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
extension Changeset.SectionUpdate: Sendable where SectionIdentifierType: Sendable {}
extension Changeset.ItemChange: Sendable where ItemIdentifierType: Sendable {}
extension Changeset.ItemMove: Sendable where ItemIdentifierType: Sendable {}
extension Changeset.ItemUpdate: Sendable where ItemIdentifierType: Sendable {}
