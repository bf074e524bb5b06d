/// A value that describes the sections and items of a list at one moment: the cross-platform
/// counterpart of UIKit's `NSDiffableDataSourceSnapshot`.
///
/// A snapshot holds identifiers only. It answers "which items, in which sections, in which order";
/// what an item *contains* is a separate question, answered by the reload and reconfigure marks
/// (``reloadItems(_:)``, ``reconfigureItems(_:)``, ``reloadSections(_:)``) or by a content
/// predicate given to the diff.
///
/// ```swift
/// var snapshot = Snapshot<String, Int>()
/// snapshot.appendSections(["inbox", "done"])
/// snapshot.appendItems([1, 2, 3], toSection: "inbox")
/// snapshot.appendItems([4])                 // to the last section, "done"
/// snapshot.indexOfItem(4)                   // 3, in the flattened list
/// ```
///
/// Every section identifier and every item identifier is unique within one snapshot. Misuse that
/// Apple's snapshot treats as fatal (a duplicate in a passed array, an unknown destination, a move
/// onto itself) stops the program with a message that names the identifier; where Apple is
/// lenient (deleting an unknown identifier, appending an item that already exists elsewhere,
/// which moves it) this type is lenient in the same way.
///
/// Queries by identifier (``indexOfItem(_:)``, ``indexOfSection(_:)``,
/// ``sectionIdentifier(containingItem:)``, ``numberOfItems(inSection:)``) are expected O(1):
/// the snapshot keeps hash indexes that every mutation keeps current.
public struct Snapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  /// Section identifiers, in order.
  @usableFromInline internal var _sectionIdentifiers: [SectionIdentifierType]

  /// The items of each section, parallel to `_sectionIdentifiers`.
  @usableFromInline internal var _sectionItems: [[ItemIdentifierType]]

  /// The position of every section in `_sectionIdentifiers`.
  @usableFromInline internal var _sectionPositions: [SectionIdentifierType: Int]

  /// Where every item is: its section's position and its offset inside that section.
  @usableFromInline internal var _itemIndex: _ItemIndex

  /// The flattened index of the first item of each section up to at least the last one that
  /// holds items (a prefix sum of section counts): the sections after those listed are empty and
  /// start where the listed ones end (see `_start(ofSection:)`).
  @usableFromInline internal var _sectionStarts: [Int]

  /// The reload and reconfigure marks, behind one reference (none while nothing is marked).
  @usableFromInline internal var _marks: _SnapshotMarks<SectionIdentifierType, ItemIdentifierType>

  /// Creates an empty snapshot, with no sections and no items.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init() {
    _sectionIdentifiers = []
    _sectionItems = []
    _sectionPositions = [:]
    _itemIndex = _ItemIndex()
    _sectionStarts = []
    _marks = _SnapshotMarks()
  }
}

/// Where an item sits inside a snapshot: the position of its section and its offset there.
///
/// Stored as two 32-bit integers, so the item index takes half the memory (and cache) it would
/// with `Int`s; a snapshot holds fewer than 2³¹ sections and fewer than 2³¹ items per section.
@usableFromInline
internal struct _ItemLocation: Hashable, Sendable {
  @usableFromInline internal var _section: Int32
  @usableFromInline internal var _offset: Int32

  /// The position of the item's section among the snapshot's sections.
  @inlinable
  internal var section: Int {
    get { Int(_section) }
    set { _section = Int32(newValue) }
  }

  /// The item's offset inside its section.
  @inlinable
  internal var offset: Int {
    get { Int(_offset) }
    set { _offset = Int32(newValue) }
  }

  @inlinable
  internal init(section: Int, offset: Int) {
    self._section = Int32(truncatingIfNeeded: section)
    self._offset = Int32(truncatingIfNeeded: offset)
  }
}

extension Snapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
