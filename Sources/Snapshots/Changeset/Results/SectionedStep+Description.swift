extension SectionedStep: CustomStringConvertible, CustomDebugStringConvertible {
  /// One line, marked as in `snapdiff`'s text (`-` delete, `+` insert, `>` move, `~` reload or
  /// reconfigure), then the identifier: `> item [0, 2] -> [1, 0] c`.
  ///
  /// - Complexity: O(1), plus the identifier's description.
  public var description: String {
    switch self {
    case .deleteSection(let index, let identifier): "- section \(index) \(identifier)"
    case .insertSection(let index, let identifier): "+ section \(index) \(identifier)"
    case .moveSection(let from, let to, let identifier): "> section \(from) -> \(to) \(identifier)"
    case .reloadSection(let index, let identifier): "~ section \(index) \(identifier)"
    case .deleteItem(let path, let identifier): "- item \(path) \(identifier)"
    case .insertItem(let path, let identifier): "+ item \(path) \(identifier)"
    case .moveItem(let from, let to, let identifier): "> item \(from) -> \(to) \(identifier)"
    case .reloadItem(let path, let identifier): "~ item \(path) \(identifier)"
    case .reconfigureItem(let path, let identifier): "~ item \(path) \(identifier) (reconfigured)"
    }
  }

  /// The same text as ``description``.
  ///
  /// - Complexity: O(1), plus the identifier's description.
  public var debugDescription: String { description }
}
