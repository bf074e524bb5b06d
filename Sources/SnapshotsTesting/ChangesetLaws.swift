import Snapshots

/// The first law a changeset breaks, or `nil`.
///
/// - **Batches**: every batch passes `BatchValidator` (UIKit's rules); a table showing OLD shows
///   exactly each batch's snapshot after it, the last being NEW; there are no batches exactly when
///   nothing changed.
/// - **Reloads in place**: every reload and reconfigure lands, by UIKit's arithmetic, on its own
///   item at its own path (``reloadPlacementViolation(_:from:to:)``).
/// - **Replacements**: a batch deletes and inserts the same item or section only as a
///   replacement (`BatchUpdate.replacedItems`, `BatchUpdate.replacedSections`), which names
///   it at both ends, and only a reloaded one; the batches move exactly the changeset's moved
///   items but the replaced ones, so a replacement never hides a move.
/// - **Content**: every surviving item in `changedItems` ends with a fresh cell (reloaded,
///   reconfigured, or in a reloaded section), and every surviving section in `changedSections` is
///   reloaded.
/// - **Steps**: the steps, performed one at a time on OLD's sections (each naming the item or
///   section at its place), give NEW's.
///
/// ```swift
/// #expect(changesetViolation(pair.changeset(), changedItems: pair.changedItems) == nil)
/// ```
///
/// - Parameters:
///   - changeset: The changeset to check.
///   - changedItems: Items whose content changed, which must be shown anew.
///   - changedSections: Sections whose content changed, which must be reloaded.
/// - Returns: The first violation, or `nil`.
/// - Complexity: O(*b* (*n* + *k* log *k*) + *c* *n*) for *b* batches, *n* items, *k* operations
///   per batch and *c* steps.
public func changesetViolation<SectionIdentifierType, ItemIdentifierType>(
  _ changeset: Changeset<SectionIdentifierType, ItemIdentifierType>,
  changedItems: Set<ItemIdentifierType> = [], changedSections: Set<SectionIdentifierType> = []
) -> LawViolation? {
  batchesViolation(changeset, changedItems: changedItems, changedSections: changedSections)
    ?? stepModelViolation(
      changeset, model: changeset.old._layout, perform: { $0.perform($1, new: changeset.new) },
      items: { $0.map(\.items) })
}

/// The batch, reload-placement and content laws of
/// ``changesetViolation(_:changedItems:changedSections:)``.
///
/// - Parameters:
///   - changeset: The changeset to check.
///   - changedItems: Items whose content changed.
///   - changedSections: Sections whose content changed.
/// - Returns: The first violation, or `nil`.
/// - Complexity: O(*b* (*n* + *k* log *k*)) for *b* batches of *k* operations and *n* items.
public func batchesViolation<SectionIdentifierType, ItemIdentifierType>(
  _ changeset: Changeset<SectionIdentifierType, ItemIdentifierType>,
  changedItems: Set<ItemIdentifierType> = [], changedSections: Set<SectionIdentifierType> = []
) -> LawViolation? {
  let batches = changeset.batches
  if batches.isEmpty != changeset.isEmpty {
    return LawViolation(
      law: "batches",
      details: "\(batches.count) batches for \(changeset.isEmpty ? "no change" : "a change")")
  }
  // Cells are (item, fresh): fresh once made by the batches.
  var table = HeadlessTableView(snapshot: changeset.old) { (item: $0, fresh: false) }
  table.cellProvider = { (item: $0, fresh: true) }
  var reloaded: Set<SectionIdentifierType> = []
  var (moved, replaced): (Set<ItemIdentifierType>, Set<ItemIdentifierType>) = ([], [])
  var before = changeset.old
  for (index, batch) in batches.enumerated() {
    if let violation = reloadPlacementViolation(batch.update, from: before, to: batch.snapshot) {
      return LawViolation(law: violation.law, details: "batch \(index): \(violation.details)")
    }
    do {
      try table.validateAndPerform(batch.update, resultingIn: batch.snapshot)
    } catch {
      return LawViolation(law: "batches", details: "batch \(index) rejected: \(error.message)")
    }
    if table.sections.map({ $0.map(\.item) }) != batch.snapshot._layout.map(\.items) {
      return LawViolation(
        law: "batches",
        details: "batch \(index) leaves the table showing other items than its snapshot")
    }
    if let problem = replacementProblem(batch.update, from: before, to: batch.snapshot, changeset) {
      return LawViolation(law: "replacements", details: "batch \(index): \(problem)")
    }
    let update = batch.update
    reloaded.formUnion(
      (update.reloadedSections + update.replacedSections.map(\.from)).map {
        before.sectionIdentifiers[$0]
      })
    moved.formUnion(update.movedItems.map { before._item(at: $0.from) })
    replaced.formUnion(update.replacedItems.map { before._item(at: $0.from) })
    before = batch.snapshot
  }
  if before != changeset.new {
    return LawViolation(law: "batches", details: "the last batch's snapshot is not NEW")
  }
  if let problem = movesProblem(changeset, moved: moved, replaced: replaced, reloaded: reloaded) {
    return LawViolation(law: "replacements", details: problem)
  }
  return contentViolation(
    changeset, cells: table.sections, reloaded: reloaded, changedItems: changedItems,
    changedSections: changedSections)
}

