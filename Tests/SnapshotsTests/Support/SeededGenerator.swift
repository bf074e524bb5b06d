/// A small, fast, seeded pseudo-random generator (xoshiro256**, seeded through SplitMix64), so
/// that every property test can be replayed from its seed on any platform.
struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: (UInt64, UInt64, UInt64, UInt64)

  /// The seed this generator started from.
  let seed: UInt64

  init(seed: UInt64) {
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

  mutating func next() -> UInt64 {
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

  /// A random integer in `0..<upperBound`.
  mutating func int(below upperBound: Int) -> Int { Int.random(in: 0..<upperBound, using: &self) }

  /// True with the given probability.
  mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &self) < probability
  }

  /// A random element of a non-empty collection.
  mutating func element<C: Collection>(of collection: C) -> C.Element {
    collection.randomElement(using: &self)!
  }
}
