import Snapshots
import Testing

/// Misuse that Apple's snapshot treats as fatal stops the program, with a message naming the
/// identifier.
///
/// Each case runs in a child process (an exit test).
@Suite("Snapshot traps")
struct SnapshotTrapTests {
  /// Checks that an exit test's child process wrote `message` to stderr.
  func expectMessage(
    _ message: String, in result: ExitTest.Result?,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let result else { return }
    let stderr = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(stderr.contains(message), "stderr: \(stderr)", sourceLocation: sourceLocation)
  }

  @Test func appendWithoutSections() async {
    expectMessage(
      "There are currently no sections in the data source",
      in: await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var snapshot = Snapshot<String, String>()
        snapshot.appendItems(["a"])
      })
  }

  @Test func duplicateItemsInPassedArray() async {
    expectMessage(
      "Duplicate identifiers: dup",
      in: await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var snapshot = Snapshot<String, String>()
        snapshot.appendSections(["s"])
        snapshot.appendItems(["a", "dup", "dup"])
      })
    expectMessage(
      "Duplicate identifiers: twice",
      in: await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var snapshot = Snapshot<String, String>()
        snapshot.appendSections(["s"])
        snapshot.appendItems(["a"])
        snapshot.insertItems(["twice", "twice"], beforeItem: "a")
      })
  }

  @Test func duplicateOrExistingSections() async {
    expectMessage(
      "Duplicate identifiers: s2",
      in: await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var snapshot = Snapshot<String, String>()
        snapshot.appendSections(["s1", "s2", "s2"])
      })
    expectMessage(
      "section s1 already exists",
      in: await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var snapshot = Snapshot<String, String>()
        snapshot.appendSections(["s1"])
        snapshot.appendSections(["s1"])
      })
  }

  @Test func unknownDestinations() async {
    expectMessage(
      "section nowhere does not exist",
      in: await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var snapshot = Snapshot<String, String>()
        snapshot.appendSections(["s"])
        snapshot.appendItems(["a"], toSection: "nowhere")
      })
    expectMessage(
      "before item ghost does not exist",
      in: await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var snapshot = Snapshot<String, String>()
        snapshot.appendSections(["s"])
        snapshot.insertItems(["a"], beforeItem: "ghost")
      })
    expectMessage(
      "after item ghost does not exist",
      in: await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var snapshot = Snapshot<String, String>()
        snapshot.appendSections(["s"])
        snapshot.appendItems(["a"])
        snapshot.moveItem("a", afterItem: "ghost")
      })
    expectMessage(
      "section ghost does not exist",
      in: await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var snapshot = Snapshot<String, String>()
        snapshot.appendSections(["s"])
        snapshot.insertSections(["t"], afterSection: "ghost")
      })
  }

  @Test func moveOfAnUnknownItem() async {
    expectMessage(
      "moved item ghost does not exist",
      in: await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var snapshot = Snapshot<String, String>()
        snapshot.appendSections(["s"])
        snapshot.appendItems(["a"])
        snapshot.moveItem("ghost", beforeItem: "a")
      })
    expectMessage(
      "section ghost does not exist",
      in: await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var snapshot = Snapshot<String, String>()
        snapshot.appendSections(["s"])
        snapshot.moveSection("ghost", afterSection: "s")
      })
  }

  @Test func moveOntoItself() async {
    expectMessage(
      "item a cannot be moved relative to itself",
      in: await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var snapshot = Snapshot<String, String>()
        snapshot.appendSections(["s"])
        snapshot.appendItems(["a"])
        snapshot.moveItem("a", beforeItem: "a")
      })
    expectMessage(
      "section s cannot be moved relative to itself",
      in: await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var snapshot = Snapshot<String, String>()
        snapshot.appendSections(["s"])
        snapshot.moveSection("s", afterSection: "s")
      })
    expectMessage(
      "item a cannot be inserted relative to itself",
      in: await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var snapshot = Snapshot<String, String>()
        snapshot.appendSections(["s"])
        snapshot.appendItems(["a"])
        snapshot.insertItems(["a"], afterItem: "a")
      })
  }

  @Test func reloadOfAbsentIdentifiers() async {
    expectMessage(
      "reloaded item ghost does not exist",
      in: await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var snapshot = Snapshot<String, String>()
        snapshot.appendSections(["s"])
        snapshot.reloadItems(["ghost"])
      })
    expectMessage(
      "reconfigured item ghost does not exist",
      in: await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var snapshot = Snapshot<String, String>()
        snapshot.reconfigureItems(["ghost"])
      })
    expectMessage(
      "reloaded section ghost does not exist",
      in: await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var snapshot = Snapshot<String, String>()
        snapshot.reloadSections(["ghost"])
      })
  }

  @Test func queriesOfUnknownSections() async {
    expectMessage(
      "section ghost does not exist",
      in: await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let snapshot = Snapshot<String, String>()
        _ = snapshot.numberOfItems(inSection: "ghost")
      })
    expectMessage(
      "section ghost does not exist",
      in: await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let snapshot = Snapshot<String, String>()
        _ = snapshot.itemIdentifiers(inSection: "ghost")
      })
  }
}

extension SnapshotTrapTests {
  @Test func theBuilderTrapsOnADuplicateAsAppendingDoes() async {
    expectMessage(
      "Duplicate identifiers: 7",
      in: await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = Snapshot<String, Int> {
          SectionOfItems("a", items: [7])
          SectionOfItems("b", items: [7])
        }
      })
  }
}
