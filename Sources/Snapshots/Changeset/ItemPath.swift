/// The position of an item: its section's index and its index inside that section.
///
/// The counterpart of Foundation's `IndexPath(item:section:)`, without Foundation. Paths order
/// by section, then item.
///
/// ```swift
/// let path = ItemPath(item: 2, section: 0)
/// let indexPath = IndexPath(item: path.item, section: path.section)   // with Foundation
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
