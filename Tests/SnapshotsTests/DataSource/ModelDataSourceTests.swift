import Testing

@testable import Snapshots

/// Applies of model values: the data source finds the changed contents itself.
@MainActor
@Suite struct ModelDataSourceTests {
  struct Contact: Identifiable, Equatable {
    var id: Int
    var name: String
    var phone = "000"
    var version = 0
  }

  /// A headless screen whose cells show each contact's name and phone, counting the cells made.
  @MainActor
  final class Screen {
    let view = HeadlessListView<String, Int>()
    var cellsMade: [Int] = []
    lazy var dataSource = ModelDataSource<String, Contact>(tableView: view) {
      [unowned self] _, _, contact in
      self.cellsMade.append(contact.id)
      return "\(contact.name) \(contact.phone)"
    }

    func show(
      _ contacts: [Contact], contentChange: ModelDataSource<String, Contact>.ContentChange? = nil
    ) {
      dataSource.apply([SectionOfItems("all", items: contacts)], contentChange: contentChange)
    }

    var texts: [String] { view.sections.flatMap { $0.map(\.text) } }

    var lastUpdate: BatchUpdate? {
      guard case .batch(let update, _)? = view.history.last else { return nil }
      return update
    }
  }

  static let ada = Contact(id: 1, name: "Ada")
  static let alan = Contact(id: 2, name: "Alan")
  static let grace = Contact(id: 3, name: "Grace")

  @Test func aChangedPhoneIsReconfiguredAndNothingElseIsTouched() {
    let screen = Screen()
    screen.show([Self.ada, Self.alan, Self.grace])
    screen.cellsMade = []
    var alan = Self.alan
    alan.phone = "555"
    screen.show([Self.ada, alan, Self.grace])
    #expect(screen.texts == ["Ada 000", "Alan 555", "Grace 000"])
    #expect(screen.lastUpdate?.reconfiguredItems == [ItemPath(item: 1, section: 0)])
    #expect(screen.lastUpdate?.count == 1)
    #expect(screen.cellsMade == [2])
  }

  @Test func aRenamedContactThatMovesIsAMoveAndAReconfigure() {
    let screen = Screen()
    screen.show([Self.ada, Self.alan, Self.grace])
    var alan = Self.alan
    alan.name = "Zed"
    screen.show([Self.ada, Self.grace, alan])
    #expect(screen.texts == ["Ada 000", "Grace 000", "Zed 000"])
    let updates = screen.view.history.dropFirst().compactMap { entry -> BatchUpdate? in
      guard case .batch(let update, _) = entry else { return nil }
      return update
    }
    #expect(updates.allSatisfy { $0.insertedItems.isEmpty && $0.deletedItems.isEmpty })
    #expect(updates.map(\.movedItems.count).reduce(0, +) == 1)
    #expect(updates.map(\.reconfiguredItems.count).reduce(0, +) == 1)
  }

  /// Regression (found by ChangePayloadPropertyTests): a skipped apply removed an item.
  ///
  /// The newer apply brought it back changed; compared with the skipped apply, the item looked
  /// new, while the view still showed its older value, and kept showing it.
  @Test func anItemASkippedApplyRemovedComesBackChangedAndIsReconfigured() {
    let screen = Screen()
    screen.show([Self.ada, Self.alan])
    screen.view.completionDelivery = .manual
    screen.show([Self.alan, Self.ada])  // in flight
    screen.show([Self.alan])  // waits, then is skipped
    var ada = Self.ada
    ada.phone = "911"
    screen.show([Self.alan, ada])
    screen.view.completeAllPendingBatches()
    screen.view.completeAllPendingBatches()
    #expect(screen.texts == ["Alan 000", "Ada 911"])
  }

  @Test func unchangedValuesReconfigureNothing() {
    let screen = Screen()
    screen.show([Self.ada, Self.alan])
    let count = screen.view.history.count
    screen.show([Self.ada, Self.alan])
    #expect(screen.view.history.count == count)
  }

  @Test func aReloadWhenAskedPerApplyOrPerDataSource() {
    let screen = Screen()
    screen.show([Self.ada, Self.alan])
    var ada = Self.ada
    ada.phone = "1"
    screen.show([ada, Self.alan], contentChange: .reload)
    #expect(screen.lastUpdate?.reloadedItems == [ItemPath(item: 0, section: 0)])
    screen.dataSource.contentChange = .reload
    ada.phone = "2"
    screen.show([ada, Self.alan])
    #expect(screen.lastUpdate?.reloadedItems == [ItemPath(item: 0, section: 0)])
    #expect(screen.texts == ["Ada 2", "Alan 000"])
  }

  @Test func aComparisonByPropertyOrNever() {
    let screen = Screen()
    screen.dataSource.contentComparison = .by(\.version)
    screen.show([Self.ada])
    var ada = Self.ada
    ada.phone = "1"  // the version says nothing changed
    screen.show([ada])
    #expect(screen.texts == ["Ada 000"])
    ada.version = 1
    screen.show([ada])
    #expect(screen.texts == ["Ada 1"])
    screen.dataSource.contentComparison = .never
    ada.phone = "2"
    screen.show([ada])
    #expect(screen.texts == ["Ada 1"])
  }

