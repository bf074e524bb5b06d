/// Which item an apply keeps at its place on screen, so that a refresh does not move the reader.
///
/// Apple's guidelines for tables: keep content current, but do not change the scroll position;
/// add new content at the top or the bottom and let people scroll to it. A plain apply keeps the
/// view's content offset, so items inserted above the rows being read push them down; an apply
/// anchored to the first visible item leaves that item where it was on screen:
///
/// ```swift
/// dataSource.apply(refreshed, keepingPosition: .firstVisibleItem) { kept in
///   newPostsButton.isHidden = kept.arrivedAbove.isEmpty   // "3 new posts"
/// }
/// ```
public enum PositionAnchor<ItemIdentifierType: Hashable>: Hashable {
  /// No anchor: the view keeps its content offset, as a plain apply does.
  case none
  /// The item at the top of the viewport (the first row at least partly visible) stays at the
  /// same on-screen position.
  case firstVisibleItem
  /// This item stays at the same on-screen position.
  case item(ItemIdentifierType)
}

extension PositionAnchor: Sendable where ItemIdentifierType: Sendable {}

/// What an anchored apply kept in place, and what arrived above it.
///
/// When the apply deletes the anchor, the nearest item above it in the old list that survives
/// takes its place (then, if none does, the nearest below it), so that the reader stays where
/// they were reading.
public struct KeptPosition<ItemIdentifierType: Hashable>: Hashable {
  /// The item kept at its on-screen position: the anchor or the item that took its place; `nil`
  /// when the view showed no item, the anchor was not in the list, or no item survived.
  public var anchor: ItemIdentifierType?
  /// Whether ``anchor`` took the place of the requested anchor, which the apply deleted.
  public var isReplacement: Bool
  /// The items the apply inserted above ``anchor``, in list order: in a feed that adds at the
  /// top, the first is the newest.
  public var arrivedAbove: [ItemIdentifierType]

  /// Creates a report.
  ///
  /// - Parameters:
  ///   - anchor: The item kept at its on-screen position.
  ///   - isReplacement: Whether it took the place of a deleted anchor.
  ///   - arrivedAbove: The items inserted above it, in list order.
  public init(
    anchor: ItemIdentifierType?, isReplacement: Bool = false,
    arrivedAbove: [ItemIdentifierType] = []
  ) {
    self.anchor = anchor
    self.isReplacement = isReplacement
    self.arrivedAbove = arrivedAbove
  }
}

extension KeptPosition: Sendable where ItemIdentifierType: Sendable {}
