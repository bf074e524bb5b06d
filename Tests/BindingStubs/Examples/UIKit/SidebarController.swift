// The outline sidebar of Docs/DataSource.md with UIKit: type-checked against the stubs in CI
// (Tests/SnapshotsTests/DataSource/SidebarScreenTests.swift runs the same lines headless).
import SnapshotsUI
import UIKit

@MainActor
final class SidebarController: UIViewController {
  let collectionView = UICollectionView()
  lazy var dataSource = CollectionViewDiffableDataSource<String, String>(
    collectionView: collectionView
  ) { collectionView, indexPath, folder in UICollectionViewCell() }

  func showSidebar() async {
    dataSource.sectionSnapshotHandlers.shouldCollapseItem = { folder in folder != "Favorites" }
    dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { subtree in
      var loaded = subtree
      let folder = subtree.rootItems[0]
      if loaded.snapshot(of: folder).items.isEmpty {
        loaded.append(["\(folder)/Inbox", "\(folder)/Sent"], to: folder)
      }
      return loaded
    }
    var sidebar = SectionSnapshot<String>()
    sidebar.append(["Favorites", "Mail"])
    await dataSource.apply(sidebar, to: "sidebar")
    dataSource.expand("Mail")  // as tapping its disclosure does: loads and shows its children
  }

  /// In an async function the UIKit-style call without `await` names the async apply, as with
  /// Apple's data sources: pass `completion:` (even `nil`) for the synchronous one.
  func showWithoutWaiting(_ snapshot: Snapshot<String, String>) async {
    dataSource.apply(snapshot, animatingDifferences: false, completion: nil)
    await dataSource.apply(snapshot, animatingDifferences: false)
  }
}
