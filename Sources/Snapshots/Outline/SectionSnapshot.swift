/// A hierarchical list of items, some with children, each parent expanded or collapsed: the
/// cross-platform counterpart of UIKit's `NSDiffableDataSourceSectionSnapshot`, for outlines
/// (sidebars, file trees, threaded comments).
///
/// ```swift
/// var outline = SectionSnapshot<String>()
/// outline.append(["Mail", "Notes"])
/// outline.append(["Inbox", "Sent"], to: "Mail")
/// outline.expand(["Mail"])
/// outline.visibleItems     // ["Mail", "Inbox", "Sent", "Notes"]
/// outline.level(of: "Sent") // 1
/// ```
///
/// Items are unique. New parents start collapsed. Queries by item (``contains(_:)``,
/// ``level(of:)``, ``parent(of:)``, ``isExpanded(_:)``) are O(1) expected; expanding or collapsing
/// costs O(1) per item, whatever the size of its subtree; ``visibleItems`` costs O(visible).
public struct SectionSnapshot<ItemIdentifierType: Hashable> {
  /// One item's place in the tree.
  @usableFromInline
  internal struct _Node {
    @usableFromInline var parent: ItemIdentifierType?
    @usableFromInline var children: [ItemIdentifierType]
    @usableFromInline var level: Int
    @usableFromInline var isExpanded: Bool

    @inlinable
    init(parent: ItemIdentifierType?, children: [ItemIdentifierType], level: Int, isExpanded: Bool)
    {
      self.parent = parent
      self.children = children
      self.level = level
      self.isExpanded = isExpanded
    }
  }

  /// The items without a parent, in order.
  @usableFromInline internal var _roots: [ItemIdentifierType] = []
  /// Every item's place.
  @usableFromInline internal var _nodes: [ItemIdentifierType: _Node] = [:]

  /// Creates an empty section snapshot.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init() {}

  /// Creates a section snapshot of root items without children.
  ///
  /// - Parameter items: The root items, each at most once.
  /// - Precondition: `items` holds no duplicates.
  /// - Complexity: O(*k*) expected for *k* items.
  @inlinable
  public init(_ items: [ItemIdentifierType]) {
    append(items)
  }
}

extension SectionSnapshot: Sendable where ItemIdentifierType: Sendable {}
extension SectionSnapshot._Node: Sendable where ItemIdentifierType: Sendable {}
extension SectionSnapshot._Node: Equatable {}
