/// A section and its items: of identifiers, to build a snapshot (see ``SnapshotBuilder``), or of
/// model values, to diff them (see ``Changeset/init(from:to:reportingContentChangesAs:)-([SectionOfItems<Section,Item>],_,_)``).
///
/// ```swift
/// let sections = [SectionOfItems(inbox, items: inboxMessages)]
/// ```
public struct SectionOfItems<Section, Item> {
  /// The section.
  public var section: Section
  /// Its items, in order.
  public var items: [Item]

  /// A section with its items.
  ///
  /// - Complexity: O(1).
  public init(_ section: Section, items: [Item]) {
    self.section = section
    self.items = items
  }

  /// A section with the items a builder lists (`if`, `if let`, `switch` and `for` allowed).
  ///
  /// ```swift
  /// SectionOfItems("inbox") {
  ///   "welcome"
  ///   for message in messages { message.id }
  ///   if showsDrafts { drafts.map(\.id) }
  /// }
  /// ```
  ///
  /// - Complexity: That of running `items`.
  public init(_ section: Section, @ItemsBuilder<Item> items: () -> [Item]) {
    self.init(section, items: items())
  }
}

extension SectionOfItems: Equatable where Section: Equatable, Item: Equatable {}
extension SectionOfItems: Hashable where Section: Hashable, Item: Hashable {}
extension SectionOfItems: Sendable where Section: Sendable, Item: Sendable {}
extension SectionOfItems: Encodable where Section: Encodable, Item: Encodable {}
extension SectionOfItems: Decodable where Section: Decodable, Item: Decodable {}

/// Builds a list of items from expressions, arrays, `if`, `switch` and `for`.
@resultBuilder
public enum ItemsBuilder<Item> {
  /// One item.
  public static func buildExpression(_ item: Item) -> [Item] { [item] }
  /// Several items.
  public static func buildExpression(_ items: [Item]) -> [Item] { items }
  /// The items of each line, in order.
  public static func buildBlock(_ parts: [Item]...) -> [Item] { parts.flatMap { $0 } }
  /// The items of an `if` without `else`, when it holds.
  public static func buildOptional(_ part: [Item]?) -> [Item] { part ?? [] }
  /// The items of the first branch.
  public static func buildEither(first part: [Item]) -> [Item] { part }
  /// The items of the second branch.
  public static func buildEither(second part: [Item]) -> [Item] { part }
  /// The items of every pass of a `for` loop.
  public static func buildArray(_ parts: [[Item]]) -> [Item] { parts.flatMap { $0 } }
  /// The items of an `if #available` branch.
  public static func buildLimitedAvailability(_ part: [Item]) -> [Item] { part }
}

/// Builds the sections of a snapshot, each with its items (see `Snapshot.init(_:)` with a builder).
@resultBuilder
public enum SnapshotBuilder<Section, Item> {
  /// One section.
  public static func buildExpression(
    _ section: SectionOfItems<Section, Item>
  )
    -> [SectionOfItems<Section, Item>]
  { [section] }
  /// Several sections.
  public static func buildExpression(
    _ sections: [SectionOfItems<Section, Item>]
  )
    -> [SectionOfItems<Section, Item>]
  { sections }
  /// The sections of each line, in order.
  public static func buildBlock(
    _ parts: [SectionOfItems<Section, Item>]...
  )
    -> [SectionOfItems<Section, Item>]
  { parts.flatMap { $0 } }
  /// The sections of an `if` without `else`, when it holds.
  public static func buildOptional(
    _ part: [SectionOfItems<Section, Item>]?
  )
    -> [SectionOfItems<Section, Item>]
  { part ?? [] }
  /// The sections of the first branch.
  public static func buildEither(
    first part: [SectionOfItems<Section, Item>]
  )
    -> [SectionOfItems<Section, Item>]
  { part }
  /// The sections of the second branch.
  public static func buildEither(
    second part: [SectionOfItems<Section, Item>]
  )
    -> [SectionOfItems<Section, Item>]
  { part }
  /// The sections of every pass of a `for` loop.
  public static func buildArray(
    _ parts: [[SectionOfItems<Section, Item>]]
  )
    -> [SectionOfItems<Section, Item>]
  { parts.flatMap { $0 } }
  /// The sections of an `if #available` branch.
  public static func buildLimitedAvailability(
    _ part: [SectionOfItems<Section, Item>]
  )
    -> [SectionOfItems<Section, Item>]
  { part }
}

extension Snapshot {
  /// A snapshot of the sections a builder lists, each with its items.
  ///
  /// ```swift
  /// let snapshot = Snapshot<String, Int> {
  ///   SectionOfItems("inbox") { 1; 2 }
  ///   if showsArchive {
  ///     SectionOfItems("archive", items: archived)
  ///   }
  /// }
  /// ```
  ///
  /// - Precondition: No section and no item appears twice (see `init(_:)` with an array);
  ///   use `init(validating:)` for untrusted input.
  /// - Complexity: O(*n*) expected for *n* sections and items, plus running `content`.
  public init(
    @SnapshotBuilder<SectionIdentifierType, ItemIdentifierType> _ content: () -> [SectionOfItems<
      SectionIdentifierType, ItemIdentifierType
    >]
  ) {
    self.init(content())
  }

  /// A snapshot of `sections`, each with its items.
  ///
  /// - Precondition: No section and no item appears twice, in one section or across sections
  ///   (the trap and message of a duplicate in an array given to ``appendItems(_:toSection:)``:
  ///   where appending moves an item already present, a list that names it twice is a mistake).
  /// - Complexity: O(*n*) expected for *n* sections and items.
  public init(_ sections: [SectionOfItems<SectionIdentifierType, ItemIdentifierType>]) {
    do {
      try self.init(validating: sections)
    } catch {
      _preconditionFailure(
        "Fatal: supplied identifiers are not unique. Duplicate identifiers: \(error.identifier)"
          + Self._duplicateAdvice)
    }
  }

  /// A snapshot of `sections`, each with its items, checked: a duplicate section or item is an
  /// error, not a trap.
  ///
  /// - Throws: ``SnapshotError`` naming the duplicate and both places.
  /// - Complexity: O(*n*) expected for *n* sections and items.
  public init(
    validating sections: [SectionOfItems<SectionIdentifierType, ItemIdentifierType>]
  ) throws(SnapshotError) {
    try self.init(validating: sections.map { ($0.section, $0.items) })
  }

  /// The sections with their items, as nested arrays.
  ///
  /// - Complexity: O(*n*) for *n* sections and items.
  public var sectionsOfItems: [SectionOfItems<SectionIdentifierType, ItemIdentifierType>] {
    sectionIdentifiers.map { SectionOfItems($0, items: itemIdentifiers(inSection: $0)) }
  }
}
