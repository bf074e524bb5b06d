import SnapshotsUI
import UIKit

/// A message whose text streams in, token by token.
struct ChatMessage: Identifiable, Equatable, Sendable {
  var id: Int
  var author: String
  var text: String
}

/// The text a token appended.
struct AppendedText: Sendable {
  var text: String
}

@MainActor
final class ChatViewController: UIViewController {
  let tableView = UITableView()
  lazy var dataSource = TableViewModelDataSource<String, ChatMessage>(
    tableView: tableView,
    comparing: .changed({ $0 != $1 }) { old, new in
      new.text.hasPrefix(old.text)
        ? ChangePayload(AppendedText(text: String(new.text.dropFirst(old.text.count)))) : nil
    },
    cellProvider: { tableView, indexPath, message in
      let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
      cell.textLabel?.text = message.text
      return cell
    },
    cellUpdater: { tableView, indexPath, cell, message, payload in
      if let appended = payload.value(as: AppendedText.self) {
        cell.textLabel?.text = (cell.textLabel?.text ?? "") + appended.text
      }
    })

  func show(_ messages: [ChatMessage]) {
    dataSource.apply([SectionOfItems("chat", items: messages)])
  }
}
