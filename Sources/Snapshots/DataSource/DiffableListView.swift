/// A list view that a ``DiffableDataSource`` drives: it reports what it shows, performs one batch
/// of updates at a time (animated or not) and says when it has finished, and can reload.
///
/// Which to implement: this, for a view that a data source drives on the main actor, with
/// completions that may come later; ``ListUpdateTarget``, for a model you update yourself from a
/// changeset, synchronously.
///
/// The UIKit and AppKit bindings (`TableViewDiffableDataSource` and its siblings) conform their
/// views for you; ``HeadlessListView`` conforms without a screen, for tests and for Linux. Conform
/// your own view by forwarding to its batch mechanism:
///
/// ```swift
/// final class MyListView: DiffableListView {
///   private(set) var counts: [Int] = []
///   var numberOfSections: Int { counts.count }
///   func numberOfItems(inSection section: Int) -> Int { counts[section] }
///   func performBatch(
///     _ batch: Changeset<String, Int>.Batch, animated: Bool,
///     updatingData updateData: @escaping () -> Void, completion: @escaping (Bool) -> Void
///   ) {
///     updateData()                        // the data source now answers for batch.snapshot
///     counts = batch.snapshot.sectionCounts
///     completion(true)                    // when the (animated) update has finished
///   }
///   func reloadData(showing snapshot: Snapshot<String, Int>) { counts = snapshot.sectionCounts }
/// }
/// ```
@MainActor
public protocol DiffableListView<SectionIdentifierType, ItemIdentifierType>: AnyObject {
  /// The section identifiers of the snapshots the view shows.
  associatedtype SectionIdentifierType: Hashable
  /// The item identifiers of the snapshots the view shows.
  associatedtype ItemIdentifierType: Hashable

  /// The number of sections the view shows now.
  ///
  /// The data source compares it, and ``numberOfItems(inSection:)``, with its own snapshot before
  /// every update: a view changed behind its back is reloaded, never sent a batch that would not
  /// fit.
  var numberOfSections: Int { get }

  /// The number of items the view shows now in a section.
  ///
  /// - Parameter section: A section index below ``numberOfSections``.
  /// - Returns: The number of items (rows) in that section.
  func numberOfItems(inSection section: Int) -> Int

  /// Performs one batch of updates, ending with `batch.snapshot` shown.
  ///
  /// Call `updateData` inside the view's own batch block, before issuing the operations (UIKit's
  /// `performBatchUpdates` requires the data source to answer for the new data from there on).
  /// Call `completion` exactly once, on the main actor, when the view has finished the batch
  /// (after its animations); it may be called before this method returns.
  ///
  /// - Parameters:
  ///   - batch: The operations (``Changeset/Batch/update``) and the data after them.
  ///   - animated: Whether to animate the changes.
  ///   - updateData: Switches the data source to `batch.snapshot`.
  ///   - completion: Tells the data source the batch has finished; the argument says whether
  ///     its animations ran to the end.
  func performBatch(
    _ batch: Changeset<SectionIdentifierType, ItemIdentifierType>.Batch, animated: Bool,
    updatingData updateData: @escaping () -> Void, completion: @escaping (Bool) -> Void)

  /// Shows a snapshot from scratch, without animation (`reloadData`). The data source already
  /// answers for `snapshot` when this is called.
  ///
  /// - Parameter snapshot: The data to show.
  func reloadData(showing snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>)

  /// The path of the first item whose row is at least partly inside the viewport, or `nil`
  /// when the view shows none or cannot tell (the default).
  ///
  /// Anchored applies (``DiffableDataSource/apply(_:animatingDifferences:keepingPosition:completion:)``)
  /// keep this item in place.
  var firstVisibleItemPath: ItemPath? { get }
  /// How far the top of an item's row is below the top of the viewport, in points (negative
  /// when the view is scrolled past it), or `nil` when the view cannot tell (the default).
  ///
  /// - Parameter path: A path the view shows now.
  /// - Returns: The distance, or `nil`.
  func viewportOffset(ofItemAt path: ItemPath) -> Double?
  /// Scrolls, without animation, so that the top of an item's row is `offset` points below the
  /// top of the viewport (the default does nothing).
  ///
  /// - Parameters:
  ///   - offset: The distance, as ``viewportOffset(ofItemAt:)`` measures it.
  ///   - path: A path the view shows now.
  func setViewportOffset(_ offset: Double, ofItemAt path: ItemPath)
  /// Scrolls so that an item's row is at the top of the viewport (the default does nothing).
  ///
  /// - Parameters:
  ///   - path: A path the view shows now.
  ///   - animated: Whether to animate the scroll.
  func scrollToItem(at path: ItemPath, animated: Bool)
}

extension DiffableListView {
  /// `nil`: a view that cannot tell what it shows keeps no position.
  public var firstVisibleItemPath: ItemPath? { nil }
  /// `nil`: a view that cannot tell what it shows keeps no position.
  public func viewportOffset(ofItemAt path: ItemPath) -> Double? { nil }
  /// Does nothing.
  public func setViewportOffset(_ offset: Double, ofItemAt path: ItemPath) {}
  /// Does nothing.
  public func scrollToItem(at path: ItemPath, animated: Bool) {}
}
