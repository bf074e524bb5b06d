// A mutual-exclusion lock from the C library, for the little global state the package keeps (the
// warning handler; SnapshotsJSON's readable regions in the internal-checks build): the standard
// library's `Mutex` needs iOS 18 and macOS 15.

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(WinSDK)
  import WinSDK
#endif

/// A lock around a value: every read and write of the value holds it.
@usableFromInline
package final class _Locked<Value>: @unchecked Sendable {
  #if canImport(WinSDK)
    private let _lock = UnsafeMutablePointer<SRWLOCK>.allocate(capacity: 1)
  #else
    private let _lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  #endif
  /// Read and written only while `_lock` is held.
  private var _value: Value

  /// A lock around `value`.
  ///
  /// O(1).
  package init(_ value: Value) {
    _value = value
    #if canImport(WinSDK)
      InitializeSRWLock(_lock)
    #else
      let status = pthread_mutex_init(_lock, nil)
      _precondition(status == 0, "pthread_mutex_init succeeds")
    #endif
  }

  deinit {
    #if !canImport(WinSDK)
      pthread_mutex_destroy(_lock)
    #endif
    _lock.deallocate()
  }

  /// Calls `body` with the value while holding the lock.
  ///
  /// O(1) plus `body`.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    #if canImport(WinSDK)
      AcquireSRWLockExclusive(_lock)
      defer { ReleaseSRWLockExclusive(_lock) }
    #else
      pthread_mutex_lock(_lock)
      defer { pthread_mutex_unlock(_lock) }
    #endif
    return try body(&_value)
  }
}
