/// Something both sides of a merge changed differently, and how the merge resolved it.
///
/// A conflict never stops a merge: each is resolved to the preferred side
/// (``JSONSnapshotMerge/Side``) and listed, so that the merged document is always JSON.
public struct JSONMergeConflict: Sendable, Equatable, CustomStringConvertible {
  /// What clashed.
  public enum Kind: String, Sendable, CaseIterable {
    /// Both sides changed the same value (a member of an item, a section's or the document's
    /// content) differently, or inserted one identifier with different content.
    case changed
    /// One side deleted an item or a section that the other changed.
    case deletedAndChanged = "deleted-and-changed"
    /// Both sides moved one item or section to different places.
    case movedApart = "moved-apart"
    /// An item one side placed in a section that the merge deleted: left out with the section.
    case deletedWithSection = "deleted-with-section"
  }

  /// What clashed.
  public var kind: Kind
  /// The section concerned, or the section of the item concerned (`nil` for the document's
  /// top-level members and in a flat list).
  public var section: JSONIdentifier?
  /// The item concerned, or `nil` for a section or the document.
  public var item: JSONIdentifier?
  /// The member concerned, inside the item, the section's content or the document (RFC 6901;
  /// empty for the whole value).
  public var member: JSONPointer
  /// The base's value (`nil` where absent: not yet inserted).
  public var base: JSONValue?
  /// Our value (`nil` where absent: deleted, or never inserted).
  public var ours: JSONValue?
  /// Their value (`nil` where absent: deleted, or never inserted).
  public var theirs: JSONValue?
  /// The side the merged document follows here.
  public var resolution: JSONSnapshotMerge.Side

  /// Creates a conflict.
  ///
  /// - Complexity: O(1).
  public init(
    kind: Kind, section: JSONIdentifier?, item: JSONIdentifier?,
    member: JSONPointer = JSONPointer(tokens: []), base: JSONValue?, ours: JSONValue?,
    theirs: JSONValue?, resolution: JSONSnapshotMerge.Side
  ) {
    (self.kind, self.section, self.item, self.member) = (kind, section, item, member)
    (self.base, self.ours, self.theirs, self.resolution) = (base, ours, theirs, resolution)
  }

  /// One line: `changed: item "c-ada" in section "inbox", member /phone: kept ours`.
  ///
  /// O(*n*) for the identifiers' and the member's text.
  public var description: String {
    var place =
      item.map { "item \($0)" + (section.map { " in section \($0)" } ?? "") }
      ?? section.map { "section \($0)" } ?? "the document"
    if !member.tokens.isEmpty { place += ", member \(member)" }
    return "\(kind.rawValue): \(place): kept \(resolution.rawValue)"
  }

  /// The conflict as a JSON object: `kind`, `section`, `item`, `member`, `base`, `ours`,
  /// `theirs` (each left out where absent) and `resolution`.
  ///
  /// O(*n*) for the values' size.
  public var json: JSONValue {
    var members: [JSONObject.Member] = [("kind", .string(kind.rawValue))]
    if let section { members.append(("section", section.value)) }
    if let item { members.append(("item", item.value)) }
    members.append(("member", .string(member.description)))
    for (name, value) in [("base", base), ("ours", ours), ("theirs", theirs)] {
      if let value { members.append((name, value)) }
    }
    members.append(("resolution", .string(resolution.rawValue)))
    return .object(JSONObject(members))
  }
}
