// The default algorithm (DiffAlgorithm.identity): trim the common prefix and suffix, then pair
// elements by identifier in one hash pass (see _IdentityTable); the k-th occurrence of an
// identifier in the old list pairs with its k-th occurrence in the new list.

/// Pairs old and new elements by identifier.
///
/// - Complexity: O(*n* + *m*) expected, where *n* and *m* are the numbers of old and new
///   identifiers; the hash work is limited to what lies between the common prefix and suffix.
@inlinable @inline(__always)
internal func _identityMatching<Element, ID: Hashable>(
  _ old: [Element], _ new: [Element], _ identifier: (Element) -> ID
) -> _Matching {
  var (matching, oldMiddle, newMiddle) = _trimmingCommonEnds(old, new, identifier)
  guard !oldMiddle.isEmpty && !newMiddle.isEmpty else { return matching }
  let (prefix, oldEnd, newEnd) = (oldMiddle.lowerBound, oldMiddle.upperBound, newMiddle.upperBound)

  old.withUnsafeBufferPointer { old in
    var table = _IdentityTable(old, prefix..<oldEnd, identifier)
    new.withUnsafeBufferPointer { new in
      matching.newToOld.withUnsafeMutableBufferPointer { newToOld in
        table.pair(new, prefix..<newEnd, with: old, identifier, into: newToOld)
      }
    }
  }
  return matching
}
