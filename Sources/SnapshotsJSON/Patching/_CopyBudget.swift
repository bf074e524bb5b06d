/// How many values a patch's copies may still add to its document.
///
/// A copy is the one operation that adds values the patch does not hold, and each can double
/// the document: 40 copies of the document into itself (1.7 KB of patch) grew `snapdiff apply`
/// until it was killed. The copies together may add ``factor`` times the values that the
/// document and the patch hold, and at least ``floor``, which bounds the work and memory of any
/// patch by its input.
struct _CopyBudget {
  /// The copies may add this many times the values of the document and the patch.
  static let factor = 16
  /// The copies may add at least this many values, whatever the inputs' size.
  static let floor = 1 << 20

  /// The values the copies may add in all, once the first copy has counted the inputs.
  private(set) var limit: Int?
  /// What the copies have added so far.
  private(set) var spent = 0

  /// Counts `value`, to be copied into `document`, against the budget (set, at the first copy,
  /// from `document` and `patch`).
  ///
  /// - Throws: ``JSONPatchError`` when the copies would pass the budget.
  /// - Complexity: O(*n*) for the *n* values of `value`, and once O(*m*) for the *m* values of
  ///   the document and the patch; never more than the budget.
  mutating func spend(
    _ value: JSONValue, document: JSONValue, patch: JSONPatch
  ) throws(JSONPatchError) {
    let limit = self.limit ?? Self.limit(document: document, patch: patch)
    self.limit = limit
    let count = value.valueCount(stoppingPast: limit - spent)
    guard count <= limit - spent else {
      throw JSONPatchError(
        operation: nil,
        message:
          "the copies would add more than \(limit) values (\(Self.factor) times what the document and the patch hold, and at least \(Self.floor))"
      )
    }
    spent += count
  }

  /// The budget for copies into `document` by `patch`.
  static func limit(document: JSONValue, patch: JSONPatch) -> Int {
    var held = document.valueCount(stoppingPast: .max)
    for operation in patch.operations {
      switch operation {
      case .add(_, let value), .replace(_, let value), .test(_, let value):
        held += value.valueCount(stoppingPast: .max)
      case .remove, .move, .copy: continue
      }
    }
    return max(held > Int.max / factor ? Int.max : factor * held, floor)
  }
}
