// snapdiff: the command-line face of Snapshots. A thin shell around `run(arguments:io:)`.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let standardOutput = OutputBuffer(descriptor: 1)
let standardError = OutputBuffer(descriptor: 2)
var environment: [String: String] = [:]
for name in ["NO_COLOR", "TERM", "SNAPDIFF_TIMING"] {
  if let value = getenv(name) { environment[name] = String(cString: value) }
}
let status = run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  io: CommandIO(
    standardOutput: standardOutput, standardError: standardError, environment: environment,
    outputIsTerminal: isatty(1) == 1, read: JSONText.read(contentsOf:)))
standardOutput.flush()
standardError.flush()
exit(status.rawValue)
