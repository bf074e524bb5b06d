import SnapshotsTesting
import TestSupport

@testable import Snapshots

/// A snapshot pair written as two JSON documents, the way snapdiff reads them.
struct JSONPair: CustomStringConvertible {
  var pair: SnapshotPair<Int, Int>
  var old: String
  var new: String
  var description: String { "OLD: \(old)\nNEW: \(new)" }
}

/// Smaller JSON pairs: those of the smaller snapshot pairs, with numbers written plainly.
func shrinkJSONPair(_ json: JSONPair) -> [JSONPair] {
  shrinkSnapshotPair(json.pair).map { pair in
    var plain = SeededGenerator(seed: 0)
    return plain.jsonPair(for: pair, varyNumbers: false, changeMeta: json.old != json.new && false)
  }
}

extension SeededGenerator {
  /// A random snapshot pair as JSON: sections "s<id>" with a "header" member (changed for changed
  /// sections); even items as objects {"id": n, "v": version}, odd items as bare numbers;
  /// numbers written in varied forms (5, 5.0, 50e-1), and a top-level member that sometimes
  /// changes.
  mutating func jsonPair() -> JSONPair {
    jsonPair(for: snapshotPair(), varyNumbers: true, changeMeta: chance(0.2))
  }

  /// A snapshot pair written as JSON.
  mutating func jsonPair(
    for pair: SnapshotPair<Int, Int>, varyNumbers: Bool, changeMeta: Bool
  ) -> JSONPair {
    func number(_ value: Int) -> String {
      guard varyNumbers else { return "\(value)" }
      return switch int(below: 4) {
      case 0: "\(value).0"
      case 1: "\(value * 10)e-1"
      default: "\(value)"
      }
    }
    func document(
      _ snapshot: Snapshot<Int, Int>, version: (Int) -> Int, changed: Set<Int>, meta: Int
    )
      -> String
    {
      let sections = snapshot.sectionIdentifiers.map { section in
        let items = snapshot.itemIdentifiers(inSection: section).map { item in
          item % 2 == 0 ? "{\"v\": \(version(item)), \"id\": \(number(item))}" : number(item)
        }
        let header = changed.contains(section) ? "changed" : "same"
        return
          "{\"id\": \"s\(section)\", \"header\": \"\(header)\", \"items\": [\(items.joined(separator: ", "))]}"
      }
      return "{\"meta\": \(meta), \"sections\": [\(sections.joined(separator: ",\n"))]}"
    }
    // Marks carry no content of their own in JSON: only version changes of object items count.
    let old = document(pair.old, version: pair.oldVersion, changed: [], meta: 1)
    let new = document(
      pair.new, version: pair.newVersion, changed: pair.changedSections, meta: changeMeta ? 2 : 1)
    return JSONPair(pair: pair, old: old, new: new)
  }
}
