// The order of one list that two sides changed: a section's items, or the sections.

/// The merged order of one list, from the items that keep their base order and what each side
/// placed.
///
/// An item is *stable* when both sides kept it where the base has it (neither inserted nor
/// moved it); stable items keep their base order. Each other item is placed by the one side that
/// decides its place, right after its *anchor* in that side's list: the nearest stable item
/// before it there (or the list's start). Items placed after one anchor keep their side's order,
/// ours before theirs.
struct _OrderMerge<Identifier: Hashable> {
  /// The stable items, in base order.
  var stable: [Identifier]
  /// Each side's list (ours first) and the items whose place it decides.
  var sides: [(order: [Identifier], decides: Set<Identifier>)]

  /// The merged list: the placed items before the first stable one, then each stable item
  /// followed by the items placed after it.
  ///
  /// O(*n*) expected for *n* items in all lists.
  var merged: [Identifier] {
    let stableItems = Set(stable)
    var groups: [Identifier?: [[Identifier]]] = [:]
    for (index, side) in sides.enumerated() {
      var anchor: Identifier? = nil
      for item in side.order {
        if side.decides.contains(item) {
          groups[anchor, default: Array(repeating: [], count: sides.count)][index].append(item)
        } else if stableItems.contains(item) {
          anchor = item
        }
      }
    }
    var result: [Identifier] = groups[nil]?.flatMap { $0 } ?? []
    for item in stable {
      result.append(item)
      if let placed = groups[item] { result += placed.flatMap { $0 } }
    }
    return result
  }
}
