/// When to try the template on an item, and when to take a new one, from how it has fared.
///
/// Every item it fits earns credit, every item it does not costs twice as much; without credit it
/// is tried on every 64th item only. A list whose items keep changing shape thus pays almost
/// nothing for templates, a list with an odd item now and then keeps its template, and a list
/// that changes shape for good takes the new one after two misses in a row.
package struct TemplatePolicy {
  private var credit = 8
  private var misses = 0

  /// Whether to try the template on the item at `index` of its list.
  package func tries(_ index: Int) -> Bool { credit > 0 || index & 63 == 0 }

  /// The template fitted.
  package mutating func hit() {
    misses = 0
    credit = min(max(credit, 0) + 1, 16)
  }

  /// The template did not fit.
  package mutating func miss() {
    misses += 1
    credit = max(credit - 2, -1)
  }

  /// Whether the item just read in full, at `index`, should become the template: when there is
  /// none with a shape yet, or after two misses in a row when the next item will try it.
  package func takes(_ index: Int, hasTemplate: Bool) -> Bool {
    !hasTemplate || (misses >= 2 && tries(index + 1))
  }
}
