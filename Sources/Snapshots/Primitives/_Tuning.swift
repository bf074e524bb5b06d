/// The engine's size switches and constants, in one place.
///
/// Each says what it decides and the figure that set it, with the command that measures it
/// (release builds, `swift run -c release --package-path Benchmarks snapbench ...`). Figures are
/// of the project's 2-core machine, whose speed drifts up to 1.75x: compare builds by alternating
/// their runs. The switches that depend on cache sizes were set on that machine (1 MiB
/// second-level, 32 MiB third-level cache).
///
/// The algorithms read these and hold no constant of their own; moving one is a measured change.
@usableFromInline
internal enum _Tuning {
  // MARK: Longest increasing subsequence

  /// From this many values the longest increasing subsequence keeps its pile tops in `_PileTops`;
  /// below, in an array: setting up the set costs more than it saves on small lists mostly in
  /// order (`snapbench time ld classic 1000 1001 4`: 0.017 ms in the array, 0.019 ms in the
  /// set), while a shuffled 2,000 takes 0.053 ms in the set and 0.080 ms in an array searched
  /// without branches (`ld shuffle 2000 1001 16`, 5 rounds alternated).
  @inlinable static var pileTopsMinimumCount: Int { 1_024 }

  /// Values with more than this many eighths of descending adjacent pairs (mostly descending)
  /// make few piles and keep them in an array at every size (`snapbench time ld reversed 10000
  /// 201 4`: 0.13 ms, 0.17 ms in the set).
  @inlinable static var descendingEighthsForPileArray: Int { 7 }

  /// Values spread over more than this many times their count keep their pile tops in an array:
  /// `_PileTops` and the lengths of its tops take memory for every value below the largest.
  @inlinable static var pileTopsMaximumUniversePerValue: Int { 16 }

  /// Adjacent pairs of values sampled, spread evenly, to tell their order.
  @inlinable static var orderSampledPairs: Int { 256 }

  // MARK: Matching

  /// How far ahead a walk in step looks for the identifier under the other cursor, and how many
  /// mismatches in a row make it give up and leave the rest to the hash pass: lists that mostly
  /// keep their order hash only what changed. (Looking 4 ahead, the walk gave up after 15% of the
  /// mixed 100,000 and left the rest to the hash pass: `snapbench time ld-uuid mixed 1000000`
  /// 262-275 ms, 201-208 ms looking 16 ahead.)
  @inlinable static var inStepLookahead: Int { 16 }
  @inlinable static var inStepGiveUp: Int { 16 }

  /// The fewest slots of the diff's identity table, and its slots per old identifier (at least):
  /// at most half full, linear probing takes few probes (expected, 31% full: 1.2 to find an
  /// identifier, 1.5 to find a free slot; 61%: 1.8 and 3.8), each a branch on the slot that the
  /// branch predictor loses (`snapbench time ld shuffle 10000 201 16`, 5 rounds alternated:
  /// 0.30 ms half full, 0.35 ms two thirds full).
  @inlinable static var identityTableMinimumSlots: Int { 16 }
  @inlinable static var identityTableSlotsPerEntry: Int { 2 }

  /// Keys hashed per block before their slots are read, so that the slots' cache misses overlap:
  /// enough for many reads in flight, few enough that a block's hashes stay in the first-level
  /// cache (`snapbench time ld shuffle 1000000 11 2`: 107 ms in blocks, 162 ms one at a time).
  @inlinable static var hashBlockSize: Int { 256 }

  /// New offsets per block of the old-location cursor, and the share of a block's items, in
  /// quarters, that must have needed the index for the rest of the section to be looked up
  /// together (`snapbench time cs shuffle 10000 201 4`, five runs alternated: 0.43 ms, 0.55 ms
  /// one lookup after another).
  @inlinable static var oldLocationBlockSize: Int { 256 }
  @inlinable static var oldLocationProbedQuartersForLookup: Int { 2 }

  /// Old items after the cursor's that it tries before the index, for the next survivor after
  /// deleted items: with the section's own flat index (`_Part.match`) it keeps a sectioned
  /// changeset near the flat diff (`snapbench --quick` against `eb17764`, 5 runs alternated: the
  /// sectioned rows 1.08x-1.12x `eb17764`'s share of the flat diff with both, 1.22x-1.26x
  /// without; `snapbench time cs-sectioned mixed 10000 201 4` alone could not tell them apart).
  @inlinable static var oldLocationNearbyItems: Int { 2 }

