extension _ItemIndex {
  /// Slots per region of the insertions and lookups by region (``_Tuning/indexRegionSlots``).
  @inlinable
  static var regionSlots: Int { _Tuning.indexRegionSlots }

  /// Whether inserting or looking up `count` items in a table of `slotCount` slots pays to go
  /// region by region: the table spans many regions and the items would fill a good part of it.
  @inlinable
  static func goesByRegion(count: Int, slotCount: Int) -> Bool {
    slotCount >= regionSlots * _Tuning.indexMinimumRegionsForRegions
      && count >= slotCount / 8 * _Tuning.indexMinimumFillEighthsForRegions
  }

  /// The bulk path of ``insertItems(ofSections:from:to:in:byRegion:)``, with the same result,
  /// into a table with room for every item.
  ///
  /// Region by region: every item's slot entry first, then the entries sorted by the region of
  /// the table their probe starts in (a counting sort, each region's entries in order), then
  /// inserted one region after another. Inserted in order, each probe lands anywhere in a table
  /// of megabytes: a cache miss and, for most, an address translation miss; region by region, a
  /// region's slots come from memory once and stay in the cache while its items go in. In a
  /// table of megabytes each region is first
  /// read in order (see `readInOrder(region:of:)`). The insertion in order serves the smaller
  /// insertions (`goesByRegion(count:slotCount:)`).
  ///
  /// The result is the insertion in order's. Region order is not document order, so when an
  /// item is found indexed already, this call's items are taken out again and inserted in order
  /// (`insertItemsInOrder`), which stops at the first one found: an
  /// input that repeats one identifier throughout costs that repeat's position, not a record of
  /// every repeat (which took gigabytes for an input of millions of repeats).
  ///
  /// O(*k*) expected for *k* items, and as much again when one is found.
  @inlinable
  mutating func insertItemsByRegion<Item: Hashable>(
    ofSections range: Range<Int>, from start: Int, to end: Int?, in sections: [[Item]]
  ) -> (location: _ItemLocation, first: _ItemLocation)? {
    let entries = regionSortedEntries(ofSections: range, from: start, to: end, in: sections)
    let inserted = insertUntilFound(entries, in: sections)
    count += inserted
    guard inserted < entries.count else { return nil }
    for entry in entries[..<inserted] {
      remove(
        tag: entry.tag, at: _ItemLocation(section: Int(entry.section), offset: Int(entry.offset)))
    }
    return insertItemsInOrder(ofSections: range, from: start, to: end, in: sections)
  }

  /// ``insertItemsByRegion(ofSections:from:to:in:)`` over consecutive chunks of at most
  /// `chunkItems` items, one after another, with the same result.
  ///
  /// A chunk's sorting space is that of its own items (16 bytes an item), not of all of them: a
  /// JSON document's snapshot (whose index ``sizesToItems``) is built while the other document's
  /// is, and the space of two whole sorts at once would be the largest part of a diff's peak
  /// memory. Each chunk reads the table once more: other snapshots are built in one sort.
  ///
  /// The same result: the chunks go in in order, and a chunk that finds an item indexed already
  /// stops at the first one in order, the earlier chunks having found none.
  ///
  /// O(*k*) expected for *k* items, plus O(*c*) for the table's *c* slots per chunk.
  @inlinable
  mutating func insertItemsByRegionInChunks<Item: Hashable>(
    ofSections range: Range<Int>, from start: Int, to end: Int?, in sections: [[Item]],
    chunkItems: Int = _Tuning.indexRegionChunkItems
  ) -> (location: _ItemLocation, first: _ItemLocation)? {
    func offsets(_ section: Int) -> Range<Int> {
      Self.offsets(ofSection: section, range, from: start, to: end, in: sections)
    }
    var (section, offset) = (range.lowerBound, start)
    while section < range.upperBound {
      // The chunk: from `offset` in `section` to `lastEnd` in `last`, `chunkItems` at most.
      var (last, taken) = (section, 0)
      var lastEnd = offset
      while true {
        let from = last == section ? offset : offsets(last).lowerBound
        let available = offsets(last).upperBound - from
        if taken + available >= chunkItems || last == range.upperBound - 1 {
          lastEnd = from + Swift.min(available, chunkItems - taken)
          break
        }
        taken += available
        last += 1
      }
      if let found = insertItemsByRegion(
        ofSections: section..<(last + 1), from: offset, to: lastEnd, in: sections)
      {
        return found
      }
      if lastEnd < offsets(last).upperBound {
        (section, offset) = (last, lastEnd)
      } else {
        section = last + 1
        offset = section < range.upperBound ? offsets(section).lowerBound : 0
      }
    }
    return nil
  }

  /// Puts `entries` in their slots, in order, up to the first whose item is indexed already;
  /// returns how many went in (the count is not changed).
  ///
  /// O(*k*) expected for *k* entries.
  @inlinable
  mutating func insertUntilFound<Item: Hashable>(
    _ entries: [_Slot], in sections: [[Item]]
  ) -> Int {
    var inserted = 0
    var regionReads: UInt32 = 0
    _slots.withUnsafeMutableBufferPointer { slots in
      let readsInOrder = Self.readingInOrderPays(slotCount: slots.count)
      var region = -1
      for entry in entries {
        if readsInOrder {
          let entryRegion = Self.region(ofTag: entry.tag, slotCount: slots.count)
          if entryRegion != region {
            region = entryRegion
            regionReads |= Self.readInOrder(region: region, of: UnsafeBufferPointer(slots))
          }
        }
        let (index, first) = Self._probe(
          for: sections[Int(entry.section)][Int(entry.offset)], tag: entry.tag,
          in: UnsafeBufferPointer(slots), sections)
        if first != nil { return }
        slots[index] = entry
        inserted += 1
      }
    }
    _regionReads |= regionReads
    return inserted
  }

