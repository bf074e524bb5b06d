/// How random snapshot pairs differ: sizes and the rate of every kind of change.
///
/// Rates are probabilities per candidate (per section or per item). The defaults give small
/// pairs (up to 6 sections of 12 items) in which every kind of change is common, which is what
/// finds bugs; raise the sizes for soak runs.
///
/// ```swift
/// var workload = SnapshotWorkload()
/// workload.crossSectionMoveRate = 0.3     // many items change section
/// workload.maxItemsPerSection = 1_000
/// ```
public struct SnapshotWorkload: Hashable, Sendable {
  /// The most sections a snapshot starts with.
  public var maxSections = 6
  /// The most items a section starts with.
  public var maxItemsPerSection = 12
  /// The chance that the old or the new snapshot is empty (each decided alone).
  public var emptyRate = 0.05
  /// The chance that a section is deleted.
  public var sectionDeleteRate = 0.1
  /// The chance of inserting a new section, at each of the places one could go.
  public var sectionInsertRate = 0.1
  /// The chance that a surviving section moves.
  public var sectionMoveRate = 0.15
  /// The chance that a surviving section's own content changes (a section reload).
  public var sectionReloadRate = 0.1
  /// The chance that an item is deleted.
  public var itemDeleteRate = 0.15
  /// The chance of inserting a new item, at each of the places one could go in a section.
  public var itemInsertRate = 0.1
  /// The chance that an item moves within its section.
  public var itemMoveRate = 0.1
  /// The chance that an item moves to another section.
  public var crossSectionMoveRate = 0.05
  /// The chance that a surviving item's content changes.
  public var contentChangeRate = 0.15
  /// The chance that a content change is also marked in the new snapshot (`reloadItems`,
  /// `reconfigureItems` or `reloadSections`), as an app marks what it knows changed.
  public var markRate = 0.3

  /// The default workload.
  ///
  /// - Complexity: O(1).
  public init() {}

  /// Large snapshots with few changes, as an app's updates usually are: up to 10 sections of
  /// `items` items, 2% of them deleted, inserted, moved and changed.
  ///
  /// - Parameter items: The most items a section starts with.
  /// - Returns: The workload.
  /// - Complexity: O(1).
  public static func large(itemsPerSection items: Int) -> SnapshotWorkload {
    var workload = SnapshotWorkload()
    workload.maxSections = 10
    workload.maxItemsPerSection = items
    workload.emptyRate = 0.01
    for rate in [
      \SnapshotWorkload.itemDeleteRate, \.itemInsertRate, \.itemMoveRate, \.contentChangeRate,
    ] {
      workload[keyPath: rate] = 0.02
    }
    workload.crossSectionMoveRate = 0.005
    return workload
  }
}
