#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Equality of JSON values, decided only for contents whose bytes differ: objects ignore member
// order (a repeated name keeps its last value), numbers compare by value, strings by their Unicode
// scalars after unescaping.

/// Whether two JSON texts are equal as JSON values: identical bytes are, without further work;
/// otherwise both texts are walked together (objects by member name, numbers by value, strings
/// after unescaping), without building value trees.
func jsonEqual(
  _ lhs: UnsafeBufferPointer<UInt8>, _ lhsRange: Range<Int>,
  _ rhs: UnsafeBufferPointer<UInt8>, _ rhsRange: Range<Int>
) -> Bool {
  if lhsRange.count == rhsRange.count
    && memcmp(
      lhs.baseAddress! + lhsRange.lowerBound, rhs.baseAddress! + rhsRange.lowerBound, lhsRange.count
    ) == 0
  {
    return true
  }
  var left = JSONReader(lhs)
  left.position = lhsRange.lowerBound
  var right = JSONReader(rhs)
  right.position = rhsRange.lowerBound
  // Both texts were validated when their documents were read, so reading them cannot fail.
  return (try? valuesEqual(&left, &right)) ?? false
}

/// Compares the values at both cursors and moves both past them.
private func valuesEqual(
  _ left: inout JSONReader, _ right: inout JSONReader
) throws(JSONError) -> Bool {
  left.skipWhitespace()
  right.skipWhitespace()
  let kind = left.peek
  switch (kind, right.peek) {
  case (UInt8(ascii: "{"), UInt8(ascii: "{")):
    let leftMembers = try members(&left)
    let rightMembers = try members(&right)
    guard leftMembers.count == rightMembers.count else { return false }
    for (a, b) in zip(leftMembers, rightMembers) {
      guard a.name == b.name else { return false }
      var valueLeft = JSONReader(left.bytes)
      valueLeft.position = a.value
      var valueRight = JSONReader(right.bytes)
      valueRight.position = b.value
      guard try valuesEqual(&valueLeft, &valueRight) else { return false }
    }
    return true
  case (UInt8(ascii: "["), UInt8(ascii: "[")):
    var leftElements: [Int] = []
    try left.forEachElement(depth: 0) { (reader: inout JSONReader) throws(JSONError) in
      leftElements.append(reader.position)
      try reader.skipValue()
    }
    var rightElements: [Int] = []
    try right.forEachElement(depth: 0) { (reader: inout JSONReader) throws(JSONError) in
      rightElements.append(reader.position)
      try reader.skipValue()
    }
    guard leftElements.count == rightElements.count else { return false }
    for (a, b) in zip(leftElements, rightElements) {
      var valueLeft = JSONReader(left.bytes)
      valueLeft.position = a
      var valueRight = JSONReader(right.bytes)
      valueRight.position = b
      guard try valuesEqual(&valueLeft, &valueRight) else { return false }
    }
    return true
  case (UInt8(ascii: "\""), UInt8(ascii: "\"")):
    return try left.readString() == right.readString()
  case (UInt8(ascii: "-"), _), (UInt8(ascii: "0")...UInt8(ascii: "9"), _):
    guard right.peek == UInt8(ascii: "-") || right.isDigit(right.peek) else { return false }
    return try left.readCanonicalNumber() == right.readCanonicalNumber()
  default:
    // Literals: equal when the same literal.
    guard kind == right.peek else { return false }
    let a = try left.skipValue()
    let b = try right.skipValue()
    return a.count == b.count
  }
}

/// The members of the object at the cursor, sorted by name, a repeated name keeping its last
/// value; moves past the object.
private func members(_ reader: inout JSONReader) throws(JSONError) -> [(name: String, value: Int)] {
  var result: [(name: String, value: Int)] = []
  try reader.forEachMember(depth: 0) {
    (reader: inout JSONReader, name: Range<Int>) throws(JSONError) in
    result.append((try JSONReader.unescape(reader.bytes, name), reader.position))
    try reader.skipValue()
  }
  // Stable sort by name, then keep the last of each name.
  let sorted = result.enumerated().sorted {
    ($0.element.name, $0.offset) < ($1.element.name, $1.offset)
  }
  var unique: [(name: String, value: Int)] = []
  for (_, member) in sorted {
    if let last = unique.last, last.name == member.name {
      unique[unique.count - 1] = member
    } else {
      unique.append(member)
    }
  }
  return unique
}
