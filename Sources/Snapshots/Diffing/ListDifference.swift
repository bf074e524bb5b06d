/// The difference between two lists: deletions, insertions, moves and updates, with a map between
/// old and new offsets for every element that survived.
///
/// Identity and content are separate questions. Two elements are *the same element* when their
/// identifiers are equal; a surviving element whose content changed is an *update*. An element is
/// reported at most once as a deletion or an insertion, and a surviving element at most once as a
/// move and at most once as an update (it may be both).
///
/// ```swift
/// let old = ["a", "b", "c", "d"]
/// let new = ["b", "c", "a", "e"]
/// let difference = ListDifference(from: old, to: new)
/// difference.deletions.map(\.offset)       // [3]        "d"
/// difference.insertions.map(\.offset)      // [3]        "e"
/// difference.moves.map(\.source)           // [0]        "a", the one move needed
/// difference.applying(to: old) == new      // true
/// ```
///
/// Coordinates: deletions and update `oldOffset`s are offsets in the old list; insertions and
/// update `newOffset`s are offsets in the new list; a move goes from an old offset to a new offset.
/// For a sequence of single operations, each in the coordinates the previous one leaves, use
/// ``steps``.
public struct ListDifference<Element> {
  /// An element of the old list that is not in the new list.
  public struct Deletion {
    /// The element's offset in the old list.
    public var offset: Int
    /// The element.
    public var element: Element

    /// Creates a deletion.
    ///
    /// - Parameters:
    ///   - offset: The element's offset in the old list.
    ///   - element: The element.
    @inlinable
    public init(offset: Int, element: Element) {
      self.offset = offset
      self.element = element
    }
  }

  /// An element of the new list that is not in the old list.
  public struct Insertion {
    /// The element's offset in the new list.
    public var offset: Int
    /// The element.
    public var element: Element

    /// Creates an insertion.
    ///
    /// - Parameters:
    ///   - offset: The element's offset in the new list.
    ///   - element: The element.
    @inlinable
    public init(offset: Int, element: Element) {
      self.offset = offset
      self.element = element
    }
  }

  /// A surviving element whose position relative to the other survivors changed.
  public struct Move {
    /// The element's offset in the old list.
    public var source: Int
    /// The element's offset in the new list.
    public var destination: Int
    /// The element as it is in the old list (when its content changed too, ``updates`` has the
    /// new value).
    public var element: Element

    /// Creates a move.
    ///
    /// - Parameters:
    ///   - source: The element's offset in the old list.
    ///   - destination: The element's offset in the new list.
    ///   - element: The element as it is in the old list.
    @inlinable
    public init(source: Int, destination: Int, element: Element) {
      self.source = source
      self.destination = destination
      self.element = element
    }
  }

  /// A surviving element whose content changed.
  public struct Update {
    /// The element's offset in the old list.
    public var oldOffset: Int
    /// The element's offset in the new list.
    public var newOffset: Int
    /// The element as it was.
    public var oldElement: Element
    /// The element as it is now.
    public var newElement: Element

    /// Creates an update.
    ///
    /// - Parameters:
    ///   - oldOffset: The element's offset in the old list.
    ///   - newOffset: The element's offset in the new list.
    ///   - oldElement: The element as it was.
    ///   - newElement: The element as it is now.
    @inlinable
    public init(oldOffset: Int, newOffset: Int, oldElement: Element, newElement: Element) {
      self.oldOffset = oldOffset
      self.newOffset = newOffset
      self.oldElement = oldElement
      self.newElement = newElement
    }
  }

  /// The number of elements in the old list.
  public let oldCount: Int
  /// The number of elements in the new list.
  public let newCount: Int
  /// Elements of the old list that are gone, by ascending old offset.
  public let deletions: [Deletion]
  /// Elements of the new list that are new, by ascending new offset.
  public let insertions: [Insertion]
  /// Surviving elements that moved, by ascending destination: the fewest moves that put the
  /// survivors in their new order.
  public let moves: [Move]
  /// Surviving elements whose content changed, by ascending new offset.
  public let updates: [Update]

  /// For each old offset, the new offset of the same element, or -1 when it was deleted.
  @usableFromInline internal let _oldToNew: [Int]
  /// For each new offset, the old offset of the same element, or -1 when it was inserted.
  @usableFromInline internal let _newToOld: [Int]

  /// Creates a difference from its parts, which the caller guarantees are consistent.
  @inlinable
  internal init(
    oldCount: Int, newCount: Int, deletions: [Deletion], insertions: [Insertion], moves: [Move],
    updates: [Update], oldToNew: [Int], newToOld: [Int]
  ) {
    self.oldCount = oldCount
    self.newCount = newCount
    self.deletions = deletions
    self.insertions = insertions
    self.moves = moves
    self.updates = updates
    self._oldToNew = oldToNew
    self._newToOld = newToOld
  }

  /// Whether the two lists hold the same elements in the same order with the same contents.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var isEmpty: Bool {
    deletions.isEmpty && insertions.isEmpty && moves.isEmpty && updates.isEmpty
  }

  /// The new offset of the element at an old offset.
  ///
  /// - Parameter oldOffset: An offset in the old list.
  /// - Returns: The element's offset in the new list, or `nil` when it was deleted or when
  ///   `oldOffset` is outside `0..<oldCount`.
  /// - Complexity: O(1).
  @inlinable
  public func newOffset(forOldOffset oldOffset: Int) -> Int? {
    guard _oldToNew.indices.contains(oldOffset) else { return nil }
    let offset = _oldToNew[oldOffset]
    return offset < 0 ? nil : offset
  }

  /// The old offset of the element at a new offset.
  ///
  /// - Parameter newOffset: An offset in the new list.
  /// - Returns: The element's offset in the old list, or `nil` when it was inserted or when
  ///   `newOffset` is outside `0..<newCount`.
  /// - Complexity: O(1).
  @inlinable
  public func oldOffset(forNewOffset newOffset: Int) -> Int? {
    guard _newToOld.indices.contains(newOffset) else { return nil }
    let offset = _newToOld[newOffset]
    return offset < 0 ? nil : offset
  }
}

extension ListDifference: Sendable where Element: Sendable {}
extension ListDifference.Deletion: Sendable where Element: Sendable {}
extension ListDifference.Insertion: Sendable where Element: Sendable {}
extension ListDifference.Move: Sendable where Element: Sendable {}
extension ListDifference.Update: Sendable where Element: Sendable {}
extension ListDifference.Deletion: Equatable where Element: Equatable {}
extension ListDifference.Insertion: Equatable where Element: Equatable {}
extension ListDifference.Move: Equatable where Element: Equatable {}
extension ListDifference.Update: Equatable where Element: Equatable {}
extension ListDifference.Deletion: Hashable where Element: Hashable {}
extension ListDifference.Insertion: Hashable where Element: Hashable {}
extension ListDifference.Move: Hashable where Element: Hashable {}
extension ListDifference.Update: Hashable where Element: Hashable {}
