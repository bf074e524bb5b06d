import SnapshotsJSON

/// `snapdiff apply OLD CHANGES`: writes the document that applying CHANGES to OLD gives.
///
/// CHANGES is told by its shape: an array is an RFC 6902 JSON Patch (applied to any JSON
/// document), an object with `stages` is `--format json` output (applied to a snapshot
/// document). Nothing is written unless every change fits.
func runApply(_ options: Options, io: CommandIO) -> ExitStatus {
  let operands = options.fileOperands
  let texts: [JSONText]
  do {
    texts = try readInputs(operands, peakPerInputByte: InputBudget.applyPeakPerInputByte, io)
  } catch {
    return fail(error.message, io)
  }
  var values: [JSONValue] = []
  for (operand, text) in zip(operands, texts) {
    let name = operand.isStandardInput ? "<stdin>" : operand.name
    do {
      values.append(try JSONValue(parsing: text))
    } catch {
      return fail("\(name):\(error.line):\(error.column): invalid JSON: \(error.message)", io)
    }
  }
  let changesName = operands[1].isStandardInput ? "<stdin>" : operands[1].name
  let result: JSONValue
  do {
    switch values[1] {
    case .array:
      result = try JSONPatch(values[1]).applied(to: values[0])
    case .object where values[1]["stages"] != nil:
      result = try JSONStagedChanges(values[1]).applied(
        to: values[0], identifierMember: options.idKey, list: options.list)
    default:
      return fail(
        "\(changesName): neither a JSON Patch (an array) nor staged changes (an object with \"stages\")",
        io)
    }
  } catch {
    return fail("\(changesName): \(error)", io)
  }
  if !options.quiet {
    var bytes = result.jsonBytes
    bytes.append(UInt8(ascii: "\n"))
    bytes.withUnsafeBufferPointer { io.standardOutput.write($0) }
  }
  return .noDifferences
}

/// Reports an error and returns the trouble status.
private func fail(_ message: String, _ io: CommandIO) -> ExitStatus {
  io.standardError.write("Error: \(terminalEscaped(message))\n")
  return .trouble
}
