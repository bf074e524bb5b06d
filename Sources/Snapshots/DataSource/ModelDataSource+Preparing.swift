// Preparing an apply of model values: duplicates resolved by the policy, the identifiers made a
// snapshot, the items whose content changed marked on it, and the values kept.

extension ModelDataSource {
  /// The snapshot of the identifiers of `sections` after `policy`, with the items whose content
  /// changed since the newest apply marked (by `contentChange`, else the data source's), and the
  /// occurrences the policy dropped; the values kept become the newest.
  ///
  /// O(*n*) expected for *n* items plus one content comparison per item that stays; as much
  /// again when an identifier repeats.
  @inlinable
  internal func _prepare(
    _ sections: [SectionOfItems<SectionIdentifierType, Item>], _ policy: DuplicatePolicy,
    _ contentChange: ContentChange?
  ) -> (Snapshot<SectionIdentifierType, Item.ID>, [DroppedDuplicate]) {
    var (sections, dropped) = (sections, [DroppedDuplicate]())
    var snapshot: Snapshot<SectionIdentifierType, Item.ID>
    do {
      snapshot = try Snapshot(validating: sections.map { ($0.section, $0.items.map(\.id)) })
    } catch {
      (sections, dropped) = Self._resolvingDuplicates(sections, policy, error)
      snapshot = Snapshot(sections.map { SectionOfItems($0.section, items: $0.items.map(\.id)) })
    }
    let values = sections.map(\.items)
    let changed = _values.changedItems(in: snapshot, values: values, comparing: contentComparison)
    if !changed.isEmpty {
      switch contentChange ?? self.contentChange {
      case .reconfigure: snapshot.reconfigureItems(changed)
      case .reload: snapshot.reloadItems(changed)
      }
    }
    _values.append(.init(snapshot: snapshot._withoutMarks, values: values))
    return (snapshot, dropped)
  }

  /// `sections` with the occurrences of repeated identifiers that `policy` drops taken out, and
  /// those; a trap naming every duplicate (`error`) for `.reject`.
  ///
  /// O(*s* + *n*) expected for *s* sections and *n* items.
  @usableFromInline
  internal static func _resolvingDuplicates(
    _ sections: [SectionOfItems<SectionIdentifierType, Item>], _ policy: DuplicatePolicy,
    _ error: SnapshotError
  ) -> ([SectionOfItems<SectionIdentifierType, Item>], [DroppedDuplicate]) {
    guard policy != .reject else {
      _preconditionFailure("Fatal: supplied identifiers are not unique: \(error)")
    }
    let resolution = _DuplicateResolution(
      sections.map { ($0.section, $0.items) }, key: \.id, policy: policy)
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
