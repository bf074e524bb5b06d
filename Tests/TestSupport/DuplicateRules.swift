import Snapshots

/// Which occurrences of repeated keys a duplicate policy keeps, read directly off its rule (the
/// oracle of the policy's tests): the first of each key, or the last.
///
/// - Complexity: O(*n*²) for *n* keys (a direct reading, for small test inputs).
public func occurrencesKept<Key: Hashable>(_ keys: [Key], by policy: DuplicatePolicy) -> [Bool] {
  keys.indices.map { index in
    policy == .keepFirst
      ? !keys[..<index].contains(keys[index]) : !keys[(index + 1)...].contains(keys[index])
  }
}
