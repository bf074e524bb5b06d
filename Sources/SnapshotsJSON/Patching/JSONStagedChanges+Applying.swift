import Snapshots

extension JSONStagedChanges {
  /// The document that applying the stages in order to `document` gives.
  ///
  /// The document is read as a snapshot document (a flat list, or an object with `sections`);
  /// each stage is checked against the snapshot it starts from before anything of it is applied
  /// (indexes in range, identifiers as found there, UIKit's batch rules; see
  /// `Snapshot.applying(_:)`), and a `summary`, when present, must count the stages' operations.
  /// All or nothing: on any error no result is returned.
  ///
  /// - Parameters:
  ///   - document: The old document.
  ///   - identifierMember: The member holding object items' identifiers (`snapdiff --id`).
  ///   - list: Where the list is inside `document` (`snapdiff apply --list`), when the changes
  ///     do not say (their `list` member); `nil` for the whole document.
  /// - Returns: The new document.
  /// - Throws: ``JSONChangesError`` naming the first stage and operation that does not fit, and
  ///   why; or what is wrong with the document; or a `list` that differs from the changes' own.
  /// - Complexity: O(*s*·(*n* + *k*²) + *v*) for *s* stages, *n* items, *k* sections and *v*
  ///   bytes of values.
  public func applied(
    to document: JSONValue, identifierMember: String = "id", list: JSONPointer? = nil
  ) throws(JSONChangesError) -> JSONValue {
    if let list, let own = self.list, list != own {
      throw JSONChangesError("the list is at \(list), but the changes are for the list at \(own)")
    }
    var document = document
    if let outside {
      do {
        document = try outside.applied(to: document)
      } catch {
        throw JSONChangesError("outside the list: \(error)")
      }
    }
    guard let pointer = list ?? self.list else {
      return try applied(toList: document, identifierMember: identifierMember)
    }
    guard let value = pointer.value(in: document) else {
      throw JSONChangesError("the document has no list at \(pointer)")
    }
    let changed = try applied(toList: value, identifierMember: identifierMember)
    let replacement: JSONValue = [
      ["op": "replace", "path": .string("\(pointer)"), "value": changed]
    ]
    // The pointer was just resolved: replacing there cannot fail.
    return try! JSONPatch(replacement).applied(to: document)
  }

  /// The list that applying the stages in order to `document` (a snapshot document) gives.
  private func applied(
    toList document: JSONValue, identifierMember: String
  ) throws(JSONChangesError) -> JSONValue {
    var model = try _DocumentModel(document, identifierMember: identifierMember)
    try checkSummary()
    for (number, stage) in stages.enumerated() {
      var reader = _StageReader(model: model, number: number)
      let batch = try reader.batch(stage)
      do {
        reader.model.snapshot = try model.snapshot.applying(batch)
      } catch {
        let place = error.operation.isEmpty ? "" : ", \(error.operation)"
        throw JSONChangesError("stage \(number)\(place): \(error.reason)")
      }
      model = reader.model
    }
    try model.takeDocumentChange(self.document)
    return try model.value()
  }

  /// Checks that the `summary`, when present, counts the stages' operations: a dropped or
  /// repeated operation that still fits the document is caught here.
  ///
  /// A deletion and an insertion of one identifier in one stage are one reload written as a
  /// replacement, and count as that reload.
  func checkSummary() throws(JSONChangesError) {
    guard let summary else { return }
    for group in ["sections", "items"] {
      var totals = OperationCounts()
      for stage in stages {
        func entries(_ list: String) -> JSONArray {
          if case .array(let entries) = stage[group]?[list] ?? [] { return entries }
          return []
        }
        let (deleted, inserted) = (entries("deleted"), entries("inserted"))
        let replaced = Self.replacementCount(deleted, inserted)
        totals[.delete] += deleted.count - replaced
        totals[.insert] += inserted.count - replaced
        totals[.move] += entries("moved").count
        totals[.reload] += entries("reloaded").count + entries("reconfigured").count + replaced
      }
      for operation in OperationKind.allCases {
        guard case .number(let count) = summary[group]?[operation.word] ?? .null,
          count.intValue == totals[operation]
        else {
          throw JSONChangesError(
            "the summary does not count the stages: \(group).\(operation.word) has \(totals[operation]) operations"
          )
        }
      }
    }
  }

  /// The number of identifiers that a stage's list both deletes and inserts.
  static func replacementCount(_ deleted: JSONArray, _ inserted: JSONArray) -> Int {
    guard !deleted.isEmpty && !inserted.isEmpty else { return 0 }
    func identifiers(_ entries: JSONArray) -> Set<JSONIdentifier> {
      Set(entries.compactMap { $0["id"].flatMap(JSONIdentifier.init) })
    }
    return identifiers(deleted).intersection(identifiers(inserted)).count
  }
}

