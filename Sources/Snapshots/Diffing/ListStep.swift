/// One single operation on a list, in the coordinates left by the operations before it.
///
/// A sequence of steps suits consumers that apply changes one at a time: `NSTableView`, Android
/// style adapters, JSON Patch, or any mutable array. The names are UIKit's, as in
/// ``SectionedStep``: delete, insert, move, reload; every step carries its element.
public enum ListStep<Element> {
  /// Delete the element at `offset`.
  case delete(offset: Int, element: Element)
  /// Insert `element` so that it ends up at `offset`.
  case insert(offset: Int, element: Element)
  /// Remove `element` from `from` and insert it so that it ends up at `to` (the coordinates of
  /// `Array.remove(at:)` followed by `Array.insert(_:at:)`).
  case move(from: Int, to: Int, element: Element)
  /// Replace the element at `offset` by its new value, which has the same identity (its content
  /// changed).
  case reload(offset: Int, element: Element)
}

extension ListStep: Sendable where Element: Sendable {}
extension ListStep: Equatable where Element: Equatable {}
extension ListStep: Hashable where Element: Hashable {}

extension RangeReplaceableCollection {
  /// Performs steps one after the other.
  ///
  /// ```swift
  /// var list = old
  /// list.apply(ListDifference(from: old, to: new).steps)
  /// list == new         // true
  /// ```
  ///
  /// - Parameter steps: Steps in the coordinates each leaves for the next, such as
  ///   ``ListDifference/steps``.
  /// - Precondition: Every offset is valid when its step is performed.
  /// - Complexity: O(*s* · *n*) for *s* steps on a collection of *n* elements (each step is one
  ///   `remove`/`insert`/`replaceSubrange`).
  @inlinable
  public mutating func apply(_ steps: some Sequence<ListStep<Element>>) {
    for step in steps {
      switch step {
      case .delete(let offset, _):
        remove(at: index(startIndex, offsetBy: offset))
      case .insert(let offset, let element):
        insert(element, at: index(startIndex, offsetBy: offset))
      case .move(let from, let to, _):
        let element = remove(at: index(startIndex, offsetBy: from))
        insert(element, at: index(startIndex, offsetBy: to))
      case .reload(let offset, let element):
        let position = index(startIndex, offsetBy: offset)
        replaceSubrange(position...position, with: CollectionOfOne(element))
      }
    }
  }
}
