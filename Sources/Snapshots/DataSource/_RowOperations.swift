/// One update of a list that shows the items of every section as one run of rows (`NSTableView`),
/// in the coordinates the operations before it leave.
@usableFromInline
package enum _RowOperation: Hashable, Sendable {
  /// Remove these rows.
  case remove(Range<Int>)
  /// Insert rows so that they end up at these indexes.
  case insert(Range<Int>)
  /// Remove the row at `from` and insert it so that it ends up at `to`.
  case move(from: Int, to: Int)
  /// The contents of these rows changed.
  case reload(Range<Int>)
}

extension Changeset {
  /// The changeset's sequential ``steps`` as operations on flattened rows: a section becomes the
  /// run of its items' rows, a section move the moves of its rows one by one.
  ///
  /// O(*c* *s* + *m*) for *c* steps, *s* sections and *m* rows of moved sections.
  package var _rowOperations: [_RowOperation] {
    var counts = old.sectionCounts
    var operations: [_RowOperation] = []
    func rows(_ section: Int) -> Range<Int> {
      let start = counts[..<section].reduce(0, +)
      return start..<(start + counts[section])
    }
    func row(_ path: ItemPath) -> Int { rows(path.section).lowerBound + path.item }
    for step in steps {
      switch step {
      case .deleteItem(let path, _):
        operations.append(.remove(row(path)..<(row(path) + 1)))
        counts[path.section] -= 1
      case .insertItem(let path, _):
        counts[path.section] += 1
        operations.append(.insert(row(path)..<(row(path) + 1)))
      case .moveItem(let from, let to, _):
        let source = row(from)
        counts[from.section] -= 1
        counts[to.section] += 1
        operations.append(.move(from: source, to: row(to)))
      case .reloadItem(let path, _), .reconfigureItem(let path, _):
        operations.append(.reload(row(path)..<(row(path) + 1)))
      case .deleteSection(let index, _):
        operations.append(.remove(rows(index)))
        counts.remove(at: index)
      case .insertSection(let index, let identifier):
        counts.insert(new.numberOfItems(inSection: identifier), at: index)
        operations.append(.insert(rows(index)))
      case .moveSection(let from, let to, _):
        let source = rows(from)
        counts.insert(counts.remove(at: from), at: to)
        let destination = rows(to)
        for offset in 0..<source.count {
          operations.append(
            destination.lowerBound > source.lowerBound
              ? .move(from: source.lowerBound, to: destination.upperBound - 1)
              : .move(from: source.lowerBound + offset, to: destination.lowerBound + offset))
        }
      case .reloadSection(let index, _):
        operations.append(.reload(rows(index)))
      }
    }
    return operations
  }
}
