// A list's items: read by the list's template while they fit it, else one by one in full.

extension SnapshotDocument {
  /// Reads the array of items at the cursor into `items`, their ranges into ``itemRanges``.
  ///
  /// Items shaped like `template` (shared by the document's lists) are read by it, in runs;
  /// any other is read in full, and may become the template (``TemplatePolicy``).
  ///
  /// - Throws: ``JSONError`` for invalid JSON, an item that is not an identifier or an object
  ///   with one, and a repeat among the first items when repeats refuse the document.
  /// - Complexity: O(*n*) for the list's bytes.
  mutating func readItems(
    _ reader: inout JSONReader, idKey: [UInt8], into items: inout [JSONKey],
    template: inout ItemTemplate?, depth: Int = 0
  ) throws(JSONError) {
    try reader.expect(UInt8(ascii: "["), "'['")
    reader.skipWhitespace()
    if reader.peek == UInt8(ascii: "]") {
      reader.position &+= 1
      return
    }
    // The list's batch, on the stack. The loop works on locals: no copy of the document, no
    // exclusivity check per item, and no reference counting per item (a strong local arena lends
    // itself to every call; an unowned one would be retained for each).
    let arena = self.arena
    try withUnsafeTemporaryAllocation(of: JSONKey.self, capacity: ItemList.batchSize) {
      (identifiers: UnsafeMutableBufferPointer<JSONKey>) throws(JSONError) in
      try withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: ItemList.batchSize) {
        (ranges: UnsafeMutableBufferPointer<Range<Int>>) throws(JSONError) in
        var list = ItemList(
          identifiers: items, ranges: itemRanges, earlyRepeats: earlyRepeats,
          batch: (identifiers, ranges))
        (items, itemRanges, earlyRepeats) = ([], ByteRanges(), nil)
        defer {
          list.appendBatch()
          (items, itemRanges, earlyRepeats) = (list.identifiers, list.ranges, list.earlyRepeats)
        }
        try readElements(
          &reader, idKey: idKey, into: &list, template: &template, depth: depth, arena: arena)
      }
    }
  }

  /// The elements of ``readItems(_:idKey:into:template:depth:)``, after the opening bracket.
  private func readElements(
    _ reader: inout JSONReader, idKey: [UInt8], into list: inout ItemList,
    template: inout ItemTemplate?, depth: Int, arena: JSONKeyArena
  ) throws(JSONError) {
    var values: [Range<Int>] = []  // of the members of an item read in full
    var names = MemberNames()  // of the item read in full
    var policy = TemplatePolicy()
    try idKey.withUnsafeBufferPointer { (idKey: UnsafeBufferPointer<UInt8>) throws(JSONError) in
      while true {
        reader.skipWhitespace()
        // (In place: a copy of the template would cost reference counting per item.)
        if reader.peek == UInt8(ascii: "{") && template?.hasShape == true
          && policy.tries(list.count)
        {
          let ended = try reader.readItems(
            like: &template!, arena: arena, depth: depth + 2, into: &list, policy: &policy)
          if ended { return }
          // At an element the run did not read: an object unlike the template is a miss.
          if reader.peek == UInt8(ascii: "{") { policy.miss() }
        }
        let start = reader.position
        let identifier: JSONKey
        switch reader.peek {
        case UInt8(ascii: "{"):
          // Where the values are, only for an item that will become the template.
          let recording =
            readsItemsByTemplate
            && policy.takes(list.count, hasTemplate: template?.hasShape == true)
          let identifierIndex: Int
          (identifier, identifierIndex) = try Self.readObjectItem(
            &reader, idKey: idKey, arena: arena, depth: depth + 2, names: &names,
            values: &values, recording: recording)
          if recording {
            if template == nil { template = ItemTemplate() }
            template!.take(
              reader, item: start..<reader.position, values: values, identifier: identifierIndex)
          }
        case UInt8(ascii: "\""), UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          identifier = try Self.readIdentifier(&reader, arena, depth: depth + 1, what: "an item")
        default:
          try reader.skipValue(depth: depth + 1)
          throw Self.shapeError("an item must be a string, a number or an object", at: start)
        }
        try list.append(identifier, start..<reader.position, in: reader)
        guard try reader.passElementSeparator() else { return }
      }
    }
  }

  /// Reads an object item member by member (not by a template): returns its identifier and the
  /// identifier's index among its members; where `recording`, `values` receives where each
  /// member's value is, for the item to become the template.
  @inline(__always)
  private static func readObjectItem(
    _ reader: inout JSONReader, idKey: UnsafeBufferPointer<UInt8>, arena: JSONKeyArena,
    depth: Int, names: inout MemberNames, values: inout [Range<Int>], recording: Bool
  ) throws(JSONError) -> (JSONKey, Int) {
    let start = reader.position
    var identifier: JSONKey?
    var identifierIndex = 0
    if recording { values.removeAll(keepingCapacity: true) }
    names.removeAll()
    try reader.forEachMember(depth: depth) {
      (reader: inout JSONReader, name: Range<Int>) throws(JSONError) in
      // (An item read by the template has the template's names: distinct, checked here.)
      try names.insert(name, of: reader, in: "an item")
      let valueStart = reader.position
      if identifier == nil, try reader.name(name, equals: idKey) {
        identifier = try Self.readIdentifier(
          &reader, arena, depth: depth, what: "an item identifier")
        identifierIndex = values.count
      } else {
        try reader.skipValue(depth: depth)
      }
      if recording { values.append(valueStart..<reader.position) }
    }
    guard let identifier else {
      throw Self.shapeError(
        "an object item has no \"\(String(decoding: idKey, as: UTF8.self))\" member", at: start)
    }
    return (identifier, identifierIndex)
  }
}
