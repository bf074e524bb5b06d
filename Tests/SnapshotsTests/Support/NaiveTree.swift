import SnapshotsTesting

@testable import Snapshots

/// A deliberately naive outline: nested nodes, every query a recursive search.
struct NaiveTree: Equatable {
  struct Node: Equatable {
    var item: Int
    var expanded = false
    var children: [Node] = []
  }

  var roots: [Node] = []

  func preorder(_ nodes: [Node], visibleOnly: Bool) -> [Int] {
    nodes.flatMap {
      [$0.item]
        + ((!visibleOnly || $0.expanded) ? preorder($0.children, visibleOnly: visibleOnly) : [])
    }
  }

  var items: [Int] { preorder(roots, visibleOnly: false) }
  var visibleItems: [Int] { preorder(roots, visibleOnly: true) }

  /// The path of child indexes to an item.
  func path(of item: Int, in nodes: [Node]? = nil) -> [Int]? {
    for (index, node) in (nodes ?? roots).enumerated() {
      if node.item == item { return [index] }
      if let rest = path(of: item, in: node.children) { return [index] + rest }
    }
    return nil
  }

  func node(at path: [Int]) -> Node {
    var node = roots[path[0]]
    for index in path.dropFirst() { node = node.children[index] }
    return node
  }

  mutating func modify(_ path: [Int], _ body: (inout [Node], Int) -> Void) {
    func go(_ nodes: inout [Node], _ path: ArraySlice<Int>) {
      if path.count == 1 {
        body(&nodes, path.first!)
      } else {
        go(&nodes[path.first!].children, path.dropFirst())
      }
    }
    go(&roots, path[...])
  }

  /// The children list an item belongs to (by the parent's path; empty for roots), and its index.
  func parentPath(of item: Int) -> ([Int], Int)? {
    guard let path = path(of: item) else { return nil }
    return (Array(path.dropLast()), path.last!)
  }

  mutating func insert(_ nodes: [Node], parentPath: [Int]?, at index: Int?) {
    if let parentPath, !parentPath.isEmpty {
      modify(parentPath) { siblings, position in
        siblings[position].children.insert(
          contentsOf: nodes, at: index ?? siblings[position].children.count)
      }
    } else {
      roots.insert(contentsOf: nodes, at: index ?? roots.count)
    }
  }

  mutating func delete(_ item: Int) {
    guard let path = path(of: item) else { return }
    modify(path) { siblings, index in siblings.remove(at: index) }
  }

  /// Whether the operation is legal here (it would not trap); shrinking may make it illegal.
  func allows(_ operation: OutlineOperation) -> Bool {
    let present = Set(items)
    func fresh(_ new: [Int]) -> Bool {
      Set(new).count == new.count && present.isDisjoint(with: new)
    }
    switch operation {
    case .append(let new, let parent): return fresh(new) && (parent.map(present.contains) ?? true)
    case .insertBefore(let new, let item), .insertAfter(let new, let item):
      return fresh(new) && present.contains(item)
    case .replaceChildren(let parent, let new):
      guard let path = path(of: parent) else { return false }
      let replaced = Set(preorder(node(at: path).children, visibleOnly: false))
      return Set(new).count == new.count && present.subtracting(replaced).isDisjoint(with: new)
    case .delete, .expand, .collapse: return true
    }
  }

  mutating func setExpanded(_ item: Int, _ expanded: Bool) {
    guard let path = path(of: item) else { return }
    modify(path) { siblings, index in siblings[index].expanded = expanded }
  }
}

/// One outline operation, with small integer items.
enum OutlineOperation: CustomStringConvertible {
  case append([Int], to: Int?)
  case insertBefore([Int], Int)
  case insertAfter([Int], Int)
  case delete([Int])
  case expand([Int])
  case collapse([Int])
  case replaceChildren(of: Int, with: [Int])

  var description: String {
    switch self {
    case .append(let items, let parent): "append(\(items), to: \(parent.map(String.init) ?? "nil"))"
    case .insertBefore(let items, let item): "insert(\(items), before: \(item))"
    case .insertAfter(let items, let item): "insert(\(items), after: \(item))"
    case .delete(let items): "delete(\(items))"
    case .expand(let items): "expand(\(items))"
    case .collapse(let items): "collapse(\(items))"
    case .replaceChildren(let parent, let items): "replace(childrenOf: \(parent), using: \(items))"
    }
  }

  func apply(to snapshot: inout SectionSnapshot<Int>) {
    switch self {
    case .append(let items, let parent): snapshot.append(items, to: parent)
    case .insertBefore(let items, let item): snapshot.insert(items, before: item)
    case .insertAfter(let items, let item): snapshot.insert(items, after: item)
    case .delete(let items): snapshot.delete(items)
    case .expand(let items): snapshot.expand(items)
    case .collapse(let items): snapshot.collapse(items)
    case .replaceChildren(let parent, let items):
      snapshot.replace(childrenOf: parent, using: SectionSnapshot(items))
    }
  }

  func apply(to tree: inout NaiveTree) {
    switch self {
    case .append(let items, let parent):
      tree.insert(
        items.map { .init(item: $0) }, parentPath: parent.flatMap { tree.path(of: $0) }, at: nil)
    case .insertBefore(let items, let item), .insertAfter(let items, let item):
      let (parentPath, index) = tree.parentPath(of: item)!
      let offset = if case .insertAfter = self { 1 } else { 0 }
      tree.insert(items.map { .init(item: $0) }, parentPath: parentPath, at: index + offset)
    case .delete(let items): for item in items { tree.delete(item) }
    case .expand(let items): for item in items { tree.setExpanded(item, true) }
    case .collapse(let items): for item in items { tree.setExpanded(item, false) }
    case .replaceChildren(let parent, let items):
      let path = tree.path(of: parent)!
      tree.modify(path) { siblings, index in
        siblings[index].children = items.map { .init(item: $0) }
      }
    }
  }
}

extension SeededGenerator {
  /// A random legal outline operation on `tree` (items from 0..<30).
  mutating func outlineOperation(on tree: NaiveTree) -> OutlineOperation {
    let present = tree.items
    let absent = (0..<30).filter { !present.contains($0) }.shuffled(using: &self)
    let fresh = Array(absent.prefix(1 + int(below: 3)))
    let choice = int(below: 8)
    if present.isEmpty || (fresh.isEmpty && choice <= 2) {
      return fresh.isEmpty ? .delete([int(below: 30)]) : .append(fresh, to: nil)
    }
    switch choice {
    case 0, 1:
      return .append(fresh, to: chance(0.3) ? nil : element(of: present))
    case 2:
      return chance(0.5)
        ? .insertBefore(fresh, element(of: present)) : .insertAfter(fresh, element(of: present))
    case 3: return .delete([element(of: present), int(below: 30)])
    case 4, 5: return .expand([element(of: present)])
    case 6: return .collapse([element(of: present)])
    default:
      let parent = element(of: present)
      var remaining = tree
      remaining.modify(tree.path(of: parent)!) { siblings, index in siblings[index].children = [] }
      let available = (0..<30).filter { !remaining.items.contains($0) }.shuffled(using: &self)
      return .replaceChildren(of: parent, with: Array(available.prefix(int(below: 3))))
    }
  }

  mutating func outlineOperations(count: Int) -> [OutlineOperation] {
    var tree = NaiveTree()
    return (0..<count).map { _ in
      let operation = outlineOperation(on: tree)
      operation.apply(to: &tree)
      return operation
    }
  }
}
