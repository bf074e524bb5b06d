// The values a `ModelDataSource` keeps: the model values of its applies, found by identifier.

/// The model values of the latest applies, newest last, each with its snapshot of identifiers.
///
/// An item's value is found by its location in that snapshot, with no table of its own. The
/// newest answers for every item it holds; an older one answers only for items that a
/// newer apply removed while the view still shows them (until the view has shown every apply,
/// when ``settle()`` drops them).
///
/// The values are the arrays the app gave (shared, not copied): keeping them costs nothing while
/// the app holds them too, and one copy of the models after.
@usableFromInline
internal struct _ModelValues<SectionIdentifierType: Hashable, Item: Identifiable> {
  /// One apply's identifiers and values; `values[s][i]` is the value of the item at section `s`,
  /// offset `i` of `snapshot`.
  @usableFromInline
  struct Generation {
    @usableFromInline var snapshot: Snapshot<SectionIdentifierType, Item.ID>
    @usableFromInline var values: [[Item]]
    /// The sequence number of the data source's apply that showed these values.
    @usableFromInline var version: UInt64

    @inlinable
    init(snapshot: Snapshot<SectionIdentifierType, Item.ID>, values: [[Item]], version: UInt64) {
      self.snapshot = snapshot
      self.values = values
      self.version = version
    }
  }

  /// Newest last; never empty.
  @usableFromInline var generations = [Generation(snapshot: Snapshot(), values: [], version: 0)]

  @inlinable
  init() {}

  /// The newest apply's identifiers and values.
  @inlinable
  var newest: Generation { generations[generations.count - 1] }

  /// The newest value of an item, or `nil` when no kept apply holds it.
  ///
  /// O(*g*) expected for *g* kept applies (one, unless applies are waiting to be shown).
  @inlinable
  func value(of identifier: Item.ID) -> Item? {
    for generation in generations.reversed() {
      if let location = generation.snapshot._location(of: identifier) {
        return generation.values[location.section][location.offset]
      }
    }
    return nil
  }

  /// The values of the apply with sequence number `version`, if kept.
  ///
  /// O(*g*) for *g* kept applies.
  @inlinable
  func generation(withVersion version: UInt64) -> Generation? {
    generations.last { $0.version == version }
  }

  /// Keeps an apply's values as the newest.
  ///
  /// O(1).
  @inlinable
  mutating func append(_ generation: Generation) {
    generations.append(generation)
  }

  /// Drops every apply's values but the newest's: the view shows the newest apply.
  ///
  /// O(*g*) for *g* kept applies.
  @inlinable
  mutating func settle() {
    generations.removeFirst(generations.count - 1)
  }

  /// The items of `snapshot` (whose values are `values`, by location) that `old` also holds, with
  /// a different content by `comparison`, in the new order, each with its payload when the
  /// comparison makes one.
  ///
  /// `old`'s items are walked in step with the new ones (a list mostly keeps its
  /// order): a new item is looked up only where the two differ, and the walk goes on after
  /// where it was found, so that an insertion, a deletion or a move costs a lookup or two.
  ///
  /// O(*n*) expected for *n* items, plus one comparison per item `old` holds.
  @inlinable
  func changedItems(
    in snapshot: Snapshot<SectionIdentifierType, Item.ID>, values: [[Item]], since old: Generation,
    comparing comparison: ContentComparison<Item>
  ) -> [(item: Item.ID, payload: ChangePayload?)] {
    guard let differs = comparison._changed else { return [] }
    var changed: [(item: Item.ID, payload: ChangePayload?)] = []
    var cursor = _FlatCursor(old.snapshot)
    for (section, items) in values.enumerated() {
      let identifiers = snapshot._items(inSectionAt: section)
      for (offset, item) in items.enumerated() {
        let identifier = identifiers[offset]
        var location = cursor.take(identifier)
        if location == nil, let found = old.snapshot._location(of: identifier) {
          cursor.resume(after: found)
          location = found
        }
        guard let location else { continue }
        let previous = old.values[location.section][location.offset]
        if differs(previous, item) {
          changed.append((identifier, comparison._payload?(previous, item)))
        }
      }
    }
    return changed
  }
}

/// Walks a snapshot's items in flattened order, in step with another list, to tell whether that
/// list's next item is the snapshot's next one; it can go on from anywhere.
@usableFromInline
internal struct _FlatCursor<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  @usableFromInline let snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>
  /// The next item's section and offset (past the section's end: the next section's first).
  @usableFromInline var section = 0
  @usableFromInline var offset = 0
  /// The items of `section`.
  @usableFromInline var items: [ItemIdentifierType] = []

  @inlinable
  init(_ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>) {
    self.snapshot = snapshot
    if snapshot.numberOfSections > 0 { items = snapshot._items(inSectionAt: 0) }
  }

  /// The location of `item` when it is the next item or one of the two after it in the section
  /// (the items between were deleted), stepping past it; else `nil`, staying.
  ///
  /// Identifiers are unique, so an item found there is the item, wherever else one looks.
  ///
  /// O(1) amortized.
  @inlinable
  mutating func take(_ item: ItemIdentifierType) -> _ItemLocation? {
    while offset >= items.count {
      guard section + 1 < snapshot.numberOfSections else { return nil }
      section += 1
      offset = 0
      items = snapshot._items(inSectionAt: section)
    }
    for ahead in offset..<min(offset + 3, items.count) where items[ahead] == item {
      offset = ahead + 1
      return _ItemLocation(section: section, offset: ahead)
    }
    return nil
  }

  /// Goes on with the item after `location`.
  ///
  /// O(1).
  @inlinable
  mutating func resume(after location: _ItemLocation) {
    if location.section != section {
      section = location.section
      items = snapshot._items(inSectionAt: section)
    }
    offset = location.offset + 1
  }
}
