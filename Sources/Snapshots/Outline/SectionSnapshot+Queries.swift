extension SectionSnapshot {
  /// Every item, in pre-order: each parent before its children, children in order.
  ///
  /// - Complexity: O(*n*) for *n* items.
  @inlinable
  public var items: [ItemIdentifierType] { _preorder(from: _roots, visibleOnly: false) }

  /// The items without a parent, in order.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var rootItems: [ItemIdentifierType] { _roots }

  /// The items a list shows: every item whose ancestors are all expanded, in pre-order.
  ///
  /// - Complexity: O(*v*) for *v* visible items.
  @inlinable
  public var visibleItems: [ItemIdentifierType] { _preorder(from: _roots, visibleOnly: true) }

  /// The expanded items, in pre-order (visible or not).
  ///
  /// - Complexity: O(*n*) for *n* items.
  @inlinable
  public var expandedItems: [ItemIdentifierType] { items.filter { _nodes[$0]!.isExpanded } }

  /// Whether the item is in the snapshot.
  ///
  /// - Parameter item: An item.
  /// - Returns: `true` when it is in the snapshot.
  /// - Complexity: O(1) expected.
  @inlinable
  public func contains(_ item: ItemIdentifierType) -> Bool { _nodes[item] != nil }

  /// The depth of an item: 0 for a root item, 1 for its children, and so on.
  ///
  /// - Parameter item: An item of the snapshot.
  /// - Returns: Its level.
  /// - Precondition: The item is in the snapshot.
  /// - Complexity: O(1) expected.
  @inlinable
  public func level(of item: ItemIdentifierType) -> Int { _node(item, "level(of:)").level }

  /// The parent of an item.
  ///
  /// - Parameter item: An item of the snapshot.
  /// - Returns: Its parent, or `nil` for a root item or an item that is not in the snapshot.
  /// - Complexity: O(1) expected.
  @inlinable
  public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? { _nodes[item]?.parent }

  /// Whether an item is expanded (its children are visible when it is).
  ///
  /// - Parameter item: An item.
  /// - Returns: `true` when it is in the snapshot and expanded.
  /// - Complexity: O(1) expected.
  @inlinable
  public func isExpanded(_ item: ItemIdentifierType) -> Bool { _nodes[item]?.isExpanded ?? false }

  /// Whether an item is visible: in the snapshot, with every ancestor expanded.
  ///
  /// - Parameter item: An item.
  /// - Returns: `true` when a list shows it.
  /// - Complexity: O(*d*) expected for an item at depth *d*.
  @inlinable
  public func isVisible(_ item: ItemIdentifierType) -> Bool {
    guard var node = _nodes[item] else { return false }
    while let parent = node.parent {
      node = _nodes[parent]!
      if !node.isExpanded { return false }
    }
    return true
  }

  /// The index of an item in ``items`` (pre-order, visible or not).
  ///
  /// - Parameter item: An item.
  /// - Returns: Its index, or `nil` when it is not in the snapshot.
  /// - Complexity: O(*n*) for *n* items.
  @inlinable
  public func index(of item: ItemIdentifierType) -> Int? {
    guard contains(item) else { return nil }
    return items.firstIndex(of: item)
  }

  /// A snapshot of an item's descendants, as roots (levels start at 0 again).
  ///
  /// - Parameters:
  ///   - parent: An item of the snapshot.
  ///   - includingParent: Whether `parent` itself is the single root of the result.
  /// - Returns: The sub-snapshot, with the same expansion states.
  /// - Precondition: `parent` is in the snapshot.
  /// - Complexity: O(*k*) expected for *k* items in the subtree.
  @inlinable
  public func snapshot(
    of parent: ItemIdentifierType, includingParent: Bool = false
  ) -> SectionSnapshot {
    let node = _node(parent, "snapshot(of:includingParent:)")
    var result = SectionSnapshot()
    let roots = includingParent ? [parent] : node.children
    result._roots = roots
    var stack = roots.reversed().map { ($0, 0, nil as ItemIdentifierType?) }
    while let (item, level, newParent) = stack.popLast() {
      let original = _nodes[item]!
      result._nodes[item] = _Node(
        parent: newParent, children: original.children, level: level,
        isExpanded: original.isExpanded)
      for child in original.children.reversed() { stack.append((child, level + 1, item)) }
    }
    return result
  }

  /// The node of an item that must exist; stops the program, naming it, when it does not.
  @inlinable
  internal func _node(_ item: ItemIdentifierType, _ operation: String) -> _Node {
    guard let node = _nodes[item] else {
      _preconditionFailure(
        "Invalid item identifier \(item): not in the section snapshot (\(operation))")
    }
    return node
  }

  /// The pre-order walk of the given subtrees, optionally only through expanded items.
  @inlinable
  internal func _preorder(
    from roots: [ItemIdentifierType], visibleOnly: Bool
  ) -> [ItemIdentifierType] {
    var result: [ItemIdentifierType] = []
    var stack = Array(roots.reversed())
    while let item = stack.popLast() {
      result.append(item)
      let node = _nodes[item]!
      if !visibleOnly || node.isExpanded { stack.append(contentsOf: node.children.reversed()) }
    }
    return result
  }
}
