/// A law of changesets or list updates that a value broke: which law, and what happened.
///
/// The law checkers return one (or `nil`), for `#expect(violation == nil)`;
/// ``assertNoViolation(_:fileID:filePath:line:column:)`` records it as a test failure.
public struct LawViolation: Error, Hashable, Sendable, CustomStringConvertible {
  /// The law, in a few words ("steps give NEW").
  public var law: String
  /// What happened instead.
  public var details: String

  /// A violation.
  ///
  /// - Parameters:
  ///   - law: The law, in a few words.
  ///   - details: What happened instead.
  /// - Complexity: O(1).
  public init(law: String, details: String) {
    self.law = law
    self.details = details
  }

  /// The law and what happened.
  public var description: String { "\(law): \(details)" }
}

/// Records a test failure for a law violation (in Swift Testing or XCTest); does nothing for
/// `nil`.
///
/// ```swift
/// assertNoViolation(changesetViolation(Changeset(from: old, to: new)))
/// ```
///
/// - Parameters:
///   - violation: The result of a law checker.
///   - fileID: The caller's file, for the failure.
///   - filePath: The caller's file path, for the failure.
///   - line: The caller's line, for the failure.
///   - column: The caller's column, for the failure.
/// - Complexity: O(1).
public func assertNoViolation(
  _ violation: LawViolation?, fileID: String = #fileID, filePath: StaticString = #filePath,
  line: Int = #line, column: Int = #column
) {
  guard let violation else { return }
  recordFailure(
    violation.description, fileID: fileID, filePath: filePath, line: line, column: column)
}
