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
    for section in update.reloadedSections where movedTo[arithmetic.section(section)] != nil {
      throw fail(
        .conflict,
        "attempt to perform an insert and a move to the same section (\(arithmetic.section(section)))"
      )
    }
    for item in update.reloadedItems + update.reconfiguredItems {
      let landing = arithmetic.path(item)
      guard !destinations.contains(landing) else {
        throw fail(
          .conflict,
          "attempt to perform an insert and a move to the same index path (\(path(landing)))")
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
    for section in update.reloadedSections {
      let (landing, end) = (arithmetic.section(section), mapping.afterIndex[section])
      if landing != end {
        throw fail(
          .displacedReload,
          "attempt to reload section \(section), which UIKit reloads into section \(landing) while it ends at section \(end)"
        )
      }
      if rule == .inPlace && end != section {
        throw fail(
          .displacedReload,
          "attempt to reload section \(section), which the same update displaces to section \(end)"
        )
      }
    }
    let ends = _ReloadArithmetic(update, countingMoves: true)
    for (verb, items) in [
      ("reload", update.reloadedItems), ("reconfigure", update.reconfiguredItems),
    ] {
      for item in items {
        let (landing, end) = (arithmetic.path(item), ends.path(item))
        if landing != end {
          throw fail(
            .displacedReload,
            "attempt to \(verb) \(row) at index path (\(path(item))), which UIKit places at (\(path(landing))) while it ends at (\(path(end)))"
          )
        }
        if rule == .inPlace && end != item {
          throw fail(
            .displacedReload,
            "attempt to \(verb) \(row) at index path (\(path(item))), which the same update displaces to (\(path(end)))"
          )
        }
      }
    }
  }
}
