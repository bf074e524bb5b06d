import Testing

@testable import snapdiff

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

  @Test func identifiers() {
    let result = snapdiff(
      ["old.json", "new.json"],
      files: ["old.json": #"["\u0061", 1, "1"]"#, "new.json": #"["a", 1.0, "1"]"#])
    #expect(result.status == 0, "\"\\u0061\" is \"a\", 1.0 is 1, \"1\" stays a string")
  }

  @Test func sectionsAndItemsAreSeparateSpaces() {
    let result = snapdiff(
      ["old.json", "new.json"],
      files: [
        "old.json": #"{"sections": [{"id": "a", "items": ["a"]}]}"#,
        "new.json": #"{"sections": [{"id": "a", "items": ["a"]}]}"#,
      ])
    #expect(result.status == 0 && result.stderr.isEmpty)
  }
}
