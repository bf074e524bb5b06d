import Testing

@testable import SnapshotsJSON

/// Item ranges in six bytes: every length round-trips, the long ones kept aside by start.
@Suite("Byte ranges")
struct ByteRangesTests {
  static let lengths = [0, 1, 2, 65_534, 65_535, 65_536, 1 << 20, Int(UInt32.max) - 100]

  @Test func everyLengthRoundTrips() {
    var ranges = ByteRanges()
    let expected = Self.lengths.enumerated().map { ($0.offset * 3)..<($0.offset * 3 + $0.element) }
    for range in expected { ranges.append(range) }
    #expect(Array(ranges) == expected)
    #expect(ranges.description == "\(expected)")
  }

  @Test func settingAndReplacingKeepEveryLength() {
    var ranges = ByteRanges()
    ranges.append(contentsOf: [0..<1, 10..<100_010, 20..<21])
    ranges[0] = 5..<70_005
    ranges[2] = 30..<30
    #expect(Array(ranges) == [5..<70_005, 10..<100_010, 30..<30])
    ranges.replaceSubrange(1..<2, with: [40..<41, 50..<200_050, 60..<65_595])
    #expect(Array(ranges) == [5..<70_005, 40..<41, 50..<200_050, 60..<65_595, 30..<30])
    // The same long range at the same start again, as a reordered document holds it.
    ranges.append(50..<200_050)
    #expect(ranges.last == 50..<200_050)
    ranges.removeFirst()
    #expect(ranges.first == 40..<41 && ranges.count == 5)
  }

  /// A document whose items are longer than a length field holds: read, compared and written
  /// whole.
  @Test func itemsOfMoreThan64KiBAreWholeInEveryResult() throws {
    let long = String(repeating: "x", count: 70_000)
    let old = JSONText(#"[{"id": 1, "v": "\#(long)"}, {"id": 2, "v": 0}]"#.utf8)
    let new = JSONText(#"[{"id": 1, "v": "\#(long)y"}, {"id": 2, "v": 0}]"#.utf8)
    let oldDocument = try SnapshotDocument(name: "old", text: old, idKey: "id")
    let newDocument = try SnapshotDocument(name: "new", text: new, idKey: "id")
    #expect(oldDocument.itemRanges[0].count == 70_018)
    #expect(newDocument.itemRanges[0].count == 70_019)
    let comparison = compare(oldDocument, newDocument)
    #expect(comparison.changeset.reloadedItems.map(\.identifier.json) == ["1"])
  }
}
