import Testing

@testable import SnapshotsJSON

/// `JSONArray` and `JSONObject`: collections with `Array`'s value semantics.
@Suite("JSON containers")
struct JSONContainerTests {
  @Test func aCopyKeepsItsElementsWhenTheOriginalChanges() {
    var elements: JSONArray = [1, "two", [3]]
    let copy = elements
    elements[2] = nil
    elements.append(true)
    elements.replaceSubrange(0..<1, with: [0, 0])
    #expect(JSONValue.array(copy).jsonText == #"[1,"two",[3]]"#)
    #expect(JSONValue.array(elements).jsonText == #"[0,0,"two",null,true]"#)
    #expect(elements.elements.count == 5 && copy.count == 3)
  }

  @Test func anObjectChangesAMemberInPlaceAndComparesRegardlessOfOrder() {
    var members: JSONObject = [(name: "a", value: 1), (name: "b", value: [2])]
    let copy = members
    members[1].value = "changed"
    members.remove(at: 0)
    #expect(members.description == #"{"b":"changed"}"#)
    #expect(copy == [(name: "b", value: [2]), (name: "a", value: 1)])
    #expect(copy != members)
  }

  /// A nested change through `_modify` leaves every other holder of the nested array alone.
  @Test func aNestedChangeCopiesOnlyWhatIsShared() {
    let inner: JSONArray = [1, 2]
    var outer: JSONArray = [.array(inner), .array(inner)]
    if case .array(var first) = outer[0] {
      first.append(3)
      outer[0] = .array(first)
    }
    #expect(outer.description == "[[1,2,3],[1,2]]")
    #expect(inner.description == "[1,2]")
  }
}
