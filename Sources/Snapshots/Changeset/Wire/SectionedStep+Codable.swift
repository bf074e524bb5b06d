// Coding form: one object per step, named by "op" (the case name), with the case's indexes or
// paths ([section, item]) and "id":
//   {"op": "deleteSection", "index": 2, "id": S}
//   {"op": "moveSection", "from": 0, "to": 3, "id": S}
//   {"op": "insertItem", "path": [1, 4], "id": I}
//   {"op": "moveItem", "from": [0, 2], "to": [1, 0], "id": I}

/// The keys of a step's coding form.
private enum _StepKeys: String, CodingKey {
  case op, index, path, from, to, id
}

extension SectionedStep: Encodable
where SectionIdentifierType: Encodable, ItemIdentifierType: Encodable {
  /// Encodes the step as `{"op": CASE, ...}`.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  /// - Complexity: O(1).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: _StepKeys.self)
    func path(_ value: ItemPath, _ key: _StepKeys) throws {
      try container.encode([value.section, value.item], forKey: key)
    }
    try container.encode(_name, forKey: .op)
    switch self {
    case .deleteSection(let index, let identifier), .insertSection(let index, let identifier),
      .reloadSection(let index, let identifier):
      try container.encode(index, forKey: .index)
      try container.encode(identifier, forKey: .id)
    case .moveSection(let from, let to, let identifier):
      try container.encode(from, forKey: .from)
      try container.encode(to, forKey: .to)
      try container.encode(identifier, forKey: .id)
    case .deleteItem(let at, let identifier), .insertItem(let at, let identifier),
      .reloadItem(let at, let identifier), .reconfigureItem(let at, let identifier):
      try path(at, .path)
      try container.encode(identifier, forKey: .id)
    case .moveItem(let from, let to, let identifier):
      try path(from, .from)
      try path(to, .to)
      try container.encode(identifier, forKey: .id)
    }
  }

  /// The case's name, as `"op"` holds it.
  private var _name: String {
    switch self {
    case .deleteSection: "deleteSection"
    case .insertSection: "insertSection"
    case .moveSection: "moveSection"
    case .reloadSection: "reloadSection"
    case .deleteItem: "deleteItem"
    case .insertItem: "insertItem"
    case .moveItem: "moveItem"
    case .reloadItem: "reloadItem"
    case .reconfigureItem: "reconfigureItem"
    }
  }
}

extension SectionedStep: Decodable
where SectionIdentifierType: Decodable, ItemIdentifierType: Decodable {
  /// Decodes a step, checking that its indexes are not negative and its paths have two.
  ///
  /// Whether a list of steps fits a snapshot depends on the steps before each; apply them to a
  /// model that checks its indexes.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` for an unknown `op`, a missing member, a negative index or a
  ///   malformed path; what the decoder throws.
  /// - Complexity: O(1).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: _StepKeys.self)
    let name = try container.decode(String.self, forKey: .op)
    func section() throws -> SectionIdentifierType {
      try container.decode(SectionIdentifierType.self, forKey: .id)
    }
    func item() throws -> ItemIdentifierType {
      try container.decode(ItemIdentifierType.self, forKey: .id)
    }
    func index(_ key: _StepKeys) throws -> Int { try _decodeIndex(container, key) }
    func path(_ key: _StepKeys) throws -> ItemPath { try _decodePath(container, key) }
    switch name {
    case "deleteSection": self = .deleteSection(index: try index(.index), identifier: try section())
    case "insertSection": self = .insertSection(index: try index(.index), identifier: try section())
    case "reloadSection": self = .reloadSection(index: try index(.index), identifier: try section())
    case "moveSection":
      self = .moveSection(from: try index(.from), to: try index(.to), identifier: try section())
    case "deleteItem": self = .deleteItem(at: try path(.path), identifier: try item())
    case "insertItem": self = .insertItem(at: try path(.path), identifier: try item())
    case "reloadItem": self = .reloadItem(at: try path(.path), identifier: try item())
    case "reconfigureItem": self = .reconfigureItem(at: try path(.path), identifier: try item())
    case "moveItem":
      self = .moveItem(from: try path(.from), to: try path(.to), identifier: try item())
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .op, in: container, debugDescription: "unknown step \"\(name)\"")
    }
  }
}
