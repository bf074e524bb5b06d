/// A set of small non-negative integers (section indexes), one flag each up to the largest: no
/// hashing, since staging asks it about every section of the snapshot.
///
/// Empty, it holds no storage at all, so a staging whose sections do not move allocates nothing
/// for it.
@usableFromInline
internal struct _DenseIndexSet: Sendable {
  @usableFromInline internal var _flags: [Bool] = []
  @usableFromInline internal var _count = 0

  /// The set of `members`.
  ///
  /// O(*k* + *m*) for *k* members, the largest *m*.
  @inlinable
  internal init(_ members: some Sequence<Int>) {
    for member in members { insert(member) }
  }

  /// Whether the set has no members.
  ///
  /// O(1).
  @inlinable
  internal var isEmpty: Bool { _count == 0 }

  /// Whether `member` is in the set.
  ///
  /// O(1).
  @inlinable
  internal func contains(_ member: Int) -> Bool {
    member < _flags.count && _flags[member]
  }

  /// Adds `member`.
  ///
  /// Amortized O(1), plus the growth of the flags up to `member`.
  @inlinable
  internal mutating func insert(_ member: Int) {
    _precondition(member >= 0, "a negative index in a dense index set")
    if member >= _flags.count {
      _flags += repeatElement(false, count: Swift.max(member + 1, 2 * _flags.count) - _flags.count)
    }
    if !_flags[member] {
      _flags[member] = true
      _count += 1
    }
  }

  /// Removes every member of `other`.
  ///
  /// O(*k*) for *k* members of `other`.
  @inlinable
  internal mutating func subtract(_ other: some Sequence<Int>) {
    for member in other where contains(member) {
      _flags[member] = false
      _count -= 1
    }
  }
}
