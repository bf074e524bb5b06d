import Foundation
import Testing

/// Issue 32: patches that would nest the document deeper than reading accepts exit 2 naming the
/// operation, never a signal, in the built `snapdiff` (a process of its own, whose main thread
/// has the stack a user's has).
@Suite("Deep patches")
final class DeepPatchTests {
  /// The files this test wrote: removed when it ends (a run left hundreds in the temporary
  /// directory).
  private var written: [URL] = []

  deinit { for url in written { try? FileManager.default.removeItem(at: url) } }

  /// Writes `text` to a temporary file, returning its path.
  func file(_ name: String, _ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "deep-\(UUID().uuidString)-\(name)")
    try text.write(to: url, atomically: true, encoding: .utf8)
    written.append(url)
    return url.path
  }

  /// The reproduction: 100,000 copies of the document into its own member `a` crashed writing
  /// (about 30,000 levels), a later `test` (40,000) and freeing the value (100,000).
  @Test func copyingTheDocumentIntoItselfStopsAtTheLimitNamingTheOperation() throws {
    let copy = #"{"op": "copy", "from": "", "path": "/a"}"#
    let patch = try file(
      "copies.json", "[" + Array(repeating: copy, count: 100_000).joined(separator: ",") + "]")
    let document = try file("doc.json", "{}")
    let result = try runExecutable(["apply", document, patch])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "operation 999: copy  -> /a: the result would nest deeper than 1000 levels"))
    // 999 copies stay within the limit: 1,000 levels, which reading accepts back.
    let within = try file(
      "within.json", "[" + Array(repeating: copy, count: 999).joined(separator: ",") + "]")
    let applied = try runExecutable(["apply", document, within])
    #expect(applied.status == 0)
    let reread = try file("result.json", applied.stdout)
    #expect(try runExecutable(["apply", reread, try file("empty.json", "[]")]).status == 0)
  }

  @Test func addingADeepValueDeepDownIsRefused() throws {
    // A value of 995 levels added 6 levels down: 1,001 in all.
    let deep = String(repeating: "[", count: 995) + String(repeating: "]", count: 995)
    let patch = try file("add.json", #"[{"op": "add", "path": "/a/b/c/d/e/f", "value": \#(deep)}]"#)
    let document = try file("doc.json", #"{"a": {"b": {"c": {"d": {"e": {}}}}}}"#)
    let result = try runExecutable(["apply", document, patch])
    #expect(result.status == 2)
    #expect(result.stderr.contains("operation 0: add /a/b/c/d/e/f: the result would nest deeper"))
  }
}
