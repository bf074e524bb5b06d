/// A row of a list: identity is `id`, content is `version`.
struct Row: Identifiable, Hashable, Codable, CustomStringConvertible {
  var id: Int
  var version: Int = 0

  var description: String { version == 0 ? "\(id)" : "\(id)v\(version)" }
}

/// The shapes of list pairs the diff properties are checked on.
enum ListWorkload: CaseIterable, CustomStringConvertible {
  case empty, identical, reversed, shuffled, fewChanges, manyChanges, duplicates

  var description: String { "\(self)" }
}

/// An old and a new list for a diff property, with the workload that made them.
struct ListPair: CustomStringConvertible {
  var workload: ListWorkload
  var old: [Row]
  var new: [Row]

  var description: String { "\(workload): \(old) -> \(new)" }
}

extension SeededGenerator {
  /// A random pair of lists of the given workload, up to `maxCount` elements, with content
  /// changes when `changesContent` is true.
  mutating func listPair(_ workload: ListWorkload, maxCount: Int, changesContent: Bool) -> ListPair
  {
    let count = int(below: maxCount + 1)
    var old = (0..<count).map { Row(id: $0) }
    var new: [Row]
    switch workload {
    case .empty:
      if chance(0.5) { old = [] }
      new = chance(0.5) ? [] : (0..<count).map { Row(id: $0 + 1_000) }
    case .identical:
      new = old
    case .reversed:
      new = old.reversed()
    case .shuffled:
      new = old.shuffled(using: &self)
    case .fewChanges, .manyChanges:
      let rate = workload == .fewChanges ? 0.05 : 0.4
      new = old.filter { _ in !chance(rate) }
      var nextID = count
      for _ in 0..<Int(Double(count) * rate + 1) where chance(0.7) {
        new.insert(Row(id: nextID), at: int(below: new.count + 1))
        nextID += 1
      }
      for _ in 0..<Int(Double(count) * rate + 1) where new.count > 1 && chance(0.5) {
        let element = new.remove(at: int(below: new.count))
        new.insert(element, at: int(below: new.count + 1))
      }
    case .duplicates:
      let pool = Swift.max(1, count / 3)
      old = (0..<count).map { _ in Row(id: int(below: pool)) }
      new = (0..<int(below: maxCount + 1)).map { _ in Row(id: int(below: pool)) }
    }
    if changesContent {
      for index in new.indices where chance(0.2) { new[index].version = 1 + int(below: 3) }
    }
    return ListPair(workload: workload, old: old, new: new)
  }

  /// A random pair of any workload.
  mutating func listPair(maxCount: Int) -> ListPair {
    listPair(element(of: ListWorkload.allCases), maxCount: maxCount, changesContent: chance(0.5))
  }
}

/// Smaller versions of a failing pair: drop elements from either list.
func shrinkListPair(_ pair: ListPair) -> [ListPair] {
  shrinkArray(pair.old).map { ListPair(workload: pair.workload, old: $0, new: pair.new) }
    + shrinkArray(pair.new).map { ListPair(workload: pair.workload, old: pair.old, new: $0) }
}
