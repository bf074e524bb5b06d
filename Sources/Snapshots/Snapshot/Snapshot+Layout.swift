// What the rest of the library reads of a snapshot's storage: sections by position, their items,
// the flattened indexes of their items, and locations. The changeset, the data source and the
// appliers use only these members (and the public API), never the stored properties, so the
// storage can change without rewriting them (`SnapshotLayoutFenceTests` keeps it so).

extension Snapshot {
  /// The identifier of the section at `position`.
  ///
  /// O(1).
  @inlinable
  internal func _sectionIdentifier(at position: Int) -> SectionIdentifierType {
    _sectionIdentifiers[position]
  }

  /// The items of the section at `position`, in order.
  ///
  /// O(1).
  @inlinable
  internal func _items(inSectionAt position: Int) -> [ItemIdentifierType] {
    _sectionItems[position]
  }

  /// The items of every section, section after section.
  ///
  /// O(1).
  @inlinable
  internal var _itemsBySection: [[ItemIdentifierType]] { _sectionItems }

  /// The flattened index of the first item of the section at `position`, listed or not.
  ///
  /// O(1).
  @inlinable @inline(__always)
  internal func _start(ofSection position: Int) -> Int {
    position < _sectionStarts.count ? _sectionStarts[position] : _listedEnd
  }

  /// Where the sections with listed starts end: the start of every section after them.
  ///
  /// O(1).
  @inlinable
  internal var _listedEnd: Int {
    let count = _sectionStarts.count
    return count == 0 ? 0 : _sectionStarts[count - 1] + _sectionItems[count - 1].count
  }

  /// The flattened indexes of the items of the section at `position`.
  ///
  /// O(1).
  @inlinable
  internal func _flatRange(ofSectionAt position: Int) -> Range<Int> {
    let start = _start(ofSection: position)
    return start..<(start + _sectionItems[position].count)
  }

  /// The flattened index of the item at `location`, which must name an item of the snapshot.
  ///
  /// O(1).
  @inlinable
  internal func _flatIndex(of location: _ItemLocation) -> Int {
    // A location names an item, so its section holds one and its start is listed: no unlisted
    // case to branch on, on the path every matched item takes.
    _sectionStarts[location.section] + location.offset
  }

  /// The flattened index of the item at `path`.
  ///
  /// O(1).
  @inlinable
  internal func _flatIndex(of path: ItemPath) -> Int {
    _start(ofSection: path.section) + path.item
  }

  /// The position of the section that holds flattened index `index`: the last of sections that
  /// start there, so never an empty section when `index` is an item's; -1 when there are no
  /// sections.
  ///
  /// O(log *s*) for *s* sections.
  @inlinable
  internal func _section(holdingFlatIndex index: Int) -> Int {
    // The unlisted sections all start where the listed ones end.
    if index >= _listedEnd && _sectionStarts.count < _sectionItems.count {
      return _sectionItems.count - 1
    }
    let starts = _sectionStarts
    var low = 0
    var high = starts.count
    while low < high {
      let middle = (low + high) / 2
      if starts[middle] <= index { low = middle + 1 } else { high = middle }
    }
    return low - 1
  }

  /// The bytes of the item index's slots: how far lookups in it reach beyond the caches.
  ///
  /// O(1).
  @inlinable
  internal var _itemIndexByteCount: Int {
    _itemIndex._slots.count * MemoryLayout<_ItemIndex._Slot>.stride
  }

  /// The slots of the item index: what reading it whole costs
  /// (``_locations(ofSection:_:of:into:)``).
  ///
  /// O(1).
  @inlinable
  internal var _itemIndexSlotCount: Int { _itemIndex._slots.count }

  /// The locations of `items[range]` in this snapshot, in order, written to `locations`.
  ///
  /// O(*k*) expected for *k* items; faster than *k* calls of `_location(of:)` when the items are
  /// spread over a large snapshot, since their lookups overlap.
  @inlinable
  internal func _locations(
    of items: [ItemIdentifierType], _ range: Range<Int>, into locations: inout [_ItemLocation?]
  ) {
    _itemIndex.locations(of: items, range, in: _sectionItems, into: &locations)
  }

  /// The locations in this snapshot of the items at `offsets` of section `section` of `other`,
  /// in order, written to `locations`, found through `other`'s index: no item is hashed, and
  /// the slots of both indexes are read in order.
  ///
  /// O(*c* + *k*) expected for *c* slots of `other`'s index and *k* items: for many of its items.
  @inlinable
  internal func _locations(
    ofSection section: Int, _ offsets: Range<Int>, of other: Self,
    into locations: inout [_ItemLocation?]
  ) {
    _itemIndex.locations(
      ofSection: section, offsets, indexedBy: other._itemIndex, in: _sectionItems,
      other._sectionItems, into: &locations)
  }

  /// The locations of the items at `base` + each of `offsets` of `items`, whose hashes
  /// (`_identifierHash`) are `hashes`, in this snapshot, in order, written to `locations`.
  ///
  /// O(*k*) expected for *k* items, with no hashing; their lookups overlap.
  @inlinable
  internal func _locations(
    of items: [ItemIdentifierType], at offsets: [Int], from base: Int, hashes: [Int],
    into locations: inout [_ItemLocation?]
  ) {
    _itemIndex.locations(
      of: items, at: offsets, from: base, hashes: hashes, in: _sectionItems, into: &locations)
  }
}

extension Snapshot {
  /// The sections marked for reloading, as a set to ask.
  ///
  /// O(1).
  @inlinable
  internal var _reloadedSectionMarks: _MarkSet<SectionIdentifierType> {
    _marks.reloadedSections
  }

  /// Whether any item is marked for reloading or reconfiguring.
  ///
  /// O(1).
  @inlinable
  internal var _hasItemMarks: Bool {
    !_marks.reloadedItems.isEmpty || !_marks.reconfiguredItems.isEmpty
  }

  /// The payloads of the items marked for reconfiguring with one.
  ///
  /// O(1).
  @inlinable
  internal var _payloadMarks: [ItemIdentifierType: ChangePayload] { _marks.payloads }
}