  @Test func theLookupsGiveTheModel() {
    let screen = Screen()
    screen.show([Self.ada, Self.alan])
    #expect(screen.dataSource.item(for: ItemPath(item: 1, section: 0)) == Self.alan)
    #expect(screen.dataSource.item(withIdentifier: 1) == Self.ada)
    #expect(screen.dataSource.item(withIdentifier: 9) == nil)
    #expect(screen.dataSource.snapshot().itemIdentifiers == [1, 2])
  }

  @Test func aRemovedItemKeepsItsValueWhileTheViewStillShowsIt() {
    let screen = Screen()
    screen.show([Self.ada, Self.alan])
    screen.view.completionDelivery = .manual
    var grace = Self.grace
    screen.show([Self.ada, grace])
    grace.phone = "9"
    screen.show([Self.ada, grace])  // waits behind the first
    #expect(screen.dataSource.item(for: ItemPath(item: 1, section: 0)) == grace)
    #expect(screen.dataSource.item(withIdentifier: 2) == Self.alan)
    screen.view.completeAllPendingBatches()
    screen.view.completeAllPendingBatches()
    #expect(!screen.dataSource.base.hasPendingApplies)
    #expect(screen.dataSource.item(withIdentifier: 2) == nil)
    #expect(screen.texts == ["Ada 000", "Grace 9"])
  }

  @Test func valuesThenIdentifiersAndBack() {
    let screen = Screen()
    screen.show([Self.ada, Self.alan, Self.grace])
    // Identifiers: a reorder, a removal and a mark, with the values kept.
    var snapshot = screen.dataSource.snapshot()
    snapshot.deleteItems([2])
    snapshot.moveItem(3, beforeItem: 1)
    snapshot.reconfigureItems([1])
    screen.cellsMade = []
    screen.dataSource.apply(snapshot)
    #expect(screen.texts == ["Grace 000", "Ada 000"])
    #expect(screen.cellsMade == [1])
    #expect(screen.dataSource.item(withIdentifier: 3) == Self.grace)
    // Values again: compared with the values the identifier apply kept.
    var ada = Self.ada
    ada.phone = "7"
    screen.show([ada, Self.grace, Self.alan])
    #expect(screen.texts == ["Ada 7", "Grace 000", "Alan 000"])
    #expect(screen.lastUpdate.map { $0.reconfiguredItems.count + $0.reloadedItems.count } == 1)
  }

