// libFuzzer entry point for snapdiff's reader and the document-to-snapshot step, compiled by
// Scripts/fuzz.sh together with the library and the CLI sources (all but main.swift) as one
// module. Each input is diffed against a fixed document, both ways, in every output format, so
// the reader, the mapping to snapshots, the changeset and the formatters all run on it.

private let reference = Array(
  #"{"m": 1, "sections": [{"id": "a", "h": 1, "items": [1, {"id": 2, "v": [1, {"x": null}]}, "s"]}, {"id": 3, "items": []}]}"#
    .utf8)

/// Runs one fuzz input through snapdiff in every format, both ways and against itself.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let input = Array(UnsafeBufferPointer(start: data, count: size))
  for format in ["text", "json", "jsonpatch"] {
    for (old, new) in [(input, reference), (reference, input), (input, input)] {
      let io = CommandIO(
        standardOutput: OutputBuffer(descriptor: nil), standardError: OutputBuffer(descriptor: nil),
        environment: [:], outputIsTerminal: false,
        read: { (operand: FileOperand) throws(ReadError) -> JSONText in
          JSONText(operand.name == "old" ? old : new)
        })
      let status = run(arguments: ["--format", format, "old", "new"], io: io)
      // Invalid input must be reported (status 2 with a message), never crash.
      if status == .trouble && io.standardError.bytes.isEmpty {
        fatalError("trouble without a message")
      }
    }
  }
  return 0
}
