// The default algorithm (DiffAlgorithm.identity): trim the common prefix and suffix, walk both
// lists in step pairing the elements met at both cursors (see _InStepWalk), then pair the rest by
// identifier in one hash pass (see _IdentityTable), the k-th unpaired occurrence of an identifier
// in the old list with its k-th unpaired occurrence in the new list.

/// Pairs old and new elements by identifier.
///
/// - Complexity: O(*n* + *m*) expected, where *n* and *m* are the numbers of old and new
///   identifiers; the hash work is limited to what the walk in step leaves unpaired.
@inlinable @inline(__always)
internal func _identityMatching<Element, ID: Hashable>(
  _ old: [Element], _ new: [Element], _ identifier: (Element) -> ID
) -> _Matching {
  var (matching, oldMiddle, newMiddle) = _trimmingCommonEnds(old, new, identifier)
  guard !oldMiddle.isEmpty && !newMiddle.isEmpty else { return matching }

  old.withUnsafeBufferPointer { old in
    new.withUnsafeBufferPointer { new in
      matching.newToOld.withUnsafeMutableBufferPointer { newToOld in
        var unpaired = _Unpaired()
        _walkInStep(old, oldMiddle, new, newMiddle, identifier, into: &unpaired) {
          newToOld[$0] = $1
        }
        guard unpaired.mayPairMore else { return }
        var table = _IdentityTable(old, unpaired, identifier)
        table.pair(new, unpaired, with: old, identifier, into: newToOld)
      }
    }
  }
  return matching
}
