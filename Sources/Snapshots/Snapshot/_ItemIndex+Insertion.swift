// The item index's one way in: items indexed at their locations, in order or region by region
// (`_ItemIndex+Regions.swift`).

extension _ItemIndex {
  /// Indexes the items of `sections[range]` at their locations, from offset `start` in the first
  /// section to offset `end` in the last (its end when `nil`), stopping at the first one in that
  /// order that is indexed already or repeats an earlier one: then returns its location and the
  /// location it is indexed at, having indexed the items before it.
  ///
  /// The index's one way in. Many items go in region by region, its one bulk path (see
  /// ``insertItemsByRegion(ofSections:from:to:in:)``), unless `byRegion` is false: a caller that
  /// goes on after each item found passes false after the first, so that the items after it are
  /// not sorted again for every one found. Both paths index the same (`ItemIndexRegionTests`).
  ///
  /// `sections` must hold every indexed item at its location: the index finds an item by reading
  /// it there.
  ///
  /// O(*k*) expected for *k* items, amortized over the table's growth.
  @inlinable
  mutating func insertItems<Item: Hashable>(
    ofSections range: Range<Int>, from start: Int = 0, to end: Int? = nil,
    in sections: [[Item]], byRegion: Bool = true
  ) -> (location: _ItemLocation, first: _ItemLocation)? {
    var total = 0
    for section in range {
      total += Self.offsets(ofSection: section, range, from: start, to: end, in: sections).count
    }
    reserveCapacity(count + total)
    if byRegion && Self.goesByRegion(count: total, slotCount: _slots.count) {
      // A table sized to its items is built in chunks too, so that its building space is small
      // as well; another is built in one sort, one sweep of the table.
      return sizesToItems
        ? insertItemsByRegionInChunks(ofSections: range, from: start, to: end, in: sections)
        : insertItemsByRegion(ofSections: range, from: start, to: end, in: sections)
    }
    return insertItemsInOrder(ofSections: range, from: start, to: end, in: sections)
  }

  /// The offsets of section `section` that an insertion or lookup of `sections[range]` from
  /// offset `start` in the first section to offset `end` in the last (its end when `nil`) reads.
  ///
  /// O(1).
  @inlinable @inline(__always)
  static func offsets<Item>(
    ofSection section: Int, _ range: Range<Int>, from start: Int, to end: Int?,
    in sections: [[Item]]
  ) -> Range<Int> {
    let count = sections[section].count
    let upper = section == range.upperBound - 1 ? end ?? count : count
    return (section == range.lowerBound ? start : 0)..<upper
  }

  /// The insertion of ``insertItems(ofSections:from:to:in:byRegion:)`` in document order, into a
  /// table with room for every item.
  ///
  /// The items are indexed inside one access to the slots: indexed one call at a time, each item
  /// also paid a retain, a uniqueness check and a release, whose atomic instructions kept the
  /// slots' cache misses apart (twice the time building a snapshot of 1M items in order).
  /// Hashed a block at a time first, as lookups are (see `_HashBlocks`), they gained nothing.
  ///
  /// O(*k*) expected for *k* items.
  @inlinable
  mutating func insertItemsInOrder<Item: Hashable>(
    ofSections range: Range<Int>, from start: Int, to end: Int?, in sections: [[Item]]
  ) -> (location: _ItemLocation, first: _ItemLocation)? {
    var inserted = 0
    let found: (location: _ItemLocation, first: _ItemLocation)? =
      _slots.withUnsafeMutableBufferPointer { slots in
        let seed = _integerHashSeed
        for section in range {
          let items = sections[section]
          for offset in Self.offsets(ofSection: section, range, from: start, to: end, in: sections)
          {
            let item = items[offset]
            let tag = Self.tag(hash: _identifierHash(item, seed: seed))
            let (index, first) = Self._probe(
              for: item, tag: tag, in: UnsafeBufferPointer(slots), sections)
            if let first { return (_ItemLocation(section: section, offset: offset), first) }
            slots[index] = _Slot(tag: tag, section: UInt32(section), offset: UInt32(offset))
            inserted += 1
          }
        }
        return nil
      }
    count += inserted
    return found
  }

  /// The slot of the item with this tag at `location`.
  @inlinable
  static func _slot(
    tag: UInt32, at location: _ItemLocation, in slots: UnsafeMutableBufferPointer<_Slot>
  ) -> Int {
    let section = UInt32(location.section)
    let offset = UInt32(location.offset)
    return _probe(fromTag: tag, slotCount: slots.count) { index in
      let slot = slots[index]
      _precondition(slot.tag != 0, "Snapshot index: no item at \(location)")
      return slot.tag == tag && slot.offset == offset && slot.section == section ? index : nil
    }
  }
}
