/// The shapes of random list pairs: the cases a list diff must get right.
public enum ListShape: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// One or both lists empty.
  case empty
  /// The same list twice.
  case identical
  /// The list reversed.
  case reversed
  /// The list shuffled.
  case shuffled
  /// About 5% of the elements deleted, inserted and moved.
  case fewChanges
  /// About 40% of the elements deleted, inserted and moved.
  case manyChanges
  /// Two lists drawn from a small pool of identifiers, with repeats (for Heckel and Myers).
  case duplicates

  /// The shape's name.
  public var description: String { rawValue }
}

/// An old and a new list for a diff property, with the shape that made them.
public struct ListPair<Element>: CustomStringConvertible {
  /// The shape the pair was made with.
  public var shape: ListShape
  /// The list before.
  public var old: [Element]
  /// The list after.
  public var new: [Element]

  /// A pair.
  ///
  /// - Parameters:
  ///   - shape: The shape it was made with.
  ///   - old: The list before.
  ///   - new: The list after.
  /// - Complexity: O(1).
  public init(shape: ListShape, old: [Element], new: [Element]) {
    self.shape = shape
    self.old = old
    self.new = new
  }

  /// The shape and both lists.
  public var description: String { "\(shape): \(old) -> \(new)" }

  /// Smaller pairs that may still fail: elements dropped from either list
  /// (see ``shrinkArray(_:)``).
  ///
  /// - Returns: The candidates, largest removals first.
  /// - Complexity: O(*n*² log *n*) for *n* elements.
  public func shrunk() -> [ListPair] {
    shrinkArray(old).map { ListPair(shape: shape, old: $0, new: new) }
      + shrinkArray(new).map { ListPair(shape: shape, old: old, new: $0) }
  }
}

extension ListPair: Sendable where Element: Sendable {}

/// Makes random list pairs of elements built from an identifier and a content version.
///
/// ```swift
/// let lists = ListGenerator { id, version in Row(id: id, version: version) }
/// let pair = lists.pair(.shuffled, maxCount: 50, changesContent: true, using: &random)
/// ```
public struct ListGenerator<Element> {
  /// The element with an identifier and a content version (0 for unchanged content).
  public var element: (_ identifier: Int, _ version: Int) -> Element

  /// A generator.
  ///
  /// - Parameter element: The element with an identifier and a content version.
  /// - Complexity: O(1).
  public init(element: @escaping (_ identifier: Int, _ version: Int) -> Element) {
    self.element = element
  }

  /// A random pair of the given shape, up to `maxCount` elements a list, where some new elements
  /// change content (version 1 to 3) when `changesContent` is true.
  ///
  /// - Parameters:
  ///   - shape: The shape.
  ///   - maxCount: The most elements of a list.
  ///   - changesContent: Whether elements of the new list change content.
  ///   - random: The source of randomness.
  /// - Returns: The pair.
  /// - Complexity: O(*n*²) worst case for *n* elements (insertions into arrays).
  public func pair(
    _ shape: ListShape, maxCount: Int, changesContent: Bool, using random: inout SeededGenerator
  ) -> ListPair<Element> {
    let count = random.int(below: maxCount + 1)
    var old = Array(0..<count)
    var new: [Int]
    switch shape {
    case .empty:
      if random.chance(0.5) { old = [] }
      new = random.chance(0.5) ? [] : (0..<count).map { $0 + 1_000 }
    case .identical: new = old
    case .reversed: new = old.reversed()
    case .shuffled: new = old.shuffled(using: &random)
    case .fewChanges, .manyChanges:
      new = Self._changed(old, rate: shape == .fewChanges ? 0.05 : 0.4, using: &random)
    case .duplicates:
      let pool = Swift.max(1, count / 3)
      old = (0..<count).map { _ in random.int(below: pool) }
      new = (0..<random.int(below: maxCount + 1)).map { _ in random.int(below: pool) }
    }
    let versions = new.map { _ in
      changesContent && random.chance(0.2) ? 1 + random.int(below: 3) : 0
    }
    return ListPair(
      shape: shape, old: old.map { element($0, 0) },
      new: zip(new, versions).map { element($0, $1) })
  }

  /// A random pair of a random shape.
  ///
  /// - Parameters:
  ///   - maxCount: The most elements of a list.
  ///   - random: The source of randomness.
  /// - Returns: The pair.
  /// - Complexity: As ``pair(_:maxCount:changesContent:using:)``.
  public func pair(maxCount: Int, using random: inout SeededGenerator) -> ListPair<Element> {
    let shape = random.element(of: ListShape.allCases)
    return pair(shape, maxCount: maxCount, changesContent: random.chance(0.5), using: &random)
  }

  /// `old` with about `rate` of its elements deleted, new ones inserted and some moved.
  private static func _changed(
    _ old: [Int], rate: Double, using random: inout SeededGenerator
  ) -> [Int] {
    var new = old.filter { _ in !random.chance(rate) }
    var nextIdentifier = old.count
    for _ in 0..<Int(Double(old.count) * rate + 1) where random.chance(0.7) {
      new.insert(nextIdentifier, at: random.int(below: new.count + 1))
      nextIdentifier += 1
    }
    for _ in 0..<Int(Double(old.count) * rate + 1) where new.count > 1 && random.chance(0.5) {
      let moved = new.remove(at: random.int(below: new.count))
      new.insert(moved, at: random.int(below: new.count + 1))
    }
    return new
  }
}
