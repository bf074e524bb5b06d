// The default algorithm (DiffAlgorithm.identity): trim the common prefix and suffix, then pair
// elements by identifier in one hash pass; the k-th occurrence of an identifier in the old list
// pairs with its k-th occurrence in the new list.

/// Pairs old and new elements by identifier.
///
/// - Complexity: O(*n* + *m*) expected, where *n* and *m* are the numbers of old and new
///   identifiers; the hash work is limited to what lies between the common prefix and suffix.
@inlinable
internal func _identityMatching<ID: Hashable>(_ old: [ID], _ new: [ID]) -> _Matching {
  let (prefix, suffix) = _commonPrefixAndSuffix(old, new)
  var matching = _trimmedMatching(
    oldCount: old.count, newCount: new.count, prefix: prefix, suffix: suffix)
  let oldEnd = old.count - suffix
  let newEnd = new.count - suffix
  guard prefix < oldEnd && prefix < newEnd else { return matching }

  // Identifier -> its first unpaired old offset; further occurrences are chained through
  // `laterOccurrence`, which is only allocated when a duplicate appears.
  var firstOccurrence = [ID: Int](minimumCapacity: oldEnd - prefix)
  var laterOccurrence: [Int] = []
  var oldOffset = oldEnd - 1
  while oldOffset >= prefix {
    if let later = firstOccurrence.updateValue(oldOffset, forKey: old[oldOffset]) {
      if laterOccurrence.isEmpty {
        laterOccurrence = [Int](repeating: -1, count: oldEnd - prefix)
      }
      laterOccurrence[oldOffset - prefix] = later
    }
    oldOffset -= 1
  }
  matching.newToOld.withUnsafeMutableBufferPointer { newToOld in
    for newOffset in prefix..<newEnd {
      guard let index = firstOccurrence.index(forKey: new[newOffset]) else { continue }
      let oldOffset = firstOccurrence.values[index]
      guard oldOffset >= 0 else { continue }
      newToOld[newOffset] = oldOffset
      firstOccurrence.values[index] =
        laterOccurrence.isEmpty ? -1 : laterOccurrence[oldOffset - prefix]
    }
  }
  return matching
}
