import SnapshotsJSON

/// How much memory a command takes, per byte of its inputs together, at worst: what sets the
/// input budget.
///
/// The peak resident size over the input size of the worst shape of input measured, rounded up:
/// small numbers for the diff, arrays nested 999 deep for `apply` (the table of every shape, and
/// the commands that measure it, is in Docs/PerformanceHistory.md, "The input budget").
enum InputBudget {
  /// The diff reads both documents into snapshots and their indexes.
  static let diffPeakPerInputByte = 20
  /// The visual page (`--format html`, `git difftool`) also holds a row for each changed item
  /// and section of both sides until it is written (its worst shape: small numbers, all
  /// replaced).
  static let htmlPeakPerInputByte = 60
  /// `apply` reads both operands into `JSONValue` trees.
  static let applyPeakPerInputByte = 60
  /// `merge` reads three documents into snapshots and the values that differ into `JSONValue`
  /// trees: taken as `apply`'s until measured on its own.
  static let mergePeakPerInputByte = 60

  /// The most input a command reads in all: `SNAPDIFF_MAX_INPUT` when set, else the machine's
  /// memory over `peak`.
  static func total(peakPerInputByte peak: Int, _ io: CommandIO) -> Int {
    io.environment["SNAPDIFF_MAX_INPUT"].flatMap(Int.init)
      ?? JSONText.inputBudget(peakPerInputByte: peak)
  }
}

/// Reads each operand in turn, within one budget for all: each may take what the ones before it
/// left (and no more than ``JSONText/maximumDocumentSize``).
///
/// - Throws: ``ReadError`` for the first operand that cannot be read or passes what is left.
func readInputs(
  _ operands: [FileOperand], peakPerInputByte peak: Int, _ io: CommandIO
) throws(ReadError) -> [JSONText] {
  let total = InputBudget.total(peakPerInputByte: peak, io)
  var texts: [JSONText] = []
  for operand in operands {
    let left = total - texts.reduce(0) { $0 + $1.bytes.count }
    let limit = min(left, JSONText.maximumDocumentSize)
    let name =
      limit == total
      ? "the most snapdiff reads" : "what is left of the \(total) bytes snapdiff reads in all"
    texts.append(try io.read(operand, limit, name))
  }
  return texts
}
