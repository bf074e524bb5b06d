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

  let table = _HeckelSymbols(old, new, prefix: prefix, oldEnd: oldEnd, newEnd: newEnd)
  var oldToNew = [Int](repeating: -1, count: oldEnd - prefix)
  matching.newToOld.withUnsafeMutableBufferPointer { newToOld in
    // Pass 3: unique in both lists.
    for newOffset in prefix..<newEnd {
      let symbol = table.newSymbol[newOffset - prefix]
      if table.newCounts[symbol] == .once && table.oldCounts[symbol] == .once {
        let oldOffset = table.oldOffsetOfSymbol[symbol]
        newToOld[newOffset] = oldOffset
        oldToNew[oldOffset - prefix] = newOffset
      }
    }
    func pairIfSame(_ newOffset: Int, _ oldOffset: Int) {
      guard newOffset >= prefix && newOffset < newEnd && oldOffset >= prefix && oldOffset < oldEnd,
        newToOld[newOffset] < 0 && oldToNew[oldOffset - prefix] < 0,
        table.newSymbol[newOffset - prefix] == table.oldSymbol[oldOffset - prefix]
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

/// How often an identifier occurs in one list, as far as Heckel's algorithm counts.
@usableFromInline
internal enum _Occurrences: UInt8 {
  case none, once, many

  /// One more occurrence.
  @inlinable
  mutating func add() { self = self == .none ? .once : .many }
}

/// Heckel's symbol table (passes 1 and 2): one symbol per identifier of the new list's middle,
/// with how often it occurs in each list and, for one that occurs in the old list, an old offset.
@usableFromInline
internal struct _HeckelSymbols {
  @usableFromInline var newCounts: [_Occurrences] = []
  @usableFromInline var oldCounts: [_Occurrences] = []
  /// The old offset of each symbol (the last one, when it occurs many times), or -1.
  @usableFromInline var oldOffsetOfSymbol: [Int] = []
  /// The symbol of each new offset from `prefix`.
  @usableFromInline var newSymbol: [Int]
  /// The symbol of each old offset from `prefix`, or -1 for an identifier not in the new list.
  @usableFromInline var oldSymbol: [Int]

  /// The table of `old[prefix..<oldEnd]` and `new[prefix..<newEnd]`.
  ///
  /// O(*n* + *m*) expected for the two middles' lengths.
  @inlinable
  init<ID: Hashable>(_ old: [ID], _ new: [ID], prefix: Int, oldEnd: Int, newEnd: Int) {
    var symbols = [ID: Int](minimumCapacity: newEnd - prefix)
    newSymbol = [Int](repeating: 0, count: newEnd - prefix)
    oldSymbol = [Int](repeating: -1, count: oldEnd - prefix)
    for newOffset in prefix..<newEnd {  // Pass 1.
      let symbol: Int
      if let existing = symbols[new[newOffset]] {
        symbol = existing
        newCounts[symbol] = .many
      } else {
        symbol = newCounts.count
        symbols[new[newOffset]] = symbol
        newCounts.append(.once)
        oldCounts.append(.none)
        oldOffsetOfSymbol.append(-1)
      }
      newSymbol[newOffset - prefix] = symbol
    }
    for oldOffset in prefix..<oldEnd {  // Pass 2.
      guard let symbol = symbols[old[oldOffset]] else { continue }
      oldCounts[symbol].add()
      oldOffsetOfSymbol[symbol] = oldOffset
      oldSymbol[oldOffset - prefix] = symbol
    }
  }
}
