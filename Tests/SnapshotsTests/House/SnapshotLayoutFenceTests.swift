import Foundation
import Testing

/// The library reads a snapshot's storage only through the snapshot's own files: everything else
/// (the changeset, the data source, the appliers) uses `Snapshot+Layout.swift`'s members and the
/// public API, so the storage can change without rewriting them.
@Suite("Snapshot layout fence")
struct SnapshotLayoutFenceTests {
  /// The stored properties of `Snapshot`.
  static let storedProperties = [
    "_sectionIdentifiers", "_sectionItems", "_sectionPositions", "_itemIndex", "_sectionStarts",
    "_marks",
  ]

  /// `.name` uses of the stored properties in `text`, where `name` is a whole word.
  static func uses(in text: String) -> [String] {
    storedProperties.filter { name in
      var rest = text[...]
      while let range = rest.range(of: "." + name) {
        let next = rest[range.upperBound...].first
        if next.map({ !$0.isLetter && !$0.isNumber && $0 != "_" }) ?? true { return true }
        rest = rest[range.upperBound...]
      }
      return false
    }
  }

  @Test func onlyTheSnapshotFolderReadsTheStoredProperties() throws {
    let sources = DocSnippetTests.package.appendingPathComponent("Sources")
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    #expect(files.count > 100)
    var offenders: [String] = []
    for file in files where !file.path.contains("/Sources/Snapshots/Snapshot/") {
      let found = Self.uses(in: try String(contentsOf: file, encoding: .utf8))
      if !found.isEmpty { offenders.append("\(file.lastPathComponent): \(found)") }
    }
    #expect(offenders.isEmpty, "read the snapshot through Snapshot+Layout.swift: \(offenders)")
  }

  @Test func aUseIsAWholeWord() {
    #expect(Self.uses(in: "old._sectionStarts[0]") == ["_sectionStarts"])
    #expect(Self.uses(in: "old._sectionStartsCache") == [])
    #expect(Self.uses(in: "x._itemIndex") == ["_itemIndex"])
  }
}
