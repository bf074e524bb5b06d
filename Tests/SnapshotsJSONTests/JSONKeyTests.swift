import Foundation
import Testing

@testable import SnapshotsJSON

/// Identifier keys (canonical text, hash and equality) and content equality beyond the basics.
@Suite("JSON keys and content equality")
struct JSONKeyTests {
  /// The keys of every value in a JSON array of strings and numbers, with the text and arena
  /// their canonical texts live in (the keys are valid as long as this value is).
  struct Keys {
    let text: JSONText
    let arena = JSONKeyArena()
    var keys: [JSONKey] = []

    init(_ json: String) {
      text = JSONText(json.utf8)
      var reader = JSONReader(text)
      var keys: [JSONKey] = []
      try! reader.forEachElement(depth: 0) { [arena] (reader: inout JSONReader) throws(JSONError) in
        keys.append(try reader.readKey(arena: arena)!)
      }
      self.keys = keys
    }

    subscript(index: Int) -> JSONKey { keys[index] }
  }

  func keys(_ json: String) -> Keys { Keys(json) }

  @Test func equalIdentifiersHaveEqualKeys() {
    let pairs: [(String, String)] = [
      (#""a""#, #""\u0061""#), (#""a/b""#, #""a\/b""#), (#""é""#, #""\u00e9""#),
      (#""😀""#, #""\uD83D\uDE00""#), (#""tab\t""#, #""tab\u0009""#), ("1", "1.0"), ("1", "1e0"),
      ("100", "1e2"), ("0", "-0"), ("-0.5", "-5e-1"), ("10000000000000000000000", "1e22"),
      (#""q\"uote""#, #""q\u0022uote""#),
    ]
    for (a, b) in pairs {
      let found = keys("[\(a), \(b)]")
      #expect(found[0] == found[1], "\(a) and \(b)")
      #expect(found[0].hashValue == found[1].hashValue, "\(a) and \(b)")
      #expect(found[0].json == found[1].json)
    }
  }

  @Test func differentIdentifiersHaveDifferentKeys() {
    let pairs: [(String, String)] = [
      (#""1""#, "1"), (#""a""#, #""b""#), (#""ab""#, #""a""#), ("1", "2"), ("1", "-1"),
      ("12345678901234567890", "12345678901234567891"),
      // Unicode scalars, not characters: precomposed and decomposed "é" differ.
      (#""\u00e9""#, #""e\u0301""#), (#""a\"b""#, #""a\"c""#),
    ]
    for (a, b) in pairs {
      let found = keys("[\(a), \(b)]")
      #expect(found[0] != found[1], "\(a) and \(b)")
    }
  }

  @Test func canonicalText() {
    let found = keys(#"["a\u0041\n\/", 1.50, -0, 1e22, 12]"#)
    #expect(found.keys.map(\.json) == [#""aA\n/""#, "1.5", "0", "1e22", "12"])
    #expect(found.keys.map(\.isNumber) == [false, true, true, true, true])
  }

  @Test func longIdentifiers() {
    // Past the length field's range, lengths are found by scanning.
    let long = String(repeating: "x", count: JSONKey.longLength + 5)
    let found = keys(#"["\#(long)", "\#(long)", "\#(long)y", "\#(long)\u0079", "\#(long)\"z"]"#)
    #expect(found[0] == found[1])
    #expect(found[0] != found[2])
    #expect(found[2] == found[3])
    #expect(found[0].count == long.utf8.count)
    #expect(found[4].count == long.utf8.count + 3)
    #expect(found[4].json.hasSuffix(#"\"z""#))
  }

  @Test func aKeyIsOneWord() {
    #expect(MemoryLayout<JSONKey>.size == 8)
    #expect(MemoryLayout<JSONKey?>.size == 9)
  }

  /// Keys of one length that differ in one byte, at every position and in every length up to
  /// past two words and past the length field: the fingerprint tells most apart, the bytes the
  /// rest, and equal texts at other addresses are equal keys with equal hashes.
  @Test func everyByteOfSameLengthKeysIsCompared() {
    for length in Array(1...20) + [JSONKey.longLength - 1, JSONKey.longLength + 3] {
      let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
      let base = (0..<length).map { alphabet[$0 % 26] }
      var texts = ["\"\(String(base))\"", "\"\(String(base))\""]
      for position in 0..<length {
        var changed = base
        changed[position] = changed[position] == "Z" ? "Y" : "Z"
        texts.append("\"\(String(changed))\"")
      }
      let found = keys("[\(texts.joined(separator: ", "))]")
      #expect(found[0] == found[1] && found[0].start != found[1].start)
      #expect(found[0].hashValue == found[1].hashValue)
      #expect(found[0].count == length && found[2].count == length)
      for index in 2..<found.keys.count {
        #expect(found[0] != found[index], "length \(length), byte \(index - 2)")
        #expect(found[index] != found[0], "length \(length), byte \(index - 2)")
      }
    }
  }

  /// A table's seed is folded into the hash: equal keys agree under every seed, and one key's
  /// hashes under other seeds differ (so input cannot be crafted to collide in a table whose seed
  /// it does not know).
  @Test func theTablesSeedIsFoldedIn() {
    let found = keys(#"["id0000001", "id0000001", "\u0069d0000001", "a-much-longer-identifier"]"#)
    for seed in [0, 1, -1, 0x5EED] {
      #expect(found[0]._rawHashValue(seed: seed) == found[1]._rawHashValue(seed: seed))
      #expect(found[0]._rawHashValue(seed: seed) == found[2]._rawHashValue(seed: seed))
    }
    for key in [found[0], found[3]] {
      let hashes = Set([0, 1, 2, 0x5EED, -1].map { key._rawHashValue(seed: $0) })
      #expect(hashes.count == 5, "\(key)")
    }
  }

  /// The empty string is an identifier like any other; it differs from every other one.
  @Test func emptyIdentifiers() {
    let found = keys(#"["", "", "\u0041", 0, "0"]"#)
    #expect(found[0] == found[1] && found[0].count == 0)
    #expect(found[0].hashValue == found[1].hashValue)
    #expect(found[0].json == #""""#)
    for other in 2..<5 { #expect(found[0] != found[other]) }
    #expect(found[3] != found[4], "a number and a string")
  }

  func equal(_ a: String, _ b: String) -> Bool {
    let left = JSONText(a.utf8)
    let right = JSONText(b.utf8)
    return jsonEqual(JSONReader(left), 0..<left.count, JSONReader(right), 0..<right.count)
  }

  @Test func contentEqualityRules() {
    #expect(equal(#"{"a": 1, "a": 2}"#, #"{"a": 2}"#), "a repeated name keeps its last value")
    #expect(!equal(#"{"a": 2, "a": 1}"#, #"{"a": 2}"#))
    #expect(equal(#"{"\u0061": [1, {"b": true}]}"#, #"{"a": [1.0, {"b": true}]}"#))
    #expect(!equal(#"{"a": 1, "b": 2}"#, #"{"a": 1, "c": 2}"#))
    #expect(!equal("[1, 2]", "[1, 2, 3]"))
    #expect(!equal("[1, 2, 3]", "[1, 2]"))
    #expect(equal("[[], {}]", "[ [ ] , { } ]"))
    #expect(!equal("[[]]", "[{}]"))
    #expect(equal("-0", "0"))
    #expect(!equal("10", "1"))
    #expect(equal("1E+2", "100"))
    #expect(!equal(#""\u00e9""#, #""e\u0301""#), "strings compare by Unicode scalars")
    #expect(!equal("null", "false"))
    #expect(equal("null", "null"))
    // Members in the same order: decided without building member lists, unless a member whose
    // values differ is repeated later, or the counts differ.
    #expect(!equal(#"{"a": 1, "b": 2}"#, #"{"a": 1, "b": 3}"#))
    #expect(equal(#"{"a": 1, "b": 2, "a": 3}"#, #"{"a": 2, "b": 2, "a": 3}"#))
    #expect(!equal(#"{"a": 1, "b": 2, "a": 3}"#, #"{"a": 1, "b": 2, "a": 4}"#))
    #expect(equal(#"{"a": 1}"#, #"{"a": 1, "a": 1}"#))
    #expect(!equal(#"{"a": {"x": [1, 2]}}"#, #"{"a": {"x": [1, 2, 3]}}"#))
    #expect(equal(#"{"a": {"x": [1, 2]}, "b": "s"}"#, #"{"a": {"x": [1, 2.0]}, "b": "s"}"#))
  }
}

/// The whole-word reads past an identifier's text (its hash, `sameBytes`) are checked in the
/// internal-checks build to stay inside memory known to be readable: a document's text and its
/// padding, or the key arena.
@Suite("Reads past an identifier")
struct ReadablePastTheTextTests {
  @Test func keysOfADocumentAndOfTheArenaAreInsideReadableMemory() {
    let keys = JSONKeyTests.Keys(#"["plain", "esc\u0061ped", 1.5e1, 15]"#)
    #expect(keys[2] == keys[3], "15 and 1.5e1 are one number: both hashed, one from the arena")
    #expect(keys[0] != keys[1])
  }

  /// A planted over-read: hashing bytes of memory that nobody registered as padded stops the
  /// program under internal checks (the read itself stays inside the array, so that the build
  /// without checks runs it harmlessly).
  @Test func aReadPastUnpaddedMemoryIsCaught() async {
    await #expect(processExitsWith: _ReadableRegions.areChecked ? .failure : .success) {
      let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 64)
      bytes.withUnsafeBufferPointer { buffer in
        _ = jsonKeyHash(buffer.baseAddress! + 52, count: 4, isNumber: false, seed: 0)
      }
    }
  }
}
