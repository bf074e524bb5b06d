// The changed members of a reloaded item, written as the json format lists them.

extension MemberNamer {
  /// Writes the changed members of the item at `ranges` of OLD's text and NEW's (none without
  /// ranges), as ``changedMembers(of:)`` names them, as a JSON array of strings:
  /// `["/phone", "/meta/etag"]`.
  ///
  /// The json format names the members of every reloaded item: most are written straight from
  /// OLD's text, without a string made for any.
  ///
  /// - Complexity: O(*m*) for the item's size in both documents.
  package func writeChangedMembers(
    _ ranges: (old: Range<Int>, new: Range<Int>)?, to out: OutputBuffer
  ) {
    out.write(byte: UInt8(ascii: "["))
    switch ranges.map({ changes(old: $0.old, new: $0.new) }) ?? .paths([]) {
    case .names(let names):
      for (index, name) in names.enumerated() {
        if index > 0 { out.write(", " as StaticString) }
        out.write(#""/"# as StaticString)
        out.write(pointerToken: UnsafeBufferPointer(rebasing: old.text.bytes[name]))
        out.write(byte: UInt8(ascii: "\""))
      }
    case .paths(let paths):
      for (index, path) in paths.enumerated() {
        if index > 0 { out.write(", " as StaticString) }
        out.write(jsonQuoted(path))
      }
    }
    out.write(byte: UInt8(ascii: "]"))
  }
}
