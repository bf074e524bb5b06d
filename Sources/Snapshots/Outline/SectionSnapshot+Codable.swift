// Codable form: a list of root nodes, each {"item": I, "expanded": Bool, "children": [...]}
// ("expanded" and "children" are written only when true / not empty).

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
  /// - Throws: What the encoder throws.
  /// - Complexity: O(*n*) for *n* items.
  public func encode(to encoder: any Encoder) throws {
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
  /// - Throws: `DecodingError.dataCorrupted` naming an item that appears twice; and what the
  ///   decoder throws.
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
