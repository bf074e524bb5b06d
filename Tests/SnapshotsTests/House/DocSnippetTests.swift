import Foundation
import Testing

/// Every Swift snippet of README, Docs/ and the DocC catalogs is code that CI compiles.
///
/// A snippet counts as checked when its lines (leading `import` lines aside) appear, in order and together,
/// in a Swift file under Tests/ (the test target, which runs, or the binding stubs' examples,
/// which are type-checked against UIKit and AppKit stubs) or Examples/ (packages CI builds and
/// tests). Documents in `complete` must be fully checked; the others hold only package-manifest
/// fragments, which compile nowhere on their own, and may not gain unchecked snippets.
@Suite("Doc snippets")
struct DocSnippetTests {
  static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Documents whose every snippet is checked.
  static let complete = [
    "Docs/Wire.md", "Docs/Batches.md", "Docs/DataSource.md", "Docs/Outline.md", "Docs/Snapshot.md",
    "Docs/Algorithms.md", "Docs/ComingFromUIKit.md",
    "Sources/SnapshotsJSON/SnapshotsJSON.docc/SnapshotsJSON.md",
    "Sources/Snapshots/Snapshots.docc/DataSource.md",
    "Sources/Snapshots/Snapshots.docc/Snapshots.md",
    "Sources/SnapshotsTesting/SnapshotsTesting.docc/SnapshotsTesting.md",
  ]

  /// The package-manifest fragments (`.package(...)`, `.testTarget(...)`) of the other documents.
  static let uncheckedAtMost = ["README.md": 1, "Docs/Testing.md": 1]

  /// The Swift snippets of a document, without their leading `import` lines.
  static func snippets(_ path: String) throws -> [[Substring]] {
    let text = try String(contentsOf: package.appendingPathComponent(path), encoding: .utf8)
    return text.components(separatedBy: "```swift\n").dropFirst().map { block in
      let lines = block.components(separatedBy: "\n```")[0]
        .split(separator: "\n", omittingEmptySubsequences: false)
      return Array(lines.drop { $0.hasPrefix("import ") || $0.isEmpty })
    }
  }

  /// The lines of every Swift file under Tests/ and Examples/ (build folders aside).
  static let compiled: [[Substring]] = ["Tests", "Examples"].flatMap { folder in
    let root = package.appendingPathComponent(folder)
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!
      .compactMap { $0 as? URL }
      .filter { $0.pathExtension == "swift" && !$0.path.contains("/.build/") }
    return files.compactMap { try? String(contentsOf: $0, encoding: .utf8) }.map {
      $0.split(separator: "\n", omittingEmptySubsequences: false)
    }
  }

  /// Whether `snippet` appears in `lines` as consecutive lines under one common indentation.
  static func contains(_ lines: [Substring], _ snippet: [Substring]) -> Bool {
    guard let first = snippet.first, lines.count >= snippet.count else { return false }
    for start in 0...(lines.count - snippet.count) where lines[start].hasSuffix(first) {
      let indent = lines[start].count - first.count
      let matches = zip(lines[start..<(start + snippet.count)], snippet).allSatisfy {
        line, expected in
        expected.isEmpty
          ? line.allSatisfy { $0 == " " }
          : line.count == indent + expected.count && line.hasSuffix(expected)
            && line.prefix(indent).allSatisfy { $0 == " " }
      }
      if matches { return true }
    }
    return false
  }

  static func unchecked(_ path: String) throws -> [String] {
    try snippets(path).filter { snippet in !compiled.contains { contains($0, snippet) } }
      .map { $0.joined(separator: "\n") }
  }

  @Test(arguments: complete)
  func everySnippetIsCompiled(_ path: String) throws {
    #expect(try !Self.snippets(path).isEmpty)
    for snippet in try Self.unchecked(path) {
      Issue.record("\(path): a snippet no test compiles:\n\(snippet)")
    }
  }

  @Test(arguments: uncheckedAtMost.sorted { $0.key < $1.key })
  func noDocumentLosesGround(_ path: String, _ ceiling: Int) throws {
    let unchecked = try Self.unchecked(path)
    #expect(unchecked.count <= ceiling, "\(path): \(unchecked.count) snippets no test compiles")
  }
}