/// A snapshot document as a snapshot with the values of its items and sections.
struct _DocumentModel {
  let identifierMember: String
  var isFlat: Bool
  /// The top-level members of a sectioned document (`sections` among them).
  var topMembers: JSONObject = []
  /// Each section's object (its `items` are written from the snapshot).
  var sectionObjects: [JSONIdentifier: JSONObject] = [:]
  /// Each item's value.
  var itemValues: [JSONIdentifier: JSONValue] = [:]
  var snapshot = Snapshot<JSONIdentifier, JSONIdentifier>()

  /// The identifier of a flat document's one section.
  static let flatSection = JSONIdentifier(.number(JSONNumber(0)))!

  /// Reads a document.
  init(_ document: JSONValue, identifierMember: String) throws(JSONChangesError) {
    self.identifierMember = identifierMember
    var sections: [(JSONIdentifier, [JSONIdentifier])] = []
    switch document {
    case .array(let items):
      isFlat = true
      sections = [(Self.flatSection, try record(items))]
    case .object(let members):
      guard case .array(let objects) = document["sections"] ?? .null else { fallthrough }
      isFlat = false
      topMembers = members
      for (index, object) in objects.enumerated() {
        sections.append(try recordSection(object, at: "the document's sections[\(index)]"))
      }
    default:
      throw JSONChangesError(
        "the document is neither a list nor an object with a \"sections\" array")
    }
    do {
      snapshot = try Snapshot(validating: sections)
    } catch {
      throw JSONChangesError("the document has a \(error)")
    }
  }

  /// Records an item's value; returns its identifier.
  mutating func record(_ item: JSONValue) throws(JSONChangesError) -> JSONIdentifier {
    let identifier = try self.identifier(of: item)
    itemValues[identifier] = item
    return identifier
  }

  /// Records a section object and its items; returns its identifier and items.
  mutating func recordSection(
    _ object: JSONValue, at place: String
  ) throws(JSONChangesError) -> (JSONIdentifier, [JSONIdentifier]) {
    guard case .object(let members) = object,
      let identifier = object["id"].flatMap(JSONIdentifier.init),
      case .array(let items) = object["items"] ?? .null
    else {
      throw JSONChangesError(
        "\(place) is not a section object with a string or number \"id\" and \"items\"")
    }
    sectionObjects[identifier] = members
    return (identifier, try record(items))
  }

  /// Records item values; returns their identifiers.
  mutating func record(_ items: JSONArray) throws(JSONChangesError) -> [JSONIdentifier] {
    var identifiers: [JSONIdentifier] = []
    identifiers.reserveCapacity(items.count)
    for item in items { identifiers.append(try record(item)) }
    return identifiers
  }

  /// The identifier of an item value: itself for a string or number, its identifier member for
  /// an object.
  func identifier(of item: JSONValue) throws(JSONChangesError) -> JSONIdentifier {
    let identifier: JSONIdentifier?
    if case .object = item {
      identifier = item[identifierMember].flatMap(JSONIdentifier.init)
    } else {
      identifier = JSONIdentifier(item)
    }
    guard let identifier else {
      throw JSONChangesError(
        "the item \(item) has no string or number identifier (\(jsonQuoted(identifierMember)))")
    }
    return identifier
  }

  /// Takes the `document` member of the changes: the new shape, and the new top-level members.
  mutating func takeDocumentChange(_ change: JSONValue?) throws(JSONChangesError) {
    guard let change else { return }
    guard case .bool(let flat) = change["flat"] ?? .null else {
      throw JSONChangesError("\"document\" has no boolean \"flat\"")
    }
    isFlat = flat
    if !flat {
      guard case .object(let members) = change["members"] ?? .null else {
        throw JSONChangesError("\"document\" has no \"members\" object")
      }
      topMembers = members
    }
  }

  /// The document the model holds.
  func value() throws(JSONChangesError) -> JSONValue {
    func items(_ section: JSONIdentifier) -> JSONValue {
      .array(JSONArray(snapshot.itemIdentifiers(inSection: section).lazy.map { itemValues[$0]! }))
    }
    if isFlat {
      guard snapshot.numberOfSections == 1 else {
        throw JSONChangesError(
          "a flat document has one section; the stages leave \(snapshot.numberOfSections)")
      }
      return items(snapshot.sectionIdentifiers[0])
    }
    let sections = JSONValue.array(
      JSONArray(
        snapshot.sectionIdentifiers.lazy.map { section in
          let members = sectionObjects[section] ?? [("id", section.value)]
          return JSONValue.object(replacing("items", with: items(section), in: members))
        }))
    return .object(replacing("sections", with: sections, in: topMembers))
  }

  /// `members` with the member `name` set to `value` (in place, or added at the end).
  func replacing(
    _ name: String, with value: JSONValue, in members: JSONObject
  ) -> JSONObject {
    var members = members
    if let index = members.firstIndex(where: { $0.name == name }) {
      members[index].value = value
    } else {
      members.append((name, value))
    }
    return members
  }
}
