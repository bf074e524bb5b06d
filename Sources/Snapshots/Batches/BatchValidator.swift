/// Checks a batch against UIKit's batch-update rules, as `performBatchUpdates` would, without a
/// device: for your own unit tests, and for this library's.
///
/// The validator accepts what UIKit accepts and rejects what UIKit rejects, with UIKit's message.
/// It also rejects the combinations UIKit does not raise on but that corrupt a collection view or
/// miscount rows (``BatchValidationError/Code/unsafeCombination``), and deleting or inserting
/// the same index twice (which corrupts `UICollectionView`). Like `UITableView`, it ignores item
/// deletions inside deleted sections and item insertions inside inserted sections.
///
/// Reloads and reconfigures are checked where UIKit puts them
/// (``BatchUpdate/uikitPath(ofReloadedItemAt:)``): one that lands on a move's destination raises
/// UIKit's "insert and a move" conflict, and one that lands elsewhere than where its item or
/// section ends is a ``BatchValidationError/Code/displacedReload``. By default
/// (``ReloadRule/inPlace``) a reload must also end where it starts, as the stricter published
/// reading of UIKit requires; <doc:BatchesGuide> gives both readings and their evidence.
///
/// ```swift
/// let validator = BatchValidator(style: .tableView)
/// try validator.validate(
///   BatchUpdate(deletedItems: [ItemPath(item: 0, section: 0)]), before: [3], after: [2])
/// ```
public struct BatchValidator: Sendable {
  /// Which view's wording the messages use.
  public enum Style: Hashable, Sendable {
    /// `UITableView`: "row", "table view".
    case tableView
    /// `UICollectionView`: "item", "collection view".
    case collectionView
  }

  /// Which reloads and reconfigures a batch may hold, besides UIKit's conflicts.
  public enum ReloadRule: Hashable, Sendable {
    /// Each one ends where it starts, and UIKit's arithmetic puts it there: safe under every
    /// published reading of UIKit (the default, and what changesets stage).
    case inPlace
    /// Each one ends where UIKit's arithmetic puts it, wherever that is: the reading with the
    /// most evidence (IGListKit #690 and its radar).
    case uikitArithmetic
  }

  /// Which view's wording the messages use.
  public var style: Style
  /// Which reloads and reconfigures a batch may hold.
  public var reloadRule: ReloadRule
  /// Whether messages write index paths as UIKit does (`{length = 2, path = 0 - 2}`) or as this
  /// package does elsewhere (`[0, 2]`, for `Snapshot.applying(_:)` and `snapdiff apply`).
  var writesUIKitPaths = true

  /// Creates a validator.
  ///
  /// - Parameters:
  ///   - style: Which view's wording the messages use; `.tableView` by default.
  ///   - reloadRule: Which reloads and reconfigures a batch may hold; `.inPlace` by default.
  public init(style: Style = .tableView, reloadRule: ReloadRule = .inPlace) {
    self.style = style
    self.reloadRule = reloadRule
  }

  /// Checks one batch.
  ///
  /// - Parameters:
  ///   - update: The batch.
  ///   - before: The number of items in each section before the batch.
  ///   - after: The number of items in each section after the batch (what the data source
  ///     reports once updated).
  /// - Throws: ``BatchValidationError`` for the first rule broken, in UIKit's order of checks:
  ///   duplicates and conflicts (a reload landing on a move's destination among them), bounds,
  ///   counts, then where each reload lands.
  /// - Complexity: O(*s* + *k* log *k*), where *s* is the number of sections and *k* the number of
  ///   operations.
  public func validate(
    _ update: BatchUpdate, before: [Int], after: [Int]
  )
    throws(BatchValidationError)
  {
    var check = _BatchCheck(update: update, before: before, after: after, style: style)
    check.writesUIKitPaths = writesUIKitPaths
    try check.sections()
    let destinations = try check.items()
    let arithmetic = _ReloadArithmetic(update)
    try check.reloadsLandingOnMoves(arithmetic, destinations: destinations)
    try check.counts()
    try check.reloadPlacements(arithmetic, rule: reloadRule)
  }
}

