// A list inside a larger document (`--list POINTER`): the way down to it, and what is beside it.

extension SnapshotDocument {
  /// Reads the value at the cursor down to the list that `list` (the JSON Pointer's reference
  /// tokens left) names, recording each value beside the way (``outerValues``) under its pointer.
  ///
  /// An object is entered by member name, an array by a decimal index (RFC 6901).
  ///
  /// - Throws: A shape error naming the pointer when a token names nothing there.
  mutating func readOuter(
    _ reader: inout JSONReader, idKey: [UInt8], list: ArraySlice<String>, at pointer: String,
    _ sections: inout SectionLists
  ) throws(JSONError) {
    let start = reader.position
    let token = list.first!
    var found = false
    // Reads the value at the cursor, the one the token names or one beside the way.
    func visit(_ reader: inout JSONReader, _ key: String) throws(JSONError) {
      let path = pointer + "/" + pointerToken(key)
      guard key == token, !found else {
        outerValues.append((path, try reader.skipValue(depth: 1)))
        return
      }
      found = true
      if list.count == 1 {
        listPointer = path
        let listStart = reader.position
        try readList(&reader, idKey: idKey, &sections)
        listRange = listStart..<reader.position
      } else {
        try readOuter(&reader, idKey: idKey, list: list.dropFirst(), at: path, &sections)
      }
    }
    switch reader.peek {
    case UInt8(ascii: "{"):
      try reader.forEachMember(depth: 1) {
        (reader: inout JSONReader, name: Range<Int>) throws(JSONError) in
        try visit(&reader, try reader.unescape(name))
      }
    case UInt8(ascii: "["):
      var index = 0
      try reader.forEachElement(depth: 1) { (reader: inout JSONReader) throws(JSONError) in
        try visit(&reader, String(index))
        index += 1
      }
    default:
      try reader.skipValue()
    }
    guard found else {
      let whole = list.map { "/" + pointerToken($0) }.joined()
      throw Self.shapeError(
        "--list \(pointer)\(whole) names nothing: \(pointer.isEmpty ? "the top level" : pointer) "
          + "has no member or element \(jsonQuoted(token))", at: start)
    }
  }
}
