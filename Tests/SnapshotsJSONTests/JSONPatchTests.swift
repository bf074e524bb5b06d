import SnapshotsJSON
import Testing

/// RFC 6902 JSON Patch: the RFC's own appendix examples, as data, and the edges the RFC states.
@Suite("JSON Patch")
struct JSONPatchTests {
  /// An example: a document, a patch, and the result (nil: the patch must fail).
  struct Example: CustomTestStringConvertible, Sendable {
    var name: String
    var document: String
    var patch: String
    var result: String?
    var testDescription: String { name }
  }

  static let appendix: [Example] = [
    Example(
      name: "A.1 adding an object member", document: #"{"foo": "bar"}"#,
      patch: #"[{"op": "add", "path": "/baz", "value": "qux"}]"#,
      result: #"{"baz": "qux", "foo": "bar"}"#),
    Example(
      name: "A.2 adding an array element", document: #"{"foo": ["bar", "baz"]}"#,
      patch: #"[{"op": "add", "path": "/foo/1", "value": "qux"}]"#,
      result: #"{"foo": ["bar", "qux", "baz"]}"#),
    Example(
      name: "A.3 removing an object member", document: #"{"baz": "qux", "foo": "bar"}"#,
      patch: #"[{"op": "remove", "path": "/baz"}]"#, result: #"{"foo": "bar"}"#),
    Example(
      name: "A.4 removing an array element", document: #"{"foo": ["bar", "qux", "baz"]}"#,
      patch: #"[{"op": "remove", "path": "/foo/1"}]"#, result: #"{"foo": ["bar", "baz"]}"#),
    Example(
      name: "A.5 replacing a value", document: #"{"baz": "qux", "foo": "bar"}"#,
      patch: #"[{"op": "replace", "path": "/baz", "value": "boo"}]"#,
      result: #"{"baz": "boo", "foo": "bar"}"#),
    Example(
      name: "A.6 moving a value",
      document: #"{"foo": {"bar": "baz", "waldo": "fred"}, "qux": {"corge": "grault"}}"#,
      patch: #"[{"op": "move", "from": "/foo/waldo", "path": "/qux/thud"}]"#,
      result: #"{"foo": {"bar": "baz"}, "qux": {"corge": "grault", "thud": "fred"}}"#),
    Example(
      name: "A.7 moving an array element", document: #"{"foo": ["all", "grass", "cows", "eat"]}"#,
      patch: #"[{"op": "move", "from": "/foo/1", "path": "/foo/3"}]"#,
      result: #"{"foo": ["all", "cows", "eat", "grass"]}"#),
    Example(
      name: "A.8 testing a value: success", document: #"{"baz": "qux", "foo": ["a", 2, "c"]}"#,
      patch:
        #"[{"op": "test", "path": "/baz", "value": "qux"}, {"op": "test", "path": "/foo/1", "value": 2}]"#,
      result: #"{"baz": "qux", "foo": ["a", 2, "c"]}"#),
    Example(
      name: "A.9 testing a value: error", document: #"{"baz": "qux"}"#,
      patch: #"[{"op": "test", "path": "/baz", "value": "bar"}]"#, result: nil),
    Example(
      name: "A.10 adding a nested member object", document: #"{"foo": "bar"}"#,
      patch: #"[{"op": "add", "path": "/child", "value": {"grandchild": {}}}]"#,
      result: #"{"foo": "bar", "child": {"grandchild": {}}}"#),
    Example(
      name: "A.11 ignoring unrecognized elements", document: #"{"foo": "bar"}"#,
      patch: #"[{"op": "add", "path": "/baz", "value": "qux", "xyz": 123}]"#,
      result: #"{"foo": "bar", "baz": "qux"}"#),
    Example(
      name: "A.12 adding to a nonexistent target", document: #"{"foo": "bar"}"#,
      patch: #"[{"op": "add", "path": "/baz/bat", "value": "qux"}]"#, result: nil),
    Example(
      name: "A.13 invalid JSON Patch document", document: #"{"foo": "bar"}"#,
      patch: #"[{"op": "add", "path": "/baz", "value": "qux", "op": "remove"}]"#, result: nil),
    Example(
      name: "A.14 ~ escape ordering", document: #"{"/": 9, "~1": 10}"#,
      patch: #"[{"op": "test", "path": "/~01", "value": 10}]"#, result: #"{"/": 9, "~1": 10}"#),
    Example(
      name: "A.15 comparing strings and numbers", document: #"{"/": 9, "~1": 10}"#,
      patch: #"[{"op": "test", "path": "/~01", "value": "10"}]"#, result: nil),
    Example(
      name: "A.16 adding an array value", document: #"{"foo": ["bar"]}"#,
      patch: #"[{"op": "add", "path": "/foo/-", "value": ["abc", "def"]}]"#,
      result: #"{"foo": ["bar", ["abc", "def"]]}"#),
  ]

  /// The edges RFC 6901 and 6902 state beyond the appendix.
  static let edges: [Example] = [
    Example(
      name: "an index with a leading zero", document: #"[1, 2]"#,
      patch: #"[{"op": "remove", "path": "/01"}]"#, result: nil),
    Example(
      name: "adding at the end by index", document: #"[1, 2]"#,
      patch: #"[{"op": "add", "path": "/2", "value": 3}]"#, result: "[1, 2, 3]"),
    Example(
      name: "adding past the end", document: #"[1, 2]"#,
      patch: #"[{"op": "add", "path": "/3", "value": 3}]"#, result: nil),
    Example(
      name: "'-' names no element to remove", document: #"[1, 2]"#,
      patch: #"[{"op": "remove", "path": "/-"}]"#, result: nil),
    Example(
      name: "replacing the whole document", document: #"{"a": 1}"#,
      patch: #"[{"op": "replace", "path": "", "value": [1]}]"#, result: "[1]"),
    Example(
      name: "a move into its own member", document: #"{"a": {"b": 1}}"#,
      patch: #"[{"op": "move", "from": "/a", "path": "/a/c"}]"#, result: nil),
    Example(
      name: "a move onto itself", document: #"{"a": {"b": 1}}"#,
      patch: #"[{"op": "move", "from": "/a", "path": "/a"}]"#, result: #"{"a": {"b": 1}}"#),
    Example(
      name: "a copy", document: #"{"a": {"b": [1]}}"#,
      patch:
        #"[{"op": "copy", "from": "/a/b", "path": "/c"}, {"op": "add", "path": "/c/-", "value": 2}]"#,
      result: #"{"a": {"b": [1]}, "c": [1, 2]}"#),
    Example(
      name: "a missing value is not null", document: #"{"a": 1}"#,
      patch: #"[{"op": "add", "path": "/b"}]"#, result: nil),
    Example(
      name: "a null value is a value", document: #"{"a": 1}"#,
      patch: #"[{"op": "add", "path": "/b", "value": null}]"#, result: #"{"a": 1, "b": null}"#),
    Example(
      name: "numbers are equal by value in test", document: #"{"a": 1.0}"#,
      patch: #"[{"op": "test", "path": "/a", "value": 1e0}]"#, result: #"{"a": 1.0}"#),
    Example(
      name: "an empty token names the member \"\"", document: #"{"": 1}"#,
      patch: #"[{"op": "test", "path": "/", "value": 1}]"#, result: #"{"": 1}"#),
    Example(
      name: "a pointer with a bad escape", document: #"{"a": 1}"#,
      patch: #"[{"op": "remove", "path": "/~2"}]"#, result: nil),
    Example(
      name: "a failed operation leaves nothing done", document: #"{"a": 1}"#,
      patch: #"[{"op": "remove", "path": "/a"}, {"op": "remove", "path": "/a"}]"#, result: nil),
  ]

  @Test(arguments: appendix + edges)
  func example(_ example: Example) throws {
    let document = try JSONValue(parsing: Array(example.document.utf8))
    let applied = Result { () throws(JSONPatchError) in
      try JSONPatch(parsing: Array(example.patch.utf8)).applied(to: document)
    }
    guard let expected = example.result else {
      #expect(throws: JSONPatchError.self) { try applied.get() }
      return
    }
    #expect(try applied.get() == JSONValue(parsing: Array(expected.utf8)))
  }

  @Test func anErrorNamesTheOperationAndWhy() {
    let patch = #"[{"op": "test", "path": "/a/c", "value": 1}, {"op": "remove", "path": "/a/b/0"}]"#
    #expect(throws: JSONPatchError(operation: 1, message: "remove /a/b/0: no member \"b\"")) {
      try JSONPatch(parsing: Array(patch.utf8)).applied(to: ["a": ["c": 1]])
    }
  }

  @Test func aPatchIsWrittenAsItIsRead() throws {
    let text =
      #"[{"op":"add","path":"/a~1b","value":[1,{"c":null}]},{"op":"move","from":"/x","path":"/y"}]"#
    let patch = try JSONPatch(parsing: Array(text.utf8))
    #expect(patch.jsonValue.jsonText == text)
  }

  @Test func equalityIsJSONs() throws {
    let object: JSONValue = ["a": 1, "b": [true, nil]]
    #expect(object == ["b": [true, nil], "a": 1.0])
    let composed: JSONValue = "\u{E9}"
    #expect(composed != "e\u{301}")  // by Unicode scalars, not canonical equivalence
    let one: JSONValue = 1
    #expect(one != "1")
    #expect(try JSONValue(parsing: Array("1E2".utf8)) == 100)
    // Integers are their own canonical form, but for -0 and those past 22 digits.
    let number = { (text: String) in JSONNumber(text)! }
    #expect(number("-0") == number("0") && number("-0").hashValue == number("0").hashValue)
    #expect(number("-12") == number("-1.2e1") && number("-12") != number("12"))
    let long = String(repeating: "9", count: 23)
    #expect(
      number(long) == number(long + ".0") && number(long) == number("9.9999999999999999999999e22"))
  }
}
