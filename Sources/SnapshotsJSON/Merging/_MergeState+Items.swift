import Snapshots

extension _MergeState {
  /// The value `side` (0 ours, 1 theirs) has for `item`: its own, or the base's when the side
  /// deleted the item's section and the merge keeps it.
  func value(of item: JSONIdentifier, onSide side: Int) -> JSONValue? {
    if let value = sides[side].value(of: item) { return value }
    guard let section = base.section(of: item), keptDespite[side].contains(section) else {
      return nil
    }
    return base.value(of: item)
  }

  /// Decides which items the merge keeps and their values, then where each goes.
  mutating func mergeItems() {
    var seen = Set<JSONIdentifier>()
    var all: [JSONIdentifier] = []
    for side in [ours, theirs, base] {
      for section in side.sections {
        all += side.items(inSection: section).filter { seen.insert($0).inserted }
      }
    }
    for item in all { mergeValue(of: item) }
    placeItems(all)
  }

  /// Whether `item` is kept, and its value: merged member by member when both sides have it;
  /// when one deleted it, kept only if the other changed it and is preferred (a conflict).
  private mutating func mergeValue(of item: JSONIdentifier) {
    // Most items are as the base has them on both sides: read once.
    if let text = base.text(of: item), let ours = ours.text(of: item),
      let theirs = theirs.text(of: item), Self.same(text, ours), Self.same(text, theirs)
    {
      itemValues[item] = base.value(of: item)
      return
    }
    let values = (base.value(of: item), value(of: item, onSide: 0), value(of: item, onSide: 1))
    let section = ours.section(of: item) ?? theirs.section(of: item) ?? base.section(of: item)
    switch (values.0, values.1, values.2) {
    case (_, .some, .some), (nil, _, _):
      itemValues[item] = merged(values, section: section, item: item)
    case (.some, nil, nil): return
    case (.some(let baseValue), let ourValue, let theirValue):
      let kept = ourValue ?? theirValue!
      let (keeper, deleter) = ourValue != nil ? (ours, theirs) : (theirs, ours)
      // A move clashes with the deletion, unless it was inside a section the deleter deleted.
      let baseSection = base.section(of: item)!
      let movedApart =
        keeper.movedItems.contains(item)
        && !(deleter.sectionIndexes[baseSection] == nil && keeper.section(of: item) == baseSection)
      guard differ(kept, baseValue) || movedApart else { return }
      conflicts.append(
        JSONMergeConflict(
          kind: .deletedAndChanged, section: shown(section), item: item, base: baseValue,
          ours: ourValue, theirs: theirValue, resolution: resolution))
      if (ourValue != nil) == preferringOurs { itemValues[item] = kept }
    }
  }

  /// Whether two texts are the same bytes.
  static func same(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool
  {
    left.count == right.count
      && (left.isEmpty
        || System.equalBytes(left.baseAddress!, right.baseAddress!, count: left.count))
  }

  /// Where each kept item goes: the side that placed it decides (`decider`), the others keep
  /// their base place; then each kept section's items in order (`_OrderMerge`).
  private mutating func placeItems(_ all: [JSONIdentifier]) {
    let placed = sides.map { side in side.placedItems }
    let isStable = { [itemValues, base] (item: JSONIdentifier) in
      itemValues[item] != nil && !placed[0].contains(item) && !placed[1].contains(item)
        && base.itemPaths[item] != nil
    }
    // Each side's sections' items, read once.
    var lists: [[JSONIdentifier: [JSONIdentifier]]] = [[:], [:]]
    for item in all
    where itemValues[item] != nil && (placed[0].contains(item) || placed[1].contains(item)) {
      let places = sides.indices.map { index in
        sides[index].itemPaths[item].map { path in
          let section = sides[index].sections[path.section]
          if lists[index][section] == nil {
            lists[index][section] = sides[index].items(inSection: section)
          }
          return [section, Self.anchor(before: path.item, in: lists[index][section]!, isStable)]
        }
      }
      deciders[item] = decider(
        placed: placed.map { $0.contains(item) }, places: places,
        inBase: base.itemPaths[item] != nil, section: base.section(of: item), item: item)
    }
    dropItemsOfDeletedSections(all)
  }

  /// The section `item` goes to.
  func destination(of item: JSONIdentifier) -> JSONIdentifier? {
    deciders[item].map { sides[$0].section(of: item)! } ?? base.section(of: item)
  }

  /// Leaves out the items placed in a section the merge deleted, each with a conflict.
  private mutating func dropItemsOfDeletedSections(_ all: [JSONIdentifier]) {
    for item in all where itemValues[item] != nil {
      guard let section = destination(of: item), sectionContents[section] == nil else { continue }
      itemValues[item] = nil
      conflicts.append(
        JSONMergeConflict(
          kind: .deletedWithSection, section: shown(section), item: item,
          base: base.value(of: item),
          ours: ours.value(of: item), theirs: theirs.value(of: item), resolution: resolution))
    }
  }

  /// The merged sections, in order, each with its items in order.
  func orderedSections() -> [JSONSnapshotMerge.Section] {
    sectionOrder.map { section in
      let stable = base.items(inSection: section).filter { item in
        itemValues[item] != nil && deciders[item] == nil
      }
      let order = _OrderMerge(
        stable: stable,
        sides: sides.indices.map { index in
          let decided = sides[index].items(inSection: section).filter { item in
            deciders[item] == index && itemValues[item] != nil
          }
          return (sides[index].items(inSection: section), Set(decided))
        })
      return JSONSnapshotMerge.Section(
        identifier: section, content: sectionContents[section] ?? .object([]),
        items: order.merged.map { itemValues[$0]! })
    }
  }
}
