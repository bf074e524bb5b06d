extension _BatchCheck {
  /// Throws UIKit's conflict for a reload or reconfigure that UIKit's arithmetic puts on a move's
  /// destination: UIKit inserts the new cell there, and raises for an insert and a move to the
  /// same place.
  ///
  /// - Parameters:
  ///   - arithmetic: Where UIKit puts each reload of this batch.
  ///   - destinations: The item moves' destinations.
  /// - Throws: ``BatchValidationError/Code/conflict``.
  func reloadsLandingOnMoves(
    _ arithmetic: _ReloadArithmetic, destinations: Set<ItemPath>
  ) throws(BatchValidationError) {
    for (index, section) in update.reloadedSections.enumerated()
    where movedTo[arithmetic.section(section)] != nil {
      throw fail(
        .conflict,
        "attempt to perform an insert and a move to the same section (\(arithmetic.section(section)))",
        at: .init(.reloadedSections, index))
    }
    for (list, index, item) in reloadsAndReconfigures {
      let landing = arithmetic.path(item)
      guard !destinations.contains(landing) else {
        throw fail(
          .conflict,
          "attempt to perform an insert and a move to the same index path \(enclosed(landing))",
          at: .init(list, index))
      }
    }
  }

  /// Throws ``BatchValidationError/Code/displacedReload`` for a reload or reconfigure that UIKit
  /// puts elsewhere than where its section or item ends, and, under ``BatchValidator/ReloadRule/inPlace``,
  /// for one that ends elsewhere than where it starts.
  ///
  /// Runs once the counts add up, so that where each section and item ends is known.
  ///
  /// - Throws: ``BatchValidationError/Code/displacedReload``.
  func reloadPlacements(
    _ arithmetic: _ReloadArithmetic, rule: BatchValidator.ReloadRule
  ) throws(BatchValidationError) {
    guard let mapping else { return }
    for (index, section) in update.reloadedSections.enumerated() {
      let (landing, end) = (arithmetic.section(section), mapping.afterIndex[section])
      if landing != end {
        throw fail(
          .displacedReload,
          "attempt to reload section \(section), which UIKit reloads into section \(landing) while it ends at section \(end)",
          at: .init(.reloadedSections, index))
      }
      if rule == .inPlace && end != section {
        throw fail(
          .displacedReload,
          "attempt to reload section \(section), which the same update displaces to section \(end)",
          at: .init(.reloadedSections, index))
      }
    }
    let ends = _ReloadArithmetic(update, countingMoves: true)
    for (list, index, item) in reloadsAndReconfigures {
      let verb = list == .reloadedItems ? "reload" : "reconfigure"
      let (landing, end) = (arithmetic.path(item), ends.path(item))
      if landing != end {
        throw fail(
          .displacedReload,
          "attempt to \(verb) \(row) at index path \(enclosed(item)), which UIKit places at \(enclosed(landing)) while it ends at \(enclosed(end))",
          at: .init(list, index))
      }
      if rule == .inPlace && end != item {
        throw fail(
          .displacedReload,
          "attempt to \(verb) \(row) at index path \(enclosed(item)), which the same update displaces to \(enclosed(end))",
          at: .init(list, index))
      }
    }
  }
}
