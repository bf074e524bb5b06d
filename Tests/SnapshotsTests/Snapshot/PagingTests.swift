import Foundation
import Testing

@testable import Snapshots

/// Appending a page of outside data with a duplicate policy: the page may repeat an item already
/// shown (a server's page boundary moved) or repeat itself.
@Suite struct PagingTests {
  /// Page 1 is shown; page 2 repeats item 3 (shown) and item 5 (within the page).
  static func shown() -> Snapshot<String, Int> {
    Snapshot([SectionOfItems("feed", items: [1, 2, 3])])
  }
  static let page2 = [4, 3, 5, 6, 5]

  @Test func keepFirstLeavesShownItemsInPlaceAndReportsTheRepeats() throws {
    var snapshot = Self.shown()
    let page2 = Self.page2
    let dropped = try snapshot.appendItems(page2, toSection: "feed", duplicates: .keepFirst)
    #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5, 6])
    #expect(
      dropped == [
        DroppedDuplicate(
          code: .duplicateItemIdentifier, identifier: "3", kept: .init(section: 0, item: 2),
          dropped: .init(section: 0, item: 4)),
        DroppedDuplicate(
          code: .duplicateItemIdentifier, identifier: "5", kept: .init(section: 0, item: 5),
          dropped: .init(section: 0, item: 7)),
      ])
  }

  @Test func keepLastMovesShownItemsToTheirPlaceInThePage() throws {
    var snapshot = Self.shown()
    let dropped = try snapshot.appendItems(Self.page2, duplicates: .keepLast)
    #expect(snapshot.itemIdentifiers == [1, 2, 4, 3, 6, 5])
    #expect(dropped.map(\.identifier) == ["3", "5"], "in the order of the dropped occurrences")
    #expect(dropped[0].dropped == .init(section: 0, item: 2))
    #expect(dropped[1].kept == .init(section: 0, item: 7))
    var other = Self.shown()
    let reordered = try other.appendItems([5, 3, 5], duplicates: .keepLast)
    #expect(reordered.map(\.identifier) == ["3", "5"])
    #expect(other.itemIdentifiers == [1, 2, 3, 5])
  }

  @Test func rejectNamesBothPositionsAndChangesNothing() {
    var snapshot = Self.shown()
    #expect {
      try snapshot.appendItems(Self.page2, toSection: "feed", duplicates: .reject)
    } throws: { error in
      let error = error as! SnapshotError
      return error.allDuplicates.map(\.description) == [
        "duplicate item identifier 3 at section 0, item 4 (first at section 0, item 2)",
        "duplicate item identifier 5 at section 0, item 7 (first at section 0, item 5)",
      ] && error.duplicateCount == 2
    }
    #expect(snapshot == Self.shown())
  }

  @Test func aPageOfOneItemRepeatedIsRefusedWithABoundedError() {
    var snapshot = Self.shown()
    let page = [Int](repeating: 9, count: 5_000)
    #expect {
      try snapshot.appendItems(page, duplicates: .reject)
    } throws: { error in
      let error = error as! SnapshotError
      return error.duplicateCount == 4_999
        && error.allDuplicates.count == SnapshotError.namedDuplicateLimit
    }
    let dropped = try? snapshot.appendItems(page, duplicates: .keepFirst)
    #expect(dropped?.count == 4_999)
    #expect(snapshot.itemIdentifiers == [1, 2, 3, 9])
  }

  @Test func aCleanPageIsAnOrdinaryAppend() throws {
    var snapshot = Self.shown()
    snapshot.appendSections(["more"])
    #expect(try snapshot.appendItems([7, 8], duplicates: .reject).isEmpty)
    #expect(snapshot.itemIdentifiers(inSection: "more") == [7, 8])
  }
}

/// The Apple-compatible insertions move an item already present, as Apple's snapshot does, and
/// report it to the warning handler (Apple logs a warning).
@Suite(.serialized) struct SnapshotWarningTests {
  /// A logger that keeps the warnings about this test's own identifiers (other tests run
  /// meanwhile).
  final class Logger: @unchecked Sendable {
    private let lock = NSLock()
    private var _messages: [String] = []
    var messages: [String] { lock.withLock { _messages } }
    func warning(_ message: String) {
      if message.contains("warned-") { lock.withLock { _messages.append(message) } }
    }
  }

  @Test func appendAndInsertReportTheItemsTheyMoved() {
    let logger = Logger()
    SnapshotWarning.handler = { warning in logger.warning("\(warning)") }
    defer { SnapshotWarning.handler = nil }
    var snapshot = Snapshot([SectionOfItems("s", items: ["warned-1", "warned-2", "warned-3"])])
    snapshot.appendItems(["warned-4", "warned-1"])
    snapshot.insertItems(["warned-2", "warned-5"], beforeItem: "warned-3")
    snapshot.appendItems(["warned-6"])
    #expect(
      snapshot.itemIdentifiers == [
        "warned-2", "warned-5", "warned-3", "warned-4", "warned-1", "warned-6",
      ])
    #expect(
      logger.messages == [
        SnapshotWarning(code: .movedItemsAlreadyPresent, identifiers: ["warned-1"]).description,
        SnapshotWarning(code: .movedItemsAlreadyPresent, identifiers: ["warned-2"]).description,
      ])
    #expect(logger.messages.first?.hasPrefix("1 identifier(s) given to appendItems") == true)
  }
}
