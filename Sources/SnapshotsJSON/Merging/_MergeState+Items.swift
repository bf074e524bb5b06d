import Snapshots

extension _MergeState {
  /// The value `side` (0 ours, 1 theirs) has for `item`: its own, or the base's when the side
  /// deleted the item's section and the merge keeps it.
  func value(of item: JSONKey, onSide side: Int) -> JSONValue? {
    if let value = sides[side].value(of: item) { return value }
    guard let section = base.section(of: item), keptDespite[side].contains(section) else {
      return nil
    }
    return base.value(of: item)
  }

  /// Decides which items the merge keeps and their values, then where each goes.
  mutating func mergeItems() {
    // Ours' items, then those only theirs has, then those only the base has.
    // The items of whole sections are merged already; an item that one side has there and the
    // other took elsewhere is merged one by one (it is in another section on that side).
    let elsewhere = { [wholeSections] (side: _MergeSide, item: JSONKey) in
      side.section(of: item).map { wholeSections[$0] == nil } ?? false
    }
    var all: [JSONKey] = []
    all.reserveCapacity(ours.snapshot.numberOfItems)
    for section in ours.sections where wholeSections[section] == nil {
      all += ours.items(inSection: section)
    }
    for section in theirs.sections where wholeSections[section] == nil {
      all += theirs.items(inSection: section).filter { !elsewhere(ours, $0) }
    }
    for section in base.sections where wholeSections[section] == nil {
      all += base.items(inSection: section).filter {
        !elsewhere(ours, $0) && !elsewhere(theirs, $0)
      }
    }
    itemValues.reserveCapacity(all.count)
    for item in all { mergeValue(of: item) }
    placeItems(all)
  }

  /// Whether `item` is kept, and its value: merged member by member when both sides have it;
  /// when one deleted it, kept only if the other changed it and is preferred (a conflict).
  private mutating func mergeValue(of item: JSONKey) {
    // Most items are as the base has them on both sides, or changed by one side only: taken
    // whole, as text.
    let texts = (base.text(of: item), ours.text(of: item), theirs.text(of: item))
    if let text = Self.wholeText(texts.0, texts.1, texts.2) {
      return itemValues[item] = .text(text)
    }
    if isCleanlyDeleted(item, texts) { return }
    let values = (base.value(of: item), value(of: item, onSide: 0), value(of: item, onSide: 1))
    let section = ours.section(of: item) ?? theirs.section(of: item) ?? base.section(of: item)
    switch (values.0, values.1, values.2) {
    case (_, .some, .some), (nil, _, _):
      // A merge that gives one side's value (a conflict resolved to it) keeps that side's text.
      itemValues[item] = merged(values, section: section, item: item).map { value in
        if let text = texts.1, value == values.1 { return .text(text) }
        if let text = texts.2, value == values.2 { return .text(text) }
        return .value(value)
      }
    case (.some, nil, nil): return
    case (.some(let baseValue), let ourValue, let theirValue):
      let kept = ourValue ?? theirValue!
      let (keeper, deleter) = ourValue != nil ? (ours, theirs) : (theirs, ours)
      // A move clashes with the deletion, unless it was inside a section the deleter deleted.
      let baseSection = base.section(of: item)!
      let movedApart =
        keeper.movedItems.contains(item)
        && !(!deleter.hasSection(baseSection) && keeper.section(of: item) == baseSection)
      guard differ(kept, baseValue) || movedApart else { return }
      conflicts.append(
        JSONMergeConflict(
          kind: .deletedAndChanged, section: shown(section), item: JSONIdentifier(item),
          base: baseValue, ours: ourValue, theirs: theirValue, resolution: resolution))
      if (ourValue != nil) == preferringOurs {
        // The keeper's text, or the base's when the keeper deleted the section and it is kept.
        itemValues[item] = ((ourValue != nil ? texts.1 : texts.2) ?? texts.0).map { .text($0) }
      }
    }
  }

