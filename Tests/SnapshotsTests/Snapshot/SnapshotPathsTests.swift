import SnapshotsTesting
import TestSupport
import Testing

@testable import Snapshots

@Suite struct SnapshotPathsTests {
  /// Every lookup by position agrees with the naive one over random snapshots (empty sections
  /// included), and out-of-range positions give `nil`.
  @Test func lookupsByPositionAgreeWithTheSections() {
    checkProperty(
      iterations: 1_000, seed: 0x9A75_0001, generate: { $0.snapshotPair().new },
      property: { snapshot in
        let sections = snapshot._itemsBySection
        var flat = 0
        for (section, items) in sections.enumerated() {
          for (offset, item) in items.enumerated() {
            let path = ItemPath(item: offset, section: section)
            if snapshot.itemIdentifier(at: path) != item { return "item at \(path)" }
            if snapshot.itemPath(of: item) != path { return "path of \(item)" }
            if snapshot._path(ofFlatIndex: flat) != path { return "flat index \(flat)" }
            flat += 1
          }
          if snapshot.itemIdentifier(at: ItemPath(item: items.count, section: section)) != nil {
            return "past the end of section \(section)"
          }
          if snapshot.sectionIdentifier(at: section) != snapshot.sectionIdentifiers[section] {
            return "section at \(section)"
          }
        }
        if snapshot._path(ofFlatIndex: flat) != nil || snapshot._path(ofFlatIndex: -1) != nil {
          return "flat index out of range"
        }
        if snapshot.sectionIdentifier(at: sections.count) != nil
          || snapshot.itemIdentifier(at: ItemPath(item: 0, section: -1)) != nil
        {
          return "section out of range"
        }
        return snapshot.sectionCounts == sections.map(\.count) ? nil : "section counts"
      })
  }
}
