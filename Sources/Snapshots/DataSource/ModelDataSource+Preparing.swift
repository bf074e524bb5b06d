// Preparing an apply of model values: duplicates resolved by the policy, the identifiers made a
// snapshot, the items whose content changed marked on it, and the values kept.

extension ModelDataSource {
  /// An apply of values, prepared: the snapshot of identifiers to show (with the changed items
  /// marked, unless `batches` already reconfigure them), the batches when they were computed
  /// here, and the occurrences the duplicate policy dropped.
  public typealias _Prepared = (
    snapshot: Snapshot<SectionIdentifierType, Item.ID>,
    batches: [Changeset<SectionIdentifierType, Item.ID>.Batch]?, dropped: [DroppedDuplicate]
  )

  /// Prepares an apply of `sections` after `policy`; the values kept become the newest.
  ///
  /// When the view shows the newest apply and nothing waits (`inChangeset`, for the synchronous
  /// apply), the changeset is computed here with the contents compared as it pairs each surviving
  /// item (`contentChangedBetween`): no item is looked up for its old value. Otherwise the items
  /// whose content changed since the apply it will be shown from (the one before the waiting
  /// applies it overtakes) are found by a walk in step and marked on the snapshot (by
  /// `contentChange`, else the data source's), for the queue to carry.
  ///
  /// O(*n*) expected for *n* items plus one content comparison per item that stays (and the
  /// changeset's cost when computed here); as much again when an identifier repeats.
  @inlinable
  internal func _prepare(
    _ sections: [SectionOfItems<SectionIdentifierType, Item>], _ policy: DuplicatePolicy,
    _ contentChange: ContentChange?, inChangeset: Bool = false
  ) -> _Prepared {
    var (sections, dropped) = (sections, [DroppedDuplicate]())
    var snapshot: Snapshot<SectionIdentifierType, Item.ID>
    if let unique = Snapshot(
      uniqueSections: sections.map(\.section), items: sections.map { $0.items.map(\.id) })
    {
      snapshot = unique
    } else {
      (sections, dropped) = Self._resolvingDuplicates(sections, policy)
      snapshot = Snapshot(sections.map { SectionOfItems($0.section, items: $0.items.map(\.id)) })
    }
    let values = sections.map(\.items)
    let change = contentChange ?? self.contentChange
    var batches: [Changeset<SectionIdentifierType, Item.ID>.Batch]?
    if inChangeset && base._isSettled && base._displayedVersion == _values.newest.version {
      batches = _batches(to: snapshot, values: values, reportingContentChangesAs: change)
    } else {
      // Compared with the apply this one will be shown from: it overtakes those waiting, which
      // may have removed an item that it brings back (its cell still shows the older value).
      let since =
        _values.generation(withVersion: base._supersedingBaseVersion) ?? _values.newest
      // Reloads carry no payload: the comparison makes none for them.
      let comparison =
        change == .reconfigure
        ? contentComparison : ContentComparison(_changed: contentComparison._changed)
      let changed = _values.changedItems(
        in: snapshot, values: values, since: since, comparing: comparison)
      Self._mark(changed, as: change, on: &snapshot)
    }
    _values.append(
      .init(snapshot: snapshot._withoutMarks, values: values, version: base._nextVersion))
    return (snapshot, batches, dropped)
  }

  /// The batches from what the view shows (the newest apply's values) to `snapshot`, whose values
  /// are `values`, each surviving item's content compared as the changeset pairs it (the
  /// reconfigures carrying the comparison's payloads).
  ///
  /// O(the changeset) plus one content comparison per surviving item.
  @inlinable
  internal func _batches(
    to snapshot: Snapshot<SectionIdentifierType, Item.ID>, values: [[Item]],
    reportingContentChangesAs change: ContentChange
  ) -> [Changeset<SectionIdentifierType, Item.ID>.Batch] {
    let old = _values.newest.values
    var payloads: [Item.ID: ChangePayload] = [:]
    var changed: ((ItemPath, ItemPath) -> Bool)?
    // A reload replaces the cell: its payload would be made for nothing.
    let payload = change == .reconfigure ? contentComparison._payload : nil
    if let differs = contentComparison._changed, let payload {
      changed = { from, to in
        let (previous, new) = (old[from.section][from.item], values[to.section][to.item])
        guard differs(previous, new) else { return false }
        payloads[new.id] = payload(previous, new)
        return true
      }
    } else if let differs = contentComparison._changed {
      changed = { from, to in differs(old[from.section][from.item], values[to.section][to.item]) }
    }
    var changeset = Changeset(
      from: base.displayedSnapshot, to: snapshot, reportingContentChangesAs: change,
      contentChangedBetween: changed)
    changeset.payloads = payloads
    return changeset.batches
  }

  /// Marks the changed items on `snapshot` as `change` says: reconfigures carry their payloads,
  /// reloads (which replace the cell) none.
  ///
  /// O(*c*) expected for *c* changed items.
  @inlinable
  internal static func _mark(
    _ changed: [(item: Item.ID, payload: ChangePayload?)], as change: ContentChange,
    on snapshot: inout Snapshot<SectionIdentifierType, Item.ID>
  ) {
    guard !changed.isEmpty else { return }
    switch change {
    case .reload:
      snapshot.reloadItems(changed.map(\.item))
    case .reconfigure:
      let plain = changed.filter { $0.payload == nil }.map(\.item)
      if !plain.isEmpty { snapshot.reconfigureItems(plain) }
      for (item, payload) in changed {
        if let payload { snapshot.reconfigureItem(item, payload: payload) }
      }
    }
  }

  /// `sections`, which repeat an identifier, with the occurrences that `policy` drops taken out,
  /// and those; a trap naming every duplicate for `.reject`.
  ///
  /// O(*s* + *n*) expected for *s* sections and *n* items.
  @usableFromInline
  internal static func _resolvingDuplicates(
    _ sections: [SectionOfItems<SectionIdentifierType, Item>], _ policy: DuplicatePolicy
  ) -> ([SectionOfItems<SectionIdentifierType, Item>], [DroppedDuplicate]) {
    let resolution = _DuplicateResolution(
      sections.map { ($0.section, $0.items) }, key: \.id, policy: policy)
    guard policy != .reject else {
      _preconditionFailure(
        "Fatal: supplied identifiers are not unique: \(resolution.error.map(\.description) ?? "")")
    }
    return (resolution.sections.map { SectionOfItems($0, items: $1) }, resolution.dropped)
  }

  /// A completion that drops the values of earlier applies once the view shows every apply, then
  /// runs `completion`.
  @inlinable
  internal func _settling(_ completion: (() -> Void)?) -> () -> Void {
    { [weak self] in
      if let self, !self.base.hasPendingApplies { self._values.settle() }
      completion?()
    }
  }
}
