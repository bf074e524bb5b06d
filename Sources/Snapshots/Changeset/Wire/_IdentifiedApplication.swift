/// One batch applied to a snapshot: checks first, then the result.
struct _IdentifiedApplication<Section: Hashable, Item: Hashable> {
  typealias Batch = IdentifiedBatchUpdate<Section, Item>
  let batch: Batch
  let number: Int
  let before: Snapshot<Section, Item>
  let beforeCounts: [Int]
  /// The number of sections after the batch.
  let afterSectionCount: Int

  init(batch: Batch, number: Int, before: Snapshot<Section, Item>) {
    self.batch = batch
    self.number = number
    self.before = before
    beforeCounts = before.sectionCounts
    afterSectionCount =
      before.numberOfSections - batch.deletedSections.count + batch.insertedSections.count
  }

  func error(
    _ list: String, _ index: Int, _ entry: String, _ reason: String
  )
    -> BatchApplicationError
  {
    BatchApplicationError(batch: number, operation: "\(list)[\(index)] (\(entry))", reason: reason)
  }

  /// Checks every operation, then builds the snapshot after the batch.
  mutating func result() throws(BatchApplicationError) -> Snapshot<Section, Item> {
    try checkSections()
    try checkItems()
    let update = batch.update
    guard afterSectionCount >= 0,
      let mapping = _SectionMapping(
        update, beforeCount: before.numberOfSections, afterCount: afterSectionCount)
    else {
      try validate(update, after: [Int](repeating: 0, count: max(afterSectionCount, 0)))
      throw BatchApplicationError(
        batch: number, operation: "", reason: "its section operations do not add up")
    }
    try checkWholeSections(mapping)
    let afterCounts = self.afterCounts(mapping)
    try validate(update, after: afterCounts)
    return try build(update, mapping: mapping, afterCounts: afterCounts)
  }

  /// Runs UIKit's checks, reporting a failure as this batch's, naming the operation that breaks
  /// the rule as the wire names it (`items.deleted[1] (path [0, 2], id 7)`) and writing index
  /// paths as `[0, 2]`.
  func validate(_ update: BatchUpdate, after: [Int]) throws(BatchApplicationError) {
    var validator = BatchValidator()
    validator.writesUIKitPaths = false
    do {
      try validator.validate(update, before: beforeCounts, after: after)
    } catch {
      let operation = error.operation.map(describe) ?? ""
      throw BatchApplicationError(batch: number, operation: operation, reason: error.message)
    }
  }

  /// An operation of `batch.update` as the wire names it: its list, position and entry (a
  /// replacement as its deletion).
  func describe(_ operation: BatchValidationError.Operation) -> String {
    func item(_ entry: Batch.Item) -> String { "path \(entry.path), id \(entry.identifier)" }
    func section(_ entry: Batch.Section) -> String {
      "index \(entry.index), id \(entry.identifier)"
    }
    var index = operation.index
    let (list, entry): (String, String)
    switch operation.list {
    case .deletedSections:
      (list, entry) = ("sections.deleted", section(batch.deletedSections[index]))
    case .insertedSections:
      (list, entry) = ("sections.inserted", section(batch.insertedSections[index]))
    case .reloadedSections:
      (list, entry) = ("sections.reloaded", section(batch.reloadedSections[index]))
    case .movedSections:
      let move = batch.movedSections[index]
      (list, entry) = ("sections.moved", "from \(move.from) to \(move.to), id \(move.identifier)")
    case .deletedItems: (list, entry) = ("items.deleted", item(batch.deletedItems[index]))
    case .insertedItems: (list, entry) = ("items.inserted", item(batch.insertedItems[index]))
    case .reloadedItems: (list, entry) = ("items.reloaded", item(batch.reloadedItems[index]))
    case .reconfiguredItems:
      (list, entry) = ("items.reconfigured", item(batch.reconfiguredItems[index]))
    case .movedItems:
      let move = batch.movedItems[index]
      (list, entry) = ("items.moved", "from \(move.from) to \(move.to), id \(move.identifier)")
    case .replacedSections:
      let from = batch.replacedSections[index].from
      index = batch.deletedSections.firstIndex { $0.index == from }!
      (list, entry) = ("sections.deleted", section(batch.deletedSections[index]))
    case .replacedItems:
      let from = batch.replacedItems[index].from
      index = batch.deletedItems.firstIndex { $0.path == from }!
      (list, entry) = ("items.deleted", item(batch.deletedItems[index]))
    }
    return "\(list)[\(index)] (\(entry))"
  }
}

