// Eugene W. Myers, "An O(ND) difference algorithm and its variations", Algorithmica 1, 1986:
// the greedy algorithm in its linear-space form. A "middle snake" is found by searching from both
// ends at once; the problem is split there and both halves are solved the same way. The pairs on
// the snakes form a longest common subsequence. Then deleted and inserted elements with the same
// identifier are paired (k-th with k-th), which the finishing stage reports as moves.

/// Pairs old and new elements with Myers' algorithm, then pairs equal leftovers as moves.
///
/// - Parameters:
///   - old: The old identifiers.
///   - new: The new identifiers.
///   - costLimit: The most edits one middle-snake search may explore; past it, that part of the
///     lists is treated as replaced.
/// - Returns: The matching.
/// - Complexity: O((*n* + *m*) · min(*D*, `costLimit`)) time and O(*n* + *m*) space, where *D*
///   is the number of deletions plus insertions.
@inlinable
internal func _myersMatching<ID: Hashable>(_ old: [ID], _ new: [ID], costLimit: Int) -> _Matching {
  var (matching, oldMiddle, newMiddle) = _trimmingCommonEnds(old, new, { $0 })
  guard !oldMiddle.isEmpty && !newMiddle.isEmpty else { return matching }
  let (prefix, oldEnd, newEnd) = (oldMiddle.lowerBound, oldMiddle.upperBound, newMiddle.upperBound)

  // Identifiers become small integer codes, so the search compares integers.
  var codes = [ID: Int](minimumCapacity: oldEnd - prefix)
  let oldCodes = old[prefix..<oldEnd].map { identifier in
    if let code = codes[identifier] { return code }
    let code = codes.count
    codes[identifier] = code
    return code
  }
  let newCodes = new[prefix..<newEnd].map { codes[$0] ?? -1 }

  var search = _MyersSearch(costLimit: costLimit)
  oldCodes.withUnsafeBufferPointer { a in
    newCodes.withUnsafeBufferPointer { b in
      matching.newToOld.withUnsafeMutableBufferPointer { newToOld in
        search.pairCommonSubsequence(a, b) { oldOffset, newOffset in
          newToOld[prefix + newOffset] = prefix + oldOffset
        }
        _pairLeftovers(a, b, codeCount: codes.count, prefix: prefix, newToOld: newToOld)
      }
    }
  }
  return matching
}

/// Pairs unpaired old and new elements of equal code, the k-th unpaired old occurrence with the
/// k-th unpaired new one.
@inlinable
internal func _pairLeftovers(
  _ a: UnsafeBufferPointer<Int>, _ b: UnsafeBufferPointer<Int>, codeCount: Int, prefix: Int,
  newToOld: UnsafeMutableBufferPointer<Int>
) {
  var isPaired = [Bool](repeating: false, count: a.count)
  for newOffset in b.indices where newToOld[prefix + newOffset] >= 0 {
    isPaired[newToOld[prefix + newOffset] - prefix] = true
  }
  // Per code, a stack of unpaired old offsets with the first occurrence on top.
  var top = [Int](repeating: -1, count: codeCount)
  var below = [Int](repeating: -1, count: a.count)
  for oldOffset in a.indices.reversed() where !isPaired[oldOffset] {
    below[oldOffset] = top[a[oldOffset]]
    top[a[oldOffset]] = oldOffset
  }
  for newOffset in b.indices where newToOld[prefix + newOffset] < 0 && b[newOffset] >= 0 {
    let oldOffset = top[b[newOffset]]
    guard oldOffset >= 0 else { continue }
    newToOld[prefix + newOffset] = prefix + oldOffset
    top[b[newOffset]] = below[oldOffset]
  }
}

/// The working state of Myers' linear-space search: the furthest-reaching paths of both
/// directions, reused across sub-problems.
@usableFromInline
internal struct _MyersSearch {
  @usableFromInline internal let costLimit: Int
  @usableFromInline internal var forward: [Int] = []
  @usableFromInline internal var backward: [Int] = []

  @inlinable
  internal init(costLimit: Int) { self.costLimit = costLimit }

  /// Calls `pair(oldOffset, newOffset)` for each pair of a longest common subsequence of `a` and
  /// `b` (or, past the cost limit, of a common subsequence).
  @inlinable
  internal mutating func pairCommonSubsequence(
    _ a: UnsafeBufferPointer<Int>, _ b: UnsafeBufferPointer<Int>, pair: (Int, Int) -> Void
  ) {
    var pending = [(aLow: 0, aHigh: a.count, bLow: 0, bHigh: b.count)]
    while var (aLow, aHigh, bLow, bHigh) = pending.popLast() {
      while aLow < aHigh && bLow < bHigh && a[aLow] == b[bLow] {
        pair(aLow, bLow)
        aLow += 1
        bLow += 1
      }
      while aLow < aHigh && bLow < bHigh && a[aHigh - 1] == b[bHigh - 1] {
        aHigh -= 1
        bHigh -= 1
        pair(aHigh, bHigh)
      }
      guard aLow < aHigh && bLow < bHigh else { continue }
      guard let snake = middleSnake(a, aLow, aHigh, b, bLow, bHigh) else { continue }
      let splitsProblem =
        (snake.x0 > aLow || snake.y0 > bLow) && (snake.x1 < aHigh || snake.y1 < bHigh)
      guard splitsProblem else { continue }
      for step in 0..<(snake.x1 - snake.x0) { pair(snake.x0 + step, snake.y0 + step) }
      pending.append((aLow, snake.x0, bLow, snake.y0))
      pending.append((snake.x1, aHigh, snake.y1, bHigh))
    }
  }

