// The internal indexes of a snapshot (section positions, item locations, section starts) and the
// primitive edits that keep them current. Every public mutation is built from these.

extension Snapshot {
  /// Adds `count` to the start of every section after `section`, which gained `count` items.
  ///
  /// Only the listed starts move (see `_sectionStarts`): a section after the last listed one is
  /// listed first, with those between, so that the sections after it stay unlisted. Appending
  /// section after section, as an app builds a snapshot, then moves no start at all.
  ///
  /// O(*s*) for the *s* listed sections after `section`; amortized O(1) when there are none.
  @inlinable
  internal mutating func _shiftStarts(after section: Int, by count: Int) {
    if section >= _sectionStarts.count {
      // It and the unlisted sections before it are empty but for its new items: they start
      // where the listed ones end.
      let end = _listedEnd
      while _sectionStarts.count <= section { _sectionStarts.append(end) }
      return
    }
    var position = section + 1
    while position < _sectionStarts.count {
      _sectionStarts[position] &+= count
      position += 1
    }
  }

  /// Recomputes the starts of the sections from `section` on, listing them up to the last one
  /// that holds items.
  ///
  /// O(*s*) for *s* sections.
  @inlinable
  internal mutating func _rebuildStarts(from section: Int) {
    let first = min(section, _sectionStarts.count)
    _sectionStarts.removeSubrange(first...)
    var start = _listedEnd
    var last = _sectionItems.count
    while last > first && _sectionItems[last - 1].isEmpty { last -= 1 }
    for position in first..<last {
      _sectionStarts.append(start)
      start += _sectionItems[position].count
    }
  }

  /// The snapshot with its sections in another order, without hashing anything again: the same
  /// sections and items, section `order[position]` at `position`, and no marks.
  ///
  /// The section positions keep their table (`mapValues`) and the item index its slots, each
  /// slot renumbered to its section's new position, so that no identifier is hashed: for a
  /// snapshot of many small sections, hashing is most of the cost of building one.
  ///
  /// - Precondition: `order` is a permutation of the section indexes.
  /// - Complexity: O(*s* + *c*) for *s* sections and *c* slots of the item index.
  @inlinable
  internal func _withSections(inOrder order: [Int]) -> Snapshot {
    _internalInvariant(order.count == _sectionItems.count, "an order of other sections")
    var position = [Int](repeating: -1, count: order.count)
    for (newPosition, section) in order.enumerated() {
      _internalInvariant(position[section] < 0, "a section placed twice")
      position[section] = newPosition
    }
    var result = Snapshot()
    result._sectionIdentifiers = order.map { _sectionIdentifiers[$0] }
    result._sectionItems = order.map { _sectionItems[$0] }
    result._sectionPositions = _sectionPositions.mapValues { position[$0] }
    result._itemIndex = _itemIndex
    result._itemIndex.renumberSections(position)
    result._rebuildStarts(from: 0)
    result._checkInvariants()
    return result
  }

  /// The location of an item, if it is in the snapshot.
  ///
  /// O(1) expected.
  @inlinable
  internal func _location(of item: ItemIdentifierType) -> _ItemLocation? {
    _location(of: item, seed: _integerHashSeed)
  }

  /// The location of an item, if it is in the snapshot, hashed with the seed `_integerHashSeed`
  /// holds, read already: for callers looking up item after item, each read of the global a
  /// call to `swift_once`.
  ///
  /// O(1) expected.
  @inlinable
  internal func _location(of item: ItemIdentifierType, seed: UInt64) -> _ItemLocation? {
    _itemIndex.location(
      of: item, tag: _ItemIndex.tag(hash: _identifierHash(item, seed: seed)), in: _sectionItems)
  }

  /// Rewrites the positions of the sections from `position` on, the locations of their items and
  /// the section starts, once the section arrays are in their new order (`_sectionPositions`
  /// still holding the old positions of the sections that were there before).
  ///
  /// O(*s* + *k*) expected for *s* sections and *k* items in those sections.
  @inlinable
  internal mutating func _reindexSections(from position: Int) {
    for section in position..<_sectionIdentifiers.count {
      let previous = _sectionPositions.updateValue(section, forKey: _sectionIdentifiers[section])!
      guard previous != section else { continue }
      for (offset, item) in _sectionItems[section].enumerated() {
        _itemIndex.relocate(
          tag: _ItemIndex.tag(of: item), from: _ItemLocation(section: previous, offset: offset),
          to: _ItemLocation(section: section, offset: offset))
      }
    }
    _rebuildStarts(from: position)
  }

