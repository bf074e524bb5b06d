// Snapshot's Codable form:
//
//     {"sections": [{"id": S, "items": [I, ...]}, ...],
//      "reloadedItems": [I], "reconfiguredItems": [I], "reloadedSections": [S]}
//
// The three mark arrays are written only when not empty and are optional when decoding.

extension Snapshot: Encodable
where SectionIdentifierType: Encodable, ItemIdentifierType: Encodable {
  /// Encodes the sections with their items, and the marks when there are any.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  /// - Complexity: O(*n* + *s*), where *n* is the number of items and *s* the number of sections.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: _SnapshotCodingKey.self)
    var sections = container.nestedUnkeyedContainer(forKey: .sections)
    for (identifier, items) in zip(_sectionIdentifiers, _sectionItems) {
      var section = sections.nestedContainer(keyedBy: _SnapshotCodingKey.self)
      try section.encode(identifier, forKey: .id)
      try section.encode(items, forKey: .items)
    }
    if !_marks.reloadedItems.isEmpty {
      try container.encode(_marks.reloadedItems.elements, forKey: .reloadedItems)
    }
    if !_marks.reconfiguredItems.isEmpty {
      try container.encode(_marks.reconfiguredItems.elements, forKey: .reconfiguredItems)
    }
    if !_marks.reloadedSections.isEmpty {
      try container.encode(_marks.reloadedSections.elements, forKey: .reloadedSections)
    }
  }
}

extension Snapshot: Decodable
where SectionIdentifierType: Decodable, ItemIdentifierType: Decodable {
  /// Decodes a snapshot, validating it as untrusted input.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` naming a duplicate identifier with the coding paths of
  ///   both of its occurrences, or a mark on an identifier that is not in the snapshot; and what
  ///   the decoder throws.
  /// - Complexity: O(*n* + *s*) expected, where *n* is the number of items and *s* the number of
  ///   sections.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: _SnapshotCodingKey.self)
    var sectionsContainer = try container.nestedUnkeyedContainer(forKey: .sections)
    var sections: [(SectionIdentifierType, [ItemIdentifierType])] = []
    while !sectionsContainer.isAtEnd {
      let section = try sectionsContainer.nestedContainer(keyedBy: _SnapshotCodingKey.self)
      sections.append(
        (
          try section.decode(SectionIdentifierType.self, forKey: .id),
          try section.decode([ItemIdentifierType].self, forKey: .items)
        ))
    }
    do {
      try self.init(validating: sections)
    } catch {
      func path(_ position: SnapshotError.Position) -> String {
        position.item.map { "sections[\(position.section)].items[\($0)]" }
          ?? "sections[\(position.section)].id"
      }
      let key = _SnapshotCodingKey(intValue: error.secondPosition.section)
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: container.codingPath + [_SnapshotCodingKey.sections, key],
          debugDescription:
            "\(error.code.description.prefix(1).uppercased())\(error.code.description.dropFirst())"
            + " \(error.identifier) at \(path(error.secondPosition));"
            + " first at \(path(error.firstPosition))"))
    }
    let reloadedItems = try container.decodeIfPresent(
      [ItemIdentifierType].self, forKey: .reloadedItems)
    let reconfiguredItems = try container.decodeIfPresent(
      [ItemIdentifierType].self, forKey: .reconfiguredItems)
    let reloadedSections = try container.decodeIfPresent(
      [SectionIdentifierType].self, forKey: .reloadedSections)
    for (key, items) in [(.reloadedItems, reloadedItems), (.reconfiguredItems, reconfiguredItems)]
      as [(_SnapshotCodingKey, [ItemIdentifierType]?)]
    {
      for item in items ?? [] where _location(of: item) == nil {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container,
          debugDescription: "Marked item \(item) is not in the snapshot")
      }
    }
    for section in reloadedSections ?? [] where _sectionPositions[section] == nil {
      throw DecodingError.dataCorruptedError(
        forKey: .reloadedSections, in: container,
        debugDescription: "Marked section \(section) is not in the snapshot")
    }
    reloadItems(reloadedItems ?? [])
    reconfigureItems(reconfiguredItems ?? [])
    reloadSections(reloadedSections ?? [])
  }
}

/// The coding keys of a snapshot, and integer keys for positions in its arrays.
internal struct _SnapshotCodingKey: CodingKey {
  var stringValue: String
  var intValue: Int?

  init(stringValue: String) {
    self.stringValue = stringValue
    self.intValue = nil
  }

  init(intValue: Int) {
    self.stringValue = "Index \(intValue)"
    self.intValue = intValue
  }

  static let sections = Self(stringValue: "sections")
  static let id = Self(stringValue: "id")
  static let items = Self(stringValue: "items")
  static let reloadedItems = Self(stringValue: "reloadedItems")
  static let reconfiguredItems = Self(stringValue: "reconfiguredItems")
  static let reloadedSections = Self(stringValue: "reloadedSections")
}
