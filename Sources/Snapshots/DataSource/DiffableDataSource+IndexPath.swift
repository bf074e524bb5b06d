// Foundation's IndexPath wherever Foundation is (Linux too): conversions to and from ItemPath,
// and the data sources' lookups by IndexPath, as Apple's take them. Only this file imports
// Foundation (FoundationEssentials where it exists), so the library core does not use it.

#if canImport(FoundationEssentials)
  import FoundationEssentials
#elseif canImport(Foundation)
  import Foundation
#endif

#if canImport(FoundationEssentials) || canImport(Foundation)
  extension ItemPath {
    /// The path of an index path's section and item (or row).
    ///
    /// - Parameter indexPath: An index path of two indexes: a section, then an item.
    /// - Precondition: `indexPath` holds exactly two indexes.
    /// - Complexity: O(1).
    public init(_ indexPath: IndexPath) {
      _precondition(
        indexPath.count == 2,
        "An item path needs a section and an item: \(indexPath) has \(indexPath.count) indexes")
      self.init(item: indexPath[1], section: indexPath[0])
    }
  }

  extension IndexPath {
    /// The index path of an item path: its section, then its item.
    ///
    /// - Parameter path: An item path.
    /// - Complexity: O(1).
    public init(_ path: ItemPath) {
      self.init(indexes: [path.section, path.item])
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

  extension ModelDataSource {
    /// The model the view shows at an index path.
    ///
    /// - Parameter indexPath: A section and item (row) in the view.
    /// - Returns: The item's newest value, or `nil` when out of range.
    /// - Complexity: O(1) expected.
    public func item(for indexPath: IndexPath) -> Item? {
      base.itemIdentifier(for: indexPath).flatMap(item(withIdentifier:))
    }
  }

  extension ModelDataSourceBinding {
    /// The model the view shows at an index path.
    ///
    /// - Parameter indexPath: A section and item (row) in the view.
    /// - Returns: The item's newest value, or `nil` when out of range.
    /// - Complexity: O(1) expected.
    public func item(for indexPath: IndexPath) -> Item? { models.item(for: indexPath) }
  }
#endif

#if !canImport(Darwin)
  #if canImport(FoundationEssentials) || canImport(Foundation)
    extension IndexPath {
      /// An index path of a section and an item, as UIKit's `IndexPath(item:section:)` (which
      /// Foundation has only on Apple platforms), so that code written for UIKit builds here.
      ///
      /// - Parameters:
      ///   - item: The item's index in its section.
      ///   - section: The section's index.
      /// - Complexity: O(1).
      public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
      }

      /// An index path of a section and a row, as UIKit's `IndexPath(row:section:)`.
      ///
      /// - Parameters:
      ///   - row: The row's index in its section.
      ///   - section: The section's index.
      /// - Complexity: O(1).
      public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
      }

      /// The section, the first index, as UIKit's `IndexPath.section`.
      ///
      /// - Precondition: The index path holds two indexes.
      /// - Complexity: O(1).
      public var section: Int { self[0] }

      /// The item, the second index, as UIKit's `IndexPath.item`.
      ///
      /// - Precondition: The index path holds two indexes.
      /// - Complexity: O(1).
      public var item: Int { self[1] }

      /// The row, the second index, as UIKit's `IndexPath.row`.
      ///
      /// - Precondition: The index path holds two indexes.
      /// - Complexity: O(1).
      public var row: Int { self[1] }
    }
  #endif
#endif
