import Testing

@testable import SnapshotsJSON
@testable import snapdiff

/// What `git-setup` writes into an attributes file, and how it reads the lines back.
///
/// Issue 53, case 7. `Scripts/check-git-hostile.sh` checks the same against git itself.
@Suite("snapdiff git-setup patterns")
struct GitSetupTests {
  @Test func patternsWithSpacesOrAHashAreQuotedAndReadBack() throws {
    let cases = [
      ("*.snapshot.json", "*.snapshot.json"), ("My Fixtures/*.json", #""My Fixtures/*.json""#),
      ("#odd.json", ##""#odd.json""##), ("tab\there.json", #""tab\there.json""#),
      (#"say "hi".json"#, #""say \"hi\".json""#), (#"back\slash.json"#, #"back\slash.json"#),
      (#""quoted.json"#, #""\"quoted.json""#), ("café.json", "café.json"),
      ("My Fixtures.json", #""My Fixtures.json""#),
    ]
    for (pattern, written) in cases {
      #expect(try attributePattern(pattern) == written, "\(pattern)")
      let line = attributeLine(Substring(written + " diff=snapdiff"))
      #expect(line?.pattern == pattern, "\(pattern)")
      #expect(line?.settings == ["diff=snapdiff"], "\(pattern)")
    }
    #expect(attributeLine("# a comment") == nil)
    #expect(attributeLine("   ") == nil)
    #expect(attributeLine("\r \r") == nil, "a line of CRs and spaces (it trapped)")
    #expect(attributeLine("*.json diff=snapdiff\r")?.settings == ["diff=snapdiff"])
    #expect(attributeLine("\t*.json  diff=snapdiff snapdiff-id=sku")?.settings.count == 2)
  }

  @Test(arguments: [
    ("", "an empty pattern matches nothing: not added"),
    ("  ", "an empty pattern matches nothing: not added"),
    ("!*.json", "'!*.json': git does not allow negative patterns in attributes files"),
    (
      "*.json diff=other",
      "'*.json diff=other' carries the attribute 'diff=other': give the pattern alone"
    ),
    ("*.json -diff", "'*.json -diff' carries the attribute '-diff': give the pattern alone"),
    ("*.json binary", "'*.json binary' carries the attribute 'binary': give the pattern alone"),
    ("[attr]x", "'[attr]x' would define an attribute macro, not match files: not added"),
  ])
  func patternsGitCannotTakeAreRefused(pattern: String, message: String) {
    #expect(throws: Options.UsageError(message: message)) { _ = try attributePattern(pattern) }
    let result = snapdiff(["git-setup", "--", pattern])
    #expect(result.status == 2 && result.stderr.hasPrefix("Error: \(message)\n"))
  }

  @Test func quotedNamesFollowGit() {
    #expect(quotedName(Array("plain/name.json".utf8)) == "plain/name.json")
    #expect(quotedName(Array("a/nl\nname.json".utf8)) == #""a/nl\nname.json""#)
    #expect(
      quotedName(Array("\u{7}\u{8}\t\u{B}\u{C}\r\u{1B}\u{7F}".utf8)) == #""\a\b\t\v\f\r\033\177""#)
    #expect(quotedName(Array("café".utf8)) == "café")
    #expect(quotedName(Array("café".utf8), quotingNonASCII: true) == #""caf\303\251""#)
    #expect(quotedName([0x63, 0xE9, 0x2E]) == #""c\351.""#)
    // Overlong forms and surrogates are not UTF-8: their bytes are quoted.
    #expect(quotedName([0xC0, 0xAF]) == #""\300\257""#)
    #expect(quotedName([0xED, 0xA0, 0x80]) == #""\355\240\200""#)
  }
}
