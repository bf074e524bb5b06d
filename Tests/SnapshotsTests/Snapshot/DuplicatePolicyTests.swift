import SnapshotsTesting
import TestSupport
import Testing

@testable import Snapshots

/// Outside data that names an identifier twice: rejected with every duplicate named, or resolved by
/// keeping the first or the last occurrence, with each dropped one reported.
@Suite struct DuplicatePolicyTests {
  typealias Input = [(String, [Int])]

  /// Section `a` twice, item 2 in two sections, item 1 in the last section again.
  static let input: Input = [("a", [1, 2]), ("b", [2, 3]), ("a", [4]), ("c", [1])]

  @Test func rejectNamesEveryDuplicateInTheOrderABuildMeetsThem() {
    #expect(throws: SnapshotError.self) { try Snapshot(validating: Self.input) }
    do {
      _ = try Snapshot(validating: Self.input, duplicates: .reject)
    } catch {
      #expect(
        error.allDuplicates == [
          SnapshotError(
            code: .duplicateItemIdentifier, identifier: "2",
            firstPosition: .init(section: 0, item: 1), secondPosition: .init(section: 1, item: 0)),
          SnapshotError(
            code: .duplicateSectionIdentifier, identifier: "a",
            firstPosition: .init(section: 0), secondPosition: .init(section: 2)),
          SnapshotError(
            code: .duplicateItemIdentifier, identifier: "1",
            firstPosition: .init(section: 0, item: 0), secondPosition: .init(section: 3, item: 0)),
        ])
      #expect(
        error.description
          == "duplicate item identifier 2 at section 1, item 0 (first at section 0, item 1); and 2 more: duplicate section identifier a at section 2 (first at section 0); duplicate item identifier 1 at section 3, item 0 (first at section 0, item 0)"
      )
    }
  }

  @Test func keepFirstDropsLaterOccurrencesAndALaterSectionWithItsItems() throws {
    var dropped: [DroppedDuplicate] = []
    let snapshot = try Snapshot(validating: Self.input, duplicates: .keepFirst) {
      dropped.append($0)
    }
    #expect(
      snapshot.sectionsOfItems == [
        .init("a", items: [1, 2]), .init("b", items: [3]), .init("c", items: []),
      ])
    #expect(
      dropped == [
        DroppedDuplicate(
          code: .duplicateSectionIdentifier, identifier: "a", kept: .init(section: 0),
          dropped: .init(section: 2)),
        DroppedDuplicate(
          code: .duplicateItemIdentifier, identifier: "2", kept: .init(section: 0, item: 1),
          dropped: .init(section: 1, item: 0)),
        DroppedDuplicate(
          code: .duplicateItemIdentifier, identifier: "1", kept: .init(section: 0, item: 0),
          dropped: .init(section: 3, item: 0)),
      ])
    #expect(
      dropped[1].description
        == "dropped duplicate item identifier 2 at section 1, item 0 (kept at section 0, item 1)")
  }

  @Test func keepLastDropsEarlierOccurrences() throws {
    var dropped: [DroppedDuplicate] = []
    let snapshot = try Snapshot(validating: Self.input, duplicates: .keepLast) {
      dropped.append($0)
    }
    #expect(
      snapshot.sectionsOfItems == [
        .init("b", items: [2, 3]), .init("a", items: [4]), .init("c", items: [1]),
      ])
    #expect(
      dropped == [
        DroppedDuplicate(
          code: .duplicateSectionIdentifier, identifier: "a", kept: .init(section: 2),
          dropped: .init(section: 0))
      ])
  }

  @Test func aPageThatRepeatsAnItemOfTheFirst() throws {
    let pages = [("feed", [1, 2, 3] + [3, 4, 1])]
    #expect(
      try Snapshot(validating: pages, duplicates: .keepFirst).itemIdentifiers == [1, 2, 3, 4])
    #expect(try Snapshot(validating: pages, duplicates: .keepLast).itemIdentifiers == [2, 3, 4, 1])
  }

  /// Random inputs with repeats: each policy against a direct reading of its rule.
  @Test func thePoliciesKeepTheOccurrencesTheyName() {
    checkProperty(
      iterations: 2_000, seed: 0xD0_0B1E,
      generate: { g in
        (0..<g.int(below: 5)).map { _ in
          (["a", "b", "c"][g.int(below: 3)], (0..<g.int(below: 5)).map { _ in g.int(below: 8) })
        }
      },
      shrink: shrinkArray,
      property: { (input: Input) in
        for policy in [DuplicatePolicy.keepFirst, .keepLast] {
          var count = 0
          guard
            let snapshot = try? Snapshot(
              validating: input, duplicates: policy, droppedDuplicate: { _ in count += 1 })
          else { return "\(policy) threw" }
          let expected = Self.expected(input, policy)
          if snapshot.sectionsOfItems.map({ [$0.section: $0.items] }) != expected {
            return "\(policy): \(snapshot.sectionsOfItems), expected \(expected)"
          }
          let total = input.count + input.map(\.1.count).reduce(0, +)
          let kept = snapshot.numberOfSections + snapshot.numberOfItems
          let inDroppedSections = total - kept - count
          if inDroppedSections < 0 {
            return "\(policy): \(count) reported, \(total - kept) dropped"
          }
        }
        let repeats = Self.repeats(input)
        do throws(SnapshotError) {
          _ = try Snapshot(validating: input)
          return repeats == 0 ? nil : "no error for \(repeats) repeats"
        } catch {
          return error.allDuplicates.count == repeats
            ? nil : "\(error.allDuplicates.count) duplicates named, \(repeats) repeats"
        }
      })
  }

  /// The sections and items a policy keeps, read off its rule: sections first, then items among
  /// the sections kept.
  static func expected(_ input: Input, _ policy: DuplicatePolicy) -> [[String: [Int]]] {
    func keeps<Key: Hashable>(_ keys: [Key]) -> [Bool] { occurrencesKept(keys, by: policy) }
    let sections = zip(input, keeps(input.map(\.0))).filter(\.1).map(\.0)
    let items = Array(zip(sections.flatMap(\.1), keeps(sections.flatMap(\.1))))
    var rest = items[...]
    return sections.map { section, list in
      let mine = rest.prefix(list.count)
      rest = rest.dropFirst(list.count)
      return [section: mine.filter(\.1).map(\.0)]
    }
  }

  /// How many occurrences repeat an earlier one: sections, and items across every section.
  static func repeats(_ input: Input) -> Int {
    func count<Key: Hashable>(_ keys: [Key]) -> Int { keys.count - Set(keys).count }
    return count(input.map(\.0)) + count(input.flatMap(\.1))
  }
}
