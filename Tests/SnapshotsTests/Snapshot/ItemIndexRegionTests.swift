import Testing

@testable import Snapshots

/// The item index's insertion region by region (large bulk insertions): the same snapshot, the
/// same first repeated item and the same moves as the insertion in order, which small appends
/// use.
@Suite("Item index insertion by region")
struct ItemIndexRegionTests {
  /// Enough items for the insertion by region (a table of 2^18 slots).
  static let count = 120_000

  /// A snapshot built by appending `sections` 5,000 items at a time: the insertion in order.
  func builtInSmallAppends(_ sections: [(Int, [Int])]) -> Snapshot<Int, Int> {
    var snapshot = Snapshot<Int, Int>()
    for (section, items) in sections {
      snapshot.appendSections([section])
      for start in stride(from: 0, to: items.count, by: 5_000) {
        snapshot.appendItems(
          Array(items[start..<min(start + 5_000, items.count)]), toSection: section)
        // The table this append went into (reserved before inserting) was too small for regions.
        #expect(!_ItemIndex.goesByRegion(count: 5_000, slotCount: snapshot._itemIndex._slots.count))
      }
    }
    return snapshot
  }

  @Test func aLargeAppendIndexesEveryItemWhereItIs() {
    let items = (0..<Self.count).map { $0 &* 7_919 }
    var snapshot = Snapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    #expect(
      _ItemIndex.goesByRegion(count: Self.count, slotCount: snapshot._itemIndex._slots.count))
    #expect(snapshot == builtInSmallAppends([(0, items)]))
    #expect(items.indices.allSatisfy { snapshot.indexOfItem(items[$0]) == $0 })
  }

  @Test func aTableOfMegabytesIsReadInOrderAndIndexesEveryItem() {
    // 400,000 items: a table of 2^20 slots (12 MB), where each region is read before its items
    // go in.
    let items: [Int] = (0..<400_000).map { $0 &* 7_919 }
    var snapshot = Snapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    #expect(_ItemIndex.readingInOrderPays(slotCount: snapshot._itemIndex._slots.count))
    #expect(items.indices.allSatisfy { snapshot.indexOfItem(items[$0]) == $0 })
  }

  @Test func readingARegionInOrderStaysInsideTheTable() {
    // A table smaller than a region: the reads stop at its end, one every five slots.
    let slots = (1...7).map { _ItemIndex._Slot(tag: 1 << $0, section: 0, offset: 0) }
    let tags = slots.withUnsafeBufferPointer { _ItemIndex.readInOrder(region: 0, of: $0) }
    #expect(tags == 1 << 1 | 1 << 6)
  }

  @Test("a large append moves the items already in the snapshot", arguments: [1, 5, 300])
  func aLargeAppendMovesExistingItems(existing: Int) {
    // Items of section 0 appear again, spread over a large append to section 1: each moves
    // there, as one append after another would move it.
    let first = Array(0..<1_000)
    let moving = (0..<existing).map { $0 * 997 % 1_000 }
    var second = Array(1_000..<(1_000 + Self.count))
    for (index, item) in moving.enumerated() {
      second.insert(item, at: (index + 1) * second.count / (existing + 1))
    }
    var snapshot = Snapshot<Int, Int>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems(first, toSection: 0)
    snapshot.appendItems(second, toSection: 1)
    #expect(snapshot == builtInSmallAppends([(0, first), (1, second)]))
    #expect(snapshot.numberOfItems(inSection: 0) == 1_000 - Set(moving).count)
    #expect(second.indices.allSatisfy { snapshot.indexOfItem(second[$0]) == 1_000 - existing + $0 })
  }

  @Test("validating names the first repeated item", arguments: [10, 60_000, 119_990])
  func validatingNamesTheFirstRepeatedItem(at position: Int) {
    // Two repeats; the earlier one is reported, whichever region each falls in.
    var items = Array(0..<Self.count)
    items[position] = items[position / 2]
    items[Self.count - 1] = items[3]
    let sections = [(0, Array(items[..<50_000])), (1, Array(items[50_000...]))]
    let second = position < 50_000 ? (0, position) : (1, position - 50_000)
    let first = position / 2 < 50_000 ? (0, position / 2) : (1, position / 2 - 50_000)
    #expect(
      Self.firstDuplicate(sections)
        == SnapshotError(
          code: .duplicateItemIdentifier, identifier: "\(position / 2)",
          firstPosition: .init(section: first.0, item: first.1),
          secondPosition: .init(section: second.0, item: second.1)))
  }

  /// The first duplicate the validation of `sections` names (the one a section by section build
  /// meets first), or `nil` when it names none.
  static func firstDuplicate(_ sections: [(Int, [Int])]) -> SnapshotError? {
    do throws(SnapshotError) {
      _ = try Snapshot<Int, Int>(validating: sections)
      return nil
    } catch {
      return error.allDuplicates.first
    }
  }

  /// Issue 32: an input that repeats one item throughout is refused at its first repeat.
  ///
  /// Every repeat found region by region was recorded before the first in order was chosen
  /// (10 million repeats of one identifier: 2.2 GB). Now the first one found sends the
  /// call back to insertion in order, which must take out what it had indexed.
  @Test func validatingAnInputThatRepeatsOneItemThroughoutNamesItsFirstRepeat() {
    let sections = [(0, [3, 4]), (1, Array(repeating: 7, count: 200_000))]
    #expect(
      Self.firstDuplicate(sections)
        == SnapshotError(
          code: .duplicateItemIdentifier, identifier: "7",
          firstPosition: .init(section: 1, item: 0), secondPosition: .init(section: 1, item: 1)))
    // Every repeat counted, a thousand named: the error stays small.
    do throws(SnapshotError) {
      _ = try Snapshot<Int, Int>(validating: sections)
    } catch {
      #expect(error.duplicateCount == 199_999 && error.allDuplicates.count == 1_000)
    }
    var index = _ItemIndex()
    let found = index.insertItems(ofSections: 0..<2, in: sections.map(\.1))
    #expect(found?.location == _ItemLocation(section: 1, offset: 1))
    #expect(found?.first == _ItemLocation(section: 1, offset: 0))
    #expect(index.count == 3)
  }

  @Test func validatingReportsARepeatedItemBeforeALaterRepeatedSection() {
    let items = Array(0..<Self.count)
    var repeatedItem = [(0, Array(items[..<60_000])), (1, Array(items[60_000...])), (0, [])]
    repeatedItem[1].1[7] = 5
    #expect(
      Self.firstDuplicate(repeatedItem)
        == SnapshotError(
          code: .duplicateItemIdentifier, identifier: "5",
          firstPosition: .init(section: 0, item: 5), secondPosition: .init(section: 1, item: 7)))
    // A repeated section before the repeated item comes first.
    #expect(
      Self.firstDuplicate([(0, Array(items[..<60_000])), (0, [5])])
        == SnapshotError(
          code: .duplicateSectionIdentifier, identifier: "0",
          firstPosition: .init(section: 0), secondPosition: .init(section: 1)))
  }

  @Test func validatingManySmallSectionsGoesInAllAtOnce() throws {
    let sections = (0..<1_000).map { section in
      (section, Array((section * 120)..<((section + 1) * 120)))
    }
    let snapshot = try Snapshot<Int, Int>(validating: sections)
    #expect(_ItemIndex.goesByRegion(count: 120_000, slotCount: snapshot._itemIndex._slots.count))
    #expect(snapshot == builtInSmallAppends(sections))
    #expect(snapshot.indexOfItem(119_999) == 119_999)
  }

  /// The insertion by region in chunks of any size indexes what one insertion in order does,
  /// over sections of every length (empty ones too), from an offset in the first to one in the
  /// last, and stops at the same repeat.
  @Test("chunks of any size index what the insertion in order does", arguments: [false, true])
  func chunksOfAnySizeIndexTheSame(repeating: Bool) {
    let lengths = [0, 5, 1, 0, 37, 2, 0, 0, 64, 3, 1]
    var next = 0
    var sections = lengths.map { length in
      defer { next += length }
      return (next..<(next + length)).map { $0 &* 7_919 }
    }
    if repeating { sections[8][10] = sections[4][30] }
    let (range, start, end) = (1..<10, 2, 2)
    var inOrder = _ItemIndex()
    let expected = inOrder.insertItems(
      ofSections: range, from: start, to: end, in: sections, byRegion: false)
    for chunkItems in [1, 2, 3, 7, 40, 1_000] {
      var index = _ItemIndex()
      index.reserveCapacity(next)
      let found = index.insertItemsByRegionInChunks(
        ofSections: range, from: start, to: end, in: sections, chunkItems: chunkItems)
      #expect(found?.location == expected?.location && found?.first == expected?.first)
      #expect(index.count == inOrder.count, "chunks of \(chunkItems)")
      for (section, items) in sections.enumerated() {
        for (offset, item) in items.enumerated() {
          let tag = _ItemIndex.tag(of: item)
          #expect(
            index.location(of: item, tag: tag, in: sections)
              == inOrder.location(of: item, tag: tag, in: sections),
            "chunks of \(chunkItems): item \(offset) of section \(section)")
        }
      }
    }
  }

  /// The index's one entry, over part of a section: both of its paths index exactly the items
  /// from `start` to `end`, at their locations, and stop at the same repeat.
  ///
  /// In a power-of-two table and in one sized to its items (whose last region is a part of one).
  @Test(
    "both paths index the same part of a section", arguments: [false, true], [false, true])
  func bothPathsIndexTheSamePartOfASection(repeating: Bool, sizedToItems: Bool) {
    var items = (0..<(Self.count + 20_000)).map { $0 &* 7_919 }
    let (start, end) = (7_000, Self.count + 13_000)
    if repeating { items[90_000] = items[40_000] }
    let sections = [[1, 2], items]
    var results: [(_ItemLocation, _ItemLocation)?] = []
    for byRegion in [true, false] {
      var index = _ItemIndex()
      index.sizesToItems = sizedToItems
      _ = index.insertItems(ofSections: 0..<1, in: sections)
      let found = index.insertItems(
        ofSections: 1..<2, from: start, to: end, in: sections, byRegion: byRegion)
      results.append(found)
      // The table was reserved before the items went in: as large then as now.
      if byRegion {
        #expect(_ItemIndex.goesByRegion(count: end - start, slotCount: index._slots.count))
      }
      #expect(sizedToItems == (index._slots.count % _ItemIndex.regionSlots != 0))
      let last = found.map(\.location.offset) ?? end
      #expect(index.count == 2 + last - start)
      #expect(
        (start..<last).allSatisfy {
          index.location(of: items[$0], tag: _ItemIndex.tag(of: items[$0]), in: sections)
            == _ItemLocation(section: 1, offset: $0)
        })
      #expect(
        index.location(of: items[end], tag: _ItemIndex.tag(of: items[end]), in: sections) == nil)
    }
    #expect(results[0]?.0 == results[1]?.0 && results[0]?.1 == results[1]?.1)
    #expect(
      repeating
        ? results[0]?.0 == _ItemLocation(section: 1, offset: 90_000)
          && results[0]?.1 == _ItemLocation(section: 1, offset: 40_000)
        : results[0] == nil)
  }

  @Test func aLargeInsertionInTheMiddleIndexesEveryItemWhereItIs() {
    var snapshot = Snapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([-1, -2, -3])
    let items = (0..<Self.count).map { $0 &* 7_919 }
    snapshot.insertItems(items, beforeItem: -2)
    #expect(snapshot.indexOfItem(-3) == Self.count + 2)
    #expect(items.indices.allSatisfy { snapshot.indexOfItem(items[$0]) == $0 + 1 })
    snapshot._checkInvariants()
  }
}
