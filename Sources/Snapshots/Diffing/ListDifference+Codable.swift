// Codable form:
//   {"oldCount": n, "newCount": m,
//    "deletions": [{"offset": i, "element": E}], "insertions": [{"offset": j, "element": E}],
//    "moves": [{"source": i, "destination": j, "element": E}],
//    "updates": [{"oldOffset": i, "newOffset": j, "oldElement": E, "newElement": E}]}
// The offset maps are not written: they follow from the changes and are rebuilt when decoding.

/// The keys of a difference's coding form.
private enum _DifferenceCodingKeys: String, CodingKey {
  case oldCount, newCount, deletions, insertions, moves, updates
}

extension ListDifference: Encodable where Element: Encodable {
  /// Encodes the counts and the changes.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  /// - Complexity: O(*c*), where *c* is the number of changes.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: _DifferenceCodingKeys.self)
    try container.encode(oldCount, forKey: .oldCount)
    try container.encode(newCount, forKey: .newCount)
    try container.encode(
      deletions.map { _OffsetRecord(offset: $0.offset, element: $0.element) }, forKey: .deletions)
    try container.encode(
      insertions.map { _OffsetRecord(offset: $0.offset, element: $0.element) }, forKey: .insertions)
    try container.encode(
      moves.map { _Move(source: $0.source, destination: $0.destination, element: $0.element) },
      forKey: .moves)
    try container.encode(
      updates.map {
        _Update(
          oldOffset: $0.oldOffset, newOffset: $0.newOffset, oldElement: $0.oldElement,
          newElement: $0.newElement)
      }, forKey: .updates)
  }
}

extension ListDifference: Decodable where Element: Decodable {
  /// Decodes a difference, checking that its changes are consistent, and rebuilds its offset maps.
  ///
  /// Decoding untrusted data never allocates more than a bound: the offset maps take a word per
  /// element of each list, and the counts are not otherwise justified by the input (survivors
  /// that keep their order are not listed), so counts above the decoder's
  /// `userInfo[.listDifferenceCountLimit]` (an `Int`; ``defaultDecodingCountLimit`` when absent)
  /// are rejected.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` when a count is negative or over the limit, an offset
  ///   is out of range, a list is not ascending, or the changes do not fit together; and what the
  ///   decoder throws.
  /// - Complexity: O(*n* + *m* + *c* log *c*), where *n* and *m* are the counts and *c* the number
  ///   of changes.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: _DifferenceCodingKeys.self)
    let oldCount = try container.decode(Int.self, forKey: .oldCount)
    let newCount = try container.decode(Int.self, forKey: .newCount)
    let limit =
      decoder.userInfo[.listDifferenceCountLimit] as? Int ?? Self.defaultDecodingCountLimit
    for (key, count) in [(_DifferenceCodingKeys.oldCount, oldCount), (.newCount, newCount)]
    where count < 0 || count > limit {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container,
        debugDescription:
          "\(key.stringValue) \(count) is outside 0...\(limit) (raise the limit with the decoder's userInfo[.listDifferenceCountLimit])"
      )
    }
    let deletions = try container.decode([_OffsetRecord<Element>].self, forKey: .deletions)
    let insertions = try container.decode([_OffsetRecord<Element>].self, forKey: .insertions)
    let moves = try container.decode([_Move<Element>].self, forKey: .moves)
    let updates = try container.decode([_Update<Element>].self, forKey: .updates)
    do throws(_InconsistentDifference) {
      try self.init(
        validatingOldCount: oldCount, newCount: newCount,
        deletions: deletions.map { Deletion(offset: $0.offset, element: $0.element) },
        insertions: insertions.map { Insertion(offset: $0.offset, element: $0.element) },
        moves: moves.map {
          Move(source: $0.source, destination: $0.destination, element: $0.element)
        },
        updates: updates.map {
          Update(
            oldOffset: $0.oldOffset, newOffset: $0.newOffset, oldElement: $0.oldElement,
            newElement: $0.newElement)
        })
    } catch {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: error.message))
    }
  }
}

/// Plain coding forms of the change records (they match the records' own properties).
private struct _OffsetRecord<Element> {
  var offset: Int
  var element: Element
}
private struct _Move<Element> {
  var source: Int
  var destination: Int
  var element: Element
}
private struct _Update<Element> {
  var oldOffset: Int
  var newOffset: Int
  var oldElement: Element
  var newElement: Element
}
extension _OffsetRecord: Encodable where Element: Encodable {}
extension _OffsetRecord: Decodable where Element: Decodable {}
extension _Move: Encodable where Element: Encodable {}
extension _Move: Decodable where Element: Decodable {}
extension _Update: Encodable where Element: Encodable {}
extension _Update: Decodable where Element: Decodable {}

/// Why a set of changes does not form a difference.
@usableFromInline
internal struct _InconsistentDifference: Error {
  @usableFromInline var message: String
}

