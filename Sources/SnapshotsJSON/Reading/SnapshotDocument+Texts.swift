// Where the texts of a read document's sections and items are.

extension SnapshotDocument {
  /// The ranges of the items of the section at `index`, in order.
  ///
  /// O(1).
  package func itemRanges(ofSectionAt index: Int) -> Slice<ByteRanges> {
    let end = index + 1 < sectionStarts.count ? sectionStarts[index + 1] : itemRanges.count
    return itemRanges[sectionStarts[index]..<end]
  }

  /// The text at `range` (of an item or a section, as read).
  ///
  /// O(1).
  package func text(at range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: text.bytes[range])
  }

  /// The text of the section object at `index` (empty in a flat list, which has none).
  ///
  /// O(1).
  package func sectionText(at index: Int) -> UnsafeBufferPointer<UInt8> {
    text(at: sectionRanges[index])
  }
}
