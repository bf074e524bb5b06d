// Equality of JSON values, decided only for contents whose bytes differ: objects ignore member
// order (a repeated name keeps its last value), numbers compare by value, strings by their Unicode
// scalars after unescaping. No value tree is built, and the common cases (members in the same
// order, strings without escapes, integers) allocate nothing beyond two small member lists.

/// Whether the JSON values at `lhsRange` of `lhs`'s text and `rhsRange` of `rhs`'s are equal:
/// identical bytes are, without further work; otherwise both texts are walked together.
///
/// Both texts must have been validated (they were read into documents).
///
/// The walk re-reads an object whose members are not in the same order (once to list them, once
/// to compare their values); when that happens at many levels of nesting, the re-reading grows
/// with depth × size (1,000 items of 990 reordered levels took 23 s). So the walk may re-read twice
/// as many bytes as it compares (enough for objects reordered at one level, which it handles
/// faster); past that, both values are compared by interning their subtrees instead, each read
/// once (the same 1,000 items: 1.6 s, linear in size).
///
/// - Complexity: O(*n*) expected for texts of *n* bytes (O(*n* log *m*) for objects of *m*
///   members on the interning path).
package func jsonEqual(
  _ lhs: JSONReader, _ lhsRange: Range<Int>, _ rhs: JSONReader, _ rhsRange: Range<Int>
) -> Bool {
  // Identical bytes first, before the walk's budget is allocated: most items of a diff are
  // unchanged, and allocating and releasing a budget for each was a tenth of `snapdiff`'s
  // changeset phase.
  if sameText(lhs, lhsRange, rhs, rhsRange) { return true }
  // Strings, numbers and literals are compared without a walk, so without its budget (the
  // changed members of most reloaded items are such values).
  var (left, right) = (lhs, rhs)
  (left.position, right.position) = (lhsRange.lowerBound, rhsRange.lowerBound)
  left.skipWhitespace()
  right.skipWhitespace()
  if !isContainer(left.peek) || !isContainer(right.peek) {
    return (try? scalarsEqual(&left, &right)) ?? false
  }
  return jsonEqual(
    lhs, lhsRange, rhs, rhsRange,
    work: EqualityWork(budget: 2 * (lhsRange.count + rhsRange.count)))
}

