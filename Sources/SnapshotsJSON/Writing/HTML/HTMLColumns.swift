import Snapshots

/// Writes the OLD and NEW columns of the visual page: each section's header and items with their
/// marks, runs of unchanged items folded.
package struct HTMLColumns {
  package let comparison: Comparison
  package let marks: HTMLMarks
  /// Whether folded runs list their items (a click unfolds them) or only count them, and every row
  /// shows its value or only reloaded rows do: above ``HTMLColumns/listedItemLimit`` items on a
  /// side, a page of every row would be too large for a browser to open quickly, so it lists only
  /// the marked items and counts the others.
  package let listsFoldedItems: Bool
  /// Where each side stops listing changed rows (``HTMLCut``), or `nil` where it lists them all.
  package let oldCut: HTMLCut?
  package let newCut: HTMLCut?

  /// The most items a side may hold for folded runs to list their items.
  package static let listedItemLimit = 20_000
  /// The fewest unchanged items in a row that are folded on a page that lists folded items (on
  /// one that counts them, every run is folded).
  package static let foldedRunLength = 4
  /// The longest value shown in full on its row; longer ones show their start, and all of it on
  /// expand.
  package static let inlineValueLength = 60
  /// The most changed members a reloaded row names.
  package static let namedMemberLimit = 5

  package init(_ comparison: Comparison, marks: HTMLMarks) {
    self.comparison = comparison
    self.marks = marks
    listsFoldedItems =
      max(comparison.old.snapshot.numberOfItems, comparison.new.snapshot.numberOfItems)
      <= Self.listedItemLimit
    oldCut = HTMLCut(comparison.old, sectionMarks: marks.oldSections, itemMarks: marks.oldItems)
    newCut = HTMLCut(comparison.new, sectionMarks: marks.newSections, itemMarks: marks.newItems)
  }

  /// Whether either side stops listing changed rows.
  package var isCut: Bool { oldCut != nil || newCut != nil }

  /// Whether the item at `old` in OLD and at `new` in NEW is listed on both sides (so that its
  /// move can be drawn).
  package func listsBoth(old: Int, new: Int) -> Bool {
    (oldCut?.lists(flatIndex: old) ?? true) && (newCut?.lists(flatIndex: new) ?? true)
  }

  /// Writes one side: OLD when `isOld`, else NEW.
  ///
  /// - Complexity: O(*n* + *v*) for *n* items and *v* bytes of their values.
  package func writeSide(isOld: Bool, to out: OutputBuffer) {
    let document = isOld ? comparison.old : comparison.new
    let name = isOld ? "OLD" : "NEW"
    out.write(#"<section class="side" aria-label="\#(name)"><h2>\#(name) "#)
    out.write(#"<span class="file">\#(htmlShown(document.name))</span></h2>"#)
    let cut = isOld ? oldCut : newCut
    var run: [Int] = []  // consecutive unchanged sections, not written yet
    for (index, section) in document.snapshot.sectionIdentifiers.enumerated() {
      if let cut, cut.section == index {
        writeSections(run, of: document, isOld: isOld, to: out)
        if let item = cut.item {
          writeSection(index, section, of: document, isOld: isOld, itemsBefore: item, to: out)
        }
        writeRest(cut, of: document, isOld: isOld, to: out)
        return out.write("</section>")
      }
      if isUnchanged(index, section, of: document, isOld: isOld) {
        run.append(index)
        continue
      }
      writeSections(run, of: document, isOld: isOld, to: out)
      run.removeAll()
      writeSection(index, section, of: document, isOld: isOld, to: out)
    }
    writeSections(run, of: document, isOld: isOld, to: out)
    if document.snapshot.numberOfSections == 0 { out.write(#"<p class="empty">(empty)</p>"#) }
    out.write("</section>")
  }

  /// Whether a section and all its items are unmarked on this side.
  private func isUnchanged(
    _ index: Int, _ section: JSONKey, of document: SnapshotDocument, isOld: Bool
  ) -> Bool {
    guard (isOld ? marks.oldSections : marks.newSections)[section] == nil else { return false }
    let itemMarks = isOld ? marks.oldItems : marks.newItems
    guard !itemMarks.isEmpty else { return true }
    return !document.snapshot.itemIdentifiers(inSection: section).contains { itemMarks[$0] != nil }
  }

  /// Writes a run of unchanged sections: folded into one row that counts them (and lists them
  /// on click, when the page lists folded items), or, a single one on a page that lists folded
  /// items, as it is.
  private func writeSections(
    _ run: [Int], of document: SnapshotDocument, isOld: Bool, to out: OutputBuffer
  ) {
    guard !run.isEmpty else { return }
    let identifiers = document.snapshot.sectionIdentifiers
    guard run.count > 1 || !listsFoldedItems else {
      return writeSection(run[0], identifiers[run[0]], of: document, isOld: isOld, to: out)
    }
    let items = run.reduce(0) { $0 + document.snapshot.numberOfItems(inSection: identifiers[$1]) }
    let label = "… \(counted(run.count, "unchanged section")), \(counted(items, "item"))"
    guard listsFoldedItems else {
      out.write(#"<div class="section fold"><span class="count">\#(label)</span></div>"#)
      return
    }
    out.write(#"<div class="section fold"><details><summary>\#(label)</summary>"#)
    for index in run {
      writeSection(index, identifiers[index], of: document, isOld: isOld, to: out)
    }
    out.write("</details></div>")
  }

  /// Writes the row that ends a cut side.
  ///
  /// The row says how many changed rows, items and sections the side leaves unlisted, and its
  /// marks by operation. The marks the side counts carry `data-rest-op`,
  /// `data-scope` and `data-count`, so that a page's counted marks plus its rest add up to the
  /// `summary` of `--format json`.
  private func writeRest(
    _ cut: HTMLCut, of document: SnapshotDocument, isOld: Bool, to out: OutputBuffer
  ) {
    let rest = cut.rest(
      of: document, sectionMarks: isOld ? marks.oldSections : marks.newSections,
      itemMarks: isOld ? marks.oldItems : marks.newItems)
    let rows = rest.marks.values.reduce(0, +)
    out.write(#"<div class="section rest"><p class="count">… not listed: "#)
    out.write(
      "\(counted(rows, "more change")) in \(counted(rest.items, "item")) and "
        + "\(counted(rest.sections, "section")) (")
    for (position, key) in rest.marks.keys.sorted().enumerated() {
      let count = rest.marks[key]!
      out.write(position == 0 ? "<span" : ", <span")
      if key.counted {
        out.write(
          #" data-rest-op="\#(key.operation.name)" data-scope="\#(key.scope)" data-count="\#(count)""#
        )
      }
      out.write(">\(count) \(key.scope)\(count == 1 ? "" : "s") \(key.operation.word)</span>")
    }
    out.write(
      "); this page lists at most \(HTMLCut.listedChangeLimit) changed rows a side, and "
        + "<code>--format text</code> lists every change.</p></div>")
  }

  /// Writes a section's header and its items, or only its first `itemsBefore` items.
  private func writeSection(
    _ index: Int, _ section: JSONKey, of document: SnapshotDocument, isOld: Bool,
    itemsBefore end: Int? = nil, to out: OutputBuffer
  ) {
    let sectionMarks = (isOld ? marks.oldSections : marks.newSections)[section] ?? []
    out.write(#"<div class="section"><h3 class="header"#)
    out.write(sectionMarks.isEmpty ? "\">" : " changed\">")
    writeMarks(sectionMarks, scope: "section", to: out)
    out.write(#"<span class="index">\#(index)</span> <code class="id">"#)
    if document.isFlat {
      out.write("(flat list)" as StaticString)
    } else {
      out.write(htmlShown: section.description)
    }
    out.write("</code>")
    let header = headerText(of: index, in: document)
    if !header.isEmpty { writeValue(header, to: out) }
    out.write(#"</h3><ol class="items" start="0">"#)
    writeItems(ofSection: index, before: end, of: document, isOld: isOld, to: out)
    out.write("</ol></div>")
  }

  /// Writes the items of a section (those before `end`, when given), folding each run of
  /// unchanged items long enough.
  private func writeItems(
    ofSection section: Int, before end: Int?, of document: SnapshotDocument, isOld: Bool,
    to out: OutputBuffer
  ) {
    let itemMarks = isOld ? marks.oldItems : marks.newItems
    let all = document.snapshot.itemIdentifiers(
      inSection: document.snapshot.sectionIdentifiers[section])
    let items = end.map { Array(all[..<$0]) } ?? all
    let start = document.sectionStarts[section]
    var run: [Int] = []
    // A page that counts instead of listing folds every run, so that it lists changed items only.
    let shortest = listsFoldedItems ? Self.foldedRunLength : 1
    func flush() {
      if !run.isEmpty && run.count >= shortest {
        writeFold(run, items, start, of: document, isOld: isOld, to: out)
      } else {
        for offset in run { writeItem(offset, items[offset], start, document, isOld, [], to: out) }
      }
      run.removeAll()
    }
    for (offset, item) in items.enumerated() {
      guard let marked = itemMarks[item] else {
        run.append(offset)
        continue
      }
      flush()
      writeItem(offset, item, start, document, isOld, marked, to: out)
    }
    flush()
  }

  private func writeFold(
    _ run: [Int], _ items: [JSONKey], _ start: Int, of document: SnapshotDocument, isOld: Bool,
    to out: OutputBuffer
  ) {
    let label = "… \(run.count) unchanged item\(run.count == 1 ? "" : "s")"
    guard listsFoldedItems else {
      out.write(#"<li class="fold"><span class="count">\#(label)</span></li>"#)
      return
    }
    out.write(#"<li class="fold"><details><summary>\#(label)</summary><ol class="items">"#)
    for offset in run { writeItem(offset, items[offset], start, document, isOld, [], to: out) }
    out.write("</ol></details></li>")
  }

  private func writeItem(
    _ offset: Int, _ item: JSONKey, _ start: Int, _ document: SnapshotDocument, _ isOld: Bool,
    _ itemMarks: [HTMLMark], to out: OutputBuffer
  ) {
    out.write(#"<li class="item"#)
    out.write(itemMarks.isEmpty ? "\"" : " changed\"")
    out.write(#" id="\#(isOld ? "o" : "n")\#(start + offset)">"#)
    writeMarks(itemMarks, scope: "item", to: out)
    out.write(#"<span class="index">\#(offset)</span> <code class="id">"#)
    out.write(htmlShown: item.description)
    out.write("</code>")
    let reloaded = itemMarks.contains { $0.operation == .reload }
    if listsFoldedItems || reloaded, let value = valueText(ofItemAt: start + offset, in: document) {
      writeValue(value, to: out)
    }
    if reloaded { writeChangedMembers(of: item, to: out) }
    out.write("</li>")
  }

  /// Marks what changed in a reloaded item: its changed members, on both sides, each name
  /// escaped and isolated (`changed: phone, updatedAt`).
  private func writeChangedMembers(of item: JSONKey, to out: OutputBuffer) {
    let members = comparison.memberNamer.changedMembers(of: item)
    guard !members.isEmpty else { return }
    out.write(#" <span class="members" data-members="\#(members.count)">changed: "#)
    for (index, member) in members.prefix(HTMLColumns.namedMemberLimit).enumerated() {
      if index > 0 { out.write(", ") }
      out.write(htmlShown: String(member.dropFirst()))
    }
    if members.count > HTMLColumns.namedMemberLimit {
      out.write(" and \(members.count - HTMLColumns.namedMemberLimit) more")
    }
    out.write("</span>")
  }

  /// Writes the marks of a row or header: the text format's symbol, named for screen readers,
  /// with the operation, its scope and its batch as attributes for the page's script and checks.
  private func writeMarks(_ rowMarks: [HTMLMark], scope: String, to out: OutputBuffer) {
    for mark in rowMarks {
      let operation = mark.operation
      out.write(#"<span class="mark \#(operation.name)""#)
      if mark.counted { out.write(#" data-op="\#(operation.name)" data-scope="\#(scope)""#) }
      out.write(#" data-batch="\#(mark.batch)" aria-label="\#(operation.word)">"#)
      out.write(htmlEscaped: operation.symbol)
      out.write("</span>" as StaticString)
    }
  }

  /// Writes a value: whole when short, else its start with the whole on expand.
  private func writeValue(_ value: String, to out: OutputBuffer) {
    let value = terminalEscaped(value)
    // Characters are counted only past as many bytes: most values are short, and counting
    // characters is a walk over their grapheme breaks.
    guard value.utf8.count > Self.inlineValueLength && value.count > Self.inlineValueLength else {
      out.write(#" <span class="value"><bdi>"# as StaticString)
      out.write(htmlEscaped: value)
      out.write("</bdi></span>" as StaticString)
      return
    }
    let start = String(value.prefix(Self.inlineValueLength)) + "…"
    out.write(#" <details class="value"><summary><bdi>"# as StaticString)
    out.write(htmlEscaped: start)
    out.write("</bdi></summary><pre><bdi>" as StaticString)
    out.write(htmlEscaped: value)
    out.write("</bdi></pre></details>" as StaticString)
  }

  /// An object item's value as compact JSON; `nil` for a string or number item (its identifier).
  private func valueText(ofItemAt flatIndex: Int, in document: SnapshotDocument) -> String? {
    let range = document.itemRanges[flatIndex]
    guard document.text.base[range.lowerBound] == UInt8(ascii: "{") else { return nil }
    let out = OutputBuffer(descriptor: nil)
    out.write(compactJSON: UnsafeBufferPointer(rebasing: document.text.bytes[range]))
    return out.text
  }

  /// A section's own members (other than `id` and `items`), as `name: value` pairs.
  private func headerText(of section: Int, in document: SnapshotDocument) -> String {
    document.sectionMembers[section].map { member in
      let out = OutputBuffer(descriptor: nil)
      out.write(compactJSON: UnsafeBufferPointer(rebasing: document.text.bytes[member.range]))
      return "\(member.name): \(out.text)"
    }.joined(separator: ", ")
  }
}

/// `count` and `noun`, plural unless one: `1 item`, `3 items`.
private func counted(_ count: Int, _ noun: String) -> String {
  "\(count) \(noun)\(count == 1 ? "" : "s")"
}
