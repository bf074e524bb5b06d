// A binary search over sorted offsets, for the snapshot's renumbering, the batches' reload
// arithmetic and the json format's replacements.

/// The number of elements of a sorted array below `value`.
///
/// - Complexity: O(log *n*).
@inlinable
package func _lowerBound<Element: Comparable>(_ value: Element, in sorted: [Element]) -> Int {
  var low = 0
  var high = sorted.count
  while low < high {
    let middle = (low + high) / 2
    if sorted[middle] < value { low = middle + 1 } else { high = middle }
  }
  return low
}
