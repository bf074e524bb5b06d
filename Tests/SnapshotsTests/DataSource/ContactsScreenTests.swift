import Testing

@testable import Snapshots

/// The contacts screen of Docs/DataSource.md, on Linux: the same code as the UIKit version with
/// a headless view in place of `UITableView`.
@MainActor
@Suite struct ContactsScreenTests {
  struct Contact: Hashable, Sendable {
    var id: String
    var name: String
  }

  /// The screen: contacts grouped by first letter, with header titles and a section index.
  @MainActor
  final class ContactsScreen {
    let tableView = HeadlessListView<String, Contact>()
    lazy var dataSource = DiffableDataSource<String, Contact>(tableView: tableView) {
      tableView, indexPath, contact in
      contact.name
    }

    init() {
      dataSource.headerTitleProvider = { letter, _ in letter }
      dataSource.sectionIndexTitleProvider = { letter in letter }
    }

    func show(_ contacts: [Contact]) {
      let groups = Dictionary(grouping: contacts) { String($0.name.prefix(1)) }
      var snapshot = Snapshot<String, Contact>()
      snapshot.appendSections(groups.keys.sorted())
      for (letter, group) in groups { snapshot.appendItems(group, toSection: letter) }
      dataSource.apply(snapshot, animatingDifferences: true)
    }
  }

  @Test func theScreenShowsGroupsWithTitlesAndAnIndex() {
    let ada = Contact(id: "1", name: "Ada")
    let alan = Contact(id: "2", name: "Alan")
    let grace = Contact(id: "3", name: "Grace")
    let screen = ContactsScreen()
    screen.show([ada, grace])
    #expect(screen.tableView.items == [[ada], [grace]])
    #expect(screen.dataSource.titleForHeader(inSection: 1) == "G")
    #expect(screen.dataSource.sectionIndexTitles == ["A", "G"])

    screen.show([ada, alan, grace])
    #expect(screen.tableView.items == [[ada, alan], [grace]])
    guard case .batch(let update, animated: true)? = screen.tableView.history.last else {
      Issue.record("expected an animated batch")
      return
    }
    #expect(update.insertedItems == [ItemPath(item: 1, section: 0)])
    #expect(screen.dataSource.indexPath(for: alan) == ItemPath(item: 1, section: 0))
  }

  /// The README's snippets, as written there.
  @Test func theReadmeSnippetsRun() {
    let ada = Contact(id: "1", name: "Ada")
    let grace = Contact(id: "3", name: "Grace")
    let tableView = HeadlessListView<String, Contact>()
    let dataSource = DiffableDataSource<String, Contact>(tableView: tableView) {
      tableView, indexPath, contact in
      contact.name
    }

    var snapshot = Snapshot<String, Contact>()
    snapshot.appendSections(["A", "G"])
    snapshot.appendItems([ada], toSection: "A")
    snapshot.appendItems([grace], toSection: "G")
    dataSource.apply(snapshot, animatingDifferences: true)
    #expect(tableView.sections.map { $0.map(\.text) } == [["Ada"], ["Grace"]])
  }
}
