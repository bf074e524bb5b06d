import Testing

@testable import Snapshots

/// The outline sidebar of Docs/DataSource.md, headless: the section snapshot handlers and the
/// async apply of a section snapshot (the same lines type-check against the UIKit stubs in
/// Tests/BindingStubs/Examples/UIKit/SidebarController.swift).
@MainActor
@Suite("Sidebar screen")
struct SidebarScreenTests {
  let view = HeadlessListView<String, String>()
  let dataSource: DiffableDataSource<String, String>

  init() { dataSource = DiffableDataSource(view: view) }

  func showSidebar() async {
    dataSource.sectionSnapshotHandlers.shouldCollapseItem = { folder in folder != "Favorites" }
    dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { subtree in
      var loaded = subtree
      let folder = subtree.rootItems[0]
      if loaded.snapshot(of: folder).items.isEmpty {
        loaded.append(["\(folder)/Inbox", "\(folder)/Sent"], to: folder)
      }
      return loaded
    }
    var sidebar = SectionSnapshot<String>()
    sidebar.append(["Favorites", "Mail"])
    await dataSource.apply(sidebar, to: "sidebar")
    dataSource.expand("Mail")  // as tapping its disclosure does: loads and shows its children
  }

  @Test func expandingLoadsTheChildrenThroughTheHandlers() async {
    var asked: [String] = []
    dataSource.sectionSnapshotHandlers.willExpandItem = { asked.append("will expand \($0)") }
    dataSource.sectionSnapshotHandlers.willCollapseItem = { asked.append("will collapse \($0)") }
    await showSidebar()
    #expect(view.items == [["Favorites", "Mail", "Mail/Inbox", "Mail/Sent"]])
    #expect(dataSource.snapshot(for: "sidebar").isExpanded("Mail"))
    #expect(!dataSource.expand("Mail"), "expanded already")
    #expect(dataSource.collapse("Mail"))
    #expect(view.items == [["Favorites", "Mail"]])
    // Expanding again keeps the children loaded the first time.
    #expect(dataSource.expand("Mail"))
    #expect(view.items == [["Favorites", "Mail", "Mail/Inbox", "Mail/Sent"]])
    #expect(asked == ["will expand Mail", "will collapse Mail", "will expand Mail"])
  }

  @Test func theHandlersCanRefuse() async {
    await showSidebar()
    dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = nil
    var favorites = dataSource.snapshot(for: "sidebar")
    favorites.append(["Flagged"], to: "Favorites")
    favorites.expand(["Favorites"])
    await dataSource.apply(favorites, to: "sidebar")
    #expect(!dataSource.collapse("Favorites"), "shouldCollapseItem refuses")
    #expect(dataSource.snapshot(for: "sidebar").isExpanded("Favorites"))
    dataSource.sectionSnapshotHandlers.shouldExpandItem = { _ in false }
    #expect(dataSource.collapse("Mail") && !dataSource.expand("Mail"))
    #expect(!dataSource.expand("Nowhere"))
    #expect(view.items == [["Favorites", "Flagged", "Mail"]])
  }

  @Test func theSynchronousApplyIsOneCompletionAway() async {
    var snapshot = Snapshot<String, String>()
    snapshot.appendSections(["all"])
    snapshot.appendItems(["a"])
    dataSource.apply(snapshot, animatingDifferences: false, completion: nil)
    #expect(view.items == [["a"]])
    snapshot.appendItems(["b"])
    await dataSource.apply(snapshot, animatingDifferences: false)
    #expect(view.items == [["a", "b"]])
  }
}
