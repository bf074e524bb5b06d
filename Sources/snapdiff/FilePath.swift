import SnapshotsJSON

/// A path: bytes, which need not be UTF-8, from the command line or git (which passes paths as
/// the file system has them) to the file system and to every place the name is shown, never
/// decoded and re-encoded on the way.
struct FilePath: Equatable {
  var bytes: [UInt8]

  init(_ bytes: [UInt8]) { self.bytes = bytes }
  init(_ text: String) { bytes = Array(text.utf8) }

  /// Git's name for the side of an added or deleted file that does not exist.
  static let devNull = FilePath("/dev/null")

  var isDevNull: Bool { self == .devNull }

  /// Whether this is `-`, which the command line reads as standard input.
  var isStandardInput: Bool { bytes == [UInt8(ascii: "-")] }

  /// The file to read: by its bytes, and never standard input (a file named `-` is that file).
  var operand: FileOperand { .path(bytes) }

  /// The path as messages show it: quoted as git quotes paths when it holds a byte that is not
  /// plain printable ASCII (``quotedName(_:quotingNonASCII:)``), else as it is.
  var shown: String { quotedName(bytes) }

  /// The path with `component` appended after a slash.
  func appending(_ component: String) -> FilePath { FilePath(bytes + Array("/\(component)".utf8)) }

  /// The path under `prefix` (`a/`, `b/`) as git shows it in a diff's header lines: quoted as
  /// git quotes paths (``quotedName(_:quotingNonASCII:)``), by the repository's `core.quotePath`.
  func shown(_ quoting: PathQuoting, under prefix: String = "") -> String {
    quotedName(Array(prefix.utf8) + bytes, quotingNonASCII: quoting.nonASCII)
  }

  /// Whether the path is relative (git names work-tree files from the top of the repository).
  var isRelative: Bool { bytes.first.map { $0 != UInt8(ascii: "/") } ?? false }

  /// Whether the path is `other` or ends with `/` and `other`.
  func ends(with other: FilePath) -> Bool {
    bytes == other.bytes
      || (bytes.count > other.bytes.count
        && bytes.suffix(other.bytes.count).elementsEqual(other.bytes)
        && bytes[bytes.count - other.bytes.count - 1] == UInt8(ascii: "/"))
  }
}
