/// A deliberately naive model of a snapshot: an array of sections with arrays of items, every query
/// a linear search.
///
/// The model-based test compares `Snapshot` with it after every step.
struct ReferenceModel: Equatable {
  var sections: [(id: Int, items: [Int])] = []
  var reloadedItems: [Int] = []
  var reconfiguredItems: [Int] = []
  var reloadedSections: [Int] = []

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.sections.map(\.id) == rhs.sections.map(\.id)
      && lhs.sections.map(\.items) == rhs.sections.map(\.items)
  }

  var allItems: [Int] { sections.flatMap(\.items) }

  func sectionPosition(_ id: Int) -> Int? { sections.firstIndex { $0.id == id } }

  func location(of item: Int) -> (section: Int, offset: Int)? {
    for (position, section) in sections.enumerated() {
      if let offset = section.items.firstIndex(of: item) { return (position, offset) }
    }
    return nil
  }

  /// Whether the operation is legal here (Apple would not trap).
  func allows(_ operation: SnapshotOperation) -> Bool {
    let ids = sections.map(\.id)
    let items = allItems
    func unique(_ values: [Int]) -> Bool { Set(values).count == values.count }
    switch operation {
    case .appendSections(let new):
      return unique(new) && new.allSatisfy { !ids.contains($0) }
    case .insertSectionsBefore(let new, let anchor), .insertSectionsAfter(let new, let anchor):
      return unique(new) && new.allSatisfy { !ids.contains($0) } && ids.contains(anchor)
    case .moveSectionBefore(let s, let anchor), .moveSectionAfter(let s, let anchor):
      return s != anchor && ids.contains(s) && ids.contains(anchor)
    case .appendItems(let new, let section):
      return unique(new) && !sections.isEmpty && (section.map { ids.contains($0) } ?? true)
    case .insertItemsBefore(let new, let anchor), .insertItemsAfter(let new, let anchor):
      return unique(new) && items.contains(anchor) && !new.contains(anchor)
    case .moveItemBefore(let i, let anchor), .moveItemAfter(let i, let anchor):
      return i != anchor && items.contains(i) && items.contains(anchor)
    case .reloadItems(let marked), .reconfigureItems(let marked):
      return marked.allSatisfy { items.contains($0) }
    case .reloadSections(let marked):
      return marked.allSatisfy { ids.contains($0) }
    case .deleteSections, .deleteItems, .deleteAllItems:
      return true
    }
  }

  mutating func remove(items: [Int]) {
    for position in sections.indices { sections[position].items.removeAll { items.contains($0) } }
  }

  mutating func insert(_ items: [Int], nextTo anchor: Int, after: Bool) {
    remove(items: items)
    let (section, offset) = location(of: anchor)!
    sections[section].items.insert(contentsOf: items, at: offset + (after ? 1 : 0))
  }

  mutating func insert(sections new: [Int], nextTo anchor: Int, after: Bool) {
    let position = sectionPosition(anchor)! + (after ? 1 : 0)
    sections.insert(contentsOf: new.map { (id: $0, items: [Int]()) }, at: position)
  }

  mutating func moveSection(_ id: Int, nextTo anchor: Int, after: Bool) {
    let moved = sections.remove(at: sectionPosition(id)!)
    sections.insert(moved, at: sectionPosition(anchor)! + (after ? 1 : 0))
  }

  static func mark(_ new: [Int], in marks: inout [Int]) {
    for id in new where !marks.contains(id) { marks.append(id) }
  }

  mutating func apply(_ operation: SnapshotOperation) {
    switch operation {
    case .appendSections(let new):
      sections += new.map { (id: $0, items: [Int]()) }
    case .insertSectionsBefore(let new, let anchor):
      insert(sections: new, nextTo: anchor, after: false)
    case .insertSectionsAfter(let new, let anchor):
      insert(sections: new, nextTo: anchor, after: true)
    case .deleteSections(let gone): sections.removeAll { gone.contains($0.id) }
    case .moveSectionBefore(let s, let anchor): moveSection(s, nextTo: anchor, after: false)
    case .moveSectionAfter(let s, let anchor): moveSection(s, nextTo: anchor, after: true)
    case .appendItems(let new, let section):
      let target = section ?? sections.last!.id
      remove(items: new)
      sections[sectionPosition(target)!].items += new
    case .insertItemsBefore(let new, let anchor): insert(new, nextTo: anchor, after: false)
    case .insertItemsAfter(let new, let anchor): insert(new, nextTo: anchor, after: true)
    case .deleteItems(let gone): remove(items: gone)
    case .moveItemBefore(let i, let anchor): insert([i], nextTo: anchor, after: false)
    case .moveItemAfter(let i, let anchor): insert([i], nextTo: anchor, after: true)
    case .reloadItems(let marked): Self.mark(marked, in: &reloadedItems)
    case .reconfigureItems(let marked): Self.mark(marked, in: &reconfiguredItems)
    case .reloadSections(let marked): Self.mark(marked, in: &reloadedSections)
    case .deleteAllItems: self = ReferenceModel()
    }
    let items = allItems
    let ids = sections.map(\.id)
    reloadedItems.removeAll { !items.contains($0) }
    reconfiguredItems.removeAll { !items.contains($0) }
    reloadedSections.removeAll { !ids.contains($0) }
  }
}
