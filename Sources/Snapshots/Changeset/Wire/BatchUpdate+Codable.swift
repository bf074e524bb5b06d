// Coding form: an object with each list under its property name; `replacedSections` and
// `replacedItems` are written only when not empty, and read as empty when missing, so that a
// batch without replacements codes as it did before they existed.

extension BatchUpdate: Codable {
  private enum CodingKeys: String, CodingKey {
    case deletedSections, insertedSections, movedSections, reloadedSections
    case deletedItems, insertedItems, movedItems, reloadedItems, reconfiguredItems
    case replacedSections, replacedItems
  }

  /// Decodes a batch; the replacement lists may be missing.
  ///
  /// - Complexity: O(*k*) for *k* operations.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      deletedSections: try container.decode([Int].self, forKey: .deletedSections),
      insertedSections: try container.decode([Int].self, forKey: .insertedSections),
      movedSections: try container.decode([IndexMove].self, forKey: .movedSections),
      reloadedSections: try container.decode([Int].self, forKey: .reloadedSections),
      deletedItems: try container.decode([ItemPath].self, forKey: .deletedItems),
      insertedItems: try container.decode([ItemPath].self, forKey: .insertedItems),
      movedItems: try container.decode([PathMove].self, forKey: .movedItems),
      reloadedItems: try container.decode([ItemPath].self, forKey: .reloadedItems),
      reconfiguredItems: try container.decode([ItemPath].self, forKey: .reconfiguredItems),
      replacedSections: try container.decodeIfPresent([IndexMove].self, forKey: .replacedSections)
        ?? [],
      replacedItems: try container.decodeIfPresent([PathMove].self, forKey: .replacedItems) ?? [])
  }

  /// Encodes the batch; the replacement lists only when not empty.
  ///
  /// - Complexity: O(*k*) for *k* operations.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(deletedSections, forKey: .deletedSections)
    try container.encode(insertedSections, forKey: .insertedSections)
    try container.encode(movedSections, forKey: .movedSections)
    try container.encode(reloadedSections, forKey: .reloadedSections)
    try container.encode(deletedItems, forKey: .deletedItems)
    try container.encode(insertedItems, forKey: .insertedItems)
    try container.encode(movedItems, forKey: .movedItems)
    try container.encode(reloadedItems, forKey: .reloadedItems)
    try container.encode(reconfiguredItems, forKey: .reconfiguredItems)
    if !replacedSections.isEmpty {
      try container.encode(replacedSections, forKey: .replacedSections)
    }
    if !replacedItems.isEmpty { try container.encode(replacedItems, forKey: .replacedItems) }
  }
}
