import Snapshots
import SnapshotsTesting

/// The laws every list difference must satisfy, whatever the algorithm.
///
/// Returns the first broken law, or `nil`.
func brokenDifferenceLaw(_ pair: ListPair<Row>, _ algorithm: DiffAlgorithm) -> String? {
  let (old, new) = (pair.old, pair.new)
  let difference = ListDifference(from: old, to: new, algorithm: algorithm)
  guard let applied = difference.applying(to: old), applied == new else {
    return "applying(to: old) gave \(difference.applying(to: old) ?? []) \(difference)"
  }
  var replayed = old
  replayed.apply(difference.steps)
  if replayed != new { return "steps gave \(replayed): \(difference.steps)" }
  let inverse = difference.inverse()
  if inverse.applying(to: new) != old { return "inverse().applying(to: new) is not old" }
  if inverse.inverse() != difference { return "inverse().inverse() differs" }
  var inverseReplayed = new
  inverseReplayed.apply(inverse.steps)
  if inverseReplayed != old { return "inverse steps gave \(inverseReplayed)" }
  if old.applying(CollectionDifference(difference)) != new {
    return "CollectionDifference does not apply"
  }
  if difference.applying(to: Array(old.dropLast())) != nil && !old.isEmpty {
    return "applying to a list of the wrong size did not return nil"
  }
  // The offset maps pair elements of equal identity, both ways.
  var matchedOldOffsets: [Int] = []
  for newOffset in new.indices {
    guard let oldOffset = difference.oldOffset(forNewOffset: newOffset) else { continue }
    if old[oldOffset].id != new[newOffset].id { return "map pairs different ids at \(newOffset)" }
    if difference.newOffset(forOldOffset: oldOffset) != newOffset { return "maps disagree" }
    matchedOldOffsets.append(oldOffset)
  }
  if difference.deletions.count != old.count - matchedOldOffsets.count {
    return "deletions are not the unmatched old elements"
  }
  if difference.insertions.count != new.count - matchedOldOffsets.count {
    return "insertions are not the unmatched new elements"
  }
  // Updates are exactly the matched elements whose content changed.
  let changed = new.indices.filter { newOffset in
    difference.oldOffset(forNewOffset: newOffset).map { old[$0] != new[newOffset] } ?? false
  }
  if difference.updates.map(\.newOffset) != changed {
    return "updates are not the changed elements"
  }
  // Moves are the fewest for this matching: matched minus a longest increasing subsequence.
  let fewest = matchedOldOffsets.count - increasingSubsequenceLengthQuadratic(matchedOldOffsets)
  if difference.moves.count != fewest {
    return "\(difference.moves.count) moves, but \(fewest) suffice for this matching"
  }
  return nil
}
