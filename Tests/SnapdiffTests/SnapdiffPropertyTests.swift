import Foundation
import SnapshotsTesting
import TestSupport
import Testing

@testable import Snapshots
@testable import SnapshotsJSON
@testable import snapdiff

/// Thousands of random sectioned pairs written as JSON: snapdiff's batches, applied by the
/// headless table, give NEW; its JSON Patch, applied by the test's RFC 6902 applier, gives NEW.
@Suite("snapdiff properties")
struct SnapdiffPropertyTests {
  /// The state after one stage of `--format json`, computed from the stage alone (and NEW for
  /// sections read again): an oracle independent of the library's batch application.
  static func after(
    _ before: [(id: String, items: [Int])], _ stage: TestJSON, new: TestJSON
  )
    -> [(id: String, items: [Int])]
  {
    let sections = stage["sections"]!
    let items = stage["items"]!
    let deleted = Set(sections["deleted"]!.array.map { $0["index"]!.int })
    let reloaded = Set(sections["reloaded"]!.array.map { $0["index"]!.int })
    let count = before.count - deleted.count + sections["inserted"]!.array.count
    var slots = [String?](repeating: nil, count: count)
    var source = [Int](repeating: -1, count: count)
    for entry in sections["inserted"]!.array {
      if case .string(let id)? = entry["id"] { slots[entry["index"]!.int] = id }
    }
    var moved: Set<Int> = []
    for entry in sections["moved"]!.array {
      slots[entry["to"]!.int] = before[entry["from"]!.int].id
      source[entry["to"]!.int] = entry["from"]!.int
      moved.insert(entry["from"]!.int)
    }
    var next = 0
    for index in before.indices where !deleted.contains(index) && !moved.contains(index) {
      while slots[next] != nil { next += 1 }
      slots[next] = before[index].id
      source[next] = index
    }
    func newItems(_ id: String) -> [Int] {
      let section = new["sections"]!.array.first { $0["id"] == .string(id) }!
      return section["items"]!.array.map { $0["id"]?.int ?? $0.int }
    }
    func path(_ value: TestJSON) -> (Int, Int) { (value.array[0].int, value.array[1].int) }
    return (0..<count).map { section in
      let id = slots[section]!
      let from = source[section]
      guard from >= 0 && !reloaded.contains(from) else { return (id, newItems(id)) }
      var leaving: Set<Int> = []
      for entry in items["deleted"]!.array where path(entry["path"]!).0 == from {
        leaving.insert(path(entry["path"]!).1)
      }
      for entry in items["moved"]!.array where path(entry["from"]!).0 == from {
        leaving.insert(path(entry["from"]!).1)
      }
      var fixed: [Int: Int] = [:]
      for entry in items["inserted"]!.array where path(entry["path"]!).0 == section {
        fixed[path(entry["path"]!).1] = entry["id"]!.int
      }
      for entry in items["moved"]!.array where path(entry["to"]!).0 == section {
        fixed[path(entry["to"]!).1] = entry["id"]!.int
      }
      var remaining = before[from].items.enumerated().filter { !leaving.contains($0.offset) }.map(
        \.element)
      var result: [Int] = []
      for index in 0..<(remaining.count + fixed.count) {
        if let item = fixed[index] {
          result.append(item)
        } else {
          result.append(remaining.removeFirst())
        }
      }
      return (id, result)
    }
  }

