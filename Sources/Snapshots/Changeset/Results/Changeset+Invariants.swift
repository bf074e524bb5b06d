extension Changeset {
  /// Verifies the changeset's promise: its sections' difference holds, and every batch passes
  /// ``BatchValidator`` between the snapshots before and after it.
  ///
  /// The body is compiled only when the package is built with `SNAPSHOTS_INTERNAL_CHECKS` set
  /// (see Package.swift); otherwise this is an empty inlinable function.
  @inlinable
  @inline(__always)
  internal func _checkInvariants() {
    #if SNAPSHOTS_INTERNAL_CHECKS
      sections._checkInvariants()
      var before = old.sectionCounts
      for (index, batch) in batches.enumerated() {
        let after = batch.snapshot.sectionCounts
        do {
          try BatchValidator(style: .collectionView).validate(
            batch.update, before: before, after: after)
        } catch {
          preconditionFailure("batch \(index) breaks UIKit's rules: \(error.message)")
        }
        before = after
      }
    #endif
  }
}
