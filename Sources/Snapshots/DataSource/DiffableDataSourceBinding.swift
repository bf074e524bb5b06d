/// A platform data source built on a ``DiffableDataSource`` (the UIKit and AppKit bindings, or
/// your own): conforming gives it Apple's members, forwarded to ``base``.
///
/// ```swift
/// final class MyListDataSource: DiffableDataSourceBinding {
///   let base: DiffableDataSource<String, Int>
///   init(view: some DiffableListView<String, Int>) { base = DiffableDataSource(view: view) }
/// }
/// // MyListDataSource(view: v).apply(snapshot, animatingDifferences: true)
/// ```
@MainActor
public protocol DiffableDataSourceBinding<SectionIdentifierType, ItemIdentifierType>: AnyObject {
  /// The section identifiers.
  associatedtype SectionIdentifierType: Hashable
  /// The item identifiers.
  associatedtype ItemIdentifierType: Hashable

  /// The platform-independent data source that owns the snapshot.
  var base: DiffableDataSource<SectionIdentifierType, ItemIdentifierType> { get }
}

extension DiffableDataSourceBinding {
  /// Shows a snapshot, animating the differences; see
  /// ``DiffableDataSource/apply(_:animatingDifferences:completion:)``.
  ///
  /// - Parameters:
  ///   - snapshot: The data to show.
  ///   - animatingDifferences: Whether the batches are animated (default `true`).
  ///   - completion: Runs once, on the main actor, after the view has finished.
  /// - Complexity: That of ``DiffableDataSource/apply(_:animatingDifferences:completion:)``.
  public func apply(
    _ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    base.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
  }

  /// Shows a snapshot by reloading the view.
  ///
  /// - Parameters:
  ///   - snapshot: The data to show.
  ///   - completion: Runs once, on the main actor, after the reload.
  /// - Complexity: O(1) plus the view's reload, once the applies before it are shown.
  public func applySnapshotUsingReloadData(
    _ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    base.applySnapshotUsingReloadData(snapshot, completion: completion)
  }

  /// The data source's snapshot, including applies waiting to be shown.
  ///
  /// - Returns: A copy.
  /// - Complexity: O(1).
  public func snapshot() -> Snapshot<SectionIdentifierType, ItemIdentifierType> {
    base.snapshot()
  }

  /// The section the view shows at an index.
  ///
  /// - Parameter index: A section index.
  /// - Returns: The section, or `nil` when out of range.
  /// - Complexity: O(1).
  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    base.sectionIdentifier(for: index)
  }

  /// The index at which the view shows a section.
  ///
  /// - Parameter identifier: A section.
  /// - Returns: Its index, or `nil` when not shown.
  /// - Complexity: O(1) expected.
  public func index(for identifier: SectionIdentifierType) -> Int? {
    base.index(for: identifier)
  }

  /// Shows an outline in one section; see
  /// ``DiffableDataSource/apply(_:to:animatingDifferences:completion:)``.
  ///
  /// - Parameters:
  ///   - sectionSnapshot: The outline.
  ///   - section: The section to show it in.
  ///   - animatingDifferences: Whether the batches are animated (default `true`).
  ///   - completion: Runs once, on the main actor, after the view has finished.
  /// - Complexity: That of ``DiffableDataSource/apply(_:to:animatingDifferences:completion:)``.
  public func apply(
    _ sectionSnapshot: SectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    base.apply(
      sectionSnapshot, to: section, animatingDifferences: animatingDifferences,
      completion: completion)
  }

  /// The outline of a section.
  ///
  /// - Parameter section: A section.
  /// - Returns: The outline last applied to it, or its items as roots.
  /// - Complexity: That of ``DiffableDataSource/snapshot(for:)``.
  public func snapshot(for section: SectionIdentifierType) -> SectionSnapshot<ItemIdentifierType> {
    base.snapshot(for: section)
  }

  /// The closures that allow and observe user reordering.
  public var reorderingHandlers:
    DiffableDataSource<SectionIdentifierType, ItemIdentifierType>
      .ReorderingHandlers
  {
    get { base.reorderingHandlers }
    set { base.reorderingHandlers = newValue }
  }

  /// The closures that decide and observe expanding and collapsing outline items.
  public var sectionSnapshotHandlers:
    DiffableDataSource<SectionIdentifierType, ItemIdentifierType>.SectionSnapshotHandlers
  {
    get { base.sectionSnapshotHandlers }
    set { base.sectionSnapshotHandlers = newValue }
  }

  /// Whether the user may edit an item (a table's swipe to delete); none while `nil`.
  public var canEditItem: ((ItemIdentifierType) -> Bool)? {
    get { base.canEditItem }
    set { base.canEditItem = newValue }
  }
}

