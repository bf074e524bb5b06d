import Snapshots
import SnapshotsJSON
import SnapshotsTesting
import Testing

/// The merge's laws on random documents, and a property test against a model merge: two sides
/// that edit different items (deleting, moving within and across sections, changing members,
/// inserting) merge without conflict into what the model says.
@Suite("JSON snapshot merge: laws and properties")
struct SnapshotMergePropertyTests {
  /// A document: sections of items, each item an identifier and two members.
  struct Document: CustomStringConvertible {
    var sections: [(id: Int, items: [(id: Int, a: Int, b: Int)])]

    var json: String {
      let sections = self.sections.map { section in
        let items = section.items.map { #"{"id": \#($0.id), "a": \#($0.a), "b": \#($0.b)}"# }
        return #"{"id": "s\#(section.id)", "items": [\#(items.joined(separator: ", "))]}"#
      }
      return #"{"sections": [\#(sections.joined(separator: ", "))]}"#
    }
    var description: String { json }

    /// Every item: its section's identifier, its members.
    var items: [Int: (section: Int, a: Int, b: Int)] {
      var items: [Int: (section: Int, a: Int, b: Int)] = [:]
      for section in sections {
        for item in section.items { items[item.id] = (section.id, item.a, item.b) }
      }
      return items
    }

    static func random(using random: inout SeededGenerator) -> Document {
      var next = 0
      return Document(
        sections: (0..<random.int(below: 4) + 1).map { section in
          (
            section,
            (0..<random.int(below: 8)).map { _ in
              next += 1
              return (next, random.int(below: 3), random.int(below: 3))
            }
          )
        })
    }

    /// A side's random edits of the items in `owned`, and new items from `firstNew` on.
    func edited(
      owning owned: Set<Int>, firstNew: Int, using random: inout SeededGenerator
    )
      -> Document
    {
      var copy = self
      for item in owned.sorted() {
        guard let (s, i) = copy.position(of: item) else { continue }
        switch random.int(below: 5) {
        case 0: copy.sections[s].items.remove(at: i)
        case 1, 2:
          let moved = copy.sections[s].items.remove(at: i)
          let target = random.int(below: copy.sections.count)
          copy.sections[target].items.insert(
            moved, at: random.int(below: copy.sections[target].items.count + 1))
        case 3: copy.sections[s].items[i].a += 10
        default: break
        }
      }
      for new in firstNew..<(firstNew + random.int(below: 3)) {
        let target = random.int(below: copy.sections.count)
        copy.sections[target].items.insert(
          (new, 0, 0), at: random.int(below: copy.sections[target].items.count + 1))
      }
      return copy
    }

    func position(of item: Int) -> (Int, Int)? {
      for (s, section) in sections.enumerated() {
        if let i = section.items.firstIndex(where: { $0.id == item }) { return (s, i) }
      }
      return nil
    }
  }

  struct Trio: CustomStringConvertible {
    var base: Document
    var ours: Document
    var theirs: Document
    var description: String { "base \(base)\nours \(ours)\ntheirs \(theirs)" }
  }

  /// The item of a `deleted-and-changed` conflict where one side deleted the item and the other
  /// left it unchanged in its base section (only the items around it moved), or `nil`.
  static func ambiguousItem(_ conflict: JSONMergeConflict, _ trio: Trio) -> Int? {
    guard conflict.kind == .deletedAndChanged, let item = conflict.item.flatMap({ Int($0.json) }),
      let base = trio.base.items[item]
    else { return nil }
    let kept = [trio.ours.items[item], trio.theirs.items[item]].compactMap { $0 }
    return kept.count == 1 && kept[0] == base ? item : nil
  }

  static func generate(_ random: inout SeededGenerator) -> Trio {
    let base = Document.random(using: &random)
    var ours = Set<Int>()
    var theirs = Set<Int>()
    for item in base.items.keys.sorted() {
      switch random.int(below: 3) {
      case 0: ours.insert(item)
      case 1: theirs.insert(item)
      default: break
      }
    }
    return Trio(
      base: base, ours: base.edited(owning: ours, firstNew: 1_000, using: &random),
      theirs: base.edited(owning: theirs, firstNew: 2_000, using: &random))
  }

  /// Smaller trios: one item fewer in all three documents.
  static func shrink(_ trio: Trio) -> [Trio] {
    trio.base.items.keys.sorted().map { item in
      func without(_ document: Document) -> Document {
        var copy = document
        for s in copy.sections.indices { copy.sections[s].items.removeAll { $0.id == item } }
        return copy
      }
      return Trio(base: without(trio.base), ours: without(trio.ours), theirs: without(trio.theirs))
    }
  }

