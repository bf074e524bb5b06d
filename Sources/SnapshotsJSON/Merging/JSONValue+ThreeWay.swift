// Three versions of one value merged member by member: an item's content, a section's, or the
// document's top-level members.

extension JSONValue {
  /// A member that both sides changed differently: its path below the merged value (RFC 6901),
  /// and its base, our and their values (`nil` where absent).
  struct _MemberConflict: Equatable {
    var pointer: JSONPointer
    var base: JSONValue?
    var ours: JSONValue?
    var theirs: JSONValue?
  }

  /// The merge of `ours` and `theirs`, two changes of `base` (`nil` where absent), and the
  /// members they changed differently, each resolved to `preferring`'s value.
  ///
  /// What only one side changed takes its change; objects on all three sides (or on both sides,
  /// both inserted) are merged member by member, and so are objects inside them (RFC 7396's
  /// idea, with a base): a member removed by one side and left by the other is removed. Anything
  /// else that both changed differently is one conflict at its path.
  ///
  /// - Complexity: O(*n*) expected for *n* values and members in all.
  static func _merged(
    base: JSONValue?, ours: JSONValue?, theirs: JSONValue?, preferringOurs: Bool,
    at pointer: JSONPointer = JSONPointer(tokens: [])
  ) -> (value: JSONValue?, conflicts: [_MemberConflict]) {
    if ours == theirs { return (ours, []) }
    if base == ours { return (theirs, []) }
    if base == theirs { return (ours, []) }
    let baseIsObject = if case .object? = base { true } else { base == nil }
    guard baseIsObject, case .object(let ourObject)? = ours, case .object(let theirObject)? = theirs
    else {
      let conflict = _MemberConflict(pointer: pointer, base: base, ours: ours, theirs: theirs)
      return (preferringOurs ? ours : theirs, [conflict])
    }
    var members: [JSONObject.Member] = []
    var conflicts: [_MemberConflict] = []
    let ourNames = Set(ourObject.map(\.name))
    let names = ourObject.map(\.name) + theirObject.map(\.name).filter { !ourNames.contains($0) }
    for name in names {
      let (value, inner) = _merged(
        base: base?[name], ours: ours?[name], theirs: theirs?[name],
        preferringOurs: preferringOurs, at: JSONPointer(tokens: pointer.tokens + [name]))
      if let value { members.append((name, value)) }
      conflicts += inner
    }
    return (.object(JSONObject(members)), conflicts)
  }
}
