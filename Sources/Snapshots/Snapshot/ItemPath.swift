/// The position of an item: its section's index and its index inside that section.
///
/// The counterpart of Foundation's `IndexPath(item:section:)`, without Foundation; table code can
/// say `row`. Paths order by section, then item. Wherever Foundation is (Linux too),
/// `ItemPath(indexPath)` and `IndexPath(path)` convert.
///
/// ```swift
/// let path = ItemPath(row: 2, section: 0)
/// path.item                             // 2: the row is the item
/// let indexPath = IndexPath(path)       // with Foundation
/// ```
public struct ItemPath: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  /// The index of the section.
  public var section: Int
  /// The index of the item inside its section.
  public var item: Int

  /// Creates a path, in the argument order of UIKit's `IndexPath(item:section:)`.
  ///
  /// - Parameters:
  ///   - item: The index of the item inside its section.
  ///   - section: The index of the section.
  @inlinable
  public init(item: Int, section: Int) {
    self.item = item
    self.section = section
  }

  /// Creates a path, in the argument order of UIKit's `IndexPath(row:section:)`.
  ///
  /// - Parameters:
  ///   - row: The index of the row (the item) inside its section.
  ///   - section: The index of the section.
  @inlinable
  public init(row: Int, section: Int) {
    self.init(item: row, section: section)
  }

  /// The index of the row inside its section: the same as ``item``, for table code.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var row: Int {
    get { item }
    set { item = newValue }
  }

  /// Whether `lhs` comes before `rhs`: by section, then by item.
  ///
  /// - Complexity: O(1).
  @inlinable
  public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }

  /// The path as `[section, item]`.
  public var description: String { "[\(section), \(item)]" }
}
