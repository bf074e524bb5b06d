import SnapshotsTesting

@testable import Snapshots

/// A data source driving a headless view whose batches finish only when told, with a model of
/// what it must show; runs random steps and reports the first law broken.
@MainActor
final class DataSourceHarness {
  let view = HeadlessListView<Int, Int>()
  let dataSource: DiffableDataSource<Int, Int>
  /// What `dataSource.snapshot()` must be.
  var expected = Snapshot<Int, Int>()
  /// Apply numbers, in the order their completions ran.
  var completed: [Int] = []
  var applies = 0
  var reloadsAsked = 0
  var fallbacks = 0
  var asyncApplies = 0
  /// Whether the view was changed behind the data source and not reloaded since.
  var isTampered = false
  var failures: [String] = []
  var steps: [DataSourceStep] = []
  var freshItem = 1_000

  init(maximumAnimatedOperationCount: Int?) {
    dataSource = DiffableDataSource(view: view)
    view.completionDelivery = .manual
    view.trapsOnInvalidBatch = false
    dataSource.maximumAnimatedOperationCount = maximumAnimatedOperationCount
    dataSource.reloadFallbackHandler = { [unowned self] reason in
      fallbacks += 1
      if case .viewOutOfSync = reason, !isTampered { failures.append("unexpected \(reason)") }
    }
  }

  var isIdle: Bool {
    !dataSource.hasPendingApplies && view.pendingBatchCount == 0 && asyncApplies == 0
  }

  /// Runs `count` random steps, then settles and heals; returns the first law broken, with the
  /// steps that led to it.
  func run(steps count: Int, generator: inout SeededGenerator) async -> String? {
    for _ in 0..<count {
      let step = nextStep(&generator)
      steps.append(step)
      await perform(step)
      if let failure = check() { return report(failure) }
    }
    await settle()
    if isTampered {
      steps.append(.apply(expected, animated: true))
      await perform(.apply(expected, animated: true))
      await settle()
    }
    if let failure = check() ?? checkEnd() { return report(failure) }
    return nil
  }

  private func report(_ failure: String) -> String {
    "\(failure)\nsteps:\n" + steps.map { "  \($0)" }.joined(separator: "\n")
  }

  // MARK: Steps

  private func nextStep(_ g: inout SeededGenerator) -> DataSourceStep {
    let roll = g.int(below: 100)
    let current = dataSource.snapshot()
    switch roll {
    case 0..<25: return .apply(g.snapshot(editing: current, edits: 4), animated: g.chance(0.7))
    case 25..<40:
      return .applyOffMainActor(g.snapshot(editing: current, edits: 4), animated: g.chance(0.7))
    case 40..<45: return .applyUsingReloadData(g.snapshot(editing: current, edits: 4))
    case 45..<55:
      let sections = current.sectionIdentifiers
      let section =
        sections.isEmpty || g.chance(0.2) ? 50 + g.int(below: 3) : g.element(of: sections)
      let outline = g.outline(from: dataSource.snapshot(for: section), fresh: &freshItem)
      return .applyOutline(outline, section: section)
    case 55..<65:
      if let move = userMove(&g) { return move }
      return .completeAllBatches
    // One change behind the data source until it is healed: two could cancel out in the counts,
    // which is all the data source (like UIKit) can compare.
    case 65..<70 where !view.sections.isEmpty && !isTampered:
      let section = g.int(below: view.sections.count)
      return .changeViewBehindDataSource(
        deleting: !view.sections[section].isEmpty && g.chance(0.5), section: section)
    case 70..<85 where view.pendingBatchCount > 0:
      return .completeBatch(at: g.int(below: view.pendingBatchCount))
    case 85..<95: return .completeAllBatches
    default: return .settle
    }
  }

  /// A drag the user could make now: while no apply waits (one may be animating) and the view is
  /// in sync.
  private func userMove(_ g: inout SeededGenerator) -> DataSourceStep? {
    let shown = dataSource.displayedSnapshot
    guard dataSource._queue.isEmpty, !isTampered, shown.numberOfItems > 0 else { return nil }
    let sourceItem = g.element(of: shown.itemIdentifiers)
    let source = shown.itemPath(of: sourceItem)!
    let section = g.int(below: shown.numberOfSections)
    let count = shown._itemsBySection[section].count - (section == source.section ? 1 : 0)
    let destination = ItemPath(item: g.int(below: count + 1), section: section)
    guard g.chance(0.3) else { return .userMove(from: source, to: destination) }
    let applied = g.snapshot(editing: dataSource.snapshot(), edits: 4)
    return .userMoveApplying(from: source, to: destination, applied, inWillReorder: g.chance(0.5))
  }

