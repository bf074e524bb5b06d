/// A small, fast, seeded pseudo-random generator (xoshiro256**, seeded through SplitMix64), so
/// that every property test can be replayed from its seed on any platform.
///
/// ```swift
/// var random = SeededGenerator(seed: 42)
/// let count = random.int(below: 10)
/// var other = random.split()          // an independent stream, for a nested generator
/// ```
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: (UInt64, UInt64, UInt64, UInt64)

  /// The seed this generator started from.
  public let seed: UInt64

  /// A generator whose whole sequence is determined by `seed`.
  ///
  /// - Parameter seed: Any value; equal seeds give equal sequences on every platform.
  /// - Complexity: O(1).
  public init(seed: UInt64) {
    self.seed = seed
    var splitMix = seed
    func next() -> UInt64 {
      splitMix &+= 0x9E37_79B9_7F4A_7C15
      var z = splitMix
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    state = (next(), next(), next(), next())
  }

  /// The next 64 random bits.
  ///
  /// - Returns: A uniformly distributed value.
  /// - Complexity: O(1).
  public mutating func next() -> UInt64 {
    let result = ((state.1 &* 5) << 7 | (state.1 &* 5) >> 57) &* 9
    let t = state.1 << 17
    state.2 ^= state.0
    state.3 ^= state.1
    state.1 ^= state.2
    state.0 ^= state.3
    state.2 ^= t
    state.3 = state.3 << 45 | state.3 >> 19
    return result
  }

  /// A new generator with a stream of its own, seeded from this one (which advances by one).
  ///
  /// Splitting lets a generator hand independent streams to parts of a value, so that changing
  /// how much one part draws does not change the others.
  ///
  /// - Returns: A generator seeded by this generator's next value.
  /// - Complexity: O(1).
  public mutating func split() -> SeededGenerator { SeededGenerator(seed: next()) }

  /// A random integer in `0..<upperBound`.
  ///
  /// - Parameter upperBound: A positive bound.
  /// - Returns: A uniformly distributed integer below it.
  /// - Complexity: O(1) expected.
  public mutating func int(below upperBound: Int) -> Int {
    Int.random(in: 0..<upperBound, using: &self)
  }

  /// True with the given probability.
  ///
  /// - Parameter probability: From 0 (never) to 1 (always).
  /// - Returns: Whether the event happened.
  /// - Complexity: O(1).
  public mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &self) < probability
  }

  /// A random element of a non-empty collection.
  ///
  /// - Parameter collection: A collection with at least one element.
  /// - Returns: One of its elements, uniformly.
  /// - Complexity: O(1) for random-access collections, O(*n*) otherwise.
  public mutating func element<C: Collection>(of collection: C) -> C.Element {
    collection.randomElement(using: &self)!
  }
}
