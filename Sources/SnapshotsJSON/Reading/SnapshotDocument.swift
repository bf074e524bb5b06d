import Snapshots

/// A snapshot document read from JSON: the snapshot of identifiers, and where every item's and
/// section's content is in the text.
package struct SnapshotDocument: Sendable {
  /// Where the text came from, for messages.
  package var name: String
  /// The whole text.
  package var text: JSONText
  /// The canonical texts of identifiers not written canonically in `text`.
  package var arena = JSONKeyArena()
  /// Whether the document is a flat list (one section, no section objects).
  package var isFlat = false
  package var snapshot = Snapshot<JSONKey, JSONKey>()
  /// Per item, in the order of `snapshot.itemIdentifiers`: the range of its value.
  ///
  /// An object item (starting with `{`) has content; a string or number item is its own
  /// identifier.
  package var itemRanges = ByteRanges()
  /// Per section: the range of its object, and its members other than `id` and `items`.
  package var sectionRanges: [Range<Int>] = []
  package var sectionMembers: [[(name: String, range: Range<Int>)]] = []
  /// For each section, the index in `itemRanges` of its first item.
  package var sectionStarts: [Int] = []
  /// How long reading the JSON took, and building the snapshot (for `SNAPDIFF_TIMING`).
  package var parseDuration = Duration.zero
  package var indexDuration = Duration.zero
  /// Whether reading used item templates (see ``init(name:text:idKey:duplicates:itemTemplates:)``).
  private(set) var readsItemsByTemplate = true
  /// Members of the top-level object other than `sections`.
  package var topLevelMembers: [(name: String, range: Range<Int>)] = []
  /// The first items' identifiers, checked for a repeat as they are read: only when a repeat
  /// refuses the document, and only until the window is past. (Not private: the reading of a
  /// list's items, in `SnapshotDocument+Items.swift`, carries it from list to list.)
  var earlyRepeats: EarlyRepeats?
  /// The occurrences of repeated identifiers that the duplicate policy dropped, in input order.
  package var droppedDuplicates: [DroppedOccurrence] = []
  /// Where the list is (`--list`): a JSON Pointer, empty when the list is the whole document.
  package var listPointer = ""
  /// The range of the list's value (the whole text when ``listPointer`` is empty).
  package var listRange = 0..<0
  /// The values beside the list on the way down to it (`--list`), each with its JSON Pointer
  /// from the document's root, in document order: what the document holds outside the list.
  package var outerValues: [(path: String, range: Range<Int>)] = []

  /// Reads and checks a document.
  ///
  /// - Parameters:
  ///   - name: Where the text came from, for messages.
  ///   - text: The document.
  ///   - idKey: The member name of object items' identifiers.
  ///   - duplicates: What to do with an identifier given twice: refuse the document (the
  ///     default), or keep its first or last occurrence (``droppedDuplicates`` lists the others).
  ///   - list: The reference tokens of the JSON Pointer to the list inside a larger document
  ///     (`--list`); none when the list is the whole document.
  ///   - itemTemplates: Whether items shaped like the one before are read by its
  ///     ``ItemTemplate``; off only in tests, which compare both ways.
  /// - Throws: ``JSONError`` for invalid JSON or a document of the wrong shape, and for duplicate
  ///   identifiers when rejecting them (naming both positions).
  package init(
    name: String, text: JSONText, idKey: String, duplicates: DuplicatePolicy = .reject,
    list: [String] = [], itemTemplates: Bool = true
  ) throws(JSONError) {
    self.name = name
    self.text = text
    let started = ContinuousClock().now
    var sections = SectionLists()
    // No item takes fewer than 2 bytes; an estimate of 1 item per 24 bytes avoids most regrowth
    // (reserved pages that are never written take no memory).
    let estimate = text.count / 24
    var document = self
    document.itemRanges.reserveCapacity(estimate)
    // Likewise for sections, at one per 32 bytes (`{"id":0,"items":[]},` takes 20): a million
    // small sections would otherwise copy and fault in their lists some twenty times.
    let sectionEstimate = text.count / 32
    sections.identifiers.reserveCapacity(sectionEstimate)
    sections.items.reserveCapacity(sectionEstimate)
    document.sectionRanges.reserveCapacity(sectionEstimate)
    document.sectionMembers.reserveCapacity(sectionEstimate)
    var reader = JSONReader(text)
    reader.refusesRepeatedNames = true
    if duplicates == .reject { document.earlyRepeats = EarlyRepeats(expecting: estimate) }
    do throws(JSONError) {
      document.readsItemsByTemplate = itemTemplates
      try document.read(&reader, idKey: Array(idKey.utf8), list: list[...], &sections)
    } catch  where !error.isSyntaxError {
      // A shape error stops reading early: report invalid JSON further on first, if any.
      var validator = JSONReader(text)
      try validator.skipValue()
      try validator.expectEnd()
      throw error
    }
    self = document
    let clock = ContinuousClock()
    let parsed = clock.now
    parseDuration = parsed - started
    defer { indexDuration = clock.now - parsed }
    try index(&sections, duplicates: duplicates)
  }

  /// Builds the snapshot of the sections read, by `duplicates`: a repeated identifier is an error
  /// naming both places, or its other occurrences are dropped.
  private mutating func index(
    _ sections: inout SectionLists, duplicates: DuplicatePolicy
  ) throws(JSONError) {
    var start = 0
    sectionStarts.reserveCapacity(sections.items.count)
    for items in sections.items {
      sectionStarts.append(start)
      start += items.count
    }
    // The index sized to the items: a document's snapshot is diffed, not edited, and its index
    // is a large part of the memory a diff takes.
    if let unique = Snapshot(
      uniqueSections: sections.identifiers, items: sections.items, indexSizedToItems: true)
    {
      snapshot = unique
    } else if duplicates != .reject {
      snapshot = dropDuplicates(&sections, policy: duplicates)
    } else {
      let error = Snapshot._everyDuplicate(sections.identifiers, sections.items)
      let kind = error.code == .duplicateItemIdentifier ? "item" : "section"
      let first = lineAndColumn(of: textOffset(of: error.firstPosition), in: text.bytes)
      throw JSONError(
        offset: textOffset(of: error.secondPosition),
        message:
          "duplicate \(kind) identifier \(error.identifier) (first at line \(first.line), column \(first.column))",
        isSyntaxError: false)
    }
  }

  /// The sections read so far: their identifiers and, at the same positions, their items (two
  /// lists that become the snapshot's own, where pairs would be taken apart section by section).
  struct SectionLists {
    var identifiers: [JSONKey] = []
    var items: [[JSONKey]] = []
    /// The items of the section being read.
    var read: [JSONKey] = []
  }

  /// The member names of the shape, made once rather than at each comparison (an allocation per
  /// member of every section).
  private static let idName = Array("id".utf8)
  private static let itemsName = Array("items".utf8)
  private static let sectionsName = Array("sections".utf8)

  package static func shapeError(_ message: String, at offset: Int) -> JSONError {
    JSONError(offset: offset, message: message, isSyntaxError: false)
  }

  private mutating func read(
    _ reader: inout JSONReader, idKey: [UInt8], list: ArraySlice<String>,
    _ sections: inout SectionLists
  ) throws(JSONError) {
    reader.skipWhitespace()
    if reader.isAtEnd { throw reader.error("empty input: expected a JSON value") }
    if reader.bytes.count >= 3 && reader.bytes[0] == 0xEF && reader.bytes[1] == 0xBB
      && reader.bytes[2] == 0xBF
    {
      throw reader.error("byte order mark at the start (RFC 8259 forbids it)")
    }
    if list.isEmpty {
      try readList(&reader, idKey: idKey, &sections)
    } else {
      try readOuter(&reader, idKey: idKey, list: list, at: "", &sections)
    }
    try reader.expectEnd()
  }

  /// Reads the list at the cursor: a flat list of items, or an object with `sections`.
  mutating func readList(
    _ reader: inout JSONReader, idKey: [UInt8], _ sections: inout SectionLists
  ) throws(JSONError) {
    let start = reader.position
    switch reader.peek {
    case UInt8(ascii: "["):
      isFlat = true
      var items: [JSONKey] = []
      items.reserveCapacity(itemRanges.capacity)
      sectionRanges.append(start..<start)
      sectionMembers.append([])
      var template: ItemTemplate?
      try readItems(&reader, idKey: idKey, into: &items, template: &template)
      sections.identifiers.append(arena.key("0".utf8, isNumber: true))
      sections.items.append(items)
    case UInt8(ascii: "{"):
      try readSectioned(&reader, idKey: idKey, &sections, start: start)
    default:
      try reader.skipValue()
      let place = listPointer.isEmpty ? "the top level" : "the value at \(listPointer) (--list)"
      throw Self.shapeError(
        "\(place) must be an array of items or an object with \"sections\"", at: start)
    }
  }

  /// Reads a sectioned document, the top-level object at `start`: its `sections` and its other
  /// members (metadata), each name once.
  mutating func readSectioned(
    _ reader: inout JSONReader, idKey: [UInt8],
    _ sections: inout SectionLists, start: Int
  ) throws(JSONError) {
    var sawSections = false
    var template: ItemTemplate?  // shared by the sections: their items are usually alike
    var names = MemberNames()
    try reader.forEachMember(depth: 1) {
      (reader: inout JSONReader, name: Range<Int>) throws(JSONError) in
      // (A second "sections" is refused here too.)
      try names.insert(name, of: reader, in: "the top-level object")
      guard try reader.name(name, equals: Self.sectionsName) else {
        let key = try reader.unescape(name)
        topLevelMembers.append((key, try reader.skipValue(depth: 1)))
        return
      }
      sawSections = true
      guard reader.peek == UInt8(ascii: "[") else {
        try reader.skipValue(depth: 1)
        throw Self.shapeError(
          "\"sections\" must be an array of section objects", at: name.lowerBound - 1)
      }
      // One set of names for all the sections: emptied, not made again, for each.
      var names = MemberNames()
      try reader.forEachElement(depth: 2) { (reader: inout JSONReader) throws(JSONError) in
        try readSection(&reader, idKey: idKey, &sections, template: &template, names: &names)
      }
    }
    guard sawSections else {
      throw Self.shapeError(
        (listPointer.isEmpty ? "the top-level object" : "the object at \(listPointer) (--list)")
          + #" has no "sections" member (expected an array of items or {"sections": [...]})"#,
        at: start)
    }
  }

  private mutating func readSection(
    _ reader: inout JSONReader, idKey: [UInt8],
    _ sections: inout SectionLists, template: inout ItemTemplate?,
    names: inout MemberNames
  ) throws(JSONError) {
    let start = reader.position
    guard reader.peek == UInt8(ascii: "{") else {
      try reader.skipValue(depth: 2)
      throw Self.shapeError("a section must be an object with \"id\" and \"items\"", at: start)
    }
    var identifier: JSONKey?
    var items: [JSONKey]?
    var members: [(name: String, range: Range<Int>)] = []
    names.removeAll()
    try reader.forEachMember(depth: 3) {
      (reader: inout JSONReader, name: Range<Int>) throws(JSONError) in
      try names.insert(name, of: reader, in: "a section")
      if try reader.name(name, equals: Self.idName) {
        identifier = try Self.readIdentifier(
          &reader, arena, depth: 3, what: "a section identifier")
      } else if try reader.name(name, equals: Self.itemsName) {
        guard reader.peek == UInt8(ascii: "[") else {
          let at = reader.position
          try reader.skipValue(depth: 3)
          throw Self.shapeError("\"items\" must be an array", at: at)
        }
        // Read into one list for all the sections, then copied at their size: a list grown item
        // by item is reallocated many times, each time taking the allocator's lock, which the
        // other document's reader shares. (A copy of the buffer's elements, not of the array,
        // which would share the buffer and its capacity, and leave `read` to allocate anew.)
        try readItems(&reader, idKey: idKey, into: &sections.read, template: &template, depth: 3)
        items = sections.read.withUnsafeBufferPointer { Array($0) }
        sections.read.removeAll(keepingCapacity: true)
      } else {
        let key = try reader.unescape(name)
        members.append((key, try reader.skipValue(depth: 3)))
      }
    }
    guard let identifier else { throw Self.shapeError("a section has no \"id\" member", at: start) }
    guard let items else {
      throw Self.shapeError("section \(identifier) has no \"items\" member", at: start)
    }
    sections.identifiers.append(identifier)
    sections.items.append(items)
    sectionRanges.append(start..<reader.position)
    sectionMembers.append(members)
  }

  /// Reads the identifier at the cursor, of an item or a section (`what`, for the message).
  ///
  /// - Throws: ``JSONError`` for invalid JSON, or a value that is neither a string nor a number.
  static func readIdentifier(
    _ reader: inout JSONReader, _ arena: JSONKeyArena, depth: Int, what: String
  ) throws(JSONError) -> JSONKey {
    let start = reader.position
    guard let key = try reader.readKey(arena: arena) else {
      try reader.skipValue(depth: depth)
      throw Self.shapeError("\(what) must be a string or a number", at: start)
    }
    return key
  }
}
