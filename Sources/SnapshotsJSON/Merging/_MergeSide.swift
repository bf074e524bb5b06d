import Snapshots

/// One of the three documents of a merge, as the merge reads it: where each section and item is
/// (the snapshot's own index answers), and, for ours and theirs, what they placed anew (inserted,
/// or moved from where the base has it).
///
/// Identifiers are the documents' keys: they point into the texts and hash by a code read once,
/// where owned identifiers would hash and compare strings (most of a large merge's time).
struct _MergeSide {
  let document: JSONSnapshotDocument
  let snapshot: Snapshot<JSONKey, JSONKey>
  /// The sections and items this side inserted or moved, against the base (empty for the base).
  private(set) var placedSections: Set<JSONKey> = []
  private(set) var placedItems: Set<JSONKey> = []
  /// The items this side moved against the base alone (to another section, or by the fewest
  /// moves among the base items it keeps in a section): what a deletion on the other side clashes
  /// with.
  private(set) var movedItems: Set<JSONKey> = []
  /// The items this side placed whatever the other side placed (inserted, or come from another
  /// section), found on the first pass.
  private var fixedPlacedItems: Set<JSONKey> = []
  /// For each section whose items both sides keep in another order on this side: those items in
  /// the base's order and in this side's (`nil` before the first pass).
  private var staying: [(base: [JSONKey], here: [JSONKey])]?

  /// The side `document`; what it placed is found by ``place(against:other:avoiding:)``.
  ///
  /// O(1): the document's snapshot is indexed already.
  init(_ document: JSONSnapshotDocument) {
    self.document = document
    snapshot = document.document.snapshot
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
    avoiding placed: (sections: Set<JSONKey>, items: Set<JSONKey>),
    skipping whole: [JSONKey: [_MergedItem]] = [:]
  ) {
    let bothKeep = { (section: JSONKey) in
      base.hasSection(section) && other.hasSection(section)
    }
    let baseSections = base.sections.filter { hasSection($0) && bothKeep($0) }
    placedSections = Set(sections.filter { !base.hasSection($0) })
    placedSections.formUnion(
      Self.moved(from: baseSections, to: sections.filter(bothKeep), avoiding: placed.sections))
    // What does not depend on the other side's placements is found once, on the first pass.
    if staying == nil {
      staying = []
      // A whole section's items stay as one side has them: nothing to place.
      for section in sections where whole[section] == nil {
        prepareItems(inSection: section, against: base, other: other)
      }
    }
    placedItems = fixedPlacedItems
    for lists in staying! {
      placedItems.formUnion(Self.moved(from: lists.base, to: lists.here, avoiding: placed.items))
    }
  }

  /// Finds, for the items of `section`, what ``place(against:other:avoiding:skipping:)`` places
  /// whatever the other side placed: the items inserted or come from another section, and the
  /// moves among the base items this side keeps there (``movedItems``); and the lists of the
  /// items both sides keep there, whose moves do depend on it.
  ///
  /// Sections are compared by index, on each side, where keys would compare their texts.
  private mutating func prepareItems(
    inSection section: JSONKey, against base: _MergeSide, other: _MergeSide
  ) {
    let items = items(inSection: section)
    let baseItems = base.items(inSection: section)
    // Most sections keep their items where they were: nothing arrived and nothing moved.
    if items == baseItems { return }
    let (own, inBase, inOther) = (
      index(ofSection: section), base.index(ofSection: section), other.index(ofSection: section)
    )
    // The items both this side and the base have in this section, in each one's order.
    var keptHere: [JSONKey] = []
    for item in items {
      guard let path = base.path(of: item) else {
        fixedPlacedItems.insert(item)
        continue
      }
      if path.section == inBase {
        keptHere.append(item)
      } else {
        fixedPlacedItems.insert(item)
        movedItems.insert(item)
      }
    }
    let keptInBase = baseItems.filter { own != nil && path(of: $0)?.section == own }
    guard keptHere != keptInBase else { return }
    // Where the fewest moves tie, they move what the other side kept rather than what it
    // deleted: a swap beside a deletion is no move of the deleted item.
    movedItems.formUnion(
      Self.moved(
        from: keptInBase, to: keptHere,
        avoiding: Set(baseItems.filter { !other.hasItem($0) })))
    let isStaying = { (item: JSONKey) in
      inOther != nil && other.path(of: item)?.section == inOther
    }
    let lists = (base: keptInBase.filter(isStaying), here: keptHere.filter(isStaying))
    if lists.base != lists.here { staying!.append(lists) }
  }

  /// The elements moved, by the fewest moves, from `old` to `new` (the same elements), preferring
  /// to move those not in `avoiding`.
  static func moved(
    from old: [JSONKey], to new: [JSONKey], avoiding: Set<JSONKey>
  ) -> [JSONKey] {
    guard old != new else { return [] }
    return ListDifference(from: old, to: new, algorithm: .identity)
      ._preferringToMove(old: old) { !avoiding.contains(new[$0]) }.moves.map(\.element)
  }

  /// The section identifiers, in order.
  var sections: [JSONKey] { snapshot.sectionIdentifiers }

  /// Whether this side has section `section`.
  func hasSection(_ section: JSONKey) -> Bool { snapshot.indexOfSection(section) != nil }

  /// Whether this side has item `item`.
  func hasItem(_ item: JSONKey) -> Bool { snapshot.itemPath(of: item) != nil }

  /// The index of section `section`, if this side has it.
  func index(ofSection section: JSONKey) -> Int? { snapshot.indexOfSection(section) }

  /// The place of `item`, if this side has it.
  func path(of item: JSONKey) -> ItemPath? { snapshot.itemPath(of: item) }

  /// The items of section `section`, in order (none when this side does not have it).
  func items(inSection section: JSONKey) -> [JSONKey] {
    hasSection(section) ? snapshot.itemIdentifiers(inSection: section) : []
  }

  /// The section holding `item`, if this side has it.
  func section(of item: JSONKey) -> JSONKey? {
    path(of: item).map { sections[$0.section] }
  }

  /// The text of `item`, as read.
  func text(of item: JSONKey) -> UnsafeBufferPointer<UInt8>? {
    path(of: item).flatMap { document.itemText(at: $0) }
  }

  /// The value of `item` (its object, or the string or number that is its identifier).
  func value(of item: JSONKey) -> JSONValue? {
    path(of: item).flatMap { document.itemValue(at: $0) }
  }

  /// The content of `section`: its members other than `id` and `items`.
  func content(ofSection section: JSONKey) -> JSONValue? {
    index(ofSection: section).flatMap { document.sectionContent(at: $0) }
  }
}
