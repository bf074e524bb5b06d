extension BatchUpdate: CustomStringConvertible, CustomDebugStringConvertible {
  /// A readable summary: the number of operations, then one line per operation, marked as in
  /// `snapdiff`'s text (`-` deleted, `+` inserted, `>` moved, `~` reloaded or reconfigured).
  ///
  /// ```
  /// BatchUpdate(3 operations)
  ///   - section 2
  ///   > item [0, 1] -> [1, 0]
  ///   ~ item [0, 0] (reconfigured)
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
  }

  /// `header`, then one line per operation, each followed by what `name` says of it, given its
  /// list and its position there (an identifier with a leading space, or nothing).
  internal func _describe(header: String, name: (_List, Int) -> String) -> String {
    var lines = [header]
    func add<Entry>(_ list: _List, _ entries: [Entry], _ mark: String, _ text: (Entry) -> String) {
      for (position, entry) in entries.enumerated() {
        lines.append("  \(mark) \(text(entry))\(name(list, position))")
      }
    }
    add(.deletedSections, deletedSections, "-") { "section \($0)" }
    add(.insertedSections, insertedSections, "+") { "section \($0)" }
    add(.movedSections, movedSections, ">") { "section \($0.from) -> \($0.to)" }
    add(.reloadedSections, reloadedSections, "~") { "section \($0)" }
    add(.deletedItems, deletedItems, "-") { "item \($0)" }
    add(.insertedItems, insertedItems, "+") { "item \($0)" }
    add(.movedItems, movedItems, ">") { "item \($0.from) -> \($0.to)" }
    add(.reloadedItems, reloadedItems, "~") { "item \($0)" }
    add(.reconfiguredItems, reconfiguredItems, "~") { "item \($0) (reconfigured)" }
    return lines.joined(separator: "\n")
  }
}

/// "1 operation", "2 operations": a count and its noun.
internal func _count(_ count: Int, _ noun: String) -> String {
  "\(count) \(noun)\(count == 1 ? "" : "s")"
}
