#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import Snapshots

  /// The table's viewport, for anchored applies: flattened rows measured with `rect(ofRow:)`
  /// against the visible rect, scrolled through the enclosing clip view.
  extension _NSTableViewAdapter {
    @usableFromInline
    var firstVisibleItemPath: ItemPath? {
      guard let tableView else { return nil }
      let rows = tableView.rows(in: tableView.visibleRect)
      return rows.length > 0 ? shown._path(ofFlatIndex: rows.location) : nil
    }

    @usableFromInline
    func viewportOffset(ofItemAt path: ItemPath) -> Double? {
      guard let tableView, let row = _row(of: path) else { return nil }
      return Double(tableView.rect(ofRow: row).minY - tableView.visibleRect.minY)
    }

    @usableFromInline
    func setViewportOffset(_ offset: Double, ofItemAt path: ItemPath) {
      guard let tableView, let row = _row(of: path), let scrollView = tableView.enclosingScrollView
      else { return }
      let clipView = scrollView.contentView
      let top = tableView.rect(ofRow: row).minY - CGFloat(offset)
      let lowest = max(tableView.bounds.height - clipView.bounds.height, 0)
      clipView.scroll(to: NSPoint(x: clipView.bounds.minX, y: max(min(top, lowest), 0)))
      scrollView.reflectScrolledClipView(clipView)
    }

    /// Puts the row at the top of the viewport (AppKit's own scroll animates nothing here).
    @usableFromInline
    func scrollToItem(at path: ItemPath, animated: Bool) {
      setViewportOffset(0, ofItemAt: path)
    }

    /// The table's row of a path of what it shows.
    private func _row(of path: ItemPath) -> Int? {
      shown.itemIdentifier(at: path).flatMap(shown.indexOfItem)
    }
  }
#endif
