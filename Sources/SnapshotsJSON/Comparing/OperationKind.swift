/// The four kinds of operation every format names, in the order they are counted.
///
/// Deletion, insertion, move, reload: their symbols and words are written here once, for the
/// text format, the visual page, the JSON summary and the staged apply's summary check.
package enum OperationKind: Int, CaseIterable, Sendable {
  case delete, insert, move, reload

  /// The text format's symbol: `-`, `+`, `>`, `~`.
  package var symbol: String {
    switch self {
    case .delete: "-"
    case .insert: "+"
    case .move: ">"
    case .reload: "~"
    }
  }

  /// The page's `data-op` name: `delete`, `insert`, `move`, `reload`.
  package var name: String {
    switch self {
    case .delete: "delete"
    case .insert: "insert"
    case .move: "move"
    case .reload: "reload"
    }
  }

  /// The past participle: the key of the JSON summary and the staged lists (`deleted`, ...), and
  /// the word a screen reader says.
  package var word: String {
    switch self {
    case .delete: "deleted"
    case .insert: "inserted"
    case .move: "moved"
    case .reload: "reloaded"
    }
  }

  /// The ANSI color code of its lines in the text format.
  package var color: String {
    switch self {
    case .delete: "31"
    case .insert: "32"
    case .move: "33"
    case .reload: "36"
    }
  }
}

/// How many operations of each kind, for sections or for items.
package struct OperationCounts: Equatable, Sendable {
  private var counts = [0, 0, 0, 0]

  package init() {}

  package subscript(operation: OperationKind) -> Int {
    get { counts[operation.rawValue] }
    set { counts[operation.rawValue] = newValue }
  }

  /// `{"deleted": 1, "inserted": 2, "moved": 0, "reloaded": 3}`.
  package var json: String {
    "{" + OperationKind.allCases.map { "\"\($0.word)\": \(self[$0])" }.joined(separator: ", ") + "}"
  }

  /// `1 deleted, 2 inserted, 0 moved, 3 reloaded`.
  package var text: String {
    OperationKind.allCases.map { "\(self[$0]) \($0.word)" }.joined(separator: ", ")
  }
}
