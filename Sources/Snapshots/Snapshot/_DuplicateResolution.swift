// A duplicate policy applied to sections of items given from outside: the input with the dropped
// occurrences taken out, and what was dropped, or every duplicate for `.reject`. Taken only once
// the snapshot's own check has found a duplicate, so input without one pays nothing for it.

/// The sections of an input after a ``DuplicatePolicy``, and its reports.
///
/// `Element` is what the input holds (an identifier, or a model value whose identifier `key`
/// gives), so that model values are filtered exactly as their identifiers are.
package struct _DuplicateResolution<Section: Hashable, Element, Item: Hashable> {
  /// The sections kept, in input order, each with the items kept.
  package var sections: [(Section, [Element])] = []
  /// The occurrences dropped (`.keepFirst`, `.keepLast`), in input order.
  package var dropped: [DroppedDuplicate] = []
  /// Whether each input section is kept.
  package var keptSections: [Bool] = []
  /// For each kept section, in order, which of its items are kept (`nil`: all of them).
  package var keptItems: [[Bool]?] = []
  /// The duplicates named (`.reject`): sections, then items, each kind up to
  /// `SnapshotError.namedDuplicateLimit` (``error`` orders them).
  var duplicates: [SnapshotError] = []
  /// How many of them are sections, and how many duplicates there are in all.
  private var sectionDuplicates = 0
  private var duplicateCount = 0

  /// Applies `policy` to `input`.
  ///
  /// O(*s* + *n*) expected for *s* sections and *n* items.
  package init(
    _ input: [(Section, [Element])], key: (Element) -> Item, policy: DuplicatePolicy
  ) {
    keptSections = resolveSections(input.map(\.0), policy: policy)
    var keys: [[Item]] = []
    keys.reserveCapacity(input.count)
    for (section, (_, elements)) in input.enumerated() where keptSections[section] {
      keys.append(elements.map(key))
    }
    let positions = input.indices.filter { keptSections[$0] }
    keptItems = resolveItems(keys, at: positions, policy: policy)
    for (kept, section) in positions.enumerated() {
      let elements = input[section].1
      let items = keptItems[kept].map { mask in
        zip(elements, mask).filter(\.1).map(\.0)
      }
      sections.append((input[section].0, items ?? elements))
    }
  }

  /// Which sections stay, recording the dropped ones or the duplicates.
  private mutating func resolveSections(_ identifiers: [Section], policy: DuplicatePolicy) -> [Bool]
  {
    let chosen = Self.chosen(identifiers, policy: policy)
    var kept = [Bool](repeating: true, count: identifiers.count)
    for (position, identifier) in identifiers.enumerated() {
      let other = chosen[identifier]!
      guard other != position else { continue }
      let here = SnapshotError.Position(section: position)
      let there = SnapshotError.Position(section: other)
      record(
        .duplicateSectionIdentifier, "\(identifier)", here: here, chosen: there, policy: policy)
      if policy != .reject { kept[position] = false }
    }
    return kept
  }

  /// Which items of each kept section stay (`nil`: all of them), recording the dropped ones or
  /// the duplicates; `positions` are the kept sections' places in the input.
  private mutating func resolveItems(
    _ keys: [[Item]], at positions: [Int], policy: DuplicatePolicy
  ) -> [[Bool]?] {
    let flat = keys.flatMap { $0 }
    let chosen = Self.chosen(flat, policy: policy)
    var starts: [Int] = []
    var start = 0
    for section in keys {
      starts.append(start)
      start += section.count
    }
    // The section holding a flat index: the last that starts at or before it (an empty
    // section starts where the next does, and holds nothing).
    func section(_ flatIndex: Int) -> Int { _lowerBound(flatIndex + 1, in: starts) - 1 }
    func position(_ flatIndex: Int) -> SnapshotError.Position {
      let section = section(flatIndex)
      return .init(section: positions[section], item: flatIndex - starts[section])
    }
    var kept = [[Bool]?](repeating: nil, count: keys.count)
    for (index, item) in flat.enumerated() {
      let other = chosen[item]!
      guard other != index else { continue }
      record(
        .duplicateItemIdentifier, "\(item)", here: position(index), chosen: position(other),
        policy: policy)
      guard policy != .reject else { continue }
      let section = section(index)
      if kept[section] == nil { kept[section] = Array(repeating: true, count: keys[section].count) }
      kept[section]![index - starts[section]] = false
    }
    return kept
  }

  /// The occurrence of each identifier that the policy measures the others against: the first
  /// (`.reject`, `.keepFirst`) or the last (`.keepLast`), by position.
  private static func chosen<Key: Hashable>(_ keys: [Key], policy: DuplicatePolicy) -> [Key: Int] {
    var chosen: [Key: Int] = [:]
    chosen.reserveCapacity(keys.count)
    for (position, key) in keys.enumerated() {
      if policy == .keepLast || chosen[key] == nil { chosen[key] = position }
    }
    return chosen
  }

  /// Records an occurrence at `here` that is not the chosen one at `chosen`: a duplicate when
  /// rejecting (only past the first), else a dropped occurrence.
  private mutating func record(
    _ code: SnapshotError.Code, _ identifier: String, here: SnapshotError.Position,
    chosen: SnapshotError.Position, policy: DuplicatePolicy
  ) {
    switch policy {
    case .reject:
      duplicateCount += 1
      let named =
        code == .duplicateSectionIdentifier
        ? sectionDuplicates : duplicates.count - sectionDuplicates
      guard named < SnapshotError.namedDuplicateLimit else { return }
      if code == .duplicateSectionIdentifier { sectionDuplicates += 1 }
      duplicates.append(
        SnapshotError(
          code: code, identifier: identifier, firstPosition: chosen, secondPosition: here))
    case .keepFirst, .keepLast:
      dropped.append(
        DroppedDuplicate(code: code, identifier: identifier, kept: chosen, dropped: here))
    }
  }

  /// The error naming every duplicate, or `nil` when there is none: in the order a section by
  /// section build meets them (a section before its items), so the first is the one that
  /// building the snapshot step by step would stop at.
  package var error: SnapshotError? {
    let ordered = duplicates.enumerated().sorted { a, b in
      let (x, y) = (a.element.secondPosition, b.element.secondPosition)
      return (x.section, x.item ?? -1, a.offset) < (y.section, y.item ?? -1, b.offset)
    }.map(\.element)
    return SnapshotError._naming(ordered, count: duplicateCount)
  }
}
