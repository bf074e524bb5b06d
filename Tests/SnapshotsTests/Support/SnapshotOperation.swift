import SnapshotsTesting

@testable import Snapshots

/// One mutation of a snapshot, with small integer identifiers, for model-based tests.
enum SnapshotOperation: Equatable, CustomStringConvertible {
  case appendSections([Int])
  case insertSectionsBefore([Int], Int)
  case insertSectionsAfter([Int], Int)
  case deleteSections([Int])
  case moveSectionBefore(Int, Int)
  case moveSectionAfter(Int, Int)
  case appendItems([Int], toSection: Int?)
  case insertItemsBefore([Int], Int)
  case insertItemsAfter([Int], Int)
  case deleteItems([Int])
  case moveItemBefore(Int, Int)
  case moveItemAfter(Int, Int)
  case reloadItems([Int])
  case reconfigureItems([Int])
  case reloadSections([Int])
  case deleteAllItems

  var description: String {
    switch self {
    case .appendSections(let s): "appendSections(\(s))"
    case .insertSectionsBefore(let s, let before): "insertSections(\(s), beforeSection: \(before))"
    case .insertSectionsAfter(let s, let after): "insertSections(\(s), afterSection: \(after))"
    case .deleteSections(let s): "deleteSections(\(s))"
    case .moveSectionBefore(let s, let before): "moveSection(\(s), beforeSection: \(before))"
    case .moveSectionAfter(let s, let after): "moveSection(\(s), afterSection: \(after))"
    case .appendItems(let i, let s): "appendItems(\(i), toSection: \(s.map(String.init) ?? "nil"))"
    case .insertItemsBefore(let i, let before): "insertItems(\(i), beforeItem: \(before))"
    case .insertItemsAfter(let i, let after): "insertItems(\(i), afterItem: \(after))"
    case .deleteItems(let i): "deleteItems(\(i))"
    case .moveItemBefore(let i, let before): "moveItem(\(i), beforeItem: \(before))"
    case .moveItemAfter(let i, let after): "moveItem(\(i), afterItem: \(after))"
    case .reloadItems(let i): "reloadItems(\(i))"
    case .reconfigureItems(let i): "reconfigureItems(\(i))"
    case .reloadSections(let s): "reloadSections(\(s))"
    case .deleteAllItems: "deleteAllItems()"
    }
  }

  /// Performs the operation on a snapshot.
  func apply(to snapshot: inout Snapshot<Int, Int>) {
    apply(to: &snapshot) { $0 }
  }

  /// Applies the operation to a snapshot whose items are made from the operation's integers.
  func apply<Item: Hashable>(to snapshot: inout Snapshot<Int, Item>, _ item: (Int) -> Item) {
    switch self {
    case .appendSections(let s): snapshot.appendSections(s)
    case .insertSectionsBefore(let s, let before): snapshot.insertSections(s, beforeSection: before)
    case .insertSectionsAfter(let s, let after): snapshot.insertSections(s, afterSection: after)
    case .deleteSections(let s): snapshot.deleteSections(s)
    case .moveSectionBefore(let s, let before): snapshot.moveSection(s, beforeSection: before)
    case .moveSectionAfter(let s, let after): snapshot.moveSection(s, afterSection: after)
    case .appendItems(let i, let s): snapshot.appendItems(i.map(item), toSection: s)
    case .insertItemsBefore(let i, let before):
      snapshot.insertItems(i.map(item), beforeItem: item(before))
    case .insertItemsAfter(let i, let after):
      snapshot.insertItems(i.map(item), afterItem: item(after))
    case .deleteItems(let i): snapshot.deleteItems(i.map(item))
    case .moveItemBefore(let i, let before): snapshot.moveItem(item(i), beforeItem: item(before))
    case .moveItemAfter(let i, let after): snapshot.moveItem(item(i), afterItem: item(after))
    case .reloadItems(let i): snapshot.reloadItems(i.map(item))
    case .reconfigureItems(let i): snapshot.reconfigureItems(i.map(item))
    case .reloadSections(let s): snapshot.reloadSections(s)
    case .deleteAllItems: snapshot.deleteAllItems()
    }
  }

}

