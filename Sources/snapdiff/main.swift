// snapdiff: the command-line face of Snapshots. A thin shell around `run(arguments:io:)`.
import SnapshotsJSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(Glibc)
  // glibc gives every block over 128 KiB its own mapping and unmaps it when freed, so each array a
  // run grows, sorts or drops comes back as fresh pages that fault in one by one. Blocks up to
  // 32 MiB (glibc's limit) come from the heap instead, and freed memory stays for reuse, at some
  // cost in peak memory for small items (Docs/PerformanceHistory.md, "glibc's allocator"). `mallopt`
  // is looked up because
  // Swift's Glibc module leaves out <malloc.h>; -3 and -1 are its M_MMAP_THRESHOLD and
  // M_TRIM_THRESHOLD; a null handle is RTLD_DEFAULT.
  if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") {
    let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
    _ = mallopt(-3, 32 << 20)
    _ = mallopt(-1, 1 << 30)
  }
#endif

// A standard descriptor closed at startup (`>&-`) is opened on /dev/null, so that no file or
// descriptor the program opens (an input, Dispatch's event descriptors) takes its number and
// receives the output; output for a closed standard output goes to descriptor -1, so that writing
// it fails with EBADF and is reported.
let outputIsClosed = fcntl(1, F_GETFD) == -1
for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 {
  _ = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)  // takes the lowest free number
}
let standardOutput = OutputBuffer(descriptor: outputIsClosed ? -1 : 1)
let standardError = OutputBuffer(descriptor: 2)
var environment: [String: String] = [:]
for name in [
  "NO_COLOR", "TERM", "SNAPDIFF_TIMING", "SNAPDIFF_MAX_INPUT", "GIT_PAGER_IN_USE", "PATH", "HOME",
  "XDG_CONFIG_HOME", "TMPDIR", "GIT_DIFF_TOOL", "GIT_DIFFTOOL_EXTCMD", "GIT_PREFIX",
] {
  if let value = getenv(name) { environment[name] = String(cString: value) }
}
// The arguments' bytes as given: file names need not be valid UTF-8 (`CommandLine.arguments`
// repairs them, and the repaired name would not open).
let rawArguments = (1..<Int(CommandLine.argc)).map { index in
  Array(
    UnsafeBufferPointer(
      start: CommandLine.unsafeArgv[index], count: strlen(CommandLine.unsafeArgv[index]!))
  )
  .map { UInt8(bitPattern: $0) }
}
let io = CommandIO(
  standardOutput: standardOutput, standardError: standardError, environment: environment,
  outputIsTerminal: isatty(1) == 1,
  read: { operand, limit, limitName throws(ReadError) in
    try JSONText.read(contentsOf: operand, limit: limit, limitName: limitName)
  })
let status = run(
  arguments: rawArguments.map { String(decoding: $0, as: UTF8.self) }, rawArguments: rawArguments,
  io: io)
let finished = finishOutput(status, io: io)
// Git takes any status but 0 from its diff driver as "external diff died": a failed write is
// named on standard error, and the driver still exits 0.
exit(rawArguments.first == Array("--git-diff-driver".utf8) ? 0 : finished.rawValue)