  /// The text the merge takes whole for an item with these texts in the base, ours and theirs
  /// (`nil` where absent): the side's that alone changed or inserted it, or the one both have;
  /// `nil` when a side deleted it or both changed it (the values are merged then).
  static func wholeText(
    _ base: UnsafeBufferPointer<UInt8>?, _ ours: UnsafeBufferPointer<UInt8>?,
    _ theirs: UnsafeBufferPointer<UInt8>?
  ) -> UnsafeBufferPointer<UInt8>? {
    switch (base, ours, theirs) {
    case (let base?, let ours?, let theirs?):
      same(base, theirs) ? ours : same(base, ours) ? theirs : nil
    case (nil, let ours?, nil): ours
    case (nil, nil, let theirs?): theirs
    case (nil, let ours?, let theirs?): same(ours, theirs) ? ours : nil
    default: nil
    }
  }

  /// Whether one side deleted `item` while the other left it as the base has it, unmoved, and
  /// the deleter's deletion stands (its section is not kept despite it): deleted, no conflict.
  private func isCleanlyDeleted(
    _ item: JSONKey,
    _ texts: (UnsafeBufferPointer<UInt8>?, UnsafeBufferPointer<UInt8>?, UnsafeBufferPointer<UInt8>?)
  ) -> Bool {
    guard let baseText = texts.0, (texts.1 == nil) != (texts.2 == nil) else { return false }
    let (deleter, keeper) = texts.1 == nil ? (0, 1) : (1, 0)
    guard let kept = keeper == 0 ? texts.1 : texts.2, Self.same(baseText, kept),
      !sides[keeper].movedItems.contains(item), let section = base.section(of: item)
    else { return false }
    return !keptDespite[deleter].contains(section)
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
  private mutating func placeItems(_ all: [JSONKey]) {
    let placed = sides.map { side in side.placedItems }
    let isStable = { [itemValues, base] (item: JSONKey) in
      itemValues[item] != nil && !placed[0].contains(item) && !placed[1].contains(item)
        && base.hasItem(item)
    }
    // Each side's sections' items, read once.
    var lists: [[JSONKey: [JSONKey]]] = [[:], [:]]
    for item in all
    where (placed[0].contains(item) || placed[1].contains(item)) && itemValues[item] != nil {
      let places = sides.indices.map { index in
        sides[index].path(of: item).map { path in
          let section = sides[index].sections[path.section]
          if lists[index][section] == nil {
            lists[index][section] = sides[index].items(inSection: section)
          }
          return [section, Self.anchor(before: path.item, in: lists[index][section]!, isStable)]
        }
      }
      deciders[item] = decider(
        placed: placed.map { $0.contains(item) }, places: places,
        inBase: base.hasItem(item), section: base.section(of: item), item: item)
    }
    dropItemsOfDeletedSections(all)
  }

  /// The section `item` goes to.
  func destination(of item: JSONKey) -> JSONKey? {
    deciders[item].map { sides[$0].section(of: item)! } ?? base.section(of: item)
  }

  /// Leaves out the items placed in a section the merge deleted, each with a conflict.
  private mutating func dropItemsOfDeletedSections(_ all: [JSONKey]) {
    // Only a section that a side has and the merge deleted can hold such items.
    let deleted = Set(
      (ours.sections + theirs.sections + base.sections).filter { sectionContents[$0] == nil })
    guard !deleted.isEmpty else { return }
    for item in all where itemValues[item] != nil {
      guard let section = destination(of: item), deleted.contains(section) else { continue }
      itemValues[item] = nil
      conflicts.append(
        JSONMergeConflict(
          kind: .deletedWithSection, section: shown(section), item: JSONIdentifier(item),
          base: base.value(of: item),
          ours: ours.value(of: item), theirs: theirs.value(of: item), resolution: resolution))
    }
  }

  /// The merged sections, in order, each with its items in order.
  func orderedSections() -> [_MergedSection] {
    sectionOrder.map { section in
      if let items = wholeSections[section] {
        return _MergedSection(
          identifier: section, content: sectionContents[section] ?? .object([]), items: items)
      }
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
      return _MergedSection(
        identifier: section, content: sectionContents[section] ?? .object([]),
        items: order.merged.map { itemValues[$0]! })
    }
  }
}
