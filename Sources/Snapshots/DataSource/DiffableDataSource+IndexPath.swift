// Foundation's IndexPath where UIKit or AppKit give it rows and items: conversions to and from
// ItemPath, and the data sources' lookups by IndexPath, as Apple's take them.

#if canImport(UIKit) && !os(watchOS)
  import UIKit
#elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
#endif

#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
  extension ItemPath {
    /// The path of an index path's item and section.
    ///
    /// - Parameter indexPath: An index path with a section and an item (or row).
    /// - Complexity: O(1).
    public init(_ indexPath: IndexPath) {
      self.init(item: indexPath.item, section: indexPath.section)
    }
  }

  extension IndexPath {
    /// The index path of an item path.
    ///
    /// - Parameter path: An item path.
    /// - Complexity: O(1).
    public init(_ path: ItemPath) {
      self.init(item: path.item, section: path.section)
    }
  }

  extension DiffableDataSource {
    /// The item the view shows at an index path.
    ///
    /// - Parameter indexPath: A section and item (row) in the view.
    /// - Returns: The item, or `nil` when out of range.
    /// - Complexity: O(1).
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
      guard indexPath.count == 2 else { return nil }
      return itemIdentifier(for: ItemPath(indexPath))
    }
  }

  extension DiffableDataSourceBinding {
    /// The item the view shows at an index path.
    ///
    /// - Parameter indexPath: A section and item (row) in the view.
    /// - Returns: The item, or `nil` when out of range.
    /// - Complexity: O(1).
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
      base.itemIdentifier(for: indexPath)
    }

    /// Where the view shows an item.
    ///
    /// - Parameter identifier: An item.
    /// - Returns: Its index path, or `nil` when not shown.
    /// - Complexity: O(1) expected.
    public func indexPath(for identifier: ItemIdentifierType) -> IndexPath? {
      base.indexPath(for: identifier).map(IndexPath.init)
    }
  }
#endif
