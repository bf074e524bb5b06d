import Snapshots

/// Whether every reload and reconfigure of a batch is in place: UIKit's arithmetic puts it at its
/// own before-path (`BatchUpdate.uikitPath(ofReloadedItemAt:)`), and the item or section found
/// there before the batch is the one found there after it.
///
/// This is the rule that is safe under both published readings of UIKit (a reload lands where
/// the arithmetic puts it; a reload displaced at all raises), and the one changesets stage by.
/// It is checked by identity, against the two snapshots, so it also holds batches that you build
/// yourself to the rule.
///
/// ```swift
/// for batch in changeset.batches {
///   assertNoViolation(reloadPlacementViolation(batch.update, from: before, to: batch.snapshot))
///   before = batch.snapshot
/// }
/// ```
///
/// - Parameters:
///   - update: The batch.
///   - before: The data before it.
///   - after: The data after it.
/// - Returns: The first reload or reconfigure out of place, or `nil`.
/// - Complexity: O(*k* log *k* + *r* log *k*) for *k* operations and *r* reloads.
public func reloadPlacementViolation<SectionIdentifierType, ItemIdentifierType>(
  _ update: BatchUpdate, from before: Snapshot<SectionIdentifierType, ItemIdentifierType>,
  to after: Snapshot<SectionIdentifierType, ItemIdentifierType>
) -> LawViolation? {
  let (oldSections, newSections) = (before.sectionIdentifiers, after.sectionIdentifiers)
  for section in update.reloadedSections {
    let landing = update.uikitIndex(ofReloadedSection: section)
    guard oldSections.indices.contains(section), newSections.indices.contains(landing),
      landing == section, oldSections[section] == newSections[landing]
    else {
      let ends =
        oldSections.indices.contains(section)
        ? after.indexOfSection(oldSections[section]).map { "\($0)" } ?? "nowhere" : "nowhere"
      return LawViolation(
        law: "reloads in place",
        details:
          "section \(section): UIKit reloads it into section \(landing), and it ends at \(ends); in place, both are \(section)"
      )
    }
  }
  for (verb, paths) in [
    ("reloaded", update.reloadedItems), ("reconfigured", update.reconfiguredItems),
  ] {
    for path in paths {
      let landing = update.uikitPath(ofReloadedItemAt: path)
      let item = _item(at: path, in: before)
      guard let item, landing == path, _item(at: landing, in: after) == item else {
        let ends = item.flatMap { _path(of: $0, in: after) }.map { "\($0)" } ?? "nowhere"
        return LawViolation(
          law: "reloads in place",
          details:
            "item \(path) (\(item.map { "\($0)" } ?? "none")), \(verb): UIKit puts it at \(landing), and it ends at \(ends); in place, both are \(path)"
        )
      }
    }
  }
  return nil
}

/// The item at `path`, or `nil` outside the snapshot.
private func _item<S, I>(at path: ItemPath, in snapshot: Snapshot<S, I>) -> I? {
  let sections = snapshot.sectionIdentifiers
  guard sections.indices.contains(path.section) else { return nil }
  let items = snapshot.itemIdentifiers(inSection: sections[path.section])
  return items.indices.contains(path.item) ? items[path.item] : nil
}

/// Where `item` is in the snapshot, or `nil`.
private func _path<S, I>(of item: I, in snapshot: Snapshot<S, I>) -> ItemPath? {
  guard let section = snapshot.sectionIdentifier(containingItem: item),
    let sectionIndex = snapshot.indexOfSection(section),
    let index = snapshot.itemIdentifiers(inSection: section).firstIndex(of: item)
  else { return nil }
  return ItemPath(item: index, section: sectionIndex)
}
