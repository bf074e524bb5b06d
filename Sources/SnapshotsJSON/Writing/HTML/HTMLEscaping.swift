/// `text` with HTML's special characters written as character references.
///
/// In element content those are `&`, `<` and `>`, so that input is shown as text and never
/// becomes markup or script; with `inAttribute`, quotes too (`"`, `'`), for a quoted attribute
/// value.
///
/// Quotes are left as they are in content, where they mean nothing: JSON values are full of them,
/// and `&quot;` took a third of a page of 10,000 object items.
///
/// - Complexity: O(*n*) for *n* characters.
package func htmlEscaped(_ text: String, inAttribute: Bool = false) -> String {
  let out = OutputBuffer(descriptor: nil, capacity: text.utf8.count)
  out.write(htmlEscaped: text, inAttribute: inAttribute)
  return out.text
}

/// The character reference that stands for an ASCII byte in HTML text (in a quoted attribute
/// value, with `inAttribute`), or `nil` for a byte written as it is.
private func htmlReference(_ byte: UInt8, inAttribute: Bool) -> StaticString? {
  switch byte {
  case UInt8(ascii: "&"): "&amp;"
  case UInt8(ascii: "<"): "&lt;"
  case UInt8(ascii: ">"): "&gt;"
  case UInt8(ascii: "\"") where inAttribute: "&quot;"
  case UInt8(ascii: "'") where inAttribute: "&#39;"
  default: nil
  }
}

extension OutputBuffer {
  /// Appends `text` as ``htmlEscaped(_:inAttribute:)`` escapes it, without making a string.
  ///
  /// Byte by byte: every character escaped is ASCII, and the UTF-8 sequences of other code points
  /// hold no ASCII byte; runs without one are copied whole, with no string made on the way (the
  /// page writes a value or an identifier per row).
  ///
  /// - Complexity: O(*n*) for *n* bytes.
  package func write(htmlEscaped text: String, inAttribute: Bool = false) {
    var text = text
    text.withUTF8 { bytes in
      var runStart = 0
      for (index, byte) in bytes.enumerated() {
        guard let reference = htmlReference(byte, inAttribute: inAttribute) else { continue }
        write(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        write(reference)
        runStart = index + 1
      }
      write(UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }
  }

  /// Appends text from the input as the page shows it (``htmlShown(_:)``), without making a
  /// string.
  ///
  /// - Complexity: O(*n*) for *n* bytes.
  package func write(htmlShown text: String) {
    write("<bdi>" as StaticString)
    write(htmlEscaped: terminalEscaped(text))
    write("</bdi>" as StaticString)
  }
}

/// Text from the input as the page shows it: escaped (``htmlEscaped(_:inAttribute:)``), with
/// the code points that would reorder or hide text written as visible `\uXXXX` escapes, as the
/// text format writes them (``terminalEscaped(_:)``: bidirectional controls, line and paragraph
/// separators, invisible format characters), and isolated in a `<bdi>` so that right-to-left
/// text in it cannot reorder what stands around it.
///
/// - Complexity: O(*n*) for *n* characters.
package func htmlShown(_ text: String) -> String {
  let out = OutputBuffer(descriptor: nil, capacity: text.utf8.count + 11)
  out.write(htmlShown: text)
  return out.text
}
