import Snapshots

/// A three-way merge of snapshot documents by the identity of their sections and items.
///
/// Two sides (ours and theirs) changed one base. Their insertions, deletions, moves and content
/// changes all apply when they touch different sections and items; an item both inserted with
/// equal content is inserted once; items both placed after one item keep their side's order,
/// ours first. Objects (items, a section's content, the document's other members) merge member
/// by member. What both changed differently is a ``JSONMergeConflict``, resolved to the
/// preferred side: the merged document is always JSON.
///
/// ```swift
/// let merge = try JSONSnapshotMerge(base: base, ours: ours, theirs: theirs)
/// print(String(decoding: merge.documentBytes, as: UTF8.self))
/// for conflict in merge.conflicts { print(conflict) }
/// ```
public struct JSONSnapshotMerge: Sendable {
  /// A side of the merge.
  public enum Side: String, Sendable, CaseIterable {
    case ours, theirs
  }

  /// Whether the documents are flat lists.
  public let isFlat: Bool
  /// The merged document's members other than `sections` (empty for a flat list).
  public let topLevelMembers: [JSONObject.Member]
  /// A section of the merged document.
  public struct Section: Sendable, Equatable {
    /// Its identifier.
    public var identifier: JSONIdentifier
    /// Its members other than `id` and `items`, as an object (empty in a flat list).
    public var content: JSONValue
    /// Its items: objects, or the strings and numbers that are their own identifiers.
    public var items: [JSONValue]
  }

  /// The merged sections (one, for a flat list).
  ///
  /// - Complexity: O(*n*) for *n* bytes: every item is read as a value.
  public var sections: [Section] {
    mergedSections.map { section in
      Section(
        identifier: JSONIdentifier(section.identifier), content: section.content,
        items: section.items.map(\.value))
    }
  }
  /// The merged sections, their items as texts where the merge took them whole.
  let mergedSections: [_MergedSection]
  /// The three documents, which hold the texts and keys of ``mergedSections``.
  private let documents: [JSONSnapshotDocument]
  /// What both sides changed differently, in document order, each resolved to the preferred side.
  public let conflicts: [JSONMergeConflict]
  /// How many of ``topLevelMembers`` come before `sections` (as in ours).
  let sectionsPosition: Int
  /// Where the list is inside the documents (`list`), and the merge of what is beside it, the
  /// list replaced by `null`; `nil` when the list is the whole document.
  let outside: (pointer: JSONPointer, value: JSONValue)?

  /// Merges `ours` and `theirs`, two changes of `base`.
  ///
  /// - Parameters:
  ///   - base: The document both sides changed.
  ///   - ours: Our change of it.
  ///   - theirs: Their change of it.
  ///   - preferring: The side a conflict is resolved to.
  ///   - ignoring: Members of object items that change on their own (`/updatedAt`): they merge
  ///     as the others do, but where both sides changed one differently it takes the preferred
  ///     side's value without a conflict, and a change there is no change against a deletion.
  /// - Throws: ``JSONMergeError`` when the documents are not all flat lists or all sectioned.
  /// - Complexity: O(*n* log *n*) expected for *n* items in all, plus the size of the values that
  ///   differ.
  public init(
    base: JSONSnapshotDocument, ours: JSONSnapshotDocument, theirs: JSONSnapshotDocument,
    preferring: Side = .ours, ignoring: [JSONPointer] = []
  ) throws(JSONMergeError) {
    guard base.isFlat == ours.isFlat && base.isFlat == theirs.isFlat else {
      throw JSONMergeError(
        message: "\(base.name), \(ours.name) and \(theirs.name) are not all flat lists or all "
          + "sectioned documents")
    }
    let baseSide = _MergeSide(base)
    var sides = [_MergeSide(ours), _MergeSide(theirs)]
    let whole = _WholeSections.find(base: baseSide, ours: sides[0], theirs: sides[1])
    // Twice: the second time each side prefers not to move what the other placed the first time.
    for _ in 0..<2 {
      let placed = sides.map { ($0.placedSections, $0.placedItems) }
      let before = sides
      for index in sides.indices {
        sides[index].place(
          against: baseSide, other: before[1 - index], avoiding: placed[1 - index],
          skipping: whole)
      }
    }
    var state = _MergeState(
      base: baseSide, ours: sides[0], theirs: sides[1], preferringOurs: preferring == .ours,
      ignoring: ignoring.map(\.tokens))
    state.wholeSections = whole
    state.mergeTopLevelMembers()
    state.mergeSections()
    state.mergeItems()
    let outsideValue = state.mergeOutside()
    isFlat = base.isFlat
    topLevelMembers = state.topLevelMembers
    mergedSections = state.orderedSections()
    documents = [base, ours, theirs]
    conflicts = state.conflicts
    sectionsPosition = ours.membersBeforeSections
    outside = (ours.listPointer ?? base.listPointer).flatMap { pointer in
      outsideValue.map { (pointer, $0) }
    }
  }
}

/// Documents a merge cannot take: a flat list and a sectioned document.
public struct JSONMergeError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong, naming the documents.
  public var message: String
  /// The message.
  public var description: String { message }
}
