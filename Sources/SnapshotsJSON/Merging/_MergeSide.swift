import Snapshots

/// One of the three documents of a merge, as the merge reads it: where each section and item is,
/// and, for ours and theirs, what they placed anew (inserted, or moved from where the base has
/// it).
struct _MergeSide {
  let document: JSONSnapshotDocument
  let snapshot: Snapshot<JSONIdentifier, JSONIdentifier>
  /// Each section's index.
  private(set) var sectionIndexes: [JSONIdentifier: Int] = [:]
  /// Each item's place.
  private(set) var itemPaths: [JSONIdentifier: ItemPath] = [:]
  /// The sections and items this side inserted or moved, against the base (empty for the base).
  private(set) var placedSections: Set<JSONIdentifier> = []
  private(set) var placedItems: Set<JSONIdentifier> = []
  /// The items this side moved against the base alone (to another section, or by the fewest
  /// moves among the base items it keeps in a section): what a deletion on the other side clashes
  /// with.
  private(set) var movedItems: Set<JSONIdentifier> = []

  /// The side `document`; what it placed is found by ``place(against:avoiding:)``.
  ///
  /// O(*n*) expected for *n* items.
  init(_ document: JSONSnapshotDocument) {
    self.document = document
    snapshot = document.snapshot
    for (section, identifier) in snapshot.sectionIdentifiers.enumerated() {
      sectionIndexes[identifier] = section
      for (offset, item) in snapshot.itemIdentifiers(inSection: identifier).enumerated() {
        itemPaths[item] = ItemPath(item: offset, section: section)
      }
    }
  }

  /// Finds the sections and items this side placed anew against `base`: those it inserted, the
  /// items it moved to another section, and the fewest moves that put the rest of each section
  /// in its order.
  ///
  /// The moves within a section are counted among the items that stay in it on both sides: an
  /// item the other side deleted or took to another section has no place here to keep. Among the
  /// fewest moves, those of what the other side did not place (`avoiding`): where two choices tie
  /// (`[a, b]` to `[b, a]` moves either), the side moves what it moved rather than what the other
  /// side moved, so that the two do not seem to move one item.
  ///
  /// O(*n* log *n*) for *n* items.
  mutating func place(
    against base: _MergeSide, other: _MergeSide,
    avoiding placed: (sections: Set<JSONIdentifier>, items: Set<JSONIdentifier>)
  ) {
    let avoiding = (sections: placed.sections, items: placed.items)
    let bothKeep = { (section: JSONIdentifier) in
      base.sectionIndexes[section] != nil && other.sectionIndexes[section] != nil
    }
    let baseSections = base.sections.filter { sectionIndexes[$0] != nil && bothKeep($0) }
    let ownSections = sections.filter(bothKeep)
    placedSections = Set(sections.filter { base.sectionIndexes[$0] == nil })
    placedSections.formUnion(
      Self.moved(from: baseSections, to: ownSections, avoiding: avoiding.sections))
    placedItems = []
    movedItems = []
    for section in sections {
      let items = items(inSection: section)
      let baseItems = base.items(inSection: section)
      let arrived = items.filter { base.section(of: $0) != section }
      placedItems.formUnion(arrived)
      movedItems.formUnion(arrived.filter { base.section(of: $0) != nil })
      // Where the fewest moves tie, they move what the other side kept rather than what it
      // deleted: a swap beside a deletion is no move of the deleted item.
      let kept = Set(baseItems.filter { self.section(of: $0) == section })
      movedItems.formUnion(
        Self.moved(
          from: baseItems.filter(kept.contains), to: items.filter(kept.contains),
          avoiding: Set(baseItems.filter { other.itemPaths[$0] == nil })))
      let staying = Set(
        baseItems.filter { self.section(of: $0) == section && other.section(of: $0) == section })
      placedItems.formUnion(
        Self.moved(
          from: baseItems.filter(staying.contains), to: items.filter(staying.contains),
          avoiding: avoiding.items))
    }
  }

  /// The elements moved, by the fewest moves, from `old` to `new` (the same elements), preferring
  /// to move those not in `avoiding`.
  static func moved(
    from old: [JSONIdentifier], to new: [JSONIdentifier], avoiding: Set<JSONIdentifier>
  ) -> [JSONIdentifier] {
    ListDifference(from: old, to: new, algorithm: .identity)
      ._preferringToMove(old: old) { !avoiding.contains(new[$0]) }.moves.map(\.element)
  }

  /// The section identifiers, in order.
  var sections: [JSONIdentifier] { snapshot.sectionIdentifiers }

  /// The items of section `section`, in order (none when this side does not have it).
  func items(inSection section: JSONIdentifier) -> [JSONIdentifier] {
    sectionIndexes[section] == nil ? [] : snapshot.itemIdentifiers(inSection: section)
  }

  /// The section holding `item`, if this side has it.
  func section(of item: JSONIdentifier) -> JSONIdentifier? {
    itemPaths[item].map { sections[$0.section] }
  }

  /// The text of `item`, as read.
  func text(of item: JSONIdentifier) -> UnsafeBufferPointer<UInt8>? {
    itemPaths[item].flatMap { document.itemText(at: $0) }
  }

  /// The value of `item` (its object, or the string or number that is its identifier).
  func value(of item: JSONIdentifier) -> JSONValue? {
    itemPaths[item].flatMap { document.itemValue(at: $0) }
  }

  /// The content of `section`: its members other than `id` and `items`.
  func content(ofSection section: JSONIdentifier) -> JSONValue? {
    sectionIndexes[section].flatMap { document.sectionContent(at: $0) }
  }
}
