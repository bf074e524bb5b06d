// Items read by their list's template (`ItemTemplate`): the bytes between values compared, the
// values' common forms (plain ASCII strings, non-negative integers) read without a call, anything
// else left to the full reader.

extension JSONReader {
  /// Reads the object items at the cursor that are shaped like `template`, with the separators
  /// after them, into `list`, while they are.
  ///
  /// A list of alike items is read here in one loop, a call for nothing but the rare value in an
  /// uncommon form.
  ///
  /// - Returns: Whether that reached the end of the list (its `]` read); otherwise the cursor is
  ///   at the start of an element not read: one unlike the template, or not an object, or followed
  ///   by something other than a separator (left for the full reader to report).
  /// - Throws: ``JSONError`` for an identifier repeated among the first items (`list`'s check).
  /// - Complexity: O(*n*) for the bytes read.
  mutating func readItems(
    like template: inout ItemTemplate, arena: JSONKeyArena, depth: Int,
    into list: inout ItemList, policy: inout TemplatePolicy
  ) throws(JSONError) -> Bool {
    while peek == UInt8(ascii: "{") {
      let start = position
      guard let identifier = readItem(like: &template, arena: arena, depth: depth) else {
        return false
      }
      let end = position
      skipWhitespace()
      switch peek {
      case UInt8(ascii: ","):
        position &+= 1
        skipWhitespace()
        guard peek != UInt8(ascii: "]") else { break }
        try list.append(identifier, start..<end, in: self)
        policy.hit()
        continue
      case UInt8(ascii: "]"):
        position &+= 1
        try list.append(identifier, start..<end, in: self)
        policy.hit()
        return true
      default: break
      }
      // Not a separator: the full reader reads the item again and says what is wrong.
      position = start
      return false
    }
    return false
  }

  /// Reads the object item at the cursor if it is shaped like `template`, and returns its
  /// identifier; otherwise returns `nil` with the cursor back at the item's start.
  ///
  /// `template` is not changed: it is `inout` so that it is not copied (and reference counted)
  /// once per item.
  ///
  /// Never throws: an item with an error is left to the full reader, which reports it.
  ///
  /// - Complexity: O(*n*) for the item's bytes.
  package mutating func readItem(
    like template: inout ItemTemplate, arena: JSONKeyArena, depth: Int
  ) -> JSONKey? {
    let start = position
    var identifier: JSONKey?
    let identifierIndex = template.identifier
    let complete = template.gaps.withUnsafeBufferPointer { gaps in
      for index in 0..<gaps.count {
        guard matches(gaps[index]) else { return false }
        if index == identifierIndex {
          identifier = readTemplateKey(arena: arena)
          guard identifier != nil else { return false }
        } else {
          guard skipTemplateValue(depth: depth) else { return false }
        }
      }
      return true
    }
    guard complete, let identifier, let end = template.end, matches(end) else {
      position = start
      return nil
    }
    return identifier
  }

  /// Reads the identifier at the cursor, or returns `nil` for a value that is not one, or an error.
  ///
  /// A string without escapes is read here; any other identifier through ``readKey(arena:)``.
  @inline(__always)
  private mutating func readTemplateKey(arena: JSONKeyArena) -> JSONKey? {
    if peek == UInt8(ascii: "\""), let end = plainStringEnd(from: position &+ 1) {
      let key = JSONKey(
        canonical: base + (position &+ 1), count: end &- position &- 1, isNumber: false)
      position = end &+ 1
      return key
    }
    return try? readKey(arena: arena)
  }

  /// Moves past the value at the cursor, or returns `false` for an error.
  ///
  /// A string of ASCII without escapes, or a non-negative integer, is read here; any other value
  /// through ``skipValue(depth:)``.
  @inline(__always)
  private mutating func skipTemplateValue(depth: Int) -> Bool {
    let byte = peek
    if byte == UInt8(ascii: "\""), let end = plainStringEnd(from: position &+ 1) {
      position = end &+ 1
      return true
    }
    if isDigit(byte) {
      // A zero is a whole integer part; more digits after it are an error, left to skipValue.
      var end = position &+ 1
      if byte != UInt8(ascii: "0") {
        while isDigit(base[end]) { end &+= 1 }
      }
      let next = base[end]
      if !isDigit(next) && next != UInt8(ascii: ".") && next | 0x20 != UInt8(ascii: "e") {
        position = end
        return true
      }
    }
    do throws(JSONError) {
      try skipValue(depth: depth)
      return true
    } catch {
      return false
    }
  }

  /// The offset of the quote that closes the string whose contents start at `offset`, when no
  /// byte before it needs a closer look (an escape, a control character, a byte above ASCII).
  @inline(__always)
  private func plainStringEnd(from offset: Int) -> Int? {
    let end = firstByteNeedingALook(from: offset)
    return base[end] == UInt8(ascii: "\"") ? end : nil
  }

  /// Moves past the bytes at the cursor if they are those of `gap`.
  @inline(__always)
  private mutating func matches(_ gap: ItemTemplate.Gap) -> Bool {
    let count = gap.range.count
    guard position &+ count <= bytes.count else { return false }
    // The text is padded: eight bytes can be read anywhere in it, and `sameBytes` may read
    // seven past either side.
    guard base.word(at: position) & gap.headMask == gap.head else { return false }
    if count > 8 {
      guard base.word(at: position &+ 8) & gap.tailMask == gap.tail else { return false }
      if count > 16
        && !sameBytes(
          base + (position &+ 16), base + (gap.range.lowerBound + 16), count: count - 16)
      {
        return false
      }
    }
    position &+= count
    return true
  }
}
