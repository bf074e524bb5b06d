/// A Fenwick (binary indexed) tree of counts over slots `0..<count`: how many occupied slots lie
/// before a slot, and occupying or freeing one, each in O(log *n*).
@usableFromInline
internal struct _FenwickTree {
  @usableFromInline internal var tree: [Int]

  /// A tree whose slots are all free.
  @inlinable
  internal init(count: Int) {
    tree = [Int](repeating: 0, count: count + 1)
  }

  /// Adds `delta` to the count of `slot`.
  @inlinable
  internal mutating func add(_ delta: Int, at slot: Int) {
    var index = slot + 1
    while index < tree.count {
      tree[index] &+= delta
      index += index & -index
    }
  }

  /// The total count of the slots before `slot`.
  @inlinable
  internal func countBefore(_ slot: Int) -> Int {
    var index = slot
    var total = 0
    while index > 0 {
      total &+= tree[index]
      index -= index & -index
    }
    return total
  }
}
