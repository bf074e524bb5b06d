/// One batch of a changeset with the identifier of everything it touches: what a client needs to
/// perform the batch on its list and to rebuild the snapshot it leads to.
///
/// ``BatchUpdate`` holds index paths only, as `performBatchUpdates` takes them; this type adds
/// the identifiers, and the items of the sections that the batch inserts or reloads (UIKit reads
/// those sections whole, so their items are not listed as item operations). It is what a server
/// sends: encode ``Changeset/identifiedBatches``; the client decodes them and calls
/// `Snapshot.applying(_:)` (or ``Changeset/init(from:applying:)``) on the snapshot it shows.
///
/// ```swift
/// let wire = try JSONEncoder().encode(Changeset(from: old, to: new).identifiedBatches)
/// // on the client, which holds `old`:
/// let batches = try JSONDecoder().decode(
///   [IdentifiedBatchUpdate<String, Int>].self, from: wire)
/// let new = try old.applying(batches)
/// ```
///
/// Coding form (the `--format json` stage of `snapdiff`, with `items` for inserted and reloaded
/// sections, and `reconfigured` written only when not empty):
/// ```
/// {"sections": {"deleted": [{"index": i, "id": S}], "inserted": [{"index": i, "id": S, "items": [I]}],
///               "moved": [{"from": i, "to": j, "id": S}], "reloaded": [{"index": i, "id": S, "items": [I]}]},
///  "items": {"deleted": [{"path": [s, i], "id": I}], "inserted": [...], "moved": [{"from": [s, i], "to": [t, j], "id": I}],
///            "reloaded": [...], "reconfigured": [...]}}
/// ```
public struct IdentifiedBatchUpdate<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
  Hashable
{
  /// A section at an index, with its items after the batch when it is inserted or reloaded.
  public struct Section: Hashable {
    /// The index: before the batch for a deletion or reload, after it for an insertion.
    public var index: Int
    /// The section.
    public var identifier: SectionIdentifierType
    /// For an inserted or reloaded section, its items after the batch; empty otherwise.
    public var items: [ItemIdentifierType]

    /// Creates a section entry.
    ///
    /// - Complexity: O(1).
    public init(index: Int, identifier: SectionIdentifierType, items: [ItemIdentifierType] = []) {
      self.index = index
      self.identifier = identifier
      self.items = items
    }
  }

  /// A section moved from a before-index to an after-index.
  public struct SectionMove: Hashable {
    /// The index before the batch.
    public var from: Int
    /// The index after the batch.
    public var to: Int
    /// The section.
    public var identifier: SectionIdentifierType

    /// Creates a section move.
    ///
    /// - Complexity: O(1).
    public init(from: Int, to: Int, identifier: SectionIdentifierType) {
      self.from = from
      self.to = to
      self.identifier = identifier
    }
  }

  /// An item at a path: before the batch for a deletion, reload or reconfigure, after it for an
  /// insertion (the changeset's own record of a deleted or inserted item).
  public typealias Item = Changeset<SectionIdentifierType, ItemIdentifierType>.ItemChange

  /// An item moved from a before-path to an after-path (the changeset's own record of a move).
  public typealias ItemMove = Changeset<SectionIdentifierType, ItemIdentifierType>.ItemMove

  /// Sections deleted, by before-index.
  public var deletedSections: [Section] = []
  /// Sections inserted, by after-index, with their items.
  public var insertedSections: [Section] = []
  /// Sections moved.
  public var movedSections: [SectionMove] = []
  /// Sections reloaded, by before-index, with their items after the batch.
  public var reloadedSections: [Section] = []
  /// Items deleted, by before-path.
  public var deletedItems: [Item] = []
  /// Items inserted, by after-path.
  public var insertedItems: [Item] = []
  /// Items moved.
  public var movedItems: [ItemMove] = []
  /// Items reloaded, by before-path.
  public var reloadedItems: [Item] = []
  /// Items reconfigured, by before-path.
  public var reconfiguredItems: [Item] = []

  /// An empty batch; fill its lists.
  ///
  /// - Complexity: O(1).
  public init() {}

  /// The operations by index, as `performBatchUpdates` takes them.
  ///
  /// - Complexity: O(*k*) for *k* operations.
  public var update: BatchUpdate {
    BatchUpdate(
      deletedSections: deletedSections.map(\.index),
      insertedSections: insertedSections.map(\.index),
      movedSections: movedSections.map { BatchUpdate.IndexMove(from: $0.from, to: $0.to) },
      reloadedSections: reloadedSections.map(\.index),
      deletedItems: deletedItems.map(\.path), insertedItems: insertedItems.map(\.path),
      movedItems: movedItems.map { BatchUpdate.PathMove(from: $0.from, to: $0.to) },
      reloadedItems: reloadedItems.map(\.path), reconfiguredItems: reconfiguredItems.map(\.path),
      replacedSections: replacedSections.map { BatchUpdate.IndexMove(from: $0.from, to: $0.to) },
      replacedItems: replacedItems.map { BatchUpdate.PathMove(from: $0.from, to: $0.to) })
  }

  /// The sections that the batch deletes and inserts under one identifier: each is one section
  /// reloaded as a deletion plus an insertion (``BatchUpdate/replacedSections``), by deletion.
  ///
  /// - Complexity: O(*d* + *i*) for *d* section deletions and *i* insertions.
  public var replacedSections: [SectionMove] {
    _pairs(deletedSections, insertedSections, \.identifier) {
      SectionMove(from: $0.index, to: $1.index, identifier: $0.identifier)
    }
  }

  /// The items that the batch deletes and inserts under one identifier: each is one item
  /// reloaded as a deletion plus an insertion (``BatchUpdate/replacedItems``), by deletion.
  ///
  /// - Complexity: O(*d* + *i*) for *d* item deletions and *i* insertions.
  public var replacedItems: [ItemMove] {
    _pairs(deletedItems, insertedItems, \.identifier) {
      ItemMove(from: $0.path, to: $1.path, identifier: $0.identifier)
    }
  }

  /// The number of operations.
  ///
  /// - Complexity: O(1).
  public var count: Int {
    deletedSections.count + insertedSections.count + movedSections.count + reloadedSections.count
      + deletedItems.count + insertedItems.count + movedItems.count + reloadedItems.count
      + reconfiguredItems.count
  }
}

