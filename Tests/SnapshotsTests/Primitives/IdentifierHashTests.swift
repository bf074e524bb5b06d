import Testing

@testable import Snapshots

/// The hash the identity table and the item index give integer identifiers (mixed inline, not
/// the standard library's SipHash): equal for equal integers, and spread over the slots for the
/// key sets a weak mix would pile up.
@Suite("Identifier hash")
struct IdentifierHashTests {
  /// Integer key sets that collide under weak mixes: sequential, multiples of large powers of
  /// two (equal low bits), and keys differing only in their top bits (equal high bits).
  static let keySets: [(name: String, keys: [Int])] = [
    ("sequential", Array(0..<65_536)),
    ("multiples of 2^32", (0..<65_536).map { $0 << 32 }),
    ("multiples of 2^20", (0..<65_536).map { $0 << 20 }),
    ("top 16 bits", (0..<65_536).map { $0 << 48 | 12_345 }),
    ("negative", (0..<65_536).map { -$0 - 1 }),
  ]

  /// The longest run of occupied slots after inserting the homes of `homes` into a table of
  /// `size` slots with linear probing: the cost of the worst lookup.
  func longestRun(_ homes: [Int], size: Int) -> Int {
    var occupied = [Bool](repeating: false, count: size)
    for home in homes {
      var slot = home & (size - 1)
      while occupied[slot] { slot = (slot + 1) & (size - 1) }
      occupied[slot] = true
    }
    var (longest, run) = (0, 0)
    for isOccupied in occupied + occupied {  // twice round, for a run that wraps
      run = isOccupied ? run + 1 : 0
      longest = max(longest, run)
    }
    return longest
  }

  @Test("integers spread over the slots by both halves of the hash", arguments: 0..<5)
  func integersSpread(keySet: Int) {
    let (name, keys) = Self.keySets[keySet]
    let hashes = keys.map { _identifierHash($0) }
    // Half full: a random hash's longest run is a few dozen slots; a weak mix piles thousands.
    let low = longestRun(hashes, size: 1 << 17)
    let high = longestRun(hashes.map { $0 >> 32 }, size: 1 << 17)
    #expect(low < 200 && high < 200, "\(name): longest runs \(low) (low bits), \(high) (high bits)")
    #expect(Set(hashes).count == keys.count, "\(name): distinct integers share a hash")
  }

  @Test func everyFixedWidthIntegerTypeTakesTheInlineMix() {
    let seed = _integerHashSeed
    for value in [0, 1, -1, 42, Int(Int32.max), Int(Int32.min), .max, .min] {
      let bits = UInt64(UInt(bitPattern: value))
      let low = UInt64(UInt32(truncatingIfNeeded: value))
      #expect(_identifierHash(value) == _mixedInteger(bits, seed))
      #expect(_identifierHash(UInt(bitPattern: value)) == _mixedInteger(bits, seed))
      #expect(_identifierHash(Int64(value)) == _mixedInteger(bits, seed))
      #expect(_identifierHash(UInt64(bits)) == _mixedInteger(bits, seed))
      #expect(_identifierHash(Int32(truncatingIfNeeded: value)) == _mixedInteger(low, seed))
      #expect(_identifierHash(UInt32(truncatingIfNeeded: value)) == _mixedInteger(low, seed))
    }
    // Other types take their own hash, with the seed.
    let tableSeed = Int(truncatingIfNeeded: seed)
    #expect(_identifierHash("item") == "item"._rawHashValue(seed: tableSeed))
    #expect(_identifierHash(Int16(7)) == Int16(7)._rawHashValue(seed: tableSeed))
  }

  /// The changeset's choice of pairing (`_Plan.finder(forSectionAt:_:visitingEachItem:)`) asks which types are mixed
  /// inline: the same types as the hash.
  @Test func theInlineTypesAreTheOnesTheHashMixes() {
    let seed = _integerHashSeed
    func mixes<T: FixedWidthInteger>(_: T.Type) -> Bool {
      _identifierHash(T(42)) == _mixedInteger(42, seed)
    }
    for type in [
      Int.self, UInt.self, Int64.self, UInt64.self, Int32.self, UInt32.self, Int16.self,
      UInt16.self, Int8.self, UInt8.self,
    ] as [any FixedWidthInteger.Type] {
      #expect(_hashesInline(type) == mixes(type), "\(type)")
    }
    #expect(!_hashesInline(String.self))
  }

  @Test func crowdedIntegerIdentifiersDiffAndIndexCorrectly() {
    // Identifiers a weak mix would send to one slot: the table and the index still tell them
    // apart.
    let old = (0..<5_000).map { $0 << 32 }
    let new = old.reversed().filter { $0 % 3 != 0 } + (5_000..<5_100).map { $0 << 32 }
    let difference = ListDifference(from: old, to: new)
    #expect(difference.applying(to: old) == new)
    var snapshot = Snapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(new, toSection: 0)
    #expect(new.indices.allSatisfy { snapshot.indexOfItem(new[$0]) == $0 })
  }
}
