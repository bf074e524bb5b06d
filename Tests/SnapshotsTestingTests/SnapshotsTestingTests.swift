import Snapshots
import SnapshotsTesting
import Testing

/// The property-testing toolkit: its generators cover what they promise, and its laws find and
/// shrink a planted bug.
@Suite struct SnapshotsTestingTests {
  /// How often each kind of change occurs over 10,000 pairs of the default workload.
  @Test func theDefaultWorkloadCoversEveryKindOfChange() {
    let generator = SnapshotGenerator<String, Int>(section: { "s\($0)" }, item: { $0 })
    var random = SeededGenerator(seed: 0x7E57_0001)
    var counts: [String: Int] = [:]
    let pairs = 10_000
    for _ in 0..<pairs {
      let pair = generator.pair(using: &random)
      let changeset = pair.changeset()
      let kinds: [(String, Bool)] = [
        ("empty old", pair.old.numberOfSections == 0),
        ("empty new", pair.new.numberOfSections == 0),
        ("deleted sections", !changeset.sections.deletions.isEmpty),
        ("inserted sections", !changeset.sections.insertions.isEmpty),
        ("moved sections", !changeset.sections.moves.isEmpty),
        ("reloaded sections", !changeset.reloadedSections.isEmpty),
        ("deleted items", !changeset.deletedItems.isEmpty),
        ("inserted items", !changeset.insertedItems.isEmpty),
        ("moved items", !changeset.movedItems.isEmpty),
        (
          "cross-section moves",
          changeset.movedItems.contains { move in
            pair.old.sectionIdentifiers[move.from.section]
              != pair.new.sectionIdentifiers[move.to.section]
          }
        ),
        ("content changes", !pair.changedItems.isEmpty),
        (
          "marks",
          !pair.new.reloadedItemIdentifiers.isEmpty || !pair.new.reconfiguredItemIdentifiers.isEmpty
        ),
        ("several batches", changeset.batches.count > 1),
      ]
      for (kind, occurs) in kinds where occurs { counts[kind, default: 0] += 1 }
    }
    let report = counts.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
    for kind in [
      "empty old", "empty new", "deleted sections", "inserted sections", "moved sections",
      "reloaded sections", "deleted items", "inserted items", "moved items", "cross-section moves",
      "content changes", "marks", "several batches",
    ] {
      #expect(
        counts[kind, default: 0] >= pairs / 50, "\(kind) in fewer than 2% of pairs: \(report)")
    }
    print("Workload coverage over \(pairs) pairs: \(report.joined(separator: ", "))")
  }

  @Test func outlinesNestAndExpand() {
    let generator = SnapshotGenerator<Int, Int>()
    var random = SeededGenerator(seed: 0x7E57_0002)
    var nested = 0
    var collapsed = 0
    for _ in 0..<1_000 {
      let outline = generator.sectionSnapshot(using: &random)
      if outline.items.contains(where: { outline.level(of: $0) >= 2 }) { nested += 1 }
      if outline.visibleItems.count < outline.items.count { collapsed += 1 }
    }
    #expect(nested > 100 && collapsed > 100, "nested \(nested), with hidden items \(collapsed)")
  }

  @Test func splitStreamsAreReproducibleAndIndependent() {
    var first = SeededGenerator(seed: 9)
    var second = SeededGenerator(seed: 9)
    var firstChild = first.split()
    var secondChild = second.split()
    #expect((0..<8).map { _ in firstChild.next() } == (0..<8).map { _ in secondChild.next() })
    #expect(first.next() == second.next())
    #expect(firstChild.next() != first.next())
  }

  @Test func theLawsHoldForThisPackagesChangesets() {
    let generator = SnapshotGenerator<String, Int>(section: { "s\($0)" }, item: { $0 })
    checkProperty(
      iterations: 1_000, seed: 0x7E57_0003, generate: { generator.pair(using: &$0) },
      shrink: { $0.shrunk() },
      property: { pair in
        changesetViolation(
          pair.changeset(), changedItems: pair.changedItems,
          changedSections: pair.changedSections.union(pair.new.reloadedSectionIdentifiers))?
          .description
      })
  }

  /// A list model updated by steps, with a planted bug in item moves (it inserts before
  /// removing): the step law finds it and shrinks the pair to a few items.
  @Test func aPlantedBugIsFoundAndShrunkToAFewItems() throws {
    let generator = SnapshotGenerator<Int, Int>()
    let found = try #require(
      findCounterexample(
        iterations: 1_000, seed: 0x7E57_0004, generate: { generator.pair(using: &$0) },
        shrink: { $0.shrunk() },
        property: { pair in
          stepModelViolation(
            pair.changeset(), model: StepListModel(pair.old, buggyMoves: true),
            perform: { $0.perform($1, new: pair.new) }, items: \.items)?.description
        }))
    let items = found.shrunk.old.numberOfItems + found.shrunk.new.numberOfItems
    #expect(items <= 6, "shrunk to \(items) items:\n\(found)")
    print("The planted bug, as reported:\n\(found)")
    // Without the bug, the same model passes.
    checkProperty(
      iterations: 1_000, seed: 0x7E57_0004, generate: { generator.pair(using: &$0) },
      shrink: { $0.shrunk() },
      property: { pair in
        stepModelViolation(
          pair.changeset(), model: StepListModel(pair.old, buggyMoves: false),
          perform: { $0.perform($1, new: pair.new) }, items: \.items)?.description
      })
  }

  @Test func aTargetThatDropsABatchIsCaught() {
    let old = try! Snapshot<Int, Int>(validating: [(0, [1, 2, 3])])
    let new = try! Snapshot<Int, Int>(validating: [(0, [3, 1, 2, 4])])
    var target = HeadlessTableView(snapshot: old) { $0 }
    let violation = listUpdateTargetViolation(
      Changeset(from: old, to: new), target: target, items: { $0.sections })
    #expect(violation == nil)
    target.cellProvider = { $0 + 100 }  // a target that shows the wrong items
    let broken = listUpdateTargetViolation(
      Changeset(from: old, to: new), target: target, items: { $0.sections })
    #expect(broken?.law == "target")
  }

  @MainActor
  @Test func aViewOfYourOwnIsCheckedThroughTheDataSource() {
    let old = try! Snapshot<Int, Int>(validating: [(0, [1, 2, 3])])
    let new = try! Snapshot<Int, Int>(validating: [(0, [3, 1]), (1, [4])])
    #expect(
      dataSourceViolation(from: old, to: new, view: HeadlessListView<Int, Int>(), items: \.items)
        == nil)
    let lateView = HeadlessListView<Int, Int>()
    lateView.completionDelivery = .manual
    let unfinished = dataSourceViolation(from: old, to: new, view: lateView, items: \.items)
    #expect(unfinished?.law == "view")
    #expect(
      dataSourceViolation(
        from: old, to: new, view: lateView, items: \.items,
        settle: { $0.completeAllPendingBatches() }) == nil)
  }
}

