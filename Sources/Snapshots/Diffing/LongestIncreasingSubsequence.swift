/// The positions of one longest strictly increasing subsequence of `values`, ascending.
///
/// Patience sorting: each value goes on the leftmost pile whose top is not smaller, found by
/// binary search, and the subsequence is read off backwards by the piles' numbers (see
/// `_markBackwards`).
/// An already increasing input is recognised in one pass.
///
/// ```swift
/// longestIncreasingSubsequence([3, 0, 4, 1, 2])   // [1, 3, 4]: the values 0, 1, 2
/// ```
///
/// - Parameter values: Integers in -2⁶²..<2⁶² (offsets, as the diff passes).
/// - Returns: Ascending positions into `values` whose values increase strictly.
/// - Complexity: O(*n* log *l*), where *n* is the number of values and *l* the length of the
///   result; O(*n*) when `values` is already increasing.
@inlinable
internal func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
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
  let length = values.withUnsafeBufferPointer { values in
    keep.withUnsafeMutableBufferPointer { keep in
      _markLongestIncreasingSubsequence(values, skippingNegatives: false, into: keep)
    }
  }
  var result: [Int] = []
  result.reserveCapacity(length)
  for position in values.indices where keep[position] { result.append(position) }
  return result
}

/// Marks in `keep` the positions of one longest strictly increasing subsequence of `values` and
/// returns its length.
///
/// With `skippingNegatives`, negative values take no part (the diff uses -1 for "unmatched").
/// Values must lie in -2⁶²..<2⁶², so that their differences do not overflow.
/// `keep` must have `values.count` elements, all false.
///
/// Patience sorting with two shortcuts for mostly ordered input, each O(1): a value larger than
/// every pile top starts a new pile, and a value just above the previous one usually goes on the
/// pile right after the previous value's pile. Otherwise a binary search finds its pile.
///
/// - Complexity: O(*n* log *l*) time, 2*n* integers of extra space.
@inlinable
internal func _markLongestIncreasingSubsequence(
  _ values: UnsafeBufferPointer<Int>, skippingNegatives: Bool,
  into keep: UnsafeMutableBufferPointer<Bool>
) -> Int {
  let count = values.count
  guard count > 0 else { return 0 }
  // pileTops[p]: the smallest value ending an increasing subsequence of length p + 1;
  // lengths[i]: the length of the longest one ending at position i (0 for a skipped value).
  let pileTops = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
  let lengths = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
  defer {
    pileTops.deallocate()
    lengths.deallocate()
  }
  var pileCount = 0
  var lastPile = -1
  var lastValue = Int.min
  for position in 0..<count {
    let value = values[position]
    if skippingNegatives && value < 0 {
      lengths[position] = 0
      continue
    }
    var pile: Int
    if pileCount == 0 || pileTops[pileCount - 1] < value {
      pile = pileCount
    } else if value > lastValue && lastPile + 1 < pileCount && pileTops[lastPile + 1] >= value {
      pile = lastPile + 1  // pileTops[lastPile] == lastValue < value
    } else {
      pile = _leftmostPile(notBelow: value, pileTops, pileCount)
    }
    lengths[position] = pile + 1
    pileTops[pile] = value
    if pile == pileCount { pileCount += 1 }
    lastPile = pile
    lastValue = value
  }
  _markBackwards(lengths: lengths.baseAddress!, count: count, longest: pileCount, into: keep)
  return pileCount
}

/// Marks in `keep` one increasing subsequence of length `longest`, given the length of the
/// longest increasing subsequence ending at each of `count` positions: from the end, the last
/// position of each length before the position marked after it.
///
/// That position held the top of its pile when the one after it was placed, so this is the
/// subsequence that back pointers would give, found without chasing them: each step of that
/// chase waited for the read before it (a third of the subsequence's time in `snapbench time cs
/// mixed 10000`, `perf annotate`), where this scan reads in order.
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
    if lengths[position] == need {
      keep[position] = true
      need -= 1
    }
    position -= 1
  }
}

