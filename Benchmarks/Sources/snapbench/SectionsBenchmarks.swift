import Dispatch
import Snapshots
import SnapshotsJSON

/// Many sections against few, the same items and the same moves (issue 53).
///
/// S one-item sections that NEW lists reversed, each item moved to the next section, against the
/// same N = S items in about √N sections of √N, reversed and shifted alike. The library's changeset and staging, what
/// `snapdiff --stat` does (both documents read at once, the comparison, the batches' summary), and
/// `snapdiff apply` of the staged changes (`--format json`), each as a ratio to the few sections'
/// time in the same run. The target: within 3x at 1,000,000.
func runSectionsBenchmarks(quick: Bool) {
  // As snapdiff runs: glibc keeps freed memory (see `keepFreedMemory`), so runs after the first
  // do not fault their pages in again.
  keepFreedMemory()
  let table = Table(
    title: "One-item sections, reversed and shifted, against √N x √N (median ms; ratio)",
    columns: [
      "items", "operation", "one-item sections ms", "√N x √N ms", "ratio",
    ])
  for n in quick ? [100_000] : [100_000, 1_000_000] {
    let root = Int(Double(n).squareRoot().rounded())
    let many = SectionsPair(sections: n, perSection: 1)
    let few = SectionsPair(sections: root, perSection: n / root)
    let runs = n >= 1_000_000 ? 5 : 7
    for (name, body) in SectionsPair.operations {
      let (manyTime, fewTime) = interleavedMedians(runs: runs, { body(many) }, { body(few) })
      table.row([
        "\(n)", name, format(manyTime * 1e3), format(fewTime * 1e3),
        format(manyTime / fewTime) + "x",
      ])
    }
  }
}

/// A pair of documents of `sections` sections of `perSection` items: NEW lists the sections
/// reversed and moves every item to the section after its own.
struct SectionsPair: @unchecked Sendable {
  let oldText: [UInt8]
  let newText: [UInt8]
  let snapshots: (Snapshot<Int, Int>, Snapshot<Int, Int>)
  let staged: [UInt8]

  init(sections: Int, perSection: Int) {
    func items(_ section: Int) -> [Int] {
      (0..<perSection).map { section * perSection + $0 }
    }
    let newOrder = (0..<sections).reversed().map { ($0, items(($0 + sections - 1) % sections)) }
    snapshots = (
      try! Snapshot(validating: (0..<sections).map { ($0, items($0)) }),
      try! Snapshot(validating: newOrder)
    )
    func document(_ layout: [(Int, [Int])]) -> [UInt8] {
      let sections = layout.map { section, items in
        #"{"id": "s\#(section)", "items": ["# + items.map { "\"i\($0)\"" }.joined(separator: ", ")
          + "]}"
      }
      return Array((#"{"sections": ["# + sections.joined(separator: ", ") + "]}").utf8)
    }
    oldText = document((0..<sections).map { ($0, items($0)) })
    newText = document(newOrder)
    let diff = JSONSnapshotDiff(from: try! Self.read(oldText), to: try! Self.read(newText))
    staged = diff.stagedJSON()
  }

  static func read(_ text: [UInt8]) throws -> JSONSnapshotDocument {
    try JSONSnapshotDocument(parsing: text)
  }

  /// The operations timed, by name.
  static let operations: [(String, @Sendable (SectionsPair) -> Void)] = [
    (
      "Changeset + batches",
      { pair in
        blackHole(Changeset(from: pair.snapshots.0, to: pair.snapshots.1).batches)
      }
    ),
    (
      "snapdiff --stat",
      { pair in
        // Both documents at once, as snapdiff reads them.
        let documents = ConcurrentResults<JSONSnapshotDocument>(count: 2)
        DispatchQueue.concurrentPerform(iterations: 2) { index in
          documents.set(index, try! read(index == 0 ? pair.oldText : pair.newText))
        }
        let diff = JSONSnapshotDiff(from: documents.get(0), to: documents.get(1))
        blackHole(diff.stagedJSON(summaryOnly: true))
      }
    ),
    (
      "snapdiff apply (staged)",
      { pair in
        let document = try! JSONValue(parsing: pair.oldText)
        let changes = try! JSONStagedChanges(parsing: pair.staged)
        blackHole(try! changes.applied(to: document))
      }
    ),
  ]
}

/// Results written by concurrent iterations, each at its own index, under a lock.
final class ConcurrentResults<Value>: @unchecked Sendable {
  private var values: [Value?]
  private let lock = DispatchSemaphore(value: 1)

  init(count: Int) { values = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: Value) {
    lock.wait()
    values[index] = value
    lock.signal()
  }

  func get(_ index: Int) -> Value {
    lock.wait()
    defer { lock.signal() }
    return values[index]!
  }
}
