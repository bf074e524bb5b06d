import Snapshots

/// Pages at either end of a long list (issue 42).
///
/// A page of 50 items prepended at the top while the reader's place is kept, and one appended at
/// the bottom, through the data source's anchored apply on a view that reports a viewport. Each
/// is timed with the snapshot edit that makes the page, at 10,000 and 100,000 items: cost that
/// grows with the page, not with the list, keeps the two sizes' rows close.
///
/// An edit copies the snapshot's storage (the data source holds the old one), so freed memory is
/// kept first, as `peers` and `time` do: otherwise whether each copy faults fresh pages in depends
/// on what the allocator handed back to the kernel before it.
@MainActor
func runPageBenchmarks(quick: Bool) {
  keepFreedMemory()
  let page = 50
  let table = Table(
    title: "Pages of \(page) at either end, anchored apply (median ms of main-thread CPU time)",
    columns: ["items", "edit: prepend", "apply: prepend", "edit: append", "apply: append"])
  for size in [10_000, 100_000] {
    var old = Snapshot<Int, Int>()
    old.appendSections([0])
    old.appendItems(Array(0..<size))
    let runs = quick ? 5 : 21
    var times: [[Double]] = Array(repeating: [], count: 4)
    for run in 0..<runs {
      let fresh = Array((size + run * 2 * page)..<(size + (run * 2 + 1) * page))
      var prepended = old
      times[0].append(mainThreadTime(of: ()) { prepended.insertItems(fresh, beforeItem: 0) })
      times[1].append(
        mainThreadTime(of: anchoredSource(showing: old)) { source in
          source.apply(prepended, keepingPosition: .firstVisibleItem) { blackHole($0) }
        })
      var appended = old
      times[2].append(mainThreadTime(of: ()) { appended.appendItems(fresh.map { $0 + page }) })
      times[3].append(
        mainThreadTime(of: anchoredSource(showing: old)) { source in
          source.apply(appended, keepingPosition: .firstVisibleItem) { blackHole($0) }
        })
    }
    table.row(["\(size)"] + times.map { format(middle($0) * 1e3, decimals: 3) })
  }
}

/// A data source on a counting view scrolled to row 40 of its first section.
@MainActor
func anchoredSource(showing snapshot: Snapshot<Int, Int>) -> DiffableDataSource<Int, Int> {
  let view = CountingListView()
  view.top = ItemPath(item: 40, section: 0)
  let source = DiffableDataSource(view: view)
  source.applySnapshotUsingReloadData(snapshot)
  return source
}
