// Benchmark inputs: pairs of lists with a fixed seed for each workload and size.

/// An element with an identifier and a content version.
struct Item<ID: Hashable>: Identifiable, Equatable {
  var id: ID
  var version: Int
}

/// The list workloads of the diff benchmarks.
enum Workload: String, CaseIterable {
  case mixed = "mixed (-10% +10% move 5% change 5%)"
  case shuffle = "shuffle"
  case append = "append 10%"
  case identical = "identical"
  case reversed = "reversed"
  case classic = "classic (-20% +20% move 4%)"

  /// The old and new identifier lists and which new offsets change content.
  func lists(count n: Int, seed: UInt64) -> (old: [Int], new: [Int], changed: [Bool]) {
    var random = BenchmarkRandom(seed: seed)
    let old = Array(0..<n)
    var new: [Int]
    var changedRate = 0.0
    switch self {
    case .identical: new = old
    case .reversed: new = old.reversed()
    case .shuffle: new = old.shuffled(using: &random)
    case .append: new = old + (n..<(n + n / 10))
    case .mixed, .classic:
      let (deleteRate, insertRate, moveRate) =
        self == .mixed ? (0.10, 0.10, 0.05) : (0.2, 0.2, 0.04)
      changedRate = self == .mixed ? 0.05 : 0
      // Keep 1 - deleteRate of the items, pick moveRate of the kept ones to move, then insert.
      var kept = old.filter { _ in Double.random(in: 0..<1, using: &random) >= deleteRate }
      let moveCount = Int(Double(n) * moveRate)
      var movers: [Int] = []
      for _ in 0..<moveCount where !kept.isEmpty {
        movers.append(kept.remove(at: Int.random(in: 0..<kept.count, using: &random)))
      }
      // Reinserting one at a time would be quadratic; merge the movers and new items instead.
      let insertCount = Int(Double(n) * insertRate)
      let extras = movers + (n..<(n + insertCount))
      var slots = extras.map { _ in Int.random(in: 0...kept.count, using: &random) }
      var order = Array(extras.indices)
      order.sort { slots[$0] < slots[$1] }
      slots.sort()
      new = []
      new.reserveCapacity(kept.count + extras.count)
      var next = 0
      for (position, value) in kept.enumerated() {
        while next < order.count && slots[next] <= position {
          new.append(extras[order[next]])
          next += 1
        }
        new.append(value)
      }
      while next < order.count {
        new.append(extras[order[next]])
        next += 1
      }
      new = new.map { $0 }
    }
    let changed = new.map { _ in Double.random(in: 0..<1, using: &random) < changedRate }
    return (old, new, changed)
  }
}

/// Makes `Item`s with `Int` or `String` identifiers from identifier lists.
func items<ID: Hashable>(_ ids: [Int], changed: [Bool]? = nil, _ makeID: (Int) -> ID) -> [Item<ID>]
{
  ids.indices.map { Item(id: makeID(ids[$0]), version: (changed?[$0] ?? false) ? 1 : 0) }
}
