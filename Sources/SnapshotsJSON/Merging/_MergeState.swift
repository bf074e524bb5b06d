import Snapshots

/// The work of a ``JSONSnapshotMerge``: the document's members, the sections, then the items.
struct _MergeState {
  let base: _MergeSide
  let ours: _MergeSide
  let theirs: _MergeSide
  let preferringOurs: Bool
  /// Members of object items that change on their own (`--ignore`), as JSON Pointer tokens.
  let ignoring: [[String]]
  var conflicts: [JSONMergeConflict] = []
  var topLevelMembers: [JSONObject.Member] = []
  /// The merged content of each section the merge keeps.
  var sectionContents: [JSONKey: JSONValue] = [:]
  /// The sections the merge keeps, in order.
  var sectionOrder: [JSONKey] = []
  /// Sections that ours (index 0) or theirs (1) deleted and the merge keeps: that side counts as
  /// leaving them and their base items as they were.
  var keptDespite: [Set<JSONKey>] = [[], []]
  /// The merged value of each item the merge keeps.
  var itemValues: [JSONKey: _MergedItem] = [:]
  /// The side (0 ours, 1 theirs) that decides where an item goes, for items a side placed.
  var deciders: [JSONKey: Int] = [:]
  /// Sections whose merged items are one side's, whole (``_WholeSections``): their items are
  /// not merged one by one.
  var wholeSections: [JSONKey: [_MergedItem]] = [:]

  init(
    base: _MergeSide, ours: _MergeSide, theirs: _MergeSide, preferringOurs: Bool,
    ignoring: [[String]] = []
  ) {
    (self.base, self.ours, self.theirs, self.preferringOurs) = (base, ours, theirs, preferringOurs)
    self.ignoring = ignoring
    sides = [ours, theirs]
  }

  /// Whether two values of an item differ outside its ignored members.
  func differ(_ left: JSONValue, _ right: JSONValue) -> Bool {
    guard left != right else { return false }
    guard !ignoring.isEmpty else { return true }
    var (left, right) = (left, right)
    for path in ignoring {
      left.removeMember(at: path[...])
      right.removeMember(at: path[...])
    }
    return left != right
  }

  var resolution: JSONSnapshotMerge.Side { preferringOurs ? .ours : .theirs }

  /// A section as a conflict names it: not at all in a flat list.
  func shown(_ section: JSONKey?) -> JSONIdentifier? {
    base.document.isFlat ? nil : section.map(JSONIdentifier.init)
  }
  /// Ours and theirs, by index.
  let sides: [_MergeSide]

  /// Merges three values, each conflict listed with `section` and `item`.
  mutating func merged(
    _ values: (JSONValue?, JSONValue?, JSONValue?), section: JSONKey?, item: JSONKey?
  ) -> JSONValue? {
    let (value, found) = JSONValue._merged(
      base: values.0, ours: values.1, theirs: values.2, preferringOurs: preferringOurs)
    // An item's ignored members take the preferred side without a word.
    let ignoring = item == nil ? [] : self.ignoring
    for conflict in found
    where !ignoring.contains(where: { conflict.pointer.tokens.starts(with: $0) }) {
      conflicts.append(
        JSONMergeConflict(
          kind: .changed, section: shown(section), item: item.map(JSONIdentifier.init),
          member: conflict.pointer,
          base: conflict.base, ours: conflict.ours, theirs: conflict.theirs,
          resolution: resolution))
    }
    return value
  }

  /// Merges the document's members other than `sections`.
  mutating func mergeTopLevelMembers() {
    guard !base.document.isFlat else { return }
    let value = merged(
      (
        base.document.topLevelContent, ours.document.topLevelContent,
        theirs.document.topLevelContent
      ), section: nil, item: nil)
    if case .object(let object)? = value { topLevelMembers = object.members }
  }
}

