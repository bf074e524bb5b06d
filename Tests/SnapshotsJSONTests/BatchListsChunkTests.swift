import Testing

@testable import Snapshots
@testable import SnapshotsJSON

/// Lists of the json format written in chunks read as lists written whole.
///
/// The json format writes each list of a batch in chunks, on both cores: a list cut anywhere
/// inside and written in two pieces reads as the list written whole. Replacements (reloads
/// written as a deletion and an insertion) name their members on the insertion, whichever chunk
/// it starts.
@Suite("json format: lists written in chunks")
struct BatchListsChunkTests {
  @Test func aListCutAnywhereIsWrittenAsTheWhole() throws {
    func item(_ id: Int, _ value: Int) -> String { #"{"id": \#(id), "v": \#(value)}"# }
    let count = 300
    var new: [String] = []
    for id in 0..<count where id % 10 != 3 {
      new.append(item(id, id % 7 == 0 ? 1 : 0))
      if id % 3 == 0 { new.append(item(count + id, 0)) }
    }
    let oldText = "[\((0..<count).map { item($0, 0) }.joined(separator: ", "))]"
    let old = try SnapshotDocument(name: "old", text: JSONText(oldText.utf8), idKey: "id")
    let newText = "[\(new.joined(separator: ", "))]"
    let newDocument = try SnapshotDocument(name: "new", text: JSONText(newText.utf8), idKey: "id")
    var comparison = compare(old, newDocument)
    comparison.stage()
    let batch = try #require(comparison.batches.first)
    try #require(batch.update.replacedItems.count > 10, "replacements among the insertions")
    let lists = BatchLists(
      update: batch.update, before: old.snapshot, after: batch.snapshot, new: newDocument,
      naming: comparison, isFirstBatch: true)
    for list in BatchList.allCases {
      let entries = lists.count(list)
      let whole = OutputBuffer(descriptor: nil)
      lists.write(list, entries: 0..<entries, to: whole)
      // (Chunks are never empty: the cuts leave something on both sides.)
      for cut in 1..<max(entries, 1) {
        let pieces = OutputBuffer(descriptor: nil)
        lists.write(list, entries: 0..<cut, to: pieces)
        lists.write(list, entries: cut..<entries, to: pieces)
        #expect(pieces.text == whole.text, "\(list) cut at \(cut)")
      }
    }
  }
}
