/// Marks in `keep` the positions of one longest strictly increasing subsequence of `values` and
/// returns its length; negative values (the diff's "unmatched") take no part.
///
/// Patience sorting: each value goes on the leftmost pile whose top is not below it, and the
/// subsequence is read off backwards by the piles' numbers (`_markBackwards`). The pile tops are
/// kept in `_PileTops`, which finds a value's pile in a few word reads, with one fast path: an
/// array searched by halves,
/// - for fewer than ``_Tuning/pileTopsMinimumCount`` values, where setting up the set costs
///   more than it saves on values mostly in order;
/// - for values that descend nearly throughout (more than
///   ``_Tuning/descendingEighthsForPileArray`` eighths of sampled adjacent pairs), which make
///   few piles;
/// - for values spread over more than ``_Tuning/pileTopsMaximumUniversePerValue`` times their
///   count (a few items left of a long section), since the set takes memory for every value
///   below the largest.
///
/// Both choose the subsequence that back pointers would give (`PileTopsTests`).
///
/// ```swift
/// // values [3, 0, 4, 1, 2]: marks positions 1, 3 and 4 (the values 0, 1, 2) and returns 3
/// ```
///
/// `keep` must have `values.count` elements, all false.
///
/// - Complexity: O(*n* log *l*) time for *n* values and a result of length *l*; O(*n* + *u*)
///   extra space for values below *u*.
@inlinable
internal func _markLongestIncreasingSubsequence(
  _ values: UnsafeBufferPointer<Int>, into keep: UnsafeMutableBufferPointer<Bool>
) -> Int {
  guard values.count >= _Tuning.pileTopsMinimumCount else {
    return _markLongestIncreasingSubsequence(inPileArray: values, into: keep)
  }
  let (descents, pairs) = _sampledDescents(values)
  let largest = values.max() ?? -1
  guard largest >= 0 else { return 0 }
  let mostlyDescending = descents * 8 > pairs * _Tuning.descendingEighthsForPileArray
  let sparse = largest / _Tuning.pileTopsMaximumUniversePerValue >= values.count
  return mostlyDescending || sparse
    ? _markLongestIncreasingSubsequence(inPileArray: values, into: keep)
    : _markLongestIncreasingSubsequence(inPileTops: values, below: largest + 1, into: keep)
}

/// How many of at most ``_Tuning/orderSampledPairs`` adjacent pairs of non-negative values,
/// spread evenly over `values`, descend, and how many pairs were read.
///
/// O(``_Tuning/orderSampledPairs``).
@inlinable
internal func _sampledDescents(_ values: UnsafeBufferPointer<Int>) -> (descents: Int, pairs: Int) {
  guard values.count > 1 else { return (0, 0) }
  let step = Swift.max(
    1, (values.count - 1 + _Tuning.orderSampledPairs - 1) / _Tuning.orderSampledPairs)
  var (pairs, descents) = (0, 0)
  for first in stride(from: 0, to: values.count - 1, by: step) {
    let (value, next) = (values[first], values[first + 1])
    if value >= 0 && next >= 0 {
      pairs += 1
      if next < value { descents += 1 }
    }
  }
  return (descents, pairs)
}

/// The longest increasing subsequence with the pile tops kept in an array searched by halves;
/// negative values take no part, the others must be below 2⁶².
///
/// A value above the last top starts a new pile without a search.
///
/// - Complexity: O(*n* log *l*) time, 2*n* integers of extra space.
@inlinable
internal func _markLongestIncreasingSubsequence(
  inPileArray values: UnsafeBufferPointer<Int>, into keep: UnsafeMutableBufferPointer<Bool>
) -> Int {
  // pileTops[p]: the smallest value ending an increasing subsequence of length p + 1;
  // lengths[i]: the length of the longest one ending at position i (0 for a skipped value).
  let pileTops = UnsafeMutableBufferPointer<Int>.allocate(capacity: values.count)
  let lengths = UnsafeMutableBufferPointer<Int>.allocate(capacity: values.count)
  defer {
    pileTops.deallocate()
    lengths.deallocate()
  }
  var pileCount = 0
  for position in values.indices {
    let value = values[position]
    guard value >= 0 else {
      lengths[position] = 0
      continue
    }
    var pile = pileCount
    if pileCount > 0 && pileTops[pileCount - 1] >= value {
      var high = pileCount - 1
      pile = 0
      while pile < high {
        let middle = (pile &+ high) >> 1
        if pileTops[middle] < value { pile = middle &+ 1 } else { high = middle }
      }
    }
    lengths[position] = pile + 1
    pileTops[pile] = value
    if pile == pileCount { pileCount += 1 }
  }
  _markBackwards(lengths: lengths.baseAddress!, count: values.count, longest: pileCount, into: keep)
  return pileCount
}

