// `--unordered`: lists whose order carries no meaning are compared as sets of identifiers.

import Snapshots

extension SnapshotDocument {
  /// This document (NEW) with its sections and items in `old`'s order wherever both have them:
  /// what a diff from `old` reports no moves within (`--unordered`).
  ///
  /// The sections both documents have keep `old`'s order; the items a section of both keeps
  /// keep their order in `old`'s section. Everything else (a new section, a new item, an item
  /// come from another section) follows the kept section or item before it here, or the start,
  /// in this document's order. Every item keeps its text: values and line numbers are this
  /// document's.
  ///
  /// - Complexity: O(*n*) expected for *n* sections and items in both documents.
  package func reordered(like old: SnapshotDocument) -> SnapshotDocument {
    let sections = snapshot.sectionIdentifiers
    let sectionOrder = Self.anchoredOrder(
      sections.indices, oldIndex: { old.snapshot.indexOfSection(sections[$0]) })
    var document = self
    var lists: [[JSONKey]] = []
    var ranges = ByteRanges()
    ranges.reserveCapacity(itemRanges.count)
    document.sectionStarts = []
    for section in sectionOrder {
      let items = snapshot.itemIdentifiers(inSection: sections[section])
      let oldSection = old.snapshot.indexOfSection(sections[section])
      // An item keeps its old place when it was in this section: by its flattened index in OLD.
      let order = Self.anchoredOrder(items.indices) { offset in
        guard let oldSection, let index = old.snapshot.indexOfItem(items[offset]),
          (old.sectionStarts[oldSection]..<old.sectionEnd(oldSection)).contains(index)
        else { return nil }
        return index
      }
      document.sectionStarts.append(ranges.count)
      lists.append(order.map { items[$0] })
      ranges += order.map { itemRanges[sectionStarts[section] + $0] }
    }
    // A permutation of unique identifiers: still unique.
    document.snapshot = Snapshot(
      uniqueSections: sectionOrder.map { sections[$0] }, items: lists, indexSizedToItems: true)!
    document.itemRanges = ranges
    document.sectionRanges = sectionOrder.map { sectionRanges[$0] }
    document.sectionMembers = sectionOrder.map { sectionMembers[$0] }
    return document
  }

  /// The end of section `index`'s items in the flattened order.
  func sectionEnd(_ index: Int) -> Int {
    index + 1 < sectionStarts.count ? sectionStarts[index + 1] : itemRanges.count
  }

  /// `positions` in a new order: those with an old index (`oldIndex`) sorted by it, each followed
  /// by the positions without one that come after it in `positions` before the next with one;
  /// those before the first position with an old index come first.
  ///
  /// O(*n* log *n*) for *n* positions.
  static func anchoredOrder(
    _ positions: Range<Int>, oldIndex: (Int) -> Int?
  ) -> [Int] {
    var kept: [(old: Int, position: Int, followers: [Int])] = []
    var leading: [Int] = []
    for position in positions {
      if let old = oldIndex(position) {
        kept.append((old, position, []))
      } else if kept.isEmpty {
        leading.append(position)
      } else {
        kept[kept.count - 1].followers.append(position)
      }
    }
    kept.sort { $0.old < $1.old }
    return leading + kept.flatMap { [$0.position] + $0.followers }
  }
}
