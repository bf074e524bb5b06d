import Snapshots

/// Makes random snapshots, snapshot pairs and outlines of any identifier types, from a seeded
/// generator.
///
/// Identifiers come from closures given a counter (0, 1, 2, ...), which must give distinct
/// identifiers for distinct numbers:
///
/// ```swift
/// let generator = SnapshotGenerator<String, UUIDString>(
///   section: { "section \($0)" }, item: { UUIDString(number: $0) })
/// var random = SeededGenerator(seed: 1)
/// let pair = generator.pair(using: &random)
/// ```
public struct SnapshotGenerator<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  /// The sizes and change rates.
  public var workload: SnapshotWorkload
  /// The identifier of the *n*th section made.
  public var section: (Int) -> SectionIdentifierType
  /// The identifier of the *n*th item made.
  public var item: (Int) -> ItemIdentifierType

  /// A generator.
  ///
  /// - Parameters:
  ///   - workload: Sizes and change rates.
  ///   - section: The identifier of the *n*th section; distinct for distinct *n*.
  ///   - item: The identifier of the *n*th item; distinct for distinct *n*.
  /// - Complexity: O(1).
  public init(
    workload: SnapshotWorkload = SnapshotWorkload(),
    section: @escaping (Int) -> SectionIdentifierType,
    item: @escaping (Int) -> ItemIdentifierType
  ) {
    self.workload = workload
    self.section = section
    self.item = item
  }

  /// A random snapshot (no marks).
  ///
  /// - Parameter random: The source of randomness.
  /// - Returns: Up to `SnapshotWorkload/maxSections` sections of up to
  ///   `SnapshotWorkload/maxItemsPerSection` items.
  /// - Complexity: O(*n*) for the *n* items made.
  public func snapshot(
    using random: inout SeededGenerator
  ) -> Snapshot<SectionIdentifierType, ItemIdentifierType> {
    var counter = _Counter()
    return _snapshot(_layout(using: &random, counter: &counter))
  }

  /// A random pair: an old snapshot, and a new one made from it by every kind of change the
  /// workload allows (deleted, inserted and moved sections and items, items moved across
  /// sections, content changes of items and sections, some of them marked).
  ///
  /// - Parameter random: The source of randomness.
  /// - Returns: The pair.
  /// - Complexity: O(*n*) expected for the *n* items made.
  public func pair(
    using random: inout SeededGenerator
  ) -> SnapshotPair<SectionIdentifierType, ItemIdentifierType> {
    var counter = _Counter()
    let old = random.chance(workload.emptyRate) ? [] : _layout(using: &random, counter: &counter)
    var new = _changedSections(old, using: &random, counter: &counter)
    for index in new.indices {
      new[index].items = _changedItems(new[index].items, using: &random, counter: &counter)
    }
    _moveAcrossSections(&new, using: &random)
    if random.chance(workload.emptyRate) { new = [] }
    return _pair(old: old, new: new, using: &random)
  }

  /// A random outline: items attached to random parents, some expanded.
  ///
  /// - Parameter random: The source of randomness.
  /// - Returns: Up to `SnapshotWorkload/maxItemsPerSection` items.
  /// - Complexity: O(*n*) expected for *n* items.
  public func sectionSnapshot(
    using random: inout SeededGenerator
  ) -> SectionSnapshot<ItemIdentifierType> {
    var outline = SectionSnapshot<ItemIdentifierType>()
    var items: [ItemIdentifierType] = []
    for number in 0..<random.int(below: workload.maxItemsPerSection + 1) {
      let new = item(number)
      let parent = items.isEmpty || random.chance(0.4) ? nil : random.element(of: items)
      outline.append([new], to: parent)
      if let parent, random.chance(0.5) { outline.expand([parent]) }
      items.append(new)
    }
    return outline
  }
}

extension SnapshotGenerator where SectionIdentifierType == Int, ItemIdentifierType == Int {
  /// A generator of `Int` identifiers: sections and items are numbered from 0.
  ///
  /// - Parameter workload: Sizes and change rates.
  /// - Complexity: O(1).
  public init(workload: SnapshotWorkload = SnapshotWorkload()) {
    self.init(workload: workload, section: { $0 }, item: { $0 })
  }
}

extension SnapshotGenerator {
  /// Numbers for new sections and items.
  internal struct _Counter {
    var sections = 0
    var items = 0
    mutating func section() -> Int {
      defer { sections += 1 }
      return sections
    }
    mutating func item() -> Int {
      defer { items += 1 }
      return items
    }
  }

