/// The object that owns a list's snapshot and shows it in a list view: the cross-platform
/// counterpart of UIKit's `UITableViewDiffableDataSource` and `UICollectionViewDiffableDataSource`.
///
/// ```swift
/// let tableView = HeadlessListView<Section, Contact>()   // or a UIKit / AppKit binding
/// let dataSource = DiffableDataSource(view: tableView)
///
/// var snapshot = Snapshot<Section, Contact>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(contacts)
/// dataSource.apply(snapshot, animatingDifferences: true)
/// ```
///
/// Every ``apply(_:animatingDifferences:completion:)`` is shown as the fewest UIKit-legal
/// batches (``Changeset/batches``), with these guarantees beyond Apple's:
/// - **Serial, latest wins.** An apply made while another is being shown waits, then starts from
///   the state the earlier one leaves; an apply still waiting when a newer one arrives is skipped
///   (the newer one includes its data, and takes its reload and reconfigure marks). Nothing is
///   shown out of order.
/// - **Completions** run exactly once each, in the order of the applies, on the main actor, after
///   the view has finished the last batch of their apply.
/// - **Never an inconsistent batch.** Before each update the view's section and item counts are
///   compared with the data source's; a view changed behind its back is reloaded with the new
///   snapshot instead, and ``reloadFallbackHandler`` is told. So is an update of more than
///   ``maximumAnimatedOperationCount`` operations.
/// - **Off the main actor.** `await apply(snapshot)` computes the changeset on another thread and
///   only shows it on the main actor; an async apply overtaken by a newer apply before it is shown
///   is dropped (the newer one includes its data) and returns once the newer one is shown.
///
/// Two snapshots answer two questions. ``snapshot()`` is the data source's truth: the last snapshot
/// applied, including applies still waiting to be shown, so `var s = dataSource.snapshot()`, edit,
/// apply never loses an earlier apply. The lookups by position (``itemIdentifier(for:)-(ItemPath)``,
/// ``indexPath(for:)``, ``sectionIdentifier(for:)``, ``index(for:)``) answer for what the view
/// shows now, because index paths come from the view. The two agree whenever no apply is pending.
///
/// The class is `@MainActor`: call it from the main actor (Apple's also allows one background
/// queue; here the async apply is the way off the main thread).
@MainActor
public final class DiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>
{
  /// The view the data source drives.
  public let view: any DiffableListView<SectionIdentifierType, ItemIdentifierType>

  /// The most operations an animated update may have.
  ///
  /// Beyond it the data source reloads the view instead (as IGListKit does for large updates) and
  /// tells ``reloadFallbackHandler``. `nil`, the default, animates every update, as Apple does.
  public var maximumAnimatedOperationCount: Int?

  /// Called with the reason whenever an apply is shown by reloading the view instead of by batches.
  ///
  /// Apple's data sources raise or misdisplay in these cases; this one recovers and reports.
  public var reloadFallbackHandler: ((ReloadFallback) -> Void)?

  /// The closures that decide and observe user reordering (see ``moveItem(at:to:)``).
  public var reorderingHandlers = ReorderingHandlers()

  /// The closures that decide and observe expanding and collapsing outline items (see
  /// ``expand(_:)`` and ``collapse(_:)``).
  public var sectionSnapshotHandlers = SectionSnapshotHandlers()

  /// Whether the user may edit an item (swipe to delete, for instance); no item may while this is
  /// `nil`, as with Apple's data sources (see ``canEditItem(at:)``).
  public var canEditItem: ((ItemIdentifierType) -> Bool)?

  /// The title of a section's header, asked with the section's identifier and index.
  public var headerTitleProvider: ((SectionIdentifierType, Int) -> String?)?

  /// The title of a section's footer, asked with the section's identifier and index.
  public var footerTitleProvider: ((SectionIdentifierType, Int) -> String?)?

  /// A section's entry in the section index (the letters at a table's edge), or `nil` for none.
  public var sectionIndexTitleProvider: ((SectionIdentifierType) -> String?)?

  /// What the view shows now, or is animating to.
  internal var _displayed: _ListState
  /// Applies waiting to be shown, oldest first.
  internal var _queue: [_PendingApply] = []
  /// The apply being shown: batches sent to the view whose completions have not arrived.
  internal var _showing: _Showing?
  /// The sequence number of the newest apply; numbers every state.
  internal var _sequence: UInt64 = 0
  /// Whether `_showNext()` is running (completions may call back into it).
  internal var _isShowing = false
  /// Whether a reorder's `willReorder` handler is running: applies it makes wait for the reorder.
  internal var _isReordering = false

  /// Computes the batches from one snapshot to another.
  ///
  /// Made where the identifier types are known (the inlinable initializer), so the diff runs
  /// specialized for them, not through the generic code of this class (several times slower).
  @usableFromInline internal let _batches: _BatchComputation

  /// The batches from one snapshot to another.
  @usableFromInline internal typealias _BatchComputation = (
    Snapshot<SectionIdentifierType, ItemIdentifierType>,
    Snapshot<SectionIdentifierType, ItemIdentifierType>
  ) -> [Changeset<SectionIdentifierType, ItemIdentifierType>.Batch]

  /// A data source driving a view, starting empty (the view should show nothing yet).
  ///
  /// - Parameter view: The view to drive; it is held strongly.
  /// - Complexity: O(1).
  @inlinable
  public convenience init(view: some DiffableListView<SectionIdentifierType, ItemIdentifierType>) {
    self.init(_view: view) { old, new in Changeset(from: old, to: new).batches }
  }

