// Coding form: snapdiff's `--format json` stage (see IdentifiedBatchUpdate), paths as [section, item].

/// The keys of a batch's coding form.
private enum _BatchKeys: String, CodingKey {
  case sections, items
  case deleted, inserted, moved, reloaded, reconfigured
  case index, id, path, from, to
}

extension IdentifiedBatchUpdate: Encodable
where SectionIdentifierType: Encodable, ItemIdentifierType: Encodable {
  /// Encodes the batch in snapdiff's stage form.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  /// - Complexity: O(*k*) for *k* operations and the items of inserted and reloaded sections.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: _BatchKeys.self)
    var sections = container.nestedContainer(keyedBy: _BatchKeys.self, forKey: .sections)
    try sections.encode(deletedSections.map { _SectionEntry(section: $0) }, forKey: .deleted)
    try sections.encode(
      insertedSections.map { _SectionEntry(section: $0, withItems: true) }, forKey: .inserted)
    try sections.encode(movedSections.map { _SectionMoveEntry($0) }, forKey: .moved)
    try sections.encode(
      reloadedSections.map { _SectionEntry(section: $0, withItems: true) }, forKey: .reloaded)
    var items = container.nestedContainer(keyedBy: _BatchKeys.self, forKey: .items)
    try items.encode(deletedItems.map { _ItemEntry($0) }, forKey: .deleted)
    try items.encode(insertedItems.map { _ItemEntry($0) }, forKey: .inserted)
    try items.encode(movedItems.map { _ItemMoveEntry($0) }, forKey: .moved)
    try items.encode(reloadedItems.map { _ItemEntry($0) }, forKey: .reloaded)
    if !reconfiguredItems.isEmpty {
      try items.encode(reconfiguredItems.map { _ItemEntry($0) }, forKey: .reconfigured)
    }
  }
}

extension IdentifiedBatchUpdate: Decodable
where SectionIdentifierType: Decodable, ItemIdentifierType: Decodable {
  /// Decodes a batch, checking that every index is non-negative and every path has two.
  ///
  /// Whether the batch fits a snapshot is checked when it is applied
  /// (`Snapshot.applying(_:)`), or when a ``Changeset`` holding it is decoded.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` saying what and where; what the decoder throws.
  /// - Complexity: O(*k*) for *k* operations and listed items.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: _BatchKeys.self)
    let sections = try container.nestedContainer(keyedBy: _BatchKeys.self, forKey: .sections)
    typealias Entry = _SectionEntry<SectionIdentifierType, ItemIdentifierType>
    deletedSections = try sections.decode([Entry].self, forKey: .deleted).map(\.section)
    // Only inserted and reloaded sections carry their items: "items" on a deleted one would be
    // read and then lost on the way back.
    if let index = deletedSections.firstIndex(where: { !$0.items.isEmpty }) {
      throw DecodingError.dataCorruptedError(
        forKey: .deleted, in: sections,
        debugDescription:
          "sections.deleted[\(index)] lists items; only inserted and reloaded sections do")
    }
    insertedSections = try sections.decode([Entry].self, forKey: .inserted).map(\.section)
    movedSections = try sections.decode(
      [_SectionMoveEntry<SectionIdentifierType>].self, forKey: .moved
    ).map { $0.move() }
    reloadedSections = try sections.decode([Entry].self, forKey: .reloaded).map(\.section)
    let items = try container.nestedContainer(keyedBy: _BatchKeys.self, forKey: .items)
    typealias ItemEntry = _ItemEntry<ItemIdentifierType>
    deletedItems = try items.decode([ItemEntry].self, forKey: .deleted).map { $0.item() }
    insertedItems = try items.decode([ItemEntry].self, forKey: .inserted).map { $0.item() }
    movedItems = try items.decode([_ItemMoveEntry<ItemIdentifierType>].self, forKey: .moved)
      .map { $0.move() }
    reloadedItems = try items.decode([ItemEntry].self, forKey: .reloaded).map { $0.item() }
    reconfiguredItems =
      try items.decodeIfPresent([ItemEntry].self, forKey: .reconfigured)?.map { $0.item() } ?? []
  }
}

/// Decodes an index, which must not be negative.
func _decodeIndex<Key: CodingKey>(
  _ container: KeyedDecodingContainer<Key>, _ key: Key
) throws -> Int {
  let index = try container.decode(Int.self, forKey: key)
  guard index >= 0 else {
    throw DecodingError.dataCorruptedError(
      forKey: key, in: container, debugDescription: "negative index \(index)")
  }
  return index
}