extension SeededGenerator {
  /// A random operation that is legal on `model` (it would not trap).
  ///
  /// Identifiers come from small pools, so that operations often touch existing items (Apple's
  /// move-on-append leniency).
  mutating func operation(
    on model: ReferenceModel, itemPool: Int = 40, sectionPool: Int = 8
  )
    -> SnapshotOperation
  {
    let items = model.allItems
    let sections = model.sections.map(\.id)
    let freshSections = (0..<sectionPool).filter { !sections.contains($0) }.shuffled(using: &self)
    func someItems(_ count: Int) -> [Int] {
      Array((0..<itemPool).shuffled(using: &self).prefix(count))
    }
    for _ in 0..<20 {
      switch int(below: 16) {
      case 0 where !freshSections.isEmpty:
        return .appendSections(Array(freshSections.prefix(1 + int(below: 2))))
      case 1 where !freshSections.isEmpty && !sections.isEmpty:
        let new = Array(freshSections.prefix(1 + int(below: 2)))
        return chance(0.5)
          ? .insertSectionsBefore(new, element(of: sections))
          : .insertSectionsAfter(new, element(of: sections))
      case 2 where !sections.isEmpty:
        return .deleteSections([element(of: sections), int(below: sectionPool)])
      case 3 where sections.count >= 2:
        let pair = Array(sections.shuffled(using: &self).prefix(2))
        return chance(0.5)
          ? .moveSectionBefore(pair[0], pair[1]) : .moveSectionAfter(pair[0], pair[1])
      case 4 where !sections.isEmpty, 5 where !sections.isEmpty, 6 where !sections.isEmpty:
        return .appendItems(
          someItems(int(below: 5)), toSection: chance(0.3) ? nil : element(of: sections))
      case 7 where !items.isEmpty:
        let anchor = element(of: items)
        let new = someItems(1 + int(below: 3)).filter { $0 != anchor }
        return chance(0.5) ? .insertItemsBefore(new, anchor) : .insertItemsAfter(new, anchor)
      case 8 where !items.isEmpty:
        return .deleteItems(someItems(int(below: 3)) + [element(of: items)])
      case 9 where items.count >= 2, 10 where items.count >= 2:
        let pair = Array(items.shuffled(using: &self).prefix(2))
        return chance(0.5) ? .moveItemBefore(pair[0], pair[1]) : .moveItemAfter(pair[0], pair[1])
      case 11 where !items.isEmpty:
        return .reloadItems(Array(items.shuffled(using: &self).prefix(1 + int(below: 2))))
      case 12 where !items.isEmpty:
        return .reconfigureItems(Array(items.shuffled(using: &self).prefix(1 + int(below: 2))))
      case 13 where !sections.isEmpty:
        return .reloadSections([element(of: sections)])
      case 14 where chance(0.1):
        return .deleteAllItems
      default:
        continue
      }
    }
    return .appendSections(freshSections.isEmpty ? [] : [freshSections[0]])
  }

  /// A random sequence of operations, each legal after the ones before it.
  mutating func operations(count: Int) -> [SnapshotOperation] {
    var model = ReferenceModel()
    var result: [SnapshotOperation] = []
    for _ in 0..<count {
      let operation = operation(on: model)
      model.apply(operation)
      result.append(operation)
    }
    return result
  }

  /// A random snapshot of integer identifiers, with up to `maxSections` sections of up to
  /// `maxItems` items each, identifiers unique.
  mutating func snapshot(maxSections: Int = 5, maxItems: Int = 8) -> Snapshot<Int, Int> {
    var snapshot = Snapshot<Int, Int>()
    var nextItem = 0
    let sectionCount = int(below: maxSections + 1)
    for section in 0..<sectionCount {
      snapshot.appendSections([section])
      let count = int(below: maxItems + 1)
      snapshot.appendItems(Array(nextItem..<nextItem + count))
      nextItem += count
    }
    return snapshot
  }
}