/// A list model of sections of identifiers, updated one step at a time.
struct StepListModel: CustomStringConvertible {
  var items: [[Int]]
  var sections: [Int]
  var buggyMoves: Bool

  init(_ snapshot: Snapshot<Int, Int>, buggyMoves: Bool) {
    sections = snapshot.sectionIdentifiers
    items = sections.map { snapshot.itemIdentifiers(inSection: $0) }
    self.buggyMoves = buggyMoves
  }

  var description: String { "\(items)" }

  mutating func perform(_ step: SectionedStep<Int, Int>, new: Snapshot<Int, Int>) -> String? {
    switch step {
    case .deleteSection(let index, _):
      sections.remove(at: index)
      items.remove(at: index)
    case .insertSection(let index, let id):
      sections.insert(id, at: index)
      items.insert(new.itemIdentifiers(inSection: id), at: index)
    case .moveSection(let from, let to, _):
      sections.insert(sections.remove(at: from), at: to)
      items.insert(items.remove(at: from), at: to)
    case .deleteItem(let path, _): items[path.section].remove(at: path.item)
    case .insertItem(let path, let id): items[path.section].insert(id, at: path.item)
    case .moveItem(let from, let to, let id):
      if buggyMoves && from.section == to.section {
        items[to.section].insert(id, at: to.item)  // the bug: inserts before removing
        let source = from.item >= to.item ? from.item + 1 : from.item
        items[from.section].remove(at: source)
      } else {
        items[from.section].remove(at: from.item)
        items[to.section].insert(id, at: to.item)
      }
    case .reloadSection, .reloadItem, .reconfigureItem: break
    }
    return nil
  }
}
