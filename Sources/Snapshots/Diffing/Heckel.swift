// Paul Heckel, "A technique for isolating differences between files", CACM 21(4), 1978.
//
// Six passes over a symbol table: (1) count each identifier in the new list, (2) in the old list,
// (3) pair identifiers that occur exactly once in each, (4) extend each pair forwards to equal
// unpaired neighbours, (5) backwards, (6) read off the result (here: the shared finishing stage,
// which also chooses the fewest moves). The common prefix and suffix are paired first.

/// Pairs old and new elements with Heckel's algorithm.
///
/// - Complexity: O(*n* + *m*) expected, where *n* and *m* are the numbers of old and new
///   identifiers.
@inlinable
internal func _heckelMatching<ID: Hashable>(_ old: [ID], _ new: [ID]) -> _Matching {
  var (matching, oldMiddle, newMiddle) = _trimmingCommonEnds(old, new, { $0 })
  guard !oldMiddle.isEmpty && !newMiddle.isEmpty else { return matching }
  let (prefix, oldEnd, newEnd) = (oldMiddle.lowerBound, oldMiddle.upperBound, newMiddle.upperBound)

  // The symbol table: one entry per identifier, with its counts (0, 1 or 2 = many) in each list
  // and its old offset when it occurs once there.
  var symbols = [ID: Int](minimumCapacity: newEnd - prefix)
  var newCounts: [UInt8] = []
  var oldCounts: [UInt8] = []
  var oldOffsetOfSymbol: [Int] = []
  var newSymbol = [Int](repeating: 0, count: newEnd - prefix)
  var oldSymbol = [Int](repeating: -1, count: oldEnd - prefix)
  // Pass 1.
  for newOffset in prefix..<newEnd {
    let symbol: Int
    if let existing = symbols[new[newOffset]] {
      symbol = existing
      newCounts[symbol] = 2
    } else {
      symbol = newCounts.count
      symbols[new[newOffset]] = symbol
      newCounts.append(1)
      oldCounts.append(0)
      oldOffsetOfSymbol.append(-1)
    }
    newSymbol[newOffset - prefix] = symbol
  }
  // Pass 2.
  for oldOffset in prefix..<oldEnd {
    guard let symbol = symbols[old[oldOffset]] else { continue }
    oldCounts[symbol] = oldCounts[symbol] == 0 ? 1 : 2
    oldOffsetOfSymbol[symbol] = oldOffset
    oldSymbol[oldOffset - prefix] = symbol
  }
  var oldToNew = [Int](repeating: -1, count: oldEnd - prefix)
  matching.newToOld.withUnsafeMutableBufferPointer { newToOld in
    // Pass 3: unique in both lists.
    for newOffset in prefix..<newEnd {
      let symbol = newSymbol[newOffset - prefix]
      if newCounts[symbol] == 1 && oldCounts[symbol] == 1 {
        let oldOffset = oldOffsetOfSymbol[symbol]
        newToOld[newOffset] = oldOffset
        oldToNew[oldOffset - prefix] = newOffset
      }
    }
    func pairIfSame(_ newOffset: Int, _ oldOffset: Int) {
      guard newOffset >= prefix && newOffset < newEnd && oldOffset >= prefix && oldOffset < oldEnd,
        newToOld[newOffset] < 0 && oldToNew[oldOffset - prefix] < 0,
        newSymbol[newOffset - prefix] == oldSymbol[oldOffset - prefix]
      else { return }
      newToOld[newOffset] = oldOffset
      oldToNew[oldOffset - prefix] = newOffset
    }
    // Pass 4: forwards.
    for newOffset in prefix..<newEnd where newToOld[newOffset] >= 0 {
      pairIfSame(newOffset + 1, newToOld[newOffset] + 1)
    }
    // Pass 5: backwards.
    for newOffset in (prefix..<newEnd).reversed() where newToOld[newOffset] >= 0 {
      pairIfSame(newOffset - 1, newToOld[newOffset] - 1)
    }
  }
  return matching
}
