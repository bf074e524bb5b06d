extension DiffableDataSource {
  /// Why an apply was shown by reloading the view instead of by batches.
  public enum ReloadFallback: Hashable, Sendable, CustomStringConvertible {
    /// The view did not show what the data source believed it showed (it was changed behind the
    /// data source's back); a batch computed from the data source's state would have been
    /// rejected or misdisplayed.
    ///
    /// - Parameters:
    ///   - viewCounts: The item count of each section, as the view reported them.
    ///   - expectedCounts: The counts of the data source's displayed snapshot.
    case viewOutOfSync(viewCounts: [Int], expectedCounts: [Int])
    /// The update had more operations than ``DiffableDataSource/maximumAnimatedOperationCount``.
    ///
    /// - Parameters:
    ///   - count: The number of operations in all batches of the update.
    ///   - limit: The maximum.
    case tooManyOperations(count: Int, limit: Int)

    /// A one-line explanation, for logs.
    public var description: String {
      switch self {
      case .viewOutOfSync(let viewCounts, let expectedCounts):
        "the view showed section counts \(viewCounts) where the data source had \(expectedCounts); reloaded"
      case .tooManyOperations(let count, let limit):
        "the update had \(count) operations, more than the limit of \(limit); reloaded"
      }
    }
  }
}