/// The state of one validation.
internal struct _BatchCheck {
  let update: BatchUpdate
  let before: [Int]
  let after: [Int]
  let row: String
  let view: String
  var writesUIKitPaths = true
  var deletedSections: Set<Int> = []
  var insertedSections: Set<Int> = []
  var reloadedSections: Set<Int> = []
  var movedFrom: [Int: Int] = [:]
  var movedTo: [Int: Int] = [:]
  /// Where each section goes, once the section operations are known to be consistent.
  var mapping: _SectionMapping?

  init(update: BatchUpdate, before: [Int], after: [Int], style: BatchValidator.Style) {
    self.update = update
    self.before = before
    self.after = after
    row = style == .tableView ? "row" : "item"
    view = style == .tableView ? "table view" : "collection view"
  }

  func fail(
    _ code: BatchValidationError.Code, _ message: String,
    at operation: BatchValidationError.Operation? = nil
  ) -> BatchValidationError {
    BatchValidationError(code: code, message: message, operation: operation)
  }

  /// Runs the checks of the operation at `index` of `list`: an error they throw names it.
  func checking<Result>(
    _ list: BatchValidationError.Operation.List, _ index: Int,
    _ body: () throws(BatchValidationError) -> Result
  ) throws(BatchValidationError) -> Result {
    do {
      return try body()
    } catch {
      var error = error
      error.operation = error.operation ?? .init(list, index)
      throw error
    }
  }

  /// An index path as UIKit's messages write it, or as `[0, 2]`.
  func path(_ path: ItemPath) -> String {
    writesUIKitPaths
      ? "{length = 2, path = \(path.section) - \(path.item)}" : "[\(path.section), \(path.item)]"
  }

  /// An index path as UIKit's messages write it in parentheses, or as `[0, 2]`.
  func enclosed(_ path: ItemPath) -> String {
    writesUIKitPaths ? "(\(self.path(path)))" : self.path(path)
  }

  /// Throws UIKit's out-of-bounds `message` (worded differently per operation) unless `section`
  /// is in `0..<count`.
  func checkBounds(
    _ section: Int, below count: Int, _ message: @autoclosure () -> String
  )
    throws(BatchValidationError)
  {
    guard section >= 0 && section < count else { throw fail(.outOfBounds, message()) }
  }

  /// Adds `section` to a set of the batch's sections, throwing when the batch lists it twice.
  func insertOnce(
    _ section: Int, into sections: inout Set<Int>, _ verb: String
  )
    throws(BatchValidationError)
  {
    guard sections.insert(section).inserted else {
      throw fail(.duplicate, "attempt to \(verb) section \(section) twice")
    }
  }

  mutating func sections() throws(BatchValidationError) {
    let beforeCount = before.count
    let afterCount = after.count
    for (index, section) in update.deletedSections.enumerated() {
      try checking(.deletedSections, index) { () throws(BatchValidationError) in
        try checkBounds(
          section, below: beforeCount,
          "attempt to delete section \(section), but there are only \(beforeCount) sections before the update"
        )
        try insertOnce(section, into: &deletedSections, "delete")
      }
    }
    for (index, section) in update.reloadedSections.enumerated() {
      try checking(.reloadedSections, index) { () throws(BatchValidationError) in
        try checkBounds(
          section, below: beforeCount,
          "attempt to reload section \(section), but there are only \(beforeCount) sections before the update"
        )
        guard !deletedSections.contains(section) else {
          throw fail(.conflict, "attempt to delete and reload the same section (\(section))")
        }
        try insertOnce(section, into: &reloadedSections, "reload")
      }
    }
    for (index, section) in update.insertedSections.enumerated() {
      try checking(.insertedSections, index) { () throws(BatchValidationError) in
        try checkBounds(
          section, below: afterCount,
          "attempt to insert section \(section) but there are only \(afterCount) sections after the update"
        )
        try insertOnce(section, into: &insertedSections, "insert")
      }
    }
    try sectionMoves()
    try sectionReplacements()
    if afterCount == beforeCount - deletedSections.count + insertedSections.count {
      mapping = _SectionMapping(update, beforeCount: beforeCount, afterCount: afterCount)
    }
  }

  /// Checks the section moves: in range, not also deleted, reloaded or inserted, each section
  /// moved once and each place taken once.
  mutating func sectionMoves() throws(BatchValidationError) {
    for (index, move) in update.movedSections.enumerated() {
      try checking(.movedSections, index) { () throws(BatchValidationError) in
        try sectionMove(move)
      }
    }
  }

