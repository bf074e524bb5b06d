extension SectionSnapshot: CustomStringConvertible {
  /// A drawing of the tree, every item (the children of collapsed parents too) one per line,
  /// indented by level: `+` marks a collapsed parent, `-` an expanded one, `•` an item without
  /// children.
  ///
  /// Indentation stops at level 16; deeper lines start with their level (`[17]`), so that the
  /// drawing of a deep outline stays linear in its size (20,000 levels drew 400 MB).
  ///
  /// ```
  /// - Mail
  ///   • Inbox
  ///   + Archive
  ///     • 2024
  /// • Notes
  /// ```
  ///
  /// - Returns: The drawing.
  /// - Complexity: O(*n*) for *n* items.
  public func visualDescription() -> String {
    items.map { item in
      let node = _nodes[item]!
      let marker = node.children.isEmpty ? "•" : node.isExpanded ? "-" : "+"
      let indent = String(repeating: "  ", count: min(node.level, 16))
      return indent + (node.level > 16 ? "[\(node.level)] " : "") + "\(marker) \(item)"
    }.joined(separator: "\n")
  }

  /// The tree as ``visualDescription()`` draws it.
  ///
  /// - Complexity: O(*n*) for *n* items.
  public var description: String { visualDescription() }
}
