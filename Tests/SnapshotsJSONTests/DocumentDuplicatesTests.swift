import Snapshots
import SnapshotsTesting
import TestSupport
import Testing

@testable import SnapshotsJSON

/// A document read with a policy that keeps one occurrence of each identifier reads as the same
/// document written without the others: the same snapshot, and each item's content the one of
/// the occurrence kept.
@Suite struct DocumentDuplicatesTests {
  /// Sections of object items `{"id": I, "v": V}`.
  typealias Sections = [(String, [(Int, Int)])]

  static func json(_ sections: Sections) -> String {
    let body = sections.map { id, items in
      let list = items.map { #"{"id": \#($0.0), "v": \#($0.1)}"# }.joined(separator: ", ")
      return #"{"id": "\#(id)", "items": [\#(list)]}"#
    }
    return #"{"sections": [\#(body.joined(separator: ", "))]}"#
  }

  /// The sections a policy keeps, read off its rule: sections first, then items among the
  /// sections kept.
  static func kept(_ sections: Sections, _ policy: DuplicatePolicy) -> Sections {
    func keeps<Key: Hashable>(_ keys: [Key]) -> [Bool] { occurrencesKept(keys, by: policy) }
    let survivors = zip(sections, keeps(sections.map(\.0))).filter(\.1).map(\.0)
    var flags = keeps(survivors.flatMap { $0.1.map(\.0) })[...]
    return survivors.map { id, items in
      let mine = flags.prefix(items.count)
      flags = flags.dropFirst(items.count)
      return (id, zip(items, mine).filter(\.1).map(\.0))
    }
  }

  /// The snapshot and each item's text, for comparing two documents.
  static func reading(_ document: SnapshotDocument) -> [String] {
    let text = String(decoding: document.text.bytes, as: UTF8.self).utf8
    return document.snapshot.sectionIdentifiers.map { "\($0)" }
      + document.itemRanges.map { range in
        String(
          text[
            text.index(
              text.startIndex, offsetBy: range.lowerBound)..<text.index(
                text.startIndex, offsetBy: range.upperBound)])!
      }
  }

  @Test func keepingReadsAsTheDocumentWithoutTheOthers() {
    checkProperty(
      iterations: 1_000, seed: 0xD0C_D0B1E,
      generate: { g in
        (0..<g.int(below: 4)).map { _ in
          (
            ["a", "b"][g.int(below: 2)],
            (0..<g.int(below: 4)).map { _ in (g.int(below: 5), g.int(below: 9)) }
          )
        }
      },
      shrink: shrinkArray,
      property: { (sections: Sections) in
        for policy in [DuplicatePolicy.keepFirst, .keepLast] {
          let text = Self.json(sections)
          let expected = Self.json(Self.kept(sections, policy))
          guard
            let read = try? SnapshotDocument(
              name: "doc", text: JSONText(text.utf8), idKey: "id", duplicates: policy),
            let clean = try? SnapshotDocument(
              name: "doc", text: JSONText(expected.utf8), idKey: "id")
          else { return "\(policy): not read" }
          if read.snapshot != clean.snapshot || Self.reading(read) != Self.reading(clean) {
            return "\(policy): \(Self.reading(read)), expected \(Self.reading(clean))"
          }
          let repeats = sections.count + sections.map(\.1.count).reduce(0, +)
          if read.droppedDuplicates.isEmpty
            != (read.snapshot.numberOfSections + read.snapshot.numberOfItems == repeats)
          {
            return "\(policy): \(read.droppedDuplicates.count) reported"
          }
        }
        return nil
      })
  }
}
