import SnapshotsTesting
import TestSupport
import Testing

@testable import Snapshots

/// Issue 42: an anchored apply keeps the reader's place.
///
/// On the headless view (rows one point
/// high unless given heights, a viewport of 10 rows), the anchor stays at its distance from the
/// top of the viewport; a deleted anchor gives its place to the nearest surviving item above it,
/// then below; the report counts what arrived above.
@MainActor
@Suite("Keeping the reader's place")
struct KeepingPositionTests {
  typealias View = HeadlessListView<String, String>
  typealias Source = DiffableDataSource<String, String>

  /// A data source whose headless view shows `layout`, scrolled so that row `top` is at the top.
  func showing(
    _ layout: [(String, [String])], top: Int, viewportHeight: Double = 10
  ) -> (View, Source) {
    let view = View()
    view.viewportHeight = viewportHeight
    let source = Source(view: view)
    source.apply(try! Snapshot(validating: layout), animatingDifferences: false)
    view.scrollToRow(top)
    return (view, source)
  }

  /// A feed of `count` posts in one section, `post-0` first.
  func feed(_ count: Int, new: Int = 0) -> [(String, [String])] {
    [("feed", (0..<new).map { "new-\($0)" } + (0..<count).map { "post-\($0)" })]
  }

  /// The item at the top of the viewport.
  func topItem(_ view: View) -> String? {
    view.firstVisibleItemPath.map { view.items[$0.section][$0.item] }
  }

