import Foundation
import SnapshotsTesting
import Testing

@testable import Snapshots

@Suite("SectionSnapshot")
struct SectionSnapshotTests {
  /// An outline: Mail (Inbox, Archive (2024)), Notes.
  func sample() -> SectionSnapshot<String> {
    var outline = SectionSnapshot<String>()
    outline.append(["Mail", "Notes"])
    outline.append(["Inbox", "Archive"], to: "Mail")
    outline.append(["2024"], to: "Archive")
    return outline
  }

  @Test func queries() {
    let outline = sample()
    #expect(outline.items == ["Mail", "Inbox", "Archive", "2024", "Notes"])
    #expect(outline.rootItems == ["Mail", "Notes"])
    #expect(outline.visibleItems == ["Mail", "Notes"], "new parents start collapsed")
    #expect(outline.level(of: "2024") == 2)
    #expect(outline.parent(of: "2024") == "Archive")
    #expect(outline.parent(of: "Mail") == nil)
    #expect(outline.contains("Inbox") && !outline.contains("Spam"))
    #expect(outline.index(of: "Archive") == 2)
    #expect(outline.index(of: "Spam") == nil)
    #expect(!outline.isVisible("Inbox"))
    #expect(outline.expandedItems.isEmpty)
  }

  @Test func expandAndCollapse() {
    var outline = sample()
    outline.expand(["Mail", "Unknown"])
    #expect(outline.visibleItems == ["Mail", "Inbox", "Archive", "Notes"])
    outline.expand(["Archive"])
    #expect(outline.visibleItems == ["Mail", "Inbox", "Archive", "2024", "Notes"])
    outline.collapse(["Mail"])
    #expect(outline.visibleItems == ["Mail", "Notes"])
    #expect(outline.isExpanded("Archive"), "collapsing a parent keeps its children's states")
    #expect(!outline.isVisible("2024"))
    #expect(outline.expandedItems == ["Archive"])
  }

  @Test func insertBeforeMatchesTheLevelAndInsertAfterGoesAfterTheChildren() {
    var outline = sample()
    outline.insert(["Drafts"], before: "Archive")
    #expect(outline.level(of: "Drafts") == 1)
    #expect(outline.parent(of: "Drafts") == "Mail")
    outline.insert(["Calendar"], after: "Mail")
    #expect(outline.items == ["Mail", "Inbox", "Drafts", "Archive", "2024", "Calendar", "Notes"])
    #expect(outline.level(of: "Calendar") == 0)
  }

  @Test func deleteRemovesDescendants() {
    var outline = sample()
    outline.delete(["Archive", "Nope"])
    #expect(outline.items == ["Mail", "Inbox", "Notes"])
    #expect(!outline.contains("2024"))
    outline.deleteAll()
    #expect(outline.items.isEmpty)
  }

  @Test func subSnapshotsRebaseLevels() {
    var outline = sample()
    outline.expand(["Archive"])
    let mail = outline.snapshot(of: "Mail")
    #expect(mail.rootItems == ["Inbox", "Archive"])
    #expect(mail.level(of: "2024") == 1)
    #expect(mail.isExpanded("Archive"))
    let withParent = outline.snapshot(of: "Mail", includingParent: true)
    #expect(withParent.rootItems == ["Mail"])
    #expect(withParent.level(of: "2024") == 2)
  }

  @Test func snapshotsInsertWithTheirSubtrees() {
    var outline = sample()
    var folder = SectionSnapshot<String>(["Work"])
    folder.append(["Q1", "Q2"], to: "Work")
    folder.expand(["Work"])
    outline.append(folder, to: "Archive")
    #expect(outline.level(of: "Q2") == 3)
    #expect(outline.isExpanded("Work"))
    outline.replace(childrenOf: "Mail", using: SectionSnapshot(["Only"]))
    #expect(outline.items == ["Mail", "Only", "Notes"])
    #expect(!outline.contains("Q1"))
  }

  @Test func description() {
    var outline = sample()
    outline.expand(["Mail"])
    #expect(outline.visualDescription() == "- Mail\n  • Inbox\n  + Archive\n    • 2024\n• Notes")
  }

  @Test func codableRoundTrip() throws {
    var outline = sample()
    outline.expand(["Archive"])
    let data = try JSONEncoder().encode(outline)
    #expect(try JSONDecoder().decode(SectionSnapshot<String>.self, from: data) == outline)
    let duplicate = Data(#"[{"item": "a", "children": [{"item": "a"}]}]"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(SectionSnapshot<String>.self, from: duplicate)
    }
  }