  static func brokenLaw(_ json: JSONPair) -> String? {
    let files = ["old.json": json.old, "new.json": json.new]
    let result = snapdiff(["--format", "json", "old.json", "new.json"], files: files)
    guard let output = try? TestJSON(parsing: result.stdout) else {
      return "output is not JSON: \(result.stdout) \(result.stderr)"
    }
    let changes = !output["stages"]!.array.isEmpty || output["document"] != nil
    if result.status != (changes ? 1 : 0) {
      return "exit status \(result.status) with \(output["stages"]!.array.count) stages"
    }
    guard let new = try? TestJSON(parsing: json.new), let old = try? TestJSON(parsing: json.old)
    else {
      return "test documents are not JSON"
    }
    // Replay the stages on the headless table, cells "id:version".
    func version(_ document: TestJSON, _ item: Int) -> Int {
      for section in document["sections"]!.array {
        for entry in section["items"]!.array where (entry["id"]?.int ?? entry.int) == item {
          return entry["v"]?.int ?? 0
        }
      }
      return -1
    }
    func snapshot(_ sections: [(id: String, items: [Int])]) -> Snapshot<String, Int> {
      try! Snapshot(validating: sections.map { ($0.id, $0.items) })
    }
    var state: [(id: String, items: [Int])] = old["sections"]!.array.map { section in
      guard case .string(let id)? = section["id"] else { return ("?", []) }
      return (id, section["items"]!.array.map { $0["id"]?.int ?? $0.int })
    }
    var table = HeadlessTableView(snapshot: snapshot(state)) { "\($0):\(version(old, $0))" }
    table.cellProvider = { "\($0):\(version(new, $0))" }
    for (index, stage) in output["stages"]!.array.enumerated() {
      let next = after(state, stage, new: new)
      let update = batchUpdate(stage)
      do {
        try table.validateAndPerform(update, resultingIn: snapshot(next))
      } catch {
        return "stage \(index) rejected: \(error.message)"
      }
      state = next
    }
    let expected = new["sections"]!.array.map { section in
      section["items"]!.array.map { item -> String in
        let id = item["id"]?.int ?? item.int
        return "\(id):\(version(new, id))"
      }
    }
    if table.sections != expected { return "batches give \(table.sections), NEW is \(expected)" }
    // JSON Patch.
    let patch = snapdiff(["--format", "jsonpatch", "old.json", "new.json"], files: files)
    guard let operations = try? TestJSON(parsing: patch.stdout) else { return "patch is not JSON" }
    do {
      let patched = try applyPatch(operations, to: old)
      if patched != new { return "patch gives \(patched)" }
    } catch {
      return "patch does not apply: \(error)"
    }
    return nil
  }

  static func batchUpdate(_ stage: TestJSON) -> BatchUpdate {
    func paths(_ list: TestJSON) -> [ItemPath] {
      list.array.map { ItemPath(item: $0["path"]!.array[1].int, section: $0["path"]!.array[0].int) }
    }
    let sections = stage["sections"]!
    let items = stage["items"]!
    return BatchUpdate(
      deletedSections: sections["deleted"]!.array.map { $0["index"]!.int },
      insertedSections: sections["inserted"]!.array.map { $0["index"]!.int },
      movedSections: sections["moved"]!.array.map {
        .init(from: $0["from"]!.int, to: $0["to"]!.int)
      },
      reloadedSections: sections["reloaded"]!.array.map { $0["index"]!.int },
      deletedItems: paths(items["deleted"]!), insertedItems: paths(items["inserted"]!),
      movedItems: items["moved"]!.array.map {
        .init(
          from: ItemPath(item: $0["from"]!.array[1].int, section: $0["from"]!.array[0].int),
          to: ItemPath(item: $0["to"]!.array[1].int, section: $0["to"]!.array[0].int))
      },
      reloadedItems: paths(items["reloaded"]!))
  }

  @Test func batchesAndPatchesGiveNew() {
    checkProperty(
      iterations: 2_000, seed: 0x5D1F_0001, generate: { $0.jsonPair() },
      shrink: shrinkJSONPair, property: Self.brokenLaw)
  }

  @Test func identicalDocumentsPrintNothing() {
    checkProperty(
      iterations: 200, seed: 0x5D1F_0002, generate: { $0.jsonPair() },
      property: { json in
        let result = snapdiff(["a.json", "a.json"], files: ["a.json": json.old])
        return result.status == 0 && result.stdout.isEmpty && result.stderr.isEmpty
          ? nil : "status \(result.status), output \(result.stdout)"
      })
  }
}
