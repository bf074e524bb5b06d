import SnapshotsTesting
import TestSupport
import Testing

@testable import Snapshots

@Suite("Changeset computed concurrently")
struct ChangesetConcurrencyTests {
  /// Every list of two changesets, or a description of the first that differs.
  static func difference(_ lhs: Changeset<Int, Int>, _ rhs: Changeset<Int, Int>) -> String? {
    if lhs.sections != rhs.sections { return "sections: \(lhs.sections) vs \(rhs.sections)" }
    if lhs.reloadedSections != rhs.reloadedSections {
      return "reloaded sections: \(lhs.reloadedSections) vs \(rhs.reloadedSections)"
    }
    if lhs.deletedItems != rhs.deletedItems {
      return "deleted: \(lhs.deletedItems) vs \(rhs.deletedItems)"
    }
    if lhs.insertedItems != rhs.insertedItems {
      return "inserted: \(lhs.insertedItems) vs \(rhs.insertedItems)"
    }
    if lhs.movedItems != rhs.movedItems { return "moved: \(lhs.movedItems) vs \(rhs.movedItems)" }
    if lhs.reloadedItems != rhs.reloadedItems {
      return "reloaded: \(lhs.reloadedItems) vs \(rhs.reloadedItems)"
    }
    if lhs.reconfiguredItems != rhs.reconfiguredItems {
      return "reconfigured: \(lhs.reconfiguredItems) vs \(rhs.reconfiguredItems)"
    }
    return nil
  }

  /// The concurrent changeset of a pair, cut into `runs` runs, against the serial one: the same
  /// for every cut, by either content predicate, reported either way.
  static func brokenEquivalence(_ pair: SnapshotPair<Int, Int>, runs: Int) -> String? {
    for kind in [Changeset<Int, Int>.ContentChange.reload, .reconfigure] {
      let serial = pair.changeset(reportingContentChangesAs: kind)
      let byIdentifier = Changeset(
        concurrentlyFrom: pair.old, to: pair.new,
        itemContentChanged: { pair.oldVersion($0) != pair.newVersion($0) },
        sectionContentChanged: { pair.changedSections.contains($0) },
        reportingContentChangesAs: kind, contentChangedBetween: nil,
        runs: runs)
      if let difference = difference(serial, byIdentifier) {
        return "\(runs) runs, by identifier, \(kind): \(difference)"
      }
      let old = pair.old
      let new = pair.new
      let byPath = Changeset(
        concurrentlyFrom: old, to: new, itemContentChanged: nil,
        sectionContentChanged: { pair.changedSections.contains($0) },
        reportingContentChangesAs: kind,
        contentChangedBetween: { from, to in
          let item = new.itemIdentifiers(inSection: new.sectionIdentifiers[to.section])[to.item]
          let was = old.itemIdentifiers(inSection: old.sectionIdentifiers[from.section])[from.item]
          return item != was || pair.oldVersion(was) != pair.newVersion(item)
        }, runs: runs)
      if let difference = difference(serial, byPath) {
        return "\(runs) runs, by path, \(kind): \(difference)"
      }
    }
    return nil
  }

  @Test func everyCutGivesTheSerialChangeset() {
    checkProperty(
      iterations: 3_000, seed: 0xC0C0_0001,
      generate: { random in (random.snapshotPair(steps: 20), 2 + random.int(below: 7)) },
      shrink: { (pair, runs) in shrinkSnapshotPair(pair).map { ($0, runs) } },
      property: { (pair, runs) in Self.brokenEquivalence(pair, runs: runs) })
  }

  @Test func cutsInsideOneSectionAreJoined() {
    // A flat list, cut into runs of one or two items: every run holds part of the section.
    let old = makeSnapshot([(0, Array(0..<12))])
    let new = makeSnapshot([(0, [11, 3, 0, 1, 2, 20, 4, 6, 5, 7, 21, 9, 8])])
    let pair = SnapshotPair(old: old, new: new, changedItems: [6, 9])
    for runs in 1...13 {
      #expect(Self.brokenEquivalence(pair, runs: runs) == nil)
    }
  }

  @Test func largeSnapshotsAreSplitAndGiveTheSerialChangeset() {
    // Above the threshold, the public initializer runs on several threads.
    var random = SeededGenerator(seed: 0xC0C0_0002)
    var oldLayout: [(Int, [Int])] = []
    var newLayout: [(Int, [Int])] = []
    var next = 0
    for section in 0..<40 {
      let items = Array(next..<next + 5_000)
      next += 5_000
      oldLayout.append((section, items))
      var kept = items.filter { _ in !random.chance(0.1) }
      for _ in 0..<100 { kept.swapAt(random.int(below: kept.count), random.int(below: kept.count)) }
      newLayout.append(
        (section, kept + Array(1_000_000 + section * 500..<1_000_000 + section * 500 + 500)))
    }
    // Items crossing sections.
    for _ in 0..<200 {
      let from = random.int(below: 40)
      let to = random.int(below: 40)
      guard let item = newLayout[from].1.popLast() else { continue }
      newLayout[to].1.insert(item, at: random.int(below: newLayout[to].1.count + 1))
    }
    let old = makeSnapshot(oldLayout)
    let new = makeSnapshot(newLayout)
    let changed: @Sendable (Int) -> Bool = { $0 % 7 == 0 }
    let serial = Changeset(from: old, to: new, itemContentChanged: changed)
    let concurrent = Changeset(concurrentlyFrom: old, to: new, itemContentChanged: changed)
    #expect(new.numberOfItems >= 2 * 65_536)
    #expect(Self.difference(serial, concurrent) == nil)
    #expect(!concurrent.movedItems.isEmpty && !concurrent.reloadedItems.isEmpty)
  }
}
