import Foundation
import Testing

/// The built binary, run as a user runs it.
@Suite("snapdiff executable")
struct SnapdiffExecutableTests {
  func example(_ name: String) -> String {
    packageDirectory.appendingPathComponent("Examples/\(name)").path
  }

  @Test func readmeMainCommand() throws {
    let result = try runExecutable([example("contacts-old.json"), example("contacts-new.json")])
    #expect(result.status == 1)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.contains("> item [2, 1] -> [2, 0] \"c-dennis\""))
    #expect(result.stdout.contains("~ item [0, 0] \"c-ada\""))
    #expect(result.stdout.hasSuffix("items: 0 deleted, 2 inserted, 1 moved, 1 reloaded\n"))
  }

  @Test func everyExampleInEveryFormat() throws {
    for pair in ["contacts", "settings", "feed"] {
      for format in ["text", "json", "jsonpatch"] {
        let result = try runExecutable([
          "--format", format, example("\(pair)-old.json"), example("\(pair)-new.json"),
        ])
        #expect(result.status == 1, "\(pair) \(format): \(result.stderr)")
        #expect(!result.stdout.isEmpty)
      }
      let same = try runExecutable([example("\(pair)-old.json"), example("\(pair)-old.json")])
      #expect(same.status == 0 && same.stdout.isEmpty && same.stderr.isEmpty)
    }
  }

  @Test func standardInputAndErrors() throws {
    let piped = try runExecutable(["-", example("feed-new.json")], stdin: "[101, 102]")
    #expect(piped.status == 1)
    let missing = try runExecutable(["/nonexistent/old.json", example("feed-new.json")])
    #expect(missing.status == 2)
    #expect(missing.stdout.isEmpty)
    #expect(
      missing.stderr == "Error: cannot read '/nonexistent/old.json': No such file or directory\n")
    let directory = try runExecutable([packageDirectory.path, example("feed-new.json")])
    #expect(directory.stderr.hasSuffix("Is a directory\n"))
    let usage = try runExecutable(["--bogus"])
    #expect(usage.status == 2)
    #expect(usage.stderr.hasSuffix("See 'snapdiff --help'\n"))
  }

  @Test func colorFollowsTheEnvironment() throws {
    let always = try runExecutable(
      ["--color=always", example("feed-old.json"), example("feed-new.json")],
      environment: ["NO_COLOR": "1"])
    #expect(always.stdout.contains("\u{1B}["))
    let auto = try runExecutable(
      [example("feed-old.json"), example("feed-new.json")], environment: [:])
    #expect(!auto.stdout.contains("\u{1B}["), "a pipe is not a terminal")
  }
}
