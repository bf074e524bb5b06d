import Testing

@testable import Snapshots

/// A chat whose last message streams in token by token (AdapterDelegates #118).
///
/// Each token is a content change whose payload is the appended text, so the cell appends it in
/// place instead of being configured again on every token. Quoted in Docs/DataSource.md.
@MainActor
@Suite struct ChatScreenTests {
  struct Message: Identifiable, Equatable {
    var id: Int
    var text: String
  }

  /// The text a streamed token appended to a message.
  struct Appended: Sendable {
    var text: String
  }

  @MainActor
  final class ChatScreen {
    let tableView = HeadlessListView<String, Message.ID>()
    var cellsConfigured = 0
    lazy var dataSource = ModelDataSource<String, Message>(
      tableView: tableView,
      comparing: .changed({ $0 != $1 }) { old, new in
        new.text.hasPrefix(old.text)
          ? ChangePayload(Appended(text: String(new.text.dropFirst(old.text.count)))) : nil
      }
    ) { [unowned self] _, _, message in
      cellsConfigured += 1
      return message.text
    } cellUpdater: { text, message, payload in
      if let appended = payload.value(as: Appended.self) { text += appended.text }
    }

    func show(_ messages: [Message]) {
      dataSource.apply([SectionOfItems("chat", items: messages)])
    }
  }

  @Test func aStreamedMessageGrowsInPlace() {
    let screen = ChatScreen()
    var reply = Message(id: 2, text: "")
    let question = Message(id: 1, text: "What is a snapshot?")
    screen.show([question, reply])
    for token in ["A ", "list ", "of ", "identifiers."] {
      reply.text += token
      screen.show([question, reply])
    }
    #expect(screen.tableView.sections[0].map(\.text) == [question.text, "A list of identifiers."])
    #expect(screen.cellsConfigured == 2, "each token appended in place; no cell configured again")
    reply.text = "Edited."
    screen.show([question, reply])
    #expect(screen.tableView.sections[0].map(\.text) == [question.text, "Edited."])
    #expect(screen.cellsConfigured == 3, "an edit that is no append is an ordinary reconfigure")
  }
}
