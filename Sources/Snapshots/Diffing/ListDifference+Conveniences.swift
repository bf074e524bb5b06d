/// Why changes given by a caller do not form a difference.
public struct ListDifferenceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What does not fit: "deletion offset 7 is out of range 0..<5".
  public var message: String

  /// The message.
  public var description: String { message }
}

extension ListDifference {
  /// A difference from its parts, checked: offsets in range and ascending, counts that add up,
  /// moves that connect free places, updates that connect survivors.
  ///
  /// The survivors that neither move nor change keep their order, so they are not listed; the
  /// offset maps are rebuilt from the changes.
  ///
  /// - Parameters:
  ///   - oldCount: The number of old elements.
  ///   - newCount: The number of new elements.
  ///   - deletions: By ascending old offset.
  ///   - insertions: By ascending new offset.
  ///   - moves: By ascending destination.
  ///   - updates: By ascending new offset.
  /// - Throws: ``ListDifferenceError`` saying what does not fit.
  /// - Complexity: O(*n* + *m*) for the counts.
  public init(
    oldCount: Int, newCount: Int, deletions: [Deletion] = [], insertions: [Insertion] = [],
    moves: [Move] = [], updates: [Update] = []
  ) throws(ListDifferenceError) {
    do {
      try self.init(
        validatingOldCount: oldCount, newCount: newCount, deletions: deletions,
        insertions: insertions, moves: moves, updates: updates)
    } catch {
      throw ListDifferenceError(message: error.message)
    }
  }

  /// The same change as a standard-library `CollectionDifference`: removals are deletions,
  /// insertions are insertions, and a removal associated with an insertion (from
  /// `inferringMoves()`) is a move.
  ///
  /// - Parameters:
  ///   - difference: The standard library's difference.
  ///   - oldCount: The number of elements of the collection it starts from (a
  ///     `CollectionDifference` does not record it).
  /// - Throws: ``ListDifferenceError`` when the difference does not fit `oldCount`.
  /// - Complexity: O(*n* + *m* + *c* log *c*) for the counts and *c* changes.
  public init(
    _ difference: CollectionDifference<Element>, oldCount: Int
  ) throws(ListDifferenceError) {
    var deletions: [Deletion] = []
    var insertions: [Insertion] = []
    var moves: [Move] = []
    for removal in difference.removals {
      guard case .remove(let offset, let element, let associated) = removal else { continue }
      if let associated {
        moves.append(Move(source: offset, destination: associated, element: element))
      } else {
        deletions.append(Deletion(offset: offset, element: element))
      }
    }
    for insertion in difference.insertions {
      guard case .insert(let offset, let element, nil) = insertion else { continue }
      insertions.append(Insertion(offset: offset, element: element))
    }
    moves.sort { $0.destination < $1.destination }
    try self.init(
      oldCount: oldCount,
      newCount: oldCount - difference.removals.count
        + difference.insertions.count,
      deletions: deletions.sorted { $0.offset < $1.offset },
      insertions: insertions.sorted { $0.offset < $1.offset }, moves: moves)
  }

  /// The same change with every move reported as a deletion and an insertion (Android
  /// `DiffUtil`'s `detectMoves: false`); the updates of moved elements are dropped (they are
  /// inserted anew).
  ///
  /// - Complexity: O(*n* + *m* + *c* log *c*) for the counts and *c* changes.
  public var withoutMoves: ListDifference {
    guard !moves.isEmpty else { return self }
    var oldToNew = _oldToNew
    var newToOld = _newToOld
    for move in moves {
      oldToNew[move.source] = -1
      newToOld[move.destination] = -1
    }
    let deletions =
      (self.deletions + moves.map { Deletion(offset: $0.source, element: $0.element) })
      .sorted { $0.offset < $1.offset }
    let insertions =
      (self.insertions
      + moves.map { Insertion(offset: $0.destination, element: $0.element) })
      .sorted { $0.offset < $1.offset }
    let result = ListDifference(
      oldCount: oldCount, newCount: newCount, deletions: deletions, insertions: insertions,
      moves: [], updates: updates.filter { oldToNew[$0.oldOffset] >= 0 }, oldToNew: oldToNew,
      newToOld: newToOld)
    result._checkInvariants()
    return result
  }
}