/// Decodes a path written `[section, item]`.
func _decodePath<Key: CodingKey>(
  _ container: KeyedDecodingContainer<Key>, _ key: Key
) throws -> ItemPath {
  let numbers = try container.decode([Int].self, forKey: key)
  guard numbers.count == 2, numbers[0] >= 0, numbers[1] >= 0 else {
    throw DecodingError.dataCorruptedError(
      forKey: key, in: container,
      debugDescription: "a path is two non-negative indexes [section, item], not \(numbers)")
  }
  return ItemPath(item: numbers[1], section: numbers[0])
}

/// A section entry: `{"index": i, "id": S}`, with `"items"` for inserted and reloaded sections.
private struct _SectionEntry<Section: Hashable, Item: Hashable> {
  var section: IdentifiedBatchUpdate<Section, Item>.Section
  var withItems = false
}

extension _SectionEntry: Encodable where Section: Encodable, Item: Encodable {
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: _BatchKeys.self)
    try container.encode(section.index, forKey: .index)
    try container.encode(section.identifier, forKey: .id)
    if withItems { try container.encode(section.items, forKey: .items) }
  }
}

extension _SectionEntry: Decodable where Section: Decodable, Item: Decodable {
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: _BatchKeys.self)
    section = .init(
      index: try _decodeIndex(container, .index),
      identifier: try container.decode(Section.self, forKey: .id),
      items: try container.decodeIfPresent([Item].self, forKey: .items) ?? [])
  }
}

/// A section move: `{"from": i, "to": j, "id": S}`.
private struct _SectionMoveEntry<Section: Hashable> {
  var from: Int
  var to: Int
  var identifier: Section

  init<Item>(_ move: IdentifiedBatchUpdate<Section, Item>.SectionMove) {
    (from, to, identifier) = (move.from, move.to, move.identifier)
  }

  func move<Item>() -> IdentifiedBatchUpdate<Section, Item>.SectionMove {
    .init(from: from, to: to, identifier: identifier)
  }
}

extension _SectionMoveEntry: Encodable where Section: Encodable {
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: _BatchKeys.self)
    try container.encode(from, forKey: .from)
    try container.encode(to, forKey: .to)
    try container.encode(identifier, forKey: .id)
  }
}

extension _SectionMoveEntry: Decodable where Section: Decodable {
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: _BatchKeys.self)
    from = try _decodeIndex(container, .from)
    to = try _decodeIndex(container, .to)
    identifier = try container.decode(Section.self, forKey: .id)
  }
}

/// An item entry: `{"path": [s, i], "id": I}`.
private struct _ItemEntry<Item: Hashable> {
  var path: ItemPath
  var identifier: Item

  init<Section>(_ item: IdentifiedBatchUpdate<Section, Item>.Item) {
    (path, identifier) = (item.path, item.identifier)
  }

  func item<Section>() -> IdentifiedBatchUpdate<Section, Item>.Item {
    .init(path: path, identifier: identifier)
  }
}

extension _ItemEntry: Encodable where Item: Encodable {
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: _BatchKeys.self)
    try container.encode([path.section, path.item], forKey: .path)
    try container.encode(identifier, forKey: .id)
  }
}

extension _ItemEntry: Decodable where Item: Decodable {
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: _BatchKeys.self)
    path = try _decodePath(container, .path)
    identifier = try container.decode(Item.self, forKey: .id)
  }
}

/// An item move: `{"from": [s, i], "to": [t, j], "id": I}`.
private struct _ItemMoveEntry<Item: Hashable> {
  var from: ItemPath
  var to: ItemPath
  var identifier: Item

  init<Section>(_ move: IdentifiedBatchUpdate<Section, Item>.ItemMove) {
    (from, to, identifier) = (move.from, move.to, move.identifier)
  }

  func move<Section>() -> IdentifiedBatchUpdate<Section, Item>.ItemMove {
    .init(from: from, to: to, identifier: identifier)
  }
}

extension _ItemMoveEntry: Encodable where Item: Encodable {
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: _BatchKeys.self)
    try container.encode([from.section, from.item], forKey: .from)
    try container.encode([to.section, to.item], forKey: .to)
    try container.encode(identifier, forKey: .id)
  }
}

extension _ItemMoveEntry: Decodable where Item: Decodable {
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: _BatchKeys.self)
    from = try _decodePath(container, .from)
    to = try _decodePath(container, .to)
    identifier = try container.decode(Item.self, forKey: .id)
  }
}
