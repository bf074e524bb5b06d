import Observation
import Testing

@testable import Snapshots

/// Streams of updates: shown in order, the latest winning over those waiting behind an
/// animation, each diffed off the main actor, the last always shown.
@MainActor
@Suite struct StreamApplyTests {
  typealias Source = DiffableDataSource<String, Int>

  /// The `step`th update: every one differs from the one before (each shown one animates).
  static func snapshot(_ step: Int) -> Snapshot<String, Int> {
    Snapshot([SectionOfItems("s", items: (0..<(step % 5 + 1)).map { $0 * 10_000 + step })])
  }

  /// Waits (on the main actor, letting the stream's task and the diffs run) until `condition`.
  func until(_ condition: () -> Bool) async {
    var tries = 0
    while !condition() && tries < 200_000 {
      tries += 1
      try? await Task.sleep(for: .microseconds(20))
    }
    #expect(condition())
  }

  /// Whether `dataSource` holds `snapshot` as its latest apply, diffed and ready to show.
  func isReady(_ dataSource: Source, _ snapshot: Snapshot<String, Int>) -> Bool {
    dataSource.snapshot() == snapshot && (dataSource._queue.last?.isReady ?? true)
  }

  @Test func aThousandUpdatesFasterThanTheAnimationsEndOnTheLast() async {
    let view = HeadlessListView<String, Int>()
    view.completionDelivery = .manual
    let dataSource = Source(view: view)
    let (stream, producer) = AsyncStream.makeStream(of: Snapshot<String, Int>.self)
    let consumer = Task { await dataSource.apply(contentsOf: stream) }
    var animationEnds = 0
    for step in 1...1_000 {
      producer.yield(Self.snapshot(step))
      await until { isReady(dataSource, Self.snapshot(step)) }
      if step % 40 == 0 {
        // An animation ends: the latest update, ready, is shown at once; none before it is.
        view.completeAllPendingBatches()
        animationEnds += 1
        #expect(dataSource.displayedSnapshot == Self.snapshot(step))
      }
    }
    producer.finish()
    await until {
      view.completeAllPendingBatches()
      return !dataSource.hasPendingApplies
    }
    let result = await consumer.value
    #expect(view.items == [Self.snapshot(1_000).itemIdentifiers])
    #expect(result.shown + result.skipped == 1_000, "every completion ran once")
    // Each time animations end the latest waiting update is shown (and, as the headless view
    // finishes every batch it is told to, the one after it starts on an idle view).
    #expect(result.shown <= 2 * animationEnds + 2, "far fewer than 1,000: \(result)")
    #expect(view.errors.isEmpty)
  }

  @Test func cancellingMidStreamLeavesAConsistentView() async {
    let view = HeadlessListView<String, Int>()
    view.completionDelivery = .manual
    let dataSource = Source(view: view)
    let (stream, producer) = AsyncStream.makeStream(of: Snapshot<String, Int>.self)
    let consumer = Task { await dataSource.apply(contentsOf: stream) }
    for step in 1...300 {
      producer.yield(Self.snapshot(step))
      await until { isReady(dataSource, Self.snapshot(step)) }
      if step % 50 == 0 { view.completeAllPendingBatches() }
    }
    consumer.cancel()
    let result = await consumer.value  // returns at once, animations still running
    #expect(result.shown + result.skipped <= 300)
    producer.yield(Self.snapshot(301))  // not read
    await until {
      view.completeAllPendingBatches()
      return !dataSource.hasPendingApplies
    }
    #expect(dataSource.snapshot() == Self.snapshot(300))
    #expect(view.items == [Self.snapshot(300).itemIdentifiers])
    #expect(view.errors.isEmpty)
  }

  @Observable final class Inbox {
    var messages: [Message] = []
  }

  struct Message: Identifiable, Equatable, Sendable {
    var id: Int
    var isRead = false
  }

  /// The model's changes, as `Observations` sees them, feed a model data source: the view ends on
  /// the model's last state, with the read message reconfigured.
  @Test func anObservationsSequenceFeedsAModelDataSource() async {
    guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) else {
      return
    }
    let view = HeadlessListView<String, Int>()
    let dataSource = ModelDataSource<String, Message>(tableView: view) { _, _, message in
      "\(message.id)\(message.isRead ? " read" : "")"
    }
    let inbox = Inbox()
    let feeding = Task {
      await dataSource.apply(
        contentsOf: Observations { [SectionOfItems("inbox", items: inbox.messages)] })
    }
    inbox.messages = [Message(id: 1), Message(id: 2)]
    await until { view.items == [[1, 2]] }
    inbox.messages[0].isRead = true
    inbox.messages.append(Message(id: 3))
    await until { view.items == [[1, 2, 3]] }
    #expect(view.sections[0].map(\.text) == ["1 read", "2", "3"])
    feeding.cancel()
    _ = await feeding.value
  }

  /// A skipped list's changed content is reconfigured by the list that shows its state.
  @Test func aSkippedListsContentChangeIsShown() async {
    let view = HeadlessListView<String, Int>()
    view.completionDelivery = .manual
    let dataSource = ModelDataSource<String, Message>(tableView: view) { _, _, message in
      "\(message.id)\(message.isRead ? " read" : "")"
    }
    let lists: [[Message]] = [
      [Message(id: 1), Message(id: 2)],
      [Message(id: 2), Message(id: 1)],  // animating
      [Message(id: 2), Message(id: 1, isRead: true)],  // skipped
      [Message(id: 2), Message(id: 1, isRead: true), Message(id: 3)],
    ]
    let (stream, producer) = AsyncStream.makeStream(of: [SectionOfItems<String, Message>].self)
    let consumer = Task { await dataSource.apply(contentsOf: stream) }
    for (index, list) in lists.enumerated() {
      producer.yield([SectionOfItems("inbox", items: list)])
      await until { dataSource.snapshot().itemIdentifiers == list.map(\.id) }
      await until { dataSource.base._queue.last?.isReady ?? true }
      if index == 0 { view.completeAllPendingBatches() }
    }
    producer.finish()
    await until {
      view.completeAllPendingBatches()
      return !dataSource.base.hasPendingApplies
    }
    let result = await consumer.value
    #expect(view.sections[0].map(\.text) == ["2", "1 read", "3"])
    #expect(result.skipped >= 1 && result.shown + result.skipped == 4)
  }
}
