// What changed in a reloaded item: the members that differ, as the text, json and html formats
// name them.

extension Comparison {
  /// What names the changed members of reloaded items (``MemberNamer``).
  ///
  /// - Complexity: O(1).
  package var memberNamer: MemberNamer { MemberNamer(old, new, ignoring: ignoring) }
}

/// Names the changed members of items that two documents both have.
///
/// A class, so that the writers on both cores share one without copying the documents (and their
/// references) for every item.
package final class MemberNamer: @unchecked Sendable {  // reads the documents only
  let old: SnapshotDocument
  let new: SnapshotDocument
  let ignoring: [[String]]
  let oldText: JSONReader
  let newText: JSONReader

  init(_ old: SnapshotDocument, _ new: SnapshotDocument, ignoring: [[String]]) {
    (self.old, self.new, self.ignoring) = (old, new, ignoring)
    (oldText, newText) = (JSONReader(old.text), JSONReader(new.text))
  }

  /// The members of the object item `identifier` that differ between OLD and NEW.
  ///
  /// They are JSON Pointers into the item (`/phone`, `/meta/etag`): OLD's members in order, then
  /// those only NEW has. A member that is an object on both sides is entered; any other value is compared
  /// whole, by the contract's equality (an array is one member). Ignored members (``ignoring``)
  /// are left out. Empty for an item that is not an object on both sides, or not in both
  /// documents.
  ///
  /// Read from the texts, without building values: the json format names the members of every
  /// reloaded item.
  ///
  /// - Complexity: O(*m*) for the item's size in both documents, plus O(1) expected lookups.
  package func changedMembers(of identifier: JSONKey) -> [String] {
    guard let (oldRange, newRange) = ranges(of: identifier) else { return [] }
    return changedMembers(old: oldRange, new: newRange)
  }

  /// The ranges of the item `identifier` in OLD's text and NEW's, when both documents have it.
  ///
  /// - Complexity: O(1) expected.
  package func ranges(of identifier: JSONKey) -> (old: Range<Int>, new: Range<Int>)? {
    guard let oldIndex = old.snapshot.indexOfItem(identifier),
      let newIndex = new.snapshot.indexOfItem(identifier)
    else { return nil }
    return (old.itemRanges[oldIndex], new.itemRanges[newIndex])
  }

  /// The changed members of the item at `oldRange` of OLD's text and `newRange` of NEW's, as
  /// ``changedMembers(of:)`` names them.
  ///
  /// - Complexity: O(*m*) for the item's size in both documents.
  package func changedMembers(old oldRange: Range<Int>, new newRange: Range<Int>) -> [String] {
    switch changes(old: oldRange, new: newRange) {
    case .names(let names):
      names.map { "/" + pointerToken(String(decoding: old.text.bytes[$0], as: UTF8.self)) }
    case .paths(let paths): paths
    }
  }

  /// What changed between two items, as ``changes(old:new:)`` finds it.
  enum Changes {
    /// The names of the top-level members that changed, in OLD's text (inside the quotes, no
    /// escapes), in order: the objects had the same names in the same order.
    case names([Range<Int>])
    /// The members' paths, as JSON Pointers.
    case paths([String])
  }

  /// The changed members of the item at `oldRange` of OLD's text and `newRange` of NEW's.
  func changes(old oldRange: Range<Int>, new newRange: Range<Int>) -> Changes {
    let sides = (MemberSide(oldText, oldRange), MemberSide(newText, newRange))
    guard sides.0.isObject && sides.1.isObject else { return .paths([]) }
    if let names = changedInOrder(sides.0, sides.1) { return .names(names) }
    var paths: [String] = []
    collectChanges(sides.0, sides.1, at: [], into: &paths)
    return .paths(paths)
  }

  /// The names of the changed members of two objects whose members have the same names in the
  /// same order, none of them written with an escape or holding an object on both sides, read
  /// side by side without building anything; `nil` for other objects
  /// (``collectChanges(_:_:at:into:)`` reads those).
  ///
  /// Most reloaded items are such objects, and the json format names the members of every one.
  private func changedInOrder(_ old: MemberSide, _ new: MemberSide) -> [Range<Int>]? {
    var (left, right) = (old.text, new.text)
    (left.position, right.position) = (old.range.lowerBound + 1, new.range.lowerBound + 1)
    var names: [Range<Int>] = []
    while true {
      left.skipWhitespace()
      right.skipWhitespace()
      if left.peek == UInt8(ascii: ",") && right.peek == UInt8(ascii: ",") {
        (left.position, right.position) = (left.position + 1, right.position + 1)
        left.skipWhitespace()
        right.skipWhitespace()
      }
      if left.peek == UInt8(ascii: "}") && right.peek == UInt8(ascii: "}") { return names }
      guard left.peek == UInt8(ascii: "\""), right.peek == UInt8(ascii: "\""),
        let name = Self.sameName(&left, &right)
      else { return nil }
      left.skipWhitespace()
      right.skipWhitespace()
      (left.position, right.position) = (left.position + 1, right.position + 1)  // the ':'
      left.skipWhitespace()
      right.skipWhitespace()
      let bothObjects = left.peek == UInt8(ascii: "{") && right.peek == UInt8(ascii: "{")
      // The texts were checked when read: skipping values again cannot fail.
      guard let oldValue = try? left.skipValue(depth: 1),
        let newValue = try? right.skipValue(depth: 1)
      else { return nil }
      if jsonEqual(left, oldValue, right, newValue) { continue }
      guard !bothObjects else { return nil }
      if ignoring.isEmpty
        || !ignoring.contains([String(decoding: left.bytes[name], as: UTF8.self)])
      {
        names.append(name)
      }
    }
  }

  /// Reads the member names at both cursors: the range of the left one (inside the quotes) when
  /// they are the same and written without escapes, else `nil`.
  private static func sameName(
    _ left: inout JSONReader, _ right: inout JSONReader
  ) -> Range<Int>? {
    let (leftStart, rightStart) = (left.position + 1, right.position + 1)
    guard let leftEscaped = try? left.skipString(), let rightEscaped = try? right.skipString(),
      !leftEscaped && !rightEscaped
    else { return nil }
    let (name, other) = (leftStart..<left.position - 1, rightStart..<right.position - 1)
    guard name.count == other.count,
      sameBytes(left.base + name.lowerBound, right.base + other.lowerBound, count: name.count)
    else { return nil }
    return name
  }

  /// One side of an object being compared: its text and its value's range.
  private struct MemberSide {
    let text: JSONReader
    let range: Range<Int>

    init(_ text: JSONReader, _ range: Range<Int>) { (self.text, self.range) = (text, range) }

    /// Whether the value is an object.
    var isObject: Bool { text.base[range.lowerBound] == UInt8(ascii: "{") }

    /// The object's members: each name (unescaped) and its value's range.
    var members: [(name: [UInt8], range: Range<Int>)] {
      var reader = text
      reader.position = range.lowerBound
      var members: [(name: [UInt8], range: Range<Int>)] = []
      // The text was checked when read: reading it again cannot fail.
      try? reader.forEachMember(depth: 1) {
        (reader: inout JSONReader, name: Range<Int>) throws(JSONError) in
        members.append((Array(try reader.unescape(name).utf8), try reader.skipValue(depth: 1)))
      }
      return members
    }
  }

  /// Appends the paths below `tokens` where the objects `old` and `new` differ (the whole
  /// value's path when either is not an object).
  private func collectChanges(
    _ old: MemberSide, _ new: MemberSide, at tokens: [String], into paths: inout [String]
  ) {
    guard old.isObject && new.isObject else {
      if !tokens.isEmpty && !jsonEqual(old.text, old.range, new.text, new.range) {
        paths.append(tokens.map { "/" + pointerToken($0) }.joined())
      }
      return
    }
    let (oldMembers, newMembers) = (old.members, new.members)
    let newByName = Dictionary(
      newMembers.map { ($0.name, $0.range) }, uniquingKeysWith: { _, last in last })
    let oldNames = Set(oldMembers.map(\.name))
    for member in oldMembers {
      let path = tokens + [String(decoding: member.name, as: UTF8.self)]
      guard !ignoring.contains(path) else { continue }
      guard let range = newByName[member.name] else {
        paths.append(path.map { "/" + pointerToken($0) }.joined())
        continue
      }
      collectChanges(
        MemberSide(old.text, member.range), MemberSide(new.text, range), at: path, into: &paths)
    }
    for member in newMembers where !oldNames.contains(member.name) {
      let path = tokens + [String(decoding: member.name, as: UTF8.self)]
      if !ignoring.contains(path) { paths.append(path.map { "/" + pointerToken($0) }.joined()) }
    }
  }
}

/// Member paths as a line names them: without the leading `/` (`phone, meta/etag`), the first
/// `limit`, then `and N more`.
///
/// O(*n*) for the paths' length.
package func changedMemberNames(_ paths: [String], limit: Int = 5) -> String {
  let shown = paths.prefix(limit).map { String($0.dropFirst()) }.joined(separator: ", ")
  return paths.count > limit ? "\(shown) and \(paths.count - limit) more" : shown
}
