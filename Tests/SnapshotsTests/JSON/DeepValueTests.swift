import Foundation
import Synchronization
import Testing

@testable import SnapshotsJSON
@testable import snapdiff

/// Issue 32: values too deep for the stack.
///
/// A patch may not nest the document deeper than reading accepts, and writing and comparing
/// values do not recurse on their depth. Freeing a value still does, so every deep value of these
/// tests is made and freed on a thread of a large stack (``onLargeStack(_:)``), and only small
/// results come back to the test's thread: a CI run crashed with SIGSEGV freeing a value of 1,000
/// levels on a Swift Testing thread.
@Suite("Deep values")
struct DeepValueTests {
  /// The reproduction: 100,000 copies of the document into its own member `a` crashed writing
  /// (about 30,000 levels), a later `test` (40,000) and freeing the value (100,000).
  static let copies = JSONPatch(
    Array(
      repeating: .copy(from: JSONPointer(tokens: []), path: JSONPointer(tokens: ["a"])),
      count: 100_000))

  @Test func aPatchThatNestsPastTheLimitIsRefusedNamingTheOperation() {
    let (operation, message, roundTrips) = onLargeStack { () -> (Int?, String, Bool) in
      var failure: JSONPatchError?
      do throws(JSONPatchError) { _ = try Self.copies.applied(to: [:]) } catch { failure = error }
      // 999 copies stay within the limit: 1,000 levels deep, as reading accepts.
      let within = try? JSONPatch(Array(Self.copies.operations.prefix(999))).applied(to: [:])
      let reread = within.flatMap { try? JSONValue(parsing: $0.jsonBytes) }
      return (failure?.operation, failure?.message ?? "", reread != nil && reread == within)
    }
    #expect(operation == 999)
    #expect(message.hasSuffix("the result would nest deeper than 1000 levels"))
    #expect(roundTrips)
  }

  @Test func snapdiffApplyExitsWithTroubleNotASignal() {
    let patch = String(decoding: Self.copies.jsonValue.jsonBytes, as: UTF8.self)
    let copied = onLargeStack {
      snapdiff(
        ["apply", "doc.json", "patch.json"], files: ["doc.json": "{}", "patch.json": patch])
    }
    #expect(copied.status == 2)
    #expect(
      copied.stderr.contains(
        "operation 999: copy  -> /a: the result would nest deeper than 1000 levels"))
    // A value of 995 levels added 6 levels down: 1,001 in all.
    let deep = String(repeating: "[", count: 995) + String(repeating: "]", count: 995)
    let add = #"[{"op": "add", "path": "/a/b/c/d/e/f", "value": \#(deep)}]"#
    let added = onLargeStack {
      snapdiff(
        ["apply", "doc.json", "patch.json"],
        files: ["doc.json": #"{"a": {"b": {"c": {"d": {"e": {}}}}}}"#, "patch.json": add])
    }
    #expect(added.status == 2)
    #expect(added.stderr.contains("operation 0: add /a/b/c/d/e/f: the result would nest deeper"))
  }

  /// Writing and comparing a value 2,000 levels deep on a thread of 64 KiB of stack.
  ///
  /// They would overflow it if they recursed on its depth (the recursive writer, planted back,
  /// crashed the test process with SIGSEGV).
  @Test func writingAndComparingDoNotRecurseOnDepth() {
    let (count, equal) = onLargeStack { () -> (Int, Bool) in
      var value = JSONValue.null
      for level in 0..<2_000 { value = level.isMultiple(of: 2) ? [value] : ["a": value] }
      let (deep, copy) = (value, value)
      return onThread(stackSize: 64 << 10) { (deep.jsonBytes.count, deep == copy) }
    }
    #expect(count == 8_004)  // 1,000 arrays "[...]", 1,000 objects {"a":...}, and null
    #expect(equal)
  }
}

/// `body`'s result, computed on a thread of 64 MiB of stack.
func onLargeStack<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result {
  onThread(stackSize: 64 << 20, body)
}

/// `body`'s result, computed on a new thread of `stackSize` bytes of stack.
func onThread<Result: Sendable>(
  stackSize: Int, _ body: @escaping @Sendable () -> Result
) -> Result {
  let result = Mutex<Result?>(nil)
  let done = DispatchSemaphore(value: 0)
  let thread = Thread {
    result.withLock { $0 = body() }
    done.signal()
  }
  thread.stackSize = stackSize
  thread.start()
  done.wait()
  return result.withLock { $0! }
}
