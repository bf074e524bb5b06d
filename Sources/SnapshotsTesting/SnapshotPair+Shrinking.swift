import Snapshots

extension SnapshotPair {
  /// Smaller pairs that may still fail a property.
  ///
  /// Both snapshots without a section or an item they share, either snapshot without one section
  /// or one item, one mark fewer, or one content change fewer. Marks stay on the items and
  /// sections that remain.
  ///
  /// Pass it as the `shrink` argument of a property check:
  ///
  /// ```swift
  /// checkProperty(
  ///   iterations: 1_000, seed: 3, generate: { generator.pair(using: &$0) },
  ///   shrink: { $0.shrunk() }, property: { pair in myLaw(pair) })
  /// ```
  ///
  /// - Returns: The candidates, largest removals first.
  /// - Complexity: O(*n*²) for *n* items (O(*n*) candidates of O(*n*) each).
  public func shrunk() -> [SnapshotPair] {
    var candidates: [SnapshotPair] = []
    for section in old.sectionIdentifiers where new.indexOfSection(section) != nil {
      var smaller = self
      smaller.old.deleteSections([section])
      smaller.new.deleteSections([section])
      candidates.append(smaller)
    }
    for item in old.itemIdentifiers where new.indexOfItem(item) != nil {
      var smaller = self
      smaller.old.deleteItems([item])
      smaller.new.deleteItems([item])
      candidates.append(smaller)
    }
    for smaller in Self._smaller(old) {
      candidates.append(
        SnapshotPair(
          old: smaller, new: new, changedItems: changedItems, changedSections: changedSections))
    }
    for smaller in Self._smaller(new) {
      candidates.append(
        SnapshotPair(
          old: old, new: smaller, changedItems: changedItems, changedSections: changedSections))
    }
    if !new.reloadedItemIdentifiers.isEmpty || !new.reconfiguredItemIdentifiers.isEmpty
      || !new.reloadedSectionIdentifiers.isEmpty
    {
      candidates.append(contentsOf: _withoutOneMark())
    }
    for item in changedItems {
      var fewer = self
      fewer.changedItems.remove(item)
      candidates.append(fewer)
    }
    for section in changedSections {
      var fewer = self
      fewer.changedSections.remove(section)
      candidates.append(fewer)
    }
    return candidates
  }

  /// The pair with one mark of NEW fewer, for each mark.
  private func _withoutOneMark() -> [SnapshotPair] {
    let marks = (
      reloaded: new.reloadedItemIdentifiers, reconfigured: new.reconfiguredItemIdentifiers,
      sections: new.reloadedSectionIdentifiers
    )
    let unmarked = try! Snapshot(validating: new._layout.map { ($0.section, $0.items) })
    func pair(
      reloaded: [ItemIdentifierType], reconfigured: [ItemIdentifierType],
      sections: [SectionIdentifierType]
    ) -> SnapshotPair {
      var smaller = self
      smaller.new = unmarked
      smaller.new.reloadItems(reloaded)
      smaller.new.reconfigureItems(reconfigured)
      smaller.new.reloadSections(sections)
      return smaller
    }
    func without<T>(_ values: [T], _ index: Int) -> [T] {
      var fewer = values
      fewer.remove(at: index)
      return fewer
    }
    return marks.reloaded.indices.map {
      pair(
        reloaded: without(marks.reloaded, $0), reconfigured: marks.reconfigured,
        sections: marks.sections)
    }
      + marks.reconfigured.indices.map {
        pair(
          reloaded: marks.reloaded, reconfigured: without(marks.reconfigured, $0),
          sections: marks.sections)
      }
      + marks.sections.indices.map {
        pair(
          reloaded: marks.reloaded, reconfigured: marks.reconfigured,
          sections: without(marks.sections, $0))
      }
  }

  /// A snapshot without one of its sections, then without one of its items.
  private static func _smaller(
    _ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>
  ) -> [Snapshot<SectionIdentifierType, ItemIdentifierType>] {
    var result: [Snapshot<SectionIdentifierType, ItemIdentifierType>] = []
    for section in snapshot.sectionIdentifiers {
      var smaller = snapshot
      smaller.deleteSections([section])
      result.append(smaller)
    }
    for item in snapshot.itemIdentifiers {
      var smaller = snapshot
      smaller.deleteItems([item])
      result.append(smaller)
    }
    return result
  }
}
