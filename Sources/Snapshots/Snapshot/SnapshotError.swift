/// An error thrown when untrusted input would make an invalid snapshot.
///
/// Thrown by ``Snapshot/init(validating:)-(Sequence<(SectionIdentifierType,[ItemIdentifierType])>)``; decoding reports the same problems as a
/// `DecodingError`. The identifier is kept as text, so the error is `Sendable` whatever the
/// identifier types are.
///
/// ```swift
/// do {
///   _ = try Snapshot<String, String>(validating: [("a", ["x"]), ("b", ["x"])])
/// } catch {
///   print(error)  // duplicate item identifier x at section 1, item 0 (first at section 0, item 0)
/// }
/// ```
public struct SnapshotError: Error, Hashable, CustomStringConvertible {
  /// What kind of problem was found; new codes may be added in later versions.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    /// The code's stable name.
    public let description: String

    /// A section identifier appears twice.
    public static let duplicateSectionIdentifier = Code(description: "duplicate section identifier")
    /// An item identifier appears twice, in one section or in two.
    public static let duplicateItemIdentifier = Code(description: "duplicate item identifier")
  }

  /// A place in the input: a section index, and an item index inside it for items.
  public struct Position: Hashable, Sendable, CustomStringConvertible {
    /// The index of the section in the input.
    public var section: Int
    /// The index of the item inside its section, or `nil` for a position of a section.
    public var item: Int?

    /// Creates a position.
    ///
    /// - Parameters:
    ///   - section: The index of the section in the input.
    ///   - item: The index of the item inside the section, or `nil` for a section.
    public init(section: Int, item: Int? = nil) {
      self.section = section
      self.item = item
    }

    /// The position as text: `section 2` or `section 2, item 5`.
    public var description: String {
      item.map { "section \(section), item \($0)" } ?? "section \(section)"
    }
  }

  /// What kind of problem was found.
  public var code: Code
  /// The offending identifier, as text.
  public var identifier: String
  /// Where the identifier first appears.
  public var firstPosition: Position
  /// Where it appears again.
  public var secondPosition: Position
  /// The duplicates found after this one, in the order a section by section build meets them:
  /// a validating initializer names every duplicate of its input with both of its positions (up
  /// to ``namedDuplicateLimit`` of them; ``duplicateCount`` counts them all).
  public var moreDuplicates: [SnapshotError] = []
  /// How many duplicates the input holds, this one included.
  public var duplicateCount = 1

  /// The most duplicates an error names: a hostile input that repeats one item a million times
  /// is refused with a bounded error, which still counts them all.
  public static let namedDuplicateLimit = 1_000

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - code: What kind of problem was found.
  ///   - identifier: The offending identifier, as text.
  ///   - firstPosition: Where the identifier first appears.
  ///   - secondPosition: Where it appears again.
  public init(code: Code, identifier: String, firstPosition: Position, secondPosition: Position) {
    self.code = code
    self.identifier = identifier
    self.firstPosition = firstPosition
    self.secondPosition = secondPosition
  }

  /// One error naming `duplicates` (in order, up to ``namedDuplicateLimit``) out of `count`, or
  /// `nil` when there are none.
  ///
  /// O(*k*) for *k* duplicates.
  @usableFromInline
  package static func _naming(_ duplicates: [SnapshotError], count: Int) -> SnapshotError? {
    guard var first = duplicates.first else { return nil }
    first.moreDuplicates = Array(duplicates.dropFirst().prefix(namedDuplicateLimit - 1))
    first.duplicateCount = count
    return first
  }

  /// Every duplicate named: this one, then ``moreDuplicates``.
  ///
  /// - Complexity: O(*k*) for *k* duplicates.
  public var allDuplicates: [SnapshotError] {
    var first = self
    (first.moreDuplicates, first.duplicateCount) = ([], 1)
    return [first] + moreDuplicates
  }

  /// A message naming the identifier and both positions, then how many more duplicates there are
  /// and the first few of them.
  public var description: String {
    let first = "\(code) \(identifier) at \(secondPosition) (first at \(firstPosition))"
    guard duplicateCount > 1 else { return first }
    let shown = moreDuplicates.prefix(4).map(\.description).joined(separator: "; ")
    let rest = duplicateCount - 1 > 4 ? "; ..." : ""
    return "\(first); and \(duplicateCount - 1) more: \(shown)\(rest)"
  }
}
