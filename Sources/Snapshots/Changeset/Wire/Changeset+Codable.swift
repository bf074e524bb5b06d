// Coding form: {"old": SNAPSHOT, "stages": [BATCH, ...], "reloadedSections": [S],
// "reloadedItems": [I], "reconfiguredItems": [I]}, each BATCH an IdentifiedBatchUpdate. The
// content changes are listed whole: the batches leave out the item changes that a section reload
// covers.

/// The keys of a changeset's coding form.
private enum _ChangesetKeys: String, CodingKey {
  case old, stages, reloadedSections, reloadedItems, reconfiguredItems
}

extension Changeset: Encodable
where SectionIdentifierType: Encodable, ItemIdentifierType: Encodable {
  /// Encodes the old snapshot and the ``identifiedBatches`` that lead from it to the new one.
  ///
  /// A client that already holds the old snapshot needs only the batches: encode
  /// ``identifiedBatches`` alone and rebuild with ``init(from:applying:)``.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  /// - Complexity: O(*n* + *c* log *c*) for *n* items and *c* changes.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: _ChangesetKeys.self)
    try container.encode(old, forKey: .old)
    try container.encode(identifiedBatches, forKey: .stages)
    try container.encode(reloadedSections.map(\.identifier), forKey: .reloadedSections)
    try container.encode(reloadedItems.map(\.identifier), forKey: .reloadedItems)
    try container.encode(reconfiguredItems.map(\.identifier), forKey: .reconfiguredItems)
  }
}

extension Changeset: Decodable
where SectionIdentifierType: Decodable, ItemIdentifierType: Decodable {
  /// Decodes a changeset: the old snapshot (checked as ``Snapshot`` decoding checks it) and the
  /// batches, each checked against the snapshot it starts from, then applied.
  ///
  /// The content changes come back as marks on ``new``; they must name sections and items that
  /// survive. The rest of the changeset is the one this library computes between the snapshots.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` at `stages[i]` naming the first operation that does
  ///   not fit and why; what decoding the snapshot throws.
  /// - Complexity: O(*b*·(*n* + *s*²) + *c* log *c*) for *b* batches, *n* items, *s* sections
  ///   and *c* operations.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: _ChangesetKeys.self)
    let old = try container.decode(
      Snapshot<SectionIdentifierType, ItemIdentifierType>.self, forKey: .old)
    let stages = try container.decode(
      [IdentifiedBatchUpdate<SectionIdentifierType, ItemIdentifierType>].self, forKey: .stages)
    var new: Snapshot<SectionIdentifierType, ItemIdentifierType>
    do {
      new = try old.applying(stages)._withoutMarks
    } catch {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: container.codingPath + [_ChangesetKeys.stages, _IndexKey(error.batch)],
          debugDescription: error.description))
    }
    func survivors<Identifier: Decodable>(
      _ key: _ChangesetKeys, _ survives: (Identifier) -> Bool
    ) throws -> [Identifier] {
      let identifiers = try container.decode([Identifier].self, forKey: key)
      if let index = identifiers.firstIndex(where: { !survives($0) }) {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: container.codingPath + [key, _IndexKey(index)],
            debugDescription: "\(identifiers[index]) is not in both snapshots"))
      }
      return identifiers
    }
    let survivingItem = { (item: ItemIdentifierType) in
      old.indexOfItem(item) != nil && new.indexOfItem(item) != nil
    }
    new.reloadSections(
      try survivors(.reloadedSections) {
        old.indexOfSection($0) != nil && new.indexOfSection($0) != nil
      })
    new.reloadItems(try survivors(.reloadedItems, survivingItem))
    new.reconfigureItems(try survivors(.reconfiguredItems, survivingItem))
    self.init(from: old, to: new)
  }
}

/// A coding key for a position in an unkeyed container.
struct _IndexKey: CodingKey {
  var stringValue: String { "Index \(intValue!)" }
  var intValue: Int?

  init(_ index: Int) { intValue = index }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { self.intValue = intValue }
}
