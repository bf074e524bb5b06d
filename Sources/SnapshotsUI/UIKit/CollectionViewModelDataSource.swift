#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import Snapshots

  /// A `UICollectionView` data source fed with model values: a ``CollectionViewDiffableDataSource`` of the models' identifiers whose
  /// cell provider gets the model, and which reconfigures the cells of items whose content
  /// changed (see ``ModelDataSource``).
  ///
  /// ```swift
  /// let dataSource = CollectionViewModelDataSource<Section, Contact>(collectionView: view) {
  ///   collectionView, indexPath, contact in
  ///   collectionView.dequeueConfiguredReusableCell(
  ///     using: registration, for: indexPath, item: contact)
  /// }
  /// dataSource.apply([SectionOfItems(.main, items: contacts)])
  /// ```
  ///
  /// On Linux this file is type-checked against stub declarations of UIKit, not run.
  @MainActor
  open class CollectionViewModelDataSource<SectionIdentifierType: Hashable, Item: Identifiable>:
    CollectionViewDiffableDataSource<SectionIdentifierType, Item.ID>, ModelDataSourceBinding
  {
    /// Makes the cell of an item: `(collectionView, indexPath, item) -> cell`.
    public typealias ModelCellProvider = (UICollectionView, IndexPath, Item) ->
      UICollectionViewCell?

    /// The data source that keeps the values (made on first use: it shares ``base``, which the
    /// superclass makes).
    public private(set) lazy var models = ModelDataSource<SectionIdentifierType, Item>(
      base: base, comparing: _comparison)
    /// How contents are compared until ``models`` is made.
    @usableFromInline internal let _comparison: ContentComparison<Item>

    /// A data source for a collection view, which it becomes the `dataSource` of.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view; held weakly.
    ///   - comparison: How an item's content is compared between applies.
    ///   - cellProvider: Makes the cell of each item; it must not return `nil`.
    ///   - cellUpdater: Updates an on-screen cell in place from the item's new value and what
    ///     changed (a comparison that makes payloads: `.properties`, `.changed(_:payload:)`); `nil` (the
    ///     default): changed items are reconfigured through `cellProvider`.
    /// - Complexity: O(1).
    @inlinable
    public init(
      collectionView: UICollectionView, comparing comparison: ContentComparison<Item>,
      cellProvider: @escaping ModelCellProvider,
      cellUpdater: (
        (UICollectionView, IndexPath, UICollectionViewCell, Item, ChangePayload) -> Void
      )? = nil
    ) {
      _comparison = comparison
      super.init(collectionView: collectionView) { _, _, _ in nil }
      self.cellProvider = { [unowned self] collectionView, indexPath, identifier in
        cellProvider(collectionView, indexPath, self.models.model(identifier))
      }
      self.cellUpdater = cellUpdater.map { updater in
        { [unowned self] collectionView, indexPath, cell, identifier, payload in
          updater(collectionView, indexPath, cell, self.models.model(identifier), payload)
        }
      }
    }
  }

  extension CollectionViewModelDataSource where Item: Equatable {
    /// A data source for a collection view comparing items by `==`.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view; held weakly.
    ///   - cellProvider: Makes the cell of each item; it must not return `nil`.
    /// - Complexity: O(1).
    @inlinable
    public convenience init(
      collectionView: UICollectionView, cellProvider: @escaping ModelCellProvider
    ) {
      self.init(collectionView: collectionView, comparing: .equality, cellProvider: cellProvider)
    }
  }
#endif
