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
  for format in ["text", "json", "jsonpatch", "html"] {
    for (old, new) in [(input, reference), (reference, input), (input, input)] {
      let io = CommandIO(
        standardOutput: OutputBuffer(descriptor: nil), standardError: OutputBuffer(descriptor: nil),
        environment: [:], outputIsTerminal: false,
        read: { (operand: FileOperand, _: Int, _: String) throws(ReadError) -> JSONText in
          JSONText(operand.name == "old" ? old : new)
        })
      let status = run(arguments: ["--format", format, "old", "new"], io: io)
      // Invalid input must be reported (status 2 with a message), never crash.
      if status == .trouble && io.standardError.bytes.isEmpty {
        fatalError("trouble without a message")
      }
      if status != .trouble && format == "html" {
        checkEscaped(io.standardOutput.text)
      } else if status != .trouble && format != "text" {
        checkRoundTrip(old: old, new: new, changes: io.standardOutput.bytes)
      }
    }
  }
  fuzzApply(input)
  return 0
}

/// The visual page holds its own two scripts and no other: nothing from the input became markup.
private func checkEscaped(_ page: String) {
  let scripts = page.components(separatedBy: "<script").count - 1
  if scripts != 2 { fatalError("the page holds \(scripts) script elements") }
}

/// Applying what `snapdiff` printed to OLD must give NEW.
private func checkRoundTrip(old: [UInt8], new: [UInt8], changes: [UInt8]) {
  // apply reads documents as I-JSON: a repeated member name deep in a value (which the diff
  // tolerates outside item and section objects) is an error there, not a counterexample.
  guard let expected = try? JSONValue(parsing: new), (try? JSONValue(parsing: old)) != nil else {
    return
  }
  let io = CommandIO(
    standardOutput: OutputBuffer(descriptor: nil), standardError: OutputBuffer(descriptor: nil),
    environment: [:], outputIsTerminal: false,
    read: { (operand: FileOperand, _: Int, _: String) throws(ReadError) -> JSONText in
      JSONText(operand.name == "old" ? old : changes)
    })
  guard run(arguments: ["apply", "old", "changes"], io: io) == .noDifferences,
    let result = try? JSONValue(parsing: io.standardOutput.bytes), result == expected
  else { fatalError("apply OLD (snapdiff OLD NEW) is not NEW: \(io.standardError.text)") }
}

/// The input as CHANGES for `snapdiff apply` on the reference document, and as OLD for a patch
/// and staged changes: a change that does not fit is reported, never a crash.
private func fuzzApply(_ input: [UInt8]) {
  let patch = Array(
    #"[{"op": "add", "path": "/sections/0/items/-", "value": 7}, {"op": "test", "path": "/m", "value": 1}]"#
      .utf8)
  for (old, changes) in [(reference, input), (input, patch), (input, input)] {
    let io = CommandIO(
      standardOutput: OutputBuffer(descriptor: nil), standardError: OutputBuffer(descriptor: nil),
      environment: [:], outputIsTerminal: false,
      read: { (operand: FileOperand, _: Int, _: String) throws(ReadError) -> JSONText in
        JSONText(operand.name == "old" ? old : changes)
      })
    let status = run(arguments: ["apply", "old", "changes"], io: io)
    if status == .trouble && io.standardError.bytes.isEmpty {
      fatalError("apply: trouble without a message")
    }
    if status != .trouble, (try? JSONValue(parsing: io.standardOutput.bytes)) == nil {
      fatalError("apply: the result is not JSON")
    }
  }
}
