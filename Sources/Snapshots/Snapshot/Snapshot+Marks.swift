extension Snapshot {
  /// The items marked for reloading, in the order they were first marked.
  ///
  /// A mark lasts until its item leaves the snapshot; moving the item keeps it.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var reloadedItemIdentifiers: [ItemIdentifierType] { _marks.reloadedItems.elements }

  /// The items marked for reconfiguring, in the order they were first marked.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] { _marks.reconfiguredItems.elements }

  /// The sections marked for reloading, in the order they were first marked.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var reloadedSectionIdentifiers: [SectionIdentifierType] {
    _marks.reloadedSections.elements
  }

  /// Marks items whose contents changed, so that a diff reports them as reloads: their cells are
  /// replaced.
  ///
  /// - Parameter identifiers: Items of the snapshot.
  /// - Precondition: Every identifier is in the snapshot.
  /// - Complexity: O(*k*) expected, where *k* is the number of identifiers.
  @inlinable
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers {
      _ = _location(ofExistingItem: identifier, role: "reloaded item")
    }
    _marks.update { marks in
      marks.reloadedItems.insert(contentsOf: identifiers)
      if !marks.payloads.isEmpty {
        for identifier in identifiers { marks.payloads[identifier] = nil }
      }
    }
  }

  /// Marks items whose contents changed, so that a diff reports them as reconfigures: their
  /// existing cells are updated in place.
  ///
  /// An item marked with a payload before (``reconfigureItem(_:payload:)``) loses it: its whole
  /// cell is configured again.
  ///
  /// - Parameter identifiers: Items of the snapshot.
  /// - Precondition: Every identifier is in the snapshot.
  /// - Complexity: O(*k*) expected, where *k* is the number of identifiers.
  @inlinable
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers {
      _ = _location(ofExistingItem: identifier, role: "reconfigured item")
    }
    _marks.update { marks in
      marks.reconfiguredItems.insert(contentsOf: identifiers)
      if !marks.payloads.isEmpty {
        for identifier in identifiers { marks.payloads[identifier] = nil }
      }
    }
  }

  /// Marks an item whose content changed, with what changed: a diff reports it as a reconfigure
  /// carrying `payload` in its batch, for a cell updater to update the cell in place.
  ///
  /// ```swift
  /// snapshot.reconfigureItem(message.id, payload: ChangePayload(ChangedText(appended: token)))
  /// ```
  ///
  /// Marking an item again merges the payloads (``ChangePayload/init(_:merging:)``); when they do
  /// not merge, or the item is already marked without a payload or for reloading, it keeps the
  /// stronger mark (an ordinary reconfigure, or the reload).
  ///
  /// - Parameters:
  ///   - identifier: An item of the snapshot.
  ///   - payload: What changed.
  /// - Precondition: The item is in the snapshot.
  /// - Complexity: O(1) expected.
  @inlinable
  public mutating func reconfigureItem(_ identifier: ItemIdentifierType, payload: ChangePayload) {
    _ = _location(ofExistingItem: identifier, role: "reconfigured item")
    _addPayload(payload, to: identifier, isEarlier: false)
  }

  /// The payload an item is marked with by ``reconfigureItem(_:payload:)``, if any.
  ///
  /// - Parameter identifier: An item identifier.
  /// - Returns: Its payload, or `nil` when it is not marked with one.
  /// - Complexity: O(1) expected.
  @inlinable
  public func payload(ofReconfiguredItem identifier: ItemIdentifierType) -> ChangePayload? {
    _marks.payloads[identifier]
  }

  /// Marks an item of the snapshot for reconfiguring with `payload`, merged with the payload it
  /// holds (of an earlier change when `isEarlier` is `false`, of a later one otherwise).
  ///
  /// O(1) expected.
  @inlinable
  internal mutating func _addPayload(
    _ payload: ChangePayload, to identifier: ItemIdentifierType, isEarlier: Bool
  ) {
    _marks.update { marks in
      if marks.reloadedItems.contains(identifier) { return }
      guard marks.reconfiguredItems.contains(identifier) else {
        marks.reconfiguredItems.insert(contentsOf: [identifier])
        marks.payloads[identifier] = payload
        return
      }
      guard let held = marks.payloads[identifier] else { return }
      marks.payloads[identifier] =
        isEarlier ? payload._merged(with: held) : held._merged(with: payload)
    }
  }

  /// Marks sections whose contents changed, so that a diff reports them as reloads: the section
  /// and all its items are read again.
  ///
  /// - Parameter identifiers: Sections of the snapshot.
  /// - Precondition: Every identifier is in the snapshot.
  /// - Complexity: O(*k*) expected, where *k* is the number of identifiers.
  @inlinable
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers {
      guard _sectionPositions[identifier] != nil else {
        _preconditionFailure(
          "Invalid section identifier: reloaded section \(identifier) does not exist in the snapshot"
        )
      }
    }
    _marks.update { marks in
      marks.reloadedSections.insert(contentsOf: identifiers)
    }
  }

  /// Adds the marks of `other` on the items and sections this snapshot holds: the marks of an
  /// apply that a newer one replaced before it was shown, so that the newer one still reloads or
  /// reconfigures what changed in between.
  ///
  /// A reconfigure mark is not added to an item marked for reloading (the reload does more);
  /// payloads of one item merge, the earlier first, and one without a payload makes it an
  /// ordinary reconfigure.
  ///
  /// O(*m*) expected for *m* marks of `other`.
  @usableFromInline
  internal mutating func _addMarks(of other: Self) {
    guard !other._marks.isEmpty else { return }
    let reloaded = other.reloadedItemIdentifiers.filter { _location(of: $0) != nil }
    let kept = Set(reloadedItemIdentifiers).union(reloaded)
    let reconfigured = other.reconfiguredItemIdentifiers.filter {
      _location(of: $0) != nil && !kept.contains($0)
    }
    let sections = other.reloadedSectionIdentifiers.filter { _sectionPositions[$0] != nil }
    let payloads = other._marks.payloads
    if !reloaded.isEmpty { reloadItems(reloaded) }
    let plain = payloads.isEmpty ? reconfigured : reconfigured.filter { payloads[$0] == nil }
    if !plain.isEmpty { reconfigureItems(plain) }
    for identifier in reconfigured where !payloads.isEmpty {
      if let payload = payloads[identifier] {
        _addPayload(payload, to: identifier, isEarlier: true)
      }
    }
    if !sections.isEmpty { reloadSections(sections) }
  }
}