  /// The region of the table, of `slotCount` slots, where the probe for an item tagged `tag`
  /// starts.
  ///
  /// O(1).
  @inlinable
  static func region(ofTag tag: UInt32, slotCount: Int) -> Int {
    home(ofTag: tag, slotCount: slotCount) >> regionSlots.trailingZeroBitCount
  }

  /// Whether reading each region in order before its items go in pays.
  ///
  /// It does when the table is larger than a few megabytes (``_Tuning/indexReadInOrderMinimumBytes``):
  /// a smaller one stays in the third-level cache once zeroed.
  ///
  /// O(1).
  @inlinable
  static func readingInOrderPays(slotCount: Int) -> Bool {
    slotCount * MemoryLayout<_Slot>.stride >= _Tuning.indexReadInOrderMinimumBytes
  }

  /// Reads the slots of `region` in order, a tag from each cache line (returned ORed, to be
  /// kept), so that the region comes into the cache before its items go in.
  ///
  /// In order, the processor streams the region in ahead of the reads; the insertions, in no
  /// order, would wait for each line in turn. (Looking items up region by region gains nothing
  /// from them: the items they find cost the misses there.)
  ///
  /// O(*r*) for a region of *r* slots.
  @inlinable
  static func readInOrder(region: Int, of slots: UnsafeBufferPointer<_Slot>) -> UInt32 {
    // One slot a cache line reaches every line (a slot is smaller than a line).
    let stride = 64 / MemoryLayout<_Slot>.stride
    var tags: UInt32 = 0
    var index = region * regionSlots
    while index < min((region + 1) * regionSlots, slots.count) {
      tags |= slots[index].tag
      index += stride
    }
    return tags
  }

  /// The locations of `items[range]`, in order, written to `locations` (replacing its contents),
  /// looked up region by region; `sections` holds the snapshot's items.
  ///
  /// For many lookups spread over a large table (the old locations of a shuffled section): as
  /// with the insertion by region, each region's slots are read from memory once.
  ///
  /// O(*k*) expected for *k* items.
  @inlinable
  func locationsByRegion<Item: Hashable>(
    of items: [Item], _ range: Range<Int>, in sections: [[Item]],
    into locations: inout [_ItemLocation?]
  ) {
    let entries = regionSortedEntries(
      ofSections: 0..<1, from: range.lowerBound, to: range.upperBound, in: [items])
    locations.removeAll(keepingCapacity: true)
    locations.append(contentsOf: repeatElement(nil, count: range.count))
    _slots.withUnsafeBufferPointer { slots in
      locations.withUnsafeMutableBufferPointer { locations in
        for entry in entries {
          let offset = Int(entry.offset)
          locations[offset - range.lowerBound] =
            Self._probe(for: items[offset], tag: entry.tag, in: slots, sections).location
        }
      }
    }
  }

  /// The slot entries of the items of `sections[range]`, from offset `start` in the first section
  /// to offset `end` in the last (its end when `nil`), sorted by the region of the table their
  /// probe starts in, each region's entries in order.
  ///
  /// O(*k* + *r*) for *k* items and *r* regions.
  @inlinable
  func regionSortedEntries<Item: Hashable>(
    ofSections range: Range<Int>, from start: Int, to end: Int? = nil, in sections: [[Item]]
  ) -> [_Slot] {
    let slotCount = _slots.count
    func offsets(_ section: Int) -> Range<Int> {
      Self.offsets(ofSection: section, range, from: start, to: end, in: sections)
    }
    var total = 0
    for section in range { total += offsets(section).count }
    // ends[r + 1] counts, then ends, the entries of regions up to r.
    // (The last region may be a part of one: a table has any number of slots.)
    let regions = (slotCount + Self.regionSlots - 1) / Self.regionSlots
    var ends = [Int](repeating: 0, count: regions + 1)
    let tags = [UInt32](unsafeUninitializedCapacity: total) { tags, initialized in
      let seed = _integerHashSeed
      for section in range {
        for item in sections[section][offsets(section)] {
          let tag = Self.tag(hash: _identifierHash(item, seed: seed))
          tags[initialized] = tag
          ends[Self.region(ofTag: tag, slotCount: slotCount) + 1] += 1
          initialized += 1
        }
      }
    }
    for region in ends.indices.dropFirst() { ends[region] += ends[region - 1] }
    return [_Slot](unsafeUninitializedCapacity: total) { entries, initialized in
      var index = 0
      for section in range {
        for offset in offsets(section) {
          let region = Self.region(ofTag: tags[index], slotCount: slotCount)
          entries[ends[region]] = _Slot(
            tag: tags[index], section: UInt32(section), offset: UInt32(offset))
          ends[region] += 1
          index += 1
        }
      }
      initialized = total
    }
  }
}