/// Marks in `keep` the positions of one longest strictly increasing subsequence of `values` and
/// returns its length; negative values take no part.
///
/// From 2,048 values on, the pile tops are kept as a set of values (see
/// `_markLongestIncreasingSubsequence(withTopSet:below:into:)`), below as an array searched by
/// halves: the set's setting up cost a changeset of 100 sections of 100 items 9% (`snapbench
/// --quick`, sectioned 100 x 100: 0.33 -> 0.36 ms). Mostly descending values (more than seven
/// in eight below the one before) also take the array: they make a few piles, which it searches
/// in a step or two (`snapbench time ld reversed 10000 1000 16`, 3 rounds: 0.21-0.22 ms with the
/// set, 0.14 ms with the array; 100,000 over 4 seeds 3.1-3.2 against 2.4 ms). `keep` must have
/// `values.count` elements, all false.
///
/// - Complexity: O(*n* log *n*) time for *n* values, O(*n* + *u*) extra space for values up
///   to *u*.
@inlinable
internal func _markLongestIncreasingSubsequence(
  _ values: UnsafeBufferPointer<Int>, into keep: UnsafeMutableBufferPointer<Bool>
) -> Int {
  guard values.count >= _Tuning.topSetMinimumCount else {
    return _markLongestIncreasingSubsequence(values, skippingNegatives: true, into: keep)
  }
  // One pass for both the order and the largest value (the set's universe). A descent is counted
  // by the sign of the difference, without a branch: for shuffled values that branch was a coin
  // toss, and the pass 8% of `ListDifference` (`perf`): `snapbench time ld shuffle 10000 1000 16`
  // 0.318 -> 0.297 ms, 100,000 3.89 -> 3.67 ms, mixed and reversed unchanged (3 rounds).
  var (descents, last, largest) = (0, -1, -1)
  for value in values where value >= 0 {
    descents &+= Int(bitPattern: UInt(bitPattern: value &- last) >> (UInt.bitWidth - 1))
    last = value
    largest = Swift.max(largest, value)
  }
  // The set keeps lengths in 32 bits.
  let fitsInHalves = values.count < Int32.max && largest < Int32.max
  return descents * 8 > values.count * _Tuning.descendingEighthsForArray || !fitsInHalves
    ? _markLongestIncreasingSubsequence(values, skippingNegatives: true, into: keep)
    : _markLongestIncreasingSubsequence(withTopSet: values, below: largest + 1, into: keep)
}

