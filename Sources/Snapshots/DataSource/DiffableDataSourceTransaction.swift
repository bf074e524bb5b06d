/// What a user reorder changed: the counterpart of UIKit's `NSDiffableDataSourceTransaction`,
/// given to ``DiffableDataSource/ReorderingHandlers/willReorder`` and
/// ``DiffableDataSource/ReorderingHandlers/didReorder``.
///
/// ```swift
/// dataSource.reorderingHandlers.didReorder = { transaction in
///   contacts = transaction.finalSnapshot.itemIdentifiers   // persist the new order
/// }
/// ```
public struct DiffableDataSourceTransaction<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
> {
  /// The data source's snapshot before the reorder.
  public let initialSnapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>
  /// Its snapshot after the reorder.
  public let finalSnapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>
  /// The change of the flattened item list (``Snapshot/itemIdentifiers``), moves associated.
  public let difference: CollectionDifference<ItemIdentifierType>
  /// The change of each section the reorder touched, in section order of the final snapshot.
  public let sectionTransactions:
    [DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]
}

/// What a user reorder changed in one section: the counterpart of UIKit's
/// `NSDiffableDataSourceSectionTransaction`.
public struct DiffableDataSourceSectionTransaction<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
> {
  /// The section.
  public let sectionIdentifier: SectionIdentifierType
  /// The section's items before the reorder, as an outline (its own, or its items as roots).
  public let initialSnapshot: SectionSnapshot<ItemIdentifierType>
  /// The section's items after the reorder.
  public let finalSnapshot: SectionSnapshot<ItemIdentifierType>
  /// The change of the section's items (``SectionSnapshot/items``), moves associated.
  public let difference: CollectionDifference<ItemIdentifierType>
}

extension DiffableDataSourceTransaction: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
extension DiffableDataSourceSectionTransaction: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
