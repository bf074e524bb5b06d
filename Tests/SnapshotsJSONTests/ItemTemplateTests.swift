import SnapshotsTesting
import Testing

@testable import SnapshotsJSON

/// Item templates change how much of a document is read twice, never the result: documents are
/// read with and without them and must give the same snapshot, item ranges and errors.
@Suite("Item templates")
struct ItemTemplateTests {
  /// What reading a document gives: its sections, items and their ranges, or its error.
  static func reading(_ text: String, templates: Bool) -> String {
    do {
      let document = try SnapshotDocument(
        name: "doc", text: JSONText(text.utf8), idKey: "id", itemTemplates: templates)
      let sections = document.snapshot.sectionIdentifiers.map { section in
        "\(section): \(document.snapshot.itemIdentifiers(inSection: section))"
      }
      return "\(sections) \(document.itemRanges) \(document.sectionRanges)"
    } catch {
      return "error at \(error.offset): \(error.message)"
    }
  }

  /// The first difference between reading with and without templates, if any.
  static func difference(_ text: String) -> String? {
    let with = reading(text, templates: true)
    let without = reading(text, templates: false)
    return with == without ? nil : "with templates: \(with)\nwithout: \(without)"
  }

  /// Item shapes, most alike, some differing in one way from the others.
  static let shapes: [@Sendable (Int) -> String] = [
    { "{\"id\": \"item-\($0)\", \"v\": \($0 % 3)}" },
    { "{\"id\": \"item-\($0)\", \"v\": \($0 % 3)}" },
    { "{\"id\": \"item-\($0)\", \"v\": \($0 % 3)}" },
    { "{\"id\":\"item-\($0)\",\"v\":\($0 % 3)}" },
    { "{\"v\": \($0 % 3), \"id\": \"item-\($0)\"}" },
    { "{ \"id\" : \($0) , \"v\" : [1, {\"w\": \"x\"}] }" },
    { "{\"id\": \"item-\($0)\", \"id\": \"other-\($0)\"}" },
    { "{\"i\\u0064\": \"item-\($0)\", \"v\": 1}" },
    { "{\"id\": \"item-\($0)\", \"a-longer-member-name\": \"\\\"quoted\\\"\"}" },
    { "{\"id\": \($0).0, \"v\": \($0 % 3)}" },
    { "{\"id\": [\($0)], \"v\": 1}" },
    { "{\"v\": \($0)}" },
    { "{\"id\": \"item-\($0)\", \"title\": \"caf\u{E9} \($0)\", \"n\": -\($0).5e3, \"ok\": true}" },
    { "{\"id\": \"item-\($0)\", \"a-member-name-of-more-than-16\": 0, \"b\": 10, \"c\": null}" },
    { "{\"first\": false, \"id\": \"it\\u0065m-\($0)\"}" },
    { "{\"id\": \($0), \"v\": 0}" },
    { "\"item-\($0)\"" },
    { "\($0)" },
  ]

  /// A document of up to `count` items in each of a few sections, an item changing shape with
  /// probability `change`.
  static func document(
    _ random: inout SeededGenerator, count: Int, change: Double = 0.2
  ) -> String {
    var shape = 0
    var sections: [String] = []
    var item = 0
    for section in 0..<(1 + random.int(below: 3)) {
      var items: [String] = []
      for _ in 0..<random.int(below: count + 1) {
        if random.chance(change) { shape = random.int(below: shapes.count) }
        items.append(shapes[shape](item))
        item += 1
      }
      sections.append("{\"id\": \(section), \"items\": [\(items.joined(separator: ", "))]}")
    }
    return "{\"sections\": [\(sections.joined(separator: ", "))]}"
  }