  /// Stops the program when a section would hold 2³¹ items or more (item locations are stored as
  /// 32-bit integers).
  @inlinable
  internal static func _checkSectionCapacity(_ count: Int) {
    _precondition(count <= Int(Int32.max), "A section can hold at most \(Int32.max) items")
  }

  /// Stops the program because `identifier` appears twice in the identifiers passed to a method,
  /// with Apple's message and the way to take outside data without a trap.
  @usableFromInline
  internal static func _duplicateIdentifierFailure(_ identifier: some Hashable) -> Never {
    _preconditionFailure(
      "Fatal: supplied identifiers are not unique. Duplicate identifiers: \(identifier)"
        + _duplicateAdvice)
  }

  /// What a duplicate trap adds to Apple's message.
  @usableFromInline
  internal static var _duplicateAdvice: String {
    " (for outside data, Snapshot(validating:duplicates:) rejects or drops duplicates:"
      + " .reject, .keepFirst, .keepLast)"
  }

  /// Appends items at the end of a section; an item that is already elsewhere in the snapshot is
  /// moved here, as Apple's snapshot does (and, with `reportingMoves`, reported to
  /// ``SnapshotWarning/handler``).
  ///
  /// - Complexity: Amortized O(*k*) expected for *k* new items; moving existing items costs
  ///   O(*n*) where *n* is the number of items in the sections they leave and this one.
  @inlinable
  internal mutating func _appendItems(
    _ identifiers: [ItemIdentifierType], toSection section: Int, reportingMoves: Bool = false
  ) {
    let base = _sectionItems[section].count
    Self._checkSectionCapacity(base + identifiers.count)
    // The items go in first: the index finds an item by reading it at its location. An empty
    // section takes the caller's array itself, which is copied only if one of the two changes
    // while both live: copying identifiers that own memory (strings) retains each, and the
    // caller's array, usually a temporary, then releases each again.
    if base == 0 {
      _sectionItems[section] = identifiers
    } else {
      _sectionItems[section].append(contentsOf: identifiers)
    }
    var relocated: [_ItemLocation] = []
    var next = base
    var byRegion = true  // once: not again for every item that moves here
    while let (location, previous) = _itemIndex.insertItems(
      ofSections: section..<section + 1, from: next, in: _sectionItems, byRegion: byRegion)
    {
      byRegion = false
      let offset = location.offset
      let identifier = _sectionItems[section][offset]
      if previous.section == section && previous.offset >= base {
        Self._duplicateIdentifierFailure(identifier)
      }
      // Already elsewhere: the item moves here; its old entry goes below.
      _itemIndex.relocate(tag: _ItemIndex.tag(of: identifier), from: previous, to: location)
      relocated.append(previous)
      next = offset + 1
    }
    _shiftStarts(after: section, by: identifiers.count)
    if !relocated.isEmpty {
      if reportingMoves { _reportMoves(at: relocated) }
      _removeEntries(at: relocated)
    }
  }

  /// Reports the items an insertion moved to ``SnapshotWarning/handler``.
  ///
  /// `locations` are their old places, not yet removed. Out of line: only a move comes here.
  ///
  /// O(*k*) for *k* locations.
  @usableFromInline
  internal func _reportMoves(at locations: [_ItemLocation]) {
    SnapshotWarning._report(moved: locations.map { _sectionItems[$0.section][$0.offset] })
  }

  /// Inserts items that are not in the snapshot at `offset` in `section`.
  ///
  /// - Complexity: O(*k* + *m*) expected, where *k* is the number of new items and *m* the number of
  ///   items after `offset` in the section.
  @inlinable
  internal mutating func _insertNewItems(
    _ identifiers: [ItemIdentifierType], intoSection section: Int, at offset: Int
  ) {
    let count = _sectionItems[section].count
    Self._checkSectionCapacity(count + identifiers.count)
    _itemIndex.reserveCapacity(_itemIndex.count + identifiers.count)
    // The items from `offset` on move up.
    let distance = identifiers.count
    if _itemIndex.renumbersBySweep(count: count - offset) {
      _itemIndex.shift(section: section, from: offset, by: distance)
    } else {
      for position in offset..<count {
        _itemIndex.relocate(
          tag: _ItemIndex.tag(of: _sectionItems[section][position]),
          from: _ItemLocation(section: section, offset: position),
          to: _ItemLocation(section: section, offset: position + distance))
      }
    }
    _sectionItems[section].insert(contentsOf: identifiers, at: offset)
    if let (location, _) = _itemIndex.insertItems(
      ofSections: section..<section + 1, from: offset, to: offset + distance, in: _sectionItems)
    {
      Self._duplicateIdentifierFailure(_sectionItems[section][location.offset])
    }
    _shiftStarts(after: section, by: identifiers.count)
  }

