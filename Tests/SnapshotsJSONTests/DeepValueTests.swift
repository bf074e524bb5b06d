import Testing

@testable import SnapshotsJSON

/// Issue 32: values too deep for the stack.
///
/// A patch may not nest the document deeper than reading accepts (the CLI's side is
/// `DeepPatchTests`). Values built in code may nest however deep: writing, comparing and freeing
/// them does not recurse, which a value 100,000 levels deep, handled on a thread of the
/// concurrency pool, checks.
@Suite("Deep values")
struct DeepValueTests {
  /// The library throws where the CLI exits 2: the reproduction applied in this process, on a
  /// thread of the concurrency pool (it crashed writing, comparing or freeing the result).
  @Test func theLibraryThrowsForTheReproduction() {
    let copy = JSONPatch.Operation.copy(
      from: JSONPointer(tokens: []), path: JSONPointer(tokens: ["a"]))
    let patch = JSONPatch(
      Array(repeating: copy, count: 100_000) + [.test(path: JSONPointer(tokens: ["a"]), value: [:])]
    )
    #expect(
      throws: JSONPatchError(
        operation: 999, message: "copy  -> /a: the result would nest deeper than 1000 levels")
    ) {
      try patch.applied(to: [:])
    }
  }

  /// Written, compared and freed on a pool thread: with recursion on depth (`[JSONValue]` storage,
  /// or a recursive writer or `==`), any of the three crashed with SIGSEGV (the issue's reproduction crashed freeing 100,000 levels on a main
  /// thread's 8 MiB; pool threads have less).
  @Test func aValueAHundredThousandLevelsDeepIsWrittenComparedAndFreed() {
    func deep(_ levels: Int, leaf: JSONValue) -> JSONValue {
      var value = leaf
      for level in 0..<levels { value = level.isMultiple(of: 2) ? [value] : ["a": value] }
      return value
    }
    let levels = 100_000
    let value = deep(levels, leaf: 1)
    #expect(value.jsonBytes.count == 1 + levels / 2 * 2 + levels / 2 * 6)
    #expect(value == deep(levels, leaf: 1))
    #expect(value != deep(levels, leaf: 2))
    // A shared subtree survives the teardown of one of its holders.
    var shared = deep(1_000, leaf: "kept")
    var holder: JSONValue? = ["x": shared, "y": [shared]]
    holder = nil
    #expect(holder == nil && shared == deep(1_000, leaf: "kept"))
    shared = nil
  }

  /// The iterative writer and `==` give what the recursive ones gave (a shallow value: deep ones
  /// are the reproductions' business, in a process of their own).
  @Test func writingAndComparingNestedValues() throws {
    var value = JSONValue.null
    for level in 0..<200 { value = level.isMultiple(of: 2) ? [value] : ["a": value, "b": 1] }
    let text = value.jsonBytes
    #expect(text.count == 100 * 2 + 100 * 12 + 4)  // [...] and {"a":...,"b":1}, and null
    #expect(try JSONValue(parsing: text) == value)
    let reordered = try JSONValue(parsing: Array(#"{"b": 1, "a": [2, {"c": null}]}"#.utf8))
    #expect(reordered == ["a": [2, ["c": nil]], "b": 1])
    #expect(reordered != ["a": [2, ["c": 0]], "b": 1])
    #expect(reordered != ["a": [2], "b": 1])
  }
}
