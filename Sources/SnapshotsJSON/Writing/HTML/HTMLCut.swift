import Snapshots

/// Where one side of the visual page stops listing rows, and what it leaves unlisted.
///
/// A side lists at most ``HTMLCut/listedChangeLimit`` changed rows (items or section headers with
/// a mark). Past that, the rest of the side is one row that counts what it holds, so that the
/// page's size is bounded whatever the number of changes: a browser opens it quickly, and
/// `--format text` or `--format json` list every change.
package struct HTMLCut {
  /// The most changed rows a side lists.
  package static let listedChangeLimit = 5_000

  /// The section of the first row not listed.
  package let section: Int
  /// The offset of the first item not listed in ``section``, or `nil` when the section's header
  /// is the first row not listed.
  package let item: Int?
  /// The index, in the side's flattened items, of the first item not listed.
  package let flatIndex: Int

  /// The cut of one side, or `nil` when the side lists every change.
  ///
  /// - Complexity: O(1) when the side has at most `limit` marks; else O(*n*) expected for *n*
  ///   items before the cut.
  package init?(
    _ document: SnapshotDocument, sectionMarks: [JSONKey: [HTMLMark]],
    itemMarks: [JSONKey: [HTMLMark]], limit: Int = HTMLCut.listedChangeLimit
  ) {
    guard sectionMarks.count + itemMarks.count > limit else { return nil }
    var listed = 0
    for (index, section) in document.snapshot.sectionIdentifiers.enumerated() {
      if sectionMarks[section] != nil {
        guard listed < limit else {
          (self.section, item, flatIndex) = (index, nil, document.sectionStarts[index])
          return
        }
        listed += 1
      }
      let items = document.snapshot.itemIdentifiers(inSection: section)
      for (offset, item) in items.enumerated() where itemMarks[item] != nil {
        guard listed < limit else {
          (self.section, self.item) = (index, offset)
          flatIndex = document.sectionStarts[index] + offset
          return
        }
        listed += 1
      }
    }
    return nil
  }

  /// Whether the row of the item at `flatIndex` is listed.
  package func lists(flatIndex index: Int) -> Bool { index < flatIndex }

  /// What a side leaves unlisted from its cut on.
  package struct Rest {
    /// The marks not listed, by scope (`section`, `item`), operation and whether the side counts
    /// them (see ``HTMLMark/counted``).
    package var marks: [Key: Int] = [:]
    package var items = 0
    package var sections = 0

    package struct Key: Hashable, Comparable {
      package var scope: String
      package var operation: OperationKind
      package var counted: Bool

      package static func < (a: Key, b: Key) -> Bool {
        (a.scope == "item" ? 1 : 0, a.operation.rawValue) < (
          b.scope == "item" ? 1 : 0, b.operation.rawValue
        )
      }
    }

    mutating func add(_ rowMarks: [HTMLMark], scope: String) {
      for mark in rowMarks {
        marks[Key(scope: scope, operation: mark.operation, counted: mark.counted), default: 0] += 1
      }
    }
  }

  /// What the side leaves unlisted: its marks, items and sections from the cut on.
  ///
  /// - Complexity: O(*n*) expected for the *n* items from the cut on.
  package func rest(
    of document: SnapshotDocument, sectionMarks: [JSONKey: [HTMLMark]],
    itemMarks: [JSONKey: [HTMLMark]]
  ) -> Rest {
    var rest = Rest()
    let identifiers = document.snapshot.sectionIdentifiers
    for index in section..<identifiers.count {
      let items = document.snapshot.itemIdentifiers(inSection: identifiers[index])
      let first = index == section ? item ?? 0 : 0
      if index != section || item == nil {
        rest.sections += 1
        rest.add(sectionMarks[identifiers[index]] ?? [], scope: "section")
      }
      rest.items += items.count - first
      for item in items[first...] { rest.add(itemMarks[item] ?? [], scope: "item") }
    }
    return rest
  }
}
