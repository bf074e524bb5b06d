import Foundation
import Testing

@testable import Snapshots

@Suite("Snapshot Codable")
struct SnapshotCodableTests {
  @Test func roundTripKeepsOrderAndMarks() throws {
    var snapshot = Snapshot<String, Int>()
    snapshot.appendSections(["b", "a"])
    snapshot.appendItems([3, 1], toSection: "b")
    snapshot.appendItems([2], toSection: "a")
    snapshot.reloadItems([1])
    snapshot.reconfigureItems([2])
    snapshot.reloadSections(["a"])
    let data = try JSONEncoder().encode(snapshot)
    let decoded = try JSONDecoder().decode(Snapshot<String, Int>.self, from: data)
    #expect(decoded == snapshot)
    #expect(decoded.reloadedItemIdentifiers == [1])
    #expect(decoded.reconfiguredItemIdentifiers == [2])
    #expect(decoded.reloadedSectionIdentifiers == ["a"])
    #expect(decoded.indexOfItem(2) == 2)
  }

  @Test func encodedForm() throws {
    var snapshot = Snapshot<String, Int>()
    snapshot.appendSections(["s"])
    snapshot.appendItems([1, 2])
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let text = String(decoding: try encoder.encode(snapshot), as: UTF8.self)
    #expect(text == #"{"sections":[{"id":"s","items":[1,2]}]}"#)
  }

  func decodingError(_ json: String) -> String? {
    do {
      _ = try JSONDecoder().decode(Snapshot<String, Int>.self, from: Data(json.utf8))
      return nil
    } catch DecodingError.dataCorrupted(let context) {
      return context.debugDescription
    } catch {
      return "\(error)"
    }
  }

  @Test func decodingRejectsDuplicatesNamingBothPlaces() {
    #expect(
      decodingError(#"{"sections":[{"id":"a","items":[1,2]},{"id":"b","items":[3,2]}]}"#)
        == "Duplicate item identifier 2 at sections[1].items[1]; first at sections[0].items[1]")
    #expect(
      decodingError(#"{"sections":[{"id":"a","items":[]},{"id":"a","items":[]}]}"#)
        == "Duplicate section identifier a at sections[1].id; first at sections[0].id")
  }

  @Test func decodingRejectsMarksOnAbsentIdentifiers() {
    #expect(
      decodingError(#"{"sections":[{"id":"a","items":[1]}],"reloadedItems":[9]}"#)
        == "Marked item 9 is not in the snapshot")
    #expect(
      decodingError(#"{"sections":[],"reloadedSections":["z"]}"#)
        == "Marked section z is not in the snapshot")
  }
}