extension _IdentifiedApplication {
  /// Checks that every section operation is in range and names the section found there.
  func checkSections() throws(BatchApplicationError) {

    func check(_ list: String, _ entries: [Batch.Section]) throws(BatchApplicationError) {
      for (position, entry) in entries.enumerated() {
        let text = "index \(entry.index), id \(entry.identifier)"
        try checkSection(entry.index, entry.identifier) { reason in
          error(list, position, text, reason)
        }
      }
    }
    try check("sections.deleted", batch.deletedSections)
    try check("sections.reloaded", batch.reloadedSections)
    for (position, move) in batch.movedSections.enumerated() {
      let text = "from \(move.from) to \(move.to), id \(move.identifier)"
      try checkSection(move.from, move.identifier) { error("sections.moved", position, text, $0) }
      guard (0..<max(afterSectionCount, 0)).contains(move.to) else {
        throw error("sections.moved", position, text, "no section \(move.to) after the batch")
      }
    }
    for (position, entry) in batch.insertedSections.enumerated()
    where !(0..<max(afterSectionCount, 0)).contains(entry.index) {
      throw error(
        "sections.inserted", position, "index \(entry.index), id \(entry.identifier)",
        "no section \(entry.index) after the batch (it has \(afterSectionCount))")
    }
  }

  /// Checks that `identifier` is the section at `index` before the batch.
  func checkSection(
    _ index: Int, _ identifier: Section,
    _ failure: (String) -> BatchApplicationError
  ) throws(BatchApplicationError) {
    guard (0..<before.numberOfSections).contains(index) else {
      throw failure("no section at \(index) (the snapshot has \(before.numberOfSections))")
    }
    let found = before.sectionIdentifiers[index]
    guard found == identifier else { throw failure("the section at \(index) is \(found)") }
  }

  /// Checks that every item operation is in range and, before the batch, names the item found
  /// there.
  func checkItems() throws(BatchApplicationError) {
    func check(_ list: String, _ entries: [Batch.Item]) throws(BatchApplicationError) {
      for (position, entry) in entries.enumerated() {
        let text = "path \(entry.path), id \(entry.identifier)"
        try checkItem(entry.path, entry.identifier) { error(list, position, text, $0) }
      }
    }
    try check("items.deleted", batch.deletedItems)
    try check("items.reloaded", batch.reloadedItems)
    try check("items.reconfigured", batch.reconfiguredItems)
    for (position, move) in batch.movedItems.enumerated() {
      let text = "from \(move.from) to \(move.to), id \(move.identifier)"
      try checkItem(move.from, move.identifier) { error("items.moved", position, text, $0) }
      try checkTarget(move.to) { error("items.moved", position, text, $0) }
    }
    for (position, entry) in batch.insertedItems.enumerated() {
      let text = "path \(entry.path), id \(entry.identifier)"
      try checkTarget(entry.path) { error("items.inserted", position, text, $0) }
    }
  }

  /// Checks that `identifier` is the item at `path` before the batch.
  func checkItem(
    _ path: ItemPath, _ identifier: Item, _ failure: (String) -> BatchApplicationError
  ) throws(BatchApplicationError) {
    guard (0..<beforeCounts.count).contains(path.section),
      (0..<beforeCounts[path.section]).contains(path.item)
    else { throw failure("no item at \(path) before the batch") }
    let found = before.itemIdentifier(at: path)!
    guard found == identifier else { throw failure("the item at \(path) is \(found)") }
  }

  /// Checks that an after-path names a section that exists after the batch.
  func checkTarget(
    _ path: ItemPath, _ failure: (String) -> BatchApplicationError
  ) throws(BatchApplicationError) {
    guard (0..<max(afterSectionCount, 0)).contains(path.section), path.item >= 0 else {
      throw failure("no place \(path) after the batch")
    }
  }

