// What git passes to `snapdiff --git-diff-driver`: the driver's own options as the configured
// command has them, then git's 1, 7 or 9 arguments, which are paths and objects, never options.

/// A driver call, read from the end.
///
/// Git appends exactly 1 (an unmerged path), 7 (a file pair) or 9 (a rename or copy) arguments
/// to the configured command, so those are taken from the end, by their shape, and only what
/// comes before them is read as options. A file named
/// `--color=x.json` or `-` is then a path like any other.
struct GitDriverCall {
  /// `--color WHEN` or `--color=WHEN`, when the configured command gives it.
  var color = Options.Color.auto
  /// Git's arguments, as bytes.
  var gitArguments: [[UInt8]]

  /// The call in `arguments` (those after `--git-diff-driver`).
  ///
  /// - Throws: A message when no count that git passes leaves valid options before it.
  init(_ arguments: [[UInt8]]) throws(Options.UsageError) {
    for count in [9, 7, 1] where count <= arguments.count {
      let split = arguments.count - count
      let git = Array(arguments[split...])
      guard Self.hasGitsShape(git), let color = Self.options(arguments[..<split]) else { continue }
      (self.color, gitArguments) = (color, git)
      return
    }
    throw Options.UsageError(
      message:
        "git passes 1, 7 or 9 arguments to a diff driver, after its options (--color WHEN); not \(arguments.count) arguments"
    )
  }

  /// Whether `arguments` are shaped as git passes them: each object a hexadecimal name or ".",
  /// each mode six octal digits or "." (for 7 or 9); any path (for 1).
  static func hasGitsShape(_ arguments: [[UInt8]]) -> Bool {
    guard arguments.count != 1 else { return true }
    func isObject(_ text: [UInt8]) -> Bool {
      text == [UInt8(ascii: ".")]
        || (text.count >= 7
          && text.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) })
    }
    func isMode(_ text: [UInt8]) -> Bool {
      text == [UInt8(ascii: ".")]
        || (text.count == 6 && text.allSatisfy { $0 >= 0x30 && $0 <= 0x37 })
    }
    return isObject(arguments[2]) && isMode(arguments[3]) && isObject(arguments[5])
      && isMode(arguments[6])
  }

  /// The colour the options ask for, or `nil` when they are not the driver's options (read by
  /// the one option parser, as the diff reads its own `--color`).
  static func options(_ arguments: ArraySlice<[UInt8]>) -> Options.Color? {
    guard let parsed = try? OptionParser.parse(Array(arguments), [Self.color]),
      parsed.operands.isEmpty
    else { return nil }
    guard let text = parsed.value("--color") else { return .auto }
    return try? OptionParser.choice(text, for: "--color")
  }

  /// The driver's one option.
  static let color = OptionSpec("--color", takesValue: true)
}