/// The entries of `deleted` whose identifier `inserted` lists too, each paired with the first such
/// insertion, in the order of `deleted`.
///
/// - Complexity: O(*d* + *i*) for *d* deletions and *i* insertions.
private func _pairs<Entry, Identifier: Hashable, Pair>(
  _ deleted: [Entry], _ inserted: [Entry], _ identifier: (Entry) -> Identifier,
  _ pair: (Entry, Entry) -> Pair
) -> [Pair] {
  guard !deleted.isEmpty && !inserted.isEmpty else { return [] }
  var insertion: [Identifier: Entry] = [:]
  insertion.reserveCapacity(inserted.count)
  for entry in inserted where insertion[identifier(entry)] == nil {
    insertion[identifier(entry)] = entry
  }
  return deleted.compactMap { entry in insertion[identifier(entry)].map { pair(entry, $0) } }
}

extension IdentifiedBatchUpdate: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
extension IdentifiedBatchUpdate.Section: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
extension IdentifiedBatchUpdate.SectionMove: Sendable where SectionIdentifierType: Sendable {}

extension Changeset {
  /// The ``batches`` with the identifier of everything they touch: what a server sends to a
  /// client that holds ``old``.
  ///
  /// - Complexity: O(*n* + *c* log *c*) for *n* items and *c* changes (each batch's snapshots are
  ///   read for identifiers).
  public var identifiedBatches: [IdentifiedBatchUpdate<SectionIdentifierType, ItemIdentifierType>] {
    var before = old
    return batches.map { batch in
      defer { before = batch.snapshot }
      return IdentifiedBatchUpdate(batch.update, before: before, after: batch.snapshot)
    }
  }
}

extension IdentifiedBatchUpdate {
  /// The batch `update` between two snapshots, with identifiers read from them.
  init(
    _ update: BatchUpdate, before: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    after: Snapshot<SectionIdentifierType, ItemIdentifierType>
  ) {
    func section(
      _ index: Int, in snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>
    )
      -> Section
    {
      Section(index: index, identifier: snapshot.sectionIdentifiers[index])
    }
    func item(
      _ path: ItemPath, in snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>
    )
      -> Item
    {
      Item(path: path, identifier: snapshot.itemIdentifier(at: path)!)
    }
    deletedSections = update.deletedSections.map { section($0, in: before) }
    insertedSections = update.insertedSections.map { index in
      let identifier = after.sectionIdentifiers[index]
      return Section(
        index: index, identifier: identifier, items: after.itemIdentifiers(inSection: identifier))
    }
    movedSections = update.movedSections.map {
      SectionMove(from: $0.from, to: $0.to, identifier: before.sectionIdentifiers[$0.from])
    }
    reloadedSections = update.reloadedSections.map { index in
      let identifier = before.sectionIdentifiers[index]
      return Section(
        index: index, identifier: identifier, items: after.itemIdentifiers(inSection: identifier))
    }
    deletedItems = update.deletedItems.map { item($0, in: before) }
    insertedItems = update.insertedItems.map { item($0, in: after) }
    movedItems = update.movedItems.map {
      ItemMove(from: $0.from, to: $0.to, identifier: before.itemIdentifier(at: $0.from)!)
    }
    reloadedItems = update.reloadedItems.map { item($0, in: before) }
    reconfiguredItems = update.reconfiguredItems.map { item($0, in: before) }
  }
}
