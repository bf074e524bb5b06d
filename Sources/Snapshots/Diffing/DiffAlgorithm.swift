/// The algorithm a diff uses to decide which old and new elements are the same element.
///
/// Whatever the algorithm, the result is a ``ListDifference`` whose moves are the fewest possible
/// for the matching found: the matched elements that are not in a longest increasing subsequence
/// of their old offsets (found by patience sorting in O(*k* log *k*) for *k* survivors).
///
/// ```swift
/// let difference = ListDifference(from: old, to: new, algorithm: .myers)
/// ```
public struct DiffAlgorithm: Hashable, Sendable, CustomStringConvertible {
  @usableFromInline
  internal enum _Kind: Hashable, Sendable {
    case identity
    case heckel
    case myers(costLimit: Int)
  }

  @usableFromInline internal let _kind: _Kind

  @inlinable
  internal init(_kind: _Kind) { self._kind = _kind }

  /// The default: trims the common prefix and suffix, walks both lists in step pairing the
  /// elements it meets with equal identifiers, then pairs the rest by identifier in one hash pass.
  ///
  /// With unique identifiers this finds every surviving element, so the moves are the true
  /// minimum. With duplicate identifiers, each identifier pairs as many times as it occurs in the
  /// list where it occurs less: occurrences the walk meets together pair there, and the others in
  /// order, the *k*-th unpaired occurrence in the old list with the *k*-th unpaired one in the new.
  ///
  /// - Complexity: O(*n* log *n*) worst case, where *n* is the total number of elements; O(*n*)
  ///   expected when the survivors keep their order, and O(*d*) beyond the common prefix and
  ///   suffix for *d* changed elements.
  public static let identity = DiffAlgorithm(_kind: .identity)

  /// Paul Heckel's six-pass algorithm (1978): pairs elements whose identifier occurs exactly once
  /// in each list, then extends those pairs to equal neighbours.
  ///
  /// Duplicates that are not next to a unique pair stay unpaired (a deletion and an insertion).
  ///
  /// - Complexity: O(*n*) expected for the pairing, plus O(*n* log *n*) worst case to choose the
  ///   moves, where *n* is the total number of elements.
  public static let heckel = DiffAlgorithm(_kind: .heckel)

  /// Eugene Myers' greedy algorithm (1986) in linear space: the fewest deletions plus insertions
  /// (a longest common subsequence), then every deleted element is paired with an inserted element
  /// of the same identifier as a move.
  ///
  /// Uses a cost limit of ``defaultMyersCostLimit``.
  ///
  /// - Complexity: O((*n* + *m*) *D*) time and O(*n* + *m*) space, where *D* is the number of
  ///   deletions plus insertions, bounded by the cost limit.
  public static let myers = DiffAlgorithm(_kind: .myers(costLimit: defaultMyersCostLimit))

  /// The cost limit of ``myers``: 4,096 edits explored per search.
  public static let defaultMyersCostLimit = 4_096

  /// Myers' algorithm with an explicit cost limit.
  ///
  /// When one search for a middle snake would explore more than `costLimit` edits, that part of
  /// the lists is treated as replaced (all its old elements deleted, all its new ones inserted),
  /// and then, as always, deleted and inserted elements of the same identifier are paired as moves.
  /// The result is still exact (applying it gives the new list) but no longer guaranteed to have
  /// the fewest deletions plus insertions.
  ///
  /// - Parameter costLimit: The most edits one middle-snake search explores; at least 1.
  /// - Returns: The algorithm.
  /// - Complexity: O(1).
  public static func myers(costLimit: Int) -> DiffAlgorithm {
    _precondition(costLimit >= 1, "Myers cost limit must be at least 1, not \(costLimit)")
    return DiffAlgorithm(_kind: .myers(costLimit: costLimit))
  }

  /// The algorithm's name: `identity`, `heckel` or `myers(costLimit: N)`.
  public var description: String {
    switch _kind {
    case .identity: "identity"
    case .heckel: "heckel"
    case .myers(let costLimit): "myers(costLimit: \(costLimit))"
    }
  }
}
