extension Snapshot {
  /// Verifies every internal index against the section arrays.
  ///
  /// The body is compiled only when the package is built with `SNAPSHOTS_INTERNAL_CHECKS` set
  /// (see Package.swift); otherwise this is an empty inlinable function.
  @inlinable
  @inline(__always)
  internal func _checkInvariants() {
    #if SNAPSHOTS_INTERNAL_CHECKS
      precondition(_sectionIdentifiers.count == _sectionItems.count, "section arrays differ")
      precondition(_sectionStarts.count <= _sectionItems.count, "more starts than sections")
      precondition(_sectionPositions.count == _sectionIdentifiers.count, "duplicate section")
      var start = 0
      for (position, identifier) in _sectionIdentifiers.enumerated() {
        precondition(_sectionPositions[identifier] == position, "stale position of \(identifier)")
        if position < _sectionStarts.count {
          precondition(_sectionStarts[position] == start, "stale start of \(identifier)")
        } else {
          precondition(_sectionItems[position].isEmpty, "unlisted start of \(identifier)")
        }
        for (offset, item) in _sectionItems[position].enumerated() {
          precondition(
            _location(of: item) == _ItemLocation(section: position, offset: offset),
            "stale location of \(item)")
        }
        start += _sectionItems[position].count
      }
      precondition(_itemIndex.count == start, "duplicate or stale item")
      _itemIndex.checkInvariants(_sectionItems)
      for item in _marks.reloadedItems.elements + _marks.reconfiguredItems.elements {
        precondition(_location(of: item) != nil, "mark on absent item \(item)")
      }
      for section in _marks.reloadedSections.elements {
        precondition(_sectionPositions[section] != nil, "mark on absent section \(section)")
      }
    #endif
  }
}
