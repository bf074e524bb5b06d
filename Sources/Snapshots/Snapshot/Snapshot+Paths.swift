// Lookups by position: the questions a list view asks a data source ("which item is at this
// row?", "where is this item?"), answered in O(1).

extension Snapshot {
  /// The item at a path, or `nil` when the path is outside the snapshot.
  ///
  /// ```swift
  /// snapshot.itemIdentifier(at: ItemPath(item: 1, section: 0))   // the second item of section 0
  /// ```
  ///
  /// - Parameter path: A section index and an item index inside that section.
  /// - Returns: The item's identifier, or `nil` for a path out of range.
  /// - Complexity: O(1).
  @inlinable
  public func itemIdentifier(at path: ItemPath) -> ItemIdentifierType? {
    guard _sectionItems.indices.contains(path.section) else { return nil }
    let items = _sectionItems[path.section]
    return items.indices.contains(path.item) ? items[path.item] : nil
  }

  /// The path of an item: its section's index and its index inside that section.
  ///
  /// - Parameter identifier: An item identifier.
  /// - Returns: The item's path, or `nil` when it is not in the snapshot.
  /// - Complexity: O(1) expected.
  @inlinable
  public func itemPath(of identifier: ItemIdentifierType) -> ItemPath? {
    guard let location = _location(of: identifier) else { return nil }
    return ItemPath(item: location.offset, section: location.section)
  }

  /// The section at an index, or `nil` when the index is out of range.
  ///
  /// - Parameter index: A section index.
  /// - Returns: The section's identifier, or `nil`.
  /// - Complexity: O(1).
  @inlinable
  public func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
    _sectionIdentifiers.indices.contains(index) ? _sectionIdentifiers[index] : nil
  }

  /// The number of items in each section, in section order.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  @inlinable
  public var sectionCounts: [Int] { _sectionItems.map(\.count) }

  /// The snapshot without its reload and reconfigure marks: what a list shows once the marked
  /// items have been updated.
  ///
  /// O(1).
  @inlinable
  internal var _withoutMarks: Snapshot {
    guard !_marks.isEmpty else { return self }
    var copy = self
    copy._marks = _SnapshotMarks()
    return copy
  }
}

extension Snapshot {
  /// The path of the item at an index of ``itemIdentifiers``, or `nil` when out of range.
  ///
  /// O(log *s*) for *s* sections.
  @inlinable
  package func _path(ofFlatIndex index: Int) -> ItemPath? {
    guard index >= 0 && index < numberOfItems else { return nil }
    var low = 0
    var high = _sectionStarts.count - 1
    // The last section starting at or before `index`: it holds the item (an empty section
    // starts where the next one does, so it is never the last such section).
    while low < high {
      let middle = (low + high + 1) / 2
      if _sectionStarts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    return ItemPath(item: index - _sectionStarts[low], section: low)
  }
}
