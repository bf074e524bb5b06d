// Keeping the reader's place (Docs/DataSource.md, Docs/ComingFromUIKit.md): a feed that refreshes
// while it is read. Type-checked against the stubs in CI.
import SnapshotsUI
import UIKit

struct Post: Hashable, Sendable {
  var id: Int
  var text: String
}

@MainActor
final class FeedViewController: UIViewController {
  let tableView = UITableView()
  let newPostsLabel = UILabel()
  private var arrived: [Post] = []
  lazy var dataSource = TableViewDiffableDataSource<String, Post>(tableView: tableView) {
    tableView, indexPath, post in
    let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
    cell.textLabel?.text = post.text
    return cell
  }

  /// Shows the refreshed feed; the post being read stays where it is on screen.
  func refresh(with posts: [Post]) {
    var snapshot = Snapshot<String, Post>()
    snapshot.appendSections(["feed"])
    snapshot.appendItems(posts, toSection: "feed")
    dataSource.apply(snapshot, keepingPosition: .firstVisibleItem) { [self] kept in
      arrived = kept.arrivedAbove
      newPostsLabel.text = arrived.isEmpty ? nil : "\(arrived.count) new posts"
    }
  }

  /// The "new posts" control: scrolls to the newest of them.
  func showNewPosts() {
    if let newest = arrived.first { dataSource.scrollToItem(newest) }
    arrived = []
    newPostsLabel.text = nil
  }
}
