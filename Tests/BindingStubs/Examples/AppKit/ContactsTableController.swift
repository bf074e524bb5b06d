// The contacts list of Docs/DataSource.md with AppKit: type-checked against the stubs in CI.
import AppKit
import SnapshotsUI

@MainActor
final class ContactsTableController: NSViewController {
  let tableView = NSTableView()
  lazy var dataSource = TableViewDiffableDataSource<String, String>(tableView: tableView) {
    _, _, _, name in
    NSTextField(labelWithString: name)
  }

  func show(_ names: [String]) {
    var snapshot = Snapshot<String, String>()
    snapshot.appendSections(["all"])
    snapshot.appendItems(names)
    dataSource.apply(snapshot, animatingDifferences: true)
  }

  func name(atRow row: Int) -> String? { dataSource.itemIdentifier(forRow: row) }
}
