import Testing

@testable import Snapshots

/// The contacts screen of Docs/DataSource.md, on Linux: the same code as the UIKit version with
/// a headless view in place of `UITableView`.
@MainActor
@Suite struct ContactsScreenTests {
  struct Contact: Identifiable, Equatable, Sendable {
    var id: String
    var name: String
    var phone: String
  }

  /// The screen: contacts grouped by first letter, with header titles and a section index.
  @MainActor
  final class ContactsScreen {
    let tableView = HeadlessListView<String, Contact.ID>()
    lazy var dataSource = ModelDataSource<String, Contact>(tableView: tableView) {
      tableView, indexPath, contact in
      "\(contact.name)  \(contact.phone)"
    }

    init() {
      dataSource.base.headerTitleProvider = { letter, _ in letter }
      dataSource.base.sectionIndexTitleProvider = { letter in letter }
    }

    func show(_ contacts: [Contact]) {
      let groups = Dictionary(grouping: contacts) { String($0.name.prefix(1)) }
      dataSource.apply(groups.keys.sorted().map { SectionOfItems($0, items: groups[$0]!) })
    }
  }

  static let ada = Contact(id: "1", name: "Ada", phone: "555-0101")
  static let alan = Contact(id: "2", name: "Alan", phone: "555-0102")
  static let grace = Contact(id: "3", name: "Grace", phone: "555-0103")

  @Test func theScreenShowsGroupsWithTitlesAndAnIndex() {
    let screen = ContactsScreen()
    screen.show([Self.ada, Self.grace])
    #expect(screen.tableView.items == [["1"], ["3"]])
    #expect(screen.dataSource.base.titleForHeader(inSection: 1) == "G")
    #expect(screen.dataSource.base.sectionIndexTitles == ["A", "G"])

    screen.show([Self.ada, Self.alan, Self.grace])
    #expect(screen.tableView.items == [["1", "2"], ["3"]])
    guard case .batch(let update, animated: true)? = screen.tableView.history.last else {
      Issue.record("expected an animated batch")
      return
    }
    #expect(update.insertedItems == [ItemPath(item: 1, section: 0)])
    #expect(screen.dataSource.item(for: ItemPath(item: 1, section: 0)) == Self.alan)
  }

  /// The stories of Docs/ComingFromUIKit.md: a changed phone shows at once, in the same cell; a
  /// renamed contact moves to its new group.
  @Test func aChangedPhoneAndARenamedContact() {
    let screen = ContactsScreen()
    screen.show([Self.ada, Self.alan, Self.grace])
    var alan = Self.alan
    alan.phone = "555-0199"
    screen.show([Self.ada, alan, Self.grace])
    #expect(screen.tableView.sections[0][1].text == "Alan  555-0199")
    guard case .batch(let update, _)? = screen.tableView.history.last else {
      Issue.record("expected a batch")
      return
    }
    #expect(update.reconfiguredItems == [ItemPath(item: 1, section: 0)] && update.count == 1)

    alan.name = "Grant"
    screen.show([Self.ada, alan, Self.grace])
    #expect(screen.tableView.items == [["1"], ["2", "3"]])
    #expect(screen.tableView.sections[1][0].text == "Grant  555-0199")
  }

  /// The README's snippets, as written there.
  @Test func theReadmeSnippetsRun() {
    let ada = Self.ada
    let grace = Self.grace
    let tableView = HeadlessListView<String, Contact.ID>()
    let dataSource = ModelDataSource<String, Contact>(tableView: tableView) {
      tableView, indexPath, contact in
      contact.name
    }

    dataSource.apply([
      SectionOfItems("A", items: [ada]),
      SectionOfItems("G", items: [grace]),
    ])
    #expect(tableView.sections.map { $0.map(\.text) } == [["Ada"], ["Grace"]])

    var snapshot = Snapshot<String, String>()
    snapshot.appendSections(["A", "G"])
    snapshot.appendItems([ada.id], toSection: "A")
    snapshot.appendItems([grace.id], toSection: "G")
    let identifiers = DiffableDataSource<String, String>(view: HeadlessListView())
    identifiers.apply(snapshot, animatingDifferences: true)
    #expect(identifiers.snapshot().itemIdentifiers == ["1", "3"])
  }
}
