extension ListStep: CustomStringConvertible, CustomDebugStringConvertible {
  /// One line, marked as in `snapdiff`'s text (`-` delete, `+` insert, `>` move, `~` reload),
  /// then the element: `> 0 -> 2 a`.
  ///
  /// - Complexity: O(1), plus the element's description.
  public var description: String {
    switch self {
    case .delete(let offset, let element): "- \(offset) \(element)"
    case .insert(let offset, let element): "+ \(offset) \(element)"
    case .move(let from, let to, let element): "> \(from) -> \(to) \(element)"
    case .reload(let offset, let element): "~ \(offset) \(element)"
    }
  }

  /// The same text as ``description``.
  ///
  /// - Complexity: O(1), plus the element's description.
  public var debugDescription: String { description }
}
