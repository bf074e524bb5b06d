// Sections one side left alone: the merge takes the other side's items there whole.

/// The sections whose items one side left exactly as the base has them, while the other side's
/// items there are all its own (in the base's section, or new to both sides): the merged items
/// are that other side's, as it wrote them.
///
/// In such a section no item can conflict and no order needs merging, so the merge reads it
/// without looking an item up more than once; most sections of a large merge are such, where one
/// branch changed much and the other little.
enum _WholeSections {
  /// The whole sections and their merged items, by section.
  ///
  /// O(*n*) expected for *n* items in the three documents.
  static func find(
    base: _MergeSide, ours: _MergeSide, theirs: _MergeSide
  ) -> [JSONKey: [_MergedItem]] {
    var found: [JSONKey: [_MergedItem]] = [:]
    for (baseIndex, section) in base.sections.enumerated() {
      guard let ourIndex = ours.index(ofSection: section),
        let theirIndex = theirs.index(ofSection: section)
      else { continue }
      let changer: (side: _MergeSide, index: Int, other: _MergeSide)
      if sameItems(base, baseIndex, theirs, theirIndex) {
        changer = (ours, ourIndex, theirs)
      } else if sameItems(base, baseIndex, ours, ourIndex) {
        changer = (theirs, theirIndex, ours)
      } else {
        continue
      }
      if let items = ownItems(
        of: changer.side, at: changer.index, baseIndex: baseIndex, base: base,
        other: changer.other)
      {
        found[section] = items
      }
    }
    return found
  }

  /// Whether section `index` of `side` has the items of section `baseIndex` of the base, the
  /// same texts in the same order.
  private static func sameItems(
    _ base: _MergeSide, _ baseIndex: Int, _ side: _MergeSide, _ index: Int
  ) -> Bool {
    let (left, right) = (base.document.document, side.document.document)
    // A section written the same, byte for byte, has the same items: one comparison.
    if !left.isFlat
      && _MergeState.same(left.sectionText(at: baseIndex), right.sectionText(at: index))
    {
      return true
    }
    let (leftItems, rightItems) = (
      left.itemRanges(ofSectionAt: baseIndex), right.itemRanges(ofSectionAt: index)
    )
    guard leftItems.count == rightItems.count else { return false }
    return zip(leftItems, rightItems).allSatisfy { pair in
      _MergeState.same(left.text(at: pair.0), right.text(at: pair.1))
    }
  }

  /// The items of section `index` of `side` as merged items, when each is in the base's section
  /// or new to both sides; else `nil`.
  private static func ownItems(
    of side: _MergeSide, at index: Int, baseIndex: Int, base: _MergeSide, other: _MergeSide
  ) -> [_MergedItem]? {
    let inner = side.document.document
    let keys = side.snapshot.itemIdentifiers(inSection: side.sections[index])
    let ranges = inner.itemRanges(ofSectionAt: index)
    var items: [_MergedItem] = []
    items.reserveCapacity(keys.count)
    for (key, range) in zip(keys, ranges) {
      let text = inner.text(at: range)
      if let path = base.path(of: key) {
        guard path.section == baseIndex else { return nil }
      } else {
        guard !other.hasItem(key) else { return nil }
      }
      items.append(.text(text))
    }
    return items
  }
}
