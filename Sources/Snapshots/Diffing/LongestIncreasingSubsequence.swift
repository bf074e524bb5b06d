/// The positions of one longest strictly increasing subsequence of `values`, ascending.
///
/// Patience sorting: each value goes on the leftmost pile whose top is not smaller, found by
/// binary search; a back pointer to the top of the pile on its left rebuilds the subsequence.
/// An already increasing input is recognised in one pass.
///
/// ```swift
/// longestIncreasingSubsequence([3, 0, 4, 1, 2])   // [1, 3, 4]: the values 0, 1, 2
/// ```
///
/// - Parameter values: Any integers.
/// - Returns: Ascending positions into `values` whose values increase strictly.
/// - Complexity: O(*n* log *l*), where *n* is the number of values and *l* the length of the
///   result; O(*n*) when `values` is already increasing.
@inlinable
public func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
  var isIncreasing = true
  var index = 1
  while index < values.count {
    if values[index - 1] >= values[index] {
      isIncreasing = false
      break
    }
    index += 1
  }
  if isIncreasing { return Array(values.indices) }
  var keep = [Bool](repeating: false, count: values.count)
  let length = _markLongestIncreasingSubsequence(values, into: &keep)
  var result: [Int] = []
  result.reserveCapacity(length)
  for position in values.indices where keep[position] { result.append(position) }
  return result
}

/// Marks in `keep` the positions of one longest strictly increasing subsequence of `values` and
/// returns its length.
///
/// `keep` must have `values.count` elements, all false.
///
/// - Complexity: O(*n* log *l*) time, 2*n* + *l* integers of extra space.
@inlinable
internal func _markLongestIncreasingSubsequence(_ values: [Int], into keep: inout [Bool]) -> Int {
  let count = values.count
  guard count > 0 else { return 0 }
  // pileTops[p]: the smallest value ending an increasing subsequence of length p + 1;
  // pileTopPositions[p]: where that value is; previous[i]: the position before i in its sequence.
  var pileTops: [Int] = []
  var pileTopPositions: [Int] = []
  var previous = [Int](repeating: -1, count: count)
  values.withUnsafeBufferPointer { values in
    previous.withUnsafeMutableBufferPointer { previous in
      for position in 0..<count {
        let value = values[position]
        var low = 0
        var high = pileTops.count
        if high > 0 && pileTops[high - 1] < value {
          low = high  // the common case for mostly ordered input: extend the longest sequence
        } else {
          while low < high {
            let middle = (low &+ high) >> 1
            if pileTops[middle] < value { low = middle &+ 1 } else { high = middle }
          }
        }
        if low > 0 { previous[position] = pileTopPositions[low - 1] }
        if low == pileTops.count {
          pileTops.append(value)
          pileTopPositions.append(position)
        } else {
          pileTops[low] = value
          pileTopPositions[low] = position
        }
      }
    }
  }
  var position = pileTopPositions[pileTopPositions.count - 1]
  while position >= 0 {
    keep[position] = true
    position = previous[position]
  }
  return pileTops.count
}
