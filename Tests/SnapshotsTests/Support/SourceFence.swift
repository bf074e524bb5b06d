import Foundation

/// The floors of a module's sources: rooms (folders) in order, each of which may refer only to
/// what is declared in its own room or in the rooms below it.
///
/// A reference is a word of code (comments and string literals left out) that names a
/// declaration of the module: a type, protocol or type alias or a function at the top level of a
/// file, or a member whose name starts with an underscore anywhere. A name declared in several
/// rooms is allowed wherever one of them is at or below the referring room. Members without an
/// underscore are not tracked: their type's name, which a reference to them nearly always
/// spells, is.
struct SourceFence {
  /// The module's folder.
  let root: URL
  /// The rooms from the bottom floor up, as folder paths below `root` (`"."` for `root`).
  let floors: [String]

  /// A reference from a room to a name declared only in rooms above it.
  struct Violation: CustomStringConvertible, Equatable {
    var file: String
    var name: String
    var declaredIn: [String]
    var description: String { "\(file) refers to \(name), declared in \(declaredIn)" }
  }

  /// The files of the module: path below `root`, and their code without comments and strings.
  func files() throws -> [(path: String, code: String)] {
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!
    return try enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
      .map { url in
        let path = String(
          url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
        return (path, Self.code(of: try String(contentsOf: url, encoding: .utf8)))
      }
  }

  /// The room of a file: its folder below `root`.
  static func room(of path: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    return folder.isEmpty ? "." : folder
  }

  /// Every reference from a room to a name declared only above it, and every file in no room.
  func violations(
    in files: [(path: String, code: String)]
  ) -> (violations: [Violation], unplaced: [String]) {
    var declared: [String: Set<String>] = [:]
    for file in files {
      for name in Self.declarations(in: file.code) {
        declared[name, default: []].insert(Self.room(of: file.path))
      }
    }
    var violations: [Violation] = []
    var unplaced: [String] = []
    for file in files {
      guard let floor = floors.firstIndex(of: Self.room(of: file.path)) else {
        unplaced.append(file.path)
        continue
      }
      for name in Set(Self.words(in: file.code)).sorted() {
        guard let rooms = declared[name] else { continue }
        let levels = rooms.compactMap { floors.firstIndex(of: $0) }
        if !levels.isEmpty && levels.allSatisfy({ $0 > floor }) {
          violations.append(Violation(file: file.path, name: name, declaredIn: rooms.sorted()))
        }
      }
    }
    return (violations, unplaced)
  }

  /// Swift source without its comments and the contents of its string literals.
  static func code(of source: String) -> String {
    var out: [UInt8] = []
    let bytes = Array(source.utf8)
    var index = 0
    func at(_ offset: Int) -> UInt8? {
      bytes.indices.contains(index + offset) ? bytes[index + offset] : nil
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "/") {
        while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
      } else if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "*") {
        index += 2
        while index < bytes.count
          && !(bytes[index] == UInt8(ascii: "*") && at(1) == UInt8(ascii: "/"))
        {
          index += 1
        }
        index += 2
      } else if byte == UInt8(ascii: "\"")
        || (byte == UInt8(ascii: "#") && at(1) == UInt8(ascii: "\""))
      {
        index = endOfString(bytes, from: index)
        out += Array(#""""#.utf8)
      } else {
        out.append(byte)
        index += 1
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The index just past the string literal (plain, raw or multi-line) that starts at `start`.
  static func endOfString(_ bytes: [UInt8], from start: Int) -> Int {
    var index = start
    var hashes = 0
    while bytes[index] == UInt8(ascii: "#") {
      hashes += 1
      index += 1
    }
    let quote = UInt8(ascii: "\"")
    let quotes =
      index + 2 < bytes.count && bytes[index + 1] == quote && bytes[index + 2] == quote ? 3 : 1
    index += quotes
    let closing =
      [UInt8](repeating: quote, count: quotes)
      + [UInt8](repeating: UInt8(ascii: "#"), count: hashes)
    while index < bytes.count {
      if hashes == 0 && bytes[index] == UInt8(ascii: "\\") {
        index += 2
        continue
      }
      if bytes[index...].starts(with: closing) { return index + closing.count }
      index += 1
    }
    return index
  }

  /// The identifiers of some code, in order.
  static func words(in code: String) -> [String] {
    code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
      .filter { $0.first.map { !$0.isNumber } ?? false }
  }

  /// The names some code declares: types and functions at the top level, and members whose name
  /// starts with an underscore.
  static func declarations(in code: String) -> [String] {
    let kinds: Set = ["struct", "class", "enum", "protocol", "typealias", "actor", "func"]
    let modifiers: Set = [
      "public", "internal", "package", "private", "fileprivate", "final", "open", "static",
      "mutating", "nonisolated", "override", "indirect", "convenience", "required", "lazy",
    ]
    var names: [String] = []
    for line in code.split(separator: "\n") {
      let words = Self.words(in: withoutAttributes(line))
      guard let keyword = words.firstIndex(where: { !modifiers.contains($0) }),
        keyword + 1 < words.count
      else { continue }
      let (kind, name) = (words[keyword], words[keyword + 1])
      let topLevel = line.first.map { !$0.isWhitespace } ?? false
      if kinds.contains(kind) && topLevel
        || ["func", "var", "let"].contains(kind) && name.hasPrefix("_")
      {
        names.append(name)
      }
    }
    return names
  }

  /// A line without its attributes (`@inlinable`, `@available(...)`).
  static func withoutAttributes(_ line: Substring) -> String {
    var out = ""
    var rest = line[...]
    while let at = rest.firstIndex(of: "@") {
      out += rest[..<at]
      rest = rest[rest.index(after: at)...].drop { $0.isLetter || $0.isNumber || $0 == "_" }
      if rest.first == "(", let close = rest.firstIndex(of: ")") {
        rest = rest[rest.index(after: close)...]
      }
    }
    return out + rest
  }
}

extension SourceFence {
  /// The uses of confined names outside their files: each name of `confined` may be a word of
  /// code only in the files (paths below `root`) it lists.
  static func escapes(
    of confined: [String: Set<String>], in files: [(path: String, code: String)]
  ) -> [String] {
    files.flatMap { file in
      Set(words(in: file.code)).sorted().compactMap { name in
        guard let allowed = confined[name], !allowed.contains(file.path) else { return nil }
        return "\(file.path) uses \(name)"
      }
    }
  }
}
