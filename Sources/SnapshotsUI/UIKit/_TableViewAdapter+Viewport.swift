#if canImport(UIKit) && !os(watchOS)
  import Snapshots
  import UIKit

  /// The table's viewport, for anchored applies: rows measured with `rectForRow(at:)`, the
  /// viewport's top below the adjusted content inset (under a navigation bar, for example).
  extension _TableViewAdapter {
    @usableFromInline
    var firstVisibleItemPath: ItemPath? {
      guard let tableView else { return nil }
      let top = tableView.contentOffset.y + tableView.adjustedContentInset.top
      return tableView.indexPathsForVisibleRows?.sorted()
        .first { tableView.rectForRow(at: $0).maxY > top }.map(ItemPath.init)
    }

    @usableFromInline
    func viewportOffset(ofItemAt path: ItemPath) -> Double? {
      guard let tableView else { return nil }
      let top = tableView.contentOffset.y + tableView.adjustedContentInset.top
      return Double(tableView.rectForRow(at: IndexPath(path)).minY - top)
    }

    /// Sets the content offset without animation, once the table has laid out the batch (the
    /// rows' rects are then the new ones, and the batch's animations run from there).
    @usableFromInline
    func setViewportOffset(_ offset: Double, ofItemAt path: ItemPath) {
      guard let tableView else { return }
      tableView.layoutIfNeeded()
      let top = tableView.rectForRow(at: IndexPath(path)).minY - CGFloat(offset)
      tableView.setContentOffset(_clampedOffset(top, in: tableView), animated: false)
    }

    @usableFromInline
    func scrollToItem(at path: ItemPath, animated: Bool) {
      tableView?.scrollToRow(at: IndexPath(path), at: .top, animated: animated)
    }
  }

  /// A content offset whose viewport's top is `top`, as far as the content allows.
  @MainActor
  func _clampedOffset(_ top: CGFloat, in scrollView: UIScrollView) -> CGPoint {
    let insets = scrollView.adjustedContentInset
    let lowest = scrollView.contentSize.height + insets.bottom - scrollView.bounds.height
    let y = max(min(top - insets.top, lowest), -insets.top)
    return CGPoint(x: scrollView.contentOffset.x, y: y)
  }
#endif
