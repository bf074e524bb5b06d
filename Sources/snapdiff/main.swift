// snapdiff: the command-line face of Snapshots. A thin shell around `run(arguments:io:)`.
import SnapshotsJSON

System.keepFreedMemory()

// A standard descriptor closed at startup (`>&-`) is opened on /dev/null, so that no file or
// descriptor the program opens (an input, Dispatch's event descriptors) takes its number and
// receives the output; output for a closed standard output goes to descriptor -1, so that writing
// it fails with EBADF and is reported.
let outputIsClosed = !System.isOpen(1)
for descriptor: Int32 in 0...2 where !System.isOpen(descriptor) {
  System.openNull(forReading: descriptor == 0)  // takes the lowest free number
}
let standardOutput = OutputBuffer(descriptor: outputIsClosed ? -1 : 1)
let standardError = OutputBuffer(descriptor: 2)
var environment: [String: String] = [:]
for name in [
  "NO_COLOR", "TERM", "SNAPDIFF_TIMING", "SNAPDIFF_MAX_INPUT", "GIT_PAGER_IN_USE", "PATH", "HOME",
  "XDG_CONFIG_HOME", "XDG_RUNTIME_DIR", "TMPDIR", "GIT_DIFF_TOOL", "GIT_DIFFTOOL_EXTCMD",
  "GIT_PREFIX", "GIT_DIFF_PATH_COUNTER",
] {
  if let value = System.environmentValue(name) { environment[name] = value }
}
let rawArguments = System.arguments
let io = CommandIO(
  standardOutput: standardOutput, standardError: standardError, environment: environment,
  outputIsTerminal: System.isTerminal(1),
  read: { operand, limit, limitName throws(ReadError) in
    try JSONText.read(contentsOf: operand, limit: limit, limitName: limitName)
  })
let command = Subcommand.named(rawArguments, environment)
// Git's diff driver outlives a reader that stops early (a pager quit, `| head`): killed by the
// broken pipe, it would make git say "external diff died"; its failed write ends the call
// quietly, and git stops at its own next write.
if command.exitsZero { System.surviveBrokenPipes() }
let finished = finishOutput(
  command.run(rawArguments, io: io), io: io, quietOnBrokenPipe: command.exitsZero)
System.exit(command.exitStatus(finished).rawValue)
