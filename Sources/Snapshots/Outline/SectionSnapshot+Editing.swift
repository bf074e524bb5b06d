extension SectionSnapshot {
  /// Adds items at the end of a parent's children, or at the end of the root items.
  ///
  /// - Parameters:
  ///   - items: New items, each at most once and none already present.
  ///   - parent: An item of the snapshot, or `nil` for the root level.
  /// - Precondition: `parent` (when given) exists; no item is duplicated or already present.
  /// - Complexity: O(*k*) expected for *k* items.
  @inlinable
  public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
    defer { _checkInvariants() }
    _attach(items.map { ($0, SectionSnapshot?.none) }, parent: parent, at: nil)
  }

  /// Adds a snapshot's root items, with their descendants, at the end of a parent's children or
  /// of the root items.
  ///
  /// - Parameters:
  ///   - snapshot: Items not already present.
  ///   - parent: An item of the snapshot, or `nil` for the root level.
  /// - Precondition: `parent` (when given) exists; no item of `snapshot` is already present.
  /// - Complexity: O(*k*) expected for *k* items in `snapshot`.
  @inlinable
  public mutating func append(_ snapshot: SectionSnapshot, to parent: ItemIdentifierType? = nil) {
    defer { _checkInvariants() }
    _attach(snapshot._roots.map { ($0, snapshot) }, parent: parent, at: nil)
  }

  /// Inserts items just before an item, at its level (as its siblings).
  ///
  /// - Parameters:
  ///   - items: New items, each at most once and none already present.
  ///   - item: An item of the snapshot.
  /// - Precondition: `item` exists; no new item is duplicated or already present.
  /// - Complexity: O(*k* + *s*) expected for *k* items and *s* siblings of `item`.
  @inlinable
  public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
    defer { _checkInvariants() }
    let (parent, index) = _siblingPosition(of: item, "insert(_:before:)")
    _attach(items.map { ($0, nil) }, parent: parent, at: index)
  }

  /// Inserts items just after an item and its descendants, at its level (as its siblings).
  ///
  /// - Parameters:
  ///   - items: New items, each at most once and none already present.
  ///   - item: An item of the snapshot.
  /// - Precondition: `item` exists; no new item is duplicated or already present.
  /// - Complexity: O(*k* + *s*) expected for *k* items and *s* siblings of `item`.
  @inlinable
  public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
    defer { _checkInvariants() }
    let (parent, index) = _siblingPosition(of: item, "insert(_:after:)")
    _attach(items.map { ($0, nil) }, parent: parent, at: index + 1)
  }

  /// Inserts a snapshot's root items, with their descendants, just before an item, at its level.
  ///
  /// - Parameters:
  ///   - snapshot: Items not already present.
  ///   - item: An item of the snapshot.
  /// - Precondition: `item` exists; no item of `snapshot` is already present.
  /// - Complexity: O(*k* + *s*) expected for *k* items and *s* siblings of `item`.
  @inlinable
  public mutating func insert(_ snapshot: SectionSnapshot, before item: ItemIdentifierType) {
    defer { _checkInvariants() }
    let (parent, index) = _siblingPosition(of: item, "insert(_:before:)")
    _attach(snapshot._roots.map { ($0, snapshot) }, parent: parent, at: index)
  }

  /// Inserts a snapshot's root items, with their descendants, just after an item and its
  /// descendants, at its level.
  ///
  /// - Parameters:
  ///   - snapshot: Items not already present.
  ///   - item: An item of the snapshot.
  /// - Precondition: `item` exists; no item of `snapshot` is already present.
  /// - Complexity: O(*k* + *s*) expected for *k* items and *s* siblings of `item`.
  @inlinable
  public mutating func insert(_ snapshot: SectionSnapshot, after item: ItemIdentifierType) {
    defer { _checkInvariants() }
    let (parent, index) = _siblingPosition(of: item, "insert(_:after:)")
    _attach(snapshot._roots.map { ($0, snapshot) }, parent: parent, at: index + 1)
  }

  /// Removes items and all their descendants; items not in the snapshot are ignored.
  ///
  /// - Parameter items: The items to remove.
  /// - Complexity: O(*k* + *s*) expected for *k* removed items (descendants included) and *s*
  ///   siblings of the removed items.
  @inlinable
  public mutating func delete(_ items: [ItemIdentifierType]) {
    defer { _checkInvariants() }
    // Each list of siblings is filtered once, after every subtree is gone: removing the items
    // one by one from their lists was O(k s).
    var removedChildren: [ItemIdentifierType?: Set<ItemIdentifierType>] = [:]
    for item in items {
      guard let node = _nodes.removeValue(forKey: item) else { continue }
      removedChildren[node.parent, default: []].insert(item)
      var stack = node.children
      while let descendant = stack.popLast() {
        // A descendant listed before its ancestor is gone already, with its own descendants.
        guard let removed = _nodes.removeValue(forKey: descendant) else { continue }
        stack.append(contentsOf: removed.children)
      }
    }
    for (parent, removed) in removedChildren {
      guard let parent else {
        _roots.removeAll { removed.contains($0) }
        continue
      }
      _nodes[parent]?.children.removeAll { removed.contains($0) }
    }
  }

  /// Removes every item.
  ///
  /// - Complexity: O(1), plus releasing the storage.
  @inlinable
  public mutating func deleteAll() { self = SectionSnapshot() }

  /// Expands items: their children become visible when they are.
  ///
  /// Items not in the snapshot are ignored.
  ///
  /// - Parameter items: The items to expand.
  /// - Complexity: O(*k*) expected for *k* items, whatever the size of their subtrees.
  @inlinable
  public mutating func expand(_ items: [ItemIdentifierType]) {
    defer { _checkInvariants() }
    for item in items where _nodes[item] != nil { _nodes[item]!.isExpanded = true }
  }

  /// Collapses items: their descendants are hidden.
  ///
  /// Items not in the snapshot are ignored.
  ///
  /// - Parameter items: The items to collapse.
  /// - Complexity: O(*k*) expected for *k* items, whatever the size of their subtrees.
  @inlinable
  public mutating func collapse(_ items: [ItemIdentifierType]) {
    defer { _checkInvariants() }
    for item in items where _nodes[item] != nil { _nodes[item]!.isExpanded = false }
  }

  /// Replaces the children of an item (and their descendants) by a snapshot's items.
  ///
  /// - Parameters:
  ///   - parent: An item of the snapshot.
  ///   - snapshot: The new children, with their descendants; none already present outside the
  ///     subtree being replaced.
  /// - Precondition: `parent` exists.
  /// - Complexity: O(*k* + *r*) expected for *k* new and *r* removed items.
  @inlinable
  public mutating func replace(
    childrenOf parent: ItemIdentifierType, using snapshot: SectionSnapshot
  ) {
    defer { _checkInvariants() }
    let node = _node(parent, "replace(childrenOf:using:)")
    delete(node.children)
    append(snapshot, to: parent)
  }

  /// The parent and the index among its siblings of an item that must exist.
  @inlinable
  internal func _siblingPosition(
    of item: ItemIdentifierType, _ operation: String
  ) -> (
    ItemIdentifierType?, Int
  ) {
    let node = _node(item, operation)
    let siblings = node.parent.map { _nodes[$0]!.children } ?? _roots
    return (node.parent, siblings.firstIndex(of: item)!)
  }

  /// Attaches new subtrees (an item, and where to copy its descendants from) under a parent at
  /// an index among its children (`nil`: at the end).
  @inlinable
  internal mutating func _attach(
    _ subtrees: [(ItemIdentifierType, SectionSnapshot?)], parent: ItemIdentifierType?,
    at index: Int?
  ) {
    let level = parent.map { _node($0, "append(_:to:)").level + 1 } ?? 0
    var added: [ItemIdentifierType] = []
    for (root, source) in subtrees {
      var stack = [(root, parent, level)]
      while let (item, itemParent, itemLevel) = stack.popLast() {
        let original = source?._nodes[item]
        guard
          _nodes.updateValue(
            _Node(
              parent: itemParent, children: original?.children ?? [], level: itemLevel,
              isExpanded: original?.isExpanded ?? false),
            forKey: item) == nil
        else {
          _preconditionFailure("Invalid item identifier \(item): already in the section snapshot")
        }
        for child in (original?.children ?? []).reversed() {
          stack.append((child, item, itemLevel + 1))
        }
      }
      added.append(root)
    }
    if let parent {
      let position = index ?? _nodes[parent]!.children.count
      _nodes[parent]!.children.insert(contentsOf: added, at: position)
    } else {
      _roots.insert(contentsOf: added, at: index ?? _roots.count)
    }
  }
}