/// Throws `message` unless `condition` holds.
@usableFromInline
func _require(
  _ condition: Bool, _ message: @autoclosure () -> String
) throws(_InconsistentDifference) {
  if !condition { throw _InconsistentDifference(message: message()) }
}

extension ListDifference {
  /// Creates a difference from changes given by untrusted input, rebuilding the offset maps.
  ///
  /// The survivors that do not move keep their relative order, so they pair up in order once
  /// deletions, insertions and moves are set aside.
  @usableFromInline
  internal init(
    validatingOldCount oldCount: Int, newCount: Int, deletions: [Deletion],
    insertions: [Insertion], moves: [Move], updates: [Update]
  ) throws(_InconsistentDifference) {
    func checkAscending(
      _ offsets: [Int], below limit: Int, _ name: String
    ) throws(_InconsistentDifference) {
      for (index, offset) in offsets.enumerated() {
        try _require(
          offset >= 0 && offset < limit, "\(name) offset \(offset) is out of range 0..<\(limit)")
        try _require(
          index == 0 || offsets[index - 1] < offset,
          "\(name) offsets are not strictly ascending at \(offset)")
      }
    }
    try _require(oldCount >= 0 && newCount >= 0, "counts must not be negative")
    try checkAscending(deletions.map(\.offset), below: oldCount, "deletion")
    try checkAscending(insertions.map(\.offset), below: newCount, "insertion")
    try checkAscending(moves.map(\.destination), below: newCount, "move destination")
    try checkAscending(updates.map(\.newOffset), below: newCount, "update")
    try _require(
      oldCount - deletions.count == newCount - insertions.count,
      "\(oldCount) old elements less \(deletions.count) deletions is not \(newCount) new elements less \(insertions.count) insertions"
    )
    let (oldToNew, newToOld) = try Self._offsetMaps(
      oldCount: oldCount, newCount: newCount, deletions: deletions, insertions: insertions,
      moves: moves)
    for update in updates {
      try _require(
        update.oldOffset >= 0 && update.oldOffset < oldCount
          && oldToNew[update.oldOffset] == update.newOffset,
        "update from \(update.oldOffset) to \(update.newOffset) does not connect a surviving element"
      )
    }
    self.init(
      oldCount: oldCount, newCount: newCount, deletions: deletions, insertions: insertions,
      moves: moves, updates: updates, oldToNew: oldToNew, newToOld: newToOld)
  }

  /// The offset maps of checked counts, deletions and insertions, and of moves checked here:
  /// each move connects a free old place to a free new place, and the survivors that do not
  /// move pair up in order.
  @usableFromInline
  static func _offsetMaps(
    oldCount: Int, newCount: Int, deletions: [Deletion], insertions: [Insertion], moves: [Move]
  ) throws(_InconsistentDifference) -> (oldToNew: [Int], newToOld: [Int]) {
    var oldToNew = [Int](repeating: -1, count: oldCount)
    var newToOld = [Int](repeating: -1, count: newCount)
    var isFreeOld = [Bool](repeating: true, count: oldCount)
    var isFreeNew = [Bool](repeating: true, count: newCount)
    for deletion in deletions { isFreeOld[deletion.offset] = false }
    for insertion in insertions { isFreeNew[insertion.offset] = false }
    for move in moves {
      try _require(
        move.source >= 0 && move.source < oldCount, "move source \(move.source) is out of range")
      try _require(isFreeOld[move.source], "move source \(move.source) is deleted or moved twice")
      try _require(isFreeNew[move.destination], "move destination \(move.destination) is inserted")
      isFreeOld[move.source] = false
      isFreeNew[move.destination] = false
      oldToNew[move.source] = move.destination
      newToOld[move.destination] = move.source
    }
    var newOffset = 0
    for oldOffset in 0..<oldCount where isFreeOld[oldOffset] {
      while !isFreeNew[newOffset] { newOffset += 1 }
      oldToNew[oldOffset] = newOffset
      newToOld[newOffset] = oldOffset
      newOffset += 1
    }
    return (oldToNew, newToOld)
  }
}

extension ListDifference {
  /// The largest count a decoded difference may claim unless the decoder's
  /// `userInfo[.listDifferenceCountLimit]` says otherwise: 16,777,216 elements (offset maps of
  /// 256 MiB).
  public static var defaultDecodingCountLimit: Int { 1 << 24 }
}

extension CodingUserInfoKey {
  /// The largest `oldCount` or `newCount` a decoded ``ListDifference`` may claim, as an `Int` in a
  /// decoder's `userInfo` (``ListDifference/defaultDecodingCountLimit`` when absent).
  ///
  /// ```swift
  /// let decoder = JSONDecoder()
  /// decoder.userInfo[.listDifferenceCountLimit] = 100_000_000
  /// ```
  public static let listDifferenceCountLimit = CodingUserInfoKey(
    rawValue: "Snapshots.listDifferenceCountLimit")!
}
