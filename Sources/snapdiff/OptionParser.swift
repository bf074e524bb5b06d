// The one reader of options, for every subcommand: the diff's and apply's, git-setup's, and the
// driver's own options before git's arguments. Each subcommand lists the options it takes; values
// of a fixed set (`--format`, `--color`) are read by `choice(_:for:)`.

/// An option a subcommand takes: its names (the first is the one it is known by) and whether it
/// takes a value (`--name VALUE` or `--name=VALUE`).
struct OptionSpec {
  var names: [String]
  var takesValue: Bool

  init(_ names: String..., takesValue: Bool = false) {
    self.names = names
    self.takesValue = takesValue
  }
}

/// Arguments split into options and operands.
struct ParsedArguments {
  /// The options given, in order: the name the spec knows each by, and its value (as bytes:
  /// a file name need not be UTF-8).
  var options: [(name: String, value: [UInt8]?)] = []
  /// The operands, as bytes (file names need not be UTF-8).
  var operands: [FilePath] = []

  /// The value of the last `name` given, if any, as text.
  func value(_ name: String) -> String? {
    (options.last { $0.name == name }?.value ?? nil).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Whether `name` was given.
  func has(_ name: String) -> Bool { options.contains { $0.name == name } }
}

enum OptionParser {
  /// Splits `arguments` into the options of `specs` and operands.
  ///
  /// An operand is `-` or any argument that does not start with `-`, and every argument after
  /// `--`. An option's value is the text after `=`, or the next argument.
  ///
  /// - Throws: A message naming an option not in `specs` (`unknownSuffix` appended), a value
  ///   missing or given to an option that takes none.
  /// - Complexity: O(*n*) for *n* bytes of arguments.
  static func parse(
    _ arguments: [[UInt8]], _ specs: [OptionSpec], unknownSuffix: String = ""
  ) throws(Options.UsageError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let bytes = arguments[index]
      let argument = String(decoding: bytes, as: UTF8.self)
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        parsed.operands.append(FilePath(bytes))
      } else if argument == "--" {
        optionsEnded = true
      } else {
        let equals = bytes.firstIndex(of: UInt8(ascii: "="))
        let name = String(decoding: bytes[..<(equals ?? bytes.endIndex)], as: UTF8.self)
        var value = equals.map { Array(bytes[($0 + 1)...]) }
        guard let spec = specs.first(where: { $0.names.contains(name) }) else {
          throw Options.UsageError(message: "unknown option '\(name)'\(unknownSuffix)")
        }
        if spec.takesValue && value == nil {
          index += 1
          guard index < arguments.count else {
            throw Options.UsageError(message: "option '\(name)' needs a value")
          }
          value = arguments[index]
        } else if !spec.takesValue && value != nil {
          throw Options.UsageError(message: "option '\(name)' takes no value")
        }
        parsed.options.append((spec.names[0], value))
      }
      index += 1
    }
    return parsed
  }

  /// The case of `T` that `text` names, given for the option `name`.
  ///
  /// - Throws: A message listing the cases.
  static func choice<T: RawRepresentable & CaseIterable>(
    _ text: String, for name: String
  ) throws(Options.UsageError) -> T where T.RawValue == String {
    guard let result = T(rawValue: text) else {
      let all = T.allCases.map(\.rawValue).joined(separator: ", ")
      throw Options.UsageError(message: "invalid value '\(text)' for '\(name)' (expected \(all))")
    }
    return result
  }
}