  /// A data source computing its batches with `batches`.
  @usableFromInline
  internal init(
    _view view: any DiffableListView<SectionIdentifierType, ItemIdentifierType>,
    batches: @escaping _BatchComputation
  ) {
    self.view = view
    _batches = batches
    _displayed = _ListState(snapshot: Snapshot(), outlines: [:], version: 0)
    (view as? HeadlessListView<SectionIdentifierType, ItemIdentifierType>)?._dataSource = self
  }

  /// The data source's snapshot: the last one applied (reload and reconfigure marks cleared, as
  /// they have been acted on), including applies still waiting to be shown.
  ///
  /// - Returns: A copy; changing it changes nothing until you apply it.
  /// - Complexity: O(1).
  public func snapshot() -> Snapshot<SectionIdentifierType, ItemIdentifierType> {
    _latest.snapshot._withoutMarks
  }

  /// The snapshot the view shows now, or is animating to.
  ///
  /// The lookups by position answer for it. Equal to ``snapshot()`` when no apply is waiting.
  ///
  /// - Complexity: O(1).
  public var displayedSnapshot: Snapshot<SectionIdentifierType, ItemIdentifierType> {
    _displayed.snapshot
  }

  /// Whether an apply is being shown or waiting to be.
  ///
  /// - Complexity: O(1).
  public var hasPendingApplies: Bool { _showing != nil || !_queue.isEmpty }

  /// The item the view shows at a path.
  ///
  /// - Parameter path: A section and item index in the view.
  /// - Returns: The item's identifier, or `nil` when the path is out of range.
  /// - Complexity: O(1).
  public func itemIdentifier(for path: ItemPath) -> ItemIdentifierType? {
    _displayed.snapshot.itemIdentifier(at: path)
  }

  /// Where the view shows an item.
  ///
  /// - Parameter identifier: An item identifier.
  /// - Returns: The item's path, or `nil` when the view does not show it.
  /// - Complexity: O(1) expected.
  public func indexPath(for identifier: ItemIdentifierType) -> ItemPath? {
    _displayed.snapshot.itemPath(of: identifier)
  }

  /// The section the view shows at an index.
  ///
  /// - Parameter index: A section index in the view.
  /// - Returns: The section's identifier, or `nil` when the index is out of range.
  /// - Complexity: O(1).
  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    _displayed.snapshot.sectionIdentifier(at: index)
  }

  /// The index at which the view shows a section.
  ///
  /// - Parameter identifier: A section identifier.
  /// - Returns: The section's index, or `nil` when the view does not show it.
  /// - Complexity: O(1) expected.
  public func index(for identifier: SectionIdentifierType) -> Int? {
    _displayed.snapshot.indexOfSection(identifier)
  }

  /// The number of sections the view should show (a view's `numberOfSections` question).
  ///
  /// - Complexity: O(1).
  public var numberOfSections: Int { _displayed.snapshot.numberOfSections }

  /// The number of items the view should show in a section (`numberOfRowsInSection`).
  ///
  /// - Parameter section: A section index.
  /// - Returns: The number of items, or 0 for an index out of range.
  /// - Complexity: O(1).
  public func numberOfItems(inSection section: Int) -> Int {
    let sections = _displayed.snapshot._itemsBySection
    return sections.indices.contains(section) ? sections[section].count : 0
  }
}

extension DiffableDataSource {
  /// A state of the list: its snapshot and the outlines shown in some of its sections.
  internal struct _ListState {
    /// The sections and items.
    var snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>
    /// The outline of each section applied as a section snapshot.
    var outlines: [SectionIdentifierType: SectionSnapshot<ItemIdentifierType>]
    /// The sequence number of the apply that made this state (or of the last reorder).
    var version: UInt64
  }

  /// How the view is to show an apply.
  internal enum _Presentation {
    /// Batches, animated or not.
    case batches(animated: Bool)
    /// `reloadData`.
    case reload
  }

  /// An apply waiting to be shown.
  internal struct _PendingApply {
    /// The state to show.
    var target: _ListState
    var presentation: _Presentation
    /// Its completion and those of the applies it overtook, oldest first.
    var completions: [() -> Void]
    /// Whether a newer apply drops it (async applies: their point is to show the latest).
    var isSupersedable: Bool
    /// For async applies: false while the batches are being computed off the main actor.
    var isReady: Bool
    /// Batches computed off the main actor, and the version of the state they start from.
    var precomputed:
      (base: UInt64, batches: [Changeset<SectionIdentifierType, ItemIdentifierType>.Batch])?
    /// The item the apply keeps at its place on screen.
    var anchor: PositionAnchor<ItemIdentifierType> = .none
    /// Its position handlers and those of the applies it overtook, oldest first: each is told
    /// what this apply kept and what arrived above it.
    var positionHandlers: [(KeptPosition<ItemIdentifierType>) -> Void] = []
  }

  /// The apply being shown.
  internal struct _Showing {
    /// Batches whose completion has not arrived.
    var remaining: Int
    /// The state shown once they have.
    var target: _ListState
    var completions: [() -> Void]
  }

  /// The state every earlier apply leaves: the newest waiting apply's, or the one being shown.
  internal var _latest: _ListState {
    _queue.last?.target ?? _showing?.target ?? _displayed
  }
}
