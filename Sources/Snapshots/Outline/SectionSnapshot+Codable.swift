// Codable form: a list of root nodes, each {"item": I, "expanded": Bool, "children": [...]}
// ("expanded" and "children" are written only when true / not empty).
//
// The form nests as deep as the tree, and every Codable encoder and decoder recurses once per
// level: an outline 4,000 levels deep overflowed the stack in JSONEncoder. Both directions are
// bounded by `SectionSnapshot.maximumCodableDepth` with a thrown error instead.

extension SectionSnapshot {
  /// The most levels an outline may have to be encoded or decoded: 200.
  ///
  /// Each level is two nested containers (the node and its children), and Foundation's JSON
  /// encoder and decoder stop at 512 nested containers; every encoder and decoder also costs
  /// stack frames per level, and threads other than the main one have small stacks. When the
  /// outline is inside other containers, their levels count too. Deeper outlines throw
  /// `EncodingError.invalidValue` or `DecodingError.dataCorrupted` rather than exhausting the
  /// stack.
  public static var maximumCodableDepth: Int { 200 }
}

private struct _CodedNode<Item> {
  var item: Item
  var expanded: Bool
  var children: [_CodedNode]
}

private enum _NodeKey: String, CodingKey { case item, expanded, children }

extension _CodedNode: Encodable where Item: Encodable {
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: _NodeKey.self)
    try container.encode(item, forKey: .item)
    if expanded { try container.encode(true, forKey: .expanded) }
    if !children.isEmpty { try container.encode(children, forKey: .children) }
  }
}

extension _CodedNode: Decodable where Item: Decodable {
  init(from decoder: any Decoder) throws {
    // Each level adds two coding-path entries (the "children" key and an index) to the root's one.
    let depth = decoder.codingPath.count / 2 + 1
    guard depth <= SectionSnapshot<Int>.maximumCodableDepth else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription:
            "outline deeper than \(SectionSnapshot<Int>.maximumCodableDepth) levels"))
    }
    let container = try decoder.container(keyedBy: _NodeKey.self)
    item = try container.decode(Item.self, forKey: .item)
    expanded = try container.decodeIfPresent(Bool.self, forKey: .expanded) ?? false
    children = try container.decodeIfPresent([_CodedNode].self, forKey: .children) ?? []
  }
}

extension SectionSnapshot: Encodable where ItemIdentifierType: Encodable {
  /// Encodes the tree as nested nodes with their expansion states.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: `EncodingError.invalidValue` for an outline deeper than
  ///   ``maximumCodableDepth`` levels; what the encoder throws.
  /// - Complexity: O(*n*) for *n* items.
  public func encode(to encoder: any Encoder) throws {
    if let deepest = _nodes.values.max(by: { $0.level < $1.level }),
      deepest.level >= Self.maximumCodableDepth
    {
      throw EncodingError.invalidValue(
        self,
        .init(
          codingPath: encoder.codingPath,
          debugDescription:
            "outline of \(deepest.level + 1) levels, deeper than \(Self.maximumCodableDepth)"))
    }
    func coded(_ item: ItemIdentifierType) -> _CodedNode<ItemIdentifierType> {
      let node = _nodes[item]!
      return _CodedNode(item: item, expanded: node.isExpanded, children: node.children.map(coded))
    }
    var container = encoder.singleValueContainer()
    try container.encode(_roots.map(coded))
  }
}

extension SectionSnapshot: Decodable where ItemIdentifierType: Decodable {
  /// Decodes a tree, validating it as untrusted input.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` naming an item that appears twice, or for an outline
  ///   deeper than ``maximumCodableDepth`` levels; and what the decoder throws.
  /// - Complexity: O(*n*) expected for *n* items.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let roots = try container.decode([_CodedNode<ItemIdentifierType>].self)
    self.init()
    var stack = roots.reversed().map { ($0, ItemIdentifierType?.none, 0) }
    while let (coded, parent, level) = stack.popLast() {
      guard _nodes[coded.item] == nil else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "Duplicate item identifier \(coded.item) in the outline")
      }
      _nodes[coded.item] = _Node(
        parent: parent, children: coded.children.map(\.item), level: level,
        isExpanded: coded.expanded)
      if parent == nil { _roots.append(coded.item) }
      for child in coded.children.reversed() { stack.append((child, coded.item, level + 1)) }
    }
  }
}