  @Test func anIdentifierApplyMayNotAddAnItem() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let screen = Screen()
        screen.show([Self.ada])
        var snapshot = screen.dataSource.snapshot()
        snapshot.appendItems([9])
        screen.dataSource.apply(snapshot)
      }
    }
  }

  @Test func theAsyncApplyComparesOnTheMainActorAndDiffsOffIt() async {
    let screen = Screen()
    await screen.dataSource.apply([SectionOfItems("all", items: [Self.ada, Self.alan])])
    var ada = Self.ada
    ada.phone = "1"
    await screen.dataSource.apply([SectionOfItems("all", items: [Self.alan, ada])])
    #expect(screen.texts == ["Alan 000", "Ada 1"])
    #expect(screen.dataSource.base.hasPendingApplies == false)
  }

  /// A binding of one's own: the model members come with the conformance.
  @MainActor
  final class Binding: ModelDataSourceBinding {
    let models: ModelDataSource<String, Contact>
    var base: DiffableDataSource<String, Int> { models.base }
    init(view: HeadlessListView<String, Int>) {
      models = ModelDataSource(tableView: view) { _, _, contact in
        "\(contact.name) \(contact.phone)"
      }
    }
  }

  @Test func aBindingForwardsTheModelMembers() {
    let view = HeadlessListView<String, Int>()
    let binding = Binding(view: view)
    binding.apply([SectionOfItems("all", items: [Self.ada, Self.grace])])
    binding.contentComparison = .by(\.version)
    var grace = Self.grace
    grace.version = 1
    grace.phone = "3"
    binding.apply([SectionOfItems("all", items: [Self.ada, grace])])
    #expect(view.sections.flatMap { $0.map(\.text) } == ["Ada 000", "Grace 3"])
    #expect(binding.item(for: ItemPath(item: 1, section: 0)) == grace)
    #expect(binding.item(withIdentifier: 1) == Self.ada)
    var snapshot = binding.snapshot()
    snapshot.deleteItems([1])
    binding.apply(snapshot)
    #expect(view.items == [[3]])
  }

  /// The seed's feed that refreshes while it is read: new posts arrive above, a read post's like
  /// count changes; the reader stays on the post they were reading, whose cell shows the new
  /// count.
  @Test func aFeedRefreshedWhileReadKeepsItsPlaceAndShowsNewContent() {
    struct Post: Identifiable, Equatable {
      var id: String
      var likes = 0
    }
    let view = HeadlessListView<String, String>()
    let feed = ModelDataSource<String, Post>(tableView: view) { _, _, post in
      "\(post.id) \(post.likes)"
    }
    var posts = (0..<100).map { Post(id: "post-\($0)") }
    feed.apply([SectionOfItems("feed", items: posts)], animatingDifferences: false)
    view.scrollToRow(40)
    posts[40].likes = 7
    let arrived = (0..<3).map { Post(id: "new-\($0)") }
    var kept: KeptPosition<String>?
    feed.apply(
      [SectionOfItems("feed", items: arrived + posts)], keepingPosition: .firstVisibleItem
    ) { kept = $0 }
    #expect(kept == KeptPosition(anchor: "post-40", arrivedAbove: ["new-0", "new-1", "new-2"]))
    #expect(view.firstVisibleRow == 43)
    #expect(view.sections[0][43].text == "post-40 7")
    #expect(feed.item(withIdentifier: "post-40")?.likes == 7)
  }

  /// The snippets of Docs/DataSource.md, as written there.
  @Test func theDocsSnippetsRun() {
    enum Section { case main }
    let contacts = [Self.ada, Self.alan, Self.grace]
    let ada = Self.ada
    let grace = Self.grace
    let view = HeadlessListView<Section, Contact.ID>()
    let dataSource = ModelDataSource<Section, Contact>(tableView: view) { _, _, contact in
      contact.name
    }
    dataSource.apply([SectionOfItems(.main, items: contacts)])
    #expect(view.items == [[1, 2, 3]])

    var snapshot = Snapshot<Section, Contact.ID>()
    snapshot.appendSections([.main])
    snapshot.appendItems(contacts.map(\.id))
    dataSource.apply(snapshot, animatingDifferences: true)

    let sections = [SectionOfItems(Section.main, items: contacts)]
    dataSource.contentComparison = .by(\.version)  // a version or an update time
    dataSource.contentComparison = .changed { $0.name != $1.name || $0.phone != $1.phone }
    dataSource.contentComparison = .never  // cells observe their models
    dataSource.contentChange = .reload  // replace changed cells
    dataSource.apply(sections, contentChange: .reload)  // for this apply only

    do {
      var snapshot = dataSource.snapshot()  // identifiers
      snapshot.deleteItems([ada.id])
      snapshot.reconfigureItems([grace.id])  // redrawn with the value kept
      dataSource.apply(snapshot)
    }
    #expect(view.items == [[2, 3]])
  }

  /// A server's list that repeats an item: by default its first occurrence is shown, the other
  /// dropped and returned; `.keepLast` shows the last one, with its value.
  @Test func aRepeatedItemKeepsItsFirstOccurrenceByDefault() {
    let screen = Screen()
    var again = Self.ada
    again.phone = "999"
    let dropped = screen.dataSource.apply([
      SectionOfItems("all", items: [Self.ada, Self.alan]),
      SectionOfItems("more", items: [again, Self.grace]),
    ])
    #expect(screen.view.items == [[1, 2], [3]])
    #expect(screen.texts == ["Ada 000", "Alan 000", "Grace 000"])
    #expect(
      dropped == [
        DroppedDuplicate(
          code: .duplicateItemIdentifier, identifier: "1", kept: .init(section: 0, item: 0),
          dropped: .init(section: 1, item: 0))
      ])
    let last = screen.dataSource.apply(
      [SectionOfItems("all", items: [Self.ada, Self.alan, again])], duplicates: .keepLast)
    #expect(screen.view.items == [[2, 1]])
    #expect(screen.texts == ["Alan 000", "Ada 999"])
    #expect(last.map(\.dropped) == [.init(section: 0, item: 0)])
  }

  @Test func rejectingADuplicateStopsTheProgramNamingIt() async {
    await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let screen = Screen()
        screen.dataSource.apply(
          [SectionOfItems("all", items: [Self.ada, Self.alan, Self.ada])], duplicates: .reject)
      }
    }.map { result in
      let message = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(
        message.contains(
          "duplicate item identifier 1 at section 0, item 2 (first at section 0, item 0)"))
    }
  }

  /// After a user's reorder the view no longer shows the last apply's order: the next apply
  /// compares each item with its own previous value, not with the one at its old place.
  @Test func aValueApplyAfterAUserReorderComparesByItem() {
    let screen = Screen()
    screen.dataSource.base.reorderingHandlers.canReorderItem = { _ in true }
    screen.show([Self.ada, Self.alan, Self.grace])
    #expect(
      screen.view.userMovedItem(
        from: ItemPath(item: 0, section: 0), to: ItemPath(item: 2, section: 0)))
    #expect(screen.view.items == [[2, 3, 1]])
    var grace = Self.grace
    grace.phone = "777"
    screen.cellsMade = []
    screen.show([Self.alan, grace, Self.ada])
    #expect(screen.texts == ["Alan 000", "Grace 777", "Ada 000"])
    #expect(screen.cellsMade == [3])
  }
}
