/// Why UIKit would reject a batch: the rule it breaks and the message UIKit raises for it.
///
/// ```swift
/// do {
///   try BatchValidator().validate(update, before: [3], after: [2])
/// } catch {
///   print(error.message)   // "Invalid update: invalid number of rows in section 0. ..."
/// }
/// ```
public struct BatchValidationError: Error, Hashable, CustomStringConvertible {
  /// The kind of rule broken; new codes may be added in later versions.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    /// The code's stable name.
    public let description: String

    /// An index or index path outside the sections or items before or after the batch.
    public static let outOfBounds = Code(description: "out of bounds")
    /// Two operations that UIKit refuses together (delete and reload, delete and move, ...).
    public static let conflict = Code(description: "conflict")
    /// The same index or index path listed twice in one list, or moved twice.
    public static let duplicate = Code(description: "duplicate")
    /// The number of sections after the batch does not add up.
    public static let sectionCount = Code(description: "invalid number of sections")
    /// The number of items in a section after the batch does not add up.
    public static let itemCount = Code(description: "invalid number of items")
    /// A combination UIKit accepts but that corrupts a collection view or miscounts rows: an item
    /// operation in a section that the same batch moves or reloads, or an insertion into a
    /// section it moves.
    public static let unsafeCombination = Code(description: "unsafe combination")
    /// A reload or reconfigure out of place.
    ///
    /// UIKit would put it elsewhere than where its item or section ends (and then show other rows
    /// than the data source holds), or, under ``BatchValidator/ReloadRule/inPlace``, its batch
    /// displaces it at all. The message names the before-path, where UIKit puts it and where it
    /// ends.
    public static let displacedReload = Code(description: "displaced reload")
    /// A replacement (``BatchUpdate/replacedItems``, ``BatchUpdate/replacedSections``) whose
    /// deletion or insertion the batch does not list, or that is listed twice: the pairs only
    /// name which of the batch's deletions and insertions are one reload, so each must be both.
    public static let invalidReplacement = Code(description: "invalid replacement")
    /// The batch is legal, but performing it would show other items than the data source holds
    /// (reported by ``HeadlessTableView`` when it knows its cells' identifiers).
    public static let dataMismatch = Code(description: "data mismatch")
  }

  /// The kind of rule broken.
  public var code: Code
  /// UIKit's message for it (for the rules UIKit raises), naming the index or index path.
  public var message: String
  /// The operation that breaks the rule, or `nil` for a rule of the whole batch (the number of
  /// sections or items).
  public var operation: Operation?

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - code: The kind of rule broken.
  ///   - message: The message.
  ///   - operation: The operation that breaks the rule, if one does.
  public init(code: Code, message: String, operation: Operation? = nil) {
    self.code = code
    self.message = message
    self.operation = operation
  }

  /// The message.
  public var description: String { message }
}

extension BatchValidationError {
  /// One operation of a ``BatchUpdate``: the list that holds it and its position there.
  public struct Operation: Hashable, Sendable, CustomStringConvertible {
    /// The lists of a ``BatchUpdate``, named as its properties.
    public enum List: String, Hashable, Sendable {
      case deletedSections, insertedSections, movedSections, reloadedSections, replacedSections
      case deletedItems, insertedItems, movedItems, reloadedItems, reconfiguredItems, replacedItems
    }

    /// The list.
    public var list: List
    /// The position in the list, from 0.
    public var index: Int

    /// Creates a reference to the operation at `index` of `list`.
    public init(_ list: List, _ index: Int) {
      self.list = list
      self.index = index
    }

    /// The list and the position, as `deletedItems[2]`.
    public var description: String { "\(list.rawValue)[\(index)]" }
  }
}
