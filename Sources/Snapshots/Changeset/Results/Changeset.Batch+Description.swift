extension Changeset.Batch: CustomStringConvertible, CustomDebugStringConvertible {
  /// A readable summary: the operations, as ``BatchUpdate/description`` prints them, and the
  /// size of the snapshot shown after them.
  ///
  /// ```
  /// Batch(2 operations, then 1 section, 2 items)
  ///   > item [0, 1] -> [0, 0]
  ///   ~ item [0, 1]
  /// ```
  ///
  /// - Complexity: O(*k*) for *k* operations.
  public var description: String {
    let sections = _count(snapshot.numberOfSections, "section")
    let items = _count(snapshot.numberOfItems, "item")
    return update._describe(
      header: "Batch(\(_count(update.count, "operation")), then \(sections), \(items))"
    ) { _, _ in "" }
  }

  /// The same text as ``description``.
  ///
  /// - Complexity: O(*k*) for *k* operations.
  public var debugDescription: String { description }
}