  @Test(arguments: [true, false])
  func prependingThreeWhileRowFortyIsAtTheTopKeepsItThere(animated: Bool) {
    let (view, source) = showing(feed(100), top: 40)
    var kept: KeptPosition<String>?
    source.apply(
      try! Snapshot(validating: feed(100, new: 3)), animatingDifferences: animated,
      keepingPosition: .firstVisibleItem
    ) { kept = $0 }
    #expect(topItem(view) == "post-40" && view.contentOffset == 43)
    #expect(kept == KeptPosition(anchor: "post-40", arrivedAbove: ["new-0", "new-1", "new-2"]))
    #expect(
      view.history.last.map { if case .batch(_, animated) = $0 { true } else { false } } == true)
    source.scrollToItem(kept!.arrivedAbove[0])
    #expect(topItem(view) == "new-0")
  }

  @Test func withoutAnAnchorTheRowsSlideDownAsToday() {
    let (view, source) = showing(feed(100), top: 40)
    var kept: KeptPosition<String>?
    source.apply(try! Snapshot(validating: feed(100, new: 3)), keepingPosition: .none) { kept = $0 }
    #expect(view.contentOffset == 40 && topItem(view) == "post-37")
    #expect(kept?.arrivedAbove.count == 3)
    let (plainView, plain) = showing(feed(100), top: 40)
    plain.apply(try! Snapshot(validating: feed(100, new: 3)))
    #expect(plainView.contentOffset == 40 && topItem(plainView) == "post-37")
  }

  @Test(arguments: [true, false])
  func aDeletedAnchorGivesItsPlaceToTheNearestSurvivorAbove(animated: Bool) {
    let (view, source) = showing(feed(100), top: 40)
    var posts = (0..<100).map { "post-\($0)" }
    posts.removeSubrange(38...41)  // the anchor and the two above it go
    posts.insert("new", at: 0)
    var kept: KeptPosition<String>?
    source.apply(
      try! Snapshot(validating: [("feed", posts)]), animatingDifferences: animated,
      keepingPosition: .firstVisibleItem
    ) { kept = $0 }
    #expect(kept == KeptPosition(anchor: "post-37", isReplacement: true, arrivedAbove: ["new"]))
    // post-37's bottom takes post-40's place at the top of the viewport: the reader, who saw
    // post-40 and post-41 go, sees post-42 come up to the top.
    #expect(view.viewportOffset(ofItemAt: ItemPath(item: 38, section: 0)) == -1)
    #expect(topItem(view) == "post-42" && view.contentOffset == 39)
  }

  @Test func aDeletedAnchorWithNothingAboveGivesItsPlaceToTheNearestBelow() {
    let (view, source) = showing(feed(30), top: 2)
    let posts = (5..<30).map { "post-\($0)" }
    var kept: KeptPosition<String>?
    source.apply(try! Snapshot(validating: [("feed", posts)]), keepingPosition: .firstVisibleItem) {
      kept = $0
    }
    #expect(kept == KeptPosition(anchor: "post-5", isReplacement: true))
    // post-5 was three rows below the top, and stays there (the content starts at 0).
    #expect(view.contentOffset == 0 && topItem(view) == "post-5")
  }

  @Test(arguments: [true, false])
  func aMovedAnchorStaysInPlace(animated: Bool) {
    let (view, source) = showing(feed(50), top: 20)
    var posts = (0..<50).map { "post-\($0)" }
    posts.insert(posts.remove(at: 20), at: 5)
    var kept: KeptPosition<String>?
    source.apply(
      try! Snapshot(validating: [("feed", posts)]), animatingDifferences: animated,
      keepingPosition: .firstVisibleItem
    ) { kept = $0 }
    #expect(kept == KeptPosition(anchor: "post-20"))
    #expect(topItem(view) == "post-20" && view.contentOffset == 5)
  }

  @Test(arguments: [true, false])
  func anAnchorInADeletedSectionGivesItsPlaceToTheNearestSurvivorAbove(animated: Bool) {
    let c = ["c0", "c1", "c2", "c3", "c4", "c5"]
    let old = [("a", ["a0", "a1", "a2"]), ("b", ["b0", "b1", "b2"]), ("c", c)]
    let (view, source) = showing(old, top: 4, viewportHeight: 2)  // b1
    var kept: KeptPosition<String>?
    source.apply(
      try! Snapshot(validating: [("z", ["z0"]), ("a", ["a0", "a1", "a2"]), ("c", c)]),
      animatingDifferences: animated, keepingPosition: .firstVisibleItem
    ) { kept = $0 }
    #expect(kept == KeptPosition(anchor: "a2", isReplacement: true, arrivedAbove: ["z0"]))
    // a2's bottom takes b1's place at the top; after the new section a2 is at row 3.
    #expect(view.viewportOffset(ofItemAt: ItemPath(item: 2, section: 1)) == -1)
    #expect(view.contentOffset == 4 && topItem(view) == "c0")
  }

  /// Found by the law below: items new in a section that the apply reloads whole are not among
  /// the batch's inserted items, and were not reported.
  @Test func itemsArrivingInAReloadedSectionAreReported() {
    var old = Snapshot<Int, Int>()
    old.appendSections([2, 3])
    old.appendItems([21], toSection: 3)
    var new = Snapshot<Int, Int>()
    new.appendSections([6, 3])
    new.appendItems([49, 21], toSection: 3)
    new.reloadSections([3])
    #expect(Self.placeKept(SnapshotPair(old: old, new: new), top: 19) == nil)
  }

  @Test func aReloadInsteadOfBatchesKeepsThePlaceToo() {
    let (view, source) = showing(feed(100), top: 40)
    var fallback: Source.ReloadFallback?
    source.reloadFallbackHandler = { fallback = $0 }
    source.maximumAnimatedOperationCount = 2
    var kept: KeptPosition<String>?
    source.apply(try! Snapshot(validating: feed(100, new: 3)), keepingPosition: .firstVisibleItem) {
      kept = $0
    }
    #expect(
      fallback != nil
        && view.history.last.map { if case .reload = $0 { true } else { false } } == true)
    #expect(kept?.arrivedAbove.count == 3 && topItem(view) == "post-40")
  }

  @Test func aNamedAnchorStaysInPlaceWhereverItIs() {
    let (view, source) = showing(feed(100), top: 40)
    var kept: KeptPosition<String>?
    source.apply(
      try! Snapshot(validating: feed(100, new: 7)), keepingPosition: .item("post-45")
    ) { kept = $0 }
    #expect(kept?.anchor == "post-45" && kept?.arrivedAbove.count == 7)
    #expect(view.viewportOffset(ofItemAt: ItemPath(item: 52, section: 0)) == 5)
  }

  @Test func rowHeightsKeepAPartlyScrolledAnchorToThePoint() {
    let (view, source) = showing(feed(100), top: 0)
    view.rowHeight = { $0.hasPrefix("new") ? 80 : 44 }
    view.viewportHeight = 600
    view.contentOffset = 40 * 44 + 10  // post-40's top is 10 points above the viewport's top
    source.apply(try! Snapshot(validating: feed(100, new: 2)), keepingPosition: .firstVisibleItem)
    #expect(topItem(view) == "post-40")
    #expect(view.viewportOffset(ofItemAt: ItemPath(item: 42, section: 0)) == -10)
    #expect(view.contentOffset == 160 + 40 * 44 + 10)
  }

  @Test func asyncAppliesThatSupersedeOneAnotherKeepThePlaceOfTheOneShown() async {
    let (view, source) = showing(feed(100), top: 40)
    // The view holds a first apply's batch, so that the two async applies wait, in order.
    view.completionDelivery = .manual
    source.apply(
      try! Snapshot(validating: feed(100, new: 1)), keepingPosition: .firstVisibleItem,
      completion: nil)
    let start = source._sequence
    let first = Task {
      await source.apply(
        try! Snapshot(validating: feed(100, new: 2)), keepingPosition: .firstVisibleItem)
    }
    while source._sequence == start { await Task.yield() }
    let second = Task {
      await source.apply(
        try! Snapshot(validating: feed(100, new: 5)), keepingPosition: .firstVisibleItem)
    }
    while source._sequence == start + 1 { await Task.yield() }
    view.completionDelivery = .immediate
    view.completeAllPendingBatches()
    let (dropped, shown) = (await first.value, await second.value)
    #expect(view.items == [feed(100, new: 5)[0].1] && topItem(view) == "post-40")
    let arrived = ["new-1", "new-2", "new-3", "new-4"]
    #expect(shown == KeptPosition(anchor: "post-40", arrivedAbove: arrived))
    // The first async apply was dropped, not shown: it reports what the one shown kept.
    #expect(dropped == shown)
  }

  /// The law over random changes: after every apply anchored to the first visible item, the
  /// anchor, or the nearest surviving item above it (then below), is at its distance from the
  /// top of the viewport, unless the content is too short to put it there.
  @Test func theAnchorOrItsReplacementKeepsItsPlace() {
    struct Case: CustomStringConvertible {
      var pair: SnapshotPair<Int, Int>
      var top: Int
      var description: String { "top row \(top), \(pair)" }
    }
    checkProperty(
      iterations: 500, seed: 0x4E1D_0042,
      generate: { g in Case(pair: g.snapshotPair(), top: g.int(below: 80)) },
      shrink: { c in shrinkSnapshotPair(c.pair).map { Case(pair: $0, top: c.top) } },
      property: { c in Self.placeKept(c.pair, top: c.top) })
  }

  /// What breaks the law for one pair, or `nil`.
  static func placeKept(_ pair: SnapshotPair<Int, Int>, top: Int) -> String? {
    let view = HeadlessListView<Int, Int>()
    view.viewportHeight = 3
    let source = DiffableDataSource<Int, Int>(view: view)
    source.apply(pair.old, animatingDifferences: false)
    guard pair.old.numberOfItems > 0 else { return nil }
    view.scrollToRow(top % pair.old.numberOfItems)
    let anchor = pair.old.itemIdentifiers[view.firstVisibleRow!]
    let old = pair.old.itemIdentifiers
    let new = Set(pair.new.itemIdentifiers)
    let start = old.firstIndex(of: anchor)!
    let expected =
      new.contains(anchor)
      ? anchor
      : old[..<start].last(where: new.contains) ?? old[(start + 1)...].first(where: new.contains)
    // The anchor's own place; for an item above it that takes its place, one row higher, so that
    // its bottom (rows are one point high) is where the anchor's top was.
    let anchorOffset = view.top(ofRow: start) - view.contentOffset
    let before = expected.map {
      pair.old.indexOfItem($0)! < start ? anchorOffset - 1 : anchorOffset
    }
    var kept: KeptPosition<Int>?
    source.apply(pair.new, keepingPosition: .firstVisibleItem) { kept = $0 }
    guard kept?.anchor == expected else {
      return "kept \(String(describing: kept)), expected \(String(describing: expected))"
    }
    guard let expected, let before else { return nil }
    let after = view.top(ofRow: pair.new.indexOfItem(expected)!) - view.contentOffset
    let bound = max(view.contentHeight - view.viewportHeight, 0)
    guard after == before || view.contentOffset == 0 || view.contentOffset == bound else {
      return "\(expected) was \(before) below the viewport's top, and is \(after)"
    }
    let arrived = pair.new.itemIdentifiers[..<pair.new.indexOfItem(expected)!].filter {
      pair.old.indexOfItem($0) == nil
    }
    return kept?.arrivedAbove == arrived ? nil : "arrived \(kept!.arrivedAbove), not \(arrived)"
  }
}
