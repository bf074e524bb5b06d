extension SectionSnapshot: CustomStringConvertible {
  /// A drawing of the tree, one item per line, indented by level: `+` marks a collapsed parent,
  /// `-` an expanded one, `•` an item without children.
  ///
  /// ```
  /// - Mail
  ///   • Inbox
  ///   + Archive
  /// • Notes
  /// ```
  ///
  /// - Returns: The drawing.
  /// - Complexity: O(*n*) for *n* items.
  public func visualDescription() -> String {
    items.map { item in
      let node = _nodes[item]!
      let marker = node.children.isEmpty ? "•" : node.isExpanded ? "-" : "+"
      return String(repeating: "  ", count: node.level) + "\(marker) \(item)"
    }.joined(separator: "\n")
  }

  /// The tree as ``visualDescription()`` draws it.
  ///
  /// - Complexity: O(*n*) for *n* items.
  public var description: String { visualDescription() }
}
