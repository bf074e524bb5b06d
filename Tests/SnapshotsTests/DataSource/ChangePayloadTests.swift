import Testing

@testable import Snapshots

/// Change payloads: what changed in an item rides with its reconfigure, from the snapshot's
/// marks or the model data source's comparison, through the batches, to the cell updater.
@MainActor
@Suite struct ChangePayloadTests {
  typealias Contact = ModelDataSourceTests.Contact

  /// A headless screen comparing contacts by name and phone, whose updater rewrites the part of
  /// the text that changed and records every payload it is given.
  @MainActor
  final class Screen {
    let view = HeadlessListView<String, Int>()
    var cellsMade: [Int] = []
    var updates: [(item: Int, changed: Set<PartialKeyPath<Contact>>)] = []
    lazy var dataSource = ModelDataSource<String, Contact>(
      tableView: view, comparing: .properties(\.name, \.phone)
    ) { [unowned self] _, _, contact in
      self.cellsMade.append(contact.id)
      return "\(contact.name) \(contact.phone)"
    } cellUpdater: { [unowned self] text, contact, payload in
      let changed = payload.value(as: ChangedProperties<Contact>.self)!
      self.updates.append((contact.id, changed.keyPaths))
      var parts = text.split(separator: " ").map(String.init)
      if changed.contains(\.name) { parts[0] = contact.name }
      if changed.contains(\.phone) { parts[1] = contact.phone }
      text = parts.joined(separator: " ")
    }

    func show(_ contacts: [Contact]) {
      dataSource.apply([SectionOfItems("all", items: contacts)])
    }

    var texts: [String] { view.sections.flatMap { $0.map(\.text) } }
  }

  static let (ada, alan, grace) = (
    ModelDataSourceTests.ada, ModelDataSourceTests.alan, ModelDataSourceTests.grace
  )

  @Test func aChangedPhoneReachesTheUpdaterOfItsCellOnce() {
    let screen = Screen()
    screen.show([Self.ada, Self.alan, Self.grace])
    screen.cellsMade = []
    var alan = Self.alan
    alan.phone = "555"
    screen.show([Self.ada, alan, Self.grace])
    #expect(screen.texts == ["Ada 000", "Alan 555", "Grace 000"])
    #expect(screen.updates.map(\.item) == [2])
    #expect(screen.updates.first?.changed == [\Contact.phone])
    #expect(screen.cellsMade.isEmpty, "the cell was updated in place, not made again")
  }

  @Test func aRenamedContactThatMovesIsUpdatedInPlaceAtItsNewRow() {
    let screen = Screen()
    screen.show([Self.ada, Self.alan, Self.grace])
    screen.cellsMade = []
    var alan = Self.alan
    alan.name = "Zed"
    screen.show([Self.ada, Self.grace, alan])
    #expect(screen.texts == ["Ada 000", "Grace 000", "Zed 000"])
    #expect(screen.updates.map(\.item) == [2])
    #expect(screen.updates.first?.changed == [\Contact.name])
    #expect(screen.cellsMade.isEmpty)
  }

  @Test func withoutAnUpdaterAPayloadIsAnOrdinaryReconfigure() {
    let view = HeadlessListView<String, Int>()
    var made: [Int] = []
    let dataSource = ModelDataSource<String, Contact>(
      tableView: view, comparing: .properties(\.phone)
    ) { _, _, contact in
      made.append(contact.id)
      return contact.phone
    }
    dataSource.apply([SectionOfItems("all", items: [Self.ada, Self.alan])])
    var ada = Self.ada
    ada.phone = "123"
    dataSource.apply([SectionOfItems("all", items: [ada, Self.alan])])
    #expect(view.sections[0].map(\.text) == ["123", "000"])
    #expect(made == [1, 2, 1])
  }

  @Test func aReloadCarriesNoPayload() {
    let screen = Screen()
    screen.show([Self.ada, Self.alan])
    screen.cellsMade = []
    var ada = Self.ada
    ada.phone = "9"
    screen.dataSource.apply(
      [SectionOfItems("all", items: [ada, Self.alan])], contentChange: .reload)
    #expect(screen.texts == ["Ada 9", "Alan 000"])
    #expect(screen.updates.isEmpty)
    #expect(screen.cellsMade == [1])
  }

  /// Applies waiting behind an animation are coalesced: the one shown carries the union of
  /// what changed in those it overtook.
  @Test func coalescedAppliesMergeTheirPayloads() {
    let screen = Screen()
    screen.show([Self.ada, Self.alan])
    screen.view.completionDelivery = .manual
    screen.show([Self.alan, Self.ada])  // a move, in flight
    var alan = Self.alan
    alan.name = "Al"
    screen.show([alan, Self.ada])  // waits
    alan.phone = "7"
    screen.show([alan, Self.ada])  // overtakes the one waiting
    screen.view.completeAllPendingBatches()
    screen.view.completeAllPendingBatches()
    #expect(screen.texts == ["Al 7", "Ada 000"])
    #expect(screen.updates.map(\.item) == [2])
    #expect(screen.updates.first?.changed == [\Contact.name, \Contact.phone])
    #expect(!screen.dataSource.base.hasPendingApplies)
  }

  /// An item changed in a skipped apply, removed in the next skipped one and brought back
  /// changed again: its payload names every change since the state the view shows.
  @Test func aPayloadSpansTheAppliesThatWereSkipped() {
    let screen = Screen()
    screen.show([Self.ada, Self.alan])
    screen.view.completionDelivery = .manual
    screen.show([Self.alan, Self.ada])  // in flight
    var ada = Self.ada
    ada.name = "Ava"
    screen.show([Self.alan, ada])  // skipped
    screen.show([Self.alan])  // skipped
    ada.phone = "1"
    screen.show([Self.alan, ada])
    screen.view.completeAllPendingBatches()
    screen.view.completeAllPendingBatches()
    #expect(screen.texts == ["Alan 000", "Ava 1"])
    #expect(screen.updates.first?.changed == [\Contact.name, \Contact.phone])
  }