  /// Sections and their items, by number.
  internal typealias _Layout = [(section: Int, items: [Int])]

  /// A random layout.
  internal func _layout(using random: inout SeededGenerator, counter: inout _Counter) -> _Layout {
    (0..<random.int(below: workload.maxSections + 1)).map { _ in
      _newSection(using: &random, counter: &counter)
    }
  }

  /// A new section with random new items.
  internal func _newSection(
    using random: inout SeededGenerator, counter: inout _Counter
  ) -> (section: Int, items: [Int]) {
    let count = random.int(below: workload.maxItemsPerSection + 1)
    return (counter.section(), (0..<count).map { _ in counter.item() })
  }

  /// The sections of `old` with some deleted, moved and inserted.
  internal func _changedSections(
    _ old: _Layout, using random: inout SeededGenerator, counter: inout _Counter
  ) -> _Layout {
    var new = old.filter { _ in !random.chance(workload.sectionDeleteRate) }
    for _ in new.indices where new.count > 1 && random.chance(workload.sectionMoveRate) {
      let moved = new.remove(at: random.int(below: new.count))
      new.insert(moved, at: random.int(below: new.count + 1))
    }
    for _ in 0...new.count where random.chance(workload.sectionInsertRate) {
      new.insert(
        _newSection(using: &random, counter: &counter), at: random.int(below: new.count + 1))
    }
    return new
  }

  /// A section's items with some deleted, moved and inserted.
  internal func _changedItems(
    _ old: [Int], using random: inout SeededGenerator, counter: inout _Counter
  ) -> [Int] {
    var new = old.filter { _ in !random.chance(workload.itemDeleteRate) }
    for _ in new.indices where new.count > 1 && random.chance(workload.itemMoveRate) {
      let moved = new.remove(at: random.int(below: new.count))
      new.insert(moved, at: random.int(below: new.count + 1))
    }
    for _ in 0...new.count where random.chance(workload.itemInsertRate) {
      new.insert(counter.item(), at: random.int(below: new.count + 1))
    }
    return new
  }

  /// Moves some items to other sections.
  internal func _moveAcrossSections(_ layout: inout _Layout, using random: inout SeededGenerator) {
    guard layout.count > 1 else { return }
    let total = layout.reduce(0) { $0 + $1.items.count }
    for _ in 0..<total where random.chance(workload.crossSectionMoveRate) {
      let from = random.int(below: layout.count)
      guard !layout[from].items.isEmpty else { continue }
      let moved = layout[from].items.remove(at: random.int(below: layout[from].items.count))
      let to = (from + 1 + random.int(below: layout.count - 1)) % layout.count
      layout[to].items.insert(moved, at: random.int(below: layout[to].items.count + 1))
    }
  }

  /// The pair of two layouts, with random content changes and marks on what survives.
  internal func _pair(
    old: _Layout, new: _Layout, using random: inout SeededGenerator
  ) -> SnapshotPair<SectionIdentifierType, ItemIdentifierType> {
    var pair = SnapshotPair(old: _snapshot(old), new: _snapshot(new))
    let oldItems = Set(old.flatMap(\.items))
    let oldSections = Set(old.map(\.section))
    for number in new.flatMap(\.items) where oldItems.contains(number) {
      guard random.chance(workload.contentChangeRate) else { continue }
      pair.changedItems.insert(item(number))
      guard random.chance(workload.markRate) else { continue }
      if random.chance(0.5) {
        pair.new.reloadItems([item(number)])
      } else {
        pair.new.reconfigureItems([item(number)])
      }
    }
    for entry in new where oldSections.contains(entry.section) {
      guard random.chance(workload.sectionReloadRate) else { continue }
      pair.changedSections.insert(section(entry.section))
      if random.chance(workload.markRate) { pair.new.reloadSections([section(entry.section)]) }
    }
    return pair
  }

  /// The snapshot of a layout.
  internal func _snapshot(_ layout: _Layout) -> Snapshot<SectionIdentifierType, ItemIdentifierType>
  {
    do {
      return try Snapshot(validating: layout.map { (section($0.section), $0.items.map(item)) })
    } catch {
      preconditionFailure(
        "SnapshotGenerator: the identifier closures gave one identifier twice: \(error)")
    }
  }
}