  /// Checks that no item operation is in a section that comes, goes or is read again whole in
  /// this batch: such a section's items are listed with it (or go with it), not one by one.
  func checkWholeSections(_ mapping: _SectionMapping) throws(BatchApplicationError) {
    let gone = Set(batch.deletedSections.map(\.index) + batch.reloadedSections.map(\.index))
    let whole = Set(
      batch.insertedSections.map(\.index)
        + batch.reloadedSections.map { mapping.afterIndex[$0.index] })
    func check(
      _ list: String, _ entries: [(ItemPath, String)], in sections: Set<Int>, _ side: String
    )
      throws(BatchApplicationError)
    {
      for (position, (path, text)) in entries.enumerated() where sections.contains(path.section) {
        throw error(
          list, position, text,
          "section \(path.section) \(side) is inserted, deleted or reloaded whole by this batch")
      }
    }
    func entries(_ items: [Batch.Item]) -> [(ItemPath, String)] {
      items.map { ($0.path, "path \($0.path), id \($0.identifier)") }
    }
    let moves = batch.movedItems.map { ($0, "from \($0.from) to \($0.to), id \($0.identifier)") }
    try check("items.deleted", entries(batch.deletedItems), in: gone, "before the batch")
    try check("items.reloaded", entries(batch.reloadedItems), in: gone, "before the batch")
    try check("items.reconfigured", entries(batch.reconfiguredItems), in: gone, "before the batch")
    try check("items.moved", moves.map { ($0.0.from, $0.1) }, in: gone, "before the batch")
    try check("items.inserted", entries(batch.insertedItems), in: whole, "after the batch")
    try check("items.moved", moves.map { ($0.0.to, $0.1) }, in: whole, "after the batch")
  }

  /// The number of items in each section after the batch.
  func afterCounts(_ mapping: _SectionMapping) -> [Int] {
    var counts = [Int](repeating: 0, count: afterSectionCount)
    var wholeSections: [Int: Int] = [:]  // after-index -> items, for inserted and reloaded ones
    for entry in batch.insertedSections { wholeSections[entry.index] = entry.items.count }
    for entry in batch.reloadedSections {
      wholeSections[mapping.afterIndex[entry.index]] = entry.items.count
    }
    for section in counts.indices {
      let source = mapping.beforeIndex[section]
      counts[section] = wholeSections[section] ?? (source >= 0 ? beforeCounts[source] : 0)
    }
    for path in batch.deletedItems.map(\.path) + batch.movedItems.map(\.from) {
      let target = mapping.afterIndex[path.section]
      if target >= 0 { counts[target] -= 1 }
    }
    for path in batch.insertedItems.map(\.path) + batch.movedItems.map(\.to) {
      counts[path.section] += 1
    }
    return counts
  }

  /// The snapshot after the (checked) batch.
  func build(
    _ update: BatchUpdate, mapping: _SectionMapping, afterCounts: [Int]
  ) throws(BatchApplicationError) -> Snapshot<Section, Item> {
    var wholeSections: [Int: [Item]] = [:]
    var insertedSectionIdentifiers: [Int: Section] = [:]
    for entry in batch.insertedSections {
      wholeSections[entry.index] = entry.items
      insertedSectionIdentifiers[entry.index] = entry.identifier
    }
    for entry in batch.reloadedSections {
      wholeSections[mapping.afterIndex[entry.index]] = entry.items
    }
    var inserted: [ItemPath: Item] = [:]
    for entry in batch.insertedItems { inserted[entry.path] = entry.identifier }
    var kept = update  // reloads keep their identifiers: no fresh cell needed
    kept.reloadedItems = []
    kept.reconfiguredItems = []
    let items = _applying(
      kept, to: before.sectionIdentifiers.map(before.itemIdentifiers(inSection:)),
      afterCounts: afterCounts
    ) { path in
      wholeSections[path.section]?[path.item] ?? inserted[path]!
    }
    let sections = (0..<afterSectionCount).map { index in
      let source = mapping.beforeIndex[index]
      return (
        source >= 0 ? before.sectionIdentifiers[source] : insertedSectionIdentifiers[index]!,
        items[index]
      )
    }
    do {
      return try Snapshot(validating: sections)
    } catch {
      throw BatchApplicationError(
        batch: number, operation: "",
        reason: "it leads to a \(error)")
    }
  }
}