  /// The document with one byte changed, removed or added at a random place, mostly inside the
  /// items: many are no longer valid, or no longer shaped like their neighbours.
  static func mutated(_ text: String, _ random: inout SeededGenerator) -> String {
    var bytes = Array(text.utf8)
    guard !bytes.isEmpty else { return text }
    let alphabet = Array("{}[]\":, \\01aeid-\n".utf8)
    let at = random.int(below: bytes.count)
    switch random.int(below: 3) {
    case 0: bytes[at] = random.element(of: alphabet)
    case 1: bytes.remove(at: at)
    default: bytes.insert(random.element(of: alphabet), at: at)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func readingWithTemplatesGivesTheSameDocumentsAndErrors() {
    checkProperty(
      iterations: 3_000, seed: 0x7E3A_0001,
      generate: { random in
        let text = Self.document(&random, count: 8)
        return random.chance(0.7) ? Self.mutated(text, &random) : text
      },
      property: Self.difference)
  }

  @Test func longListsThatChangeShapeReadTheSame() {
    // Long enough for the template policy to run out of credit, retry every 64th item, and take
    // new shapes.
    checkProperty(
      iterations: 300, seed: 0x7E3A_0002,
      generate: { random in
        let text = Self.document(&random, count: 300, change: random.chance(0.5) ? 0.5 : 0.02)
        return random.chance(0.5) ? Self.mutated(text, &random) : text
      },
      property: Self.difference)
  }

  /// Values of every form, valid or not, at each place among items read by a template: each is
  /// read as the full reader reads it (the template's own forms without a call, the others by
  /// the full reader), and an error is the full reader's.
  @Test(arguments: [
    "0", "-0", "01", "-01", "12", "1.5", "1e5", "1E+5", "2.", "-", "1x", "true", "tru", "null",
    "nul", "false", #""plain""#, "\"caf\u{E9}\"", #""a\nb""#, #""a\qb""#, "\"\u{1}\"", "[1, 2]",
    #"{"x": 1, "x": 2}"#, #"{"x": 1}"#, #""unterminated"#, "", "{", "]",
  ])
  func valuesOfEveryFormReadTheSame(value: String) {
    for place in 0..<6 {
      let items = (0..<6).map { "{\"id\": \"i\($0)\", \"v\": \($0 == place ? value : "7")}" }
      let text = "[\(items.joined(separator: ", "))]"
      #expect(Self.difference(text) == nil, "\(text)")
    }
  }

  /// Identifiers of every form, each read as the full reader reads it.
  @Test(arguments: [
    #""i""#, #""""#, #""\u0069""#, #""a\"b""#, "\"\u{E9}\"", "7", "-7", "7.0", "0", "1e2", "true",
    "[1]", "{}", #""unterminated"#,
  ])
  func identifiersOfEveryFormReadTheSame(identifier: String) {
    for place in 0..<6 {
      let items = (0..<6).map {
        "{\"id\": \($0 == place ? identifier : "\"i\($0)\""), \"v\": \($0)}"
      }
      let text = "[\(items.joined(separator: ", "))]"
      #expect(Self.difference(text) == nil, "\(text)")
    }
  }

  /// What follows an item read by the template: every separator, and every error after one.
  @Test(arguments: [", ", ",", " , ", ",\n  ", " ", ",,", ", ]", "] ", " x ", ""])
  func separatorsAfterTemplatedItemsReadTheSame(separator: String) {
    for place in 1..<5 {
      let items = (0..<5).map { "{\"id\": \"i\($0)\", \"v\": 1}" }
      let text =
        "[" + items[..<place].joined(separator: ", ") + separator
        + items[place...].joined(separator: ", ") + "]"
      #expect(Self.difference(text) == nil, "\(text)")
    }
  }

  @Test func anItemLikeTheTemplateIsReadByIt() {
    let text = JSONText("{\"id\": 1, \"v\": 2} {\"id\": 3, \"v\": 4}".utf8)
    withExtendedLifetime(text) {
      var reader = JSONReader(text)
      var template = ItemTemplate(reader, item: 0..<17, values: [7..<8, 15..<16], identifier: 0)!
      reader.position = 18
      let identifier = reader.readItem(like: &template, arena: JSONKeyArena(), depth: 2)
      #expect(identifier?.json == "3")
      #expect(reader.position == 35)
    }
  }

  @Test func itemsUnlikeTheTemplateAreLeftAtTheirStart() {
    // Other spacing, an identifier that is not a scalar, a trailing comma.
    let text = JSONText(
      "{\"id\": 1, \"v\": 2} {\"id\": 3,\"v\": 4} {\"id\": [3], \"v\": 4} {\"id\": 3, \"v\": 4,}"
        .utf8)
    withExtendedLifetime(text) {
      var reader = JSONReader(text)
      var template = ItemTemplate(reader, item: 0..<17, values: [7..<8, 15..<16], identifier: 0)!
      for start in [18, 35, 55] {
        reader.position = start
        #expect(reader.readItem(like: &template, arena: JSONKeyArena(), depth: 2) == nil)
        #expect(reader.position == start)
      }
    }
  }

  @Test func namesWithEscapesMakeNoTemplate() {
    let text = JSONText("{\"i\\u0064\": 1}".utf8)
    withExtendedLifetime(text) {
      let reader = JSONReader(text)
      #expect(ItemTemplate(reader, item: 0..<14, values: [12..<13], identifier: 0) == nil)
    }
  }
}