  private func perform(_ step: DataSourceStep) async {
    let reloadsBefore = reloadCount
    switch step {
    case .apply(let snapshot, let animated):
      expected = snapshot
      let number = nextApply()
      dataSource.apply(snapshot, animatingDifferences: animated) { self.completed.append(number) }
    case .applyOffMainActor(let snapshot, let animated):
      expected = snapshot
      let number = nextApply()
      asyncApplies += 1
      dataSource._applyComputingOffMainActor(
        snapshot, animated: animated,
        completion: {
          self.completed.append(number)
          self.asyncApplies -= 1
        }, batches: { Changeset(concurrentlyFrom: $0, to: $1).batches })
    case .applyUsingReloadData(let snapshot):
      expected = snapshot
      reloadsAsked += 1
      let number = nextApply()
      dataSource.applySnapshotUsingReloadData(snapshot) { self.completed.append(number) }
    case .applyOutline(let outline, let section):
      if expected.indexOfSection(section) == nil { expected.appendSections([section]) }
      expected.setItems(outline, toSection: section)
      let number = nextApply()
      dataSource.apply(outline, to: section) { self.completed.append(number) }
    case .userMove(let source, let destination):
      performUserMove(from: source, to: destination)
    case .userMoveApplying(let source, let destination, _, _) where source == destination:
      performUserMove(from: source, to: destination)  // a drop in place calls no handler
    case .userMoveApplying(let source, let destination, let snapshot, let inWillReorder):
      // The apply made from the handler is queued behind the reorder and shown after it.
      expected = snapshot
      let number = nextApply()
      let apply = { [dataSource] (_: DiffableDataSourceTransaction<Int, Int>) in
        dataSource.apply(snapshot) { self.completed.append(number) }
      }
      dataSource.reorderingHandlers = .init()
      dataSource.reorderingHandlers.canReorderItem = { _ in true }
      if inWillReorder {
        dataSource.reorderingHandlers.willReorder = apply
      } else {
        dataSource.reorderingHandlers.didReorder = apply
      }
      view.userMovedItem(from: source, to: destination)
      dataSource.reorderingHandlers = .init()
    case .changeViewBehindDataSource(let deleting, let section):
      isTampered = true
      view.changeBehindDataSource { sections in
        if deleting {
          sections[section].removeLast()
        } else {
          sections[section].append(.init(item: -1, text: "stray"))
        }
      }
    case .completeBatch(let index): view.completePendingBatch(at: index)
    case .completeAllBatches: view.completeAllPendingBatches()
    case .settle: await settle()
    }
    if reloadCount > reloadsBefore { isTampered = false }
  }

  /// The number of reloads the view performed.
  var reloadCount: Int {
    view.history.filter { if case .reload = $0 { true } else { false } }.count
  }

  private func nextApply() -> Int {
    applies += 1
    return applies
  }

  /// The view moves the cell, as a table view does during a drag, then tells the data source.
  private func performUserMove(from source: ItemPath, to destination: ItemPath) {
    let before = dataSource.displayedSnapshot
    let hadOutline = [source.section, destination.section].contains {
      dataSource._displayed.outlines[before.sectionIdentifiers[$0]] != nil
    }
    var transactions: [DiffableDataSourceTransaction<Int, Int>] = []
    dataSource.reorderingHandlers.didReorder = { transactions.append($0) }
    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    view.userMovedItem(from: source, to: destination)
    let after = dataSource.snapshot()
    if !hadOutline {
      var moved = before._itemsBySection
      let item = moved[source.section].remove(at: source.item)
      moved[destination.section].insert(item, at: destination.item)
      if after._itemsBySection != moved { failures.append("reorder gave \(after.sectionLayout)") }
    }
    if source == destination {
      if !transactions.isEmpty { failures.append("a drop in place is not a reorder") }
      return
    }
    guard transactions.count == 1, let transaction = transactions.first else {
      return failures.append("didReorder ran \(transactions.count) times")
    }
    if transaction.finalSnapshot != after || transaction.initialSnapshot != before {
      failures.append("the transaction's snapshots are not the data source's")
    }
    if before.itemIdentifiers.applying(transaction.difference) != after.itemIdentifiers {
      failures.append("the transaction's difference does not give the final items")
    }
    expected = after
  }

  /// Finishes every batch and waits for every async apply, until nothing is pending.
  func settle() async {
    for _ in 0..<100_000 {
      view.completeAllPendingBatches()
      if isIdle { return }
      // Off-main computations need a thread of the pool: sleep rather than spin for it.
      try? await Task.sleep(for: .microseconds(20))
    }
    failures.append("applies never finished")
  }

  // MARK: Laws

  private func check() -> String? {
    if let failure = failures.first { return failure }
    if let error = view.errors.first { return "the view rejected a batch: \(error.message)" }
    let snapshot = dataSource.snapshot()
    if snapshot != expected {
      return "snapshot() is \(snapshot.sectionLayout), expected \(expected.sectionLayout)"
    }
    if !snapshot.reloadedItemIdentifiers.isEmpty || !snapshot.reconfiguredItemIdentifiers.isEmpty {
      return "snapshot() kept marks that were acted on"
    }
    if completed != completed.sorted() || Set(completed).count != completed.count {
      return "completions ran out of order or twice: \(completed)"
    }
    if isIdle && !isTampered {
      if dataSource.displayedSnapshot != expected {
        return "idle, but the view shows another snapshot"
      }
      if view.items != expected._itemsBySection {
        return "idle, but the view's cells are \(view.items), expected \(expected._itemsBySection)"
      }
    }
    return nil
  }

  private func checkEnd() -> String? {
    if completed != Array((0..<applies).map { $0 + 1 }) {
      return "completions \(completed) of \(applies) applies"
    }
    if reloadCount != reloadsAsked + fallbacks {
      return "\(reloadCount) reloads: \(reloadsAsked) asked for and \(fallbacks) reported"
    }
    return nil
  }
}
