import SnapshotsTesting
import TestSupport
import Testing

@testable import SnapshotsJSON

/// RFC 8259, rule by rule, and the identity and content rules of the snapdiff contract.
@Suite("JSON reader")
struct JSONReaderTests {
  func accepts(_ text: String) -> Bool {
    let text = JSONText(text.utf8)
    var reader = JSONReader(text)
    do {
      try reader.skipValue()
      try reader.expectEnd()
      return true
    } catch {
      return false
    }
  }

  @Test(
    "accepts valid JSON",
    arguments: [
      "null", "true", "false", "0", "-0", "12", "-1.5e+10", "1E-2", "0.0", "\"\"",
      "\"\\u00e9\\n\\/\"",
      "\"\\uD83D\\uDE00\"", "\"é😀\"", "[]", "{}", " [1 , 2 ] ", "{\"a\": {\"b\": [null]}}",
      "\"\\u0000\"",
      "[1e309]", "{\"a\": 1, \"a\": 2}",
    ])
  func acceptsValid(text: String) { #expect(accepts(text)) }

  @Test(
    "rejects invalid JSON",
    arguments: [
      "", " ", "[1,]", "{\"a\": 1,}", "[1 2]", "{\"a\" 1}", "{a: 1}", "'a'", "[01]", "[-]", "[1.]",
      "[.5]",
      "[1e]", "[+1]", "NaN", "Infinity", "[tru]", "nul", "\"\\x\"", "\"\\u12\"", "\"\\uDC00\"",
      "\"\\uD800\"", "\"\\uD800\\u0041\"", "\"a\tb\"", "\"unterminated", "[1] x", "/* c */ 1",
      "[1] // c",
      "{\"a\": 1} {}", "[", "{", "]", "\u{FEFF}[]",
    ])
  func rejectsInvalid(text: String) { #expect(!accepts(text)) }

  @Test func rejectsInvalidUTF8() {
    for bytes: [UInt8] in [
      [0x22, 0xFF, 0x22], [0x22, 0xC0, 0x80, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22],
      [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], [0x22, 0xE2, 0x82, 0x22], [0x5B, 0x80, 0x5D],
    ] {
      let text = JSONText(bytes)
      var reader = JSONReader(text)
      let accepted = (try? reader.skipValue()) != nil
      #expect(!accepted, "\(bytes)")
    }
  }

  func canonical(_ text: String) -> String {
    let text = JSONText(text.utf8)
    var reader = JSONReader(text)
    return try! reader.readCanonicalNumber()
  }

  @Test func numbersCompareByValue() {
    #expect(canonical("1") == canonical("1.0"))
    #expect(canonical("1") == canonical("1e0"))
    #expect(canonical("1") == canonical("0.1e1"))
    #expect(canonical("100") == canonical("1e2"))
    #expect(canonical("-0") == canonical("0"))
    #expect(canonical("0.000") == "0")
    #expect(canonical("1") != canonical("2"))
    #expect(
      canonical("12345678901234567890") != canonical("12345678901234567891"), "no Double rounding")
    #expect(canonical("1.5") == "1.5")
    #expect(canonical("1.0") == "1")
    #expect(canonical("12e1") == "120")
    #expect(canonical("-0.00125") == "-0.00125")
    #expect(canonical("1.5e100") == "1.5e100")
    #expect(canonical("2e-30") == "2e-30")
  }

  func equal(_ a: String, _ b: String) -> Bool {
    let left = JSONText(a.utf8)
    let right = JSONText(b.utf8)
    return jsonEqual(JSONReader(left), 0..<left.count, JSONReader(right), 0..<right.count)
  }

  @Test func contentEquality() {
    #expect(
      equal(#"{"a": 1, "b": [1, 2]}"#, #"{"b":[1,2.0],"a":1e0}"#), "member order and number form")
    #expect(equal(#""\u0061""#, #""a""#), "strings after unescaping")
    #expect(!equal("[1, 2]", "[2, 1]"), "arrays keep order")
    #expect(!equal(#"{"a": 1}"#, #"{"a": 1, "b": null}"#))
    #expect(!equal(#""1""#, "1"), "a string never equals a number")
    #expect(!equal("true", "1"))
  }
}

@Suite("JSON content equality")
struct JSONContentEqualityTests {
  /// Objects nested `depth` levels, their two members in one order or the other at every level.
  func nested(_ depth: Int, reordered: Bool) -> String {
    var value = #"{"leaf": 1}"#
    for level in 0..<depth {
      value =
        reordered ? #"{"b": \#(value), "a": \#(level)}"# : #"{"a": \#(level), "b": \#(value)}"#
    }
    return value
  }

  func compare(_ a: String, _ b: String, budget: Int? = nil) -> (equal: Bool, work: EqualityWork) {
    let left = JSONText(a.utf8)
    let right = JSONText(b.utf8)
    let work = EqualityWork(budget: budget ?? 2 * (left.count + right.count))
    let equal = jsonEqual(
      JSONReader(left), 0..<left.count, JSONReader(right), 0..<right.count, work: work)
    return (equal, work)
  }

  /// Members reordered at every level were re-read once per level above them.
  ///
  /// That was O(depth × size): 23 s for 1,000 items of 990 levels. The work is now bounded by a
  /// multiple of the size.
  @Test func reorderedNestingIsComparedInLinearWork() {
    for depth in [100, 200, 400] {
      let (a, b) = (nested(depth, reordered: false), nested(depth, reordered: true))
      let (equal, work) = compare(a, b)
      #expect(equal)
      let bytes = a.utf8.count + b.utf8.count
      #expect(
        work.reread <= 3 * bytes && work.interned <= bytes / 4,
        "depth \(depth): \(work.reread) bytes re-read, \(work.interned) values interned, \(bytes) bytes"
      )
      #expect(
        !compare(
          a,
          nested(depth, reordered: true).replacingOccurrences(
            of: "\"leaf\": 1", with: "\"leaf\": 2")
        ).equal)
    }
  }

