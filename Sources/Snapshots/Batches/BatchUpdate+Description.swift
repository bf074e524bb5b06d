extension BatchUpdate: CustomStringConvertible, CustomDebugStringConvertible {
  /// A readable summary: the number of operations, then one line per operation.
  ///
  /// The lines are marked as in `snapdiff`'s text (`-` deleted, `+` inserted, `>` moved, `~`
  /// reloaded, replaced or reconfigured); a replacement is one line, not its deletion and
  /// insertion.
  ///
  /// ```
  /// BatchUpdate(5 operations)
  ///   - section 2
  ///   > item [0, 1] -> [1, 0]
  ///   ~ item [0, 0] (reconfigured)
  ///   ~ item [0, 2] -> [0, 3] (replaced)
  /// ```
  ///
  /// - Complexity: O(*k*) for *k* operations.
  public var description: String {
    _describe(header: "BatchUpdate(\(_count(count, "operation")))") { _, _ in "" }
  }

  /// The same text as ``description``.
  ///
  /// - Complexity: O(*k*) for *k* operations.
  public var debugDescription: String { description }

  /// The lists of a batch, for naming what an operation touches.
  internal enum _List {
    case deletedSections, insertedSections, movedSections, reloadedSections
    case deletedItems, insertedItems, movedItems, reloadedItems, reconfiguredItems
    case replacedSections, replacedItems
  }

  /// `header`, then one line per operation, each followed by what `name` says of it, given its
  /// list and its position there (an identifier with a leading space, or nothing).
  internal func _describe(header: String, name: (_List, Int) -> String) -> String {
    var lines = [header]
    func add<Entry: Hashable>(
      _ list: _List, _ entries: [Entry], _ mark: String, skipping skipped: Set<Entry> = [],
      _ text: (Entry) -> String
    ) {
      for (position, entry) in entries.enumerated() where !skipped.contains(entry) {
        lines.append("  \(mark) \(text(entry))\(name(list, position))")
      }
    }
    let sectionsReplaced = (Set(replacedSections.map(\.from)), Set(replacedSections.map(\.to)))
    let itemsReplaced = (Set(replacedItems.map(\.from)), Set(replacedItems.map(\.to)))
    add(.deletedSections, deletedSections, "-", skipping: sectionsReplaced.0) { "section \($0)" }
    add(.insertedSections, insertedSections, "+", skipping: sectionsReplaced.1) { "section \($0)" }
    add(.movedSections, movedSections, ">") { "section \($0.from) -> \($0.to)" }
    add(.reloadedSections, reloadedSections, "~") { "section \($0)" }
    add(.replacedSections, replacedSections, "~") { "section \($0.from) -> \($0.to) (replaced)" }
    add(.deletedItems, deletedItems, "-", skipping: itemsReplaced.0) { "item \($0)" }
    add(.insertedItems, insertedItems, "+", skipping: itemsReplaced.1) { "item \($0)" }
    add(.movedItems, movedItems, ">") { "item \($0.from) -> \($0.to)" }
    add(.reloadedItems, reloadedItems, "~") { "item \($0)" }
    add(.reconfiguredItems, reconfiguredItems, "~") { "item \($0) (reconfigured)" }
    add(.replacedItems, replacedItems, "~") { "item \($0.from) -> \($0.to) (replaced)" }
    return lines.joined(separator: "\n")
  }
}

/// "1 operation", "2 operations": a count and its noun.
internal func _count(_ count: Int, _ noun: String) -> String {
  "\(count) \(noun)\(count == 1 ? "" : "s")"
}
