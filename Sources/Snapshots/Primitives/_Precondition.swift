// Misuse traps that keep their message in every build configuration. The standard library's
// `precondition` and `preconditionFailure` drop the message under `-O`: a release build that
// misuses a snapshot (Apple's raises an exception naming the identifier) would stop with a bare
// illegal instruction, and the crash report would not say why.

/// Stops the program with `message` when `condition` is false, in debug and release builds.
///
/// The message is built only on failure, so the check costs what `precondition` costs.
@inlinable
@inline(__always)
package func _precondition(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
  file: StaticString = #fileID, line: UInt = #line
) {
  if _slowPath(!condition()) { _preconditionFailure(message(), file: file, line: line) }
}

/// Stops the program with `message`, in debug and release builds.
@usableFromInline
@inline(never)
package func _preconditionFailure(
  _ message: String, file: StaticString = #fileID, line: UInt = #line
) -> Never {
  fatalError(message, file: file, line: line)
}

/// Checks an invariant of the engine where it reads or writes raw memory (an index into words it
/// laid out itself), stopping with `message` when it does not hold.
///
/// Compiled only with `SNAPSHOTS_INTERNAL_CHECKS` (set for one of CI's test runs), so that apps
/// pay nothing: an off-by-one there would otherwise corrupt memory without a word, even in a
/// debug build. Buffer pointers' own bounds checks cover the other raw accesses in debug builds.
@inlinable
@inline(__always)
package func _internalInvariant(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
  file: StaticString = #fileID, line: UInt = #line
) {
  #if SNAPSHOTS_INTERNAL_CHECKS
    if !condition() {
      _preconditionFailure("Internal invariant: \(message())", file: file, line: line)
    }
  #endif
}
