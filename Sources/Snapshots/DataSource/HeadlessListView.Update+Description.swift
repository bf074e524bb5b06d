extension HeadlessListView.Update: CustomStringConvertible, CustomDebugStringConvertible {
  /// A readable summary: `reloadData`, or the batch as ``BatchUpdate/description`` prints it,
  /// with whether it was animated.
  ///
  /// ```
  /// batch, animated: BatchUpdate(1 operation)
  ///   - item [0, 3]
  /// ```
  ///
  /// - Complexity: O(*k*) for *k* operations.
  nonisolated public var description: String {
    switch self {
    case .batch(let update, let animated):
      "batch, \(animated ? "animated" : "not animated"): \(update)"
    case .reload: "reloadData"
    }
  }

  /// The same text as ``description``.
  ///
  /// - Complexity: O(*k*) for *k* operations.
  nonisolated public var debugDescription: String { description }
}
