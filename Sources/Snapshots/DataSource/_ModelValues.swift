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
internal struct _ModelValues<SectionIdentifierType: Hashable, Item: Identifiable> {
  /// One apply's identifiers and values; `values[s][i]` is the value of the item at section `s`,
  /// offset `i` of `snapshot`.
  struct Generation {
    var snapshot: Snapshot<SectionIdentifierType, Item.ID>
    var values: [[Item]]
  }

  /// Newest last; never empty.
  private(set) var generations = [Generation(snapshot: Snapshot(), values: [])]

  /// The newest apply's identifiers and values.
  var newest: Generation { generations[generations.count - 1] }

  /// The newest value of an item, or `nil` when no kept apply holds it.
  ///
  /// O(*g*) expected for *g* kept applies (one, unless applies are waiting to be shown).
  func value(of identifier: Item.ID) -> Item? {
    for generation in generations.reversed() {
      if let location = generation.snapshot._location(of: identifier) {
        return generation.values[location.section][location.offset]
      }
    }
    return nil
  }

  /// Keeps an apply's values as the newest.
  ///
  /// O(1).
  mutating func append(_ generation: Generation) {
    generations.append(generation)
  }

  /// Drops every apply's values but the newest's: the view shows the newest apply.
  ///
  /// O(*g*) for *g* kept applies.
  mutating func settle() {
    generations.removeFirst(generations.count - 1)
  }

  /// The items of `snapshot` (whose values are `values`, by location) that the newest apply also
  /// holds, with a different content by `comparison`, in the new order.
  ///
  /// Each new item is first compared with the newest apply's item at the same flattened index (a
  /// list mostly keeps its order), and looked up only when that is another item.
  ///
  /// O(*n*) expected for *n* items, plus one comparison per item the newest apply holds.
  func changedItems(
    in snapshot: Snapshot<SectionIdentifierType, Item.ID>, values: [[Item]],
    comparing comparison: ContentComparison<Item>
  ) -> [Item.ID] {
    guard comparison._changed != nil else { return [] }
    let old = newest
    var changed: [Item.ID] = []
    var cursor = _FlatCursor(old.snapshot)
    for (section, items) in values.enumerated() {
      for (offset, item) in items.enumerated() {
        let identifier = snapshot._items(inSectionAt: section)[offset]
        let location =
          cursor.next(isItem: identifier) ? cursor.location : old.snapshot._location(of: identifier)
        if let location,
          comparison._differs(old.values[location.section][location.offset], item)
        {
          changed.append(identifier)
        }
      }
    }
    return changed
  }
}

/// Walks a snapshot's items in flattened order, one step per item of another list of the same
/// shape, to tell whether that list's item at the same flattened index is the same.
internal struct _FlatCursor<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  private let snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>
  private var section = 0
  private var offset = -1
  private var items: [ItemIdentifierType] = []

  init(_ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>) {
    self.snapshot = snapshot
    if snapshot.numberOfSections > 0 { items = snapshot._items(inSectionAt: 0) }
  }

  /// Where the cursor is, once ``next(isItem:)`` has returned `true`.
  var location: _ItemLocation { _ItemLocation(section: section, offset: offset) }

  /// Steps to the next item and tells whether it is `item`; `false` past the last item.
  ///
  /// O(1) amortized.
  mutating func next(isItem item: ItemIdentifierType) -> Bool {
    offset += 1
    while offset >= items.count {
      guard section + 1 < snapshot.numberOfSections else { return false }
      section += 1
      offset = 0
      items = snapshot._items(inSectionAt: section)
    }
    return items[offset] == item
  }
}
