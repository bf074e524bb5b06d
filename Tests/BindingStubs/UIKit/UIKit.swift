// swift-format-ignore-file
// (The declarations mirror Apple's SDK and are documented there.)
// A stub of the UIKit API used by the data source bindings, for type-checking them on Linux.
// Signatures and isolation as in Apple's SDK; bodies do nothing.

@_exported import Foundation

public struct UIEdgeInsets: Sendable {
  public var top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0
  public init() {}
}

@MainActor
open class UIView: NSObject {
  override public init() { super.init() }
  open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    actionsWithoutAnimation()
  }
  open var bounds: CGRect = .zero
  open func layoutIfNeeded() {}
}

@MainActor
open class UIScrollView: UIView {
  open var contentOffset: CGPoint = .zero
  open var contentSize: CGSize = .zero
  open var adjustedContentInset: UIEdgeInsets { UIEdgeInsets() }
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
}

@MainActor
open class UIResponder: NSObject {}

@MainActor
open class UIViewController: UIResponder {
  override public init() { super.init() }
  open func viewDidLoad() {}
}

@MainActor
open class UILabel: UIView {
  open var text: String?
}

@MainActor
open class UITableViewCell: UIView {
  public enum EditingStyle: Int, Sendable {
    case none, delete, insert
  }
  open var textLabel: UILabel? { nil }
}

@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

@MainActor
open class UITableView: UIScrollView {
  public enum RowAnimation: Int, Sendable {
    case fade, right, left, top, bottom, none, middle
    case automatic = 100
  }
  weak open var dataSource: (any UITableViewDataSource)?
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  { UITableViewCell() }
  open var numberOfSections: Int { 0 }
  open func numberOfRows(inSection section: Int) -> Int { 0 }
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}
  open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}
  open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}
  open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}
  open func moveSection(_ section: Int, toSection newSection: Int) {}
  open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
  open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
  open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
  open func reconfigureRows(at indexPaths: [IndexPath]) {}
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }
  open func reloadData() {}
  public enum ScrollPosition: Int, Sendable {
    case none, top, middle, bottom
  }
  open var indexPathsForVisibleRows: [IndexPath]? { nil }
  open func rectForRow(at indexPath: IndexPath) -> CGRect { .zero }
  open func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool
  ) {}
}

@MainActor open class UICollectionReusableView: UIView {}
@MainActor open class UICollectionViewCell: UICollectionReusableView {}

@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
  func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  )
    -> UICollectionViewCell
}

@MainActor
open class UICollectionView: UIScrollView {
  weak open var dataSource: (any UICollectionViewDataSource)?
  open var numberOfSections: Int { 0 }
  open func numberOfItems(inSection section: Int) -> Int { 0 }
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}
  open func insertSections(_ sections: IndexSet) {}
  open func deleteSections(_ sections: IndexSet) {}
  open func reloadSections(_ sections: IndexSet) {}
  open func moveSection(_ section: Int, toSection newSection: Int) {}
  open func insertItems(at indexPaths: [IndexPath]) {}
  open func deleteItems(at indexPaths: [IndexPath]) {}
  open func reloadItems(at indexPaths: [IndexPath]) {}
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
  open func reconfigureItems(at indexPaths: [IndexPath]) {}
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }
  open func reloadData() {}
  public struct ScrollPosition: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = ScrollPosition(rawValue: 1 << 0)
  }
  open var indexPathsForVisibleItems: [IndexPath] { [] }
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }
  open func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
  ) {}
}

@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
  open var frame: CGRect = .zero
}

// UIKit's additions to Foundation's IndexPath (`init(row:section:)`, `init(item:section:)`,
// `section`, `row`, `item`) are not stubbed: on Linux the Snapshots module declares them, as it
// does wherever Foundation lacks them.
