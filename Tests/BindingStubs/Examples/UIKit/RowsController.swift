// Driving a UITableView with a changeset's batches by hand (Docs/Batches.md): type-checked
// against the stubs in CI. TableViewDiffableDataSource does this for you.
import SnapshotsUI
import UIKit

@MainActor
final class RowsController: NSObject, UITableViewDataSource {
  let tableView: UITableView
  private(set) var snapshot = Snapshot<String, Int>()

  init(tableView: UITableView) {
    self.tableView = tableView
    super.init()
    tableView.dataSource = self
  }

  func numberOfSections(in tableView: UITableView) -> Int { snapshot.numberOfSections }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    snapshot.sectionCounts[section]
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = snapshot.itemIdentifier(at: ItemPath(indexPath)).map { "Row \($0)" }
    return cell
  }

  func show(_ new: Snapshot<String, Int>) {
    for batch in Changeset(from: snapshot, to: new).batches {
      tableView.performBatchUpdates { [self] in
        snapshot = batch.snapshot  // the table asks for the new data from here on
        let update = batch.update
        tableView.deleteSections(IndexSet(update.deletedSections), with: .automatic)
        tableView.insertSections(IndexSet(update.insertedSections), with: .automatic)
        for move in update.movedSections { tableView.moveSection(move.from, toSection: move.to) }
        tableView.reloadSections(IndexSet(update.reloadedSections), with: .automatic)
        tableView.deleteRows(at: update.deletedItems.map(IndexPath.init), with: .automatic)
        tableView.insertRows(at: update.insertedItems.map(IndexPath.init), with: .automatic)
        for move in update.movedItems {
          tableView.moveRow(at: IndexPath(move.from), to: IndexPath(move.to))
        }
        tableView.reloadRows(at: update.reloadedItems.map(IndexPath.init), with: .automatic)
        tableView.reconfigureRows(at: update.reconfiguredItems.map(IndexPath.init))
      }
    }
  }
}
