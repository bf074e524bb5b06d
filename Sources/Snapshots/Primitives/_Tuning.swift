/// The engine's size switches and constants, in one place.
///
/// A panel: each says in one sentence what it decides, and the command that measures it (release
/// builds, `swift run -c release --package-path Benchmarks snapbench ...`); the measurements that
/// set it are in Docs/PerformanceHistory.md, "Tuning knobs", under the id it names. They were
/// taken on the project's 2-core machine, whose speed drifts up to 1.75x: compare builds by
/// alternating their runs. The switches that depend on cache sizes were set on that machine
/// (1 MiB second-level, 32 MiB third-level cache).
///
/// The algorithms read these and hold no constant of their own; moving one is a measured change.
@usableFromInline
internal enum _Tuning {
  // MARK: Longest increasing subsequence

  /// From this many values the longest increasing subsequence keeps its pile tops in `_PileTops`;
  /// below, in an array, which costs less to set up for small lists.
  ///
  /// Measured by `snapbench time ld classic 1000 1001 4`; how it was set: PerformanceHistory
  /// `tuning-piletopsminimumcount`.
  @inlinable static var pileTopsMinimumCount: Int { 1_024 }

  /// Values with more than this many eighths of descending adjacent pairs make few piles, and keep
  /// them in an array at every size.
  ///
  /// Measured by `snapbench time ld reversed 10000 201 4`; how it was set: PerformanceHistory
  /// `tuning-descendingeighthsforpilearray`.
  @inlinable static var descendingEighthsForPileArray: Int { 7 }

  /// Values spread over more than this many times their count keep their pile tops in an array:
  /// `_PileTops` takes memory for every value below the largest.
  ///
  /// Measured by `snapbench time ld shuffle 2000 1001 16`; how it was set: PerformanceHistory
  /// `tuning-piletopsmaximumuniversepervalue`.
  @inlinable static var pileTopsMaximumUniversePerValue: Int { 16 }

  /// Adjacent pairs of values sampled, spread evenly, to tell their order.
  ///
  /// Measured by `snapbench time ld reversed 10000 201 4`; how it was set: PerformanceHistory
  /// `tuning-ordersampledpairs`.
  @inlinable static var orderSampledPairs: Int { 256 }

  // MARK: Matching

  /// How far ahead a walk in step looks, and how many mismatches in a row make it leave the rest to
  /// the hash pass, so that lists that mostly keep their order hash only what changed.
  ///
  /// Measured by `snapbench time ld-uuid mixed 1000000`; how it was set: PerformanceHistory
  /// `tuning-insteplookahead`.
  @inlinable static var inStepLookahead: Int { 16 }
  @inlinable static var inStepGiveUp: Int { 16 }

  /// The fewest slots of the diff's identity table, and its slots per old identifier: at most half
  /// full, linear probing takes few probes.
  ///
  /// Measured by `snapbench time ld shuffle 10000 201 16`; how it was set: PerformanceHistory
  /// `tuning-identitytableminimumslots`.
  @inlinable static var identityTableMinimumSlots: Int { 16 }
  @inlinable static var identityTableSlotsPerEntry: Int { 2 }

  /// Keys hashed per block before their slots are read, so that the slots' cache misses overlap
  /// while the hashes stay in the first-level cache.
  ///
  /// Measured by `snapbench time ld shuffle 1000000 11 2`; how it was set: PerformanceHistory
  /// `tuning-hashblocksize`.
  @inlinable static var hashBlockSize: Int { 256 }

  /// New offsets per block of the old-location cursor, and the share of a block's items, in
  /// quarters, that must have needed the index for the rest of the section to be looked up
  /// together.
  ///
  /// Measured by `snapbench time cs shuffle 10000 201 4`; how it was set: PerformanceHistory
  /// `tuning-oldlocationblocksize`.
  @inlinable static var oldLocationBlockSize: Int { 256 }
  @inlinable static var oldLocationProbedQuartersForLookup: Int { 2 }

  /// Old items after the cursor's that it tries before the index, for the next survivor after
  /// deleted items, which keeps a sectioned changeset near the flat diff.
  ///
  /// Measured by `snapbench --quick`; how it was set: PerformanceHistory
  /// `tuning-oldlocationnearbyitems`.
  @inlinable static var oldLocationNearbyItems: Int { 2 }

