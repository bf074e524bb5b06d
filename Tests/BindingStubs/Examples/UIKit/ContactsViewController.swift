// The contacts screen of Docs/DataSource.md with UIKit: type-checked against the stubs in CI.
import SnapshotsUI
import UIKit

struct Contact: Identifiable, Equatable, Sendable {
  var id: String
  var name: String
  var phone: String
}

@MainActor
final class ContactsViewController: UIViewController {
  let tableView = UITableView()
  lazy var dataSource = TableViewModelDataSource<String, Contact>(tableView: tableView) {
    tableView, indexPath, contact in
    let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
    cell.textLabel?.text = "\(contact.name)  \(contact.phone)"
    return cell
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
    dataSource.headerTitleProvider = { letter, _ in letter }
    dataSource.sectionIndexTitleProvider = { letter in letter }
  }

  /// Shows the contacts grouped by the first letter of their names.
  func show(_ contacts: [Contact]) {
    let groups = Dictionary(grouping: contacts) { String($0.name.prefix(1)) }
    dataSource.apply(groups.keys.sorted().map { SectionOfItems($0, items: groups[$0]!) })
  }
}

extension ContactsViewController {
  /// The same, with the diff computed off the main actor (for long lists).
  func show(_ contacts: [Contact]) async {
    let groups = Dictionary(grouping: contacts) { String($0.name.prefix(1)) }
    await dataSource.apply(groups.keys.sorted().map { SectionOfItems($0, items: groups[$0]!) })
  }

  func contact(at indexPath: IndexPath) -> Contact? { dataSource.item(for: indexPath) }
}
