import TestSupport
import Testing

@testable import Snapshots

/// The moves of a section are chosen again, keeping changed items in place, only when that can
/// spare their reloads a batch (`Changeset._choosingMovesAgain`); a matching keeps each section
/// that may be chosen again until it knows, and lets them all go once it cannot be.
@Suite("Changeset: moves chosen again for changed items")
struct MoveRefinementTests {
  /// Two sections of swapped pairs, the even items changed in one and the odd in the other:
  /// whichever fewest moves come first, one section moves a changed item.
  func pairs(_ section: Int, changingOdd: Bool) -> (old: [Int], new: [Int], changed: [Int]) {
    let old = Array(section * 100..<section * 100 + 20)
    let new = stride(from: 0, to: old.count, by: 2).flatMap { [old[$0 + 1], old[$0]] }
    return (old, new, old.filter { ($0 % 2 == 1) == changingOdd })
  }

  func matched(_ old: Snapshot<Int, Int>, _ new: Snapshot<Int, Int>) -> Changeset<Int, Int>._Part {
    let plan = Changeset<Int, Int>._Plan(from: old, to: new, sectionContentChanged: nil)
    return Changeset<Int, Int>._Part(
      plan, items: 0..<new.numberOfItems, itemContentChanged: nil, contentChange: .reload,
      contentChangedBetween: nil)
  }

  @Test func sectionsThatMayBeChosenAgainAreKeptAndChosenAgain() {
    let (first, second) = (pairs(0, changingOdd: false), pairs(1, changingOdd: true))
    let old = makeSnapshot([(0, first.old), (1, second.old)])
    var new = makeSnapshot([(0, first.new), (1, second.new)])
    new.reloadItems(first.changed + second.changed)
    let part = matched(old, new)
    #expect(!part.refiningRuledOut && !part.refinable.isEmpty)
    let changeset = Changeset(from: old, to: new)
    let changed = Set(first.changed + second.changed)
    #expect(!changeset.movedItems.contains { changed.contains($0.identifier) })
  }

  /// A changed item that crosses sections rules choosing again out: the sections kept before
  /// it (both of the first two) are let go.
  @Test func aChangedItemCrossingSectionsLetsTheSectionsGo() {
    let (first, second) = (pairs(0, changingOdd: false), pairs(1, changingOdd: true))
    let old = makeSnapshot([(0, first.old + [999]), (1, second.old), (2, [])])
    var new = makeSnapshot([(0, first.new), (1, second.new), (2, [999])])
    new.reloadItems(first.changed + second.changed + [999])
    let part = matched(old, new)
    #expect(part.refiningRuledOut && part.refinable.isEmpty)
  }

  /// A section whose changed items leave their old order rules it out too, letting go of the
  /// sections kept before it.
  @Test func changedItemsOutOfOrderLetTheSectionsGo() {
    let (first, second) = (pairs(0, changingOdd: false), pairs(1, changingOdd: true))
    let old = makeSnapshot([(0, first.old), (1, second.old), (2, [501, 502, 503, 504, 505, 506])])
    var new = makeSnapshot([(0, first.new), (1, second.new), (2, [506, 502, 501, 503, 504, 505])])
    new.reloadItems(first.changed + second.changed + [506, 501, 502])
    let part = matched(old, new)
    #expect(part.refiningRuledOut && part.refinable.isEmpty)
  }
}