/// Whether every changed item ends with a fresh cell and every changed surviving section was
/// reloaded (or replaced).
///
/// - Complexity: O(*n*) for *n* cells.
private func contentViolation<S, I>(
  _ changeset: Changeset<S, I>, cells: [[(item: I, fresh: Bool)]], reloaded: Set<S>,
  changedItems: Set<I>, changedSections: Set<S>
) -> LawViolation? {
  for (section, cells) in zip(changeset.new.sectionIdentifiers, cells) {
    for cell in cells where !cell.fresh && changedItems.contains(cell.item) {
      return LawViolation(law: "content", details: "item \(cell.item) changed but keeps its cell")
    }
    if changedSections.contains(section) && changeset.old.indexOfSection(section) != nil
      && !reloaded.contains(section)
    {
      return LawViolation(
        law: "content", details: "section \(section) changed but was not reloaded")
    }
  }
  return nil
}

/// What is wrong with the batches' moves, or `nil`: each move of the changeset is a move of the
/// batches, a replacement, or inside a section that the batches read again whole, and the
/// batches move nothing else.
///
/// - Parameters:
///   - changeset: The changeset.
///   - moved: The items the batches move.
///   - replaced: The items the batches replace.
///   - reloaded: The sections the batches reload or replace.
/// - Returns: The first problem, or `nil`.
/// - Complexity: O(*m*) for *m* moves.
private func movesProblem<S, I>(
  _ changeset: Changeset<S, I>, moved: Set<I>, replaced: Set<I>, reloaded: Set<S>
) -> String? {
  for move in changeset.movedItems where !moved.contains(move.identifier) {
    let section = changeset.old.sectionIdentifiers[move.from.section]
    let inside = changeset.new.sectionIdentifiers[move.to.section] == section
    guard replaced.contains(move.identifier) || (inside && reloaded.contains(section)) else {
      return "the batches do not move \(move.identifier) (\(move))"
    }
  }
  let changesetMoves = Set(changeset.movedItems.map(\.identifier))
  if let extra = moved.first(where: { !changesetMoves.contains($0) || replaced.contains($0) }) {
    return "the batches move \(extra), which the changeset does not move or they replace"
  }
  return nil
}

/// What is wrong with a batch's replacements, or `nil`: each must name one item (section) at both
/// ends, reloaded by the changeset, and every item (section) that the batch deletes and inserts
/// must be replaced.
///
/// - Complexity: O(*k* + *r*) for *k* operations and *r* reloads.
private func replacementProblem<S, I>(
  _ update: BatchUpdate, from before: Snapshot<S, I>, to after: Snapshot<S, I>,
  _ changeset: Changeset<S, I>
) -> String? {
  let reloadedItems = Set(changeset.reloadedItems.map(\.identifier))
  let reloadedSections = Set(changeset.reloadedSections.map(\.identifier))
  for pair in update.replacedItems {
    let (old, new) = (before._item(at: pair.from), after._item(at: pair.to))
    guard old == new, reloadedItems.contains(old) else {
      return
        "item \(pair.from) -> \(pair.to) replaces \(old) with \(new), reloaded: \(reloadedItems.contains(old))"
    }
  }
  for pair in update.replacedSections {
    let (old, new) = (before.sectionIdentifiers[pair.from], after.sectionIdentifiers[pair.to])
    guard old == new, reloadedSections.contains(old) else {
      return
        "section \(pair.from) -> \(pair.to) replaces \(old) with \(new), reloaded: \(reloadedSections.contains(old))"
    }
  }
  // An item deleted and inserted that is not replaced: only as the changeset lists it (a
  // changeset without moves lists moved items so).
  let listed = Set(changeset.deletedItems.map(\.identifier))
    .intersection(changeset.insertedItems.map(\.identifier))
  let items = Set(update.deletedItems.map(before._item(at:)))
    .intersection(update.insertedItems.map(after._item(at:))).subtracting(listed)
  if items.count != update.replacedItems.count {
    return
      "it deletes and inserts \(items.count) items, of which it replaces \(update.replacedItems.count)"
  }
  let listedSections = Set(changeset.sections.deletions.map(\.element))
    .intersection(changeset.sections.insertions.map(\.element))
  let sections = Set(update.deletedSections.map { before.sectionIdentifiers[$0] })
    .intersection(update.insertedSections.map { after.sectionIdentifiers[$0] })
    .subtracting(listedSections)
  if sections.count != update.replacedSections.count {
    return
      "it deletes and inserts \(sections.count) sections, of which it replaces \(update.replacedSections.count)"
  }
  return nil
}

