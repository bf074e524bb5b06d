import Snapshots

extension Snapshot {
  /// The sections and their items, in order.
  ///
  /// O(*s*) for *s* sections (the item arrays are shared).
  internal var _layout: [(section: SectionIdentifierType, items: [ItemIdentifierType])] {
    sectionIdentifiers.map { ($0, itemIdentifiers(inSection: $0)) }
  }
}

extension Array {
  /// Performs one sectioned step on a plain model of sections, checking that it names what is at
  /// its place; returns the problem, or `nil`.
  ///
  /// O(*n*) for *n* items.
  internal mutating func perform<SectionIdentifierType, ItemIdentifierType>(
    _ step: SectionedStep<SectionIdentifierType, ItemIdentifierType>,
    new: Snapshot<SectionIdentifierType, ItemIdentifierType>
  ) -> String?
  where Element == (section: SectionIdentifierType, items: [ItemIdentifierType]) {
    func item(at path: ItemPath) -> ItemIdentifierType? {
      guard indices.contains(path.section), self[path.section].items.indices.contains(path.item)
      else { return nil }
      return self[path.section].items[path.item]
    }
    func fits(_ path: ItemPath) -> Bool {
      indices.contains(path.section) && (0...self[path.section].items.count).contains(path.item)
    }
    switch step {
    case .deleteSection(let index, let id), .reloadSection(let index, let id):
      guard indices.contains(index), self[index].section == id else {
        return "no section \(id) at \(index)"
      }
      if case .deleteSection = step { remove(at: index) }
    case .insertSection(let index, let id):
      guard index <= count else { return "index \(index) past \(count) sections" }
      insert((id, new.itemIdentifiers(inSection: id)), at: index)
    case .moveSection(let from, let to, let id):
      guard indices.contains(from), self[from].section == id else {
        return "no section \(id) at \(from)"
      }
      let moved = remove(at: from)
      guard to <= count else { return "index \(to) past \(count) sections" }
      insert(moved, at: to)
    case .deleteItem(let path, let id), .reloadItem(let path, let id),
      .reconfigureItem(let path, let id):
      guard item(at: path) == id else { return "no item \(id) at \(path)" }
      if case .deleteItem = step { self[path.section].items.remove(at: path.item) }
    case .insertItem(let path, let id):
      guard fits(path) else { return "no place \(path)" }
      self[path.section].items.insert(id, at: path.item)
    case .moveItem(let from, let to, let id):
      guard item(at: from) == id else { return "no item \(id) at \(from)" }
      self[from.section].items.remove(at: from.item)
      guard fits(to) else { return "no place \(to)" }
      self[to.section].items.insert(id, at: to.item)
    }
    return nil
  }
}
