import Snapshots

/// `snapdiff`'s staged JSON batches (`--format json`), read back to be applied to the old
/// document: the client side of ``JSONSnapshotDiff/stagedJSON(summaryOnly:)``.
///
/// Inserted and reloaded items and sections carry their new value (`"value"`), and a change of
/// the document's shape or top-level members comes as `"document"`, so applying the stages to
/// the old document gives the new one, contents included.
///
/// ```swift
/// let changes = try JSONStagedChanges(parsing: diff.stagedJSON())
/// let new = try changes.applied(to: oldDocument)
/// ```
public struct JSONStagedChanges: Sendable {
  /// The stages, as read.
  let stages: [JSONValue]
  /// The `summary` object, when present: checked against the stages.
  let summary: JSONValue?
  /// The `document` object, when present.
  let document: JSONValue?
  /// Where the list is inside the document (`list`, written by `snapdiff --list`), if anywhere.
  let list: JSONPointer?
  /// The patch for what is beside the list (`outside`), if any.
  let outside: JSONPatch?

  /// Reads staged changes from their JSON text.
  ///
  /// - Throws: ``JSONChangesError`` for text that is not JSON or has no `stages` array.
  /// - Complexity: O(*n*) for *n* bytes.
  public init(parsing bytes: some Collection<UInt8>) throws(JSONChangesError) {
    do {
      try self.init(try JSONValue(parsing: bytes))
    } catch let error as JSONParseError {
      throw JSONChangesError("not JSON: \(error)")
    } catch let error as JSONChangesError {
      throw error
    } catch {
      throw JSONChangesError("\(error)")
    }
  }

  /// Reads staged changes from their JSON value: an object with a `stages` array, and optionally
  /// `summary`, `document`, and, for a list inside a larger document, `list` (its JSON Pointer)
  /// and `outside` (a JSON Patch of what is beside it).
  ///
  /// A member of another name, here or in a stage, is an error rather than ignored: a change
  /// listed under a misspelt name would otherwise be lost without a word. (RFC 6902 ignores
  /// unknown members of a patch's operations, which name no change.)
  ///
  /// - Throws: ``JSONChangesError`` when there is no `stages` array, for a `list` that is not a
  ///   JSON Pointer or an `outside` that is not a JSON Patch, or for a member of another name.
  /// - Complexity: O(*n*) for *n* members of the object and its stages.
  public init(_ value: JSONValue) throws(JSONChangesError) {
    guard case .array(let stages) = value["stages"] ?? .null else {
      throw JSONChangesError("staged changes are an object with a \"stages\" array")
    }
    try Self.checkNames(
      of: value, in: "staged changes",
      are: ["stages", "summary", "document", "list", "outside"])
    for (index, stage) in stages.enumerated() {
      let place = "stage \(index)"
      try Self.checkNames(of: stage, in: place, are: ["sections", "items"])
      try Self.checkNames(
        of: stage["sections"] ?? [:], in: "\(place), sections",
        are: ["deleted", "inserted", "moved", "reloaded"])
      try Self.checkNames(
        of: stage["items"] ?? [:], in: "\(place), items",
        are: ["deleted", "inserted", "moved", "reloaded", "reconfigured"])
    }
    self.stages = stages.elements
    summary = value["summary"]
    document = value["document"]
    (list, outside) = try Self.listAndOutside(of: value)
  }

  /// The `list` and `outside` members of `value`, read.
  private static func listAndOutside(
    of value: JSONValue
  ) throws(JSONChangesError) -> (JSONPointer?, JSONPatch?) {
    var list: JSONPointer?
    if let member = value["list"] {
      guard case .string(let text) = member, let pointer = try? JSONPointer(text) else {
        throw JSONChangesError("\"list\" must be a JSON Pointer (a string such as \"/data/items\")")
      }
      list = pointer
    }
    guard let member = value["outside"] else { return (list, nil) }
    do {
      return (list, try JSONPatch(member))
    } catch {
      throw JSONChangesError("\"outside\": \(error)")
    }
  }
}

extension JSONStagedChanges {
  /// Throws when the object `value` has a member not named in `names`.
  static func checkNames(
    of value: JSONValue, in place: String, are names: [String]
  ) throws(JSONChangesError) {
    guard case .object(let members) = value else { return }
    for member in members where !names.contains(member.name) {
      throw JSONChangesError(
        "\(place): unknown member \(jsonQuoted(member.name)) (known: \(names.joined(separator: ", ")))"
      )
    }
  }
}

/// Why changes could not be read or applied: the first stage and operation that does not fit,
/// and why.
public struct JSONChangesError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, naming the stage and operation where there is one.
  public var message: String

  /// Creates an error.
  ///
  /// - Complexity: O(1).
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