/// The longest increasing subsequence with the pile tops kept in `_PileTops`; negative values
/// take no part, the others must be below `universe`.
///
/// A value goes on the pile of the smallest top not below it, replacing that top and taking its
/// length. The largest top is kept at hand: most values of mostly ordered input start a pile
/// after it without a search.
///
/// - Complexity: O(*n* log₆₄ *u*) time for *n* values below *u*, *n* + *u* integers of extra
///   space.
@inlinable
internal func _markLongestIncreasingSubsequence(
  inPileTops values: UnsafeBufferPointer<Int>, below universe: Int,
  into keep: UnsafeMutableBufferPointer<Bool>
) -> Int {
  let wordCount = _PileTops.wordCount(universe: universe)
  let words = UnsafeMutablePointer<UInt64>.allocate(capacity: wordCount)
  words.initialize(repeating: 0, count: wordCount)
  // The length of the longest subsequence ending at each top (read only for values that are
  // tops) and at each position.
  let lengthOfTop = UnsafeMutablePointer<Int>.allocate(capacity: universe)
  let lengths = UnsafeMutablePointer<Int>.allocate(capacity: values.count)
  defer {
    words.deallocate()
    lengthOfTop.deallocate()
    lengths.deallocate()
  }
  let tops = _PileTops(words: words, universe: universe)
  var (length, largestTop) = (0, -1)
  for position in values.indices {
    let value = values[position]
    if value < 0 {
      lengths[position] = 0
      continue
    }
    _internalInvariant(value < universe, "value \(value) outside the universe \(universe)")
    let here: Int
    if value > largestTop {
      length += 1
      (here, largestTop) = (length, value)
      tops.insert(value)
    } else {
      let replaced = tops.first(notBelow: value)!
      tops.replace(replaced, with: value)
      if replaced == largestTop { largestTop = value }
      here = lengthOfTop[replaced]
    }
    lengths[position] = here
    lengthOfTop[value] = here
  }
  _markBackwards(lengths: lengths, count: values.count, longest: length, into: keep)
  return length
}

/// Marks in `keep` one increasing subsequence of length `longest`, given the length of the
/// longest increasing subsequence ending at each of `count` positions: from the end, the last
/// position of each length before the position marked after it.
///
/// That position held the top of its pile when the one after it was placed, so this is the
/// subsequence that back pointers would give, found without chasing them: each step of that
/// chase waits for the read before it, where this scan reads in order (the chase was a third of the
/// subsequence's time in `snapbench time cs mixed 10000`, `perf annotate`).
///
/// O(*count*).
@inlinable @inline(__always)
internal func _markBackwards<Length: BinaryInteger>(
  lengths: UnsafeMutablePointer<Length>, count: Int, longest: Int,
  into keep: UnsafeMutableBufferPointer<Bool>
) {
  var need = Length(longest)
  var position = count - 1
  while need > 0 {
    _internalInvariant(position >= 0, "no position of length \(need) left")
    if lengths[position] == need {
      keep[position] = true
      need -= 1
    }
    position -= 1
  }
}

/// Marks in `keep` one longest strictly increasing subsequence of `values` that, among all the
/// longest, contains the most positions marked in `preferred`; returns its length.
///
/// Not the fewest moves but a choice among them: the changeset uses it to keep items whose
/// content changed in place when an equally short list of moves exists, so that their reloads
/// can share the first batch. Values must be distinct and not negative.
///
/// - Complexity: O(*n* log *m*) for *n* values below *m*, with a Fenwick tree of prefix maxima of
///   (length, preferred count) scores.
@inlinable
internal func _markLongestIncreasingSubsequence(
  _ values: [Int], preferring preferred: [Bool], into keep: inout [Bool]
) -> Int {
  guard let largest = values.max() else { return 0 }
  let unit = values.count + 1  // a score is length * unit + preferred positions kept
  var bestScore = [Int](repeating: 0, count: largest + 2)
  var bestPosition = [Int](repeating: -1, count: largest + 2)
  var previous = [Int](repeating: -1, count: values.count)
  var overallScore = 0
  var overallPosition = -1
  for position in values.indices {
    // The best chain ending on a value below this one: a prefix maximum.
    var index = values[position]
    var score = 0
    var from = -1
    while index > 0 {
      if bestScore[index] > score {
        score = bestScore[index]
        from = bestPosition[index]
      }
      index -= index & -index
    }
    let newScore = score + unit + (preferred[position] ? 1 : 0)
    previous[position] = from
    index = values[position] + 1
    while index < bestScore.count {
      if newScore > bestScore[index] {
        bestScore[index] = newScore
        bestPosition[index] = position
      }
      index += index & -index
    }
    if newScore > overallScore {
      overallScore = newScore
      overallPosition = position
    }
  }
  var position = overallPosition
  var length = 0
  while position >= 0 {
    keep[position] = true
    length += 1
    position = previous[position]
  }
  return length
}
