// Two operations on arrays that staging uses on its sorted lists of operations.

extension Array {
  /// The elements of two sorted arrays, merged in order (stably: of equal elements, this array's
  /// first).
  ///
  /// Written into the result's storage directly, without a capacity check per element: the
  /// structure batch merges its replacements into its deletions and insertions, lists as long as
  /// the changes.
  ///
  /// O(*n* + *m*).
  @inlinable
  internal func _merged(
    with other: [Element], by areInIncreasingOrder: (Element, Element) -> Bool
  ) -> [Element] {
    guard !other.isEmpty else { return self }
    guard !isEmpty else { return other }
    let total = count + other.count
    return [Element](unsafeUninitializedCapacity: total) { result, initialized in
      withUnsafeBufferPointer { left in
        other.withUnsafeBufferPointer { right in
          let (out, first, second) = (result.baseAddress!, left.baseAddress!, right.baseAddress!)
          var (l, r) = (0, 0)
          while l < left.count && r < right.count {
            _internalInvariant(l + r < total, "a merge writes past its result")
            if areInIncreasingOrder(second[r], first[l]) {
              (out + l + r).initialize(to: second[r])
              r += 1
            } else {
              (out + l + r).initialize(to: first[l])
              l += 1
            }
          }
          _internalInvariant(l == left.count || r == right.count, "a merge stops early")
          (out + l + r).initialize(from: first + l, count: left.count - l)
          (out + left.count + r).initialize(from: second + r, count: right.count - r)
        }
      }
      initialized = total
    }
  }

  /// The elements that satisfy `predicate`, and the others, each in their order.
  ///
  /// O(*n*).
  @inlinable
  internal func _split(by predicate: (Element) -> Bool) -> (kept: [Element], rest: [Element]) {
    var kept: [Element] = []
    var rest: [Element] = []
    for element in self {
      if predicate(element) { kept.append(element) } else { rest.append(element) }
    }
    return (kept, rest)
  }
}