  @Test func trapsNameTheItem() async {
    await #expect(processExitsWith: .failure) {
      var outline = SectionSnapshot<String>(["a"])
      outline.append(["a"])
    }
    await #expect(processExitsWith: .failure) {
      var outline = SectionSnapshot<String>()
      outline.append(["x"], to: "missing")
    }
  }

  @Test func agreesWithANaiveTree() {
    checkProperty(
      iterations: 3_000, seed: 0x0071_0001,
      generate: { $0.outlineOperations(count: 1 + $0.int(below: 25)) },
      shrink: shrinkArray,
      property: { operations in
        var outline = SectionSnapshot<Int>()
        var tree = NaiveTree()
        for (step, operation) in operations.enumerated() where tree.allows(operation) {
          operation.apply(to: &outline)
          operation.apply(to: &tree)
          let context = "after step \(step) \(operation)"
          if outline.items != tree.items {
            return "\(context): items \(outline.items) != \(tree.items)"
          }
          if outline.visibleItems != tree.visibleItems { return "\(context): visibleItems" }
          if outline.rootItems != tree.roots.map(\.item) { return "\(context): rootItems" }
          for item in 0..<30 {
            let path = tree.path(of: item)
            if outline.contains(item) != (path != nil) { return "\(context): contains(\(item))" }
            guard let path else { continue }
            if outline.level(of: item) != path.count - 1 { return "\(context): level(of: \(item))" }
            let parent = path.count > 1 ? tree.node(at: Array(path.dropLast())).item : nil
            if outline.parent(of: item) != parent { return "\(context): parent(of: \(item))" }
            if outline.isExpanded(item) != tree.node(at: path).expanded {
              return "\(context): isExpanded(\(item))"
            }
            if outline.isVisible(item) != tree.visibleItems.contains(item) {
              return "\(context): isVisible(\(item))"
            }
            if outline.index(of: item) != tree.items.firstIndex(of: item) {
              return "\(context): index(of: \(item))"
            }
          }
        }
        return nil
      })
  }

  @Test func diffLaws() {
    // Two outlines from random operations: the one-section changeset of their visible items has
    // batches the validator accepts, and they give the new visible list.
    checkProperty(
      iterations: 2_000, seed: 0x0071_0002,
      generate: { rng -> (SectionSnapshot<Int>, SectionSnapshot<Int>) in
        var old = SectionSnapshot<Int>()
        var tree = NaiveTree()
        for _ in 0..<rng.int(below: 20) {
          let operation = rng.outlineOperation(on: tree)
          operation.apply(to: &old)
          operation.apply(to: &tree)
        }
        var new = old
        for _ in 0..<rng.int(below: 8) {
          let operation = rng.outlineOperation(on: tree)
          operation.apply(to: &new)
          operation.apply(to: &tree)
        }
        return (old, new)
      },
      property: { old, new in
        let changeset = Changeset(from: old, to: new, section: 0)
        var before = Snapshot<Int, Int>()
        before.appendSections([0])
        before.setItems(old, toSection: 0)
        var table = HeadlessTableView(snapshot: before)
        do throws(BatchValidationError) {
          try table.validateAndApply(changeset)
        } catch {
          return "rejected: \(error.message)"
        }
        return table.sections == [new.visibleItems]
          ? nil : "shows \(table.sections), expected \(new.visibleItems)"
      })
  }

  @Test func expandingInsertsTheVisibleDescendantsAfterTheParent() {
    let old = sample()
    var new = old
    new.expand(["Mail"])
    let changeset = Changeset(from: old, to: new, section: "sidebar")
    #expect(changeset.insertedItems.map(\.identifier) == ["Inbox", "Archive"])
    #expect(changeset.insertedItems.map(\.path.item) == [1, 2])
    let collapse = Changeset(from: new, to: old, section: "sidebar")
    #expect(collapse.deletedItems.map(\.identifier) == ["Inbox", "Archive"])
  }

  @Test func placingAnOutlineIntoASnapshotSection() {
    var outline = sample()
    outline.expand(["Mail"])
    var snapshot = Snapshot<String, String>()
    snapshot.appendSections(["sidebar", "other"])
    snapshot.appendItems(["Notes"], toSection: "other")
    snapshot.setItems(outline, toSection: "sidebar")
    #expect(
      snapshot.itemIdentifiers(inSection: "sidebar") == ["Mail", "Inbox", "Archive", "Notes"])
    #expect(
      snapshot.itemIdentifiers(inSection: "other").isEmpty, "Notes moved into the outline's section"
    )
  }
}
