extension IdentifiedBatchUpdate: CustomStringConvertible, CustomDebugStringConvertible {
  /// A readable summary, as ``BatchUpdate/description`` prints it, each operation followed by the
  /// identifier it touches.
  ///
  /// ```
  /// IdentifiedBatchUpdate(2 operations)
  ///   + section 1 archive
  ///   > item [0, 1] -> [0, 0] b
  /// ```
  ///
  /// - Complexity: O(*k*) for *k* operations.
  public var description: String {
    update._describe(header: "IdentifiedBatchUpdate(\(_count(count, "operation")))") {
      list, position in
      let identifier: Any
      switch list {
      case .replacedSections: identifier = replacedSections[position].identifier
      case .replacedItems: identifier = replacedItems[position].identifier
      case .deletedSections: identifier = deletedSections[position].identifier
      case .insertedSections: identifier = insertedSections[position].identifier
      case .movedSections: identifier = movedSections[position].identifier
      case .reloadedSections: identifier = reloadedSections[position].identifier
      case .deletedItems: identifier = deletedItems[position].identifier
      case .insertedItems: identifier = insertedItems[position].identifier
      case .movedItems: identifier = movedItems[position].identifier
      case .reloadedItems: identifier = reloadedItems[position].identifier
      case .reconfiguredItems: identifier = reconfiguredItems[position].identifier
      }
      return " \(identifier)"
    }
  }

  /// The same text as ``description``.
  ///
  /// - Complexity: O(*k*) for *k* operations.
  public var debugDescription: String { description }
}
