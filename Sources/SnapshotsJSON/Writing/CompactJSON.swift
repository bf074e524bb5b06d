extension OutputBuffer {
  /// Writes the (valid) JSON value `text` without the whitespace between its tokens, so that a
  /// value taken from a pretty-printed document stays on its entry's line.
  ///
  /// A value on one line already (no line break, found with `memchr`) is copied whole: values
  /// written on one line by a program are the common case. Otherwise runs without whitespace are
  /// copied whole; strings are copied as they are.
  ///
  /// - Complexity: O(*n*) for *n* bytes.
  package func write(compactJSON text: UnsafeBufferPointer<UInt8>) {
    guard let start = text.baseAddress,
      System.first(UInt8(ascii: "\n"), in: start, count: text.count) != nil
        || System.first(UInt8(ascii: "\r"), in: start, count: text.count) != nil
    else {
      write(text)
      return
    }
    var index = 0
    var runStart = 0
    while index < text.count {
      switch text[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
        write(UnsafeBufferPointer(rebasing: text[runStart..<index]))
        index += 1
        runStart = index
      case UInt8(ascii: "\""):
        index += 1
        while text[index] != UInt8(ascii: "\"") {
          index += text[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        index += 1
      default:
        index += 1
      }
    }
    write(UnsafeBufferPointer(rebasing: text[runStart..<index]))
  }
}
