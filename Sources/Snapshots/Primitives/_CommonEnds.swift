// The common prefix and suffix of two lists: the ends a diff pairs before anything else.

/// The length of the common prefix and, after it, of the common suffix of two lists of
/// `oldCount` and `newCount` elements, where `same(oldOffset, newOffset)` tells whether two
/// elements are the same.
///
/// - Complexity: O(*p* + *s*) calls of `same` for a prefix of *p* and a suffix of *s* elements.
@inlinable @inline(__always)
internal func _commonPrefixAndSuffix(
  oldCount: Int, newCount: Int, _ same: (_ oldOffset: Int, _ newOffset: Int) -> Bool
) -> (prefix: Int, suffix: Int) {
  let limit = Swift.min(oldCount, newCount)
  var prefix = 0
  while prefix < limit && same(prefix, prefix) { prefix += 1 }
  return (
    prefix, _commonSuffix(oldCount: oldCount, newCount: newCount, limit: limit - prefix, same)
  )
}

/// The length of the common suffix of two lists of `oldCount` and `newCount` elements, at most
/// `limit`, where `same(oldOffset, newOffset)` tells whether two elements are the same.
///
/// - Complexity: O(*s*) calls of `same` for a suffix of *s* elements.
@inlinable @inline(__always)
internal func _commonSuffix(
  oldCount: Int, newCount: Int, limit: Int,
  _ same: (_ oldOffset: Int, _ newOffset: Int) -> Bool
) -> Int {
  var suffix = 0
  while suffix < limit && same(oldCount - 1 - suffix, newCount - 1 - suffix) { suffix += 1 }
  return suffix
}
