import Snapshots

/// The items of a list as they are read: their identifiers, the ranges of the document's items
/// so far, and the check of its first items for a repeat.
///
/// Items go into a batch first (space the reader lends, on its stack) and into the lists a batch
/// at a time: an array's append checks its buffer's uniqueness and room, and often calls, for
/// each item, where a batch pays that once.
struct ItemList {
  /// The most items a batch holds: how it was set, PerformanceHistory
  /// `tuning-itemlistbatchsize`.
  static let batchSize = 128

  /// The identifiers of the list's items before those of ``batch``.
  private(set) var identifiers: [JSONKey]
  /// The ranges of the document's items before those of ``batch``.
  private(set) var ranges: ByteRanges
  /// `nil` when repeats are not refused, or once the window is past.
  private(set) var earlyRepeats: EarlyRepeats?
  /// Room for the identifiers and ranges of ``batchSize`` items, the first ``batched`` of them
  /// initialized.
  private let batch:
    (identifiers: UnsafeMutablePointer<JSONKey>, ranges: UnsafeMutablePointer<Range<Int>>)
  private var batched = 0

  /// A list that appends to `identifiers` and `ranges`, through `batch` (room for ``batchSize``
  /// items, which must outlive it).
  init(
    identifiers: [JSONKey], ranges: ByteRanges, earlyRepeats: EarlyRepeats?,
    batch: (UnsafeMutableBufferPointer<JSONKey>, UnsafeMutableBufferPointer<Range<Int>>)
  ) {
    precondition(
      batch.0.count >= Self.batchSize && batch.1.count >= Self.batchSize,
      "a batch smaller than its size")
    (self.identifiers, self.ranges, self.earlyRepeats) = (identifiers, ranges, earlyRepeats)
    self.batch = (batch.0.baseAddress!, batch.1.baseAddress!)
  }

  /// The number of items of the list read so far.
  var count: Int { identifiers.count &+ batched }

  /// Appends the item `identifier` at `range` of `reader`'s text.
  ///
  /// - Throws: ``JSONError`` for an identifier repeated in the window (``EarlyRepeats``).
  /// - Complexity: O(1) amortized.
  @inline(__always)
  mutating func append(
    _ identifier: JSONKey, _ range: Range<Int>, in reader: JSONReader
  ) throws(JSONError) {
    if earlyRepeats != nil {
      let index = ranges.count &+ batched
      if index < EarlyRepeats.window {
        try earlyRepeats!.check(identifier, index: index, at: range.lowerBound, in: reader)
      } else {
        earlyRepeats = nil  // past the window: the snapshot finds later repeats
      }
    }
    _internalInvariant(batched < Self.batchSize, "a full batch")
    (batch.identifiers + batched).initialize(to: identifier)
    (batch.ranges + batched).initialize(to: range)
    batched &+= 1
    if batched == Self.batchSize { appendBatch() }
  }

  /// Appends the items of the batch to the lists, and empties it.
  ///
  /// - Complexity: O(*b*) for *b* items in the batch.
  mutating func appendBatch() {
    identifiers.append(contentsOf: UnsafeBufferPointer(start: batch.identifiers, count: batched))
    ranges.append(contentsOf: UnsafeBufferPointer(start: batch.ranges, count: batched))
    // (The items hold no references: nothing to deinitialize.)
    batched = 0
  }
}
