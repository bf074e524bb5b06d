import SnapshotsTesting

@testable import Snapshots

/// One step of the data source's model-based test: what an app, a user or stray code does.
enum DataSourceStep: CustomStringConvertible {
  case apply(Snapshot<Int, Int>, animated: Bool)
  case applyOffMainActor(Snapshot<Int, Int>, animated: Bool)
  case applyUsingReloadData(Snapshot<Int, Int>)
  case applyOutline(SectionSnapshot<Int>, section: Int)
  case userMove(from: ItemPath, to: ItemPath)
  /// A drag whose `willReorder` (or `didReorder`) handler applies a snapshot.
  case userMoveApplying(from: ItemPath, to: ItemPath, Snapshot<Int, Int>, inWillReorder: Bool)
  case changeViewBehindDataSource(deleting: Bool, section: Int)
  case completeBatch(at: Int)
  case completeAllBatches
  case settle

  var description: String {
    switch self {
    case .apply(let s, let animated): "apply(\(s.sectionLayout), animated: \(animated))"
    case .applyOffMainActor(let s, let animated):
      "await apply(\(s.sectionLayout), animated: \(animated))"
    case .applyUsingReloadData(let s): "applySnapshotUsingReloadData(\(s.sectionLayout))"
    case .applyOutline(let outline, let section):
      "apply(outline \(outline.visibleItems) of \(outline.items), to: \(section))"
    case .userMove(let from, let to): "user moves \(from) to \(to)"
    case .userMoveApplying(let from, let to, let s, let inWillReorder):
      "user moves \(from) to \(to); \(inWillReorder ? "willReorder" : "didReorder") applies \(s.sectionLayout)"
    case .changeViewBehindDataSource(let deleting, let section):
      "view \(deleting ? "deletes" : "inserts") a cell in section \(section) behind the data source"
    case .completeBatch(let index): "view finishes pending batch \(index)"
    case .completeAllBatches: "view finishes all pending batches"
    case .settle: "wait for async applies"
    }
  }
}

extension Snapshot where SectionIdentifierType == Int, ItemIdentifierType == Int {
  /// The sections and items, for counterexamples.
  var sectionLayout: String {
    sectionIdentifiers.map { "\($0): \(itemIdentifiers(inSection: $0))" }.joined(separator: ", ")
  }
}

extension SeededGenerator {
  /// `snapshot` after a few random legal edits (marks included).
  mutating func snapshot(editing snapshot: Snapshot<Int, Int>, edits: Int) -> Snapshot<Int, Int> {
    var model = ReferenceModel()
    model.sections = snapshot.sectionIdentifiers.map {
      ($0, snapshot.itemIdentifiers(inSection: $0))
    }
    var result = snapshot
    for _ in 0..<int(below: edits + 1) {
      let operation = operation(on: model)
      model.apply(operation)
      operation.apply(to: &result)
    }
    return result
  }

  /// An outline for a section: its current outline with items expanded or collapsed, or its
  /// items as roots with fresh children (identifiers from `fresh` on).
  mutating func outline(
    from current: SectionSnapshot<Int>, fresh: inout Int
  ) -> SectionSnapshot<Int> {
    var outline = current
    let parents = outline.items.filter { !outline.snapshot(of: $0).items.isEmpty }
    if !parents.isEmpty && chance(0.5) {
      let item = element(of: parents)
      if outline.isExpanded(item) { outline.collapse([item]) } else { outline.expand([item]) }
      return outline
    }
    for _ in 0..<(1 + int(below: 3)) {
      let parent = outline.items.isEmpty || chance(0.2) ? nil : element(of: outline.items)
      let children = Array(fresh..<(fresh + 1 + int(below: 3)))
      fresh += children.count
      outline.append(children, to: parent)
      if let parent, chance(0.6) { outline.expand([parent]) }
    }
    return outline
  }
}
