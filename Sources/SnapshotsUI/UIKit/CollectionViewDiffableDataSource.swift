#if canImport(UIKit) && !os(watchOS)
  import Snapshots
  import UIKit

  /// A `UICollectionView` data source that owns a snapshot: the counterpart of
  /// `UICollectionViewDiffableDataSource`, built on ``DiffableDataSource``, with section
  /// snapshots (outlines) and reordering.
  ///
  /// ```swift
  /// let dataSource = CollectionViewDiffableDataSource<Section, Item>(collectionView: view) {
  ///   collectionView, indexPath, item in
  ///   collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
  /// }
  /// dataSource.apply(sidebar, to: .main)      // a SectionSnapshot
  /// ```
  ///
  /// On Linux this file is type-checked against stub declarations of UIKit, not run.
  @MainActor
  open class CollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
  >: NSObject, UICollectionViewDataSource, DiffableDataSourceBinding {
    /// Makes the cell of an item: `(collectionView, indexPath, itemIdentifier) -> cell`.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) ->
      UICollectionViewCell?
    /// Makes a supplementary view: `(collectionView, elementKind, indexPath) -> view`.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) ->
      UICollectionReusableView?

    /// The data source that owns the snapshot.
    public let base: DiffableDataSource<SectionIdentifierType, ItemIdentifierType>
    @usableFromInline internal let adapter:
      _CollectionViewAdapter<SectionIdentifierType, ItemIdentifierType>
    @usableFromInline internal var cellProvider: CellProvider

    /// Updates the cell of a changed item in place: `(collectionView, indexPath, cell, item, payload)`.
    public typealias CellUpdater = (
      UICollectionView, IndexPath, UICollectionViewCell, ItemIdentifierType, ChangePayload
    )
      -> Void

    /// Updates, in place, the on-screen cell of an item reconfigured with a payload (what
    /// changed: ``Snapshots/Snapshot/reconfigureItem(_:payload:)``, or a model data source's
    /// comparison), at its index path after the batch; `nil` (the default): payloads are
    /// ordinary reconfigures, which call the cell provider again.
    ///
    /// Items whose cell is not on screen before the batch are ordinary reconfigures (a cell the
    /// view keeps off screen is configured again, never left stale).
    public var cellUpdater: CellUpdater? {
      get { adapter.cellUpdater }
      set { adapter.cellUpdater = newValue }
    }
    /// Makes headers, footers and other supplementary views.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// A data source for a collection view, which it becomes the `dataSource` of.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view; held weakly.
    ///   - cellProvider: Makes the cell of each item; it must not return `nil`.
    /// - Complexity: O(1).
    @inlinable
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
      adapter = _CollectionViewAdapter(collectionView)
      let base = DiffableDataSource(view: adapter)
      self.base = base
      adapter.itemShown = { [unowned base] in base.itemIdentifier(for: $0) }
      self.cellProvider = cellProvider
      super.init()
      collectionView.dataSource = self
    }

    /// The number of sections the data source shows.
    open func numberOfSections(in collectionView: UICollectionView) -> Int {
      base.numberOfSections
    }

    /// The number of items in a section.
    open func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      base.numberOfItems(inSection: section)
    }

    /// The cell of an item, from the cell provider.
    open func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      guard let item = base.itemIdentifier(for: indexPath) else {
        _preconditionFailure(
          "UICollectionView asked for the cell at \(indexPath), which the data source does not have"
        )
      }
      guard let cell = cellProvider(collectionView, indexPath, item) else {
        _preconditionFailure("The cell provider returned nil for item \(item) at \(indexPath)")
      }
      return cell
    }

    /// A supplementary view, from ``supplementaryViewProvider``.
    open func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
        _preconditionFailure(
          "No supplementary view of kind \(kind) at \(indexPath): set supplementaryViewProvider")
      }
      return view
    }

    /// Whether an item can be moved, from ``DiffableDataSource/ReorderingHandlers/canReorderItem``.
    open func collectionView(
      _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
    )
      -> Bool
    {
      base.canMoveItem(at: ItemPath(indexPath))
    }

    /// Takes the user's move into the snapshot (see ``DiffableDataSource/moveItem(at:to:)``).
    open func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      base.moveItem(at: ItemPath(sourceIndexPath), to: ItemPath(destinationIndexPath))
    }

    /// The section index, from ``DiffableDataSourceBinding/sectionIndexTitleProvider``.
    open func indexTitles(for collectionView: UICollectionView) -> [String]? {
      base.sectionIndexTitles
    }

    /// Where a section index entry scrolls to: the first item of its section.
    open func collectionView(
      _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath {
      IndexPath(item: 0, section: base.section(forSectionIndexTitle: title, at: index))
    }
  }
#endif
