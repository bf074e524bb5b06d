import Testing

@testable import Snapshots

/// Applies made while an animation runs: the latest wins.
///
/// An apply still waiting when a newer one arrives is skipped; its completion runs once, in order, with the one that shows its state, and
/// its reload and reconfigure marks are carried into it.
@MainActor
@Suite struct CoalescingTests {
  /// A data source over a headless view whose animations end only when told.
  func animating() -> (HeadlessListView<String, Int>, DiffableDataSource<String, Int>) {
    let view = HeadlessListView<String, Int>()
    view.completionDelivery = .manual
    return (view, DiffableDataSource(view: view))
  }

  func snapshot(_ items: [Int]) -> Snapshot<String, Int> {
    Snapshot([SectionOfItems("s", items: items)])
  }

  var animations: (HeadlessListView<String, Int>) -> Int {
    { view in view.history.filter { if case .batch = $0 { true } else { false } }.count }
  }

  @Test func aBurstOfTwoHundredAppliesEndsOnTheLastAfterTwoAnimations() {
    let (view, dataSource) = animating()
    var completed: [Int] = []
    for step in 1...200 {
      dataSource.apply(snapshot(Array(0..<(step % 7 + 1)).map { $0 * step })) {
        completed.append(step)
      }
      #expect(dataSource.snapshot() == snapshot(Array(0..<(step % 7 + 1)).map { $0 * step }))
    }
    while view.pendingBatchCount > 0 { view.completeAllPendingBatches() }
    #expect(view.items == [Array(0..<(200 % 7 + 1)).map { $0 * 200 }])
    #expect(animations(view) <= 2)
    #expect(completed == Array(1...200))
    #expect(!dataSource.hasPendingApplies)
  }

  @Test func aSkippedApplysReconfigureIsCarriedIntoTheOneThatShowsItsState() {
    let (view, dataSource) = animating()
    var texts = ["1": "a", "2": "b"]
    view.cellProvider = { _, item in texts["\(item)"]! }
    dataSource.apply(snapshot([1, 2]))
    view.completeAllPendingBatches()
    dataSource.apply(snapshot([2, 1]))  // animating
    texts["1"] = "A"
    var marked = snapshot([2, 1])
    marked.reconfigureItems([1])
    dataSource.apply(marked)  // waits
    dataSource.apply(snapshot([2, 1, 3]))  // skips it
    texts["3"] = "c"
    while view.pendingBatchCount > 0 { view.completeAllPendingBatches() }
    #expect(view.sections[0].map(\.text) == ["b", "A", "c"])
  }

  /// Every apply overtakes the applies waiting before it, a reload too; completions run in the
  /// order of the applies all the same.
  @Test func aReloadOvertakesTheAppliesWaitingBeforeIt() {
    let (view, dataSource) = animating()
    var completed: [Int] = []
    dataSource.apply(snapshot([1])) { completed.append(1) }  // animating
    dataSource.apply(snapshot([1, 2])) { completed.append(2) }  // waits
    dataSource.applySnapshotUsingReloadData(snapshot([3])) { completed.append(3) }  // skips 2
    view.completeAllPendingBatches()
    dataSource.apply(snapshot([3, 4])) { completed.append(4) }  // animating
    dataSource.apply(snapshot([4])) { completed.append(5) }  // waits
    while view.pendingBatchCount > 0 { view.completeAllPendingBatches() }
    #expect(completed == [1, 2, 3, 4, 5])
    #expect(view.items == [[4]])
    #expect(view.history.map { "\($0)".prefix(6) } == ["batch,", "reload", "batch,", "batch,"])
  }
}
