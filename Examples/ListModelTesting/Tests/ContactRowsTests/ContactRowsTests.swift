import ContactRows
import Snapshots
import SnapshotsTesting
import Testing

@Test func contactRowsFollowEveryChange() {
  let generator = SnapshotGenerator<String, Int>(section: { "Section \($0)" }, item: { $0 })
  checkProperty(
    iterations: 2_000, seed: 1, generate: { generator.pair(using: &$0) }, shrink: { $0.shrunk() }
  ) { pair in
    let newTitle = { (id: Int) in
      "Contact \(id)" + (pair.changedItems.contains(id) ? ", edited" : "")
    }
    var rows = ContactRows(pair.old, title: { "Contact \($0)" })
    rows.title = newTitle
    let changeset = pair.changeset()
    let ids = { (rows: ContactRows) in rows.sections.map { $0.map(\.id) } }
    if let violation = listUpdateTargetViolation(changeset, target: rows, items: ids) {
      return violation.description
    }
    rows.apply(changeset)
    let stale = rows.sections.joined().filter { $0.title != newTitle($0.id) }
    return stale.isEmpty ? nil : "rows with stale titles: \(stale)"
  }
}
