extension ByteRanges: CustomStringConvertible {
  /// The ranges as an array of ranges shows them, whatever their storage.
  ///
  /// - Complexity: O(*n*) for *n* ranges.
  package var description: String { "\(Array(self))" }
}
