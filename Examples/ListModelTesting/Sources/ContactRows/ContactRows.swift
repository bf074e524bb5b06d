import Snapshots

/// What a contacts screen shows for one contact.
public struct ContactRow: Hashable, Sendable {
  /// The contact.
  public var id: Int
  /// The text of the row.
  public var title: String
}

/// The rows of a contacts screen, section by section, kept up to date by the batches of a
/// changeset (as a table view would be): moved rows keep their view models, inserted and
/// reloaded ones are made anew from `title`.
public struct ContactRows: ListUpdateTarget {
  /// The sections shown.
  public private(set) var sectionIDs: [String]
  /// The rows of each section.
  public private(set) var sections: [[ContactRow]]
  /// The current title of a contact.
  public var title: (Int) -> String
  /// The operations of the batch being performed.
  private var pending = BatchUpdate()

  /// Rows showing a snapshot.
  ///
  /// - Parameters:
  ///   - snapshot: What is shown first.
  ///   - title: The current title of a contact.
  public init(_ snapshot: Snapshot<String, Int>, title: @escaping (Int) -> String) {
    sectionIDs = snapshot.sectionIdentifiers
    sections = sectionIDs.map {
      snapshot.itemIdentifiers(inSection: $0).map { ContactRow(id: $0, title: title($0)) }
    }
    self.title = title
  }

  /// Records the operations of one batch, then performs them.
  public mutating func performBatchUpdates(
    resultingIn snapshot: Snapshot<String, Int>, _ updates: (inout ContactRows) -> Void
  ) {
    pending = BatchUpdate()
    updates(&self)
    perform(pending, resultingIn: snapshot)
  }

  /// Records section deletions.
  public mutating func deleteSections(_ indexes: [Int]) { pending.deletedSections += indexes }
  /// Records section insertions.
  public mutating func insertSections(_ indexes: [Int]) { pending.insertedSections += indexes }
  /// Records a section move.
  public mutating func moveSection(_ index: Int, toSection newIndex: Int) {
    pending.movedSections.append(.init(from: index, to: newIndex))
  }
  /// Records section reloads.
  public mutating func reloadSections(_ indexes: [Int]) { pending.reloadedSections += indexes }
  /// Records item deletions.
  public mutating func deleteItems(at paths: [ItemPath]) { pending.deletedItems += paths }
  /// Records item insertions.
  public mutating func insertItems(at paths: [ItemPath]) { pending.insertedItems += paths }
  /// Records an item move.
  public mutating func moveItem(at path: ItemPath, to newPath: ItemPath) {
    pending.movedItems.append(.init(from: path, to: newPath))
  }
  /// Records item reloads (and reconfigures, which the protocol forwards here).
  public mutating func reloadItems(at paths: [ItemPath]) { pending.reloadedItems += paths }

  /// Performs a batch in UIKit's coordinates: content first (old paths), then everything that
  /// leaves (highest old index first), then everything that arrives (lowest new index first).
  private mutating func perform(_ update: BatchUpdate, resultingIn snapshot: Snapshot<String, Int>)
  {
    for path in update.reloadedItems + update.reconfiguredItems {
      sections[path.section][path.item].title = title(sections[path.section][path.item].id)
    }
    let reloaded = Set(update.reloadedSections.map { sectionIDs[$0] })
    var movedRows: [ItemPath: ContactRow] = [:]
    for move in update.movedItems {
      movedRows[move.to] = sections[move.from.section][move.from.item]
    }
    for path in (update.deletedItems + update.movedItems.map(\.from)).sorted(by: >) {
      sections[path.section].remove(at: path.item)
    }
    var movedSections: [Int: (String, [ContactRow])] = [:]
    for move in update.movedSections {
      movedSections[move.to] = (sectionIDs[move.from], sections[move.from])
    }
    for index in (update.deletedSections + update.movedSections.map(\.from)).sorted(by: >) {
      sectionIDs.remove(at: index)
      sections.remove(at: index)
    }
    for index in (update.insertedSections + update.movedSections.map(\.to)).sorted() {
      let (id, rows) = movedSections[index] ?? (snapshot.sectionIdentifiers[index], [])
      sectionIDs.insert(id, at: index)
      sections.insert(movedSections[index] == nil ? freshRows(id, snapshot) : rows, at: index)
    }
    for path in (update.insertedItems + update.movedItems.map(\.to)).sorted() {
      let id = snapshot.itemIdentifiers(inSection: sectionIDs[path.section])[path.item]
      sections[path.section].insert(
        movedRows[path] ?? ContactRow(id: id, title: title(id)), at: path.item)
    }
    for (index, id) in sectionIDs.enumerated() where reloaded.contains(id) {
      sections[index] = freshRows(id, snapshot)
    }
  }

  /// New rows for every item of a section.
  private func freshRows(_ section: String, _ snapshot: Snapshot<String, Int>) -> [ContactRow] {
    snapshot.itemIdentifiers(inSection: section).map { ContactRow(id: $0, title: title($0)) }
  }
}
