// wire-client: a client that shows a contacts list and receives an update from wire-server.
//
//     swift run wire-client Examples/contacts-old.json update.json
//
// Holds the contacts it shows (OLD), decodes the update, checks and applies its batches to its
// snapshot (`Snapshot.applying(_:)`: an update that does not fit is rejected whole, naming the
// operation), and shows the result through a `DiffableDataSource` on a `HeadlessListView`,
// printing each row.
import Foundation
import Snapshots

struct Contact: Codable, Equatable {
  var id: String
  var name: String
  var phone: String
}

struct Letter: Codable {
  var id: String
  var header: String
  var items: [Contact]
}

struct Book: Codable {
  var title: String
  var sections: [Letter]
}

struct Update: Codable {
  var batches: [IdentifiedBatchUpdate<String, String>]
  var contacts: [String: Contact]
  var headers: [String: String]
}

/// The screen: the contacts and headers it knows, and its list.
@MainActor
final class ContactsScreen {
  var contacts: [String: Contact] = [:]
  var headers: [String: String] = [:]
  let tableView = HeadlessListView<String, String>()
  lazy var dataSource = DiffableDataSource<String, String>(tableView: tableView) {
    [unowned self] _, _, identifier in
    let contact = self.contacts[identifier]!
    return "\(contact.name) \(contact.phone)"
  }

  /// Shows a whole book.
  func show(_ book: Book) {
    for section in book.sections {
      headers[section.id] = section.header
      for contact in section.items { contacts[contact.id] = contact }
    }
    let snapshot = Snapshot(
      book.sections.map { SectionOfItems($0.id, items: $0.items.map(\.id)) })
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  /// Applies an update from the server: all of it, or none of it.
  func receive(_ update: Update) throws(BatchApplicationError) {
    let new = try dataSource.snapshot().applying(update.batches)
    contacts.merge(update.contacts) { _, new in new }
    headers.merge(update.headers) { _, new in new }
    dataSource.apply(new, animatingDifferences: true)
  }

  /// The rows as shown.
  var rows: [String] {
    zip(dataSource.snapshot().sectionIdentifiers, tableView.sections).flatMap { section, cells in
      ["\(headers[section]!)"] + cells.map { "  \($0.text)" }
    }
  }
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
  FileHandle.standardError.write(Data("usage: wire-client OLD.json UPDATE.json\n".utf8))
  exit(2)
}
let book = try JSONDecoder().decode(
  Book.self, from: Data(contentsOf: URL(fileURLWithPath: arguments[1])))
let update = try JSONDecoder().decode(
  Update.self, from: Data(contentsOf: URL(fileURLWithPath: arguments[2])))
let status = MainActor.assumeIsolated { () -> Int32 in
  let screen = ContactsScreen()
  screen.show(book)
  do {
    try screen.receive(update)
  } catch {
    FileHandle.standardError.write(Data("wire-client: update rejected: \(error)\n".utf8))
    return 2
  }
  let batches = screen.tableView.history.count
  print(screen.rows.joined(separator: "\n"))
  print("(\(update.batches.count) batches received, \(batches) list updates performed)")
  return 0
}
exit(status)
