/// A value shared with concurrent work that only reads it, or writes disjoint parts of it.
package struct UncheckedSendable<Value>: @unchecked Sendable {
  package var value: Value
  package init(_ value: Value) { self.value = value }
}
