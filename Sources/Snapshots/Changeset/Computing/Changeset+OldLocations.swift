// Part of step 2 of `Changeset.init` (see `Changeset+Plan.swift`): "where was this new item?",
// asked of one finder per range of a surviving section's new items. The plan chooses each finder
// (`Changeset+FinderChoice.swift`); each has a file of its own:
//
// - `Changeset+EndsLocations.swift`: a section changed only in one run at its ends.
// - `Changeset+CursorLocations.swift`: a small snapshot's section, followed in the old order.
// - `Changeset+WalkedLocations.swift`: a large snapshot's section, paired by a walk in step.
// - `Changeset+HashedLocations.swift`: what another finder hands back, looked up together.
// - `Changeset+SweptLocations.swift`: the same, read through the new snapshot's index.

/// Finds the old locations of the new items of one range of a surviving section, visited in
/// increasing order, or hands part of the range back for the plan to give to another finder.
@usableFromInline
internal protocol _OldLocationFinding {
  associatedtype SectionIdentifierType: Hashable
  associatedtype ItemIdentifierType: Hashable
  typealias Snapshots = Snapshot<SectionIdentifierType, ItemIdentifierType>

  /// The new offsets this finder leaves to another (`_Plan.finder(lookingUp:inSectionAt:)`),
  /// known once the first of them is visited; `_noHandOff` when it answers for all.
  /// Offsets after them are answered again by this finder.
  var handedBack: Range<Int> { get }

  /// Whether this kind of finder ever hands offsets back: the matching asks ``handedBack`` only
  /// of those that do, and the question costs the others nothing.
  static var handsBack: Bool { get }

  /// The old location of the new item at `offset`, or `nil` when it is new to the snapshot, in
  /// the change from `old` to `new` (passed to each call rather than kept: keeping a snapshot
  /// retains each of its arrays, and a finder serves one section).
  ///
  /// The offsets of the finder's range are visited in increasing order, skipping those handed
  /// back after the first of them, for which the answer must be `nil`.
  ///
  /// - Complexity: O(1) expected, amortized over the range.
  mutating func location(
    ofNewOffset offset: Int, from old: Snapshots, to new: Snapshots
  )
    -> _ItemLocation?
}

/// The range a finder hands back when it hands back nothing: no offset visited reaches it.
///
/// Computed, not a stored global: the matching reads it for every item, and a global constant
/// is read through its lazy initializer's check.
@inlinable
internal var _noHandOff: Range<Int> { Int.max..<Int.max }

extension Changeset {
  /// The finders the plan chooses from (`_Plan.finder(forSectionAt:_:visitingEachItem:)` and
  /// `_Plan.finder(lookingUp:inSectionAt:)`): the only place where a finder is chosen.
  @usableFromInline
  internal enum _OldLocationFinder {
    /// The section changed only in one run at its ends: its ends are matched in bulk, and the
    /// run is handed back.
    case ends(_EndsLocations)
    /// Followed in the old order, item by item; hands back the rest when it mostly probes.
    case cursor
    /// Paired by a walk in step; hands back the tail that the walk did not reach.
    case walk
    /// Looked up together by hash.
    case hashed
    /// Looked up together through the new snapshot's index.
    case swept
  }
}