  /// Checks one section move.
  mutating func sectionMove(_ move: BatchUpdate.IndexMove) throws(BatchValidationError) {
    let (beforeCount, afterCount) = (before.count, after.count)
    guard move.from >= 0 && move.from < beforeCount else {
      throw fail(
        .outOfBounds,
        "attempt to move section \(move.from), but there are only \(beforeCount) sections before the update"
      )
    }
    guard move.to >= 0 && move.to < afterCount else {
      throw fail(
        .outOfBounds,
        "attempt to to move section \(move.from) to section \(move.to), but there are only \(afterCount) sections after the update"
      )
    }
    if deletedSections.contains(move.from) || reloadedSections.contains(move.from) {
      throw fail(
        .conflict, "attempt to perform a delete and a move from the same section (\(move.from))")
    }
    if insertedSections.contains(move.to) {
      throw fail(
        .conflict, "attempt to perform an insert and a move to the same section (\(move.to))")
    }
    if let other = movedFrom[move.from] {
      throw fail(
        .duplicate,
        "attempt to move section \(move.from) to both section \(other) and section \(move.to)")
    }
    if let other = movedTo[move.to] {
      throw fail(
        .duplicate,
        "attempt to move both section \(other) and section \(move.from) to section \(move.to)")
    }
    movedFrom[move.from] = move.to
    movedTo[move.to] = move.from
  }

  /// Checks a before-path: in bounds, and not in a section this batch moves or reloads.
  func checkBefore(_ item: ItemPath, _ verb: String) throws(BatchValidationError) {
    guard item.section >= 0 && item.section < before.count else {
      throw fail(
        .outOfBounds,
        "attempt to \(verb) \(row) \(item.item) from section \(item.section), but there are only \(before.count) sections before the update"
      )
    }
    guard item.item >= 0 && item.item < before[item.section] else {
      throw fail(
        .outOfBounds,
        "attempt to \(verb) \(row) \(item.item) from section \(item.section) which only contains \(before[item.section]) \(row)s before the update"
      )
    }
    if movedFrom[item.section] != nil || reloadedSections.contains(item.section) {
      throw fail(
        .unsafeCombination,
        "attempt to \(verb) \(row) at index path \(enclosed(item)) in section \(item.section), which the same update also \(movedFrom[item.section] != nil ? "moves" : "reloads")"
      )
    }
  }

  /// Checks an after-path: in bounds, and not in a section this batch moves or reloads.
  func checkAfter(_ item: ItemPath, _ verb: String) throws(BatchValidationError) {
    guard item.section >= 0 && item.section < after.count else {
      throw fail(
        .outOfBounds,
        "attempt to \(verb) \(row) \(item.item) into section \(item.section), but there are only \(after.count) sections after the update"
      )
    }
    guard item.item >= 0 && item.item < after[item.section] else {
      throw fail(
        .outOfBounds,
        "attempt to \(verb) \(row) \(item.item) into section \(item.section), but there are only \(after[item.section]) \(row)s in section \(item.section) after the update"
      )
    }
    let source = mapping.map { $0.beforeIndex[item.section] } ?? -1
    if movedTo[item.section] != nil || (source >= 0 && reloadedSections.contains(source)) {
      throw fail(
        .unsafeCombination,
        "attempt to \(verb) \(row) at index path \(enclosed(item)) into section \(item.section), which the same update also \(movedTo[item.section] != nil ? "moves" : "reloads")"
      )
    }
  }

  /// Checks the item operations; returns the moves' destinations.
  mutating func items() throws(BatchValidationError) -> Set<ItemPath> {
    let deleted = try itemDeletions()
    let reloaded = try itemReloads(deleted: deleted)
    let inserted = try itemInsertions()
    try itemReplacements(deleted: deleted, inserted: inserted)
    return try itemMoves(deleted: deleted, reloaded: reloaded, inserted: inserted)
  }

  /// Checks the item deletions outside deleted sections; returns their paths.
  func itemDeletions() throws(BatchValidationError) -> Set<ItemPath> {
    try uniquePaths(.deletedItems, update.deletedItems, outside: deletedSections, "delete") {
      (item) throws(BatchValidationError) in try checkBefore(item, "delete")
    }
  }