extension DiffableDataSourceBinding
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {
  /// Shows a snapshot, computing its differences off the main actor; see
  /// ``DiffableDataSource/apply(_:animatingDifferences:)``.
  ///
  /// - Parameters:
  ///   - snapshot: The data to show.
  ///   - animatingDifferences: Whether the batches are animated (default `true`).
  /// - Complexity: That of ``DiffableDataSource/apply(_:animatingDifferences:)``.
  @inlinable
  public func apply(
    _ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true
  ) async {
    await base.apply(snapshot, animatingDifferences: animatingDifferences)
  }

  /// Shows a snapshot by reloading the view; returns once it is shown.
  ///
  /// - Parameter snapshot: The data to show.
  /// - Complexity: O(1) plus the view's reload, once the applies before it are shown.
  @inlinable
  public func applySnapshotUsingReloadData(
    _ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>
  ) async {
    await base.applySnapshotUsingReloadData(snapshot)
  }

  /// Shows an outline in one section; returns once the view has finished showing it.
  ///
  /// See ``DiffableDataSource/apply(_:to:animatingDifferences:)``.
  ///
  /// - Parameters:
  ///   - sectionSnapshot: The outline.
  ///   - section: The section to show it in.
  ///   - animatingDifferences: Whether the batches are animated (default `true`).
  /// - Complexity: That of ``DiffableDataSource/apply(_:to:animatingDifferences:)``.
  @inlinable
  public func apply(
    _ sectionSnapshot: SectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
    animatingDifferences: Bool = true
  ) async {
    await base.apply(sectionSnapshot, to: section, animatingDifferences: animatingDifferences)
  }
}

extension DiffableDataSourceBinding {
  /// Expands an outline item, as tapping its disclosure does; see
  /// ``DiffableDataSource/expand(_:)``.
  ///
  /// - Parameter item: An item of a section's outline.
  /// - Returns: Whether the item expanded.
  /// - Complexity: That of ``DiffableDataSource/expand(_:)``.
  @discardableResult
  public func expand(_ item: ItemIdentifierType) -> Bool { base.expand(item) }

  /// Collapses an outline item, as tapping its disclosure does; see
  /// ``DiffableDataSource/collapse(_:)``.
  ///
  /// - Parameter item: An item of a section's outline.
  /// - Returns: Whether the item collapsed.
  /// - Complexity: That of ``DiffableDataSource/collapse(_:)``.
  @discardableResult
  public func collapse(_ item: ItemIdentifierType) -> Bool { base.collapse(item) }
}

extension DiffableDataSourceBinding {
  /// The title of a section's header, asked with the section's identifier and index.
  public var headerTitleProvider: ((SectionIdentifierType, Int) -> String?)? {
    get { base.headerTitleProvider }
    set { base.headerTitleProvider = newValue }
  }

  /// The title of a section's footer, asked with the section's identifier and index.
  public var footerTitleProvider: ((SectionIdentifierType, Int) -> String?)? {
    get { base.footerTitleProvider }
    set { base.footerTitleProvider = newValue }
  }

  /// A section's entry in the section index, or `nil` for none.
  public var sectionIndexTitleProvider: ((SectionIdentifierType) -> String?)? {
    get { base.sectionIndexTitleProvider }
    set { base.sectionIndexTitleProvider = newValue }
  }

  /// Called whenever an apply is shown by reloading the view instead of by batches.
  public var reloadFallbackHandler:
    ((DiffableDataSource<SectionIdentifierType, ItemIdentifierType>.ReloadFallback) -> Void)?
  {
    get { base.reloadFallbackHandler }
    set { base.reloadFallbackHandler = newValue }
  }
}
