import Testing

@testable import snapdiff

/// Issue 43: every refusal of `snapdiff apply` names the stage, the list and the index of the
/// operation that does not fit, and writes index paths as `[s, i]` (UIKit's rules used to come
/// with Foundation's `{length = 2, path = 0 - 2}` and no operation).
@Suite("snapdiff apply refusals")
struct SnapdiffApplyRefusalTests {
  static let old =
    #"{"sections": [{"id": "s", "items": ["x", "y", "z"]}, {"id": "t", "items": []}]}"#

  /// The error `snapdiff apply` writes for one stage with these item (and section) lists.
  func refusal(items: String, sections: String = "") -> String {
    let lists = ["deleted", "inserted", "moved", "reloaded"]
    func group(_ given: String) -> String {
      "{"
        + lists.filter { !given.contains("\"\($0)\"") }.map { "\"\($0)\": []" }
        .joined(separator: ", ") + (given.isEmpty ? "" : ", " + given) + "}"
    }
    let stage = #"{"sections": \#(group(sections)), "items": \#(group(items))}"#
    let result = snapdiff(
      ["apply", "o", "c"], files: ["o": Self.old, "c": #"{"stages": [\#(stage)]}"#])
    #expect(result.status == 2 && result.stdout.isEmpty)
    #expect(!result.stderr.contains("length ="), "\(result.stderr)")
    return result.stderr
  }

  @Test func anItemDeletedTwiceNamesTheSecondDeletion() {
    #expect(
      refusal(items: #""deleted": [{"path": [0, 0], "id": "x"}, {"path": [0, 0], "id": "x"}]"#)
        == #"Error: c: stage 0, items.deleted[1] (path [0, 0], id "x"): attempt to delete row at index path [0, 0] twice"#
        + "\n")
  }

  @Test func aMoveFromADeletedPlaceNamesTheMove() {
    #expect(
      refusal(
        items:
          #""deleted": [{"path": [0, 0], "id": "x"}], "moved": [{"from": [0, 0], "to": [0, 1], "id": "x"}]"#
      )
        == #"Error: c: stage 0, items.moved[0] (from [0, 0] to [0, 1], id "x"): attempt to perform a delete and a move from the same index path [0, 0]"#
        + "\n")
  }

  @Test func aMoveOntoAnInsertionNamesTheMove() {
    #expect(
      refusal(
        items:
          #""inserted": [{"path": [0, 1], "id": "w"}], "moved": [{"from": [0, 0], "to": [0, 1], "id": "x"}]"#
      )
        == #"Error: c: stage 0, items.moved[0] (from [0, 0] to [0, 1], id "x"): attempt to perform an insert and a move to the same index path [0, 1]"#
        + "\n")
  }

  @Test func twoMovesToOnePlaceNameTheSecondMove() {
    #expect(
      refusal(
        items:
          #""moved": [{"from": [0, 0], "to": [0, 2], "id": "x"}, {"from": [0, 1], "to": [0, 2], "id": "y"}]"#
      )
        == #"Error: c: stage 0, items.moved[1] (from [0, 1] to [0, 2], id "y"): attempt to move both row at index path [0, 0] and [0, 1] to [0, 2]"#
        + "\n")
  }

  @Test func aDisplacedReloadNamesTheReload() {
    #expect(
      refusal(
        items:
          #""moved": [{"from": [0, 0], "to": [0, 2], "id": "x"}], "reloaded": [{"path": [0, 1], "id": "y"}]"#
      )
        == #"Error: c: stage 0, items.reloaded[0] (path [0, 1], id "y"): attempt to reload row at index path [0, 1], which UIKit places at [0, 1] while it ends at [0, 0]"#
        + "\n")
  }

  @Test func aSectionDeletedTwiceNamesTheSecondDeletion() {
    #expect(
      refusal(
        items: "",
        sections: #""deleted": [{"index": 1, "id": "t"}, {"index": 1, "id": "t"}]"#)
        == #"Error: c: stage 0, sections.deleted[1] (index 1, id "t"): attempt to delete section 1 twice"#
        + "\n")
  }

  @Test func anItemOperationInASectionDeletedWholeNamesTheOperation() {
    #expect(
      refusal(
        items: #""deleted": [{"path": [0, 1], "id": "y"}]"#,
        sections: #""deleted": [{"index": 0, "id": "s", "items": ["x", "y", "z"]}]"#)
        == #"Error: c: stage 0, items.deleted[0] (path [0, 1], id "y"): section 0 before the batch is inserted, deleted or reloaded whole by this batch"#
        + "\n")
  }

  @Test func anItemOutOfRangeNamesItsEntry() {
    #expect(
      refusal(items: #""deleted": [{"path": [0, 5], "id": "x"}]"#)
        == #"Error: c: stage 0, items.deleted[0] (path [0, 5], id "x"): no item at [0, 5] before the batch"#
        + "\n")
  }

  @Test func anotherIdentifierAtThePathNamesItsEntry() {
    #expect(
      refusal(items: #""reloaded": [{"path": [0, 2], "id": "y"}]"#)
        == #"Error: c: stage 0, items.reloaded[0] (path [0, 2], id "y"): the item at [0, 2] is "z""#
        + "\n")
  }

  @Test func aMalformedPathNamesItsEntry() {
    #expect(
      refusal(items: #""inserted": [{"path": [0], "id": "w"}]"#)
        == "Error: c: stage 0, items.inserted[0]: a path is [section, item], not [0]\n")
  }
}
