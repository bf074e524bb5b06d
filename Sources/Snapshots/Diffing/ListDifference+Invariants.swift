extension ListDifference {
  /// Verifies the difference with the checker that decoding uses: offsets in range and
  /// ascending, counts that add up, moves between free places, updates between survivors; and
  /// the offset maps it keeps against the ones that checker rebuilds.
  ///
  /// The body is compiled only when the package is built with `SNAPSHOTS_INTERNAL_CHECKS` set
  /// (see Package.swift); otherwise this is an empty inlinable function.
  @inlinable
  @inline(__always)
  internal func _checkInvariants() {
    #if SNAPSHOTS_INTERNAL_CHECKS
      do throws(_InconsistentDifference) {
        let rebuilt = try ListDifference(
          validatingOldCount: oldCount, newCount: newCount, deletions: deletions,
          insertions: insertions, moves: moves, updates: updates)
        precondition(
          rebuilt._oldToNew == _oldToNew && rebuilt._newToOld == _newToOld,
          "the offset maps disagree with the changes")
      } catch {
        preconditionFailure("inconsistent difference: \(error.message)")
      }
    #endif
  }
}
