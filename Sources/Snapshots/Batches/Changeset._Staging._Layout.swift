// How the structure batch is laid out, and the covered section reloads it would displace,
// replaced until none is.

extension Changeset._Staging {
  /// How the structure batch is laid out.
  @usableFromInline
  internal struct _Layout {
    /// The item operations, sorted into batches.
    @usableFromInline var lists: _ItemLists
    /// Whether the section moves need a batch of their own.
    @usableFromInline let separateSectionMoves: Bool
    /// For each new section index, its index after the structure batch.
    @usableFromInline let intermediateIndex: [Int]

    @inlinable
    init(lists: _ItemLists, separateSectionMoves: Bool, intermediateIndex: [Int]) {
      self.lists = lists
      self.separateSectionMoves = separateSectionMoves
      self.intermediateIndex = intermediateIndex
    }
  }

  /// The layout of the structure batch with the sections covered, replaced and deferred as
  /// they are now.
  @inlinable
  func layout() -> _Layout {
    let lists = itemLists()
    let separate = !sectionMoves.isEmpty && structureTouchesMovedSections(lists)
    return _Layout(
      lists: lists, separateSectionMoves: separate,
      intermediateIndex: separate
        ? intermediateSectionOrder() : Array(0..<changeset.new.numberOfSections))
  }

  /// Replaces the covered section reloads that the structure batch of `layout` would displace;
  /// returns whether it replaced any, so that the layout is made again.
  ///
  /// Terminates: each call that returns `true` shrinks the covered sections.
  @inlinable
  mutating func settleDisplacedSections(_ layout: _Layout) -> Bool {
    guard !covered.isEmpty else { return false }
    let index = layout.intermediateIndex
    let sections = changeset.sections
    let arithmetic = _ReloadArithmetic(
      BatchUpdate(
        deletedSections: sections.deletions.map(\.offset) + replaced.map(\.oldIndex),
        insertedSections: (sections.insertions.map(\.offset) + replaced.map(\.newIndex)).map {
          index[$0]
        }))
    func inPlace(_ section: SectionUpdate) -> Bool {
      index[section.newIndex] == section.oldIndex
        && arithmetic.section(section.oldIndex) == section.oldIndex
    }
    guard !covered.allSatisfy(inPlace) else { return false }
    replaced += covered.filter { !inPlace($0) }
    covered.removeAll { !inPlace($0) }
    return true
  }
}
