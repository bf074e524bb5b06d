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
  var result = ""
  result.reserveCapacity(text.utf8.count)
  for scalar in text.unicodeScalars {
    switch scalar {
    case "&": result += "&amp;"
    case "<": result += "&lt;"
    case ">": result += "&gt;"
    case "\"" where inAttribute: result += "&quot;"
    case "'" where inAttribute: result += "&#39;"
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result
}

/// Text from the input as the page shows it: escaped (``htmlEscaped(_:inAttribute:)``), with
/// the code points that would reorder or hide text written as visible `\uXXXX` escapes, as the
/// text format writes them (``terminalEscaped(_:)``: bidirectional controls, line and paragraph
/// separators, invisible format characters), and isolated in a `<bdi>` so that right-to-left
/// text in it cannot reorder what stands around it.
///
/// - Complexity: O(*n*) for *n* characters.
package func htmlShown(_ text: String) -> String {
  "<bdi>" + htmlEscaped(terminalEscaped(text)) + "</bdi>"
}