  static func merge(_ trio: Trio) -> JSONSnapshotMerge {
    func read(_ document: Document) -> JSONSnapshotDocument {
      try! JSONSnapshotDocument(parsing: Array(document.json.utf8))
    }
    return try! JSONSnapshotMerge(
      base: read(trio.base), ours: read(trio.ours), theirs: read(trio.theirs))
  }

  static func value(_ document: Document) -> JSONValue {
    try! JSONValue(parsing: Array(document.json.utf8))
  }

  /// Merging with an unchanged side gives the other side, and a document with itself, itself.
  @Test func mergingWithAnUnchangedSideGivesTheOtherSide() {
    checkProperty(
      iterations: 300, seed: 0x3E_0001, generate: Self.generate, shrink: Self.shrink
    ) { trio in
      for (base, ours, theirs, expected) in [
        (trio.base, trio.base, trio.theirs, trio.theirs),
        (trio.base, trio.ours, trio.base, trio.ours), (trio.ours, trio.ours, trio.ours, trio.ours),
      ] {
        let merge = Self.merge(Trio(base: base, ours: ours, theirs: theirs))
        let merged = try! JSONValue(parsing: merge.documentBytes)
        if merged != Self.value(expected) || !merge.conflicts.isEmpty {
          return
            "merged \(String(decoding: merge.documentBytes, as: UTF8.self)), expected \(expected)"
        }
      }
      return nil
    }
  }

  /// Edits of different items merge without conflict into the model's items, members and
  /// sections; and each side's changes are all the merge adds to the other side: the changeset
  /// from ours to the merge moves no more items than theirs moved.
  @Test func editsOfDifferentItemsMergeAsTheModelSays() {
    checkProperty(
      iterations: 500, seed: 0x3E_0002, generate: Self.generate, shrink: Self.shrink
    ) { trio in
      let merge = Self.merge(trio)
      // An item one side deleted while the other moved the items around it in its section is
      // ambiguous: by positions, the other side moved it (the merge's named case "moving the
      // others around an item the other side deleted"). Such a conflict is allowed, and the item
      // is left out of the comparison.
      let ambiguous = Set(merge.conflicts.compactMap { Self.ambiguousItem($0, trio) })
      guard merge.conflicts.count == ambiguous.count else {
        return "conflicts: \(merge.conflicts)"
      }
      let merged = try! JSONSnapshotDocument(parsing: merge.documentBytes)
      var model = trio.base.items.filter { !ambiguous.contains($0.key) }
      for side in [trio.ours, trio.theirs] {
        let items = side.items
        for id in trio.base.items.keys where items[id] == nil { model[id] = nil }
        for (id, item) in items where trio.base.items[id].map({ $0 != item }) ?? true {
          model[id] = item
        }
      }
      var found: [Int: (section: Int, a: Int, b: Int)] = [:]
      let snapshot = merged.snapshot
      for (s, section) in snapshot.sectionIdentifiers.enumerated() {
        for (i, _) in snapshot.itemIdentifiers(inSection: section).enumerated() {
          let value = merged.itemValue(at: ItemPath(item: i, section: s))!
          let id = value["id"]!.description
          found[Int(id)!] = (
            Int(String(section.json.dropFirst(2).dropLast()))!,
            Int(value["a"]!.description)!, Int(value["b"]!.description)!
          )
        }
      }
      for id in ambiguous { found[id] = nil }
      guard found.count == model.count,
        found.allSatisfy({ id, item in model[id].map { $0 == item } ?? false })
      else {
        return
          "items \(found.sorted { $0.key < $1.key }), model \(model.sorted { $0.key < $1.key })"
      }
      for (side, other) in [(trio.ours, trio.theirs), (trio.theirs, trio.ours)]
      where ambiguous.isEmpty {
        let changes = Changeset(
          from: try! JSONSnapshotDocument(parsing: Array(side.json.utf8)).snapshot, to: snapshot)
        let moved = Changeset(
          from: try! JSONSnapshotDocument(parsing: Array(trio.base.json.utf8)).snapshot,
          to: try! JSONSnapshotDocument(parsing: Array(other.json.utf8)).snapshot
        ).movedItems.count
        if changes.movedItems.count > moved {
          return
            "the merge moves \(changes.movedItems.count) items against one side, the other moved \(moved)"
        }
      }
      return nil
    }
  }
}
