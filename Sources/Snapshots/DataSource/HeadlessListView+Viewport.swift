// The headless view's viewport: rows stacked in list order (a section adds no height), a content
// offset that batches leave as UIKit's does, and the members anchored applies use to keep an
// item in place, so that keeping the reader's place is tested without a screen.

extension HeadlessListView {
  /// The height of the row at an index of the flattened rows.
  private func _height(ofRow row: Int) -> Double {
    guard let rowHeight else { return 1 }
    return rowHeight(_cell(atRow: row).item)
  }

  /// The cell at an index of the flattened rows.
  private func _cell(atRow row: Int) -> Cell {
    var rest = row
    for section in sections {
      if rest < section.count { return section[rest] }
      rest -= section.count
    }
    _preconditionFailure("No row \(row): the view shows \(rowCount)")
  }

  /// The number of rows the view shows, in all sections.
  public var rowCount: Int { sections.reduce(0) { $0 + $1.count } }

  /// The height of all rows, in points.
  ///
  /// - Complexity: O(*n*) for *n* rows with ``rowHeight``, else O(*s*) for *s* sections.
  public var contentHeight: Double {
    guard rowHeight != nil else { return Double(rowCount) }
    return (0..<rowCount).reduce(0) { $0 + _height(ofRow: $1) }
  }

  /// The distance from the top of the first row to the top of the row at `row`, an index of
  /// the flattened rows (``rowCount`` gives the bottom of the last row).
  ///
  /// - Complexity: O(*row*) with ``rowHeight``, else O(1).
  public func top(ofRow row: Int) -> Double {
    guard rowHeight != nil else { return Double(row) }
    return (0..<row).reduce(0) { $0 + _height(ofRow: $1) }
  }

  /// The index, in the flattened rows, of the first row at least partly inside the viewport;
  /// `nil` when the view shows no row.
  ///
  /// - Complexity: O(*n*) for the *n* rows above it with ``rowHeight``, else O(1).
  public var firstVisibleRow: Int? {
    let count = rowCount
    guard count > 0 else { return nil }
    guard rowHeight != nil else { return min(max(Int(contentOffset.rounded(.down)), 0), count - 1) }
    var bottom = 0.0
    for row in 0..<count {
      bottom += _height(ofRow: row)
      if bottom > contentOffset { return row }
    }
    return count - 1
  }

  /// The number of rows at least partly inside the viewport.
  ///
  /// - Complexity: O(*n*) for the *n* rows down to the viewport's bottom with ``rowHeight``,
  ///   else O(1).
  public var visibleRowCount: Int {
    guard let first = firstVisibleRow else { return 0 }
    let bottom = contentOffset + viewportHeight
    var row = first
    var top = self.top(ofRow: first)
    while row < rowCount && top < bottom {
      top += _height(ofRow: row)
      row += 1
    }
    return row - first
  }

  /// Scrolls so that the row at `row` (an index of the flattened rows) is at the top of the
  /// viewport, as far as the content allows.
  ///
  /// - Complexity: That of ``top(ofRow:)``.
  public func scrollToRow(_ row: Int) {
    contentOffset = top(ofRow: row)
    _keepOffsetInContent()
  }

  /// The index of a path's row in the flattened rows.
  private func _row(of path: ItemPath) -> Int {
    sections[..<path.section].reduce(0) { $0 + $1.count } + path.item
  }

  /// The path of the first row at least partly inside the viewport.
  public var firstVisibleItemPath: ItemPath? {
    guard var rest = firstVisibleRow else { return nil }
    for (section, cells) in sections.enumerated() {
      if rest < cells.count { return ItemPath(item: rest, section: section) }
      rest -= cells.count
    }
    return nil
  }

  /// How far the top of a path's row is below the top of the viewport.
  public func viewportOffset(ofItemAt path: ItemPath) -> Double? {
    top(ofRow: _row(of: path)) - contentOffset
  }

  /// Scrolls, without animation, so that the top of a path's row is `offset` below the top of
  /// the viewport, as far as the content allows.
  public func setViewportOffset(_ offset: Double, ofItemAt path: ItemPath) {
    contentOffset = top(ofRow: _row(of: path)) - offset
    _keepOffsetInContent()
  }

  /// Scrolls so that a path's row is at the top of the viewport, as far as the content allows.
  public func scrollToItem(at path: ItemPath, animated: Bool) {
    scrollToRow(_row(of: path))
  }

  /// Keeps the content offset within the content, as a scroll view does.
  internal func _keepOffsetInContent() {
    contentOffset = min(contentOffset, max(contentHeight - viewportHeight, 0))
    contentOffset = max(contentOffset, 0)
  }
}
