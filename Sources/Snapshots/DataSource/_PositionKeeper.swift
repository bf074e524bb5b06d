/// One anchored apply's position: measured on the view before the apply, restored after it.
///
/// The anchor is resolved before anything changes: the item the policy names, or, when the apply
/// deletes it, the nearest surviving item above it in the old list (then below). Its distance
/// from the top of the viewport is measured then, and set again once the view shows the new
/// list, so the item stays where the reader saw it.
@MainActor
struct _PositionKeeper<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  typealias Snapshot = Snapshots.Snapshot<SectionIdentifierType, ItemIdentifierType>
  typealias View = any DiffableListView<SectionIdentifierType, ItemIdentifierType>

  /// What the apply reports.
  let report: KeptPosition<ItemIdentifierType>
  /// The kept item's distance below the top of the viewport before the apply, if the view can
  /// tell; `nil` for `.none` (nothing to restore).
  let offset: Double?

  /// Resolves the anchor of `policy` on `view`, which shows `old`, for an apply that shows `new`.
  ///
  /// - Parameters:
  ///   - policy: The anchor asked for.
  ///   - view: The view, showing `old`.
  ///   - old: What the view shows.
  ///   - new: What the apply shows.
  ///   - inserted: Identifiers of `new` that the apply may insert (the batches' insertions), or
  ///     `nil` to look at every item of `new` above the anchor.
  /// - Complexity: O(*d* log *s* + *i* log *i*) expected, for the *d* items between the anchor
  ///   and the item that takes its place, *s* sections, and *i* candidates (or items above the
  ///   anchor).
  init(
    _ policy: PositionAnchor<ItemIdentifierType>, view: View, old: Snapshot, new: Snapshot,
    inserted: [ItemIdentifierType]?
  ) {
    let requested: ItemIdentifierType? =
      switch policy {
      case .none, .firstVisibleItem: view.firstVisibleItemPath.flatMap(old.itemIdentifier(at:))
      case .item(let item): item
      }
    guard let requested, let kept = Self.survivor(of: requested, old: old, new: new) else {
      report = KeptPosition(anchor: nil)
      offset = nil
      return
    }
    report = KeptPosition(
      anchor: kept, isReplacement: kept != requested,
      arrivedAbove: Self.arrivals(above: kept, old: old, new: new, inserted: inserted))
    offset = policy == .none ? nil : Self.offset(of: kept, for: requested, view: view, old: old)
  }

  /// Where `kept` is to be put, as its distance below the top of the viewport: where it is, when
  /// it is the requested anchor or comes after it; its bottom where the requested anchor's top
  /// is, when it comes before it (so that the rows after the deleted ones take their place).
  static func offset(
    of kept: ItemIdentifierType, for requested: ItemIdentifierType, view: View, old: Snapshot
  ) -> Double? {
    guard let anchor = old.itemPath(of: requested),
      let anchorOffset = view.viewportOffset(ofItemAt: anchor)
    else { return nil }
    guard kept != requested, let index = old.indexOfItem(kept),
      index < old.indexOfItem(requested)!,
      let top = old._path(ofFlatIndex: index).flatMap(view.viewportOffset(ofItemAt:)),
      let bottom = old._path(ofFlatIndex: index + 1).flatMap(view.viewportOffset(ofItemAt:))
    else { return anchorOffset }
    return anchorOffset - (bottom - top)
  }

  /// Puts the kept item back at its distance from the top of the viewport; call once the view
  /// shows `new`.
  func restore(on view: View, new: Snapshot) {
    guard let offset, let anchor = report.anchor, let path = new.itemPath(of: anchor) else {
      return
    }
    view.setViewportOffset(offset, ofItemAt: path)
  }

  /// `item` if `new` keeps it; else the nearest item above it in `old` that `new` keeps, then
  /// the nearest below; `nil` when `old` does not hold `item` or `new` keeps none of them.
  static func survivor(
    of item: ItemIdentifierType, old: Snapshot, new: Snapshot
  ) -> ItemIdentifierType? {
    if new.indexOfItem(item) != nil { return item }
    guard let start = old.indexOfItem(item) else { return nil }
    func kept(_ index: Int) -> ItemIdentifierType? {
      old._path(ofFlatIndex: index).flatMap(old.itemIdentifier(at:)).flatMap {
        new.indexOfItem($0) == nil ? nil : $0
      }
    }
    let above = stride(from: start - 1, through: 0, by: -1).lazy.compactMap(kept).first
    return above ?? (start + 1..<old.numberOfItems).lazy.compactMap(kept).first
  }

  /// The items of `new` above `kept` that `old` does not hold, in list order.
  static func arrivals(
    above kept: ItemIdentifierType, old: Snapshot, new: Snapshot, inserted: [ItemIdentifierType]?
  ) -> [ItemIdentifierType] {
    guard let end = new.indexOfItem(kept) else { return [] }
    guard let inserted else {
      return new.itemIdentifiers[..<end].filter { old.indexOfItem($0) == nil }
    }
    // Each looked up once, then sorted by place: an item named by two of the batches' lists is
    // reported once.
    var above: [(index: Int, item: ItemIdentifierType)] = []
    for item in inserted {
      if let index = new.indexOfItem(item), index < end, old.indexOfItem(item) == nil {
        above.append((index, item))
      }
    }
    above.sort { $0.index < $1.index }
    return above.indices.filter { $0 == 0 || above[$0 - 1].index != above[$0].index }
      .map { above[$0].item }
  }
}
