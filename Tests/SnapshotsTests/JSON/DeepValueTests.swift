import Foundation
import Synchronization
import Testing

@testable import SnapshotsJSON
@testable import snapdiff

/// Issue 32: values too deep for the stack.
///
/// A patch may not nest the document deeper than
/// reading accepts, and writing and comparing values do not recurse on their depth.
@Suite("Deep values")
struct DeepValueTests {
  /// The reproduction: 100,000 copies of the document into its own member `a` crashed writing
  /// (about 30,000 levels), a later `test` (40,000) and freeing the value (100,000).
  let copies = JSONPatch(
    Array(
      repeating: .copy(from: JSONPointer(tokens: []), path: JSONPointer(tokens: ["a"])),
      count: 100_000))

  @Test func aPatchThatNestsPastTheLimitIsRefusedNamingTheOperation() {
    #expect(throws: JSONPatchError.self) { try copies.applied(to: [:]) }
    do {
      _ = try copies.applied(to: [:])
    } catch {
      #expect(error.operation == 999)
      #expect(error.message.hasSuffix("the result would nest deeper than 1000 levels"))
    }
    // 999 copies stay within the limit: the result is 1,000 levels deep, as reading accepts.
    let within = JSONPatch(Array(copies.operations.prefix(999)))
    let result = try? within.applied(to: [:])
    #expect(result.map { (try? JSONValue(parsing: $0.jsonBytes)) == $0 } == true)
  }

  @Test func snapdiffApplyExitsWithTroubleNotASignal() {
    let patch = String(decoding: copies.jsonValue.jsonBytes, as: UTF8.self)
    let result = snapdiff(
      ["apply", "doc.json", "patch.json"], files: ["doc.json": "{}", "patch.json": patch])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "operation 999: copy  -> /a: the result would nest deeper than 1000 levels"))
    // A value of 995 levels added 6 levels down: 1,001 in all.
    let deep = String(repeating: "[", count: 995) + String(repeating: "]", count: 995)
    let add = #"[{"op": "add", "path": "/a/b/c/d/e/f", "value": \#(deep)}]"#
    let deepAdd = snapdiff(
      ["apply", "doc.json", "patch.json"],
      files: ["doc.json": #"{"a": {"b": {"c": {"d": {"e": {}}}}}}"#, "patch.json": add])
    #expect(deepAdd.status == 2)
    #expect(deepAdd.stderr.contains("operation 0: add /a/b/c/d/e/f: the result would nest deeper"))
  }

  /// Writing and comparing a value 2,000 levels deep on a thread of 64 KiB of stack.
  ///
  /// They would overflow it if they recursed on its depth (the recursive writer, planted back,
  /// crashed the test process with SIGSEGV). The value
  /// is made and freed on the test's own thread: freeing still recurses.
  @Test func writingAndComparingDoNotRecurseOnDepth() {
    var value = JSONValue.null
    for level in 0..<2_000 { value = level.isMultiple(of: 2) ? [value] : ["a": value] }
    let (deep, copy) = (value, value)
    let text = Mutex<[UInt8]>([])
    let equal = Mutex(false)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      text.withLock { $0 = deep.jsonBytes }
      equal.withLock { $0 = deep == copy }
      done.signal()
    }
    thread.stackSize = 64 * 1024
    thread.start()
    done.wait()
    let count = text.withLock { $0.count }
    #expect(count == 8_004)  // 1,000 arrays "[...]", 1,000 objects {"a":...}, and null
    #expect(equal.withLock { $0 })
  }
}
