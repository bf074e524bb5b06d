import Snapshots

/// Helpers to name what a batch touches.
extension Snapshot
where SectionIdentifierType == JSONKey, ItemIdentifierType == JSONKey {
  func section(_ index: Int) -> JSONKey { sectionIdentifiers[index] }
  func item(_ path: ItemPath) -> JSONKey {
    itemIdentifiers(inSection: sectionIdentifiers[path.section])[path.item]
  }
}
