import Testing

@testable import Snapshots
@testable import SnapshotsJSON

/// Items go into their lists a batch at a time: every item arrives, in order, with its range,
/// and a repeat is refused at its own place, whichever batch, section or side of the window of
/// early repeats it falls in.
@Suite("Item lists")
struct ItemListTests {
  /// A document of `sections` sections of `perSection` templated items; item `repeated` (a
  /// flattened index) repeats the identifier of item `of`.
  static func document(
    sections: Int, perSection: Int, repeating: (of: Int, at: Int)? = nil
  )
    -> String
  {
    var item = 0
    let lists = (0..<sections).map { section in
      let items = (0..<perSection).map { _ in
        defer { item += 1 }
        let identifier = item == repeating?.at ? repeating!.of : item
        return #"{"id": "i\#(identifier)", "v": \#(item % 7)}"#
      }
      return #"{"id": \#(section), "items": [\#(items.joined(separator: ", "))]}"#
    }
    return #"{"sections": [\#(lists.joined(separator: ",\n"))]}"#
  }

  /// Each section keeps a list of its own size: the list all sections are read into is copied,
  /// not shared (a shared one gave a section of one item the room of the largest before it).
  @Test func everySectionKeepsItsItemsAtTheirSize() throws {
    let large = (0..<5_000).map { #"{"id": "a\#($0)", "v": 1}"# }.joined(separator: ", ")
    let text =
      #"{"sections": [{"id": 0, "items": [\#(large)]}, {"id": 1, "items": [{"id": "b", "v": 1}]},"#
      + #" {"id": 2, "items": ["c", "d"]}]}"#
    let document = try SnapshotDocument(name: "doc", text: JSONText(text.utf8), idKey: "id")
    #expect(document.snapshot._items(inSectionAt: 0).count == 5_000)
    for section in 1...2 {
      let items = document.snapshot._items(inSectionAt: section)
      #expect(items.capacity < 64, "section \(section): room for \(items.capacity)")
    }
  }

  @Test(arguments: [1, 127, 128, 129, 256, 300])
  func everyItemArrivesInOrderWithItsRange(perSection: Int) throws {
    let text = Self.document(sections: 3, perSection: perSection)
    let document = try SnapshotDocument(name: "doc", text: JSONText(text.utf8), idKey: "id")
    let identifiers = document.snapshot.itemIdentifiers.map(\.json)
    #expect(identifiers == (0..<3 * perSection).map { #""i\#($0)""# })
    let bytes = Array(text.utf8)
    for (index, range) in document.itemRanges.enumerated() {
      let item = String(decoding: bytes[range], as: UTF8.self)
      #expect(item == #"{"id": "i\#(index)", "v": \#(index % 7)}"#)
    }
  }

  @Test(arguments: [
    (0, 1), (5, 127), (5, 128), (127, 129), (130, 255), (0, 256), (3, 4_095), (3, 4_096),
    (4_000, 4_200),
  ])
  func aRepeatIsRefusedAtItsPlace(of first: Int, at second: Int) throws {
    let text = Self.document(sections: 10, perSection: 450, repeating: (first, second))
    let message: String
    do {
      _ = try SnapshotDocument(name: "doc", text: JSONText(text.utf8), idKey: "id")
      message = "read"
    } catch {
      message = "\(error.offset): \(error.message)"
    }
    let bytes = Array(text.utf8)
    let starts = bytes.indices.filter { bytes[$0...].starts(with: Array(#"{"id": "i"#.utf8)) }
    let (line, column) = bytes.withUnsafeBufferPointer { lineAndColumn(of: starts[first], in: $0) }
    #expect(
      message
        == "\(starts[second]): duplicate item identifier \"i\(first)\" (first at line \(line), column \(column))"
    )
  }
}
