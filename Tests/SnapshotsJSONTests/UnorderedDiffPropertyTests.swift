import SnapshotsJSON
import SnapshotsTesting
import Testing

/// `JSONSnapshotDiff(from:to:unordered: true)` on random pairs of flat lists (every shape of
/// `ListGenerator`): no move, and its patch gives NEW up to order (the same items with NEW's
/// values), with the items OLD kept in OLD's order.
@Suite("Unordered diff properties")
struct UnorderedDiffPropertyTests {
  @Test func noMoveAndThePatchGivesNewUpToOrder() {
    let generator = ListGenerator { identifier, version in
      #"{"id": \#(identifier), "v": \#(version)}"#
    }
    checkProperty(
      iterations: 300, seed: 56,
      generate: { random in generator.pair(maxCount: 24, using: &random) },
      shrink: { $0.shrunk() }, property: Self.violation)
  }

  /// What is wrong with the unordered diff of `pair` (each list's first occurrence of each
  /// identifier: a document repeats none), or `nil`.
  static func violation(_ generated: ListPair<String>) -> String? {
    let unique = { (items: [String]) in
      var seen = Set<Substring>()
      return items.filter { seen.insert($0.split(separator: ",")[0]).inserted }
    }
    let pair = ListPair(
      shape: generated.shape, old: unique(generated.old), new: unique(generated.new))
    let json = { (items: [String]) in Array("[\(items.joined(separator: ", "))]".utf8) }
    guard let old = try? JSONSnapshotDocument(parsing: json(pair.old)),
      let new = try? JSONSnapshotDocument(parsing: json(pair.new))
    else { return "a generated document does not read" }
    let diff = JSONSnapshotDiff(from: old, to: new, unordered: true)
    if let move = diff.changeset.steps.first(where: {
      if case .moveItem = $0 { true } else { false }
    }) {
      return "moves: \(move)"
    }
    guard let patch = try? JSONPatch(parsing: diff.jsonPatch),
      let before = try? JSONValue(parsing: json(pair.old)),
      case .array(let result)? = try? patch.applied(to: before),
      case .array(let expected)? = try? JSONValue(parsing: json(pair.new))
    else { return "the patch does not apply" }
    let identifier = { (value: JSONValue) in value["id"]!.description }
    let byIdentifier = Dictionary(uniqueKeysWithValues: expected.map { (identifier($0), $0) })
    guard result.count == expected.count,
      result.allSatisfy({ byIdentifier[identifier($0)] == $0 })
    else { return "the patch gives \(result), not NEW's items \(expected)" }
    let oldIdentifiers = pair.old.compactMap { try? JSONValue(parsing: Array($0.utf8)) }.map(
      identifier)
    let keptInOldOrder = oldIdentifiers.filter { byIdentifier[$0] != nil }
    let kept = Set(keptInOldOrder)
    let resultOrder = result.map(identifier).filter(kept.contains)
    return resultOrder == keptInOldOrder
      ? nil : "kept items out of OLD's order: \(resultOrder) against \(keptInOldOrder)"
  }
}