/// Marks in `keep` the positions of one longest strictly increasing subsequence of `values` and
/// returns its length; negative values take no part, the others must be below `universe`;
/// `universe` and `values.count` must be below 2³¹.
///
/// Patience sorting with the pile tops kept as a set of values (`_TopSet`) instead of an array
/// searched by halves: a value goes on the pile of the smallest top not below it, replacing that
/// top and taking its length, found in a few word reads; the same subsequence is chosen as with
/// the array. `ListDifference` (`snapbench time ld`, the build before and after, 2 rounds):
/// mixed 10,000 0.21 -> 0.16 ms, 1,000,000 49-50 -> 37-38 ms.
///
/// The replaced top's length is the new value's (the top below it, which an earlier version
/// looked up, is the top of the pile before), and the set is changed and searched without
/// branching on whether its words empty or fill. With both, the set also beats the array on
/// shuffled values, which it lost to before: `snapbench time ld shuffle 10000 1000 16` (over 16
/// seeds, 2 rounds) 0.38 -> 0.32 ms, 100,000 4.4 -> 3.9 ms; mixed and reversed lists unchanged.
/// Without the branchless set the shuffled 10,000 stayed at 0.39 ms; over one seed it seemed to
/// gain (0.25 -> 0.20 ms), the branch predictor having learnt the input. Then a replacement
/// stopped writing a summary word that the next search reads (see `_TopSet`): `ld shuffle 10000
/// 1000 16` 0.253-0.258 -> 0.211-0.217 ms, `cs shuffle 10000 2000 2` 0.359-0.405 -> 0.321-0.325
/// ms (3 rounds).
///
/// `keep` must have `values.count` elements, all false.
///
/// - Complexity: O(*n* log₆₄ *u*) time for *n* values below *u*, (*n* + *u*) / 2 integers of extra
///   space.
@inlinable
internal func _markLongestIncreasingSubsequence(
  withTopSet values: UnsafeBufferPointer<Int>, below universe: Int,
  into keep: UnsafeMutableBufferPointer<Bool>
) -> Int {
  guard !values.isEmpty && universe > 0 else { return 0 }
  let wordCount = _TopSet.wordCount(universe: universe)
  let words = UnsafeMutablePointer<UInt64>.allocate(capacity: wordCount)
  words.initialize(repeating: 0, count: wordCount)
  // The length of the longest subsequence ending at each top (read only for values that are
  // tops) and at each position, in 32 bits: fresh pages the kernel faults in on every call once
  // glibc has handed them back, 82% of `snapbench time ld mixed 10000`'s page faults with 64
  // (`perf record -e page-faults`). Halved: `ld mixed 10000` 0.165-0.168 -> 0.133-0.135 ms,
  // `cs mixed 10000` 0.233-0.236 -> 0.199-0.204 ms, 1,000,000 unchanged (2 rounds).
  let lengthOfTop = UnsafeMutablePointer<Int32>.allocate(capacity: universe)
  let lengths = UnsafeMutablePointer<Int32>.allocate(capacity: values.count)
  defer {
    words.deallocate()
    lengthOfTop.deallocate()
    lengths.deallocate()
  }
  let tops = _TopSet(words: words, universe: universe)
  // The largest top kept at hand: most values of mostly ordered input go on a new pile after it
  // (`snapbench time ld mixed 10000` 0.180-0.183 -> 0.169-0.175 ms, `cs mixed 100000` 3.12-3.22
  // -> 2.97-3.05 ms, 3 rounds).
  var (length, largestTop) = (0, -1)
  for position in values.indices {
    let value = values[position]
    if value < 0 {
      lengths[position] = 0
      continue
    }
    let here: Int32
    if value > largestTop {
      length += 1
      (here, largestTop) = (Int32(truncatingIfNeeded: length), value)
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

/// The leftmost of the first `count` piles whose top is not below `value`; the last one is not.
///
/// With some piles but not many (a shuffle of *n* values makes about 2√*n*), the search does not
/// branch on its comparisons, each a coin toss the branch predictor loses: `ListDifference` of a
/// shuffled 10,000 (`snapbench time ld shuffle 10000`) 0.67-0.71 -> 0.45 ms, 100,000 7.6 -> 6.2
/// ms. With many (mostly ordered input, megabytes of tops), it branches: the predicted branches
/// let the next reads start early, where the branchless steps wait on one cache miss after
/// another (`Changeset` of mixed 1M, `snapbench time changeset mixed 1000000`: 149 -> 160 ms when
/// always branchless). With at most 64 it branches too: a shuffled 1,000 took 0.040 ms branchless
/// against 0.033 ms.
/// (Measured before the set of tops took over 2,048 values and more, shuffled ones included: the
/// array now serves fewer values, mostly descending ones, and values beyond 32 bits.)
///
/// O(log *count*).
@inlinable
internal func _leftmostPile(
  notBelow value: Int, _ pileTops: UnsafeMutableBufferPointer<Int>, _ count: Int
) -> Int {
  var base = 0
  var length = count
  if _Tuning.branchlessPileCounts.contains(count) {
    // All ones when a top is below, else zero: the sign of the difference, which does not
    // overflow for values in -2⁶²..<2⁶². (A conditional expression, or a Bool made an Int, was
    // compiled to a branch again.)
    @inline(__always) func below(_ index: Int) -> Int {
      (pileTops[index] &- value) >> (Int.bitWidth - 1)
    }
    // Three independent reads per step cut the range to a quarter: half as many steps of
    // dependent reads as halving. `snapbench time ld shuffle 10000` (3 rounds alternated, with
    // glibc keeping freed memory): 0.300-0.314 -> 0.284-0.296 ms; 100,000 about 2% faster.
    while length >= 4 {
      let quarter = length >> 2
      let first = base &+ quarter &- 1
      base &+=
        (quarter & below(first)) &+ (quarter & below(first &+ quarter))
        &+ (quarter & below(first &+ 2 &* quarter))
      length &-= 3 &* quarter
    }
    while length > 1 {
      let half = length >> 1
      base &+= half & below(base &+ half &- 1)
      length &-= half
    }
    return pileTops[base] < value ? base &+ 1 : base
  }
  var high = count - 1
  while base < high {
    let middle = (base &+ high) >> 1
    if pileTops[middle] < value { base = middle &+ 1 } else { high = middle }
  }
  return base
}

/// Marks in `keep` one longest strictly increasing subsequence of `values` that, among all the
/// longest, contains the most positions marked in `preferred`; returns its length.
///
/// The changeset uses it to keep items whose content changed in place when an equally short list
/// of moves exists, so that their reloads can share the first batch. Values must be distinct and
/// not negative.
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
