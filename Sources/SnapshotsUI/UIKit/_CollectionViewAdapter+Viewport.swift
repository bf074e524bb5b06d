#if canImport(UIKit) && !os(watchOS)
  import Snapshots
  import UIKit

  /// The collection view's viewport, for anchored applies: items measured with their layout
  /// attributes, the viewport's top below the adjusted content inset.
  extension _CollectionViewAdapter {
    @usableFromInline
    var firstVisibleItemPath: ItemPath? {
      guard let collectionView else { return nil }
      let top = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
      return collectionView.indexPathsForVisibleItems.sorted()
        .first { (collectionView.layoutAttributesForItem(at: $0)?.frame.maxY ?? 0) > top }
        .map(ItemPath.init)
    }

    @usableFromInline
    func viewportOffset(ofItemAt path: ItemPath) -> Double? {
      guard let collectionView,
        let frame = collectionView.layoutAttributesForItem(at: IndexPath(path))?.frame
      else { return nil }
      let top = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
      return Double(frame.minY - top)
    }

    /// Sets the content offset without animation, once the collection view has laid out the
    /// batch.
    @usableFromInline
    func setViewportOffset(_ offset: Double, ofItemAt path: ItemPath) {
      guard let collectionView else { return }
      collectionView.layoutIfNeeded()
      guard let frame = collectionView.layoutAttributesForItem(at: IndexPath(path))?.frame else {
        return
      }
      let top = frame.minY - CGFloat(offset)
      collectionView.setContentOffset(_clampedOffset(top, in: collectionView), animated: false)
    }

    @usableFromInline
    func scrollToItem(at path: ItemPath, animated: Bool) {
      collectionView?.scrollToItem(at: IndexPath(path), at: .top, animated: animated)
    }
  }
#endif