  /// The middle snake of `a[aLow..<aHigh]` and `b[bLow..<bHigh]`, whose first and last elements
  /// differ: a diagonal run (x0, y0)...(x1, y1) in absolute offsets that lies on a shortest edit
  /// path, with about half of the path's edits on each side.
  ///
  /// `nil` past the cost limit.
  @inlinable
  internal mutating func middleSnake(
    _ a: UnsafeBufferPointer<Int>, _ aLow: Int, _ aHigh: Int,
    _ b: UnsafeBufferPointer<Int>, _ bLow: Int, _ bHigh: Int
  ) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
    let grid = _SnakeGrid(a, aLow, aHigh, b, bLow, bHigh, costLimit: costLimit)
    // -1 marks a diagonal not reached yet.
    if forward.count < grid.size {
      forward = [Int](repeating: -1, count: grid.size)
      backward = [Int](repeating: -1, count: grid.size)
    } else {
      for index in 0..<grid.size {
        forward[index] = -1
        backward[index] = -1
      }
    }
    forward[grid.offset + 1] = 0
    backward[grid.offset + 1] = 0
    // Diagonals that ran off the grid shrink the range searched from each side.
    var forwardRange = (start: 0, end: 0)
    var backwardRange = (start: 0, end: 0)
    for d in 0...grid.maxD {
      if let snake = Self.step(
        d, grid, &forwardRange, &forward, meeting: backward, fromTheBack: false)
      {
        return snake
      }
      if let snake = Self.step(
        d, grid, &backwardRange, &backward, meeting: forward, fromTheBack: true)
      {
        return snake
      }
    }
    return nil
  }

  /// Extends the furthest-reaching `paths` of one direction (from the front, or from the back
  /// when `fromTheBack`) by one edit (`d`); returns the middle snake when one of them meets a
  /// path of the `other` direction: the forward paths check when `delta` is odd, the backward
  /// ones when it is even.
  ///
  /// O(*d*) diagonals, plus the elements each slides over.
  @inlinable @inline(__always)
  internal static func step(
    _ d: Int, _ grid: _SnakeGrid, _ range: inout (start: Int, end: Int), _ paths: inout [Int],
    meeting other: [Int], fromTheBack: Bool
  ) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
    let (offset, n, m) = (grid.offset, grid.n, grid.m)
    var k = -d + range.start
    while k <= d - range.end {
      var x =
        (k == -d || (k != d && paths[offset + k - 1] < paths[offset + k + 1]))
        ? paths[offset + k + 1] : paths[offset + k - 1] + 1
      var y = x - k
      let (x0, y0) = (x, y)
      while x < n && y < m && grid.sameElements(x, y, fromTheBack: fromTheBack) {
        x += 1
        y += 1
      }
      paths[offset + k] = x
      if x > n {
        range.end += 2
      } else if y > m {
        range.start += 2
      } else if grid.deltaIsOdd != fromTheBack {
        let otherK = offset + grid.delta - k
        if otherK >= 0 && otherK < grid.size && other[otherK] != -1 && x + other[otherK] >= n {
          return fromTheBack
            ? (grid.aLow + n - x, grid.bLow + m - y, grid.aLow + n - x0, grid.bLow + m - y0)
            : (grid.aLow + x0, grid.bLow + y0, grid.aLow + x, grid.bLow + y)
        }
      }
      k += 2
    }
    return nil
  }
}

/// One middle-snake search's sub-problem: `a[aLow..<aHigh]` against `b[bLow..<bHigh]`, and the
/// sizes derived from it.
@usableFromInline
internal struct _SnakeGrid {
  @usableFromInline let a: UnsafeBufferPointer<Int>
  @usableFromInline let aLow: Int
  @usableFromInline let aHigh: Int
  @usableFromInline let b: UnsafeBufferPointer<Int>
  @usableFromInline let bLow: Int
  @usableFromInline let bHigh: Int
  /// The lengths of both ranges, and their difference.
  @usableFromInline let n: Int
  @usableFromInline let m: Int
  @usableFromInline let delta: Int
  @usableFromInline let deltaIsOdd: Bool
  /// The most edits searched from each side, and the diagonal arrays' offset and size.
  @usableFromInline let maxD: Int
  @usableFromInline let offset: Int
  @usableFromInline let size: Int

  @inlinable
  init(
    _ a: UnsafeBufferPointer<Int>, _ aLow: Int, _ aHigh: Int,
    _ b: UnsafeBufferPointer<Int>, _ bLow: Int, _ bHigh: Int, costLimit: Int
  ) {
    (self.a, self.aLow, self.aHigh, self.b, self.bLow, self.bHigh) = (
      a, aLow, aHigh, b, bLow, bHigh
    )
    n = aHigh - aLow
    m = bHigh - bLow
    delta = n - m
    deltaIsOdd = delta & 1 != 0
    maxD = Swift.min((n + m + 1) / 2, costLimit)
    offset = maxD + 1
    size = 2 * maxD + 3
  }

  /// Whether the elements `x` and `y` places into the two ranges are the same, counting from
  /// their starts or, `fromTheBack`, from their ends.
  ///
  /// O(1).
  @inlinable @inline(__always)
  func sameElements(_ x: Int, _ y: Int, fromTheBack: Bool) -> Bool {
    fromTheBack ? a[aHigh - 1 - x] == b[bHigh - 1 - y] : a[aLow + x] == b[bLow + y]
  }
}
