// Updating a one-column NSTableView with a flat list's steps by hand (Docs/Batches.md):
// type-checked against the stubs in CI. TableViewDiffableDataSource does this for you.
import AppKit
import SnapshotsUI

struct Row: Identifiable, Equatable {
  var id: Int
  var title: String
}

@MainActor
func update(_ tableView: NSTableView, rows: inout [Row], to newRows: [Row]) {
  let difference = ListDifference(from: rows, to: newRows)  // by id; content by ==
  rows = newRows  // the data source answers for the new rows from here on
  tableView.beginUpdates()
  for step in difference.steps {
    switch step {
    case .delete(let offset, _): tableView.removeRows(at: [offset], withAnimation: .effectFade)
    case .insert(let offset, _): tableView.insertRows(at: [offset], withAnimation: .effectGap)
    case .move(let from, let to, _): tableView.moveRow(at: from, to: to)
    case .reload(let offset, _): tableView.reloadData(forRowIndexes: [offset], columnIndexes: [0])
    }
  }
  tableView.endUpdates()
}