  /// Checks the paths of one list outside `sections`, each with `check` and listed once; returns
  /// them.
  func uniquePaths(
    _ list: BatchValidationError.Operation.List, _ paths: [ItemPath], outside sections: Set<Int>,
    _ verb: String, _ check: (ItemPath) throws(BatchValidationError) -> Void
  ) throws(BatchValidationError) -> Set<ItemPath> {
    var unique: Set<ItemPath> = []
    for (index, item) in paths.enumerated() where !sections.contains(item.section) {
      try checking(list, index) { () throws(BatchValidationError) in
        try check(item)
        guard unique.insert(item).inserted else {
          throw fail(.duplicate, "attempt to \(verb) \(row) at index path \(enclosed(item)) twice")
        }
      }
    }
    return unique
  }

  /// Checks the item reloads and reconfigures; returns their paths.
  func itemReloads(deleted: Set<ItemPath>) throws(BatchValidationError) -> Set<ItemPath> {
    var reloaded: Set<ItemPath> = []
    for (list, index, item) in reloadsAndReconfigures {
      try checking(list, index) { () throws(BatchValidationError) in
        try itemReload(item, deleted: deleted, into: &reloaded)
      }
    }
    return reloaded
  }

  /// The item reloads, then the reconfigures, each with its list and position.
  var reloadsAndReconfigures: [(BatchValidationError.Operation.List, Int, ItemPath)] {
    update.reloadedItems.enumerated().map { (.reloadedItems, $0.offset, $0.element) }
      + update.reconfiguredItems.enumerated().map { (.reconfiguredItems, $0.offset, $0.element) }
  }

  /// Checks one item reload or reconfigure.
  func itemReload(
    _ item: ItemPath, deleted: Set<ItemPath>, into reloaded: inout Set<ItemPath>
  ) throws(BatchValidationError) {
    guard !deletedSections.contains(item.section) else {
      throw fail(
        .conflict,
        "attempt to reload \(row) at index path \(enclosed(item)) in section \(item.section), which the same update deletes"
      )
    }
    try checkBefore(item, "reload")
    if deleted.contains(item) {
      throw fail(.conflict, "attempt to delete and reload the same index path \(enclosed(item))")
    }
    guard reloaded.insert(item).inserted else {
      throw fail(.duplicate, "attempt to reload \(row) at index path \(enclosed(item)) twice")
    }
  }

  /// Checks the item insertions outside inserted sections; returns their paths.
  func itemInsertions() throws(BatchValidationError) -> Set<ItemPath> {
    try uniquePaths(.insertedItems, update.insertedItems, outside: insertedSections, "insert") {
      (item) throws(BatchValidationError) in try checkAfter(item, "insert")
    }
  }

  /// Checks the item moves: in range, out of no deleted section and into no inserted one, not
  /// also deleted, reloaded or inserted, and each path moved once; returns their destinations.
  func itemMoves(
    deleted: Set<ItemPath>, reloaded: Set<ItemPath>, inserted: Set<ItemPath>
  ) throws(BatchValidationError) -> Set<ItemPath> {
    var sources: [ItemPath: ItemPath] = [:]
    var destinations: [ItemPath: ItemPath] = [:]
    for (index, move) in update.movedItems.enumerated() {
      try checking(.movedItems, index) { () throws(BatchValidationError) in
        try itemMove(
          move, deleted: deleted, reloaded: reloaded, inserted: inserted, sources: &sources,
          destinations: &destinations)
      }
    }
    return Set(destinations.keys)
  }