extension _MergeState {
  /// Decides which sections the merge keeps, their content and their order.
  mutating func mergeSections() {
    var seen = Set<JSONKey>()
    let all = (ours.sections + theirs.sections + base.sections).filter { seen.insert($0).inserted }
    for section in all { mergeSection(section) }
    let kept = Set(sectionContents.keys)
    let placedByEither = ours.placedSections.union(theirs.placedSections)
    let base = self.base
    let isStable = { (section: JSONKey) in
      kept.contains(section) && !placedByEither.contains(section) && base.hasSection(section)
    }
    var deciders: [JSONKey: Int] = [:]
    for section in all where kept.contains(section) && placedByEither.contains(section) {
      let anchors = sides.map { side in
        side.index(ofSection: section).map { Self.anchor(before: $0, in: side.sections, isStable) }
      }
      deciders[section] = decider(
        placed: sides.map { $0.placedSections.contains(section) }, places: anchors,
        inBase: base.hasSection(section), section: section, item: nil)
    }
    let stable = base.sections.filter(isStable)
    sectionOrder =
      _OrderMerge(
        stable: stable,
        sides: sides.indices.map { index in
          (sides[index].sections, Set(deciders.filter { $0.value == index }.keys))
        }
      ).merged
  }

  /// Whether section `section` is kept, and its content.
  private mutating func mergeSection(_ section: JSONKey) {
    let contents = (
      base.content(ofSection: section), ours.content(ofSection: section),
      theirs.content(ofSection: section)
    )
    switch (contents.0 != nil, contents.1 != nil, contents.2 != nil) {
    case (_, true, true), (false, _, _):
      sectionContents[section] = merged(contents, section: section, item: nil)
    case (true, false, false): return
    case (true, let inOurs, _):
      let keeper = inOurs ? 0 : 1
      guard sectionChanged(section, by: sides[keeper]) else { return }
      conflicts.append(
        JSONMergeConflict(
          kind: .deletedAndChanged, section: shown(section), item: nil, base: contents.0,
          ours: contents.1, theirs: contents.2, resolution: resolution))
      guard (keeper == 0) == preferringOurs else { return }
      keptDespite[1 - keeper].insert(section)
      sectionContents[section] = inOurs ? contents.1 : contents.2
    }
  }

  /// Whether `side` changed `section` from the base: its content, or an item in it that is new
  /// there or changed.
  private func sectionChanged(_ section: JSONKey, by side: _MergeSide) -> Bool {
    guard side.content(ofSection: section) == base.content(ofSection: section) else { return true }
    let baseItems = Set(base.items(inSection: section))
    return side.items(inSection: section).contains { item in
      guard baseItems.contains(item), let value = side.value(of: item),
        let baseValue = base.value(of: item)
      else { return true }
      return differ(value, baseValue)
    }
  }

  /// The side (0 ours, 1 theirs) that decides where a section or item goes.
  ///
  /// `placed` says which sides inserted or moved it: the side that did, or, when both did to different `places`
  /// (its section and anchor on each side), the preferred one, with a conflict. An item both
  /// inserted goes where ours has it.
  mutating func decider<Place: Equatable>(
    placed: [Bool], places: [Place?], inBase: Bool, section: JSONKey?, item: JSONKey?
  ) -> Int {
    guard placed[0] && placed[1] else { return placed[0] ? 0 : 1 }
    guard inBase && places[0] != places[1] else { return 0 }
    let values = item.map { item in sides.map { $0.value(of: item) } }
    conflicts.append(
      JSONMergeConflict(
        kind: .movedApart, section: shown(section), item: item.map(JSONIdentifier.init),
        base: item.flatMap { base.value(of: $0) }, ours: values?[0], theirs: values?[1],
        resolution: resolution))
    return preferringOurs ? 0 : 1
  }

  /// The nearest stable identifier before offset `offset` of `list`, or `nil` for its start.
  ///
  /// O(*d*) for *d* identifiers passed.
  static func anchor(
    before offset: Int, in list: [JSONKey], _ isStable: (JSONKey) -> Bool
  ) -> JSONKey? {
    var index = offset - 1
    while index >= 0 && !isStable(list[index]) { index -= 1 }
    return index >= 0 ? list[index] : nil
  }
}
