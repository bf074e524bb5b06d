/// The reload and reconfigure marks of a snapshot, behind one reference that is absent while
/// nothing is marked.
///
/// Most snapshots carry no marks, yet each of the three mark sets is an array and a set: six
/// buffers that every copy of a snapshot would retain and release. Kept here behind a single
/// optional reference, an unmarked snapshot holds none of them, and a copy retains one reference
/// at most. The marks have value semantics: the storage is copied before a shared one is changed.
@usableFromInline
internal struct _SnapshotMarks<Section: Hashable, Item: Hashable> {
  @usableFromInline
  internal final class _Storage {
    @usableFromInline var reloadedItems = _MarkSet<Item>()
    @usableFromInline var reconfiguredItems = _MarkSet<Item>()
    @usableFromInline var reloadedSections = _MarkSet<Section>()
    /// The payloads of reconfigured items that carry one.
    @usableFromInline var payloads: [Item: ChangePayload] = [:]

    @inlinable
    init() {}

    /// A copy with the same marks.
    ///
    /// O(*m*) for *m* marks.
    @inlinable
    func copy() -> _Storage {
      let copy = _Storage()
      copy.reloadedItems = reloadedItems
      copy.reconfiguredItems = reconfiguredItems
      copy.reloadedSections = reloadedSections
      copy.payloads = payloads
      return copy
    }

    /// Whether nothing is marked.
    @inlinable
    var isEmpty: Bool {
      reloadedItems.isEmpty && reconfiguredItems.isEmpty && reloadedSections.isEmpty
    }
  }

  /// The marks, or `nil` when there are none.
  @usableFromInline internal var _storage: _Storage?

  /// No marks.
  ///
  /// O(1).
  @inlinable
  internal init() {}

  /// Whether nothing is marked.
  ///
  /// O(1).
  @inlinable
  internal var isEmpty: Bool { _storage == nil }

  /// The items marked by `reloadItems(_:)`.
  ///
  /// O(1).
  @inlinable
  internal var reloadedItems: _MarkSet<Item> { _storage?.reloadedItems ?? _MarkSet() }

  /// The items marked by `reconfigureItems(_:)`.
  ///
  /// O(1).
  @inlinable
  internal var reconfiguredItems: _MarkSet<Item> { _storage?.reconfiguredItems ?? _MarkSet() }

  /// The sections marked by `reloadSections(_:)`.
  ///
  /// O(1).
  @inlinable
  internal var reloadedSections: _MarkSet<Section> { _storage?.reloadedSections ?? _MarkSet() }

  /// The payloads of reconfigured items that carry one.
  ///
  /// O(1).
  @inlinable
  internal var payloads: [Item: ChangePayload] { _storage?.payloads ?? [:] }

  /// Calls `body` with storage of these marks that no other snapshot shares, then drops the
  /// storage again if `body` left nothing marked.
  ///
  /// O(1), or O(*m*) for *m* marks when the storage is shared, plus `body`.
  @inlinable
  internal mutating func update<Result>(_ body: (_Storage) -> Result) -> Result {
    if _storage == nil {
      _storage = _Storage()
    } else if !isKnownUniquelyReferenced(&_storage) {
      _storage = _storage!.copy()
    }
    let result = body(_storage!)
    if _storage!.isEmpty { _storage = nil }
    return result
  }
}

// The storage is only changed through `update`, after it has been made unique: a storage that
// two snapshots (and so perhaps two threads) share is never written.
extension _SnapshotMarks: @unchecked Sendable where Section: Sendable, Item: Sendable {}
