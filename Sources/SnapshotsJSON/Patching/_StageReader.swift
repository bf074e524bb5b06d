import Snapshots

/// Reads one stage of staged JSON changes into an identified batch, recording the values it
/// carries into a copy of the document model (kept only if the stage applies).
struct _StageReader {
  typealias Batch = IdentifiedBatchUpdate<JSONIdentifier, JSONIdentifier>
  var model: _DocumentModel
  let number: Int

  /// An error at an entry of this stage.
  func error(_ list: String, _ index: Int, _ reason: String) -> JSONChangesError {
    JSONChangesError("stage \(number), \(list)[\(index)]: \(reason)")
  }

  /// The entries of `group.list`, which must be an array (absent only where `optional`).
  func entries(
    _ stage: JSONValue, _ group: String, _ list: String, optional: Bool = false
  ) throws(JSONChangesError) -> [JSONValue] {
    switch stage[group]?[list] {
    case .array(let entries): return entries.elements
    case nil where optional: return []
    default: throw JSONChangesError(#"stage \#(number) has no "\#(group)": {"\#(list)": [...]}"#)
    }
  }

  /// The batch of a stage.
  mutating func batch(_ stage: JSONValue) throws(JSONChangesError) -> Batch {
    var batch = Batch()
    batch.deletedSections = try sections(stage, "deleted", withValue: false)
    batch.insertedSections = try sections(stage, "inserted", withValue: true)
    batch.reloadedSections = try sections(stage, "reloaded", withValue: true)
    for (index, entry) in try entries(stage, "sections", "moved").enumerated() {
      let list = "sections.moved"
      batch.movedSections.append(
        .init(
          from: try self.index(entry["from"], list, index),
          to: try self.index(entry["to"], list, index),
          identifier: try identifier(entry, list, index)))
    }
    batch.deletedItems = try items(stage, "deleted", withValue: false)
    batch.insertedItems = try items(stage, "inserted", withValue: true)
    batch.reloadedItems = try items(stage, "reloaded", withValue: true)
    batch.reconfiguredItems = try items(stage, "reconfigured", withValue: true, optional: true)
    for (index, entry) in try entries(stage, "items", "moved").enumerated() {
      let list = "items.moved"
      batch.movedItems.append(
        .init(
          from: try path(entry["from"], list, index), to: try path(entry["to"], list, index),
          identifier: try identifier(entry, list, index)))
    }
    return batch
  }

  /// Section entries `{"index": i, "id": S}`, with the section object as `"value"` where
  /// `withValue` (its items are recorded and listed).
  mutating func sections(
    _ stage: JSONValue, _ name: String, withValue: Bool
  ) throws(JSONChangesError) -> [Batch.Section] {
    let list = "sections.\(name)"
    var sections: [Batch.Section] = []
    for (index, entry) in try entries(stage, "sections", name).enumerated() {
      var section = Batch.Section(
        index: try self.index(entry["index"], list, index),
        identifier: try identifier(entry, list, index))
      if withValue {
        let place = "stage \(number), \(list)[\(index)].value"
        let (identifier, items) = try model.recordSection(entry["value"] ?? .null, at: place)
        guard identifier == section.identifier else {
          throw error(list, index, "the value's id is \(identifier), not \(section.identifier)")
        }
        section.items = items
      }
      sections.append(section)
    }
    return sections
  }

  /// Item entries `{"path": [s, i], "id": I}`, with the item's new value as `"value"` where
  /// `withValue` (a string or number item is its identifier, and may have none).
  mutating func items(
    _ stage: JSONValue, _ name: String, withValue: Bool, optional: Bool = false
  ) throws(JSONChangesError) -> [Batch.Item] {
    let list = "items.\(name)"
    var items: [Batch.Item] = []
    for (index, entry) in try entries(stage, "items", name, optional: optional).enumerated() {
      let item = Batch.Item(
        path: try path(entry["path"], list, index), identifier: try identifier(entry, list, index))
      if withValue {
        let value = entry["value"] ?? item.identifier.value
        guard try model.record(value) == item.identifier else {
          throw error(list, index, "the value's identifier is not \(item.identifier)")
        }
      }
      items.append(item)
    }
    return items
  }

  /// The `id` of an entry.
  func identifier(
    _ entry: JSONValue, _ list: String, _ index: Int
  ) throws(JSONChangesError) -> JSONIdentifier {
    guard let identifier = entry["id"].flatMap(JSONIdentifier.init) else {
      throw error(list, index, "no string or number \"id\"")
    }
    return identifier
  }

  /// A non-negative integer index.
  func index(_ value: JSONValue?, _ list: String, _ index: Int) throws(JSONChangesError) -> Int {
    guard case .number(let number) = value ?? .null, let result = number.intValue, result >= 0
    else { throw error(list, index, "an index is a non-negative integer, not \(value ?? .null)") }
    return result
  }

  /// A path `[section, item]`.
  func path(
    _ value: JSONValue?, _ list: String, _ index: Int
  ) throws(JSONChangesError)
    -> ItemPath
  {
    guard case .array(let parts) = value ?? .null, parts.count == 2 else {
      throw error(list, index, "a path is [section, item], not \(value ?? .null)")
    }
    return ItemPath(
      item: try self.index(parts[1], list, index), section: try self.index(parts[0], list, index))
  }
}