  /// Takes the given items out of the snapshot, keeping their marks, so that they can be inserted
  /// again elsewhere.
  ///
  /// Identifiers that are not in the snapshot are ignored.
  @inlinable
  @discardableResult
  internal mutating func _detachItems(
    _ identifiers: some Sequence<ItemIdentifierType>, reporting: Bool = false
  ) -> [ItemIdentifierType] {
    var locations: [_ItemLocation] = []
    var found: [ItemIdentifierType] = []
    for identifier in identifiers {
      let tag = _ItemIndex.tag(of: identifier)  // hashed once, to find and to remove
      if let location = _itemIndex.location(of: identifier, tag: tag, in: _sectionItems) {
        _itemIndex.remove(tag: tag, at: location)
        locations.append(location)
        if reporting { found.append(identifier) }
      }
    }
    if !locations.isEmpty { _removeEntries(at: locations) }
    return found
  }

  /// Removes the array entries at the given locations and reindexes what shifted.
  ///
  /// The caller has already unindexed the removed items (or indexed them elsewhere).
  ///
  /// - Complexity: O(*k* log *k* + *m* + *s*) expected, for *k* locations, *m* items after the first
  ///   removed one in each affected section, and *s* sections.
  @inlinable
  internal mutating func _removeEntries(at locations: [_ItemLocation]) {
    var offsetsBySection: [Int: [Int]] = [:]
    for location in locations {
      offsetsBySection[location.section, default: []].append(location.offset)
    }
    var firstSection = Int.max
    for (section, unsortedOffsets) in offsetsBySection {
      let offsets = unsortedOffsets.sorted()
      _renumberItems(ofSection: section, keptAround: offsets)
      _sectionItems[section].withUnsafeMutableBufferPointer { items in
        var write = offsets[0]
        var next = 0
        for read in offsets[0]..<items.count {
          if next < offsets.count && offsets[next] == read {
            next += 1
          } else {
            items.swapAt(write, read)
            write += 1
          }
        }
      }
      _sectionItems[section].removeLast(offsets.count)
      firstSection = Swift.min(firstSection, section)
    }
    if firstSection != .max { _rebuildStarts(from: firstSection + 1) }
  }

  /// Moves down, in the index, the items of `section` after the first of `removed` (sorted
  /// offsets of unindexed items), each by the number of removed offsets below it.
  ///
  /// - Complexity: O(*m*) expected for *m* items after the first removed one, or O(*c* log *k*)
  ///   for *c* slots and *k* removed offsets when they are many (see
  ///   ``_ItemIndex/renumbersBySweep(count:)``).
  @inlinable
  internal mutating func _renumberItems(ofSection section: Int, keptAround removed: [Int]) {
    let count = _sectionItems[section].count
    if _itemIndex.renumbersBySweep(count: count - removed[0] - removed.count) {
      _itemIndex.renumber(section: section, from: removed[0]) { offset in
        offset - _lowerBound(offset, in: removed)
      }
      return
    }
    var write = removed[0]
    var next = 0
    for read in removed[0]..<count {
      if next < removed.count && removed[next] == read {
        next += 1
        continue
      }
      _itemIndex.relocate(
        tag: _ItemIndex.tag(of: _sectionItems[section][read]),
        from: _ItemLocation(section: section, offset: read),
        to: _ItemLocation(section: section, offset: write))
      write += 1
    }
  }

  /// Drops the marks of identifiers that are no longer in the snapshot.
  ///
  /// O(*m*) for *m* marks.
  @inlinable
  internal mutating func _pruneMarks() {
    guard !_marks.isEmpty else { return }
    let index = _itemIndex
    let sections = _sectionItems
    let positions = _sectionPositions
    func isGone(_ item: ItemIdentifierType) -> Bool {
      index.location(of: item, tag: _ItemIndex.tag(of: item), in: sections) == nil
    }
    _marks.update { marks in
      marks.reloadedItems.removeAll(where: isGone)
      marks.reconfiguredItems.removeAll(where: isGone)
      if !marks.payloads.isEmpty { marks.payloads = marks.payloads.filter { !isGone($0.key) } }
      marks.reloadedSections.removeAll { positions[$0] == nil }
    }
  }
}
