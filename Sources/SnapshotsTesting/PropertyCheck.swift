#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Checks a property on generated values and records a test failure, with the case seed and a
/// shrunk counterexample, for the first value it fails on.
///
/// Works in Swift Testing tests (an issue at the caller's line) and in XCTest tests (`XCTFail`).
/// The number of cases is multiplied by `SNAPSHOTS_PROPERTY_SCALE`; `SNAPSHOTS_PROPERTY_SEED`
/// replays one case.
///
/// ```swift
/// @Test func reversingTwiceIsIdentity() {
///   checkProperty(
///     iterations: 500, seed: 1, generate: { g in (0..<g.int(below: 20)).map { _ in g.next() } },
///     shrink: shrinkArray, property: { $0.reversed().reversed() == $0 ? nil : "differs" })
/// }
/// ```
///
/// - Parameters:
///   - iterations: How many cases to check at scale 1.
///   - seed: The base seed; fixed per test, so that runs are reproducible.
///   - generate: Makes one value from a seeded generator.
///   - shrink: Smaller candidates for a failing value, most aggressive first.
///   - property: `nil` when the property holds, else a description of what went wrong.
///   - fileID: The caller's file, for the failure.
///   - filePath: The caller's file path, for the failure.
///   - line: The caller's line, for the failure.
///   - column: The caller's column, for the failure.
/// - Complexity: See ``findCounterexample(iterations:seed:replaying:generate:shrink:property:)``.
public func checkProperty<Value>(
  iterations: Int, seed: UInt64, generate: (inout SeededGenerator) -> Value,
  shrink: (Value) -> [Value] = { _ in [] }, property: (Value) -> String?,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line,
  column: Int = #column
) {
  if let counterexample = findCounterexample(
    iterations: iterations * PropertySettings.scale, seed: seed,
    replaying: PropertySettings.replaySeed, generate: generate, shrink: shrink, property: property)
  {
    recordFailure(
      counterexample.description, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// ``checkProperty(iterations:seed:generate:shrink:property:fileID:filePath:line:column:)`` for
/// a property that must await.
///
/// - Parameters:
///   - iterations: How many cases to check at scale 1.
///   - seed: The base seed.
///   - generate: Makes one value from a seeded generator.
///   - shrink: Smaller candidates for a failing value, most aggressive first.
///   - property: `nil` when the property holds, else a description of what went wrong.
///   - isolation: The actor the property runs on: the caller's.
///   - fileID: The caller's file, for the failure.
///   - filePath: The caller's file path, for the failure.
///   - line: The caller's line, for the failure.
///   - column: The caller's column, for the failure.
/// - Complexity: As the synchronous form.
public func checkAsyncProperty<Value>(
  iterations: Int, seed: UInt64, generate: (inout SeededGenerator) -> Value,
  shrink: (Value) -> [Value] = { _ in [] }, property: (Value) async -> String?,
  isolation: isolated (any Actor)? = #isolation, fileID: String = #fileID,
  filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
) async {
  if let counterexample = await findCounterexample(
    iterations: iterations * PropertySettings.scale, seed: seed,
    replaying: PropertySettings.replaySeed, generate: generate, shrink: shrink,
    asyncProperty: property, isolation: isolation)
  {
    recordFailure(
      counterexample.description, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// Records a test failure in whichever test library is running the current test.
///
/// - Parameters:
///   - message: What failed.
///   - fileID: The file, for the failure.
///   - filePath: The file path, for the failure.
///   - line: The line, for the failure.
///   - column: The column, for the failure.
/// - Complexity: O(1) plus the test library's recording.
public func recordFailure(
  _ message: String, fileID: String = #fileID, filePath: StaticString = #filePath,
  line: Int = #line,
  column: Int = #column
) {
  #if canImport(Testing)
    if Test.current != nil {
      let location = SourceLocation(
        fileID: fileID, filePath: "\(filePath)", line: line, column: column)
      Issue.record(Comment(rawValue: message), sourceLocation: location)
      return
    }
  #endif
  #if canImport(XCTest)
    XCTFail(message, file: filePath, line: UInt(line))
  #else
    print("Failure at \(fileID):\(line): \(message)")
  #endif
}
