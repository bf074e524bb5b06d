import Snapshots

/// The memory known to stay readable past a text, for the reads that load whole words past the
/// end of an identifier (its hash, `sameBytes`): a document's text and its padding, and the
/// blocks of the key arena.
///
/// Those reads rely on 7 readable bytes after the text, a rule no type enforces. Built with
/// `SNAPSHOTS_INTERNAL_CHECKS` (one of CI's runs), every such read is checked to lie inside a
/// registered region, behind a lock; in other builds registering and checking compile to
/// nothing.
package enum _ReadableRegions {
  #if SNAPSHOTS_INTERNAL_CHECKS
    /// The regions, by start address, sorted, none overlapping.
    private static let regions = _Locked<[(start: UInt, end: UInt)]>([])
  #endif

  /// Whether reads are checked: the build has `SNAPSHOTS_INTERNAL_CHECKS`.
  package static var areChecked: Bool {
    #if SNAPSHOTS_INTERNAL_CHECKS
      true
    #else
      false
    #endif
  }

  /// Records that `byteCount` bytes from `start` on are readable until ``unregister(_:)``.
  ///
  /// O(*r*) for *r* regions under internal checks; nothing otherwise.
  @inline(__always)
  package static func register(_ start: UnsafeRawPointer, byteCount: Int) {
    #if SNAPSHOTS_INTERNAL_CHECKS
      let region = (start: UInt(bitPattern: start), end: UInt(bitPattern: start + byteCount))
      regions.withLock { regions in
        let index = regions.firstIndex { $0.start > region.start } ?? regions.count
        regions.insert(region, at: index)
      }
    #endif
  }

  /// Forgets the region that starts at `start`: its memory is about to be freed.
  ///
  /// O(*r*) under internal checks; nothing otherwise.
  @inline(__always)
  package static func unregister(_ start: UnsafeRawPointer) {
    #if SNAPSHOTS_INTERNAL_CHECKS
      let address = UInt(bitPattern: start)
      regions.withLock { $0.removeAll { $0.start == address } }
    #endif
  }

  /// Stops the program, under internal checks, unless the `byteCount` bytes from `start` on lie
  /// inside one registered region.
  ///
  /// O(log *r*) under internal checks; nothing otherwise.
  @inline(__always)
  package static func check(_ start: UnsafeRawPointer, byteCount: Int) {
    #if SNAPSHOTS_INTERNAL_CHECKS
      let (first, last) = (UInt(bitPattern: start), UInt(bitPattern: start + byteCount))
      let inside = regions.withLock { regions in
        var (low, high) = (0, regions.count)
        while low < high {  // the last region starting at or before `first`
          let middle = (low + high) / 2
          if regions[middle].start <= first { low = middle + 1 } else { high = middle }
        }
        return low > 0 && last <= regions[low - 1].end
      }
      _internalInvariant(
        inside, "a read of \(byteCount) bytes at \(start) past the memory known to be readable")
    #endif
  }
}