/// Whether `byte` starts an object or an array.
private func isContainer(_ byte: UInt8) -> Bool {
  byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[")
}

/// Whether the bytes at `lhsRange` of `lhs`'s text and `rhsRange` of `rhs`'s are the same.
///
/// O(*n*) for ranges of *n* bytes.
private func sameText(
  _ lhs: JSONReader, _ lhsRange: Range<Int>, _ rhs: JSONReader, _ rhsRange: Range<Int>
) -> Bool {
  // `sameBytes` reads whole words: a document's text is followed by padding.
  lhsRange.count == rhsRange.count
    && sameBytes(
      lhs.base + lhsRange.lowerBound, rhs.base + rhsRange.lowerBound, count: lhsRange.count)
}

/// `jsonEqual` with a given budget for the walk, which also records the work done (for tests).
package func jsonEqual(
  _ lhs: JSONReader, _ lhsRange: Range<Int>, _ rhs: JSONReader, _ rhsRange: Range<Int>,
  work: EqualityWork
) -> Bool {
  if sameText(lhs, lhsRange, rhs, rhsRange) { return true }
  var left = lhs
  left.position = lhsRange.lowerBound
  var right = rhs
  right.position = rhsRange.lowerBound
  // Both texts were validated when their documents were read, so reading them cannot fail.
  let equal = (try? valuesEqual(&left, &right, work)) ?? false
  guard work.isExhausted else { return equal }
  left.position = lhsRange.lowerBound
  right.position = rhsRange.lowerBound
  let interner = ValueInterner()
  defer { work.interned = interner.count }
  return (try? interner.intern(&left) == interner.intern(&right)) ?? false
}

/// The bytes the member-by-member walk may still re-read before the comparison switches to
/// interning.
package final class EqualityWork {
  private var remaining: Int
  /// Whether the walk went over its budget (its answer is then not used).
  private(set) var isExhausted = false
  /// Bytes re-read so far (for tests).
  private(set) var reread = 0
  /// Values read by the interning path (for tests).
  package var interned = 0

  /// A budget of `budget` bytes; a negative one goes straight to interning.
  package init(budget: Int) {
    remaining = budget
    isExhausted = budget < 0
  }

  /// Records `bytes` read a second time.
  package func charge(_ bytes: Int) {
    reread += bytes
    remaining -= bytes
    if remaining < 0 { isExhausted = true }
  }
}

/// Compares the values at both cursors; moves both past them when they are equal.
///
/// Returns false at once when the work is exhausted.
private func valuesEqual(
  _ left: inout JSONReader, _ right: inout JSONReader, _ work: EqualityWork
) throws(JSONError) -> Bool {
  guard !work.isExhausted else { return false }
  left.skipWhitespace()
  right.skipWhitespace()
  let kind = left.peek
  switch (kind, right.peek) {
  case (UInt8(ascii: "{"), UInt8(ascii: "{")):
    return try objectsEqual(&left, &right, work)
  case (UInt8(ascii: "["), UInt8(ascii: "[")):
    left.position += 1
    right.position += 1
    while true {
      if let ends = closing(&left, &right, UInt8(ascii: "]")) { return ends.left && ends.right }
      guard try valuesEqual(&left, &right, work) else { return false }
      left.skipSeparator()
      right.skipSeparator()
    }
  default:
    return try scalarsEqual(&left, &right)
  }
}

/// Compares the values at both cursors, at least one of them not an object or an array; moves
/// both past them when they are equal.
private func scalarsEqual(
  _ left: inout JSONReader, _ right: inout JSONReader
) throws(JSONError) -> Bool {
  let kind = left.peek
  switch (kind, right.peek) {
  case (UInt8(ascii: "\""), UInt8(ascii: "\"")):
    let leftStart = left.position + 1
    let rightStart = right.position + 1
    let escapes = (try left.skipString(), try right.skipString())
    let leftInside = leftStart..<(left.position - 1)
    let rightInside = rightStart..<(right.position - 1)
    if !escapes.0 && !escapes.1 {
      return leftInside.count == rightInside.count
        && System.equalBytes(
          left.base + leftStart, right.base + rightStart, count: leftInside.count)
    }
    // Unicode scalars, not characters: "é" and "e\u0301" differ.
    return try left.unescape(leftInside).unicodeScalars.elementsEqual(
      right.unescape(rightInside).unicodeScalars)
  case (UInt8(ascii: "-"), _), (UInt8(ascii: "0")...UInt8(ascii: "9"), _):
    guard right.peek == UInt8(ascii: "-") || right.isDigit(right.peek) else { return false }
    return try numbersEqual(&left, &right)
  default:
    // Literals: equal when the same literal.
    guard kind == right.peek else { return false }
    try left.skipValue()
    try right.skipValue()
    return true
  }
}

/// Compares the numbers at both cursors by value; moves both past them.
private func numbersEqual(
  _ left: inout JSONReader, _ right: inout JSONReader
) throws(JSONError) -> Bool {
  let leftStart = left.position
  let rightStart = right.position
  let leftParts = try left.skipNumber()
  let rightParts = try right.skipNumber()
  let count = left.position - leftStart
  if count == right.position - rightStart
    && System.equalBytes(left.base + leftStart, right.base + rightStart, count: count)
  {
    return true
  }
  // Different integers written plainly are different numbers, unless they are 0 and -0.
  if left.isPlainInteger(from: leftStart, leftParts)
    && right.isPlainInteger(from: rightStart, rightParts)
  {
    return false
  }
  left.position = leftStart
  right.position = rightStart
  return try left.readCanonicalNumber() == right.readCanonicalNumber()
}

/// Compares the objects at both cursors member by member; moves both past them when they are
/// equal.
private func objectsEqual(
  _ left: inout JSONReader, _ right: inout JSONReader, _ work: EqualityWork
) throws(JSONError) -> Bool {
  var leftInOrder = left
  var rightInOrder = right
  if let equal = try objectsEqualInOrder(&leftInOrder, &rightInOrder, work) {
    left = leftInOrder
    right = rightInOrder
    return equal
  }
  let starts = (left.position, right.position)
  let leftMembers = try left.memberList()
  let rightMembers = try right.memberList()
  // Listing skipped every value, which the comparison below reads again.
  work.charge(left.position - starts.0 + right.position - starts.1)
  func valuesAt(_ leftValue: Int, _ rightValue: Int) throws(JSONError) -> Bool {
    var leftCursor = left
    leftCursor.position = leftValue
    var rightCursor = right
    rightCursor.position = rightValue
    return try valuesEqual(&leftCursor, &rightCursor, work)
  }
  // The common case: the same names, written the same way, in the same order, none repeated.
  if leftMembers.count == rightMembers.count && leftMembers.count <= 16
    && zip(leftMembers, rightMembers).allSatisfy({
      !$0.hasEscapes && !$1.hasEscapes && $0.name.count == $1.name.count
        && System.equalBytes(
          left.base + $0.name.lowerBound, right.base + $1.name.lowerBound, count: $0.name.count)
    }) && !left.hasRepeatedName(leftMembers)
  {
    for (a, b) in zip(leftMembers, rightMembers) {
      guard try valuesAt(a.value, b.value) else { return false }
    }
    return true
  }
  // Otherwise by decoded name, a repeated name keeping its last value.
  let leftByName = try left.valuesByName(leftMembers)
  let rightByName = try right.valuesByName(rightMembers)
  guard leftByName.count == rightByName.count else { return false }
  for (name, value) in leftByName {
    guard let other = rightByName[name], try valuesAt(value, other) else { return false }
  }
  return true
}

/// Decides the common case without allocating.
///
/// That case: both objects have the same names, written without escapes, in the same order.
/// Returns nil when that is not so, or when a member whose values differ has its name repeated
/// later (the last value would count).
private func objectsEqualInOrder(
  _ left: inout JSONReader, _ right: inout JSONReader, _ work: EqualityWork
) throws(JSONError) -> Bool? {
  left.position += 1
  right.position += 1
  // The name of the first member whose values differ, in `left`'s text.
  var differing: Range<Int>?
  while true {
    if let ends = closing(&left, &right, UInt8(ascii: "}")) {
      // Different member counts: repeated names may still make the objects equal.
      guard ends.left && ends.right else { return nil }
      return differing == nil
    }
    let leftNameStart = left.position + 1
    let rightNameStart = right.position + 1
    guard !(try left.skipString()), !(try right.skipString()) else { return nil }
    let name = leftNameStart..<(left.position - 1)
    let count = name.count
    guard count == right.position - 1 - rightNameStart,
      System.equalBytes(left.base + leftNameStart, right.base + rightNameStart, count: count)
    else { return nil }
    left.skipColon()
    right.skipColon()
    if let differing {
      // Only a later member of the same name could change the answer.
      if differing.count == count
        && System.equalBytes(
          left.base + differing.lowerBound, left.base + name.lowerBound, count: count)
      {
        return nil
      }
      try left.skipValue()
      try right.skipValue()
    } else {
      var leftValue = left
      var rightValue = right
      if try valuesEqual(&leftValue, &rightValue, work) {
        left = leftValue
        right = rightValue
      } else {
        differing = name
        try left.skipValue()
        try right.skipValue()
      }
    }
    left.skipSeparator()
    right.skipSeparator()
  }
}

/// Skips whitespace in both texts; when either is at `closer` (the end of the array or object
/// both are walking), moves both one byte on and says which of them was.
private func closing(
  _ left: inout JSONReader, _ right: inout JSONReader, _ closer: UInt8
) -> (left: Bool, right: Bool)? {
  left.skipWhitespace()
  right.skipWhitespace()
  let ends = (left: left.peek == closer, right: right.peek == closer)
  guard ends.left || ends.right else { return nil }
  left.position += 1
  right.position += 1
  return ends
}

/// An object member: where its name is (inside the quotes), whether the name has escapes, and
/// where its value starts.
private struct Member {
  package var name: Range<Int>
  package var hasEscapes: Bool
  package var value: Int
}

extension JSONReader {
  /// Skips whitespace, the colon after a member name, and whitespace.
  fileprivate mutating func skipColon() {
    skipWhitespace()
    position += 1
    skipWhitespace()
  }

  /// Skips whitespace and one comma, if there is one.
  fileprivate mutating func skipSeparator() {
    skipWhitespace()
    if peek == UInt8(ascii: ",") { position += 1 }
  }

  /// The members of the object at the cursor, in order; moves past the object.
  fileprivate mutating func memberList() throws(JSONError) -> [Member] {
    var members: [Member] = []
    try forEachMember(depth: 0) { (reader: inout JSONReader, name: Range<Int>) throws(JSONError) in
      let hasEscapes = reader.bytes[name].contains(UInt8(ascii: "\\"))
      members.append(Member(name: name, hasEscapes: hasEscapes, value: reader.position))
      try reader.skipValue()
    }
    return members
  }

  /// Whether two of `members` (with names without escapes) have the same name.
  fileprivate func hasRepeatedName(_ members: [Member]) -> Bool {
    for (index, member) in members.enumerated() {
      for other in members[(index + 1)...]
      where other.name.count == member.name.count
        && System.equalBytes(
          base + other.name.lowerBound, base + member.name.lowerBound, count: member.name.count)
      {
        return true
      }
    }
    return false
  }

  /// The start of each member's value by decoded name (as UTF-8), the last of a repeated name.
  fileprivate func valuesByName(_ members: [Member]) throws(JSONError) -> [[UInt8]: Int] {
    var result: [[UInt8]: Int] = [:]
    for member in members {
      let name =
        member.hasEscapes ? Array(try unescape(member.name).utf8) : Array(bytes[member.name])
      result[name] = member.value
    }
    return result
  }
}
