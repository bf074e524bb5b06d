extension SectionSnapshot {
  /// Verifies the tree: every item reached from the roots has a node whose parent and level are
  /// where it was reached, and every node is reached exactly once (the parent/child links the
  /// queries force-unwrap).
  ///
  /// The body is compiled only when the package is built with `SNAPSHOTS_INTERNAL_CHECKS` set
  /// (see Package.swift); otherwise this is an empty inlinable function.
  @inlinable
  @inline(__always)
  internal func _checkInvariants() {
    #if SNAPSHOTS_INTERNAL_CHECKS
      var reached = 0
      var pending: [(items: [ItemIdentifierType], parent: ItemIdentifierType?, level: Int)] = [
        (_roots, nil, 0)
      ]
      while let (items, parent, level) = pending.popLast() {
        for item in items {
          guard let node = _nodes[item] else { preconditionFailure("\(item) has no node") }
          precondition(node.parent == parent, "the parent of \(item) is out of date")
          precondition(node.level == level, "the level of \(item) is out of date")
          reached += 1
          pending.append((node.children, item, level + 1))
        }
      }
      precondition(reached == _nodes.count, "a node is unreachable, or an item is listed twice")
    #endif
  }
}