  /// Checks one item move, and records it in `sources` and `destinations`.
  func itemMove(
    _ move: BatchUpdate.PathMove, deleted: Set<ItemPath>, reloaded: Set<ItemPath>,
    inserted: Set<ItemPath>, sources: inout [ItemPath: ItemPath],
    destinations: inout [ItemPath: ItemPath]
  ) throws(BatchValidationError) {
    let (from, to) = (move.from, move.to)
    try checkMoveInRange(from, to)
    if deletedSections.contains(from.section) {
      throw fail(.conflict, "cannot move an item from a deleted section (\(from.section))")
    }
    if insertedSections.contains(to.section) {
      throw fail(.conflict, "cannot move an item into a newly inserted section (\(to.section))")
    }
    if deleted.contains(from) || reloaded.contains(from) {
      throw fail(
        .conflict,
        "attempt to perform a delete and a move from the same index path \(enclosed(from))"
      )
    }
    if inserted.contains(to) {
      throw fail(
        .conflict, "attempt to perform an insert and a move to the same index path \(enclosed(to))")
    }
    if let other = sources[from] {
      throw fail(
        .duplicate,
        "attempt to move \(row) at index path \(path(from)) to both \(path(other)) and \(path(to))"
      )
    }
    if let other = destinations[to] {
      throw fail(
        .duplicate,
        "attempt to move both \(row) at index path \(path(other)) and \(path(from)) to \(path(to))"
      )
    }
    try checkBefore(from, "move")
    try checkAfter(to, "move")
    sources[from] = to
    destinations[to] = from
  }

  /// Checks that a move's paths exist before and after the batch.
  func checkMoveInRange(_ from: ItemPath, _ to: ItemPath) throws(BatchValidationError) {
    guard from.section >= 0 && from.section < before.count else {
      throw fail(
        .outOfBounds,
        "attempt to move index path \(enclosed(from)) from a section that does not exist - there are only \(before.count) sections before the update"
      )
    }
    guard from.item >= 0 && from.item < before[from.section] else {
      throw fail(
        .outOfBounds,
        "attempt to move index path \(enclosed(from)) that does not exist - there are only \(before[from.section]) \(row)s in section \(from.section) before the update"
      )
    }
    guard to.section >= 0 && to.section < after.count else {
      throw fail(
        .outOfBounds,
        "attempt to move index path \(enclosed(from)) to index path \(enclosed(to)) in section that does not exist - there are only \(after.count) sections after the update"
      )
    }
    guard to.item >= 0 && to.item < after[to.section] else {
      throw fail(
        .outOfBounds,
        "attempt to move index path \(enclosed(from)) to index path \(enclosed(to)) that does not exist - there are only \(after[to.section]) \(row)s in section \(to.section) after the update"
      )
    }
  }

  func counts() throws(BatchValidationError) {
    let expectedSections = before.count - deletedSections.count + insertedSections.count
    guard after.count == expectedSections, let mapping else {
      throw fail(
        .sectionCount,
        "Invalid update: invalid number of sections.  The number of sections contained in the \(view) after the update (\(after.count)) must be equal to the number of sections contained in the \(view) before the update (\(before.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
      )
    }
    // Per after-section: inserted, deleted (from its before-section), moved in and moved out.
    var insertedIn = [Int](repeating: 0, count: after.count)
    var deletedIn = [Int](repeating: 0, count: after.count)
    var movedIn = [Int](repeating: 0, count: after.count)
    var movedOut = [Int](repeating: 0, count: after.count)
    for item in update.insertedItems where !insertedSections.contains(item.section) {
      insertedIn[item.section] += 1
    }
    for item in update.deletedItems where !deletedSections.contains(item.section) {
      deletedIn[mapping.afterIndex[item.section]] += 1
    }
    for move in update.movedItems where mapping.afterIndex[move.from.section] != move.to.section {
      movedOut[mapping.afterIndex[move.from.section]] += 1
      movedIn[move.to.section] += 1
    }
    for section in 0..<after.count {
      let source = mapping.beforeIndex[section]
      guard source >= 0 && !reloadedSections.contains(source) else { continue }
      let expected =
        before[source] - deletedIn[section] + insertedIn[section] + movedIn[section]
        - movedOut[section]
      guard after[section] == expected else {
        throw fail(
          .itemCount,
          "Invalid update: invalid number of \(row)s in section \(section).  The number of \(row)s contained in an existing section after the update (\(after[section])) must be equal to the number of \(row)s contained in that section before the update (\(before[source])), plus or minus the number of \(row)s inserted or deleted from that section (\(insertedIn[section]) inserted, \(deletedIn[section]) deleted) and plus or minus the number of \(row)s moved into or out of that section (\(movedIn[section]) moved in, \(movedOut[section]) moved out)."
        )
      }
    }
  }
}
