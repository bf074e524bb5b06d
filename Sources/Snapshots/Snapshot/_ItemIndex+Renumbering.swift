// The item index's edits by tag and location, which never read the sections: items removed,
// relocated, and renumbered a slot at a time when many move along a section.

extension _ItemIndex {
  /// Unindexes the item with this tag at `location`.
  ///
  /// O(1) expected.
  @inlinable
  mutating func remove(tag: UInt32, at location: _ItemLocation) {
    _slots.withUnsafeMutableBufferPointer { slots in
      let slotCount = slots.count
      var hole = Self._slot(tag: tag, at: location, in: slots)
      // Shift back every following slot of the run that may live in the hole.
      var index = _nextSlot(after: hole, slotCount: slotCount)
      while slots[index].tag != 0 {
        let home = Self.home(ofTag: slots[index].tag, slotCount: slotCount)
        // The slot stays unless its home is cyclically outside (hole, index].
        if Self.distance(from: home, to: index, slotCount: slotCount)
          >= Self.distance(from: hole, to: index, slotCount: slotCount)
        {
          slots[hole] = slots[index]
          hole = index
        }
        index = _nextSlot(after: index, slotCount: slotCount)
      }
      slots[hole].tag = 0
    }
    count -= 1
  }

  /// Moves the item with this tag from `location` to `newLocation`.
  ///
  /// O(1) expected.
  @inlinable
  mutating func relocate(tag: UInt32, from location: _ItemLocation, to newLocation: _ItemLocation) {
    _slots.withUnsafeMutableBufferPointer { slots in
      let index = Self._slot(tag: tag, at: location, in: slots)
      slots[index].section = UInt32(newLocation.section)
      slots[index].offset = UInt32(newLocation.offset)
    }
  }

  /// Gives every item of section `section` at offset `start` or later the offset
  /// `newOffset(offset)`, reading every slot in order: no hashing, and no cache miss per item.
  ///
  /// For many items moving along their section (see ``_Tuning/indexRenumberSlotsPerItem``); the
  /// items removed from the section must be unindexed first.
  ///
  /// O(*c*) for *c* slots, plus `newOffset` for each item renumbered.
  @inlinable
  mutating func renumber(
    section: Int, from start: Int, _ newOffset: (_ offset: Int) -> Int
  ) {
    let section = UInt32(section)
    let start = UInt32(start)
    _slots.withUnsafeMutableBufferPointer { slots in
      for index in slots.indices
      where slots[index].tag != 0 && slots[index].section == section
        && slots[index].offset >= start
      {
        slots[index].offset = UInt32(newOffset(Int(slots[index].offset)))
      }
    }
  }

  /// Adds `distance` to the offset of every item of section `section` at offset `start` or
  /// later, reading every slot in order (``renumber(section:from:_:)`` for one distance).
  ///
  /// Without a branch per slot: empty slots are renumbered too, as their locations are never
  /// read.
  ///
  /// O(*c*) for *c* slots.
  @inlinable
  mutating func shift(section: Int, from start: Int, by distance: Int) {
    let section = UInt32(section)
    let start = UInt32(start)
    let distance = UInt32(truncatingIfNeeded: distance)
    _slots.withUnsafeMutableBufferPointer { slots in
      for index in slots.indices {
        let moves = slots[index].section == section && slots[index].offset >= start
        slots[index].offset &+= moves ? distance : 0
      }
    }
  }

  /// Moves every item to section `position[section]`, reading every slot in order.
  ///
  /// - Precondition: `position` has an entry for every section an item is in.
  /// - Complexity: O(*c*) for *c* slots.
  @inlinable
  mutating func renumberSections(_ position: [Int]) {
    _slots.withUnsafeMutableBufferPointer { slots in
      position.withUnsafeBufferPointer { position in
        for index in slots.indices where slots[index].tag != 0 {
          let section = Int(slots[index].section)
          _internalInvariant(section < position.count, "a slot of a missing section")
          slots[index].section = UInt32(truncatingIfNeeded: position[section])
        }
      }
    }
  }

  /// Whether renumbering `count` items pays by reading every slot (``renumber(section:from:_:)``)
  /// rather than relocating one item at a time.
  ///
  /// O(1).
  @inlinable
  func renumbersBySweep(count: Int) -> Bool {
    count * _Tuning.indexRenumberSlotsPerItem >= _slots.count
  }
}