  /// Random values, equal by construction (members shuffled, numbers rewritten) or changed in one
  /// place: the walk, the interning path and an independent parser agree.
  @Test func theWalkAndInterningAgreeWithAnIndependentParser() {
    checkProperty(
      iterations: 1_000, seed: 0xE9_0001,
      generate: { random in
        let value = Self.randomValue(&random, depth: 0)
        return (value, Self.rewrite(value, &random, change: random.chance(0.5)))
      },
      property: { pair in
        let (a, b) = pair
        let walked = compare(a, b).equal
        let interned = compare(a, b, budget: -1).equal
        guard let left = try? TestJSON(parsing: a), let right = try? TestJSON(parsing: b) else {
          return "not JSON: \(a) / \(b)"
        }
        let expected = left == right
        if walked != expected { return "walk says \(walked), parser \(expected): \(a) vs \(b)" }
        return interned == expected
          ? nil : "interning says \(interned), parser \(expected): \(a) vs \(b)"
      })
  }

  /// A random JSON value (as text) of small integers, strings, literals, arrays and objects.
  static func randomValue(_ random: inout SeededGenerator, depth: Int) -> String {
    switch depth > 3 ? random.int(below: 3) : random.int(below: 5) {
    case 0: return "\(random.int(below: 20))"
    case 1: return random.element(of: [#""x""#, #""\u0078""#, #""y""#, "null", "\"\""])
    case 2: return random.element(of: ["0.5", "1.5", "-3"])
    case 3:
      return "["
        + (0..<random.int(below: 4)).map { _ in randomValue(&random, depth: depth + 1) }
        .joined(separator: ", ") + "]"
    default:
      let names = ["a", "b", "c", "d"].shuffled(using: &random).prefix(random.int(below: 4))
      return "{"
        + names.map { "\"\($0)\": \(randomValue(&random, depth: depth + 1))" }
        .joined(separator: ", ") + "}"
    }
  }

  /// The same value written differently (members reordered, numbers rewritten, escapes), and with
  /// one number changed when `change` is true.
  static func rewrite(_ text: String, _ random: inout SeededGenerator, change: Bool) -> String {
    guard let value = try? TestJSON(parsing: text) else { return text }
    var changed = !change
    func write(_ value: TestJSON) -> String {
      switch value {
      case .null: return "null"
      case .number(let number):
        if !changed && random.chance(0.3) {
          changed = true
          return "\(number + 1)"
        }
        return random.chance(0.5) ? "\(number)e0" : "\(number * 10)e-1"
      case .string(let string):
        return string == "x" && random.chance(0.5) ? #""\u0078""# : jsonQuoted(string)
      case .array(let values): return "[" + values.map(write).joined(separator: ",") + "]"
      case .object(let members):
        return "{"
          + members.shuffled(using: &random).map { "\(jsonQuoted($0.key)):\(write($0.value))" }
          .joined(separator: ",") + "}"
      }
    }
    let result = write(value)
    return changed ? result : text.replacingOccurrences(of: "1", with: "7")
  }
}