  /// The share of the new snapshot's index slots that items looked up together must number for the
  /// lookup to read that whole index instead of hashing each item.
  ///
  /// Measured by `snapbench time cs-tenths shuffle 10000 201 4`; how it was set: PerformanceHistory
  /// `tuning-indexsweepslotsperitem`.
  @inlinable static var indexSweepSlotsPerItem: Int { 8 }

  /// The bytes of the old snapshot's index from which identifiers hashed inline are looked up by
  /// reading the new snapshot's index: below, the old index fits the nearer caches and probing is
  /// as fast.
  ///
  /// Measured by `snapbench time cs shuffle 10000 21 16`; how it was set: PerformanceHistory
  /// `tuning-indexsweepminimumbyteshashedinline`.
  @inlinable static var indexSweepMinimumBytesHashedInline: Int { 1 << 17 }

  /// From this many bytes of the old snapshot's item index (half as many when hashing is a call), a
  /// changeset pairs each section's items by a walk in step rather than probing the index item by
  /// item.
  ///
  /// Measured by `snapbench time cs mixed 1000000`; how it was set: PerformanceHistory
  /// `tuning-walkedlocationsminimumindexbytes`.
  @inlinable static var walkedLocationsMinimumIndexBytes: Int { 1 << 21 }
  @inlinable static var walkedLocationsMinimumIndexBytesHashedByCall: Int { 1 << 20 }

  /// New items per run of a concurrent changeset, and the most runs: below one run's worth it stays
  /// on the calling thread.
  ///
  /// Measured by `snapbench concurrent`; how it was set: PerformanceHistory
  /// `tuning-concurrentitemsperrun`.
  @inlinable static var concurrentItemsPerRun: Int { 65_536 }
  @inlinable static var concurrentMaximumRuns: Int { 8 }

  // MARK: The item index

  /// The fewest slots of an item index, and its most load, in quarters: an index grows once it
  /// would be more than three quarters full.
  ///
  /// Measured by `snapbench snapshot`; how it was set: PerformanceHistory
  /// `tuning-indexminimumslots`.
  @inlinable static var indexMinimumSlots: Int { 16 }
  @inlinable static var indexMaximumLoadQuarters: Int { 3 }

  /// Slots per region of the insertions and lookups by region: well inside the second-level cache
  /// and the address translation caches.
  ///
  /// Measured by `snapbench time build mixed 1000000 11 2`; how it was set: PerformanceHistory
  /// `tuning-indexregionslots`.
  @inlinable static var indexRegionSlots: Int { 1 << 14 }

  /// Going by region pays when the table spans at least this many regions and the items fill at
  /// least an eighth of it.
  ///
  /// Measured by `snapbench time build mixed 1000000 11 2`; how it was set: PerformanceHistory
  /// `tuning-indexminimumregionsforregions`.
  @inlinable static var indexMinimumRegionsForRegions: Int { 8 }
  @inlinable static var indexMinimumFillEighthsForRegions: Int { 1 }

  /// From one moving item per this many slots, the index renumbers items by reading every slot
  /// rather than finding each one by its hash.
  ///
  /// Measured by `snapbench pages`; how it was set: PerformanceHistory
  /// `tuning-indexrenumberslotsperitem`.
  @inlinable static var indexRenumberSlotsPerItem: Int { 16 }

  /// The most items one sort of the insertion by region takes into a table sized to its items:
  /// more go in in consecutive chunks, each sorted in a space of its own size (two documents'
  /// whole sorts at once would be the largest part of a large diff's peak memory).
  ///
  /// Measured by `Benchmarks/cli.sh --breakdown 1000000`; how it was set: PerformanceHistory
  /// `tuning-indexregionchunkitems`.
  @inlinable static var indexRegionChunkItems: Int { 1 << 19 }

  /// From this many bytes of slots, each region is read in order before its items go in: a smaller
  /// table stays in the third-level cache once zeroed.
  ///
  /// Measured by `snapbench time build mixed 300000 21 2`; how it was set: PerformanceHistory
  /// `tuning-indexreadinorderminimumbytes`.
  @inlinable static var indexReadInOrderMinimumBytes: Int { 4 << 20 }

  // MARK: Batches

  /// Moves are placed by their source's flattened old index, not sorted, when this many times *m*
  /// log₂ *m* passes the *n* old items: a step of the stable sort costs several steps of the scan.
  ///
  /// Measured by `snapbench time cs shuffle 100000 31 2`; how it was set: PerformanceHistory
  /// `tuning-moveplacementsortstepcost`.
  @inlinable static var movePlacementSortStepCost: Int { 8 }
}
