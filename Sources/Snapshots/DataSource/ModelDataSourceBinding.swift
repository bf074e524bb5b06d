/// A platform data source fed with model values (the UIKit and AppKit model bindings, or your
/// own): conforming gives it ``ModelDataSource``'s members, forwarded to ``models``, on top of
/// Apple's (``DiffableDataSourceBinding``).
@MainActor
public protocol ModelDataSourceBinding<SectionIdentifierType, Item>: DiffableDataSourceBinding
where ItemIdentifierType == Item.ID {
  /// The model values.
  associatedtype Item: Identifiable

  /// The data source that keeps the values; its ``ModelDataSource/base`` is the binding's
  /// ``DiffableDataSourceBinding/base``.
  var models: ModelDataSource<SectionIdentifierType, Item> { get }
}

extension ModelDataSourceBinding {
  /// Shows sections of model values; see
  /// ``ModelDataSource/apply(_:duplicates:animatingDifferences:contentChange:completion:)``.
  ///
  /// - Parameters:
  ///   - sections: The sections and their items, in order.
  ///   - duplicates: What to do with an identifier given twice (`.keepFirst` by default).
  ///   - animatingDifferences: Whether the batches are animated (default `true`).
  ///   - contentChange: How changed items are shown in this apply.
  ///   - completion: Runs once, on the main actor, after the view has finished this apply.
  /// - Returns: The occurrences dropped, in input order.
  /// - Complexity: That of
  ///   ``ModelDataSource/apply(_:duplicates:animatingDifferences:contentChange:completion:)``.
  @discardableResult
  public func apply(
    _ sections: [SectionOfItems<SectionIdentifierType, Item>],
    duplicates: DuplicatePolicy = .keepFirst, animatingDifferences: Bool = true,
    contentChange: ModelDataSource<SectionIdentifierType, Item>.ContentChange? = nil,
    completion: (() -> Void)? = nil
  ) -> [DroppedDuplicate] {
    models.apply(
      sections, duplicates: duplicates, animatingDifferences: animatingDifferences,
      contentChange: contentChange, completion: completion)
  }

  /// Shows a snapshot of identifiers of items the data source holds values of; see
  /// ``ModelDataSource/apply(_:animatingDifferences:completion:)-(Snapshot<SectionIdentifierType,Item.ID>,_,_)``.
  ///
  /// - Parameters:
  ///   - snapshot: The data to show.
  ///   - animatingDifferences: Whether the batches are animated (default `true`).
  ///   - completion: Runs once, on the main actor, after the view has finished this apply.
  /// - Complexity: O(*n*) expected for *n* items, plus the apply.
  public func apply(
    _ snapshot: Snapshot<SectionIdentifierType, Item.ID>, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    models.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
  }

  /// The model the view shows at a path, or `nil` when the path is out of range.
  ///
  /// - Parameter path: A section and item index in the view.
  /// - Returns: The item's newest value.
  /// - Complexity: O(1) expected.
  public func item(for path: ItemPath) -> Item? { models.item(for: path) }

  /// The newest value of an item, or `nil` when the data source holds no such item.
  ///
  /// - Parameter identifier: An item identifier.
  /// - Returns: The value.
  /// - Complexity: O(1) expected.
  public func item(withIdentifier identifier: Item.ID) -> Item? {
    models.item(withIdentifier: identifier)
  }

  /// How an item's content is compared between applies.
  public var contentComparison: ContentComparison<Item> {
    get { models.contentComparison }
    set { models.contentComparison = newValue }
  }
}

extension ModelDataSourceBinding where SectionIdentifierType: Sendable, Item.ID: Sendable {
  /// Shows sections of model values, computing the differences off the main actor; see
  /// ``ModelDataSource/apply(_:duplicates:animatingDifferences:contentChange:)``.
  ///
  /// - Parameters:
  ///   - sections: The sections and their items, in order.
  ///   - duplicates: What to do with an identifier given twice (`.keepFirst` by default).
  ///   - animatingDifferences: Whether the batches are animated (default `true`).
  ///   - contentChange: How changed items are shown in this apply.
  /// - Returns: The occurrences dropped, in input order.
  /// - Complexity: That of ``ModelDataSource/apply(_:duplicates:animatingDifferences:contentChange:)``.
  @discardableResult
  public func apply(
    _ sections: [SectionOfItems<SectionIdentifierType, Item>],
    duplicates: DuplicatePolicy = .keepFirst, animatingDifferences: Bool = true,
    contentChange: ModelDataSource<SectionIdentifierType, Item>.ContentChange? = nil
  ) async -> [DroppedDuplicate] {
    await models.apply(
      sections, duplicates: duplicates, animatingDifferences: animatingDifferences,
      contentChange: contentChange)
  }
}
