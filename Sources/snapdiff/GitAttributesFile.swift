// The attributes file that `git-setup` edits: its lines as git reads them (patterns quoted in C
// style when they hold spaces), read and replaced without following a link that a cloned
// repository may hold in place of `.gitattributes`, and never blocking on a FIFO.
import SnapshotsJSON

/// A pattern as `git-setup` writes it in an attributes file: as given, or quoted in C style
/// (`"My Fixtures/*.json"`) when it holds whitespace, a quote or a control, or starts with `#`,
/// which git would otherwise split, take as a comment or refuse.
///
/// - Throws: A message for a pattern that git cannot take as one: empty, negative (`!…`, which
///   attributes files forbid), a macro definition (`[attr]…`), or carrying attributes
///   (`'*.json diff=x'`: give the pattern alone).
func attributePattern(_ pattern: String) throws(Options.UsageError) -> String {
  let fields = pattern.split(whereSeparator: \.isWhitespace)
  guard !fields.isEmpty else {
    throw Options.UsageError(message: "an empty pattern matches nothing: not added")
  }
  guard !pattern.hasPrefix("[attr]") else {
    throw Options.UsageError(
      message: "'\(pattern)' would define an attribute macro, not match files: not added")
  }
  guard !pattern.hasPrefix("!") else {
    throw Options.UsageError(
      message: "'\(pattern)': git does not allow negative patterns in attributes files")
  }
  if let attribute = fields.dropFirst().first(where: isAttributeSetting) {
    throw Options.UsageError(
      message: "'\(pattern)' carries the attribute '\(attribute)': give the pattern alone")
  }
  let needsQuotes =
    pattern.hasPrefix("#") || pattern.hasPrefix("\"")
    || pattern.utf8.contains { $0 <= 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\"") }
  return needsQuotes ? quotedName(Array(pattern.utf8), always: true) : pattern
}

/// Whether `field` sets an attribute as attributes files write them.
///
/// That is `-name`, `!name` or `name=value`, a name of letters, digits, `-`, `.` and `_` not
/// starting with `-`, or one of git's own attribute names alone (`diff`, `text`, …). Any other
/// word is part of a pattern with a space (`My Fixtures.json`).
private func isAttributeSetting(_ field: Substring) -> Bool {
  let builtIn: Set<Substring> = [
    "text", "binary", "diff", "merge", "eol", "filter", "ident", "whitespace", "crlf", "delta",
    "encoding", "working-tree-encoding", "export-ignore", "export-subst",
  ]
  var name = field.prefix { $0 != "=" }
  let marked = name.first == "-" || name.first == "!"
  if marked { name = name.dropFirst() }
  let isName =
    !name.isEmpty && !name.hasPrefix("-")
    && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-._".contains($0)) }
  return isName && (marked || name.endIndex != field.endIndex || builtIn.contains(name))
}

/// A line of an attributes file: its pattern (unquoted) and its attribute settings; `nil` for a
/// blank line or a comment.
///
/// - Complexity: O(*n*) for a line of *n* bytes.
func attributeLine(_ line: Substring) -> (pattern: String, settings: [Substring])? {
  let text = line.drop { $0 == " " || $0 == "\t" }
  guard let first = text.first, first != "#" else { return nil }
  guard first == "\"", let (pattern, rest) = unquotedC(text.utf8.dropFirst()) else {
    let fields = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
    guard let pattern = fields.first else { return nil }
    return (String(pattern), Array(fields.dropFirst()))
  }
  let settings = Substring(rest).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
  return (pattern, settings)
}

/// The text of a C-style quoted string whose opening quote is already read, and what follows its
/// closing quote; `nil` when it does not close.
private func unquotedC(
  _ bytes: Substring.UTF8View.SubSequence
) -> (String, Substring.UTF8View.SubSequence)? {
  var result: [UInt8] = []
  var index = bytes.startIndex
  while index < bytes.endIndex {
    let byte = bytes[index]
    index = bytes.index(after: index)
    if byte == UInt8(ascii: "\"") {
      return (String(decoding: result, as: UTF8.self), bytes[index...])
    }
    guard byte == UInt8(ascii: "\\"), index < bytes.endIndex else {
      result.append(byte)
      continue
    }
    let escaped = bytes[index]
    index = bytes.index(after: index)
    let named: [UInt8: UInt8] = [
      UInt8(ascii: "a"): 7, UInt8(ascii: "b"): 8, UInt8(ascii: "t"): 9, UInt8(ascii: "n"): 10,
      UInt8(ascii: "v"): 11, UInt8(ascii: "f"): 12, UInt8(ascii: "r"): 13,
    ]
    if let control = named[escaped] {
      result.append(control)
    } else if (0x30...0x33).contains(escaped), bytes[index...].count >= 2 {
      let digits = [escaped, bytes[index], bytes[bytes.index(after: index)]]
      guard digits.allSatisfy({ (0x30...0x37).contains($0) }) else { return nil }
      result.append(digits.reduce(0) { $0 << 3 | ($1 - 0x30) })
      index = bytes.index(index, offsetBy: 2)
    } else {
      result.append(escaped)
    }
  }
  return nil
}

/// The attributes file's text, read without blocking: `""` when it does not exist.
///
/// - Parameters:
///   - path: The file.
///   - followingLinks: Whether a symbolic link is followed (git follows one for the user's own
///     `core.attributesFile`, and reads none in place of a repository's `.gitattributes`).
/// - Returns: The text, or a message saying why the file is left alone.
func readAttributesFile(
  _ path: FilePath, followingLinks: Bool
) -> Result<String, Options.UsageError> {
  let reason: String
  switch System.readWholeFile(path.bytes, followingLinks: followingLinks) {
  case .bytes(let bytes): return .success(String(decoding: bytes, as: UTF8.self))
  case .missing: return .success("")
  case .link: reason = "is a symbolic link, which git does not read as attributes"
  case .notRegular: reason = "is not a regular file"
  case .failed(let error): reason = "cannot be read (\(System.describe(error)))"
  }
  return .failure(Options.UsageError(message: "\(path.shown) \(reason): left as it is"))
}

/// Replaces the attributes file with `lines`, each ending with a newline
/// (`System.replaceFile(_:with:followingLinks:)`: a new file renamed over it, so that no link is
/// followed and a reader never sees half a file; with `followingLinks` (the user's own file, not
/// a repository's), a link's target is replaced instead, and missing directories above the file
/// are made).
///
/// - Returns: Whether it could.
func replaceAttributesFile(_ path: FilePath, _ lines: [Substring], followingLinks: Bool) -> Bool {
  var bytes: [UInt8] = []
  for line in lines { bytes += line.utf8 + [0x0A] }
  return System.replaceFile(
    path.bytes, with: bytes, followingLinks: followingLinks, makingDirectories: followingLinks)
}
