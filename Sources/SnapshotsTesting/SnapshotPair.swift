import Snapshots

/// Two snapshots of a list and what changed in the content of their surviving items and
/// sections: the input of a changeset property.
///
/// ```swift
/// let pair = SnapshotGenerator<String, Int>(section: { "s\($0)" }, item: { $0 }).pair(using: &g)
/// let changeset = pair.changeset()
/// ```
public struct SnapshotPair<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
  CustomStringConvertible
{
  /// The snapshot before.
  public var old: Snapshot<SectionIdentifierType, ItemIdentifierType>
  /// The snapshot after, with reload and reconfigure marks on some changed items and sections.
  public var new: Snapshot<SectionIdentifierType, ItemIdentifierType>
  /// Items in both snapshots whose content changed.
  public var changedItems: Set<ItemIdentifierType>
  /// Sections in both snapshots whose own content changed.
  public var changedSections: Set<SectionIdentifierType>

  /// A pair.
  ///
  /// - Parameters:
  ///   - old: The snapshot before.
  ///   - new: The snapshot after.
  ///   - changedItems: Surviving items whose content changed.
  ///   - changedSections: Surviving sections whose content changed.
  /// - Complexity: O(1).
  public init(
    old: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    new: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    changedItems: Set<ItemIdentifierType> = [], changedSections: Set<SectionIdentifierType> = []
  ) {
    self.old = old
    self.new = new
    self.changedItems = changedItems
    self.changedSections = changedSections
  }

  /// The changeset between the two, with the content changes as predicates.
  ///
  /// - Parameter contentChange: How content changes are reported (reload by default).
  /// - Returns: `Changeset(from: old, to: new, ...)`.
  /// - Complexity: That of `Changeset`.
  public func changeset(
    reportingContentChangesAs contentChange: Changeset<
      SectionIdentifierType, ItemIdentifierType
    >.ContentChange = .reload
  ) -> Changeset<SectionIdentifierType, ItemIdentifierType> {
    Changeset(
      from: old, to: new, itemContentChanged: { changedItems.contains($0) },
      sectionContentChanged: { changedSections.contains($0) },
      reportingContentChangesAs: contentChange)
  }

  /// Both snapshots (sections and items), the new one's marks and the content changes, for a
  /// counterexample.
  public var description: String {
    func names(_ values: some Sequence<some Any>) -> String {
      "[" + values.map { "\($0)" }.sorted().joined(separator: ", ") + "]"
    }
    func layout(_ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>) -> String {
      let sections = snapshot._layout.map { "\($0.section): \($0.items)" }
      return sections.isEmpty ? "(empty)" : sections.joined(separator: ", ")
    }
    var lines = ["old: \(layout(old))", "new: \(layout(new))"]
    let marks: [(String, [String])] = [
      ("reloaded", new.reloadedItemIdentifiers.map { "\($0)" }),
      ("reconfigured", new.reconfiguredItemIdentifiers.map { "\($0)" }),
      ("reloaded sections", new.reloadedSectionIdentifiers.map { "\($0)" }),
    ]
    for (name, marked) in marks where !marked.isEmpty {
      lines.append("marked \(name): \(names(marked))")
    }
    if !changedItems.isEmpty { lines.append("changed items: \(names(changedItems))") }
    if !changedSections.isEmpty { lines.append("changed sections: \(names(changedSections))") }
    return lines.joined(separator: "\n")
  }
}

extension SnapshotPair: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
