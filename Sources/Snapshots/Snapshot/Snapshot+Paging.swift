// Appending outside data: a page of items that may repeat one already shown, or itself, resolved
// by a duplicate policy instead of Apple's move (or trap).

extension Snapshot {
  /// A page resolved by a duplicate policy: the items to append, the occurrences dropped, and
  /// the duplicates named for `.reject` with their count.
  @usableFromInline
  internal struct _ResolvedPage {
    @usableFromInline var kept: [ItemIdentifierType] = []
    @usableFromInline var dropped: [DroppedDuplicate] = []
    @usableFromInline var duplicates: [SnapshotError] = []
    @usableFromInline var duplicateCount = 0

    @inlinable
    init() {}
  }

  /// Adds a page of items at the end of a section, resolving identifiers that the snapshot holds
  /// already or that the page repeats by `policy`: paging code whose server repeats an item.
  ///
  /// ```swift
  /// let dropped = try snapshot.appendItems(page2, toSection: .feed, duplicates: .keepFirst)
  /// for duplicate in dropped { logger.warning("\(duplicate)") }
  /// ```
  ///
  /// - `.keepFirst`: an item already in the snapshot stays where it is, and a repeat within the
  ///   page is dropped; each dropped occurrence is returned.
  /// - `.keepLast`: the page's last occurrence wins: an item already in the snapshot moves to its
  ///   place in the page (what Apple's `appendItems` does, silently).
  /// - `.reject`: throws ``SnapshotError`` naming every duplicate with both positions, and the
  ///   snapshot is left unchanged.
  ///
  /// Positions are those of the snapshot with the page appended: an item of the page is at
  /// (section, count of the section before the page + its offset in the page).
  ///
  /// - Parameters:
  ///   - identifiers: The page's items, in order.
  ///   - sectionIdentifier: The section to add them to, or `nil` for the last section.
  ///   - policy: What to do with an identifier given twice.
  /// - Returns: The occurrences dropped, in the order of their positions; empty when nothing
  ///   repeats.
  /// - Throws: ``SnapshotError`` for `.reject` when an identifier repeats.
  /// - Precondition: The snapshot has at least one section, and `sectionIdentifier` (when
  ///   given) is one of them.
  /// - Complexity: O(*k*) expected for *k* items, plus ``appendItems(_:toSection:)``'s cost.
  @inlinable @discardableResult
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil,
    duplicates policy: DuplicatePolicy
  ) throws(SnapshotError) -> [DroppedDuplicate] {
    _precondition(
      !_sectionIdentifiers.isEmpty,
      "There are currently no sections in the data source. Please add a section first.")
    let section =
      sectionIdentifier.map { _position(ofExistingSection: $0) } ?? _sectionIdentifiers.count - 1
    let page = _resolving(identifiers, appendedTo: section, policy)
    if let error = SnapshotError._naming(page.duplicates, count: page.duplicateCount) {
      throw error
    }
    _appendItems(page.kept, toSection: section)
    _checkInvariants()
    return page.dropped
  }

  /// The items of a page to append to `section` after `policy`, the occurrences dropped, and
  /// the duplicates (for `.reject`: the first ``SnapshotError/namedDuplicateLimit`` of them, and
  /// how many there are).
  ///
  /// O(*k*) expected for *k* items.
  @inlinable
  internal func _resolving(
    _ page: [ItemIdentifierType], appendedTo section: Int, _ policy: DuplicatePolicy
  ) -> _ResolvedPage {
    let base = _sectionItems[section].count
    var chosen: [ItemIdentifierType: Int] = [:]
    chosen.reserveCapacity(page.count)
    for (offset, item) in page.enumerated() where policy == .keepLast || chosen[item] == nil {
      chosen[item] = offset
    }
    var result = _ResolvedPage()
    func note(
      _ item: ItemIdentifierType, kept: SnapshotError.Position, other: SnapshotError.Position
    ) {
      if policy == .reject {
        result.duplicateCount += 1
        guard result.duplicates.count < SnapshotError.namedDuplicateLimit else { return }
        result.duplicates.append(
          SnapshotError(
            code: .duplicateItemIdentifier, identifier: "\(item)", firstPosition: kept,
            secondPosition: other))
      } else {
        result.dropped.append(
          DroppedDuplicate(
            code: .duplicateItemIdentifier, identifier: "\(item)", kept: kept, dropped: other))
      }
    }
    for (offset, item) in page.enumerated() {
      let here = SnapshotError.Position(section: section, item: base + offset)
      if let first = chosen[item], first != offset {
        note(item, kept: .init(section: section, item: base + first), other: here)
        continue
      }
      if let location = _location(of: item) {
        let there = SnapshotError.Position(section: location.section, item: location.offset)
        if policy == .keepLast {
          note(item, kept: here, other: there)
        } else {
          note(item, kept: there, other: here)
          continue
        }
      }
      result.kept.append(item)
    }
    if policy == .keepLast {  // reported in the order of the dropped occurrences
      result.dropped.sort {
        ($0.dropped.section, $0.dropped.item ?? -1) < ($1.dropped.section, $1.dropped.item ?? -1)
      }
    }
    return result
  }
}
