import SnapshotsTesting
import Testing

@testable import Snapshots

/// The data source against a model, over random sequences of applies (animated, not animated,
/// reload-data, async, section snapshots), user reorders and changes made behind its back, with
/// the view's batches finishing late and out of order.
@MainActor
@Suite struct DiffableDataSourcePropertyTests {
  /// A case: a seed for its steps, how many, and the operation limit of the data source.
  struct Run: CustomStringConvertible {
    var seed: UInt64
    var steps: Int
    var limit: Int?
    var description: String {
      "seed \(seed), \(steps) steps, operation limit \(limit.map(String.init) ?? "none")"
    }
  }

  @Test func theViewShowsTheLastApplyAndEveryCompletionRunsOnceInOrder() async {
    await checkAsyncProperty(
      iterations: 2_000, seed: 0xDA7A_5012_CE11,
      generate: { g in
        Run(
          seed: g.next(), steps: 1 + g.int(below: 40), limit: g.chance(0.2) ? g.int(below: 6) : nil)
      },
      shrink: { run in
        [run.steps / 2, run.steps - 1].filter { $0 >= 1 && $0 < run.steps }.map {
          Run(seed: run.seed, steps: $0, limit: run.limit)
        }
      },
      property: { run in
        let harness = DataSourceHarness(maximumAnimatedOperationCount: run.limit)
        var generator = SeededGenerator(seed: run.seed)
        return await harness.run(steps: run.steps, generator: &generator)
      })
  }
}
