#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// Settings that every property check reads from the environment.
///
/// - `SNAPSHOTS_PROPERTY_SCALE=N` multiplies every property's number of cases by N, for soak runs.
/// - `SNAPSHOTS_PROPERTY_SEED=S` replays the single case whose seed a failure printed.
public enum PropertySettings {
  /// The case-count multiplier (1 unless `SNAPSHOTS_PROPERTY_SCALE` says otherwise).
  public static let scale: Int = environment("SNAPSHOTS_PROPERTY_SCALE").flatMap(Int.init) ?? 1

  /// The seed of the one case to replay, from `SNAPSHOTS_PROPERTY_SEED`.
  public static let replaySeed: UInt64? = environment("SNAPSHOTS_PROPERTY_SEED").flatMap(
    UInt64.init)

  /// The value of an environment variable.
  private static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}
