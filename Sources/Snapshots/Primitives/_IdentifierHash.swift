/// The hash the package's own tables (the diff's identity table and a snapshot's item index) give
/// an identifier: its `_rawHashValue(seed:)` with a per-process random seed, the hash a
/// `Dictionary` takes with a seed of its own, except for the fixed-width integers.
///
/// An integer is mixed inline: its bits, XORed with the seed, go through MurmurHash3's 64-bit
/// finalizer (two multiplies), where its hash is an opaque call into the standard library's
/// SipHash (`Hasher._hash(seed:_:)`). The finalizer is a bijection, so distinct integers never
/// share a hash, and with the seed unknown an adversary cannot choose integers that share a slot:
/// the protection against crafted collisions that `Hasher`'s seeding gives `Dictionary`. Other
/// types get the same protection from the seed passed to them (a type that hashes its own way,
/// as a JSON document's identifier keys do, folds it in where `hashValue` would give it none).
/// The seed comes from `Hasher`, so `SWIFT_DETERMINISTIC_HASHING` makes it fixed too.
///
/// Both tables use this one function for every hash they compare or store, so a table never
/// mixes the two kinds of hash for one key type.
///
/// O(1), plus `_rawHashValue(seed:)` for other types.
@inlinable @inline(__always)
internal func _identifierHash<Key: Hashable>(_ key: Key) -> Int {
  _identifierHash(key, seed: _integerHashSeed)
}

/// `_identifierHash(key)` with the seed read already: callers hashing many keys read it once
/// (each read of the global is a call to `swift_once`).
///
/// O(1), plus `_rawHashValue(seed:)` for other types.
@inlinable @inline(__always)
internal func _identifierHash<Key: Hashable>(_ key: Key, seed: UInt64) -> Int {
  if Key.self == Int.self { return _mixedInteger(UInt64(UInt(bitPattern: key as! Int)), seed) }
  if Key.self == UInt.self { return _mixedInteger(UInt64(key as! UInt), seed) }
  if Key.self == Int64.self { return _mixedInteger(UInt64(bitPattern: key as! Int64), seed) }
  if Key.self == UInt64.self { return _mixedInteger(key as! UInt64, seed) }
  if Key.self == Int32.self {
    return _mixedInteger(UInt64(UInt32(bitPattern: key as! Int32)), seed)
  }
  if Key.self == UInt32.self { return _mixedInteger(UInt64(key as! UInt32), seed) }
  return key._rawHashValue(seed: Int(truncatingIfNeeded: seed))
}

/// Whether `_identifierHash` mixes keys of type `Key` inline (the fixed-width integers) rather
/// than asking for their hash.
///
/// O(1).
@inlinable @inline(__always)
internal func _hashesInline<Key>(_: Key.Type) -> Bool {
  Key.self == Int.self || Key.self == UInt.self || Key.self == Int64.self
    || Key.self == UInt64.self || Key.self == Int32.self || Key.self == UInt32.self
}

/// The seed of the package's tables (`_identifierHash`): random for each process, from `Hasher`.
@usableFromInline
internal let _integerHashSeed: UInt64 = {
  var hasher = Hasher()
  hasher.combine(0x5EED as UInt64)
  return UInt64(UInt(bitPattern: hasher.finalize()))
}()

/// `bits` XORed with the seed, through MurmurHash3's 64-bit finalizer.
///
/// O(1).
@inlinable @inline(__always)
internal func _mixedInteger(_ bits: UInt64, _ seed: UInt64) -> Int {
  var mixed = bits ^ seed
  mixed ^= mixed >> 33
  mixed &*= 0xFF51_AFD7_ED55_8CCD
  mixed ^= mixed >> 33
  mixed &*= 0xC4CE_B9FE_1A85_EC53
  mixed ^= mixed >> 33
  return Int(Int64(bitPattern: mixed))
}
