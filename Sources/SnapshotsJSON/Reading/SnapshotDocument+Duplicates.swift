import Snapshots

// A document that repeats an identifier, read with a policy that keeps one occurrence: the others
// are taken out of the document's lists, and each is reported with where it was.

extension SnapshotDocument {
  /// An occurrence of a repeated identifier that the duplicate policy dropped.
  package struct DroppedOccurrence: Sendable {
    /// The occurrence and the one kept, by position in the document.
    package var duplicate: DroppedDuplicate
    /// Where the dropped occurrence starts in the text.
    package var offset: Int
    /// `dropped duplicate item identifier "x" (kept at line 2, column 5)`.
    package var message: String
  }

  /// Drops the occurrences of repeated identifiers that `policy` does not keep from `sections`
  /// and the document's lists, records them in ``droppedDuplicates``, and returns the snapshot of
  /// what is left.
  ///
  /// O(*s* + *n*) expected for *s* sections and *n* items.
  mutating func dropDuplicates(
    _ sections: inout SectionLists, policy: DuplicatePolicy
  ) -> Snapshot<JSONKey, JSONKey> {
    let resolution = _DuplicateResolution(
      Array(zip(sections.identifiers, sections.items)), key: { $0 }, policy: policy)
    droppedDuplicates = resolution.dropped.map(occurrence)
    var kept = SectionLists()
    var (ranges, members, items, starts) = (
      [Range<Int>](), [[(name: String, range: Range<Int>)]](), ByteRanges(), [Int]()
    )
    var keptSection = 0
    for (section, isKept) in resolution.keptSections.enumerated() where isKept {
      let mask = resolution.keptItems[keptSection]
      keptSection += 1
      kept.identifiers.append(sections.identifiers[section])
      kept.items.append(resolution.sections[kept.items.count].1)
      ranges.append(sectionRanges[section])
      members.append(sectionMembers[section])
      starts.append(items.count)
      let first = sectionStarts[section]
      for offset in sections.items[section].indices where mask?[offset] ?? true {
        items.append(itemRanges[first + offset])
      }
    }
    (sections, sectionRanges, sectionMembers, itemRanges, sectionStarts) =
      (kept, ranges, members, items, starts)
    guard
      let snapshot = Snapshot(
        uniqueSections: kept.identifiers, items: kept.items, indexSizedToItems: true)
    else { _preconditionFailure("A duplicate was left after \(policy)") }
    return snapshot
  }

  /// The report of a dropped occurrence, by the places of the two in the text.
  private func occurrence(_ duplicate: DroppedDuplicate) -> DroppedOccurrence {
    let kept = lineAndColumn(of: textOffset(of: duplicate.kept), in: text.bytes)
    let kind = duplicate.code == .duplicateItemIdentifier ? "item" : "section"
    return DroppedOccurrence(
      duplicate: duplicate, offset: textOffset(of: duplicate.dropped),
      message:
        "dropped duplicate \(kind) identifier \(duplicate.identifier) (kept at line \(kept.line), column \(kept.column))"
    )
  }

  /// Where a section or an item of the document as read (before anything is dropped) starts in
  /// the text.
  ///
  /// O(1).
  func textOffset(of position: SnapshotError.Position) -> Int {
    guard let item = position.item else { return sectionRanges[position.section].lowerBound }
    return itemRanges[sectionStarts[position.section] + item].lowerBound
  }
}