  /// The share of the new snapshot's index slots that items looked up together must number
  /// (one in this many) for the lookup to read that whole index instead of hashing each item.
  ///
  /// The whole index is read for each section that takes it: sweeping for each of ten sections
  /// (32 here) took 2.3x-2.5x the time of the lookups (`snapbench time cs-tenths shuffle 10000
  /// 201 4` 0.46 -> 1.05 ms, `100000 21 4` 6.8 -> 16.4 ms, 5 rounds alternated), while each half
  /// of a shuffled million (a part's share) gains (`cs shuffle 1000000 5 2`: 180 ms at 4, 169 ms
  /// at 8, 3 rounds).
  @inlinable static var indexSweepSlotsPerItem: Int { 8 }

  /// The bytes of the old snapshot's index from which identifiers hashed inline (the
  /// fixed-width integers) are looked up by reading the new snapshot's index.
  ///
  /// Below, the old index fits the nearer caches, and hashing and probing each item was as fast.
  /// Sweeping against probing (`snapbench time cs shuffle N RUNS 16`, 5 to 7 rounds alternated):
  /// 1,000 items 1.00x (1.10x in `--quick peers`), 2,000 1.04x, 5,000 0.91x-1.01x (96 KB of
  /// index), 7,000 to 20,000 0.83x-0.96x (192 KB and more); identifiers hashed by a call gain
  /// from 1,000 (`cs-uuid shuffle 1000`: 0.82x).
  @inlinable static var indexSweepMinimumBytesHashedInline: Int { 1 << 17 }

  /// From this many bytes of the old snapshot's item index, a changeset pairs each section's
  /// items by a walk in step rather than probing the index item by item; half as many when
  /// hashing an identifier is a call (`hashValue`) that the walk spares (`_Plan.walksSections`:
  /// each way costs the other's sizes 12-33%, `snapbench time cs mixed 1000000` and `10000`,
  /// `cs-uuid mixed 100000` and `10000`).
  @inlinable static var walkedLocationsMinimumIndexBytes: Int { 1 << 21 }
  @inlinable static var walkedLocationsMinimumIndexBytesHashedByCall: Int { 1 << 20 }

  /// New items per run of a concurrent changeset, and the most runs: below one run's worth it
  /// stays on the calling thread (0.57x-0.77x the serial time on two cores at a million items,
  /// `snapbench` "Changeset on several threads").
  @inlinable static var concurrentItemsPerRun: Int { 65_536 }
  @inlinable static var concurrentMaximumRuns: Int { 8 }

  // MARK: The item index

  /// The fewest slots of an item index, and its most load, in quarters: an index grows once it
  /// would be more than three quarters full.
  @inlinable static var indexMinimumSlots: Int { 16 }
  @inlinable static var indexMaximumLoadQuarters: Int { 3 }

  /// Slots per region of the insertions and lookups by region: 192 KiB of 12-byte slots, well
  /// inside the second-level cache, and 48 pages for the address translation caches (building a
  /// 1M-item snapshot, `snapbench time build mixed 1000000 11 2`: 14 ms by region, 31 ms in
  /// order).
  @inlinable static var indexRegionSlots: Int { 1 << 14 }

  /// Going by region pays when the table spans at least this many regions and the items fill at
  /// least an eighth of it.
  @inlinable static var indexMinimumRegionsForRegions: Int { 8 }
  @inlinable static var indexMinimumFillEighthsForRegions: Int { 1 }

  /// From one moving item per this many slots, the index renumbers items by reading every slot.
  ///
  /// Items that move up or down inside their section are otherwise found one by one (a hash
  /// and, in a large table, a cache miss per item). Inserting 50 items
  /// into a copy of a 100,000-item section with 2^18 slots took as long by either way with
  /// 16,384 items after them (0.68 ms); at 10,000 items the two met at 1,024 (0.038 ms). A page
  /// at the top of a long section costs one pass (`snapbench pages`; the crossover was measured
  /// once, see `Docs/PerformanceHistory.md`).
  @inlinable static var indexRenumberSlotsPerItem: Int { 16 }

  /// From this many bytes of slots, each region is read in order before its items go in: a table
  /// of 3 MB (100,000 items) stays in the third-level cache once zeroed, from 6 MB the reads pay
  /// (`snapbench time build mixed 300000 21 2`: 6.0 ms with them, 7.1 ms without).
  @inlinable static var indexReadInOrderMinimumBytes: Int { 4 << 20 }

  // MARK: Batches

  /// Moves are placed by their source's flattened old index, not sorted, when this many times
  /// *m* log₂ *m* passes the *n* old items: a step of the stable sort costs several steps of the
  /// scan (`batches` of snapdiff's 1M-item documents, 60,000 moves, a clock around it: 6.7 ms
  /// sorted, 3.9 ms placed; `snapbench time cs shuffle 100000 31 2`: 16.8 ms sorted, 7.7 ms
  /// placed).
  @inlinable static var movePlacementSortStepCost: Int { 8 }
}