extension Snapshot {
  /// The item at `path`, which must be in the snapshot.
  fileprivate func _item(at path: ItemPath) -> ItemIdentifierType { itemIdentifier(at: path)! }
}

/// Whether a list model updated by a changeset's steps shows NEW: the law for code that applies
/// `Changeset/steps` to a model of its own.
///
/// ```swift
/// let violation = stepModelViolation(
///   changeset, model: RowsModel(changeset.old), perform: { $0.apply($1) }, items: \.rows)
/// ```
///
/// - Parameters:
///   - changeset: The changeset whose steps are performed.
///   - model: The model, showing OLD.
///   - perform: Performs one step on the model; returns a problem (a step that does not fit), or
///     `nil`.
///   - items: The items the model shows, section by section.
/// - Returns: The first violation, or `nil`.
/// - Complexity: *c* calls of `perform` for *c* steps, plus one of `items`.
public func stepModelViolation<SectionIdentifierType, ItemIdentifierType, Model>(
  _ changeset: Changeset<SectionIdentifierType, ItemIdentifierType>, model: Model,
  perform: (inout Model, SectionedStep<SectionIdentifierType, ItemIdentifierType>) -> String?,
  items: (Model) -> [[ItemIdentifierType]]
) -> LawViolation? {
  var model = model
  for (index, step) in changeset.steps.enumerated() {
    if let problem = perform(&model, step) {
      return LawViolation(law: "steps", details: "step \(index) (\(step)) does not fit: \(problem)")
    }
  }
  let shown = items(model)
  let expected = changeset.new._layout.map(\.items)
  guard shown == expected else {
    return LawViolation(law: "steps", details: "the model shows \(shown), NEW has \(expected)")
  }
  return nil
}

/// Whether a `ListUpdateTarget` shows NEW after a changeset's batches: the law for a model that
/// conforms to the protocol.
///
/// - Parameters:
///   - changeset: The changeset.
///   - target: The target, showing OLD.
///   - items: The items the target shows, section by section.
/// - Returns: The first violation, or `nil`.
/// - Complexity: The target's work, plus one call of `items` per batch.
public func listUpdateTargetViolation<Target: ListUpdateTarget>(
  _ changeset: Changeset<Target.SectionIdentifierType, Target.ItemIdentifierType>,
  target: Target, items: (Target) -> [[Target.ItemIdentifierType]]
) -> LawViolation? {
  var target = target
  for (index, batch) in changeset.batches.enumerated() {
    target.perform(batch.update, resultingIn: batch.snapshot)
    let shown = items(target)
    let expected = batch.snapshot._layout.map(\.items)
    if shown != expected {
      return LawViolation(
        law: "target",
        details: "after batch \(index) the target shows \(shown), expected \(expected)")
    }
  }
  return nil
}

/// Whether a view driven by a data source shows NEW after `apply(new)`, starting from OLD.
///
/// The law for a `DiffableListView` of your own, driven by a `DiffableDataSource`. The view must
/// finish its batches (call their completions) by the time `settle` returns.
///
/// - Parameters:
///   - old: What the view shows first (applied with `applySnapshotUsingReloadData`).
///   - new: What is then applied, animated.
///   - view: The view.
///   - items: The items the view shows, section by section.
///   - settle: Finishes the view's pending batches (for views that animate); nothing by default.
/// - Returns: The first violation, or `nil`.
/// - Complexity: The data source's and the view's work.
@MainActor
public func dataSourceViolation<View: DiffableListView>(
  from old: Snapshot<View.SectionIdentifierType, View.ItemIdentifierType>,
  to new: Snapshot<View.SectionIdentifierType, View.ItemIdentifierType>, view: View,
  items: (View) -> [[View.ItemIdentifierType]], settle: (View) -> Void = { _ in }
) -> LawViolation? {
  let dataSource = DiffableDataSource(view: view)
  var fallbacks: [String] = []
  dataSource.reloadFallbackHandler = { fallbacks.append($0.description) }
  dataSource.applySnapshotUsingReloadData(old, completion: nil)
  var completions = 0
  dataSource.apply(new, animatingDifferences: true) { completions += 1 }
  settle(view)
  if let fallback = fallbacks.first {
    return LawViolation(law: "view", details: "the data source fell back to reloading: \(fallback)")
  }
  if completions != 1 {
    return LawViolation(law: "view", details: "the apply's completion ran \(completions) times")
  }
  let shown = items(view)
  let expected = new._layout.map(\.items)
  guard shown == expected else {
    return LawViolation(law: "view", details: "the view shows \(shown), expected \(expected)")
  }
  return nil
}
