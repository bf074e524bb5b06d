// wire-server: what a server sends a client that shows a contacts list.
//
//     swift run wire-server Examples/contacts-old.json Examples/contacts-new.json > update.json
//
// Reads the contacts the client shows (OLD) and the current ones (NEW) as model values, diffs
// them, and writes the update: the batches with identifiers (`Changeset.identifiedBatches`), and
// the contacts and headers the client does not have yet (those inserted or reloaded).
import Foundation
import Snapshots

/// A contact, identified by `id`; any other change is a content change (a reload).
struct Contact: Codable, Identifiable, Equatable {
  var id: String
  var name: String
  var phone: String
}

/// A letter's section of the book.
struct Letter: Codable, Identifiable, Equatable {
  var id: String
  var header: String
  var items: [Contact]

  /// The section alone, without its contacts: its content is its header.
  var withoutItems: Letter { Letter(id: id, header: header, items: []) }
}

/// The contacts document (`Examples/contacts-*.json`).
struct Book: Codable {
  var title: String
  var sections: [Letter]
}

/// What goes over the wire.
struct Update: Codable {
  var batches: [IdentifiedBatchUpdate<String, String>]
  /// The new contacts the batches insert or reload, by identifier.
  var contacts: [String: Contact]
  /// The new headers of the sections the batches insert or reload, by identifier.
  var headers: [String: String]
}

func book(_ path: String) throws -> Book {
  try JSONDecoder().decode(Book.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
  FileHandle.standardError.write(Data("usage: wire-server OLD.json NEW.json\n".utf8))
  exit(2)
}
let old = try book(arguments[1])
let new = try book(arguments[2])
func sections(_ book: Book) -> [SectionOfItems<Letter, Contact>] {
  book.sections.map { SectionOfItems($0.withoutItems, items: $0.items) }
}
// The model-value diff: sections and contacts by `id`, content by `==`.
let changeset = try Changeset(from: sections(old), to: sections(new))
let batches = changeset.identifiedBatches
var contacts: [String: Contact] = [:]
var headers: [String: String] = [:]
let newContacts = Dictionary(
  uniqueKeysWithValues: new.sections.flatMap(\.items).map { ($0.id, $0) })
let newHeaders = Dictionary(uniqueKeysWithValues: new.sections.map { ($0.id, $0.header) })
for batch in batches {
  for section in batch.insertedSections + batch.reloadedSections {
    headers[section.identifier] = newHeaders[section.identifier]
    for item in section.items { contacts[item] = newContacts[item] }
  }
  for item in batch.insertedItems + batch.reloadedItems {
    contacts[item.identifier] = newContacts[item.identifier]
  }
}
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let update = Update(batches: batches, contacts: contacts, headers: headers)
FileHandle.standardOutput.write(try encoder.encode(update) + Data("\n".utf8))