  @Test func aPayloadThatDoesNotMergeBecomesAnOrdinaryReconfigure() {
    var snapshot = Snapshot([SectionOfItems("s", items: [1, 2])])
    snapshot.reconfigureItem(1, payload: ChangePayload("first"))
    #expect(snapshot.payload(ofReconfiguredItem: 1)?.value(as: String.self) == "first")
    snapshot.reconfigureItem(1, payload: ChangePayload("second"))
    #expect(snapshot.reconfiguredItemIdentifiers == [1])
    #expect(snapshot.payload(ofReconfiguredItem: 1) == nil)
  }

  @Test func markingsDecideWhatAPayloadBecomes() {
    var snapshot = Snapshot([SectionOfItems("s", items: [1, 2, 3])])
    let name = ChangePayload.properties(ChangedProperties<Contact>([\.name]))
    let phone = ChangePayload.properties(ChangedProperties<Contact>([\.phone]))
    snapshot.reconfigureItem(1, payload: name)
    snapshot.reconfigureItem(1, payload: phone)
    #expect(
      snapshot.payload(ofReconfiguredItem: 1)?.value(as: ChangedProperties<Contact>.self)?.keyPaths
        == [\.name, \.phone])
    snapshot.reconfigureItem(2, payload: name)
    snapshot.reconfigureItems([2])
    #expect(snapshot.payload(ofReconfiguredItem: 2) == nil, "a plain reconfigure does more")
    snapshot.reloadItems([3])
    snapshot.reconfigureItem(3, payload: name)
    #expect(snapshot.payload(ofReconfiguredItem: 3) == nil, "a reload does more")
    #expect(snapshot.reconfiguredItemIdentifiers == [1, 2])
    snapshot.deleteItems([1])
    #expect(snapshot.payload(ofReconfiguredItem: 1) == nil)
  }

  @Test func theMarksOfAnOvertakenApplyCarryTheirPayloads() {
    var older = Snapshot([SectionOfItems("s", items: [1, 2, 3])])
    older.reconfigureItem(
      1, payload: ChangePayload.properties(ChangedProperties<Contact>([\.name])))
    older.reconfigureItem(2, payload: ChangePayload("plain"))
    older.reconfigureItems([3])
    var newer = Snapshot([SectionOfItems("s", items: [3, 2, 1])])
    newer.reconfigureItem(
      1, payload: ChangePayload.properties(ChangedProperties<Contact>([\.phone])))
    newer.reconfigureItem(3, payload: ChangePayload("newer"))
    newer._addMarks(of: older)
    #expect(Set(newer.reconfiguredItemIdentifiers) == [1, 2, 3])
    #expect(
      newer.payload(ofReconfiguredItem: 1)?.value(as: ChangedProperties<Contact>.self)?.keyPaths
        == [\.name, \.phone])
    #expect(newer.payload(ofReconfiguredItem: 2)?.value(as: String.self) == "plain")
    #expect(newer.payload(ofReconfiguredItem: 3) == nil, "the older change was a plain one")
  }

  /// A payload rides in the batch that reconfigures its item, at the item's path before that
  /// batch, also when the item moves with a moved section (a later batch).
  @Test func batchesCarryEachPayloadAtItsReconfigure() throws {
    let old = Snapshot([SectionOfItems("a", items: [1, 2]), SectionOfItems("b", items: [3, 4])])
    var new = Snapshot([SectionOfItems("b", items: [4, 3]), SectionOfItems("a", items: [1, 2])])
    new.reconfigureItem(4, payload: ChangePayload("four"))
    new.reconfigureItem(2, payload: ChangePayload("two"))
    let changeset = Changeset(from: old, to: new)
    #expect(changeset.payloads.count == 2)
    var delivered: [Int: String] = [:]
    var before = old
    for batch in changeset.batches {
      #expect(Set(batch.payloads.keys).isSubset(of: batch.update.reconfiguredItems))
      for (path, payload) in batch.payloads {
        delivered[try #require(before.itemIdentifier(at: path))] = payload.value(as: String.self)
      }
      before = batch.snapshot
    }
    #expect(delivered == [2: "two", 4: "four"])
  }

  @Test func aListUpdateTargetGetsThePayloads() {
    let old = Snapshot([SectionOfItems("s", items: [1, 2, 3])])
    var new = Snapshot([SectionOfItems("s", items: [3, 1, 2])])
    new.reconfigureItem(2, payload: ChangePayload("!"))
    var table = HeadlessTableView(snapshot: old) { "\($0)" }
    var provided = 0
    table.cellProvider = {
      provided += 1; return "\($0)"
    }
    table.cellUpdater = { cell, item, payload in cell += payload.value(as: String.self)! }
    table.apply(Changeset(from: old, to: new))
    #expect(table.sections == [["3", "1", "2!"]])
    #expect(provided == 0)
  }

  @Test func theRowsOfAPayloadReconfigureSurviveAWithoutMovesChangeset() {
    let old = Snapshot([SectionOfItems("s", items: [1, 2])])
    var new = Snapshot([SectionOfItems("s", items: [1, 2])])
    new.reconfigureItem(2, payload: ChangePayload("x"))
    let batches = Changeset(from: old, to: new).withoutMoves.batches
    #expect(batches.count == 1)
    #expect(batches.first?.payloads[ItemPath(item: 1, section: 0)]?.value(as: String.self) == "x")
  }
}
