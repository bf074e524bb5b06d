import Foundation
import SnapshotsTesting
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

/// Decoding untrusted data allocates no more than a bound, and deep outlines throw instead of
/// overflowing the stack.
@Suite("Decoding limits")
struct DecodingLimitsTests {
  func decodeDifference(_ json: String, limit: Int? = nil) throws -> ListDifference<Int> {
    let decoder = JSONDecoder()
    if let limit { decoder.userInfo[.listDifferenceCountLimit] = limit }
    return try decoder.decode(ListDifference<Int>.self, from: Data(json.utf8))
  }

  /// The counts were trusted: 2^40 elements aborted the process allocating 8 TB; Int.max crashed.
  @Test func hugeCountsAreRejected() throws {
    for count in ["1099511627776", "\(Int.max)", "-1"] {
      let json =
        #"{"oldCount":\#(count),"newCount":\#(count),"deletions":[],"insertions":[],"moves":[],"updates":[]}"#
      #expect(throws: DecodingError.self) { try decodeDifference(json) }
    }
    let small =
      #"{"oldCount":4,"newCount":4,"deletions":[],"insertions":[],"moves":[],"updates":[]}"#
    #expect(try decodeDifference(small).newOffset(forOldOffset: 3) == 3)
    #expect(throws: DecodingError.self) { try decodeDifference(small, limit: 3) }
  }

  /// Every difference between random lists round-trips; with an element dropped from a list, or
  /// a count changed, decoding throws or gives a consistent difference, never traps.
  @Test func decodingMutatedDifferencesNeverTraps() {
    checkProperty(
      iterations: 500, seed: 0xDEC0_0001,
      generate: { random in
        (random.listPair(maxCount: 12), random.int(below: 6), random.int(below: 5))
      },
      property: { (pair, mutation, amount) in
        let difference = ListDifference(from: pair.old.map(\.id), to: pair.new.map(\.id))
        guard let data = try? JSONEncoder().encode(difference),
          var object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        else { return "could not encode" }
        if (try? JSONDecoder().decode(ListDifference<Int>.self, from: data)) != difference {
          return "did not round-trip"
        }
        let keys = ["oldCount", "newCount", "deletions", "insertions", "moves", "updates"]
        let key = keys[mutation]
        if var list = object[key] as? [Any], !list.isEmpty {
          list.removeFirst()
          object[key] = list
        } else if let count = object[key] as? Int {
          object[key] = count + amount - 2
        }
        guard let mutated = try? JSONSerialization.data(withJSONObject: object),
          let decoded = try? JSONDecoder().decode(ListDifference<Int>.self, from: mutated)
        else { return nil }
        // Whatever decodes is self-consistent: it applies to a list of its old count.
        return decoded.applying(to: Array(0..<decoded.oldCount))?.count == decoded.newCount
          ? nil : "decoded an inconsistent difference"
      })
  }

  /// An outline 4,000 levels deep overflowed the stack in JSONEncoder.
  @Test func deepOutlinesThrowInsteadOfOverflowing() throws {
    var outline = SectionSnapshot<Int>([0])
    for level in 1..<4_000 { outline.append([level], to: level - 1) }
    #expect(throws: EncodingError.self) { try JSONEncoder().encode(outline) }
    var shallow = SectionSnapshot<Int>([0])
    for level in 1..<SectionSnapshot<Int>.maximumCodableDepth {
      shallow.append([level], to: level - 1)
    }
    let data = try JSONEncoder().encode(shallow)
    #expect(try JSONDecoder().decode(SectionSnapshot<Int>.self, from: data) == shallow)
    let tooDeep =
      String(repeating: #"[{"item": 1, "children": "#, count: 300) + "[]"
      + String(repeating: "}]", count: 300)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(SectionSnapshot<Int>.self, from: Data(tooDeep.utf8))
    }
  }

  /// The description of a 20,000-level outline was a 400 MB string.
  @Test func theDescriptionOfADeepOutlineIsLinear() {
    var outline = SectionSnapshot<Int>([0])
    for level in 1..<20_000 { outline.append([level], to: level - 1) }
    outline.expand(outline.items)
    let description = outline.description
    #expect(description.utf8.count < 20_000 * 60)
    #expect(
      description.split(separator: "\n")[20].hasPrefix("                                [20] "))
  }
}
